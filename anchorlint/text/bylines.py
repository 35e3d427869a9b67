"""A byline: the people a document names after a role's label
(``**Authors:**`` and names, each a markdown link; ``Maintainers: A, B and C``).
A faithful summary counts them ("written by four authors", ``四位作者``)
though the source never writes the number. Only a count of the same role
takes its length: the label says what the names are. Pure: text in,
counts out."""

from __future__ import annotations

import re
from functools import lru_cache

# The roles a byline names, in English (singular and plural, as a label
# writes them) and as a card counts them in Chinese.
_ROLES = {
    "author": ("作者",), "maintainer": ("維護者", "维护者"), "contributor": ("貢獻者", "贡献者"),
    "editor": ("編輯", "编辑"), "reviewer": ("審核者", "審閱者", "审核者"), "member": ("成員", "成员"),
}
_LABEL_RE = re.compile(
    r"^[ \t>*+-]*[*_]*(" + "|".join(_ROLES) + r")s?[*_]*[ \t]*:[*_]*[ \t]*(\S[^\n]*(?:\n(?![ \t]*\n)[^\n]+)*)",
    re.IGNORECASE | re.MULTILINE)
_LINK_RE = re.compile(r"\[[^\[\]]+\]\([^()\s]+\)")
_NAME_SEPARATOR_RE = re.compile(r"\s*(?:,|;|、|\band\b|&)\s*")
# A card's count of a role: after its counter (四位作者) or as the English
# plural (four authors, 4 core maintainers).
_CJK_ROLE_RE = re.compile("[ \t]?[位名個个]?[ \t]?(" + "|".join(f for forms in _ROLES.values() for f in forms) + ")")
_LATIN_ROLE_RE = re.compile(r"(?: [A-Za-z-]+)? (" + "|".join(_ROLES) + r")s\b", re.IGNORECASE)
_ROLE_OF = {form: role for role, forms in _ROLES.items() for form in forms}


@lru_cache(maxsize=64)
def byline_counts(text: str) -> frozenset[tuple[str, int]]:
    """(role, how many) of each byline of ``text``: the markdown links after
    the label, or else its names separated by commas and a joining word."""
    if ":" not in text:
        return frozenset()
    found: set[tuple[str, int]] = set()
    for label in _LABEL_RE.finditer(text):
        names = label.group(2)
        links = len(_LINK_RE.findall(names))
        size = links or len([name for name in _NAME_SEPARATOR_RE.split(names.strip(" .")) if name])
        if size >= 2:
            found.add((label.group(1).lower(), size))
    return frozenset(found)


def role_counted(line: str, end: int) -> str | None:
    """The role the count ending at ``line[end]`` counts (``authors``,
    ``作者``), or None."""
    match = _CJK_ROLE_RE.match(line, end)
    if match is not None:
        return _ROLE_OF[match.group(1)]
    match = _LATIN_ROLE_RE.match(line, end)
    return None if match is None else match.group(1).lower()
