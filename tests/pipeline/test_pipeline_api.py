"""The public API: every export resolves lazily to the documented object."""

from __future__ import annotations

import ast
import os
import subprocess
import sys

import anchorlint
from conftest import PROJECT

EXPECTED = {
    "check_grounding", "verify_quote", "find_value", "match_value", "check_record", "lint_card", "Policy",
    "get_policy", "Certificate", "ValueCertificate", "GroundingReport", "Finding", "Severity", "CardResult",
}


def test_every_export_resolves() -> None:
    assert EXPECTED <= set(anchorlint.__all__)
    for name in anchorlint.__all__:
        value = getattr(anchorlint, name)
        assert name == "__version__" or value.__name__ == name


def test_type_checkers_see_the_same_names() -> None:
    tree = ast.parse((PROJECT / "anchorlint" / "__init__.py").read_text(encoding="utf-8"))
    typed = {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
             for alias in node.names if node.module != "__future__" and node.module != "typing"}
    assert set(anchorlint.__all__) - {"__version__"} == typed - {"__version__"}
    assert (PROJECT / "anchorlint" / "py.typed").is_file()


def test_import_stays_light() -> None:
    code = "import sys, anchorlint; print(sorted(m for m in sys.modules if m.startswith('anchorlint')))"
    env = {**os.environ, "PYTHONPATH": str(PROJECT)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.strip() == "['anchorlint', 'anchorlint._version']"


def test_named_policy_through_the_package() -> None:
    assert anchorlint.get_policy("strict").name == "strict"
    assert isinstance(anchorlint.get_policy(), anchorlint.Policy)


def test_the_test_extra_installs_pydantic() -> None:
    text = (PROJECT / "pyproject.toml").read_text(encoding="utf-8")
    test_extra = text.split("test = [", 1)[1].split("]", 1)[0]
    assert '"pydantic>=2"' in test_extra
