"""Files and folders anchorlint may not read. Run as an ordinary user: when
the tests run as root (who reads everything), anchorlint runs in a child
process that drops to ``nobody`` first; elsewhere the test is skipped."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from conftest import PROJECT, write
from hostile._support import add_control, assert_clean_run, card, snapshot

NOBODY = 65534
# The interpreter's own files may be private to root (a Python under /root):
# everything anchorlint could import is imported before the child drops to
# 'nobody', so only the repository's files are opened as that user.
CHILD = """
import importlib, os, pkgutil, sys
sys.path.insert(0, {project!r})
import anchorlint
for module in pkgutil.walk_packages(anchorlint.__path__, "anchorlint."):
    if not module.name.endswith("__main__"):
        importlib.import_module(module.name)
for name in ("yaml", "json", "tomllib", "difflib", "marshal", "tempfile", "reprlib", "concurrent.futures"):
    importlib.import_module(name)
for codec in ("utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-le", "utf-32-be", "latin-1"):
    "".encode(codec)
os.setgroups([]); os.setgid({uid}); os.setuid({uid})
from anchorlint.cli import main
sys.exit(main(sys.argv[1:]))
"""


class Result:
    def __init__(self, done: subprocess.CompletedProcess) -> None:
        self.code, self.out, self.err = done.returncode, done.stdout, done.stderr


@pytest.fixture
def shared_repo():
    """A repository every user can enter (pytest's own temporary folders are
    private to root)."""
    if os.name != "posix" or (os.geteuid() == 0 and not _can_drop()):
        pytest.skip("needs a POSIX system and, as root, the 'nobody' user")
    folder = Path(tempfile.mkdtemp(prefix="anchorlint-perm-"))
    folder.chmod(0o755)
    (folder / ".git").mkdir()
    yield folder
    for path, dirs, _ in os.walk(folder):
        for name in dirs:
            os.chmod(Path(path, name), 0o755)
    shutil.rmtree(folder)


def _can_drop() -> bool:
    try:
        import pwd

        return pwd.getpwuid(NOBODY) is not None
    except (ImportError, KeyError):
        return False


def run_unprivileged(repo: Path, *args: str) -> Result:
    env = {**os.environ, "ANCHORLINT_NO_CACHE": "1"}
    if os.geteuid() == 0:
        command = [sys.executable, "-c", CHILD.format(uid=NOBODY, project=str(PROJECT)), *args]
    else:
        command = [sys.executable, "-m", "anchorlint", *args]
        env["PYTHONPATH"] = str(PROJECT)
    return Result(subprocess.run(command, cwd=repo, env=env, capture_output=True, text=True, timeout=120))


def lock(path: Path) -> None:
    path.chmod(0o000)


def test_unreadable_card_is_an_error_and_the_run_goes_on(shared_repo):
    add_control(shared_repo)
    write(shared_repo / "src.md", "Kafka Redis\n")
    write(shared_repo / "locked.md", card("src.md"))
    lock(shared_repo / "locked.md")
    before = snapshot(shared_repo)
    result = run_unprivileged(shared_repo, ".", "--jobs", "1")
    assert_clean_run(result, code=2, says=("error: locked.md: cannot read", "Permission denied"))
    assert snapshot(shared_repo) == before


def test_unreadable_source_is_s3(shared_repo):
    add_control(shared_repo)
    write(shared_repo / "src.txt", "Kafka Redis\n")
    lock(shared_repo / "src.txt")
    write(shared_repo / "card.md", card("src.txt"))
    result = run_unprivileged(shared_repo, ".", "--jobs", "1")
    assert_clean_run(result, code=1, says=("card.md:1:1: S3", "'src.txt'", "Permission denied"))


def test_source_behind_a_locked_folder_is_s3(shared_repo):
    add_control(shared_repo)
    write(shared_repo / "vault" / "src.txt", "Kafka Redis\n")
    lock(shared_repo / "vault")
    write(shared_repo / "card.md", card("vault/src.txt"))
    result = run_unprivileged(shared_repo, ".", "--jobs", "1")
    assert_clean_run(result, code=1, says=("card.md:1:1: S3", "'vault/src.txt'", "permission denied"))


def test_locked_folder_of_cards_is_a_warning(shared_repo):
    add_control(shared_repo)
    write(shared_repo / "private" / "card.md", card("../control-src.md"))
    lock(shared_repo / "private")
    result = run_unprivileged(shared_repo, ".", "--jobs", "1")
    assert_clean_run(result, code=0, says=("warning: private: cannot list the folder", "Permission denied"))


def test_unreadable_configuration_exits_2(shared_repo):
    write(shared_repo / ".anchorlint.yaml", "select: [H7]\n")
    lock(shared_repo / ".anchorlint.yaml")
    add_control(shared_repo)
    result = run_unprivileged(shared_repo, ".")
    assert_clean_run(result, code=2, says=(".anchorlint.yaml", "Permission denied"), control=False)
