"""Value grounding: is an extracted value written in its source, and where?

Pure functions, no I/O. ``find_value`` grounds one value; ``check_record``
grounds a record's leaves in named sources; ``anchorlint.values.pydantic``
(extra ``anchorlint[pydantic]``) grounds model fields during validation.
See the README, section "Value grounding".
"""

from __future__ import annotations

from anchorlint.values.certificate import ValueCertificate
from anchorlint.values.errors import GroundingConfigError, UnknownSourceError
from anchorlint.values.find import find_value, match_value
from anchorlint.values.locales import Conventions, resolve_locale
from anchorlint.values.options import DEFAULT_VALUE_POLICY, VALUES_REVISION, ValuePolicy
from anchorlint.values.records import DEFAULT_SOURCE, FieldResult, FieldSpec, RecordResult, check_record

__all__ = [
    "DEFAULT_SOURCE",
    "DEFAULT_VALUE_POLICY",
    "VALUES_REVISION",
    "Conventions",
    "FieldResult",
    "FieldSpec",
    "GroundingConfigError",
    "RecordResult",
    "UnknownSourceError",
    "ValueCertificate",
    "ValuePolicy",
    "check_record",
    "find_value",
    "match_value",
    "resolve_locale",
]
