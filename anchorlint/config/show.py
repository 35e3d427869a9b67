"""Reading resolved settings back as flat ``key = value`` pairs with their
origins: what ``anchorlint --show-config PATH`` prints. Pure."""

from __future__ import annotations

import json
import unicodedata
from typing import Any

from anchorlint.config.settings import OFF, Settings
from anchorlint.config.values import option_rules
from anchorlint.rules import BY_CODE, RULES

_SECTION_KEYS = ("wiki", "daemon", "triples", "mechanical")


def value_of(settings: Settings, key: str) -> Any:
    """The resolved value of one flat setting key (see settings.Assignment)."""
    head, _, rest = key.partition(".")
    policy = settings.policy
    if key == "select":
        return None if settings.select is None else sorted(settings.select)
    if key == "quotes.floor":
        return policy.quotes.floor
    if key == "quotes.calibration":
        return settings.calibration
    if key == "exclude" and settings.exclude is None:
        from anchorlint.files.exclude import DEFAULT_EXCLUDE

        return list(DEFAULT_EXCLUDE)
    if key in ("ignore", "source_key", "compat", "lang", "exclude", "extend_exclude"):
        value = getattr(settings, key)
        return sorted(value) if isinstance(value, frozenset) else list(value) if isinstance(value, tuple) else value
    if head == "severity":
        return _severity(settings, rest)
    if head == "sections":
        value = getattr(policy.sections, rest)
        return list(value) if isinstance(value, tuple) else value
    code, _, name = rest.partition(".")
    value = getattr(settings.options_for(BY_CODE[code]), name)
    return sorted(value) if isinstance(value, frozenset) else value


def _severity(settings: Settings, code: str) -> str:
    rule = BY_CODE[code]
    if not settings.enabled(rule):
        return OFF
    return str(settings.severity_override(code) or rule.SEVERITY)


def setting_keys() -> list[str]:
    keys = ["select", "ignore", "source_key", "compat", "lang", "exclude", "extend_exclude",
            "quotes.calibration", "quotes.floor"]
    keys += [f"severity.{rule.CODE}" for rule in RULES]
    keys += [f"sections.{name}" for name in _SECTION_KEYS]
    keys += [f"rules.{code}.{spec.name}" for code, specs in option_rules().items() for spec in specs]
    return keys


def origin_of(settings: Settings, key: str) -> str:
    """Where a resolved value came from. A rule switched off by ``select`` or
    ``ignore`` reports that setting's origin for its severity."""
    if key.startswith("severity.") and key not in settings.origins:
        code = key.partition(".")[2]
        if code in settings.ignore:
            return settings.origins.get(f"ignore.{code}") or settings.origin("ignore")
        if settings.select is not None and code not in settings.select:
            return settings.origin("select")
    return settings.origin(key)


def resolved_items(settings: Settings) -> list[tuple[str, Any, str]]:
    """Every setting as (key, value, origin), in a stable order."""
    return [(key, value_of(settings, key), origin_of(settings, key)) for key in setting_keys()]


def _render(value: Any, key: str = "select") -> str:
    if value is None:
        return "(all rules)" if key == "select" else "null"
    return json.dumps(value, ensure_ascii=False)


def _width(text: str) -> int:
    """Terminal columns: wide (CJK) characters take two."""
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def format_settings(settings: Settings, target: str | None = None) -> str:
    """The text ``--show-config`` prints: a header, then one line per
    setting, ``key = value`` and its origin as a trailing comment."""
    header = [f"# anchorlint settings for {target}" if target else "# anchorlint settings"]
    header.append(f"# configuration file: {settings.config_file or 'none (defaults)'}")
    rows = [(f"{key} = {_render(value, key)}", origin) for key, value, origin in resolved_items(settings)]
    width = max(_width(left) for left, _ in rows)
    lines = [f"{left}{' ' * (width - _width(left))}  # {origin}" for left, origin in rows]
    return "\n".join(header + lines) + "\n"
