"""Start-up: the one-card path imports only what it needs, compiled dataclass
methods and regular expressions are reused between runs, and a few named
files skip the result cache."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import subprocess
import sys
import sysconfig

import pytest

from anchorlint import _startup_cache
from anchorlint.commands import check
from anchorlint.run import runner
from anchorlint.config.settings import DEFAULT_SETTINGS
from conftest import PROJECT, card_text, write

# What a one-card run with --source must not load: the cache machinery, the
# JSON parser, YAML, rich, numpy, the quote verifier's alignment, the worker
# pool, OpenSSL, typing, argparse (for a plain command line), and for a card
# that declares no data, quotes no page and names no dataset: the data-claim
# stack (decimal, datetime, derivations), the YAML node reader and the page
# parser; without a configuration file, the configuration schema; without
# directives or quotations, their machinery.
NOT_ON_THE_HOOK_PATH = ("yaml", "rich", "numpy", "ahocorasick", "json", "tempfile", "multiprocessing",
                        "concurrent.futures", "_hashlib", "anchorlint.run.reuse", "anchorlint.run.parallel",
                        "anchorlint.quotes.align", "decimal", "datetime", "anchorlint.data", "anchorlint.lint.data_checks",
                        "anchorlint.model.yaml_nodes", "anchorlint.quotes.pages", "typing",
                        "anchorlint.config.schema", "anchorlint.config.values", "anchorlint.lint.suppression",
                        "anchorlint.lint.quote_text", "argparse", "locale", "ast", "dis", "tokenize",
                        "anchorlint.model.data_claims")


def test_one_card_run_imports_only_what_it_needs(repo):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "c.md", card_text())
    probe = ("import sys, io\nfrom anchorlint.cli import main\n"
             "code = main(['c.md', '--source', 's.md'], io.StringIO(), io.StringIO())\n"
             f"print(code, [m for m in {NOT_ON_THE_HOOK_PATH!r} if m in sys.modules])\n")
    out = subprocess.run([sys.executable, "-c", probe], cwd=repo, capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(PROJECT), "PATH": "/usr/bin:/bin"}).stdout
    assert out.split(" ", 1) == ["0", "[]\n"]


def test_modules_dataclasses_imports_are_loaded_at_their_first_use(repo):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "c.md", card_text())
    probe = ("import sys, io\nfrom anchorlint.cli import main\n"
             "main(['c.md', '--source', 's.md'], io.StringIO(), io.StringIO())\n"
             "print([type(sys.modules[m]).__name__ for m in ('inspect', 'copy', 'ipaddress')])\n"
             "import inspect, copy\n"
             "print(str(inspect.signature(lambda a, b=2: a)), copy.deepcopy({'a': [1]}),\n"
             "      sys.modules['inspect'].signature is inspect.signature, type(sys.modules['copy']).__name__)\n")
    # -S: as an installed anchorlint starts (an editable install's import
    # finder, run by site, imports pathlib and with it ipaddress first).
    path = os.pathsep.join((str(PROJECT), sysconfig.get_paths()["purelib"]))
    out = subprocess.run([sys.executable, "-S", "-c", probe], cwd=repo, capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": path, "PATH": "/usr/bin:/bin"}).stdout
    assert out.splitlines() == ["['_Deferred', '_Deferred', '_Deferred']", "(a, b=2) {'a': [1]} True module"]


def test_the_command_line_leaves_its_objects_out_of_the_exit_collection(repo):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "c.md", card_text())
    probe = ("import gc, io, sys\nfrom anchorlint.cli import main\n"
             "main(['c.md', '--source', 's.md'], io.StringIO(), io.StringIO())\n"
             "print(gc.get_freeze_count(), gc.isenabled())\n"  # a caller's own call: nothing frozen
             "sys.argv = ['anchorlint', 'c.md', '--source', 's.md']\n"
             "code = main(None, io.StringIO(), io.StringIO())\n"
             "print(code, gc.get_freeze_count() > 1000, gc.isenabled())\n")
    out = subprocess.run([sys.executable, "-c", probe], cwd=repo, capture_output=True, text=True, check=True,
                         env={"PYTHONPATH": str(PROJECT), "PATH": "/usr/bin:/bin"}).stdout
    assert out.splitlines() == ["0 True", "0 True True"]


def test_stored_dataclass_code_gives_the_same_classes(monkeypatch):
    monkeypatch.setattr(_startup_cache, "_codes", {})
    source = "@dataclass(frozen=True, slots=True, order=True)\nclass P:\n    x: int\n    y: str = 'a'\n"

    def build():
        namespace: dict = {"dataclass": dataclasses.dataclass}
        exec(compile(source, "<test>", "exec", dont_inherit=True), namespace)  # real types, not strings
        return namespace["P"]

    monkeypatch.setattr(dataclasses, "exec", _startup_cache._exec, raising=False)
    first = build()
    stored = dict(_startup_cache._codes)
    assert stored  # the generated methods were compiled and kept
    second = build()  # now made from the stored code objects
    assert _startup_cache._codes == stored
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
    probe = ("import io, sys\nfrom anchorlint import _startup_cache as d\nd._FILE = sys.argv[1]\n"
             "from anchorlint.cli import main\nmain(['--format', 'json', 'c.md', '--source', 's.md'], sys.stdout)\n"
             "print(len(d._codes), d._new, len(d._programs))\n")
    runs = [subprocess.run([sys.executable, "-c", probe, str(target)], cwd=repo, capture_output=True, text=True,
                           check=True, env={"PYTHONPATH": str(PROJECT), "PATH": "/usr/bin:/bin"}).stdout
            for _ in range(2)]
    reports = [json.loads(run.splitlines()[0]) for run in runs]
    counts = [run.splitlines()[1].split() for run in runs]
    assert reports[0] == reports[1]
    assert int(counts[0][1]) > 0 and counts[1][1] == "0"  # the second run compiled nothing
    assert int(counts[0][2]) > 20 and counts[0][2] == counts[1][2]  # module-level patterns were stored
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



PATTERN_MODULE = """import re
WS = "[ \\t]"
PATTERNS = [(r"(?P<year>[0-9]{4})-(?P<month>0[1-9]|1[0-2])(?:-(\\d\\d))?", 0), (r"[a-z_\\-]+\\.[a-z]{1,5}$", re.I),
            (rf"^gloss:{WS}*(.*)$", re.M), (rb"\\x00[^\\x00]*", 0), (r"[\\u4e00-\\u9fff]+|\\b\\w+\\b", 0)]
COMPILED = [re.compile(pattern, flags) for pattern, flags in PATTERNS]
"""

REGEX_PROBE = """import json, re, sys
compiler = re._compiler if hasattr(re, "_compiler") else __import__("sre_compile")
plain, parse = compiler.compile, compiler._parser.parse if hasattr(compiler, "_parser") else compiler.sre_parse.parse
from anchorlint import _startup_cache as d
d._FILE = sys.argv[1]
d._OWN_CODE = (sys.argv[2] + "/patterns_here.py", "<string>")  # this probe and its module stand for anchorlint's code
d.install()
parsed = []
def counting_parse(*args):
    parsed.append(args[0])
    return parse(*args)
(compiler._parser if hasattr(compiler, "_parser") else compiler.sre_parse).parse = counting_parse
sys.path[:0] = [sys.argv[2], sys.argv[3]]
import patterns_here as m
import other_library
def constant():
    return re.compile(r"(?<![0-9])([0-9]+)%")
def built(word):
    return re.compile(re.escape(word) + "s?")
found = constant().findall("10% of 2024, 5%"), built("Kafka").findall("Kafkas")
seen = sorted(repr(p) for p in set(parsed))  # before the plain compiles below
same = [a == plain(p, f) and a.groupindex == plain(p, f).groupindex for a, (p, f) in zip(m.COMPILED, m.PATTERNS)]
sample = [[x.span() for x in a.finditer("2024-07-01 a_b.TXT 新註冊 gloss: x" if a.pattern[:0] == "" else b"a\\x00bc")]
          for a in m.COMPILED]
print(json.dumps({"found": found, "same": same, "spans": sample, "parsed": seen,
                  "new": d._new, "constant stored": (r"(?<![0-9])([0-9]+)%", 0) in d._programs,
                  "word stored": any("Kafka" in repr(key) for key in d._programs),
                  "other library's stored": ("other-library", 0) in d._programs}))
"""


def test_stored_regular_expressions_are_the_same_programs(tmp_path):
    (tmp_path / "patterns_here.py").write_text(PATTERN_MODULE, encoding="utf-8")
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / "other_library.py").write_text("import re\nre.compile('other-library')\n")
    target = tmp_path / "startup.bin"

    def probe() -> dict:
        out = subprocess.run([sys.executable, "-c", REGEX_PROBE, str(target), str(tmp_path),
                              str(tmp_path / "elsewhere")], capture_output=True,
                             text=True, check=True, env={"PYTHONPATH": str(PROJECT), "PATH": "/usr/bin:/bin"}).stdout
        return json.loads(out)

    first, second = probe(), probe()
    # Both runs find the same and compile identical programs (a Pattern's
    # equality compares its compiled code); the first stores the module-level
    # and constant patterns, never the one built from a word.
    assert first["found"] == second["found"] == [["10", "5"], ["Kafkas"]]
    assert first["same"] == second["same"] == [True] * 5
    assert first["spans"] == second["spans"] and first["spans"][0] == [[0, 10]]
    assert first["constant stored"] and second["constant stored"]
    assert not first["word stored"] and not second["word stored"]
    assert not first["other library's stored"]
    # The second run parsed only the pattern built at run time, and stored nothing new.
    assert len(first["parsed"]) == 8 and second["parsed"] == ["'Kafkas?'", "'other-library'"]
    assert first["new"] > 0 and second["new"] == 0
    target.write_bytes(b"garbage")  # a corrupt file is ignored
    assert probe()["found"] == first["found"]


@pytest.mark.parametrize("argv", [
    [], ["c.md"], ["c.md", "--source", "s.md"], ["--source", "s.md", "a.md", "b.md", "--strict"],
    ["a.md", "--mark", "-q", "b.md", "--force-exclude"], ["-v", "--verbose", "--compat", "--no-cache", "x"],
    ["--statistics", "--exit-zero", "--fix", "--diff", "cards/"], ["--quiet"],
])
def test_a_hook_command_line_gives_what_argparse_gives(argv):
    assert vars(check._plain_options(argv)) == vars(check.build_parser().parse_intermixed_args(argv))


@pytest.mark.parametrize("argv", [
    ["-"], ["--", "a.md"], ["--source"], ["--source", "-q"], ["--source=s.md"], ["--sou", "s.md"],
    ["--source", "a", "--source", "b"], ["--format", "json"], ["-j", "2"], [""], ["--help"], ["--version"],
    ["--strict=1"], ["-qv"],
])
def test_anything_else_is_left_to_argparse(argv):
    assert check._plain_options(argv) is None


def test_the_defaults_are_the_parsers():
    assert vars(check.build_parser().parse_intermixed_args([])) == check.DEFAULTS
