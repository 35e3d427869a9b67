"""Rendering findings in English or Traditional Chinese.

Message templates live in each rule module (``MESSAGES[key][lang]``); this
module only picks the language and formats values.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import Any

LANGS = ("en", "zh-TW")
_LIST_SEPARATOR = {"en": ", ", "zh-TW": "、"}


def detect_lang(environ: Mapping[str, str] | None = None) -> str:
    """zh-TW when LC_ALL / LC_MESSAGES / LANG asks for Traditional Chinese."""
    env = os.environ if environ is None else environ
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            lowered = value.lower().replace("-", "_")
            return "zh-TW" if lowered.startswith(("zh_tw", "zh_hant")) else "en"
    return "en"


def render(templates: Mapping[str, Mapping[str, str]], key: str, args: Mapping[str, Any], lang: str) -> str:
    """A finding's message: its template in ``lang`` with its values. A list
    is joined as the language joins items; a value a rule gives per
    language (``{"en": "in minutes", "zh-TW": "分鐘數"}``) is written in it."""
    template = templates[key].get(lang) or templates[key]["en"]
    separator = _LIST_SEPARATOR.get(lang, ", ")
    values = {name: _value(value, separator, lang) for name, value in args.items()}
    return template.format(**values)


def _value(value: Any, separator: str, lang: str) -> Any:
    if isinstance(value, (list, tuple)):
        return separator.join(map(str, value))
    if isinstance(value, dict):
        return value.get(lang, value.get("en", ""))
    return value
