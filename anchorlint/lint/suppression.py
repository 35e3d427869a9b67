"""Suppression directives in a card, in the grammar markdownlint users know.

``<!-- anchorlint-disable-next-line H7 -- reason -->``  the line below
``<!-- anchorlint-disable-line H7 -->``                 this line (put it at the end)
``<!-- anchorlint-disable-file H6 -->``                 the whole card
frontmatter ``anchorlint: {disable: [H6]}``             the whole card

Rules are named by code or name, several at once separated by spaces or
commas; text after `` -- `` is a free reason. A directive that names no rule
silences nothing (see rules/a1_unused_suppression.py for why). Pure: the
directives are read from the parsed Card, blanked out of the text the rules
read (:func:`masked`), and applied to Findings in one place
(engine.check_card) after every rule ran: directives.py reads them,
directive_comments.py finds the comments, this module applies them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from anchorlint.lint.directives import Directive
from anchorlint.lint.findings import Finding, Hit

A1 = "A1"


def apply_directives(
    findings: Sequence[Finding], directives: Sequence[Directive], ran: Collection[str]
) -> tuple[list[Finding], list[Hit]]:
    """Drop the findings the directives cover; return the kept findings and
    the A1 hits for directives that are unused, unknown or malformed. ``ran``
    holds the codes of the rules that ran on this card (A1 included when it is
    enabled): a directive for a rule that did not run is not reported."""
    used: set[tuple[int, str]] = set()
    kept = [f for f in findings if not _covered(f.code, f.line, directives, used, skip=-1)]
    hits = [
        hit for index, hit in _problems(directives, used, ran, final=False)
        if not _covered(A1, hit.line, directives, used, skip=index)
    ]
    hits += [hit for _, hit in _problems(directives, used, ran, final=True)]
    return kept, hits


def _covered(
    code: str, line: int, directives: Sequence[Directive], used: set[tuple[int, str]], skip: int
) -> bool:
    covering = [i for i, d in enumerate(directives) if i != skip and d.covers(code, line)]
    used.update((i, code) for i in covering)
    return bool(covering)


def _problems(
    directives: Sequence[Directive], used: set[tuple[int, str]], ran: Collection[str], final: bool
) -> list[tuple[int, Hit]]:
    """A1 hits: for A1's own targets only when ``final`` (after A1 hits had
    their chance to be silenced), for everything else only when not."""
    out = []
    for index, d in enumerate(directives):
        args = {"directive": d.name}
        if d.problem is not None and not final:
            out.append((index, Hit(d.line, d.col, d.problem, args)))
        for target in d.targets:
            if (target.code == A1) != final:
                continue
            if target.code is None:
                hit = Hit(target.line, target.col, "unknown-rule", {**args, "rule": target.token})
                out.append((index, hit))
            elif target.code in ran and (index, target.code) not in used:
                out.append((index, Hit(target.line, target.col, "unused", {**args, "rule": target.token})))
    return out
