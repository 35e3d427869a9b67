"""Pydantic integration (extra ``anchorlint[pydantic]``): the ``Grounded`` marker.

``Annotated[str, Grounded(source="mail")]`` grounds a field's value after
pydantic has validated it, against sources passed in the validation context::

    Model.model_validate(data, context={"anchorlint_sources": {"mail": text}})

* ``anchorlint_sources``: a mapping of source names to text, or one string
  (the default source). Without this key no grounding happens, so models stay
  constructible where no source is at hand.
* ``anchorlint_locale``: optional locale hint for markers that set none.
* ``anchorlint_flags``: where ``on_mismatch="flag"`` records mismatches, as a
  list of ``GroundingFlag`` (created in the context dict when missing).

A marker on a container (a list, a dict, a nested model) grounds every scalar
leaf inside it; None leaves and None optional fields are skipped. A marker
naming a source the context lacks raises ``UnknownSourceError`` (not a
validation error: the program is wrong, not the data). ``validate_grounded``
checks every marker of a model before validating anything.

Pydantic is imported only when a schema is built or a model is walked.
"""

from __future__ import annotations

import typing
from collections.abc import Iterator, Mapping, MutableMapping
from dataclasses import dataclass
from typing import Any

from anchorlint.values.certificate import ValueCertificate
from anchorlint.values.errors import GroundingConfigError, UnknownSourceError
from anchorlint.values.find import match_value
from anchorlint.values.options import ValuePolicy
from anchorlint.values.records import DEFAULT_SOURCE, as_sources

SOURCES_KEY = "anchorlint_sources"
LOCALE_KEY = "anchorlint_locale"
FLAGS_KEY = "anchorlint_flags"
ON_MISMATCH = ("error", "flag")


@dataclass(frozen=True, slots=True)
class GroundingFlag:
    """A mismatch recorded by ``on_mismatch="flag"``. ``path`` starts at the
    field (``items.2.vendor`` for a marker on ``items``); pydantic does not
    tell a validator where its model sits, so ``model`` names the class."""

    model: str | None
    field: str | None
    path: str
    source: str
    certificate: ValueCertificate

    def as_dict(self) -> dict[str, object]:
        return {"model": self.model, "field": self.field, "path": self.path, "source": self.source,
                "certificate": self.certificate.as_dict()}


@dataclass(frozen=True, slots=True)
class Grounded:
    """Annotated marker: the field's value must be found in ``source``."""

    source: str | None = None
    mode: str = "normalized"
    locale: str | None = None
    threshold: float = 0.85
    on_mismatch: str = "error"
    boundaries: bool = True

    def __post_init__(self) -> None:
        self.policy(None)  # validates mode, threshold and locale now
        if self.on_mismatch not in ON_MISMATCH:
            raise ValueError(f"on_mismatch must be 'error' or 'flag', not {self.on_mismatch!r}")

    def policy(self, default_locale: str | None) -> ValuePolicy:
        return ValuePolicy(self.mode, self.threshold, self.locale or default_locale, self.boundaries)

    @property
    def source_name(self) -> str:
        return self.source or DEFAULT_SOURCE

    def __get_pydantic_core_schema__(self, source_type: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        return core_schema.with_info_after_validator_function(self._validate, handler(source_type))

    def _validate(self, value: Any, info: Any) -> Any:
        context = info.context
        if not isinstance(context, Mapping) or SOURCES_KEY not in context:
            return value
        sources = as_sources(context[SOURCES_KEY])
        if self.source_name not in sources:
            raise UnknownSourceError({self.source_name: (info.field_name or "?",)}, tuple(sources))
        policy = self.policy(context.get(LOCALE_KEY))
        text = sources[self.source_name]
        failures = [(path, cert) for path, leaf in _leaves(value, info.field_name or "")
                    if not (cert := match_value(leaf, text, policy)).grounded]
        if not failures:
            return value
        if self.on_mismatch == "flag":
            _record(context, info, self.source_name, failures)
            return value
        raise _error(self.source_name, failures)


def _record(context: Mapping[str, Any], info: Any, source: str,
            failures: list[tuple[str, ValueCertificate]]) -> None:
    if not isinstance(context, MutableMapping):
        raise GroundingConfigError("on_mismatch='flag' needs a mutable validation context (a dict)")
    flags = context.setdefault(FLAGS_KEY, [])
    model = (info.config or {}).get("title")
    flags.extend(GroundingFlag(model, info.field_name, path, source, cert) for path, cert in failures)


def _error(source: str, failures: list[tuple[str, ValueCertificate]]) -> Exception:
    from pydantic_core import PydanticCustomError

    detail = "; ".join(f"{path or 'value'}={cert.value!r} ({cert.reason})" for path, cert in failures)
    return PydanticCustomError(
        "anchorlint_ungrounded",
        "value not found in source '{source}': {detail}",
        {"source": source, "detail": detail, "paths": [path for path, _ in failures]},
    )


def _leaves(value: Any, path: str) -> Iterator[tuple[str, Any]]:
    """Scalar leaves (None skipped) of models, mappings, lists and tuples."""
    join = (lambda key: f"{path}.{key}") if path else str
    if value is None:
        return
    fields = getattr(type(value), "model_fields", None)
    if isinstance(fields, Mapping) and hasattr(value, "model_dump"):
        for name in fields:
            yield from _leaves(getattr(value, name), join(name))
    elif isinstance(value, Mapping):
        for key, item in value.items():
            yield from _leaves(item, join(key))
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from _leaves(item, join(index))
    else:
        yield path, value


def markers(model: type, prefix: str = "", seen: frozenset[type] = frozenset()) -> list[tuple[str, Grounded]]:
    """Every Grounded marker reachable from a model class, with its path
    (``*`` for list items and mapping values)."""
    if model in seen:
        return []
    found: list[tuple[str, Grounded]] = []
    for name, field in getattr(model, "model_fields", {}).items():
        path = f"{prefix}{name}"
        found += [(path, m) for m in field.metadata if isinstance(m, Grounded)]
        found += _annotation_markers(field.annotation, path, seen | {model})
    return found


def _annotation_markers(annotation: Any, path: str, seen: frozenset[type]) -> list[tuple[str, Grounded]]:
    if isinstance(annotation, type) and hasattr(annotation, "model_fields"):
        return markers(annotation, f"{path}.", seen)
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is typing.Annotated:
        own = [(path, m) for m in args[1:] if isinstance(m, Grounded)]
        return own + _annotation_markers(args[0], path, seen)
    if isinstance(origin, type) and issubclass(origin, (list, tuple, set, frozenset, Mapping)):
        inner = args[-1:] if issubclass(origin, Mapping) else args
        items = [arg for arg in inner if arg is not Ellipsis]
        return [m for arg in items for m in _annotation_markers(arg, f"{path}.*", seen)]
    return [m for arg in args for m in _annotation_markers(arg, path, seen)]


def check_model_sources(model: type, sources: Mapping[str, str] | str) -> None:
    """Raise UnknownSourceError when any marker of ``model`` names a missing source."""
    given = as_sources(sources)
    missing: dict[str, list[str]] = {}
    for path, marker in markers(model):
        if marker.source_name not in given:
            missing.setdefault(marker.source_name, []).append(path)
    if missing:
        raise UnknownSourceError({k: tuple(v) for k, v in missing.items()}, tuple(given))


def validate_grounded(model: type, data: Any, sources: Mapping[str, str] | str, *,
                      locale: str | None = None) -> tuple[Any, list[GroundingFlag]]:
    """Check the model's markers against ``sources``, then validate ``data``
    with them in the context; returns the instance and the recorded flags."""
    check_model_sources(model, sources)
    context: dict[str, Any] = {SOURCES_KEY: sources, FLAGS_KEY: [], LOCALE_KEY: locale}
    instance = model.model_validate(data, context=context)  # type: ignore[attr-defined]
    return instance, context[FLAGS_KEY]
