"""The value policy: every knob value grounding reads, frozen and explicit."""

from __future__ import annotations

from dataclasses import dataclass

MODES = ("exact", "normalized", "fuzzy")

# Bumped whenever a verdict of the value matcher changes for the same policy,
# so that a fingerprint built from canonical() changes with it.
VALUES_REVISION = 1


@dataclass(frozen=True, slots=True)
class ValuePolicy:
    """How a value must appear in a source to count as grounded.

    ``mode``        ``exact`` | ``normalized`` | ``fuzzy`` (see the README, "Value grounding").
    ``threshold``   the least similarity a fuzzy match needs, in (0, 1].
    ``locale``      the default locale hint; None means every convention.
    ``boundaries``  refuse matches inside longer numbers and words. Off, the
                    matcher behaves like a plain substring test (``2`` is
                    found in ``2024``); signs and ambiguity are still checked.
    """

    mode: str = "normalized"
    threshold: float = 0.85
    locale: str | None = None
    boundaries: bool = True

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, not {self.mode!r}")
        if isinstance(self.threshold, bool) or not isinstance(self.threshold, (int, float)):
            raise ValueError(f"threshold must be a number, not {self.threshold!r}")
        if not 0.0 < float(self.threshold) <= 1.0:
            raise ValueError(f"threshold must be in (0, 1], not {self.threshold!r}")
        if self.locale is not None and not isinstance(self.locale, str):
            raise ValueError(f"locale must be a string or None, not {self.locale!r}")
        if not isinstance(self.boundaries, bool):
            raise ValueError(f"boundaries must be True or False, not {self.boundaries!r}")

    def canonical(self) -> dict[str, object]:
        """A JSON-able, order-stable form of the policy, for fingerprints."""
        return {
            "kind": "values",
            "revision": VALUES_REVISION,
            "mode": self.mode,
            "threshold": float(self.threshold),
            "locale": self.locale,
            "boundaries": self.boundaries,
        }


DEFAULT_VALUE_POLICY = ValuePolicy()
