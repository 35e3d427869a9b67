"""E1 invalid-display-math: a display formula that cannot render.

What it checks
    Every display-math block in the card (``$$ … $$`` or ``\\[ … \\]``, on one
    line or several; code blocks and inline code excluded): its braces must
    balance (``\\{`` and ``\\}`` are literal braces), ``\\left`` and
    ``\\right`` must pair up, ``\\begin{env}`` and ``\\end{env}`` must nest
    and match, and at most a tenth of its visible characters may be
    replacement or mojibake characters (``�``, ``□``, ``Ã``, private-use
    glyphs). Needs no source.

Why
    A formula copied from a PDF extraction often arrives broken: a brace
    lost at a line break, ``�`` where a Greek letter was. A broken formula
    renders as an error or, worse, as a different formula, and the card
    then records something the source never said.

Fails
    A fraction whose braces do not balance.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        轉換率的算法：

        $$ \\frac{a}{b $$

    expected:: E1 8:1

    An environment closed under another name.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        矩陣：

        $$ \\begin{pmatrix} a \\end{bmatrix} $$

    expected:: E1 8:1

Passes
    Balanced braces and matching delimiters.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        轉換率的算法：

        $$ \\left( \\frac{a}{b} \\right) $$

    expected:: nothing

Options
    none. Not run under ``--compat``.

Blind spots
    Structural checks, not a TeX engine: unknown macros, misplaced ``&`` or
    ``\\\\`` and wrong arguments pass. Inline math (``$…$``) is not checked.
    The formula is not compared with the source.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.model.math import display_math, math_problem

CODE = "E1"
NAME = "invalid-display-math"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False

MESSAGES = {
    "mojibake": {
        "en": "display math is mostly replacement or mojibake characters: write the formula as LaTeX",
        "zh-TW": "行間公式大多是亂碼或替代字元：請改寫成 LaTeX",
    },
    "unbalanced-braces": {
        "en": "display math has unbalanced braces {{ }}",
        "zh-TW": "行間公式的大括號 {{ }} 不成對",
    },
    "unbalanced-left-right": {
        "en": "display math has unpaired \\left / \\right",
        "zh-TW": "行間公式的 \\left / \\right 不成對",
    },
    "mismatched-environment": {
        "en": "display math has unmatched \\begin{{…}} / \\end{{…}}",
        "zh-TW": "行間公式的 \\begin{{…}} / \\end{{…}} 不相符",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


def check(ctx: CardContext, options: object = None) -> Iterator[Hit]:
    if ctx.compat:
        return  # the Go original has no such check
    if "$$" not in ctx.card.text and "\\[" not in ctx.card.text:
        return  # no delimiter: the card's prose lines are not even computed
    for block in display_math(ctx.card, ctx.prose_lines):
        problem = math_problem(block.body)
        if problem is not None:
            yield Hit(block.line, block.col, key=problem)
