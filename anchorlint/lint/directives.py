"""Reading suppression directives from a parsed card (the grammar is in
lint/suppression.py): HTML comments on card lines and the frontmatter's
``anchorlint: {disable: [...]}``. Pure."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from anchorlint import rules
from anchorlint.lint.directive_comments import blank_comments, comments
from anchorlint.model.card import FRONTMATTER, Card, Line, parse_card
from anchorlint.model.frontmatter import key_block

NEXT_LINE, LINE, FILE = "next-line", "line", "file"
SCOPES = {"anchorlint-disable-next-line": NEXT_LINE, "anchorlint-disable-line": LINE,
          "anchorlint-disable-file": FILE}
REASON_RE = re.compile(r"(?:^|[ \t])--(?:[ \t]|$)")
TOKEN_RE = re.compile(r"[^\s,]+")


@dataclass(frozen=True, slots=True)
class Target:
    """One rule named by a suppression directive, as written and as resolved."""

    token: str  # as written
    code: str | None  # None: no rule has this code or name
    line: int
    col: int


@dataclass(frozen=True, slots=True)
class Directive:
    """One suppression directive in a card: its scope, position and the rules it names."""

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
            lines[line.number - 1] = blank_comments(line.text)
    return parse_card("\n".join(lines))


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
