"""Value converters for the configuration keys that are not rule options
(rule lists, severities, the source key, section names): each takes a raw
value (from TOML, YAML or the command line) and returns the typed value, or
raises :class:`Bad` with what is allowed. Rule options are converted as
their rule's ``Options`` fields say (see lint/options.py)."""

from __future__ import annotations

import re
from collections.abc import Callable

from anchorlint import rules
from anchorlint.lint.options import Bad, OptionSpec, kind, option_specs, shown, strings

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

__all__ = ["Bad", "kind", "shown", "rule_code", "rule_list", "severity_value", "source_key",
           "section_names", "option_rules", "option_pairs"]

SEVERITIES = ("soft", "hard", "off")
KEY_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]*\Z")


def rule_code(ref: Any) -> str:
    if not isinstance(ref, str):
        raise Bad(f"expected a rule code or name, got {kind(ref)}")
    try:
        return str(rules.lookup(ref).CODE)
    except rules.UnknownRule as exc:
        raise Bad(str(exc)) from None


def rule_list(value: Any) -> frozenset[str]:
    return frozenset(rule_code(ref) for ref in strings(value, "rule codes or names"))


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

    globs = strings(value, "path globs")
    for glob in globs:
        try:
            compile_glob(glob)
        except GlobError as exc:
            raise Bad(str(exc)) from None
    return tuple(globs)


def calibration_path(value: Any) -> str:
    if not isinstance(value, str) or not value.strip() or "\x00" in value:
        raise Bad(f"expected the path of a calibration file, got {shown(value)}")
    return value


def section_names(name: str) -> Callable[[Any], Any]:
    def names(value: Any) -> tuple[str, ...]:
        items = strings(value, "section names")
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


def option_rules() -> dict[str, tuple[OptionSpec, ...]]:
    """Every rule that has options, in rule-table order, with its keys."""
    return {rule.CODE: option_specs(rule) for rule in rules.RULES if option_specs(rule)}


def option_pairs() -> tuple[tuple[str, str], ...]:
    """(low, high) option keys checked together once everything is resolved."""
    return tuple(
        (f"rules.{code}.{spec.name}", f"rules.{code}.{spec.at_most}")
        for code, specs in option_rules().items()
        for spec in specs
        if spec.at_most
    )
