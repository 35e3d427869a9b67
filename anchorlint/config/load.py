"""Finding and loading configuration, once, before any card is read.

Where: ``--config FILE`` when given; otherwise the nearest folder at or above
the checked path that holds ``.anchorlint.yaml`` or a ``pyproject.toml`` with
a ``[tool.anchorlint]`` table. In one folder the dedicated file wins. The
walk stops at the repository's top (a folder holding ``.git``) so that a
configuration outside the repository never applies.

What: see config_schema.py (keys) and the README, section "Configuration". Every problem is
a :class:`ConfigError` whose message is one line naming the file and key.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from dataclasses import replace
from pathlib import Path

from anchorlint.config import ConfigError
from anchorlint.config.settings import DEFAULT_SETTINGS, Settings

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

    from anchorlint.config.schema import Where

DEDICATED_NAMES = (".anchorlint.yaml",)
PYPROJECT = "pyproject.toml"
TOOL_PREFIX = "tool.anchorlint."
# A configuration is a few lines; anything this large is not one.
MAX_CONFIG_BYTES = 4 * 1024 * 1024

__all__ = ["ConfigError", "config_in", "find_config", "load_settings", "read_config"]


def _load_toml(text: str) -> dict[str, Any]:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on Python 3.10 only
        import tomli as tomllib
    return tomllib.loads(text)


def _read_text(path: Path, label: str) -> str:
    from anchorlint.files.read import read_bytes

    raw, problem = read_bytes(path, MAX_CONFIG_BYTES)
    if raw is None:
        raise ConfigError(f"{label}: cannot read the configuration ({problem})")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ConfigError(f"{label}: cannot read the configuration ({_one_line(exc)})") from None


def _one_line(exc: BaseException) -> str:
    return " ".join(str(getattr(exc, "strerror", None) or exc).split())


def _pyproject_table(path: Path, label: str) -> Mapping[str, Any] | None:
    """``[tool.anchorlint]`` of a pyproject.toml, or None when it has none."""
    text = _read_text(path, label)
    if "anchorlint" not in text:
        return None
    document = _parse_toml(text, label)
    table = document.get("tool", {})
    return table.get("anchorlint") if isinstance(table, dict) else None


def config_in(folder: Path) -> Path | None:
    """The configuration file in this folder, if any (without walking up)."""
    for name in DEDICATED_NAMES:
        if os.path.isfile(folder / name):
            return folder / name
    pyproject = folder / PYPROJECT
    if os.path.isfile(pyproject) and _pyproject_table(pyproject, _display(pyproject)) is not None:
        return pyproject
    return None


def find_config(start: Path) -> Path | None:
    """The nearest configuration at or above ``start`` (a file or folder),
    not looking above the repository's top folder."""
    here = Path(os.path.abspath(start))  # as the runner spells card paths
    folder = here if os.path.isdir(here) else here.parent
    for candidate in (folder, *folder.parents):
        found = config_in(candidate)
        if found is not None or os.path.exists(candidate / ".git"):
            return found
    return None


def read_config(path: Path, label: str | None = None) -> tuple[Mapping[str, Any], Where]:
    """Parse one configuration file into its raw table and its Where."""
    from anchorlint.config.schema import Where

    label = label or str(path)
    if path.name == PYPROJECT:
        table = _pyproject_table(path, label)
        if table is None:
            raise ConfigError(f"{label}: no [tool.anchorlint] table")
        return table, Where(label, TOOL_PREFIX)
    if path.suffix == ".toml":
        return _parse_toml(_read_text(path, label), label), Where(label)
    if path.suffix in (".yaml", ".yml"):
        return _load_yaml(_read_text(path, label), label), Where(label)
    raise ConfigError(
        f"{label}: unsupported configuration file (expected .anchorlint.yaml, a .toml file or pyproject.toml)"
    )


def _parse_toml(text: str, label: str) -> dict[str, Any]:
    try:
        return _load_toml(text)
    except ValueError as exc:
        raise ConfigError(f"{label}: invalid TOML: {_one_line(exc)}") from None
    except RecursionError:
        raise ConfigError(f"{label}: invalid TOML: nested too deeply") from None


def _load_yaml(text: str, label: str) -> Mapping[str, Any]:
    """Safe loading only: no tags that build objects. Aliases are shared,
    not copied, and the validator never expands them (config_values.shown)."""
    import yaml

    try:
        document = yaml.safe_load(text)
    except RecursionError:
        raise ConfigError(f"{label}: invalid YAML: nested too deeply") from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" at line {mark.line + 1}" if mark is not None else ""
        problem = getattr(exc, "problem", None) or "cannot parse"
        raise ConfigError(f"{label}: invalid YAML{where}: {problem}") from None
    return {} if document is None else document


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


def load_settings(
    start: Path | None = None,
    config: Path | None = None,
    flags: Mapping[str, Any] | None = None,
    base: Settings = DEFAULT_SETTINGS,
) -> Settings:
    """Resolve the settings for a run: defaults, then the configuration file
    (``config``, else the one found from ``start``), then command-line
    ``flags`` (``select``, ``ignore``, ``compat``). Raises ConfigError."""
    path = config if config is not None else (find_config(start) if start is not None else None)
    settings = base
    if path is not None or flags:
        from anchorlint.config.schema import validate, validate_flags  # only with something to validate
    if path is not None:
        label = str(config) if config is not None else _display(path)
        raw, where = read_config(path, label)
        checked = validate(raw, where)
        settings = settings.assign(checked.assignments)
        root = Path(os.path.abspath(path)).parent.as_posix()
        settings = replace(settings, overrides=checked.overrides, root=root, config_file=label)
        if settings.calibration is not None:
            from anchorlint.config.calibration import apply_calibration

            settings = apply_calibration(settings, Path(root))
    if flags:
        pinned = validate_flags(flags)
        settings = replace(settings.assign(pinned), pinned=pinned)
    if settings is not base:  # the defaults are consistent; only what was set needs checking
        check_pairs(settings)
    for override in settings.overrides:
        check_pairs(settings.assign(override.assignments))
    return settings


def check_pairs(settings: Settings) -> None:
    """Bounds set in separate keys must still make sense together."""
    from anchorlint.config.show import value_of
    from anchorlint.config.values import option_pairs

    for low_key, high_key in option_pairs():
        low, high = value_of(settings, low_key), value_of(settings, high_key)
        if low > high:
            origin = settings.origin(low_key if low_key in settings.origins else high_key)
            name = high_key.rsplit(".", 1)[1]
            raise ConfigError(
                f"{origin}: {low} is above {name} ({high}); the minimum must not exceed the maximum"
            )
