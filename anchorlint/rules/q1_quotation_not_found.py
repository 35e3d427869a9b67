"""Q1 quotation-not-found: a blockquote the source does not contain.

What it checks
    Every blockquote in the card (``> …`` lines; callouts ``> [!note]``,
    remarks such as ``> Note: …`` or ``> 備註：…``, a final ``— attribution``
    line and code blocks excluded) is a claim that the source says exactly
    this; a quotation in another script than its source (a translation) is
    not checked. The quotation must occur in the source,
    whole and token-aligned, at one of the sound tiers of the normalization
    ladder (exact, whitespace, typography, case), or as a stitched quotation
    ``A … B`` whose fragments occur in order. Reported at the quotation's
    first line, with the closest source passage and its line:col.

    Keys: ``too-long`` (not found verbatim, and longer than 4,000
    characters: no near miss is searched, as alignment grows with the
    square of the length), ``default`` (not found; near miss below the similarity floor),
    ``guard`` (a near miss above the floor, but a figure, a negation, a
    direction or modal word, a name or a whole word differs), ``stitched`` (fragments
    found but the policy refuses stitching), ``absent`` (the source shares
    no word with it).

Why
    A quotation is the strongest claim a card makes: "the source says, word
    for word". An invented or altered quotation inherits the source's
    authority. A changed figure or a dropped "not" keeps almost every
    character, which is why those never pass as near misses.

    Soft, because losing knowledge is worse than flagging: a blocking Q1
    would push the writer to delete the quotation rather than repair it,
    and the source's text extraction is sometimes worse than the card.
    ``--strict`` makes it block.

Fails
    A quotation whose figure the source does not have (the numeric guard).

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        年報寫道：

        > Operating loss was $100 million for the year.

    source.md::

        Operating loss was ($10.0 million) for the year.

    expected:: Q1 8:3

Passes
    Typography differs, the words do not (tier ``typography``).

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 摘要
        原文寫道：

        > The final example was "hard".

    source.md::

        The ﬁnal exam-
        ple was “hard”.

    expected:: nothing

Options
    In the quotation policy (``policy.quotes``): ``accept_through`` (the
    loosest accepted tier, default ``case``), ``allow_skeleton`` (unsound,
    default off), ``allow_stitched`` (default on), ``min_fragment_words``
    (3), ``floor`` (0.90), ``forgive_word_changes`` (off),
    ``forgive_final_period`` (off). Not run under ``--compat``.

Blind spots
    A verbatim quotation can still be quoted out of context (only a negation
    right before or after it is checked). Markdown inside the quotation
    (``**bold**``, links) is compared as text. CJK text is matched character
    by character, so a quotation may start in the middle of a CJK word
    (except right after a negation character such as 不).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.quotes.options import MAX_ALIGNED_CHARS

CODE = "Q1"
NAME = "quotation-not-found"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = True

MESSAGES = {
    "default": {
        "en": "quotation not found in the source; closest passage (similarity {score}) "
        "at source {where}: \"{near_miss}\"",
        "zh-TW": "原文查無此引文；最接近的段落（相似度 {score}）在原文 {where}：「{near_miss}」",
    },
    "guard": {
        "en": "quotation differs from the source in substance ({guard} guard); the source "
        "at {where} says: \"{near_miss}\"",
        "zh-TW": "引文與原文有實質差異（{guard} 防護）；原文 {where} 寫的是：「{near_miss}」",
    },
    "stitched": {
        "en": "quotation is stitched from {fragments} separate source passages, which the policy refuses",
        "zh-TW": "引文由原文 {fragments} 處不相連的段落拼接而成，依設定不予接受",
    },
    "apart": {
        "en": "quotation is stitched from fragments of different paragraphs, which together say what "
        "the source does not: {places}",
        "zh-TW": "引文由不同段落的片段拼接而成，合起來並非原文所說：{places}",
    },
    "out-of-order": {
        "en": "quotation is stitched from fragments in another order than the source's: {places}",
        "zh-TW": "引文片段的次序與原文不同：{places}",
    },
    "negation-elided": {
        "en": "quotation leaves out a negation between its fragments, so it says the opposite: {places}",
        "zh-TW": "引文在片段之間省略了否定詞，意思因而相反：{places}",
    },
    "absent": {
        "en": "quotation not found in the source, and no passage of the source resembles it",
        "zh-TW": "原文查無此引文，也找不到相近的段落",
    },
    "too-long": {
        "en": "quotation not found verbatim in the source; at {length} characters it is too long "
        "to search for a near miss (limit {limit})",
        "zh-TW": "原文查無此引文的原樣；引文長 {length} 字，超過近似比對上限（{limit}），未尋找相近段落",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


def check(ctx: CardContext, options: object = None) -> Iterator[Hit]:
    if ctx.compat:
        return  # the Go original has no quotation check
    for check_ in ctx.quote_checks:
        cert, quotation = check_.certificate, check_.quotation
        if cert.grounded or cert.tier == "approximate":
            continue
        args: dict[str, object] = {"certificate": cert.as_dict()}
        if cert.tier == "stitched":
            key = "stitched"
            args["fragments"] = len(cert.fragments)
        elif cert.reason in ("apart", "out-of-order", "negation-elided"):
            key = cert.reason
            args["places"] = ", ".join(
                f"fragment {n} at source {fragment.line}:{fragment.col}" for n, fragment in enumerate(cert.fragments, 1)
            )
        elif cert.near_miss is None and len(quotation.text) > MAX_ALIGNED_CHARS:
            key = "too-long"
            args.update(length=len(quotation.text), limit=MAX_ALIGNED_CHARS)
        elif cert.near_miss is None:
            key = "absent"
        else:
            from anchorlint.lint.quote_text import one_line, where  # only for a quotation not found

            near = cert.near_miss
            key = "guard" if cert.guard else "default"
            args.update(
                near_miss=one_line(near.text), source_line=near.line, source_col=near.col,
                score=f"{cert.score:.2f}", guard=cert.guard, page=near.page,
                where=where(near.line, near.col, near.page),
            )
        yield Hit(quotation.first_line, quotation.col, key=key, args=args)
