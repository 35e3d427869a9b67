"""The suppressions file (``anchorlint-suppressions.json`` at the repository
root by default): read, validated and written atomically, sorted so that it
diffs well. Its format, version 1::

    {
      "version": 1,
      "cards": {
        "wiki/a.md": {
          "H7": {"count": 2, "evidence": ["linux", "windows"]}
        }
      }
    }
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from anchorlint.files.write import replacing
from anchorlint.lint.baseline import Recorded

DEFAULT_NAME = "anchorlint-suppressions.json"
VERSION = 1


class SuppressionsError(ValueError):
    """The suppressions file cannot be read or is not in the expected form."""


def load(path: Path) -> Recorded:
    """The recorded entries; an absent file records nothing."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return {}
    except OSError as exc:
        raise SuppressionsError(f"{path}: cannot read it ({exc.strerror})") from None
    try:
        doc = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise SuppressionsError(f"{path}: not valid JSON ({exc})") from None
    return _validated(doc, path)


def _validated(doc: object, path: Path) -> Recorded:
    if not isinstance(doc, dict) or doc.get("version") != VERSION or not isinstance(doc.get("cards"), dict):
        raise SuppressionsError(f"{path}: expected {{\"version\": {VERSION}, \"cards\": {{...}}}}")
    out: Recorded = {}
    for card, rules in doc["cards"].items():
        if not isinstance(rules, dict):
            raise SuppressionsError(f"{path}: {card}: expected an object of rules")
        for code, entry in rules.items():
            items = entry.get("evidence") if isinstance(entry, dict) else None
            if not (isinstance(items, list) and all(isinstance(i, str) for i in items)
                    and entry.get("count") == len(items)):
                raise SuppressionsError(f"{path}: {card}: {code}: expected {{\"count\": N, \"evidence\": [N strings]}}")
            out.setdefault(card, {})[code] = sorted(items)
    return out


def dump(recorded: Recorded) -> bytes:
    cards = {
        card: {code: {"count": len(items), "evidence": sorted(items)} for code, items in sorted(rules.items()) if items}
        for card, rules in sorted(recorded.items())
    }
    doc = {"version": VERSION, "cards": {card: rules for card, rules in cards.items() if rules}}
    return (json.dumps(doc, ensure_ascii=False, indent=2, sort_keys=True) + "\n").encode("utf-8")


def save(path: Path, recorded: Recorded) -> bool:
    """Write the file atomically when its bytes change; True when written."""
    data = dump(recorded)
    try:
        if path.read_bytes() == data:
            return False
        mode = path.stat().st_mode & 0o777
    except FileNotFoundError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    path.parent.mkdir(parents=True, exist_ok=True)
    with replacing(path, mode) as out:
        out.write(data)
    return True
