"""Writing a user's file safely: only when asked, atomically, preserving mode."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` through a temporary file in the same
    folder and an atomic rename, keeping the file's permission bits. The
    original is intact if anything fails before the rename."""
    mode = stat.S_IMODE(path.stat().st_mode)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".anchorlint-tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temp_name, mode)
        os.replace(temp_name, path)
    except BaseException:
        try:
            os.unlink(temp_name)
        except FileNotFoundError:
            pass
        raise
