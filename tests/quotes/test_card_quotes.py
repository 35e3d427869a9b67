"""Blockquotes in a parsed card are quotation claims."""

from __future__ import annotations

from anchorlint.model.card import parse_card
from anchorlint.model.blockquotes import quotations

CARD = """---
gloss: a card
---
## 摘要
> First line of a quotation
> and its second line.
> — Jane Doe, *Notes*

Plain text between.
> [!note] A callout title
> callout body, not a quotation

>   “A quotation in marks.”  

```
> not a quotation: fenced code
```

> > nested
> > quotation
>
> -- attribution
"""


def test_quotations_are_found_with_their_spans() -> None:
    card = parse_card(CARD)
    found = quotations(card)
    assert [q.text for q in found] == [
        "First line of a quotation\nand its second line.",
        "A quotation in marks.",
        "nested\nquotation",
    ]
    assert [(q.first_line, q.last_line, q.col) for q in found] == [(5, 6, 3), (13, 13, 6), (19, 20, 5)]
    for q in found:
        span = card.text[q.start : q.end]
        assert span.startswith(q.text.split("\n")[0]) and span.endswith(q.text.split("\n")[-1])


def test_inner_markers_are_inside_the_card_span() -> None:
    card = parse_card(CARD)
    first = quotations(card)[0]
    assert card.text[first.start : first.end] == "First line of a quotation\n> and its second line."


def test_no_blockquote_no_quotation() -> None:
    assert quotations(parse_card("## 摘要\n- a bullet > not a quote\n")) == []


def test_partial_quote_marks_are_kept() -> None:
    card = parse_card('> "Yes" she said, "and no"\n')
    assert quotations(card)[0].text == '"Yes" she said, "and no"'


def test_callout_ends_the_quotation_run() -> None:
    card = parse_card("> quoted words\n> [!warning]\n> callout body\n")
    assert [q.text for q in quotations(card)] == ["quoted words"]


def test_remarks_are_not_quotations() -> None:
    card = parse_card("> 我的備註：這張卡要再對照原文確認一次。\n\n> **Note:** check again.\n\n> Real words.\n")
    assert [q.text for q in quotations(card)] == ["Real words."]
