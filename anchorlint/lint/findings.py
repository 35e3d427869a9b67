"""Findings are frozen, ordered values. Rules yield Hits; the engine stamps
them with the rule's code and the effective severity to make Findings."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any


class Severity(str, Enum):
    SOFT = "soft"  # reported and marked; blocking only under --strict
    HARD = "hard"  # always blocking

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Hit:
    """What a rule reports: where, which message, with which values.

    ``severity`` lets one rule report a lesser and a graver variant (H2's empty
    definition is hard, its over-long definition soft); None means the rule's
    default. Configuration still overrides both.
    """

    line: int
    col: int = 1
    key: str = "default"
    args: dict[str, Any] = field(default_factory=dict)
    severity: Severity | None = None


@dataclass(frozen=True, slots=True, order=True)
class Finding:
    """One finding: where (1-based line and column), which rule, how severe,
    and the message's key and arguments."""

    line: int
    col: int
    code: str
    severity: Severity = field(compare=False)
    key: str = field(default="default", compare=False)
    args: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    @property
    def blocking(self) -> bool:
        return self.severity is Severity.HARD
