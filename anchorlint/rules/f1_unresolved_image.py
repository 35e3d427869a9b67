"""F1 unresolved-image: an image embed whose file is not in the repository.

What it checks
    Every image embed in the card, ``![alt](path)`` and ``![[file]]``
    (code blocks and inline code excluded; remote targets such as
    ``https://…``, ``data:…`` or ``//host/…`` skipped), must resolve to an
    existing file inside the repository. The rule is pure: it lists the
    targets (``image_targets``), the I/O layer resolves them path-jailed
    like sources and hands the verdicts in ``ctx.facts.images``; without
    them the rule reports nothing.

Why
    A card that shows a figure that is not there has lost the evidence it
    points at; a path that escapes the repository points at nothing the
    repository can vouch for.

Fails
    An image that is not in the repository.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        吞吐量如圖：

        ![throughput](figures/missing.png)

    expected:: F1 8:1

Passes
    A committed image, and a remote one (not checked).

    card.md:: as above, line 8 reads

        ![throughput](figures/throughput.png)
        ![logo](https://example.org/logo.png)

    figures/throughput.png::

        PNG

    expected:: nothing

Options
    none. Not run under ``--compat``.

Blind spots
    Whether the image shows what the card says is not checked. A
    ``![[file]]`` embed is resolved by the runner's rules for wiki links
    (by name inside the repository); reference-style images
    (``![alt][ref]``) and HTML ``<img>`` tags are not read.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.model.card import Card
from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.model.markdown import blank_inline_code, prose_lines
from anchorlint.model.embeds import markdown_images, wiki_images

CODE = "F1"
NAME = "unresolved-image"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False

MESSAGES = {
    "missing": {
        "en": "image '{target}' does not exist in the repository",
        "zh-TW": "圖片 '{target}' 在儲存庫中不存在",
    },
    "outside": {
        "en": "image '{target}' resolves outside the repository",
        "zh-TW": "圖片 '{target}' 指向儲存庫之外",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


# The embeds, as regular expressions: the specification. rules/_embeds.py
# finds exactly their matches in linear time (re would rescan the line from
# every ``![``).
_MARKDOWN_RE = re.compile(
    r"!\[(?:[^\]\\]|\\.)*\]"  # ![alt], escapes allowed
    r"\(\s*(<[^>\n]*>|[^\s)]+)"  # (target or <target>
    r"(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)"  # optional title)
)
_WIKI_RE = re.compile(r"!\[\[([^\]|#\n]+)(?:[#|][^\]\n]*)?\]\]")
_REMOTE_RE = re.compile(r"(?:[A-Za-z][A-Za-z0-9+.-]*:|//)")


@dataclass(frozen=True, slots=True)
class ImageRef:
    """One image a card embeds: where, the target as written, and how it is resolved."""

    line: int  # 1-based line and column of the ``!``
    col: int
    target: str  # as written: no angle brackets, no title, no #fragment
    kind: str  # "markdown" (relative to the card) or "wiki" (by name)


def image_targets(card: Card, prose: frozenset[int] | None = None) -> list[ImageRef]:
    """Every local image embed of ``card``, in card order (``prose``: the
    card's prose_lines, when already known)."""
    if "![" not in card.text:
        return []
    if prose is None:
        prose = prose_lines(card)
    refs: list[ImageRef] = []
    for line in card.lines:
        if line.number not in prose or "![" not in line.text:
            continue
        text = blank_inline_code(line.text)
        found = [(start, target.strip("<>").strip(), "markdown") for start, target in markdown_images(text)]
        found += [(start, name.strip(), "wiki") for start, name in wiki_images(text)]
        for start, target, kind in sorted(found):
            if target and not _REMOTE_RE.match(target):
                refs.append(ImageRef(line.number, start + 1, target, kind))
    return refs


def check(ctx: CardContext, options: object = None) -> Iterator[Hit]:
    if ctx.compat:
        return  # the Go original has no such check
    verdicts = ctx.facts.images
    if verdicts is None:
        return
    for ref in image_targets(ctx.card, ctx.prose_lines):
        verdict = verdicts.get(ref.target)
        if verdict in ("missing", "outside"):
            yield Hit(ref.line, ref.col, key=verdict, args={"target": ref.target})
