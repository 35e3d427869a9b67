"""Configuration errors of value grounding.

They are not ``ValueError``: pydantic turns a ``ValueError`` raised inside a
validator into a validation failure of the data, while a field that names a
missing source is a mistake in the program, and must surface as one.
"""

from __future__ import annotations

from collections.abc import Mapping


class GroundingConfigError(Exception):
    """The grounding configuration cannot be used as given."""


class UnknownSourceError(GroundingConfigError, LookupError):
    """Fields name sources that were not supplied.

    ``missing`` maps each missing source name to the fields that name it.
    """

    def __init__(self, missing: Mapping[str, tuple[str, ...]], available: tuple[str, ...]) -> None:
        self.missing = dict(missing)
        self.available = available
        parts = [f"{name!r} (named by {', '.join(fields)})" for name, fields in sorted(self.missing.items())]
        given = ", ".join(repr(name) for name in available) or "none"
        super().__init__(f"unknown source {'; '.join(parts)}; sources given: {given}")
