"""A requirement is not a recommendation (issue 11: a figure the source has
for something else): "編譯需要 zlib 1.2.6 以上" is not grounded by a README
that needs 1.2.3 and recommends 1.2.6; the faithful forms beside each case
must stay grounded."""

from __future__ import annotations

from pathlib import Path

import pytest

from anchorlint.text.recommended import only_recommended, required_on_card
from conftest import ungrounded_point as missing

EVALUATION = Path(__file__).resolve().parent.parent / "evaluation"

# A README's build note: one version needed, another recommended.
README = """Type "make" to build it.  You need
zlib version 1.2.3 or later to compile pigz.  zlib version 1.2.6 or later is
recommended, which reduces the overhead between blocks.
"""

# Only a recommendation: nothing is required, so the card's word is a paraphrase.
ADVICE = "Python 3.11 is recommended for the best performance.\n"


@pytest.mark.parametrize("point, source, expected", [
    ("編譯需要 zlib 1.2.6 以上", README, ["1.2.6"]),
    ("pigz requires zlib 1.2.6 or later", README, ["1.2.6"]),
    # the faithful forms
    ("編譯需要 zlib 1.2.3 以上，建議用 1.2.6 以上", README, []),
    ("建議使用 zlib 1.2.6 以上，需要的最低版本則是 1.2.3", README, []),
    ("至少需要 Python 3.11", ADVICE, []),  # the source requires nothing
])
def test_a_requirement_is_not_a_recommendation(point, source, expected):
    assert missing(point, source) == expected


def test_required_on_card():
    line = "編譯需要 zlib 1.2.6 以上，建議用 1.2.8 以上"
    assert required_on_card(line, line.index("1.2.6"))
    assert not required_on_card(line, line.index("1.2.8"))  # its own clause recommends


def test_only_recommended():
    text = README.lower()
    assert only_recommended(text, "1.2.6")
    assert not only_recommended(text, "1.2.3")
    assert not only_recommended(ADVICE.lower(), "3.11")  # nothing required anywhere


def test_real_cards():
    from anchorlint.lint.grounding import check_grounding

    folder = EVALUATION / "fresh14"
    source = (folder / "sources" / "fe07.md").read_text(encoding="utf-8")
    fab = check_grounding((folder / "cards" / "fe07-fab-zh.md").read_text(encoding="utf-8"), source)
    assert [anchor.text for anchor in fab.missing if anchor.line == 19] == ["1.2.6", "1.2.8", "30%"]
    faithful = check_grounding((folder / "cards" / "fe07-faithful-zh.md").read_text(encoding="utf-8"), source)
    assert not faithful.missing
