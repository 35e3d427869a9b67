"""The file a card names as the document it summarises.

A card about a repository's file names it by its file name ("這份
`.pre-commit-config.yaml`", "the excerpt of urllib3's CHANGES.rst",
"ansi-regex 的 index.js"), which the file itself seldom writes; a wiki or
an evaluation set may keep the document under another name (``f1206.md``),
so the card's source path does not give it either. A file name whose
extension names the format the source is written in (JavaScript code for
``.js``, a configuration file for ``.conf``, YAML for ``.yaml``,
reStructuredText for ``.rst``) names the source itself, when it is the
only file name of that format the card writes: a second one is another
file. Pure.
"""

from __future__ import annotations

import re

from anchorlint.text.config_values import directive_values
from anchorlint.text.grounding_words import FILE_FORMATS

# A file name as a card writes it, with an extension of FILE_FORMATS; the
# name itself starts lower-case or is all capitals (``index.js``,
# ``CHANGES.rst``): a capitalised ``Node.js`` or ``Day.js`` is a project's name.
_FILE_NAME_RE = re.compile(
    r"(?<![\w.-])\.?(?![A-Z][a-z])[A-Za-z0-9_][\w-]*(?:\.[\w-]+)*\.(%s)(?![\w.-]*\w)"
    % "|".join(sorted(FILE_FORMATS, key=len, reverse=True)))
# What JavaScript code opens with, past its comments.
_JS_OPENING_RE = re.compile(
    r"(?:export|import|const|let|var|function|async function|class)\b|module\.exports|['\"]use strict['\"]"
    r"|\(function|#!/usr/bin/env node")
_COMMENT_RE = re.compile(r"//|/\*|\*")
# A line of YAML: a document marker, a key, a list item, a comment or an indented continuation.
_YAML_LINE_RE = re.compile(r"---|\.\.\.|[ \t]*-(?:[ \t]|$)|[ \t]*[\w.\"'/-]+:(?:[ \t]|$)|[ \t]+\S|#")
_YAML_KEY_RE = re.compile(r"---[ \t]*$|[\w.\"'/-]+:(?:[ \t]|$)")
# A markdown heading: a source with one is a markdown document, whatever else it holds.
_ATX_HEADING_RE = re.compile(r"^#{1,6}[ \t]+\S", re.MULTILINE)
# A reStructuredText heading: a line of text over a line of one punctuation mark as long or longer.
_RST_HEADING_RE = re.compile(r"^([^\s\n][^\n]*)\n(([=\-~^*+#`:.'\"])\3{2,})[ \t]*$", re.MULTILINE)
_MOST_OTHER_LINES = 0.2  # a file with more lines of another kind is a document, not that format


def file_names(text: str) -> list[tuple[str, str]]:
    """The (file name, format) of each file name of FILE_FORMATS ``text`` writes."""
    return [(match.group(), FILE_FORMATS[match.group(1).lower()]) for match in _FILE_NAME_RE.finditer(text)]


def written_in(source: str) -> str:
    """The format of FILE_FORMATS the source text is written in, or ``""``
    (a markdown document, prose, anything else)."""
    lines = [line for line in source.split("\n") if line.strip()]
    if not lines:
        return ""
    opening = next((line.strip() for line in lines if not _COMMENT_RE.match(line.strip())), "")
    # (a configuration file's and YAML's comments look like markdown headings: they are read first)
    if _YAML_KEY_RE.match(lines[0]) and _mostly(lines, _YAML_LINE_RE):
        return "yaml"
    if directive_values(source.lower()):
        return "configuration"
    if _ATX_HEADING_RE.search(source):
        return ""
    if _JS_OPENING_RE.match(opening):
        return "javascript"
    if any(len(match.group(2)) >= len(match.group(1).rstrip()) for match in _RST_HEADING_RE.finditer(source)):
        return "restructuredtext"
    return ""


def _mostly(lines: list[str], pattern: re.Pattern[str]) -> bool:
    other = sum(1 for line in lines if pattern.match(line) is None)
    return other <= len(lines) * _MOST_OTHER_LINES
