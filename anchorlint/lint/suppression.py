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
(engine.check_card) after every rule ran.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass

from anchorlint import rules
from anchorlint.model.card import FRONTMATTER, Card, Line, parse_card
from anchorlint.lint.findings import Finding, Hit
from anchorlint.model.frontmatter import key_block

NEXT_LINE, LINE, FILE = "next-line", "line", "file"
SCOPES = {"anchorlint-disable-next-line": NEXT_LINE, "anchorlint-disable-line": LINE,
          "anchorlint-disable-file": FILE}
# A directive comment, as a regular expression: the specification. re would
# rescan the rest of the line from every unclosed ``<!--``; comments() finds
# exactly its matches in linear time.
COMMENT_RE = re.compile(r"<!--[ \t]*(anchorlint-[A-Za-z-]*)(.*?)-->")
_HEAD_RE = re.compile(r"<!--[ \t]*(anchorlint-[A-Za-z-]*)")
REASON_RE = re.compile(r"(?:^|[ \t])--(?:[ \t]|$)")
TOKEN_RE = re.compile(r"[^\s,]+")
A1 = "A1"


@dataclass(frozen=True, slots=True)
class Target:
    token: str  # as written
    code: str | None  # None: no rule has this code or name
    line: int
    col: int


@dataclass(frozen=True, slots=True)
class Directive:
    name: str  # as written: "anchorlint-disable-line", "anchorlint: disable"
    scope: str | None  # NEXT_LINE | LINE | FILE; None when not a directive
    line: int
    col: int
    targets: tuple[Target, ...] = ()
    problem: str | None = None  # an A1 key: "no-rule", "unknown-directive", "malformed"

    def covers(self, code: str, line: int) -> bool:
        if not any(target.code == code for target in self.targets):
            return False
        return self.scope == FILE or line == self.line + (self.scope == NEXT_LINE)


def parse_directives(card: Card) -> tuple[Directive, ...]:
    """Every directive in the card, in order; empty unless it mentions anchorlint."""
    if "anchorlint" not in card.text:
        return ()
    found = [d for d in (_frontmatter_directive(card),) if d is not None]
    for line in card.lines:
        if line.kind != FRONTMATTER and "anchorlint-" in line.text:
            found.extend(_comment_directives(line))
    return tuple(found)


@dataclass(frozen=True, slots=True)
class Comment:
    """One match of COMMENT_RE: its span, the directive's name, its body."""

    start: int
    end: int
    name: str
    body: str
    body_start: int


def comments(text: str) -> list[Comment]:
    """Every COMMENT_RE match in ``text``, in linear time. The name is the
    longest ``[A-Za-z-]*`` run after which a ``-->`` follows on the line;
    the body runs to the first such ``-->``. When none follows the whole
    run, only a run ending in ``--`` right before a ``>`` can still close."""
    found: list[Comment] = []
    closer = newline = (-1, -1)  # (asked from, found at): forward searches, reused
    start = text.find("<!--")
    while start >= 0:
        head = _HEAD_RE.match(text, start)
        if head is None:
            start = text.find("<!--", start + 1)
            continue
        name_end = head.end()
        if not closer[0] <= name_end <= closer[1]:
            closer = (name_end, text.find("-->", name_end) % (len(text) + 1))
        if not newline[0] <= name_end <= newline[1]:
            newline = (name_end, text.find("\n", name_end) % (len(text) + 1))
        close = closer[1] if closer[1] < len(text) and closer[1] < newline[1] else -1
        if close < 0 and text.startswith("-->", name_end - 2) and name_end - 2 >= head.start(1) + 11:
            name_end = close = name_end - 2
        if close < 0:
            start = text.find("<!--", start + 1)
            continue
        found.append(Comment(start, close + 3, text[head.start(1) : name_end], text[name_end:close], name_end))
        start = text.find("<!--", close + 3)
    return found


def _comment_directives(line: Line) -> list[Directive]:
    out = []
    for comment in comments(line.text):
        name, col = comment.name, comment.start + 1
        scope = SCOPES.get(name)
        if scope is None:
            out.append(Directive(name, None, line.number, col, problem="unknown-directive"))
            continue
        body = comment.body
        reason = REASON_RE.search(body)
        rules_part = body if reason is None else body[: reason.start()]
        targets = _targets(
            (token.group(), line.number, comment.body_start + token.start() + 1)
            for token in TOKEN_RE.finditer(rules_part)
        )
        out.append(Directive(name, scope, line.number, col, targets, None if targets else "no-rule"))
    return out


def _targets(tokens: Iterable[tuple[str, int, int]]) -> tuple[Target, ...]:
    """Targets from (token, line, col) triples; a rule named twice counts once."""
    out: list[Target] = []
    seen: set[str] = set()
    for token, line, col in tokens:
        code = rules.lookup(token).CODE if rules.is_known(token) else None
        if code is None or code not in seen:
            out.append(Target(token, code, line, col))
            if code is not None:
                seen.add(code)
    return tuple(out)


def masked(card: Card, directives: Sequence[Directive]) -> Card:
    """The card as the rules read it: every ``<!-- anchorlint-... -->``
    comment blanked with as many spaces, so that positions stay put and a
    directive is never card text (no anchors of its own, no prose line in a
    list, no second definition line, no broken heading it ends)."""
    if not any(d.name.startswith("anchorlint-") for d in directives):
        return card
    lines = card.text.split("\n")
    for line in card.lines:
        if line.kind != FRONTMATTER and "anchorlint-" in line.text:
            lines[line.number - 1] = _blank_comments(line.text)
    return parse_card("\n".join(lines))


def _blank_comments(text: str) -> str:
    out, position = [], 0
    for comment in comments(text):
        out += [text[position : comment.start], " " * (comment.end - comment.start)]
        position = comment.end
    return "".join(out) + text[position:]


def _frontmatter_directive(card: Card) -> Directive | None:
    inner = card.frontmatter_lines
    if not any("anchorlint" in line.text for line in inner):
        return None
    texts = [line.text.rstrip("\r") for line in inner]
    block = key_block(texts, "anchorlint")
    if block is None:
        return None
    head = inner[block.start]
    tokens = _disable_list("\n".join(texts[i] for i in block))
    if tokens is None:
        return Directive("anchorlint:", FILE, head.number, 1, problem="malformed")
    lines = [inner[i] for i in block]
    targets = _targets(_located(tokens, lines))
    return Directive("anchorlint: disable", FILE, head.number, 1, targets, None if targets else "no-rule")


def _disable_list(snippet: str) -> list[str] | None:
    """The rules of ``anchorlint: {disable: [...]}``; None when malformed.
    Only this key's lines are parsed: the rest of a card's frontmatter is
    often not valid YAML, and need not be."""
    import yaml

    try:
        value = yaml.safe_load(snippet)["anchorlint"]
    except (yaml.YAMLError, TypeError, KeyError, RecursionError):
        return None  # safe loading only; aliases are shared, never expanded below
    if not isinstance(value, dict) or set(value) != {"disable"}:
        return None
    listed = value["disable"]
    if isinstance(listed, str):
        return TOKEN_RE.findall(listed)
    if isinstance(listed, list) and all(isinstance(item, str) for item in listed):
        return [token for item in listed for token in TOKEN_RE.findall(item)]
    return None


def _located(tokens: Sequence[str], lines: Sequence[Line]) -> Iterator[tuple[str, int, int]]:
    """(token, line, column) of each token, searched for after the previous
    one (the list is written in order), so a long list costs linear time.
    A token not written as such (a YAML escape) is placed at the key, and so
    is every later one: searching on from there could rescan the block."""
    row, col = 0, 0
    for token in tokens:
        while row < len(lines):
            index = lines[row].text.find(token, col)
            if index >= 0:
                col = index + len(token)
                yield token, lines[row].number, index + 1
                break
            row, col = row + 1, 0
        else:
            yield token, lines[0].number, 1


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
