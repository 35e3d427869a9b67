"""H6 carpet-copy: the card pastes its source instead of digesting it.

What it checks
    The card's text (every line but headings, as in the Go original) against
    its source: (a) ``overlap``: at least 40% of the card's distinct
    8-character windows (white-space-only windows skipped) also occur in the
    source; (b) ``pasted``: the card reproduces at least 60% of the source's
    distinct 8-character windows; (c) ``long``: the card is over 4000
    characters.

    ``--compat`` keeps the Go original's (b) instead: a card longer than
    min(4000, 60% of the source's characters) is H6 whatever it contains.

Why
    A knowledge card is a digest, not a copy (paraphrase is the product; a
    pasted source is retrieval with extra steps). Go's relative cap was a
    proxy for pasting that measured length, not copying: a wiki card's
    mechanical skeleton alone is 300+ characters, so every faithful card of a
    short source was flagged (the incident's faithful card: 471 characters
    against a cap of 132). (b) measures the pasting directly, so a card that
    pastes most of its source is still caught while a faithful digest passes.

Fails
    Key points that are the source's sentences, pasted.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 重點
        - The plugin must work inside Logseq and extend the editor.
        - Settings are stored in the graph folder and synced by the user.
        - Every command is available from the command palette.

    source.md::

        The plugin must work inside Logseq and extend the editor. Settings are stored in the graph folder and synced by the user. Every command is available from the command palette.

    expected:: H6 1:1

Passes
    A Chinese digest of the same source.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 重點
        - 外掛在 Logseq 內運作並擴充編輯器
        - 設定存在圖譜資料夾，由使用者自行同步
        - 所有指令都能從指令面板執行

    source.md:: as above

    expected:: nothing

Options
    The frontmatter and the ``### 出處`` line count as card text (Go's choice),
    which slightly dilutes (a) for short cards. ``source_ratio`` is read only
    under ``--compat``.

Blind spots
    Copying with light edits every few characters passes; windows are
    compared character by character, without any normalization.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.model.card import ANY_HEADING_RE
from anchorlint.model.card import FRONTMATTER as FRONTMATTER_KIND
from anchorlint.model.card import HEADING as HEADING_KIND
from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.lint.options import option
from anchorlint.text.gotext import go_trim
from anchorlint.text.windows import overlap_counts, overlap_counts_groups

CODE = "H6"
NAME = "carpet-copy"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = True

MESSAGES = {
    "overlap": {
        "en": "{ratio} of the card's {gram}-character windows occur in the source (limit {limit}): "
        "a digest, not a copy",
        "zh-TW": "卡片與原稿 {gram}-gram 重疊率 {ratio}（上限 {limit}）＝地毯複製",
    },
    "pasted": {
        "en": "the card reproduces {ratio} of the source's {gram}-character windows (limit {limit}): "
        "the source was pasted",
        "zh-TW": "卡片重現了原稿 {ratio} 的 {gram}-gram（上限 {limit}）＝整段照抄",
    },
    "long": {
        "en": "the card has {length} characters, over the limit of {limit}",
        "zh-TW": "卡片 {length} 全形字，超過上限 {limit}",
    },
    "long-compat": {
        "en": "the card has {length} characters, over the limit of {limit} "
        "(min(4000, 60% of the source)): suspected pasting",
        "zh-TW": "卡片 {length} 全形字，超過上限 {limit}（min(4000, 原稿×60%)）＝疑似整段照抄",
    },
}


@dataclass(frozen=True)
class Options:
    """H6's options (``rules.H6.*``)."""

    gram: int = option(8, low=2, high=64, help="window length in characters")
    overlap: float = option(0.40, help="share of the card's windows found in the source")
    pasted: float = option(0.60, help="share of the source's windows the card reproduces")
    max_chars: int = option(4000, low=1, help="the longest card, in characters")
    source_ratio: float = option(0.60, help="--compat: the Go cap, as a share of the source's length")


def percent(ratio: float) -> str:
    return f"{int(ratio * 100 + 0.5)}%"


def go_body(ctx: CardContext) -> str:
    """The Go original's measure of a card: every line that is not a heading
    (a frontmatter line such as ``# comment`` counts as one, as in Go), minus
    the quality keys ``--mark`` wrote (outside ``--compat``)."""
    if "h6-body" not in ctx.memo:
        skip = ctx.mark_lines
        kept = [
            line.text
            for line in ctx.card.lines
            if line.kind != HEADING_KIND
            and not (line.kind == FRONTMATTER_KIND and line.text[:1] == "#" and ANY_HEADING_RE.match(line.text))
            and (not skip or line.number not in skip)
        ]
        ctx.memo["h6-body"] = "\n".join(kept) + "\n" if kept else ""
    return ctx.memo["h6-body"]


def window_counts(ctx: CardContext, gram: int) -> tuple[int, int]:
    """(the card's distinct windows, how many occur in the source), once per card."""
    key = ("h6-counts", gram)
    if key not in ctx.memo:
        assert ctx.source is not None
        ctx.memo[key] = overlap_counts(ctx.source.text, [go_body(ctx)], gram)[0]
    return ctx.memo[key]  # type: ignore[return-value]


def prefetch(contexts: list[CardContext], options: Options | None = None) -> None:
    """Count the windows of all the cards citing one source in one pass over it."""
    gram = (options or Options()).gram
    groups: dict[int, list[CardContext]] = {}
    for ctx in contexts:
        if ctx.source is not None and ctx.source.text and ("h6-counts", gram) not in ctx.memo:
            groups.setdefault(id(ctx.source), []).append(ctx)
    # One vectorised pass for every source of the batch: numpy's fixed cost
    # per call, paid once per source, outweighed the work on a short one.
    sources = [(members[0].source.text, [go_body(ctx) for ctx in members])  # type: ignore[union-attr]
               for members in groups.values()]
    for members, pairs in zip(groups.values(), overlap_counts_groups(sources, gram)):
        for ctx, pair in zip(members, pairs):
            ctx.memo[("h6-counts", gram)] = pair


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    opts = options or Options()
    source = ctx.source
    if source is None or not source.text:
        return
    body = go_body(ctx)
    length = len(go_trim(body))
    if ctx.compat:
        limit = min(opts.max_chars, int(len(source.text) * opts.source_ratio))
        if length > limit:
            yield Hit(1, key="long-compat", args={"length": length, "limit": limit})
            return
    elif length > opts.max_chars:
        yield Hit(1, key="long", args={"length": length, "limit": opts.max_chars})
        return
    distinct, shared = window_counts(ctx, opts.gram)
    if not distinct:
        return
    ratio = shared / distinct
    if ratio >= opts.overlap:
        yield Hit(1, key="overlap",
                  args={"ratio": percent(ratio), "gram": opts.gram, "limit": percent(opts.overlap)})
        return
    if ctx.compat:
        return
    # Replaces Go's relative length cap: measure pasting instead of length.
    # A card can only reproduce as many windows as it has, so skip the
    # source's window count when the card is far too small to cover it.
    if distinct >= opts.pasted * (len(source.text) - opts.gram + 1):
        total = source.window_count(opts.gram)
        if total and shared / total >= opts.pasted:
            yield Hit(1, key="pasted",
                      args={"ratio": percent(shared / total), "gram": opts.gram,
                            "limit": percent(opts.pasted)})
