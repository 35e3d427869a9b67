"""H2 definition: one short definition per card.

What it checks
    Wiki cards: the frontmatter ``gloss`` must exist and not be empty (hard);
    over ``max_chars`` (80) characters is soft. Daemon cards: the
    ``## 一句話定義`` section must hold exactly one non-blank line (none or
    several: hard); a line over ``max_chars`` characters is soft. Characters
    are code points, so a Chinese character counts one.

Why
    The definition is what a reader (and a retrieval index) sees first. Several
    lines are a summary, not a definition; a long one reads like an essay.

Fails
    A ``gloss:`` with nothing after it.

    card.md::

        ---
        source_path: source.md
        gloss:
        ---
        ## 摘要
        外掛的需求。

    expected:: H2 3:1

Passes
    A one-line definition.

    card.md:: as above, line 3 reads

        gloss: Logseq 外掛的需求文件

    expected:: nothing

Options
    The limit is in characters (code points), Chinese or Latin alike.

    Outside ``--compat`` a card that forgot its ``gloss:`` but whose
    sections are the wiki shape's (``## 摘要``, ``## 重點``, ``## 實體``) is a
    wiki card without a gloss (hard), not a daemon card.

Blind spots
    The first ``gloss:`` line anywhere in the card counts, as in the Go original.
    In ``--compat`` an empty ``gloss:`` is read as Go read it: its value runs
    on to the next line, so it is never reported as empty.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.lint.options import option
from anchorlint.rules._shape import non_empty, shape_sections, wiki_shape

CODE = "H2"
NAME = "definition"
SEVERITY = Severity.HARD
NEEDS_SOURCE = False

MESSAGES = {
    "gloss-missing": {"en": "the frontmatter has no gloss", "zh-TW": "frontmatter 缺 gloss"},
    "gloss-empty": {"en": "the frontmatter gloss is empty", "zh-TW": "frontmatter 的 gloss 是空的"},
    "gloss-long": {
        "en": "gloss is {length} characters long (at most {limit} recommended)",
        "zh-TW": "gloss {length} 全形字（建議 ≤{limit}，過長像小作文）",
    },
    "definition-empty": {"en": "the definition section is empty", "zh-TW": "一句話定義段是空的"},
    "definition-lines": {
        "en": "the definition has {count} lines (exactly one expected: several lines are a summary)",
        "zh-TW": "一句話定義有 {count} 行（須恰一行；多行＝那是摘要不是定義）",
    },
    "definition-long": {
        "en": "the definition is {length} characters long (at most {limit} recommended)",
        "zh-TW": "一句話定義 {length} 全形字（建議 ≤{limit}，過長像小作文）",
    },
}


@dataclass(frozen=True)
class Options:
    """H2's options (``rules.H2.*``)."""

    max_chars: int = option(80, low=1, help="the longest definition, in characters")


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    limit = (options or Options()).max_chars
    card = ctx.card
    if wiki_shape(ctx):
        # --compat keeps Go's reading, under which an empty gloss is never empty.
        gloss = card.gloss if ctx.compat else card.gloss_on_line
        line = card.line_of_gloss()
        if gloss is None:
            yield Hit(1, key="gloss-missing")
        elif not gloss:
            yield Hit(line, key="gloss-empty")
        elif len(gloss) > limit:
            yield Hit(line, key="gloss-long", args={"length": len(gloss), "limit": limit},
                      severity=Severity.SOFT)
        return
    lines = non_empty(card, shape_sections(ctx)[0])
    if lines is None:
        return
    if not lines:
        heading = card.section(shape_sections(ctx)[0])
        yield Hit(heading.heading if heading else 1, key="definition-empty")
    elif len(lines) > 1:
        yield Hit(lines[1].number, key="definition-lines", args={"count": len(lines)})
    elif len(lines[0].stripped) > limit:
        yield Hit(lines[0].number, key="definition-long",
                  args={"length": len(lines[0].stripped), "limit": limit}, severity=Severity.SOFT)
