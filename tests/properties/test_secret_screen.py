"""H5 runs on a card's lines only the secret patterns its whole text
matches: that never loses a line's kind."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from anchorlint.text.secrets import _SCREEN_RE, PATTERNS, patterns_in, secret_kinds, without_hashes
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
