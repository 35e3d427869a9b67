"""A1 unused-suppression: a suppression directive that does nothing.

What it checks
    Every ``anchorlint-disable-*`` directive in a card (an HTML comment, or
    the frontmatter key ``anchorlint: {disable: [...]}``) must silence at
    least one finding of each rule it names. Reported, at the rule as written
    in the directive: a rule that ran on the card and had nothing to silence
    there; a code or name that no rule has; a directive that names no rule; an
    ``anchorlint-`` comment that is not a known directive; a frontmatter
    ``anchorlint`` key that is not ``{disable: [rules]}``. Raised by the
    engine's suppression pass, after every other rule ran.

Why
    Suppressions rot. Once the card is fixed, a forgotten directive keeps the
    door open for the next fabrication on that line, and a misspelt code
    (``H77``) silences nothing while looking as if it did. A directive that
    names no rule is refused rather than read as "every rule": one blanket
    comment would hide secrets (H5) and broken structure (H1) for good.

Fails
    A directive above a line that has no H7 finding.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 重點
        <!-- anchorlint-disable-next-line H7 -->
        - 外掛必須在 Logseq 中運作

    source.md::

        The plugin must work inside Logseq.

    expected:: A1 6:35

    A directive naming no rule anchorlint knows.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 重點
        - 外掛必須在 Logseq 中運作
        <!-- anchorlint-disable-file H9 -->

    source.md:: as above

    expected:: A1 7:30

Passes
    A directive that silences a finding, with its reason.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 重點
        <!-- anchorlint-disable-next-line H7 -- the product's own name -->
        - 外掛名為 InkStone，在 Logseq 中運作

    source.md:: as above

    expected:: nothing

Options
    none. Set its severity (``severity.A1``) or ignore it like any rule. A
    directive naming a rule that did not run (switched off by the
    configuration, or H6-H8 when the card has no source) is not reported. A1
    is never silenced by the directive it reports, but another directive may
    name it.

Blind spots
    A directive inside a fenced code block still counts; a comment spanning
    several lines is not read.
"""

from __future__ import annotations

from dataclasses import dataclass

from anchorlint.lint.findings import Severity

CODE = "A1"
NAME = "unused-suppression"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False
check = None  # raised by anchorlint.lint.suppression, not by reading the card

MESSAGES = {
    "unused": {
        "en": "'{directive}' for {rule} suppresses nothing: remove it",
        "zh-TW": "'{directive}' 對 {rule} 沒有抑制任何發現：請移除",
    },
    "unknown-rule": {
        "en": "'{directive}' names an unknown rule '{rule}'",
        "zh-TW": "'{directive}' 指定了不存在的規則「{rule}」",
    },
    "no-rule": {
        "en": "'{directive}' names no rule (list the codes it should silence, e.g. H7)",
        "zh-TW": "'{directive}' 沒有指定規則（請列出要抑制的代碼，例如 H7）",
    },
    "unknown-directive": {
        "en": "'{directive}' is not a directive (use anchorlint-disable-next-line, "
        "anchorlint-disable-line or anchorlint-disable-file)",
        "zh-TW": "'{directive}' 不是有效的指令（可用 anchorlint-disable-next-line、"
        "anchorlint-disable-line、anchorlint-disable-file）",
    },
    "malformed": {
        "en": "the frontmatter key 'anchorlint' must be {{disable: [rules]}}",
        "zh-TW": "frontmatter 的 anchorlint 鍵必須是 {{disable: [規則]}}",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""
