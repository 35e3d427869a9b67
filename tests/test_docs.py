"""The documentation stays true: the rule pages and the README's rule table
are what the rule modules say, the README's commands are the ones CI runs
and print what it shows, every code block runs (or says why it cannot),
and every relative link resolves."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from anchorlint.commands.ruledocs import stale
from conftest import PROJECT

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10
    import tomli as tomllib

README = (PROJECT / "README.md").read_text(encoding="utf-8")
DOCS = sorted((PROJECT / "docs").rglob("*.md"))
PAGES = [PROJECT / "README.md", *DOCS]
# Pages written by hand (the rule pages are generated; their examples are
# run by tests/rules/).
HAND_WRITTEN = [page for page in PAGES if "rules" not in page.relative_to(PROJECT).parts[1:2]]
# Links to pages another piece of work is writing (remove once they exist).
PENDING: set[str] = set()

FENCE = re.compile(r"^(?P<indent>[ ]*)```(?P<lang>[\w-]*)[^\n]*\n(?P<body>.*?)^(?P=indent)```[ ]*$", re.S | re.M)
NOT_RUN = re.compile(r"<!-- not-run: [^>]+ -->\s*$")
FILE_LABEL = re.compile(r"`(?P<path>[^`]+)`(?: \(saved as [\w-]+\))?:\s*$")
LINK = re.compile(r"(?<!!)\[[^\]]*\]\((?P<target>[^)\s]+)\)")


def blocks(page: Path) -> list[tuple[str, str, str]]:
    """(language, body, the text just before the block) of every fenced block;
    the body without the fence's indentation, as markdown renders it."""
    text = page.read_text(encoding="utf-8")
    return [(m["lang"], _dedent(m["body"], len(m["indent"])), text[: m.start()].rstrip("\n").rsplit("\n", 1)[-1].strip())
            for m in FENCE.finditer(text)]


def _dedent(body: str, width: int) -> str:
    return "".join(line[min(width, len(line) - len(line.lstrip(" "))):] for line in body.splitlines(keepends=True))


def fenced_after(marker: str) -> str:
    block = README.split(marker, 1)[1]
    return re.search(r"```\w*\n(.*?)```", block, re.S).group(1)


def test_rule_pages_and_the_readme_table_are_current():
    assert stale(PROJECT) == [], "run: python -m anchorlint.commands.ruledocs --write"


def test_the_readme_is_short():
    assert len(README.encode("utf-8")) < 16 * 1024


def test_ci_runs_the_readme_commands():
    ci = (PROJECT / ".ci" / "run").read_text(encoding="utf-8")
    assert "<!-- test-command -->" in ci or fenced_after("<!-- test-command -->").strip() in ci


def test_first_command_output_is_what_the_readme_shows(cli):
    command = fenced_after("<!-- first-command -->").strip()
    target = command.split("anchorlint ", 1)[1]
    shown = fenced_after("<!-- first-command-output -->")
    result = cli(target, cwd=PROJECT)
    assert result.out == shown


PRINT_WITH_COMMENT = re.compile(r"^\s*print\(.*\)\s+#\s?(.*)$")
PYTHON = [(page, body) for page in HAND_WRITTEN for lang, body, _ in blocks(page) if lang in ("python", "py")]


def expected_output(code: str) -> list[str]:
    """What a block says it prints: a comment after a print(...) call, on the
    same line or on the next line."""
    lines = code.splitlines()
    expected = []
    for index, line in enumerate(lines):
        same_line = PRINT_WITH_COMMENT.match(line)
        if same_line:
            expected.append(same_line.group(1).rstrip())
        elif line.lstrip().startswith("print(") and index + 1 < len(lines) and lines[index + 1].startswith("# "):
            expected.append(lines[index + 1][2:].rstrip())
    return expected


def test_the_docs_have_examples():
    assert len(PYTHON) >= 10


@pytest.mark.parametrize("page, code", PYTHON, ids=lambda value: value.name if isinstance(value, Path) else "")
def test_python_examples_run_and_print_what_their_comments_say(page, code):
    if "pydantic" in code:
        pytest.importorskip("pydantic")
    printed: list[str] = []

    def record(*args: object) -> None:
        printed.append(" ".join(str(arg) for arg in args))

    exec(compile(code, str(page), "exec"), {"print": record, "__name__": "__doc_example__"})
    assert printed == expected_output(code)


PARSERS = {"json": json.loads, "yaml": lambda text: list(yaml.safe_load_all(text)), "toml": tomllib.loads}
CONFIG_KEYS = {"select", "ignore", "severity", "rules", "sections", "source_key", "per_path", "quotes"}


def _check_configuration(lang: str, parsed: object) -> None:
    """A block that is an anchorlint configuration must be a valid one."""
    from anchorlint.config.schema import Where, validate

    if lang == "toml" and isinstance(parsed, dict) and "anchorlint" in parsed.get("tool", {}):
        validate(parsed["tool"]["anchorlint"], Where("docs", "tool.anchorlint."))
    elif lang == "yaml" and parsed and isinstance(parsed[0], dict) and set(parsed[0]) <= CONFIG_KEYS:
        validate(parsed[0], Where("docs"))


@pytest.mark.parametrize("page", HAND_WRITTEN, ids=lambda page: str(page.relative_to(PROJECT)))
def test_every_code_block_runs_or_says_why_not(page):
    """Python is run above; JSON, YAML and TOML must parse (and be valid
    anchorlint configurations when they are configurations); the files of
    docs/cards.md are run below; the README's two commands are run by CI,
    and the first one's output is compared above.
    Anything else (shell sessions, output) carries a ``<!-- not-run: why -->``."""
    for lang, body, before in blocks(page):
        if NOT_RUN.match(before):
            continue
        if lang in PARSERS:
            _check_configuration(lang, PARSERS[lang](body))
        elif lang in ("python", "py") or (page.name == "cards.md" and FILE_LABEL.match(before)):
            continue
        elif before in ("<!-- first-command -->", "<!-- first-command-output -->", "<!-- test-command -->"):
            continue
        else:
            raise AssertionError(f"{page.name}: a ```{lang} block that neither runs nor says why:\n{body[:200]}")


def test_the_card_formats_page_is_a_clean_repository(cli, repo):
    """docs/cards.md: every file it shows, written out, gives two clean cards."""
    for lang, body, before in blocks(PROJECT / "docs" / "cards.md"):
        label = FILE_LABEL.match(before)
        if label:
            path = repo / label["path"]
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(body, encoding="utf-8")
    result = cli(".", "--format", "json", cwd=repo)
    report = json.loads(result.out)
    assert result.code == 0 and report["errors"] == [], result.err
    assert [(file["path"], file["findings"]) for file in report["files"]] == [
        ("cards/sync-daemon.md", []), ("wiki/sync.md", [])]


def _anchors(page: Path) -> set[str]:
    """GitHub's heading anchors of a page."""
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    headings = re.findall(r"^#+ (.*)$", text, re.M)
    return {re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-") for heading in headings}


@pytest.mark.parametrize("page", PAGES, ids=lambda page: str(page.relative_to(PROJECT)))
def test_every_relative_link_resolves(page):
    text = FENCE.sub("", page.read_text(encoding="utf-8"))
    for match in LINK.finditer(text):
        target = match["target"]
        if re.match(r"[a-z]+:", target):
            continue  # a URL
        path, _, anchor = target.partition("#")
        resolved = (page.parent / path).resolve() if path else page
        if str(resolved.relative_to(PROJECT)) in PENDING:
            continue
        assert resolved.exists(), f"{page.name}: broken link {target}"
        if anchor and resolved.suffix == ".md":
            assert anchor in _anchors(resolved), f"{page.name}: no heading for #{anchor} in {resolved.name}"


def test_rule_all_prints_every_rule_with_its_keys(cli):
    from anchorlint.rules import RULES

    result = cli("rule", "--all")
    assert result.code == 0
    headers = [line for line in result.out.splitlines() if "(default severity: " in line]
    assert [header.split()[0] for header in headers] == [rule.CODE for rule in RULES]
    assert "    rules.H6.gram (default 8): " in result.out


def test_rule_markdown_prints_every_rule_page(cli):
    from anchorlint.commands.ruledocs import page
    from anchorlint.rules import RULES

    assert cli("rule", "--markdown").out == "\n".join(page(rule) for rule in RULES)
