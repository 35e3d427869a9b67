"""Effective settings: the frozen result of defaults, configuration and flags.

The engine reads nothing else. Configuration files are validated into this
shape before any card is read (see config.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType, ModuleType

from anchorlint.findings import Severity
from anchorlint.policy import DEFAULT_POLICY, GroundingPolicy
from anchorlint.rules import RULES

OFF = "off"


@dataclass(frozen=True)
class Settings:
    policy: GroundingPolicy = DEFAULT_POLICY
    select: frozenset[str] | None = None  # rule codes; None selects every rule
    ignore: frozenset[str] = frozenset()
    severity: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    options: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def compat(self) -> bool:
        return self.policy.compat

    def with_compat(self, compat: bool) -> Settings:
        return replace(self, policy=replace(self.policy, compat=compat))

    def enabled(self, rule: ModuleType) -> bool:
        code = rule.CODE
        if self.select is not None and code not in self.select:
            return False
        return code not in self.ignore and self.severity.get(code) != OFF

    def enabled_rules(self) -> tuple[ModuleType, ...]:
        return tuple(rule for rule in RULES if self.enabled(rule))

    def severity_override(self, code: str) -> Severity | None:
        value = self.severity.get(code)
        return None if value in (None, OFF) else Severity(value)

    def options_for(self, rule: ModuleType) -> object:
        options = self.options.get(rule.CODE)
        if options is None and hasattr(rule, "Options"):
            return rule.Options()
        return options


DEFAULT_SETTINGS = Settings()
