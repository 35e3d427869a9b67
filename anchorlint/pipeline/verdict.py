"""The verdict on one record under one policy: a quotation through
``verify_quote``, a value through ``match_value``. Pure."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from anchorlint.pipeline.records import Record
from anchorlint.policies import Policy
from anchorlint.quotes.verify import verify_quote
from anchorlint.quotes.view import SourceView
from anchorlint.values.find import match_value


def certify(record: Record, source: str | SourceView, policy: Policy, locale: str | None = None) -> dict[str, Any]:
    """The certificate of ``record`` against ``source`` as a JSON-able dict;
    ``locale`` is the default for value records without their own."""
    if record.kind == "value":
        text = source.text if isinstance(source, SourceView) else source
        values = policy.values
        hint = record.locale if record.locale is not None else locale
        if hint is not None:
            values = replace(values, locale=hint)
        return match_value(record.claim, text, values).as_dict()
    return {"kind": "quote", **verify_quote(record.claim, source, policy.quotes).as_dict()}
