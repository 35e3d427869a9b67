"""Start-up work kept between runs, like bytecode: compiled dataclass methods
and compiled regular expressions.

``@dataclass`` writes each class's ``__init__``, ``__repr__``, ``__eq__``…
as source text and compiles it when the class is created; ``re.compile``
parses each pattern and compiles it to a program for the matching engine.
Both happen on every start, and together they were about a third of a
one-card run's CPU time. Both results depend only on their input text (the
class's generated source; the pattern and its flags) and on the Python build,
so they are stored next to anchorlint's own bytecode
(``__pycache__/startup.<tag>.bin``) and reused: methods are then created from
the stored code objects, and patterns from the stored program with the very
call (``_sre.compile``) that ``re`` itself makes, exactly as when freshly
compiled. Only patterns that are the same on every run are stored: those
compiled while a module is being imported (module-level patterns) and those
written as a constant in the code that compiles them; patterns built at run
time, some from a card's own words, are compiled as usual and never stored.

Only the command line installs this (library users keep the standard
behaviour), and only for the ``dataclasses`` and ``re`` modules' own compile
steps; it also defers three standard modules a one-card run imports but never
uses (``inspect``, ``copy``, ``ipaddress``: see ``_DEFERRED``). A missing, foreign or corrupt file is ignored; one that cannot be
written is skipped silently (it is an optimisation, never a reason to fail a
run). The file is rewritten only by a run that compiled something new.
"""

from __future__ import annotations

import builtins
import importlib
import os
import sys
import types

_FILE = os.path.join(os.path.dirname(__file__), "__pycache__", f"startup.{sys.implementation.cache_tag}.bin")
_HEADER = f"anchorlint-startup/1/{sys.version}"
# Patterns compiled by anchorlint's own code or the standard library's (argparse…).
_OWN_CODE = (os.path.dirname(__file__) + os.sep, os.path.dirname(os.__file__) + os.sep)
_MAX_ENTRIES = 4096
_MAX_BYTES = 8 * 1024 * 1024

_codes: dict[str, object] = {}  # dataclass method source -> code object
_programs: dict[tuple, tuple] = {}  # (pattern, flags) -> the arguments of _sre.compile
_new = 0
_pending: dict[int, tuple] = {}  # thread id -> the key being compiled by re


def _exec(source, globals=None, locals=None, /):  # noqa: A002 - the signature of exec
    """``exec`` for ``dataclasses``: the text compiled once, ever."""
    global _new
    if isinstance(source, str):
        code = _codes.get(source)
        if code is None:
            # dont_inherit: compiled with the flags exec(text) would use in
            # dataclasses, not this module's ``from __future__`` imports.
            code = compile(source, "<string>", "exec", dont_inherit=True)
            if len(_codes) + len(_programs) < _MAX_ENTRIES:
                _codes[source] = code
                _new += 1
        source = code
    builtins.exec(source, globals, locals)


# Standard modules imported on a one-card run's path for what it never asks
# of them: ``dataclasses`` imports ``inspect`` to write the docstring of a
# class that has none (every dataclass on that path has one) and ``copy``
# to deep-copy in ``asdict``; ``urllib.parse`` (imported by ``pathlib``)
# imports ``ipaddress`` to check a URL's bracketed host. With what they
# import (ast, dis, tokenize, linecache, weakref) they were a seventh of the
# hook's instructions; each is stood in for until first used.
_DEFERRED = ("inspect", "copy", "ipaddress")


class _Deferred(types.ModuleType):
    """Stands in for a module until one of its attributes is used, then
    imports it (handing ``sys.modules`` back to it) and takes its attributes.
    Its ``__spec__`` is None, so an ``import`` of it finds it loaded."""

    def __getattr__(self, attribute: str):
        name = self.__name__
        if sys.modules.get(name) is self:
            sys.modules.pop(name, None)
        real = importlib.import_module(name)
        self.__dict__.update(real.__dict__)
        return getattr(real, attribute)


class _RecordingSre:
    """Stands in for ``_sre`` inside re's compiler: passes everything through
    and keeps the arguments of the final ``compile`` call for the pattern
    being stored."""

    def __init__(self, sre) -> None:
        # Everything else of _sre as plain attributes: no per-lookup indirection.
        self.__dict__.update((name, value) for name, value in vars(sre).items() if name != "compile")
        self._sre = sre

    def compile(self, *args):
        global _new
        from _thread import get_ident

        key = _pending.pop(get_ident(), None)
        if key is not None and args[0] is key[0] and len(_codes) + len(_programs) < _MAX_ENTRIES:
            # Plain ints: the compiler's opcodes are an int subclass that marshal refuses.
            pattern, flags, code, groups, groupindex, indexgroup = args
            _programs[key] = (pattern, int(flags), [int(op) for op in code], int(groups),
                              {name: int(index) for name, index in groupindex.items()}, tuple(indexgroup))
            _new += 1
        return self._sre.compile(*args)


def _same_every_run(pattern: str | bytes) -> bool:
    """Is the pattern being compiled by anchorlint or the standard library,
    and a constant of the code compiling it or compiled while a module is
    being imported (module-level code)?"""
    frame = sys._getframe(2)
    regex_module = frame.f_code.co_filename  # re's own functions (compile, match, sub…)
    while frame is not None and frame.f_code.co_filename == regex_module:
        frame = frame.f_back
    if frame is None or not frame.f_code.co_filename.startswith(_OWN_CODE):
        return False  # another library's pattern (in a test run, say): not ours to keep
    if pattern in frame.f_code.co_consts:
        return True
    while frame is not None:
        if frame.f_code.co_filename.startswith("<frozen importlib"):
            return True
        frame = frame.f_back
    return False


def _regex_compiler():
    """re's compiler module and its compile function, wrapped."""
    compiler = sys.modules["re"]._compiler if sys.version_info >= (3, 11) else __import__("sre_compile")
    plain = compiler.compile
    sre = compiler._sre

    def compile_pattern(pattern, flags=0):
        if type(pattern) in (str, bytes) and type(flags) is int and not flags & 128:  # 128: re.DEBUG
            key = (pattern, flags)
            stored = _programs.get(key)
            if stored is not None:
                return sre.compile(*stored)
            if _same_every_run(pattern):
                from _thread import get_ident

                _pending[get_ident()] = key
                try:
                    return plain(pattern, flags)
                finally:
                    _pending.pop(get_ident(), None)
        return plain(pattern, flags)

    return compiler, sre, compile_pattern


def install() -> None:
    """Load the stored work and route the two compile steps through it."""
    if "dataclasses" not in sys.modules:
        for name in _DEFERRED:
            sys.modules.setdefault(name, _Deferred(name))
    import dataclasses
    import re  # noqa: F401 - its compiler is what is wrapped

    if getattr(dataclasses, "exec", None) is _exec:
        return
    _load()
    dataclasses.exec = _exec  # type: ignore[attr-defined]
    compiler, sre, compile_pattern = _regex_compiler()
    compiler._sre = _RecordingSre(sre)
    compiler.compile = compile_pattern
    import atexit

    atexit.register(_save)


def _load() -> None:
    import marshal

    try:
        with open(_FILE, "rb") as handle:
            raw = handle.read(_MAX_BYTES + 1)
        header, codes, programs = marshal.loads(raw)
    except Exception:  # absent, foreign, truncated: start empty
        return
    if header == _HEADER and isinstance(codes, dict) and isinstance(programs, dict) and len(raw) <= _MAX_BYTES:
        _codes.update(codes)
        _programs.update(programs)


def _save() -> None:
    if not _new:
        return
    import marshal
    import tempfile

    try:
        folder = os.path.dirname(_FILE)
        os.makedirs(folder, exist_ok=True)
        data = marshal.dumps((_HEADER, _codes, _programs))
        if len(data) > _MAX_BYTES:
            return
        handle, temp = tempfile.mkstemp(dir=folder, prefix=".startup-", suffix=".tmp")
        try:
            with os.fdopen(handle, "wb") as out:
                out.write(data)
            os.replace(temp, _FILE)
        except BaseException:
            os.unlink(temp)
            raise
    except Exception:
        pass
