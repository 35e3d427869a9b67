"""H3 key-points: the key-points section holds a digestible list.

What it checks
    Wiki cards: ``## 重點`` has ``wiki_min``..``wiki_max`` (1-12) ``- `` bullets.
    Daemon cards: ``## 要點`` has ``daemon_min``..``daemon_max`` (3-12) bullets
    and no prose lines. A bullet is a line starting with ``-`` and an ASCII
    space or tab; ``*`` items, numbered items and indented bullets are not.

Why
    An atomic card naturally makes a handful of points. None means nothing was
    extracted; more than twelve is undigested carpet copying.

Fails
    Thirteen key points in a wiki card (at most 12).

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        外掛的需求。

        ## 重點
        - 第 1 點
        - 第 2 點
        - 第 3 點
        - 第 4 點
        - 第 5 點
        - 第 6 點
        - 第 7 點
        - 第 8 點
        - 第 9 點
        - 第 10 點
        - 第 11 點
        - 第 12 點
        - 第 13 點

    expected:: H3 8:1

Passes
    Four key points.

    card.md:: as above, lines 12-21 read

        - 第 4 點

    expected:: nothing

Options
    The bounds are inclusive; a minimum above its maximum is a configuration
    error.

Blind spots
    Counts lines, not ideas: one bullet can hold three claims.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.lint.options import option
from anchorlint.model.card import is_bullet
from anchorlint.rules._shape import non_empty, shape_sections, wiki_shape

CODE = "H3"
NAME = "key-points"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False

MESSAGES = {
    "count": {
        "en": "{section} has {count} bullets ({low}-{high} expected)",
        "zh-TW": "{section} {count} 條（應 {low}–{high} 條）",
    },
    "prose": {
        "en": "{section} contains a prose line; key points are '- ' bullets",
        "zh-TW": "{section}段夾了非列點的散文行（應為 - 開頭的 bullet）",
    },
}


@dataclass(frozen=True)
class Options:
    """H3's options (``rules.H3.*``)."""

    wiki_min: int = option(1, low=0, at_most="wiki_max", help="fewest bullets in a wiki card")
    wiki_max: int = option(12, low=0, help="most bullets in a wiki card")
    daemon_min: int = option(3, low=0, at_most="daemon_max", help="fewest bullets in a daemon card")
    daemon_max: int = option(12, low=0, help="most bullets in a daemon card")


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    opts = options or Options()
    name = shape_sections(ctx)[1]
    lines = non_empty(ctx.card, name)
    if lines is None:
        return
    heading = ctx.card.section(name).heading  # type: ignore[union-attr]
    # _shape.RAW_BULLET_RE on the raw line, read by is_bullet's string test (the same on one line).
    bullets = [line for line in lines if is_bullet(line.text)]
    if wiki_shape(ctx):
        low, high = opts.wiki_min, opts.wiki_max
    else:
        low, high = opts.daemon_min, opts.daemon_max
        prose = next((line for line in lines if not is_bullet(line.text)), None)
        if prose is not None:
            yield Hit(prose.number, key="prose", args={"section": name})
    if not low <= len(bullets) <= high:
        yield Hit(heading, key="count",
                  args={"section": name, "count": len(bullets), "low": low, "high": high})
