"""The architecture, checked: few top-level modules, no import cycles, the
libraries independent of the linter, and every rule complete in one place
(its module with a check and Options, its page, its tests). Rules are taken
from the rule table, so a new rule is held to the same standard."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from anchorlint import rules
from anchorlint.commands.rule_examples import docstring_examples
from anchorlint.commands.ruledocs import PAGES, SECTIONS, page_name, parse_doc
from conftest import PROJECT

PACKAGE = PROJECT / "anchorlint"
LIBRARIES = ("anchorlint.quotes", "anchorlint.values")
# Rules that no check of their own can raise: A1 reports the card's
# suppression directives, which only the engine sees after every rule ran.
RAISED_BY_THE_ENGINE = {"A1"}


def module_name(path: Path) -> str:
    parts = path.relative_to(PROJECT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in PACKAGE.rglob("*.py")}


def _target(name: str) -> str | None:
    """The module an imported name lives in (a submodule, else its package)."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def _imports(name: str, path: Path) -> set[str]:
    """Every module ``name`` imports, at the top or inside a function; not
    the imports only a type checker reads (``if TYPE_CHECKING:``)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            if isinstance(child, ast.Import):
                found.update(filter(None, (_target(alias.name) for alias in child.names)))
            elif isinstance(child, ast.ImportFrom):
                base = child.module or ""
                if child.level:
                    up = package.split(".")[: len(package.split(".")) - (child.level - 1)]
                    base = ".".join([*up, base] if base else up)
                for alias in child.names:
                    found.update(filter(None, (_target(f"{base}.{alias.name}"),)))
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    return found - {name}


GRAPH = {name: _imports(name, path) for name, path in MODULES.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(graph.get(child, ())))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return found


def test_at_most_eight_top_level_modules():
    assert len(list(PACKAGE.glob("*.py"))) <= 8


def test_no_import_cycles():
    assert _cycles(GRAPH) == []


def test_the_cycle_finder_finds_cycles():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


@pytest.mark.parametrize("library", LIBRARIES)
def test_the_libraries_import_nothing_from_the_linter(library):
    for name, imported in GRAPH.items():
        if name == library or name.startswith(library + "."):
            outside = {target for target in imported if not target.startswith(library)}
            assert outside <= {"anchorlint._version"}, f"{name} imports {sorted(outside)}"


RULES = rules.RULES


@pytest.mark.parametrize("rule", RULES, ids=lambda rule: rule.CODE)
def test_every_rule_module_has_its_own_check_and_options(rule):
    assert rule.__name__.rsplit(".", 1)[1].startswith(f"{rule.CODE.lower()}_{rule.NAME.replace('-', '_')}")
    if rule.CODE not in RAISED_BY_THE_ENGINE:
        assert callable(rule.check) and rule.check.__module__ == rule.__name__
    assert dataclasses.is_dataclass(rule.Options) and rule.Options.__dataclass_params__.frozen
    assert set(rule.MESSAGES) and all(set(texts) == {"en", "zh-TW"} for texts in rule.MESSAGES.values())


@pytest.mark.parametrize("rule", RULES, ids=lambda rule: rule.CODE)
def test_every_rule_is_documented_with_examples_that_fail_and_pass(rule):
    _, sections = parse_doc(rule)
    assert set(SECTIONS) <= set(sections)
    fails, passes = docstring_examples(sections).values()
    assert fails and all(example.expected for example in fails)
    assert passes and not any(example.expected for example in passes)
    assert {code for example in fails for code, _, _ in example.expected} == {rule.CODE}


@pytest.mark.parametrize("rule", RULES, ids=lambda rule: rule.CODE)
def test_every_rule_has_its_page_and_its_tests(rule):
    module = rule.__name__.rsplit(".", 1)[1]
    assert (PROJECT / PAGES / page_name(rule)).is_file(), "run: python -m anchorlint.commands.ruledocs --write"
    assert (PROJECT / "tests" / "rules" / f"test_{module}.py").is_file()


def test_the_readme_is_under_16_kb_and_links_every_rule_page():
    readme = (PROJECT / "README.md").read_text(encoding="utf-8")
    assert len(readme.encode("utf-8")) < 16 * 1024
    assert all(f"(docs/rules/{page_name(rule)})" in readme for rule in RULES)
