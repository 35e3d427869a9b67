"""The rule pages (``docs/rules/<CODE>-<name>.md``) and the README's rule
table, generated from the rule modules (docstring, severity, Options), so
the documentation and the code can never disagree.

    python -m anchorlint.commands.ruledocs --write   # regenerate
    python -m anchorlint.commands.ruledocs --check   # exit 1 when stale

A new rule in the rule table gets its page and its README line from here.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path
from types import ModuleType

from anchorlint.commands.rule_examples import Example, docstring_examples
from anchorlint.lint.options import option_specs
from anchorlint.rules import RULES, is_opt_in

SECTIONS = ("What it checks", "Why", "Fails", "Passes", "Options", "Blind spots")
START, END = "<!-- rules:start -->", "<!-- rules:end -->"
PAGES = Path("docs") / "rules"


# The same headings in Traditional Chinese (rules/docs_zh_tw.py).
SECTIONS_ZH_TW = ("檢查什麼", "為什麼", "不通過", "通過", "選項", "盲點")


def doc_text(rule: ModuleType, lang: str = "en") -> str:
    """A rule's documentation: its docstring, or its Traditional Chinese
    translation (rules/docs_zh_tw.py) for ``zh-TW``."""
    if lang == "zh-TW":
        from anchorlint.rules.docs_zh_tw import translated

        text = translated(rule)
        if text is not None:
            return text
    return (rule.__doc__ or "").strip()


def plain(text: str) -> str:
    """Documentation for a terminal: RST ````literal```` written `literal`."""
    return re.sub(r"``(.+?)``", r"`\1`", text, flags=re.DOTALL)


def parse_doc(rule: ModuleType) -> tuple[str, dict[str, str]]:
    """The summary line and the named sections of a rule's docstring."""
    return parse_text((rule.__doc__ or "").strip())


def parse_text(text: str) -> tuple[str, dict[str, str]]:
    """The summary line and the named sections of a documentation text."""
    lines = text.strip().splitlines()
    summary = lines[0].split(":", 1)[1].strip() if ":" in lines[0] else lines[0]
    summary = summary.split("：", 1)[1].strip() if "：" in summary else summary
    sections: dict[str, list[str]] = {}
    current = None
    for line in lines[1:]:
        if line.strip() in SECTIONS + SECTIONS_ZH_TW and not line.startswith(" "):
            current = line.strip()
            sections[current] = []
        elif current is not None:
            sections[current].append(line)
    return summary, {name: textwrap.dedent("\n".join(body)).strip() for name, body in sections.items()}


def page_name(rule: ModuleType) -> str:
    return f"{rule.CODE}-{rule.NAME}.md"


def _flow(text: str) -> str:
    """Paragraphs joined into single lines, reST literals as markdown code.
    Only ASCII white space joins lines: an ideographic space is content."""
    paragraphs = [re.sub(r"[ \t\n]+", " ", p).strip() for p in text.split("\n\n")]
    return "\n\n".join(p.replace("``", "`") for p in paragraphs if p)


def _sentence(summary: str) -> str:
    return summary[:1].upper() + summary[1:].rstrip(".") + "."


def _example(example: Example) -> list[str]:
    out = [_flow(example.prose), ""] if example.prose else []
    for item in example.files:
        encoding = f" (saved as {item.encoding})" if item.encoding != "utf-8" else ""
        fence = "markdown" if item.path.endswith(".md") and item is example.card else "text"
        out += [f"`{item.path}`{encoding}:", "", f"```{fence}", item.text.rstrip("\n"), "```", ""]
    found = ", ".join(f"`{code}` at {line}:{col}" for code, line, col in example.expected)
    out += [f"Findings: {found}." if found else "No finding.", ""]
    return out


def _options(rule: ModuleType, prose: str) -> list[str]:
    specs = option_specs(rule)
    if not specs:
        return [_sentence(_flow(prose)) if prose else "None.", ""]
    out = ["| Key | Default | Meaning |", "|---|---|---|"]
    for spec in specs:
        default = sorted(spec.default) if isinstance(spec.default, frozenset) else spec.default
        out.append(f"| `rules.{rule.CODE}.{spec.name}` | `{default!r}` | {spec.help} |")
    return out + ["", _flow(prose), ""] if prose else out + [""]


def page(rule: ModuleType) -> str:
    """The rule's page, ruff-like: what it does, why, examples, options, blind spots."""
    summary, sections = parse_doc(rule)
    module = rule.__name__.rsplit(".", 1)[1]
    out = [f"# {rule.CODE} `{rule.NAME}`", "", _sentence(summary), "",
           f"{_severity_sentence(rule)} "
           f"{'Needs the card' + chr(39) + 's source.' if rule.NEEDS_SOURCE else 'Runs with or without a source.'} "
           f"Name it by code or name: `--select {rule.CODE}`, `severity: {{{rule.NAME}: off}}`.", ""]
    for title, key in (("What it does", "What it checks"), ("Why", "Why")):
        out += [f"## {title}", "", _flow(sections.get(key, "")), ""]
    out += ["## Example", ""]
    for key, examples in docstring_examples(sections).items():
        out += [f"### {key}", ""]
        for example in examples:
            out += _example(example)
    out += ["## Options", ""] + _options(rule, sections.get("Options", ""))
    out += ["## Blind spots", "", _flow(sections.get("Blind spots", "none known.")), ""]
    out += ["---", "", f"Code: [anchorlint/rules/{module}.py](../../anchorlint/rules/{module}.py) · "
            f"tests: [tests/rules/test_{module}.py](../../tests/rules/test_{module}.py) · "
            "generated by `python -m anchorlint.commands.ruledocs --write`", ""]
    return "\n".join(out)


def _severity_sentence(rule: ModuleType) -> str:
    if not is_opt_in(rule):
        return f"Default severity: **{rule.SEVERITY.value}**."
    return (f"Default severity: **off** (opt-in: it runs only when configuration enables it, e.g. "
            f"`severity: {{{rule.CODE}: {rule.SEVERITY.value}}}` or `--select {rule.CODE}`; "
            f"**{rule.SEVERITY.value}** when enabled).")


def _severity_cell(rule: ModuleType) -> str:
    return f"off ({rule.SEVERITY.value} when enabled)" if is_opt_in(rule) else rule.SEVERITY.value


def table() -> str:
    """One line per rule, linking to its page (the README's rule table)."""
    rows = ["| Code | Name | Default | What it catches |", "|---|---|---|---|"]
    for rule in RULES:
        summary, _ = parse_doc(rule)
        rows.append(f"| [{rule.CODE}](docs/rules/{page_name(rule)}) | `{rule.NAME}` | "
                    f"{_severity_cell(rule)} | {_sentence(summary)} |")
    return "\n".join(rows) + "\n"


def reference() -> str:
    """Every rule page, one after the other (``anchorlint rule --markdown``)."""
    return "\n".join(page(rule) for rule in RULES)


def splice(readme: str) -> str:
    """The README with its rule table replaced by the current one."""
    head, rest = readme.split(START, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{START}\n{table()}{END}{tail}"


def expected_files(root: Path) -> dict[Path, str]:
    """Every generated file under ``root`` with the text it should hold."""
    files = {root / PAGES / page_name(rule): page(rule) for rule in RULES}
    readme = root / "README.md"
    files[readme] = splice(readme.read_text(encoding="utf-8"))
    return files


def stale(root: Path) -> list[Path]:
    """Generated files that differ from what the rules say, and stray rule pages."""
    files = expected_files(root)
    out = [path for path, text in files.items()
           if not path.is_file() or path.read_text(encoding="utf-8") != text]
    return out + sorted(set((root / PAGES).glob("*.md")) - set(files))


def main(argv: list[str] | None = None) -> int:
    import sys

    args = sys.argv[1:] if argv is None else argv
    root = Path.cwd()
    if args == ["--check"]:
        found = stale(root)
        for path in found:
            print(f"stale: {path.relative_to(root)}")
        return 1 if found else 0
    if args != ["--write"]:
        print("usage: python -m anchorlint.commands.ruledocs --write | --check")
        return 2
    (root / PAGES).mkdir(parents=True, exist_ok=True)
    files = expected_files(root)
    for path in stale(root):
        if path in files:
            path.write_text(files[path], encoding="utf-8")
        else:
            path.unlink()  # a page whose rule is gone
    return 0


if __name__ == "__main__":  # pragma: no cover - a maintainer's tool
    raise SystemExit(main())
