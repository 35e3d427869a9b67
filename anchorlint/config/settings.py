"""Effective settings: the frozen result of defaults, configuration and flags.

The engine reads nothing else. Configuration files and command-line values
are validated into :class:`Assignment` values before any card is read (see
config/load.py and config/schema.py); this module only applies them. Every
applied value remembers where it came from, for ``--show-config``. Rule
options are each rule's own ``Options``; the grounding policy the pure core
reads is derived from the sections, ``compat`` and the H7/H8 options.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from pathlib import PurePath, PurePosixPath
from types import MappingProxyType, ModuleType

from anchorlint.lint.findings import Severity
from anchorlint.config.globs import glob_matches
from anchorlint.lint.grounding_policy import DEFAULT_POLICY, GroundingPolicy
from anchorlint.rules import BY_CODE, RULES

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

OFF = "off"
DEFAULT_ORIGIN = "default"


@dataclass(frozen=True, slots=True)
class Assignment:
    """One validated setting: a canonical flat key (``select``,
    ``severity.H7``, ``rules.H6.overlap``, ``sections.wiki``), its value and
    where it came from (``default``, ``FILE:key``, ``command line``)."""

    key: str
    value: Any
    origin: str


@dataclass(frozen=True, slots=True)
class PathOverride:
    """Settings that apply to the cards under one glob (see globs.py)."""

    glob: str
    assignments: tuple[Assignment, ...]


def _frozen(mapping: Mapping[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class Settings:
    """The effective settings a card is checked with, and where each value came from."""

    policy: GroundingPolicy = DEFAULT_POLICY
    select: frozenset[str] | None = None  # rule codes; None selects every rule
    ignore: frozenset[str] = frozenset()
    severity: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    options: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))
    source_key: str = "source_path"  # the frontmatter key naming a card's source
    # Run-wide, not part of what a card is checked with (out of equality and
    # of the cache's fingerprint): the language --mark writes in, and the
    # globs of files a run leaves out.
    lang: str = field(default="en", compare=False)
    exclude: tuple[str, ...] | None = field(default=None, compare=False)  # None: the built-in list
    extend_exclude: tuple[str, ...] = field(default=(), compare=False)
    # quotes.calibration as written (its threshold is applied to policy.quotes.floor by config/load.py).
    calibration: str | None = field(default=None, compare=False)
    # Where the values came from and how to derive per-path settings: not
    # part of what a card is checked with (compare=False keeps them out of
    # equality and of the cache's fingerprint).
    overrides: tuple[PathOverride, ...] = field(default=(), compare=False)
    pinned: tuple[Assignment, ...] = field(default=(), compare=False)  # command line: beats per-path
    root: str | None = field(default=None, compare=False)  # the folder per-path globs are relative to
    config_file: str | None = field(default=None, compare=False)  # shown by --show-config
    origins: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}), compare=False)
    _memo: dict[tuple[int, ...], Settings] = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        # Per-path results, by the indices of the matching overrides; every
        # copy (dataclasses.replace) starts with an empty one.
        object.__setattr__(self, "_memo", {})
        object.__setattr__(self, "policy", _grounded(self.policy, self.options))

    @property
    def compat(self) -> bool:
        return self.policy.compat

    def with_compat(self, compat: bool) -> Settings:
        return replace(self, policy=replace(self.policy, compat=compat))

    def enabled(self, rule: ModuleType) -> bool:
        code = rule.CODE
        if self.select is not None and code not in self.select:
            return False
        if code in self.ignore or self.severity.get(code) == OFF:
            return False
        # An opt-in rule (C1) runs only when selected by name or given a severity.
        return not getattr(rule, "OPT_IN", False) or self.select is not None or code in self.severity

    def enabled_rules(self) -> tuple[ModuleType, ...]:
        return tuple(rule for rule in RULES if self.enabled(rule))

    def severity_override(self, code: str) -> Severity | None:
        value = self.severity.get(code)
        return None if value in (None, OFF) else Severity(value)

    def options_for(self, rule: ModuleType) -> object:
        options = self.options.get(rule.CODE)
        return rule.Options() if options is None else options

    def origin(self, key: str) -> str:
        return self.origins.get(key, DEFAULT_ORIGIN)

    def assign(self, assignments: Iterable[Assignment]) -> Settings:
        """A copy with the assignments applied in order (later ones win)."""
        result = self
        for item in assignments:
            result = _apply(result, item)
        return result

    def for_path(self, path: str | PurePath) -> Settings:
        """The settings for one card: the per-path overrides whose glob
        matches, applied in file order. ``path`` is absolute, or relative to
        :attr:`root`. Pure: nothing is read from disk."""
        if not self.overrides:
            return self
        relpath = self._relative(path)
        if relpath is None:
            return self
        hits = tuple(i for i, o in enumerate(self.overrides) if glob_matches(o.glob, relpath))
        if not hits:
            return self
        if hits not in self._memo:
            result = self
            for index in hits:
                result = result.assign(_additive(result, self.overrides[index].assignments))
            result = result.assign(_additive(result, self.pinned))
            self._memo[hits] = replace(result, overrides=())
        return self._memo[hits]

    def _relative(self, path: str | PurePath) -> str | None:
        posix = PurePosixPath(PurePath(path).as_posix())
        if self.root is None or not posix.is_absolute():
            return str(posix)
        try:
            return str(posix.relative_to(self.root))
        except ValueError:
            return None  # outside the configuration's folder: no overrides


def _additive(settings: Settings, assignments: tuple[Assignment, ...]) -> list[Assignment]:
    """Per-path (and re-applied command-line) ``ignore`` adds to the rules
    already ignored: a folder's override cannot re-enable a rule by
    forgetting to list it."""
    return [
        replace(item, value=settings.ignore | item.value) if item.key == "ignore" else item
        for item in assignments
    ]


def _apply(settings: Settings, item: Assignment) -> Settings:
    key, value = item.key, item.value
    origins = _frozen({**settings.origins, key: item.origin})
    head, _, rest = key.partition(".")
    if key == "ignore":
        # Remember who ignored each rule; a per-path union only adds its own.
        new = value - settings.ignore if value >= settings.ignore else value
        origins = _frozen({**origins, **{f"ignore.{code}": item.origin for code in new}})
    if key == "quotes.calibration":
        return replace(settings, calibration=value, origins=origins)
    if key in ("select", "ignore", "source_key", "lang", "exclude", "extend_exclude"):
        return replace(settings, **{key: value}, origins=origins)
    if key == "compat":
        return replace(settings.with_compat(bool(value)), origins=origins)
    if head == "severity":
        severity = _frozen({**settings.severity, rest: value})
        return replace(settings, severity=severity, origins=origins)
    if head == "sections":
        sections = replace(settings.policy.sections, **{rest: value})
        policy = replace(settings.policy, sections=sections)
        return replace(settings, policy=policy, origins=origins)
    if head == "rules":
        code, _, name = rest.partition(".")
        current: Any = settings.options.get(code) or BY_CODE[code].Options()
        options = _frozen({**settings.options, code: replace(current, **{name: value})})
        return replace(settings, options=options, origins=origins)
    raise KeyError(f"not a setting: {key}")


def _grounded(policy: GroundingPolicy, options: Mapping[str, object]) -> GroundingPolicy:
    """The grounding policy with the fields that configured rule options set:
    a rule whose options the pure core reads (H7, H8) says which through its
    ``grounding_fields(options)``."""
    for code, rule_options in options.items():
        fields = getattr(BY_CODE[code], "grounding_fields", None)
        if fields is not None:
            policy = replace(policy, **fields(rule_options))
    return policy


DEFAULT_SETTINGS = Settings()
