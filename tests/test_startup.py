"""Start-up: the one-card path imports only what it needs, compiled dataclass
methods are reused between runs, and a few named files skip the result cache."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys

from anchorlint import _dataclass_cache
from anchorlint.run import runner
from anchorlint.config.settings import DEFAULT_SETTINGS
from conftest import PROJECT, card_text, write

# What a one-card run with --source must not load: the cache machinery, the
# JSON parser, YAML, rich, numpy, the quote verifier's alignment,
# the worker pool and OpenSSL.
NOT_ON_THE_HOOK_PATH = ("yaml", "rich", "numpy", "ahocorasick", "json", "tempfile", "multiprocessing",
                        "concurrent.futures", "_hashlib", "anchorlint.run.reuse", "anchorlint.run.parallel",
                        "anchorlint.quotes.align")


def test_one_card_run_imports_only_what_it_needs(repo):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "c.md", card_text())
    probe = ("import sys, io\nfrom anchorlint.cli import main\n"
             "code = main(['c.md', '--source', 's.md'], io.StringIO(), io.StringIO())\n"
             f"print(code, [m for m in {NOT_ON_THE_HOOK_PATH!r} if m in sys.modules])\n")
    out = subprocess.run([sys.executable, "-c", probe], cwd=repo, capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(PROJECT), "PATH": "/usr/bin:/bin"}).stdout
    assert out.split(" ", 1) == ["0", "[]\n"]


def test_stored_dataclass_code_gives_the_same_classes(monkeypatch):
    monkeypatch.setattr(_dataclass_cache, "_codes", {})
    source = "@dataclass(frozen=True, slots=True, order=True)\nclass P:\n    x: int\n    y: str = 'a'\n"

    def build():
        namespace: dict = {"dataclass": dataclasses.dataclass}
        exec(compile(source, "<test>", "exec", dont_inherit=True), namespace)  # real types, not strings
        return namespace["P"]

    monkeypatch.setattr(dataclasses, "exec", _dataclass_cache._exec, raising=False)
    first = build()
    stored = dict(_dataclass_cache._codes)
    assert stored  # the generated methods were compiled and kept
    second = build()  # now made from the stored code objects
    assert _dataclass_cache._codes == stored
    for cls in (first, second):
        value = cls(1)
        assert (value.x, value.y, repr(value)) == (1, "a", "P(x=1, y='a')")
        assert value == cls(1, "a") and value < cls(2) and hash(value) == hash(cls(1))
        assert cls.__init__.__annotations__ == {"x": int, "y": str, "return": None}  # not strings
        try:
            value.x = 2
        except dataclasses.FrozenInstanceError:
            pass
        else:
            raise AssertionError("frozen")


def test_stored_code_survives_a_new_process(tmp_path, repo):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "c.md", card_text())
    target = tmp_path / "dataclasses.bin"
    probe = ("import io, sys\nfrom anchorlint import _dataclass_cache as d\nd._FILE = sys.argv[1]\n"
             "from anchorlint.cli import main\nmain(['--format', 'json', 'c.md', '--source', 's.md'], sys.stdout)\n"
             "print(len(d._codes), d._new)\n")
    runs = [subprocess.run([sys.executable, "-c", probe, str(target)], cwd=repo, capture_output=True, text=True,
                           check=True, env={"PYTHONPATH": str(PROJECT), "PATH": "/usr/bin:/bin"}).stdout
            for _ in range(2)]
    reports = [json.loads(run.splitlines()[0]) for run in runs]
    counts = [run.splitlines()[1].split() for run in runs]
    assert reports[0] == reports[1]
    assert int(counts[0][1]) > 0 and counts[1][1] == "0"  # the second run compiled nothing
    target.write_bytes(b"garbage")  # a corrupt file is ignored
    third = subprocess.run([sys.executable, "-c", probe, str(target)], cwd=repo, capture_output=True, text=True,
                           check=True, env={"PYTHONPATH": str(PROJECT), "PATH": "/usr/bin:/bin"}).stdout
    assert json.loads(third.splitlines()[0]) == reports[0]


def test_a_few_named_files_skip_the_result_cache(repo):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    for name in ("a", "b"):
        write(repo / "cards" / f"{name}.md", card_text("source_path: ../s.md\n"))
    runner.run([repo / "cards" / "a.md", repo / "cards" / "b.md"], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    assert not list(repo.glob(".anchorlint_cache/results-*"))
    runner.run([repo / "cards"], DEFAULT_SETTINGS, cwd=repo, jobs=1)
    assert len(list(repo.glob(".anchorlint_cache/results-*"))) == 1
    many = [write(repo / "many" / f"{i:02}.md", card_text("source_path: ../s.md\n")) for i in range(runner.FEW_NAMED_FILES)]
    for path in repo.glob(".anchorlint_cache/results-*"):
        path.unlink()
    runner.run(many, DEFAULT_SETTINGS, cwd=repo, jobs=1)
    assert len(list(repo.glob(".anchorlint_cache/results-*"))) == 1
