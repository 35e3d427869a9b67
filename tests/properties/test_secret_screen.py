"""H5 runs on a card's lines only the secret patterns its whole text
matches: that never loses a line's kind."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.model.card import parse_card
from anchorlint.text.secrets import _SCREEN_RE, PATTERNS, card_secrets, patterns_in, secret_kinds, without_hashes
from conftest import examples

PIECES = (
    "\n", " ", "\t", "\r", "a", "Z", "A123456789", "B2", "1234", "1234 5678 9012 3456", "-", "password", ": ",
    "=", "secret=abcdefgh", "-----BEGIN ", "RSA PRIVATE KEY-----", "AKIA", "ABCDEFGHIJKLMNOP", "ghp_", "xoxb-",
    "AIza", "sk_live_", "eyJ", "abcdefgh", ".", "https://", "user:pw@", "0123456789abcdef" * 4, "語",
)
texts = st.lists(st.sampled_from(PIECES) | st.text(max_size=2), max_size=30).map("".join)


@settings(max_examples=examples(1000))
@given(texts, st.booleans())
def test_the_whole_text_screen_keeps_every_line_kind(text, compat):
    screened = patterns_in(text if compat else without_hashes(text))
    for line in text.split("\n"):
        line = line if compat else without_hashes(line)
        assert secret_kinds(line, screened) == secret_kinds(line, PATTERNS)


SCREEN_SPEC = re.compile(r"[0-9]{4}[ -]?[0-9]{4}|gh[pousr]_")


@settings(max_examples=examples(1000))
@given(texts)
def test_the_screen_matches_where_its_specification_does(text):
    assert (_SCREEN_RE.search(text) is None) == (SCREEN_SPEC.search(text) is None)


def _every_pattern_on_every_line(text: str) -> tuple[str, ...]:
    """card_secrets as specified: each pattern tried on each line, and a PEM
    block's lines taken whole."""
    found: list[str] = []
    in_block = False
    for line in text.split("\n"):
        if "wiki-secret-ok" in line:
            continue
        if in_block:
            found.append(line.strip())
            in_block = "-----END" not in line
            continue
        for kind, pattern in PATTERNS:
            for match in pattern.finditer(without_hashes(line)):
                found.append(match.group())
                in_block = in_block or kind == "pem"
    return tuple(dict.fromkeys(piece for piece in found if piece))


@settings(max_examples=examples(1000))
@given(st.lists(st.sampled_from(PIECES + ("-----END", "wiki-secret-ok")) | st.text(max_size=2), max_size=30)
       .map("".join))
def test_a_card_s_secrets_are_those_every_pattern_finds_on_every_line(text):
    assert card_secrets(parse_card(text)) == _every_pattern_on_every_line(text)


# The screen's words are looked for among the text's ASCII letters folded
# (text/secrets.may_contain_secret); lower-casing the whole text finds the
# same, the Kelvin sign, the dotted capital I and the long s included.
FOLD_PIECES = ("PASS", "pAsS", "Secret", "KEY", "\u212aey", "\u212a", "tOkEn", "PR\u0130V", "PRIV", "\u0130", "\u017f",
               "语", "é", " ", "pa", "ss", "x", "1234", "ghp_")


def _screen_spec(text: str) -> bool:
    from anchorlint.text import secrets

    lowered = text.lower()
    return (any(word in lowered for word in secrets._SCREEN_WORDS)
            or any(literal in text for literal in secrets._SCREEN_CASED) or _SCREEN_RE.search(text) is not None)


@settings(max_examples=examples(1500))
@given(st.lists(st.sampled_from(FOLD_PIECES) | st.text(max_size=2), max_size=12).map("".join))
def test_the_folded_screen_is_the_lower_cased_one(text):
    from anchorlint.text.secrets import may_contain_secret

    assert may_contain_secret(text) is _screen_spec(text)
