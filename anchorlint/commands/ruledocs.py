"""Render the rule reference (README section and `anchorlint rule --markdown`)
from the rule modules' docstrings, so the two can never disagree."""

from __future__ import annotations

import re
import textwrap
from types import ModuleType

from anchorlint.rules import RULES

SECTIONS = ("What it checks", "Why", "Fails", "Passes", "Options", "Blind spots")


# The same headings in Traditional Chinese (rules/docs_zh_tw.py).
SECTIONS_ZH_TW = ("檢查什麼", "為什麼", "不通過", "通過", "選項", "盲點")


def doc_text(rule: ModuleType, lang: str = "en") -> str:
    """A rule's documentation: its docstring, or its Traditional Chinese
    translation (rules/docs_zh_tw.py) for ``zh-TW``."""
    if lang == "zh-TW":
        from anchorlint.rules.docs_zh_tw import DOCS

        if rule.CODE in DOCS:
            return DOCS[rule.CODE].strip()
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


def _flow(paragraph: str) -> str:
    # Only ASCII white space joins lines: an ideographic space in an example is content.
    return re.sub(r"[ \t\n]+", " ", paragraph).strip()


def markdown(rule: ModuleType) -> str:
    summary, sections = parse_doc(rule)
    summary = summary[:1].upper() + summary[1:].rstrip(".") + "."
    out = [f"### {rule.CODE} `{rule.NAME}` ({rule.SEVERITY.value})", "", summary, ""]
    for name in SECTIONS:
        if name in sections:
            body = sections[name].replace("``", "`")
            paragraphs = body.split("\n\n")
            out += [f"**{name}.** " + _flow(paragraphs[0]), ""]
            out += [line for paragraph in paragraphs[1:] for line in (_flow(paragraph), "")]
    return "\n".join(out)


def reference() -> str:
    return "\n".join(markdown(rule) for rule in RULES).rstrip() + "\n"


START, END = "<!-- rules:start -->", "<!-- rules:end -->"


def splice(readme: str) -> str:
    """The README with its rule reference replaced by the current one."""
    head, rest = readme.split(START, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{START}\n{reference()}{END}{tail}"


if __name__ == "__main__":  # pragma: no cover - a maintainer's tool
    import sys
    from pathlib import Path

    target = Path(sys.argv[1] if len(sys.argv) > 1 else "README.md")
    target.write_text(splice(target.read_text(encoding="utf-8")), encoding="utf-8")
