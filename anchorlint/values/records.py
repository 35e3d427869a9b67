"""Named sources: ground every scalar leaf of a record in the source its field names.

A record is walked to its scalar leaves (mappings by key, lists and tuples by
index); a leaf's path joins the keys and indices with dots: ``items.2.vendor``.
A spec maps field paths to ``FieldSpec``s (or just a source name); a spec path
covers the leaves under it, ``*`` stands for any one key or index, and the
most specific path wins (more segments, then fewer ``*``). Without a spec,
every leaf is checked against the default source.

Configuration is checked before anything is grounded: a spec that names a
source not given (the default source is the one called ``"default"``) raises
``UnknownSourceError`` listing every such name and the fields naming it. No
field ever falls back to another source, or to all of them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from anchorlint.values.certificate import ValueCertificate
from anchorlint.values.errors import UnknownSourceError
from anchorlint.values.find import match_value
from anchorlint.values.options import DEFAULT_VALUE_POLICY, ValuePolicy

DEFAULT_SOURCE = "default"
Path = tuple[str, ...]


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """Where and how the leaves under one path must be found. None means the
    policy's setting; ``check=False`` leaves the path unchecked."""

    source: str | None = None
    mode: str | None = None
    locale: str | None = None
    threshold: float | None = None
    check: bool = True

    def policy(self, base: ValuePolicy) -> ValuePolicy:
        changes = {k: v for k in ("mode", "locale", "threshold") if (v := getattr(self, k)) is not None}
        return dataclasses.replace(base, **changes)  # validates the result


@dataclass(frozen=True, slots=True)
class FieldResult:
    path: str
    source: str
    certificate: ValueCertificate

    @property
    def grounded(self) -> bool:
        return self.certificate.grounded


@dataclass(frozen=True, slots=True)
class RecordResult:
    """Per-leaf certificates; ``skipped`` lists None leaves, ``unused`` the
    spec paths that matched no leaf (a typo, or an absent optional field)."""

    fields: tuple[FieldResult, ...]
    skipped: tuple[str, ...] = ()
    unused: tuple[str, ...] = ()

    @property
    def grounded(self) -> bool:
        return all(field.grounded for field in self.fields)

    @property
    def failures(self) -> tuple[FieldResult, ...]:
        return tuple(field for field in self.fields if not field.grounded)

    def as_dict(self) -> dict[str, object]:
        return {
            "grounded": self.grounded,
            "fields": {f.path: {"source": f.source, **f.certificate.as_dict()} for f in self.fields},
            "skipped": list(self.skipped),
            "unused": list(self.unused),
        }


def as_sources(sources: Mapping[str, str] | str) -> dict[str, str]:
    """Sources as a dict; a lone string is the default source."""
    if isinstance(sources, str):
        return {DEFAULT_SOURCE: sources}
    if not isinstance(sources, Mapping):
        raise TypeError(f"sources must be a str or a mapping of str to str, not {type(sources).__name__}")
    for name, text in sources.items():
        if not isinstance(name, str) or not isinstance(text, str):
            raise TypeError(f"source {name!r} must map a str name to str text")
    return dict(sources)


def leaves(value: object, path: Path = ()) -> Iterator[tuple[Path, object]]:
    """Scalar leaves of nested mappings, lists and tuples, with their paths."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            yield from leaves(item, (*path, str(key)))
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            yield from leaves(item, (*path, str(index)))
    else:
        yield path, value


def _covers(key: Path, path: Path) -> bool:
    return len(key) <= len(path) and all(k in ("*", p) for k, p in zip(key, path))


def _specs(spec: Mapping[str, FieldSpec | str] | None) -> dict[Path, FieldSpec]:
    if spec is None:
        return {(): FieldSpec()}
    out: dict[Path, FieldSpec] = {}
    for key, entry in spec.items():
        if isinstance(entry, str):
            entry = FieldSpec(source=entry)
        if not isinstance(entry, FieldSpec):
            raise TypeError(f"spec for {key!r} must be a FieldSpec or a source name, not {entry!r}")
        out[tuple(key.split(".")) if key else ()] = entry
    return out


def check_sources(specs: Mapping[Path, FieldSpec], sources: Mapping[str, str]) -> None:
    """Raise UnknownSourceError when a checked path names a missing source."""
    missing: dict[str, list[str]] = {}
    for key, entry in specs.items():
        name = entry.source or DEFAULT_SOURCE
        if entry.check and name not in sources:
            missing.setdefault(name, []).append(".".join(key) or "<record>")
    if missing:
        raise UnknownSourceError({k: tuple(v) for k, v in missing.items()}, tuple(sources))


def check_record(
    record: Mapping[str, object],
    sources: Mapping[str, str] | str,
    spec: Mapping[str, FieldSpec | str] | None = None,
    *,
    policy: ValuePolicy = DEFAULT_VALUE_POLICY,
) -> RecordResult:
    """Ground a record's leaves in named sources (see the module docstring)."""
    if not isinstance(record, Mapping):
        raise TypeError(f"record must be a mapping, not {type(record).__name__}")
    given = as_sources(sources)
    specs = _specs(spec)
    check_sources(specs, given)
    policies = {key: entry.policy(policy) for key, entry in specs.items()}
    results: list[FieldResult] = []
    skipped: list[str] = []
    used: set[Path] = set()
    for path, value in leaves(record):
        covering = [key for key in specs if _covers(key, path)]
        if not covering:
            continue
        key = max(covering, key=lambda k: (len(k), -k.count("*")))
        used.add(key)
        entry, dotted = specs[key], ".".join(path)
        if not entry.check:
            continue
        if value is None:
            skipped.append(dotted)
            continue
        name = entry.source or DEFAULT_SOURCE
        results.append(FieldResult(dotted, name, match_value(value, given[name], policies[key])))
    unused = tuple(".".join(key) for key in specs if key not in used and key)
    return RecordResult(tuple(results), tuple(skipped), unused)
