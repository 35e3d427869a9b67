"""H4 relation-triples: relations are well-formed triples between known entities.

What it checks
    Daemon cards: every non-blank line of ``## 關聯`` is a triple
    ``- subject >> predicate >> object``; when ``## 關鍵實體`` lists bold names
    (``**name**``), both ends of each triple must be among them; and there are
    ``min_triples``..``max_triples`` (3-8) valid triples. Wiki cards: a ``- ``
    line in ``## 關聯`` with more than two `` >> `` separators is not a triple.

Why
    Relations become graph edges. A malformed triple or an end that is not a
    listed entity grows an orphan node with no definition.

Fails
    A relation with four parts instead of three.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 實體
        - **外掛**
        - **設定檔**

        ## 關聯
        ### 內文知識關係
        - 外掛 >> 依賴 >> 設定 >> 檔案

    expected:: H4 11:1

Passes
    A triple whose two ends are listed entities.

    card.md:: as above, line 11 reads

        - 外掛 >> 依賴 >> 設定檔

    expected:: nothing

Options
    The bounds are inclusive; a minimum above its maximum is a configuration
    error.

Blind spots
    Checks the form of a relation, never whether the source supports it.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.lint.options import option
from anchorlint.text.gotext import WS, go_trim
from anchorlint.rules._shape import non_empty, shape_sections, wiki_shape

CODE = "H4"
NAME = "relation-triples"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False

TRIPLE_RE = re.compile(rf"-{WS}+(.+?){WS}*>>{WS}*(.+?){WS}*>>{WS}*(.+?){WS}*\Z")
BOLD_NAME_RE = re.compile(r"\*\*(.+?)\*\*")
SEPARATOR = " >> "

MESSAGES = {
    "not-triple": {
        "en": "not a triple '- subject >> predicate >> object': {line}",
        "zh-TW": "關聯行不合三元組形（須「- 主詞 >> 謂詞 >> 受詞」）：{line}",
    },
    "too-many-parts": {
        "en": "a triple with more than three parts (a separator inside the predicate): {line}",
        "zh-TW": "三元組不是三項（述詞裡夾了分隔符）：{line}",
    },
    "unknown-end": {
        "en": "relation end '{end}' is not a listed entity (it would become an orphan node)",
        "zh-TW": "關聯端點「{end}」不在關鍵實體清單（會長出無 gloss 的孤兒節點）",
    },
    "count": {
        "en": "{count} valid triples ({low}-{high} expected)",
        "zh-TW": "關聯 {count} 條合法三元組（應 {low}–{high} 條）",
    },
}


@dataclass(frozen=True)
class Options:
    """H4's options (``rules.H4.*``)."""

    min_triples: int = option(3, low=0, at_most="max_triples", help="fewest valid triples")
    max_triples: int = option(8, low=0, help="most valid triples")


def excerpt(text: str, limit: int = 40) -> str:
    text = go_trim(text)
    return text if len(text) <= limit else text[:limit] + "…"


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    names = shape_sections(ctx)
    lines = non_empty(ctx.card, names[3])
    if lines is None:
        return
    if wiki_shape(ctx):
        for line in lines:
            if line.stripped.startswith("- ") and line.text.count(SEPARATOR) > 2:
                yield Hit(line.number, key="too-many-parts", args={"line": excerpt(line.text)})
        return
    yield from _check_daemon(ctx, lines, names[2], options or Options())


def _check_daemon(ctx: CardContext, lines, entity_section: str, opts: Options) -> Iterator[Hit]:
    entities = _entity_names(ctx, entity_section)
    valid = 0
    for line in lines:
        match = TRIPLE_RE.match(line.text)
        if match is None:
            yield Hit(line.number, key="not-triple", args={"line": excerpt(line.text)})
            continue
        valid += 1
        for end in (go_trim(match.group(1)), go_trim(match.group(3))):
            if entities and end not in entities:
                yield Hit(line.number, key="unknown-end", args={"end": end})
    if not opts.min_triples <= valid <= opts.max_triples:
        heading = ctx.card.section(shape_sections(ctx)[3]).heading  # type: ignore[union-attr]
        yield Hit(heading, key="count",
                  args={"count": valid, "low": opts.min_triples, "high": opts.max_triples})


def _entity_names(ctx: CardContext, name: str) -> set[str]:
    section = ctx.card.section(name)
    if section is None:
        return set()
    names = set()
    for line in ctx.card.section_lines(section):
        match = BOLD_NAME_RE.search(line.text)
        if match is not None:
            names.add(go_trim(match.group(1)))
    return names
