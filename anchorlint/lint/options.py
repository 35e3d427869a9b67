"""Rule options: each rule's frozen ``Options`` dataclass is the one source
of its configuration keys. The configuration schema, its validation and
``--show-config`` are derived from the fields here: the type comes from the
annotation, the default from the field, and the optional metadata set with
:func:`option` (allowed range or choices, a one-line help, a custom
converter, a bound shared with another field). Adding an option to a rule is
one edit in the rule's module. Pure: nothing here reads files.
"""

from __future__ import annotations

import dataclasses
import reprlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from types import ModuleType

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

Convert = Callable[["Any"], "Any"]


class Bad(ValueError):
    """A value that is not allowed; the message says what is."""


def option(
    default: Any,
    *,
    help: str = "",
    low: float | None = None,
    high: float | None = None,
    choices: Sequence[str] | None = None,
    convert: Convert | None = None,
    at_most: str | None = None,
) -> Any:
    """A field of a rule's ``Options`` with what configuration needs to know:
    ``low``/``high`` bound a number, ``choices`` lists a string's values,
    ``convert`` replaces the converter the annotation implies, ``at_most``
    names the field this one must not exceed once everything is resolved."""
    metadata = {"help": help, "low": low, "high": high, "choices": choices, "convert": convert,
                "at_most": at_most}
    return dataclasses.field(default=default, metadata=metadata)


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One configuration key of one rule, derived from its Options field."""

    name: str
    default: Any
    convert: Convert
    help: str
    at_most: str | None


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


def strings(value: Any, what: str) -> list[str]:
    if not isinstance(value, list):
        raise Bad(f"expected a list of {what}, got {kind(value)} {shown(value)}")
    for item in value:
        if not isinstance(item, str):
            raise Bad(f"expected a list of {what}, got {kind(item)} {shown(item)} in the list")
    return value


def integer(low: int, high: int | None = None) -> Convert:
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


def number(low: float, high: float) -> Convert:
    def convert(value: Any) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not low <= value <= high:
            raise Bad(f"expected a number from {low} to {high}, got {shown(value)}")
        return float(value)

    return convert


def boolean(value: Any) -> bool:
    if not isinstance(value, bool):
        raise Bad(f"expected true or false, got {kind(value)}")
    return value


def choice(choices: Sequence[str]) -> Convert:
    def convert(value: Any) -> str:
        if value not in choices:
            raise Bad(f"expected one of {', '.join(choices)}, got {shown(value)}")
        return str(value)

    return convert


def text(value: Any) -> str:
    if not isinstance(value, str):
        raise Bad(f"expected a string, got {kind(value)} {shown(value)}")
    return value


def string_set(value: Any) -> frozenset[str]:
    return frozenset(strings(value, "strings"))


def string_tuple(value: Any) -> tuple[str, ...]:
    return tuple(strings(value, "strings"))


def _implied(hint: Any, meta: dict[str, Any]) -> Convert:
    """The converter a field's annotation (and bounds) imply."""
    low, high, choices = meta.get("low"), meta.get("high"), meta.get("choices")
    import typing

    origin = typing.get_origin(hint) or hint
    if hint is bool:
        return boolean
    if hint is int:
        return integer(int(low or 0), None if high is None else int(high))
    if hint is float:
        return ratio if low is None and high is None else number(low or 0.0, 1.0 if high is None else high)
    if hint is str:
        return choice(tuple(choices)) if choices else text
    if origin is frozenset:
        return string_set
    if origin is tuple:
        return string_tuple
    raise TypeError(f"no converter for an option annotated {hint!r}: give it option(convert=...)")


@cache
def option_specs(rule: ModuleType) -> tuple[OptionSpec, ...]:
    """The configuration keys of one rule, in field order (empty without options)."""
    options = getattr(rule, "Options", None)
    if options is None:
        return ()
    import typing  # only here: the one-card path never derives option specs

    hints = typing.get_type_hints(options)
    specs = []
    for item in dataclasses.fields(options):
        meta = dict(item.metadata)
        convert = meta.get("convert") or _implied(hints[item.name], meta)
        specs.append(OptionSpec(item.name, item.default, convert, meta.get("help") or "", meta.get("at_most")))
    return tuple(specs)
