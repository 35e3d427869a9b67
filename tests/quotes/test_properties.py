"""Properties: offsets always slice the original source to span_text, every
tier's map stays inside the original, and a changed figure or a dropped
negation is never accepted."""

from __future__ import annotations

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from anchorlint.quotes.ladder import TIERS, normalize, normalize_plain, readings
from anchorlint.quotes.verify import verify_quote
from anchorlint.quotes.view import SourceView

WORDS = ["ﬁle", "office", "naïve", "Logseq", "macOS", "state-of-the-art", "“quoted”", "don’t", "資料", "外掛",
         "１２", "3.5%", "-7", "plain", "words", "here", "ＡＢＣ", "co-\noperate", "sum\u00admary", "R&amp;D"]
SEPARATORS = [" ", "  ", "\n", "\u00a0", " \n ", "\u2009"]
PLAIN = {"ﬁle": "file", "“quoted”": '"quoted"', "don’t": "don't", "１２": "12", "ＡＢＣ": "ABC",
         "co-\noperate": "cooperate", "sum\u00admary": "summary", "R&amp;D": "R&D"}

tokens = st.lists(st.sampled_from(WORDS), min_size=3, max_size=30)
separators = st.lists(st.sampled_from(SEPARATORS), min_size=30, max_size=30)
noise = st.text(alphabet=st.sampled_from(list("aB1 -.,%\n\u00a0ﬁ中文不&;#'’“”５")), max_size=60)
speed = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def build(words: list[str], seps: list[str]) -> tuple[str, list[tuple[int, int]]]:
    parts: list[str] = []
    spans: list[tuple[int, int]] = []
    pos = 0
    for index, word in enumerate(words):
        if index:
            parts.append(seps[index])
            pos += len(seps[index])
        spans.append((pos, pos + len(word)))
        parts.append(word)
        pos += len(word)
    return "".join(parts), spans


@speed
@given(tokens, separators, st.data())
def test_a_clean_copy_of_any_passage_is_grounded(
    words: list[str], seps: list[str], data: st.DataObject
) -> None:
    source, _ = build(words, seps)
    i = data.draw(st.integers(0, len(words) - 1))
    j = data.draw(st.integers(i + 1, len(words)))
    quote = " ".join(PLAIN.get(word, word) for word in words[i:j])
    cert = verify_quote(quote, source)
    assert cert.grounded, (quote, source)
    assert cert.span_text == source[cert.start : cert.end]
    assert any(
        normalize_plain(cert.span_text, cert.tier, r) == normalize_plain(quote, cert.tier, r)
        for r in readings(cert.tier, quote, cert.span_text)
    )


@speed
@given(noise, noise)
def test_offsets_always_slice_the_original(quote: str, source: str) -> None:
    cert = verify_quote(quote, source)
    if cert.start is not None:
        assert cert.span_text == source[cert.start : cert.end]
        view = SourceView(source)
        assert (cert.line, cert.col) == view.line_col(cert.start)
    if cert.near_miss is not None:
        near = cert.near_miss
        assert near.text == source[near.start : near.end] and len(near.text) <= 240


@speed
@given(noise)
def test_tier_maps_stay_inside_the_original(text: str) -> None:
    for tier in TIERS[1:]:
        view = normalize(text, tier)
        assert view.starts is not None and view.ends is not None
        assert len(view.starts) == len(view.ends) == len(view.text)
        for a, b in zip(view.starts, view.ends):
            assert 0 <= a < b <= len(text)
        assert list(view.starts) == sorted(view.starts)


BASE = [
    "The committee approved a budget of {n} dollars for the project in its spring meeting",
    "Shipments reached {n} units and the plant will not expand before the next fiscal year",
    "Average latency fell to {n} ms after the cache layer was rewritten by the platform team",
]


@speed
@given(st.sampled_from(BASE), st.integers(10, 99_999), st.integers(1, 9), st.data())
def test_a_changed_figure_is_never_accepted(template: str, n: int, delta: int, data: st.DataObject) -> None:
    source = "Intro paragraph.\n" + template.format(n=n) + ".\nOther text follows here."
    digits = list(str(n))
    k = data.draw(st.integers(0, len(digits) - 1))
    digits[k] = str((int(digits[k]) + delta) % 10)
    changed = "".join(digits)
    if changed == str(n):
        return
    cert = verify_quote(template.format(n=changed), source)
    assert cert.tier == "none" and not cert.grounded


@speed
@given(st.sampled_from([
    ("We will not be able to compete with larger firms in the region", "not "),
    ("The service never stores passwords in plain text on the server", "never "),
    ("The update doesn't change the default settings for existing users", "doesn't"),
    ("外掛不得上傳任何使用者資料到遠端伺服器", "不"),
]))
def test_a_dropped_negation_is_never_accepted(case: tuple[str, str]) -> None:
    sentence, negation = case
    source = "Preamble.\n" + sentence + ".\nMore text."
    quote = sentence.replace(negation, "does" if negation == "doesn't" else "", 1)
    cert = verify_quote(quote, source)
    assert cert.tier == "none" and not cert.grounded


@speed
@given(noise)
def test_a_slice_normalized_at_its_offset_maps_into_the_whole(text: str) -> None:
    # locate.py normalizes windows of the source on their own, with a base
    for tier in TIERS[1:]:
        whole, part = normalize(text, tier), normalize("  " + text, tier, base=7)
        assert whole.text == part.text
        for i in range(len(whole.text)):
            start, end = part.origin(i, i + 1)
            assert whole.origin(i, i + 1) == (start - 9, end - 9)


@speed
@given(st.text(alphabet=st.sampled_from(list("ab1 -\n\t.,%&;'’\u00ad_中ﬁ$")), max_size=30), st.data())
def test_the_boundary_shortcut_agrees_with_the_rules(text: str, data: st.DataObject) -> None:
    from anchorlint.quotes.charclass import boundary_by_rules, is_boundary

    pos = data.draw(st.integers(0, len(text)))
    assert is_boundary(text, pos) == boundary_by_rules(text, pos)
