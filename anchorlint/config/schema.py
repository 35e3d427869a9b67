"""Validating configuration: a raw mapping (from a file or the command line)
becomes typed :class:`Assignment` values, or a :class:`ConfigError` whose one
line names the file, the key and what is allowed. Nothing here reads files.

Keys are snake_case, as in the rule modules' ``Options``. Wherever a rule is
named, its code (``H7``) or its name (``ungrounded-anchor``) works.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from anchorlint.config.values import (
    calibration_path,
    Bad,
    glob_list,
    kind,
    lang_value,
    option_rules,
    rule_code,
    rule_list,
    section_names,
    severity_value,
    source_key,
)
from anchorlint.lint.options import boolean
from anchorlint.config import ConfigError
from anchorlint.config.globs import GlobError, compile_glob
from anchorlint.config.settings import Assignment, PathOverride

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any


@dataclass(frozen=True, slots=True)
class Where:
    """Where the values come from, for origins and error messages."""

    label: str  # the file as shown to the user, or "command line"
    prefix: str = ""  # "tool.anchorlint." for pyproject.toml, "--" for flags

    def key(self, *parts: str) -> str:
        return self.prefix + ".".join(parts)

    def origin(self, *parts: str) -> str:
        return f"{self.label}: {self.key(*parts)}"

    def error(self, parts: tuple[str, ...], problem: str) -> ConfigError:
        return ConfigError(f"{self.label}: {self.key(*parts)}: {problem}")


@dataclass(frozen=True, slots=True)
class Validated:
    """A configuration file's settings, validated: global assignments and per-path overrides."""

    assignments: tuple[Assignment, ...]
    overrides: tuple[PathOverride, ...]


_Checker = Callable[["Any", tuple[str, ...], Where], list[Assignment]]


def validate(raw: Mapping[str, Any], where: Where) -> Validated:
    """Validate a whole configuration table (top level of .anchorlint.yaml
    or ``[tool.anchorlint]``)."""
    _require_mapping(raw, (), where, "a table of settings")
    per_path = raw.get("per_path", {})
    assignments = _validate_table(raw, (), where, {**_TOP_LEVEL, "per_path": _later})
    _require_mapping(per_path, ("per_path",), where, "a table of glob = {settings}")
    overrides = []
    for glob, table in per_path.items():
        parts = ("per_path", _quote(glob))
        try:
            compile_glob(str(glob))
        except GlobError as exc:
            raise where.error(parts, str(exc)) from None
        _require_mapping(table, parts, where, "a table of settings")
        overrides.append(PathOverride(str(glob), tuple(_validate_table(table, parts, where, _PER_PATH))))
    return Validated(tuple(assignments), tuple(overrides))


def validate_flags(raw: Mapping[str, Any]) -> tuple[Assignment, ...]:
    """Validate command-line values (``select``, ``ignore``, ``compat``)."""
    where = Where("command line", "--")
    return tuple(_validate_table(dict(raw), (), where, _FLAGS))


def _quote(glob: object) -> str:
    return f'"{glob}"'


def _require_mapping(value: object, parts: tuple[str, ...], where: Where, what: str) -> None:
    if not isinstance(value, Mapping):
        raise where.error(parts or ("(top level)",), f"expected {what}, got {kind(value)}")


def _validate_table(
    table: Mapping[str, Any], parts: tuple[str, ...], where: Where, allowed: Mapping[str, _Checker]
) -> list[Assignment]:
    out: list[Assignment] = []
    for key, value in table.items():
        checker = allowed.get(key)
        if checker is None:
            raise where.error((*parts, str(key)), _unknown(str(key), allowed))
        out.extend(checker(value, (*parts, key), where))
    return out


def _unknown(key: str, allowed: Mapping[str, object]) -> str:
    import difflib

    hint = difflib.get_close_matches(key.replace("-", "_"), list(allowed), n=1)
    suggestion = f"; did you mean '{hint[0]}'?" if hint else ""
    return f"unknown key (allowed: {', '.join(allowed)}){suggestion}"


def _convert(parts: tuple[str, ...], where: Where, convert: Callable[[Any], Any], value: Any) -> Any:
    try:
        return convert(value)
    except Bad as exc:
        raise where.error(parts, str(exc)) from None


def _simple(key: str, convert: Callable[[Any], Any]) -> _Checker:
    def check(value: Any, parts: tuple[str, ...], where: Where) -> list[Assignment]:
        return [Assignment(key, _convert(parts, where, convert, value), where.origin(*parts))]

    return check


def _severity(value: Any, parts: tuple[str, ...], where: Where) -> list[Assignment]:
    _require_mapping(value, parts, where, "a table of rule = soft|hard|off")
    out = []
    for ref, level in value.items():
        code = _convert((*parts, str(ref)), where, rule_code, ref)
        level = _convert((*parts, str(ref)), where, severity_value, level)
        out.append(Assignment(f"severity.{code}", level, where.origin(*parts, str(ref))))
    return out


def _sections(value: Any, parts: tuple[str, ...], where: Where) -> list[Assignment]:
    _require_mapping(value, parts, where, "a table with wiki, daemon, triples, mechanical")
    checks = {name: _simple(f"sections.{name}", section_names(name)) for name in _SECTION_KEYS}
    return _validate_table(value, parts, where, checks)


def _rules(value: Any, parts: tuple[str, ...], where: Where) -> list[Assignment]:
    _require_mapping(value, parts, where, "a table of rule = {options}")
    out: list[Assignment] = []
    for ref, options in value.items():
        rule_parts = (*parts, str(ref))
        code = _convert(rule_parts, where, rule_code, ref)
        with_options = option_rules()
        specs = with_options.get(code)
        if specs is None:
            listed = ", ".join(with_options)
            raise where.error(rule_parts, f"{code} has no options (rules with options: {listed})")
        _require_mapping(options, rule_parts, where, f"a table of {code} options")
        checks = {spec.name: _simple(f"rules.{code}.{spec.name}", spec.convert) for spec in specs}
        out.extend(_validate_table(options, rule_parts, where, checks))
    return out


def _quotes(value: Any, parts: tuple[str, ...], where: Where) -> list[Assignment]:
    _require_mapping(value, parts, where, "a table with calibration")
    return _validate_table(value, parts, where, {"calibration": _simple("quotes.calibration", calibration_path)})


def _later(value: Any, parts: tuple[str, ...], where: Where) -> list[Assignment]:
    return []  # per_path is validated after the top level


_SECTION_KEYS = ("wiki", "daemon", "triples", "mechanical")
_TOP_LEVEL: dict[str, _Checker] = {
    "select": _simple("select", rule_list),
    "ignore": _simple("ignore", rule_list),
    "severity": _severity,
    "rules": _rules,
    "sections": _sections,
    "source_key": _simple("source_key", source_key),
    "quotes": _quotes,
    # The language of what --mark writes into cards: never the committer's locale.
    "lang": _simple("lang", lang_value),
    # Which files a run looks at (discovery, before any card's settings).
    "exclude": _simple("exclude", glob_list),
    "extend_exclude": _simple("extend_exclude", glob_list),
    "extend-exclude": _simple("extend_exclude", glob_list),  # ruff's spelling
}
# Decided for the whole run, before any card's settings: not per path. Which
# file is a card's source is decided before its settings are; a calibration
# binds the whole run's quotation policy; exclusions and lang are run-wide.
_RUN_WIDE = ("source_key", "quotes", "lang", "exclude", "extend_exclude", "extend-exclude")
_PER_PATH = {key: check for key, check in _TOP_LEVEL.items() if key not in _RUN_WIDE}
_FLAGS: dict[str, _Checker] = {
    "select": _simple("select", rule_list),
    "ignore": _simple("ignore", rule_list),
    "compat": _simple("compat", boolean),
    "exclude": _simple("exclude", glob_list),
    "extend_exclude": _simple("extend_exclude", glob_list),
}
