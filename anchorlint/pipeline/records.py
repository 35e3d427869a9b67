"""A verify record, validated: the claim, its kind and where its source is.

Pure: text in, a :class:`Record` or a :class:`RecordError` out. Reading the
source named by ``source_path`` is the loader's job (sources.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from anchorlint.pipeline.jsonline import Member, NotAnObject, NotJson, read_members

KEY = "anchorlint"  # where the certificate goes
KINDS = ("quote", "value")


class RecordError(Exception):
    """Why a record cannot be checked: a message key (pipeline/messages.py),
    its arguments, and the record's members when the line could be read."""

    def __init__(self, key: str, members: tuple[Member, ...] | None = None, **args: object) -> None:
        super().__init__(key)
        self.key = key
        self.members = members
        self.args_ = args


@dataclass(frozen=True, slots=True)
class Record:
    line: str
    members: tuple[Member, ...]
    claim: Any  # str for a quotation; str, int, Decimal or bool for a value
    kind: str = "quote"
    source: str | None = None
    source_path: str | None = None
    locale: str | None = None


def parse_record(line: str, *, replace_existing: bool = False) -> Record:
    """The record on ``line``; raises RecordError naming what is wrong."""
    try:
        members = read_members(line)
    except NotJson as exc:
        raise RecordError("not-json", detail=str(exc)) from None
    except NotAnObject as exc:
        raise RecordError("not-object", detail=_json_type(str(exc))) from None
    fields = {m.key: m.value for m in members}  # the last duplicate wins, as in json.loads
    if KEY in fields and not replace_existing:
        raise RecordError("annotated", members)
    kind = fields.get("kind", "quote")
    if kind not in KINDS:
        raise RecordError("bad-kind", members, detail=_short(kind))
    claim = _claim(fields, kind, members)
    source, path = _sources(fields, members)
    locale = fields.get("locale")
    if kind == "value" and locale is not None and not isinstance(locale, str):
        raise RecordError("bad-locale", members)
    return Record(line, members, claim, kind, source, path, locale if kind == "value" else None)


def _claim(fields: dict[str, Any], kind: str, members: tuple[Member, ...]) -> Any:
    if "claim" not in fields:
        raise RecordError("no-claim", members)
    claim = fields["claim"]
    if isinstance(claim, str) and claim.strip():
        return claim
    if kind == "value" and isinstance(claim, (bool, int, Decimal)):
        return claim
    raise RecordError("bad-claim", members, kind=kind)


def _sources(fields: dict[str, Any], members: tuple[Member, ...]) -> tuple[str | None, str | None]:
    has_inline, has_path = "source" in fields, "source_path" in fields
    if has_inline and has_path:
        raise RecordError("both-sources", members)
    if not (has_inline or has_path):
        raise RecordError("no-source", members)
    if has_inline:
        if not isinstance(fields["source"], str):
            raise RecordError("bad-source", members)
        return fields["source"], None
    path = fields["source_path"]
    if not isinstance(path, str) or not path.strip():
        raise RecordError("bad-source-path", members)
    return None, path


def _json_type(python_type: str) -> str:
    return {"list": "array", "str": "string", "int": "number", "float": "number",
            "bool": "boolean", "NoneType": "null"}.get(python_type, python_type)


def _short(value: object) -> str:
    import json

    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 40 else text[:37] + "..."
