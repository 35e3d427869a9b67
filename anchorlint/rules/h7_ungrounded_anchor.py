"""H7 ungrounded-anchor: a name, version or number the source never mentions.

What it checks
    Every anchor in the card's body (a Latin-letter string of two or more
    characters, or a number of two or more digits, a decimal or a percentage)
    must occur in the source after both are folded (fullwidth forms to ASCII,
    ASCII letters to lower case). One finding per missing anchor, at its first
    occurrence in the card. Frontmatter, headings, breadcrumbs and the
    ``### 出處`` / ``### 卡片關係`` sub-sections are not checked: a program wrote
    them, not the model.

Why
    Paraphrase and translation change how a thing is said, not what is said:
    they never create a new referent. "每 30 天" cannot be a rewording of a
    source that has no 30 in it. A card that cites a real source while adding
    Windows, macOS and Linux is more dangerous than an uncited one, because
    the citation makes the invention look checked.

Fails
    Operating systems the source never names.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 重點
        - 外掛必須支援 Windows 與 Linux

    source.md::

        The plugin must work inside Logseq.

    expected:: H7 6:10, H7 6:20

Passes
    A translation adds no referent.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 重點
        - 外掛必須在 Logseq 中運作

    source.md::

        The plugin must work inside Logseq.

    expected:: nothing

Options
    ``allow``: anchors never reported (your own product names);
    ``extra_stop_words``: more Latin strings that are not referents.

Blind spots
    Claims written only in CJK ("日誌", "敏感資料") are not checked, so the
    translation of an English source is never punished. Single digits are not
    anchors ("每 5 次" passes). Chinese numerals ("三十天") are not folded.
    Matching is by substring, so ``api`` hides in ``rapid`` and ``java`` in
    ``javascript``; an anchor the source mentions with another meaning passes.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.lint.grounding import locate_anchors
from anchorlint.lint.options import Bad, option, strings
from anchorlint.text.anchors import LATIN_RE, NUMBER_RE, fold
from anchorlint.text.wordlists import ANCHOR_STOP_WORDS

CODE = "H7"
NAME = "ungrounded-anchor"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = True

MESSAGES = {
    "default": {
        "en": "'{anchor}' does not occur in the source: a paraphrase rewords, it does not add names or numbers",
        "zh-TW": "原文查不到這個具體指稱：{anchor}（改寫可以換措辭，但不會憑空長出專名或數量）",
    },
}


def _anchors(latin_only: bool) -> Callable[[Any], frozenset[str]]:
    """Configured anchors, folded as the card's are (fullwidth to ASCII, case-insensitive)."""
    what = "Latin words like 'InkStone'" if latin_only else "anchors like 'InkStone' or '2026'"
    shapes = (LATIN_RE,) if latin_only else (LATIN_RE, NUMBER_RE)

    def convert(value: Any) -> frozenset[str]:
        out = set()
        for item in strings(value, what):
            folded = fold(item)
            if not any(shape.fullmatch(folded) for shape in shapes):
                raise Bad(f"{item!r} is not a single anchor (expected {what})")
            out.add(folded)
        return frozenset(out)

    return convert


def _extra_stop_words(value: Any) -> frozenset[str]:
    return _anchors(latin_only=True)(value) - ANCHOR_STOP_WORDS


@dataclass(frozen=True)
class Options:
    allow: frozenset[str] = option(
        frozenset(), convert=_anchors(latin_only=False),
        help="anchors never reported (your own product names)")
    extra_stop_words: frozenset[str] = option(
        frozenset(), convert=_extra_stop_words,
        help="more Latin strings that are not referents")


def grounding_fields(options: Options) -> dict[str, object]:
    """What these options set in the grounding policy the pure core reads."""
    return {"allow": options.allow, "stop_words": ANCHOR_STOP_WORDS | options.extra_stop_words}


def prefetch(contexts: list[CardContext], options: object = None) -> None:
    """Look up the anchors of every card citing one source in one pass."""
    wanted: dict[int, tuple[object, set[str]]] = {}
    for ctx in contexts:
        if ctx.source is not None and not ctx.source.blank:
            wanted.setdefault(id(ctx.source), (ctx.source, set()))[1].update(ctx.anchors)
    for source, anchors in wanted.values():
        source.learn_anchors(anchors)  # type: ignore[attr-defined]


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    # The anchors in ``options`` are applied by the grounding core (see
    # grounding_fields): ``report.ungrounded`` already leaves them out.
    report = ctx.grounding
    if report is None or not report.ungrounded:
        return
    where = locate_anchors(ctx.body, report.ungrounded, ctx.policy)
    for anchor in report.ungrounded:
        line, col = where.get(anchor, (1, 1))
        yield Hit(line, col, args={"anchor": anchor})
