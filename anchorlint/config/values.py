"""Value converters for configuration: each takes a raw value (from TOML,
YAML or the command line) and returns the typed value, or raises
:class:`Bad` with what is allowed. The rule-option table lives here too."""

from __future__ import annotations

import re
import reprlib
from collections.abc import Callable
from typing import Any

from anchorlint import rules
from anchorlint.text.anchors import LATIN_RE, NUMBER_RE, fold

SEVERITIES = ("soft", "hard", "off")
KEY_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*\Z")


class Bad(ValueError):
    """A value that is not allowed; the message says what is."""


def kind(value: object) -> str:
    names = {bool: "a boolean", int: "an integer", float: "a number", str: "a string",
             list: "a list", dict: "a table", type(None): "nothing"}
    return names.get(type(value), type(value).__name__)


def shown(value: object) -> str:
    """A short repr. Bounded whatever the value: a YAML alias bomb is a
    small graph of shared lists that a plain repr would expand exponentially."""
    text = _SHORT_REPR.repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _short_repr() -> reprlib.Repr:
    short = reprlib.Repr()
    short.maxlevel, short.maxlist, short.maxdict, short.maxstring, short.maxother = 2, 4, 4, 40, 40
    return short


_SHORT_REPR = _short_repr()


def rule_code(ref: Any) -> str:
    if not isinstance(ref, str):
        raise Bad(f"expected a rule code or name, got {kind(ref)}")
    try:
        return str(rules.lookup(ref).CODE)
    except rules.UnknownRule as exc:
        raise Bad(str(exc)) from None


def _strings(value: Any, what: str) -> list[str]:
    if not isinstance(value, list):
        raise Bad(f"expected a list of {what}, got {kind(value)} {shown(value)}")
    for item in value:
        if not isinstance(item, str):
            raise Bad(f"expected a list of {what}, got {kind(item)} {shown(item)} in the list")
    return value


def rule_list(value: Any) -> frozenset[str]:
    return frozenset(rule_code(ref) for ref in _strings(value, "rule codes or names"))


def severity_value(value: Any) -> str:
    if value is False:  # YAML 1.1 reads a bare `off` as false
        return "off"
    if value not in SEVERITIES:
        raise Bad(f"expected one of {', '.join(SEVERITIES)}, got {shown(value)}")
    return str(value)


def source_key(value: Any) -> str:
    if not isinstance(value, str) or not KEY_RE.match(value):
        raise Bad(f"expected a frontmatter key such as 'source_path', got {shown(value)}")
    return value


LANGS = ("en", "zh-TW")


def lang_value(value: Any) -> str:
    """The language of what anchorlint writes into files (``--mark``)."""
    if value not in LANGS:
        raise Bad(f"expected one of {', '.join(LANGS)}, got {shown(value)}")
    return str(value)


def glob_list(value: Any) -> tuple[str, ...]:
    """Path globs (files or folders to leave out), checked to compile."""
    from anchorlint.config.globs import GlobError, compile_glob

    globs = _strings(value, "path globs")
    for glob in globs:
        try:
            compile_glob(glob)
        except GlobError as exc:
            raise Bad(str(exc)) from None
    return tuple(globs)


def section_names(name: str) -> Callable[[Any], Any]:
    def names(value: Any) -> tuple[str, ...]:
        items = _strings(value, "section names")
        if any(not item or item != item.strip() for item in items):
            raise Bad("section names must be non-empty, without surrounding spaces")
        if name in ("wiki", "daemon") and (len(items) != 4 or len(set(items)) != 4):
            raise Bad("expected 4 distinct names (summary, key points, entities, relations), "
                      f"got {len(items)}")
        return tuple(items)

    def single(value: Any) -> str:
        if not isinstance(value, str) or not value or value != value.strip():
            raise Bad(f"expected a non-empty section name, got {shown(value)}")
        return value

    return single if name == "triples" else names


def anchors(latin_only: bool) -> Callable[[Any], frozenset[str]]:
    """Anchors as the card's anchors are folded (fullwidth to ASCII, case-insensitive)."""
    what = "Latin words like 'InkStone'" if latin_only else "anchors like 'InkStone' or '2026'"

    def convert(value: Any) -> frozenset[str]:
        out = set()
        for item in _strings(value, what):
            folded = fold(item)
            shapes = (LATIN_RE,) if latin_only else (LATIN_RE, NUMBER_RE)
            if not any(shape.fullmatch(folded) for shape in shapes):
                raise Bad(f"{item!r} is not a single anchor (expected {what})")
            out.add(folded)
        return frozenset(out)

    return convert


def integer(low: int, high: int | None = None) -> Callable[[Any], int]:
    allowed = f"an integer >= {low}" if high is None else f"an integer from {low} to {high}"

    def convert(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise Bad(f"expected {allowed}, got {kind(value)} {shown(value)}")
        if value < low or (high is not None and value > high):
            raise Bad(f"expected {allowed}, got {value}")
        return value

    return convert


def ratio(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 < value <= 1:
        raise Bad(f"expected a ratio above 0 and at most 1 (0.4 = 40%), got {shown(value)}")
    return float(value)


OPTION_SPECS: dict[str, dict[str, Callable[[Any], Any]]] = {
    "H2": {"max_chars": integer(1)},
    "H3": {"wiki_min": integer(0), "wiki_max": integer(0),
           "daemon_min": integer(0), "daemon_max": integer(0)},
    "H4": {"min_triples": integer(0), "max_triples": integer(0)},
    "H6": {"gram": integer(2, 64), "overlap": ratio, "pasted": ratio, "max_chars": integer(1),
           "source_ratio": ratio},
    "H7": {"allow": anchors(latin_only=False), "extra_stop_words": anchors(latin_only=True)},
    "H8": {"ratio": integer(1), "min_claims": integer(0)},
}
# (low, high) option pairs checked together once everything is resolved.
OPTION_PAIRS = (
    ("rules.H3.wiki_min", "rules.H3.wiki_max"),
    ("rules.H3.daemon_min", "rules.H3.daemon_max"),
    ("rules.H4.min_triples", "rules.H4.max_triples"),
)
