"""Compiled dataclass methods, kept between runs like bytecode.

``@dataclass`` writes each class's ``__init__``, ``__repr__``, ``__eq__``,
``__hash__``, ``__setattr__``… as source text and compiles it when the class
is created, on every start. A one-card run creates about fifty dataclasses,
and compiling their methods was about a third of its CPU time on Python 3.11.
The text ``dataclasses`` generates depends only on the class's shape and the
Python version, so the compiled code is stored next to anchorlint's own
bytecode (``__pycache__/dataclasses.<tag>.bin``) and reused: the methods are
then created from the stored code objects, exactly as from freshly compiled
ones.

Only the command line installs this (library users keep the standard
behaviour), and only for the ``dataclasses`` module's own compile step. A
missing, foreign or corrupt file is ignored; one that cannot be written is
skipped silently (it is an optimisation, never a reason to fail a run).
"""

from __future__ import annotations

import builtins
import os
import sys

_FILE = os.path.join(os.path.dirname(__file__), "__pycache__",
                     f"dataclasses.{sys.implementation.cache_tag}.bin")
_HEADER = f"anchorlint-dataclasses/1/{sys.version}"
_MAX_ENTRIES = 4096
_MAX_BYTES = 8 * 1024 * 1024

_codes: dict[str, object] = {}
_new = 0


def _exec(source, globals=None, locals=None, /):  # noqa: A002 - the signature of exec
    """``exec`` for ``dataclasses``: the text compiled once, ever."""
    global _new
    if isinstance(source, str):
        code = _codes.get(source)
        if code is None:
            # dont_inherit: compiled with the flags exec(text) would use in
            # dataclasses, not this module's ``from __future__`` imports.
            code = compile(source, "<string>", "exec", dont_inherit=True)
            if len(_codes) < _MAX_ENTRIES:
                _codes[source] = code
                _new += 1
        source = code
    builtins.exec(source, globals, locals)


def install() -> None:
    """Load the stored code and route ``dataclasses``' compile step through it."""
    import dataclasses

    if getattr(dataclasses, "exec", None) is _exec:
        return
    _load()
    dataclasses.exec = _exec  # type: ignore[attr-defined]
    import atexit

    atexit.register(_save)


def _load() -> None:
    import marshal

    try:
        with open(_FILE, "rb") as handle:
            raw = handle.read(_MAX_BYTES + 1)
        header, codes = marshal.loads(raw)
    except Exception:  # absent, foreign, truncated: start empty
        return
    if header == _HEADER and isinstance(codes, dict) and len(raw) <= _MAX_BYTES:
        _codes.update(codes)


def _save() -> None:
    if not _new:
        return
    import marshal
    import tempfile

    try:
        folder = os.path.dirname(_FILE)
        os.makedirs(folder, exist_ok=True)
        handle, temp = tempfile.mkstemp(dir=folder, prefix=".dataclasses-", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(marshal.dumps((_HEADER, _codes)))
            os.replace(temp, _FILE)
        except BaseException:
            os.unlink(temp)
            raise
    except Exception:
        pass
