"""Writing a user's file safely: only when asked, atomically, preserving mode."""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO


def atomic_write(path: Path, data: bytes, *, root: Path | None = None) -> None:
    """Replace ``path`` with ``data`` through a temporary file in the same
    folder and an atomic rename, keeping the file's permission bits. The
    original is intact if anything fails before the rename, and no
    temporary file is left behind.

    A symbolic link is followed: its target is replaced and the link stays a
    link (replacing the link itself would silently fork the card). With
    ``root``, a target outside that folder is refused (PermissionError).
    A hard link is not kept: the path gets a new file.
    """
    target = Path(os.path.realpath(path))
    if root is not None:
        real_root = Path(os.path.realpath(root))
        if target != real_root and real_root not in target.parents:
            raise PermissionError(errno.EACCES, "the file links to a place outside the repository")
    with replacing(target, stat.S_IMODE(target.stat().st_mode)) as out:
        out.write(data)


@contextmanager
def replacing(target: Path, mode: int) -> Iterator[BinaryIO]:
    """A binary stream whose content replaces ``target`` atomically when the
    block ends without an error (then with ``mode``); on any error the
    temporary file is removed and ``target`` is left as it was."""
    handle, temp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".anchorlint-tmp", dir=target.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            yield out
            out.flush()
            os.fsync(out.fileno())
        os.chmod(temp_name, mode)
        os.replace(temp_name, target)
    except BaseException:
        try:
            os.unlink(temp_name)
        except FileNotFoundError:
            pass
        raise
