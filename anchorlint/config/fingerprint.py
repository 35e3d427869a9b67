"""Stable fingerprints of settings: the same settings give the same hash in
every run and on every machine (no set ordering, no memory addresses)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from enum import Enum

try:  # the same function as hashlib.sha256, without loading OpenSSL (a few ms of every run)
    from _sha256 import sha256
except ImportError:  # pragma: no cover - an interpreter built without it
    from hashlib import sha256

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing (every run fingerprints its settings)
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any


def canonical(value: Any) -> Any:
    """A JSON-able form with a fixed order for every container."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        # Fields that take no part in equality (provenance, memos) are not fingerprinted.
        fields = {f.name: canonical(getattr(value, f.name)) for f in dataclasses.fields(value) if f.compare}
        return {"__type__": type(value).__name__, **fields}
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, Mapping):
        return {str(k): canonical(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (set, frozenset)):
        return sorted(canonical(v) for v in value)
    if isinstance(value, (list, tuple)):
        return [canonical(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    return repr(value)


def fingerprint(value: Any) -> str:
    text = json.dumps(canonical(value), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return sha256(text.encode()).hexdigest()[:16]
