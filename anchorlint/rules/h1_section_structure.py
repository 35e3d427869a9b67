"""H1 section-structure: the four sections of the card's shape, in order.

What it checks
    A wiki-shaped card (frontmatter first, with a ``gloss:`` line) needs
    ``## 摘要``, ``## 重點``, ``## 實體``, ``## 關聯``; an older daemon card needs
    ``## 一句話定義``, ``## 要點``, ``## 關鍵實體``, ``## 關聯``. All four must be
    present and in that order. Names are exact (``##　重點`` with an ideographic
    space is not a section).

Why
    Downstream tools find a card's parts by these headings. A card missing one
    is structurally broken: it is refused rather than half-ingested.

Fails
    A wiki card without its ``## 實體`` section.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        外掛的需求。

        ## 重點
        - 外掛擴充編輯器

        ## 關聯

    expected:: H1 1:1

Passes
    The four sections, in order.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        外掛的需求。

        ## 重點
        - 外掛擴充編輯器

        ## 實體
        - **Logseq**（工具）

        ## 關聯

    expected:: nothing

Options
    ``sections.wiki`` / ``sections.daemon``: the four names per shape.

    Outside ``--compat`` two causes are named on their own: an empty card
    (nothing but white space), and a frontmatter opened by ``---`` on the
    first line but never closed, which swallows the whole card (no line of
    it would be checked against the source). A card without ``gloss:``
    whose sections are evidently the wiki shape's is judged as a wiki card
    (H2 reports the missing gloss) rather than asked for the daemon shape's
    sections.

Blind spots
    Only ``## `` headings count; what the sections contain is H2-H4's business.
    The frontmatter is not parsed as YAML: a frontmatter that is not a
    mapping, or not valid YAML, is read line by line like any other.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.text.gotext import go_trim
from anchorlint.rules._shape import shape_sections

CODE = "H1"
NAME = "section-structure"
SEVERITY = Severity.HARD
NEEDS_SOURCE = False

MESSAGES = {
    "missing": {
        "en": "missing sections: {missing} (required, in order: {expected})",
        "zh-TW": "缺段名：{missing}（四段須齊：{expected}）",
    },
    "order": {
        "en": "sections out of order (required order: {expected})",
        "zh-TW": "段名順序錯（須依序：{expected}）",
    },
    "empty": {
        "en": "the card is empty",
        "zh-TW": "卡片是空的",
    },
    "unclosed-frontmatter": {
        "en": "the frontmatter opened on line 1 is never closed by a '---' line: the whole card reads as frontmatter",
        "zh-TW": "第 1 行開始的 frontmatter 沒有以 '---' 收尾：整張卡片都被當成 frontmatter",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


def check(ctx: CardContext, options: object = None) -> Iterator[Hit]:
    if not ctx.compat:
        if not go_trim(ctx.card.text):
            yield Hit(1, key="empty")
            return
        if ctx.card.frontmatter is not None and ctx.card.frontmatter.end is None:
            yield Hit(1, key="unclosed-frontmatter")
    required = shape_sections(ctx)
    found = {name: ctx.card.section(name) for name in required}
    missing = [name for name, section in found.items() if section is None]
    if missing:
        yield Hit(1, key="missing", args={"missing": missing, "expected": " → ".join(required)})
        return
    orders = [found[name].order for name in required]  # type: ignore[union-attr]
    if orders != sorted(orders) or len(set(orders)) != len(orders):
        first_wrong = next(
            found[name] for previous, name in zip(required, required[1:])
            if found[name].order <= found[previous].order  # type: ignore[union-attr]
        )
        yield Hit(first_wrong.heading, key="order", args={"expected": " → ".join(required)})
