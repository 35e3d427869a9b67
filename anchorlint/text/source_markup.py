"""A source's markup read as the words it renders, for grounding only.

Real sources are written in reStructuredText, MyST, roff (man pages), HTML
and markdown, and their markup hides the words a reader sees: Sphinx renders
``:cve:`2021-32052``` as "CVE-2021-32052" and ``:pep:`8``` as "PEP 8"; roff
renders ``\\fINUM\\fP`` as "NUM" and ``command\\-line`` as "command-line"; HTML
renders ``&amp;`` as "&"; markdown renders ``\\_`` as "_"; a front
matter's ``sort_rank: 5`` orders the site's pages and a code fence's
``hl_lines="6"`` marks lines, and neither renders anything. A card quotes the
rendered words, so H7 grounds on a plain view of the source in which each
piece of markup stands for what it renders (a role keeps its name as a word
before its text: "cve 2021-32052", which joins to the card's
``CVE-2021-32052``). Findings point into the card, so the view need not keep
the source's offsets; where a source writes an anchor is looked up in the
source as written.

Each format is rewritten only when the text shows it (a cheap substring test
first), so a source without markup is returned as it is.
"""

from __future__ import annotations

import re

# Sphinx and docutils roles (``:cve:`…```, ``:py:func:`…```) and MyST's
# (``{cve}`…```): the role's last name, a space, then its text without the
# ``~``/``!`` display prefixes.
_ROLE_RE = re.compile(r"(?<![\w`]):(?:[A-Za-z][\w+.\-]*:)*([A-Za-z][\w+.\-]*):`[~!]?([^`\n]+)`")
_MYST_ROLE_RE = re.compile(r"\{(?:[A-Za-z][\w+.\-]*:)*([A-Za-z][\w+.\-]*)\}`[~!]?([^`\n]+)`")
# Code spans joined by a full stop (```major`.`minor```): rendered, one
# dotted name, which a card writes as ``major.minor``.
_DOTTED_SPANS_RE = re.compile(r"`[^`\n]+`(?:\.`[^`\n]+`)+")

# A roff document: a font escape or a request line of the man macros.
_ROFF_HINT_RE = re.compile(r"\\f[BIRPC(\[1-4]|^\.(?:TH|SH|SS|TP|PP|IP|LP|RS|RE|nf|fi)\b", re.MULTILINE)
# The same as three scans, each led by a literal: the ``re`` engine skips
# fast to a literal, and tries a pattern that opens with a choice of ``^``
# at every position (a book with a line opening with a dot took a quarter
# of a second).
_ROFF_FONT_RE = re.compile(r"\\f[BIRPC(\[1-4]")
_ROFF_REQUEST = r"\.(?:TH|SH|SS|TP|PP|IP|LP|RS|RE|nf|fi)\b"
_ROFF_FIRST_REQUEST_RE = re.compile(_ROFF_REQUEST)
_ROFF_LATER_REQUEST_RE = re.compile("\n" + _ROFF_REQUEST)


def _is_roff(text: str) -> bool:
    """``_ROFF_HINT_RE.search(text) is not None``."""
    return (_ROFF_FONT_RE.search(text) is not None or _ROFF_FIRST_REQUEST_RE.match(text) is not None
            or _ROFF_LATER_REQUEST_RE.search(text) is not None)


# One roff escape: fonts, sizes and interpolated strings (dropped), special
# characters by name (``\(em``, ``\[em]``), or one character.
_ROFF_ESCAPE_RE = re.compile(
    r"\\(?:f(?:\(..|\[[^\]\n]*\]|.)|s[+\-]?(?:[0-9]+|\(..|\[[^\]\n]*\])|\*(?:\(..|\[[^\]\n]*\]|.)"
    r"|\((..)|\[([^\]\n]*)\]|(.))",
    re.DOTALL,
)
# The man macros that set their arguments in alternating fonts, joined
# without a space: ``.BR ls (1)`` renders "ls(1)".
_ROFF_ALTERNATING_RE = re.compile(r"^\.(?:BR|RB|IR|RI|BI|IB)[ \t]+(.*)$", re.MULTILINE)
_ROFF_REQUEST_RE = re.compile(r"^\.[A-Za-z]{1,3}\b[ \t]*", re.MULTILINE)
_ROFF_ARGUMENT_RE = re.compile(r'"([^"]*)"|(\S+)')
# Special characters by name; any other renders as nothing a card would quote.
_ROFF_SPECIAL = {
    "em": "—", "en": "–", "hy": "-", "mi": "-", "aq": "'", "dq": '"', "lq": "“", "rq": "”", "oq": "‘",
    "cq": "’", "bu": "•", "co": "©", "rg": "®", "tm": "™", "de": "°", "mu": "×", "ti": "~", "ha": "^",
    "rs": "\\", "sl": "/", "ga": "`", "aa": "´", "lh": "☜", "rh": "☞",
}
# One-character escapes: ``\-`` a hyphen, ``\e`` a backslash, ``\ `` and
# ``\~`` a space; the zero-width ones (``\&``, ``\%``, ``\|``, ``\^``,
# ``\c``, ``\:``, ``\)``) nothing. Any other renders as its character.
_ROFF_CHARACTER = {"-": "-", "e": "\\", " ": " ", "~": " ", "0": " ", "&": "", "%": "", "|": "", "^": "",
                   "c": "", ":": "", ")": "", "\n": ""}

# An HTML character reference: numeric, or a named one (``&amp;``, ``&nbsp;``).
_ENTITY_RE = re.compile(r"&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
# A markdown (and reST) backslash escape of ASCII punctuation: ``\_`` is "_".
_ESCAPE_RE = re.compile(r"\\([!-/:-@\[-`{-~])")


# A YAML front matter's setting whose whole value is an integer (``weight:
# 6``, ``sort_rank: 5``): the site generator's ordering or a switch, which
# renders nothing a reader sees, so it grounds no card's number.
_FRONT_MATTER_END_RE = re.compile(r"^(?:---|\.\.\.)[ \t]*$", re.MULTILINE)
_FRONT_MATTER_FIGURE_RE = re.compile(r"^([ \t]*[A-Za-z_][\w.-]*[ \t]*:)[ \t]*[0-9]+[ \t]*$", re.MULTILINE)


# An HTML comment (a licence header, an editor's note) renders nothing: its
# figures ground no number (the licence's "Version 2.0" is no "兩次") and its
# lines are no heading, list or table (a header's "# Licensed to ..." lines
# are no run of sections). Its words stay, on one line: they are still the
# document's (a licence header names the project's foundation, "Apache").
# As a renderer reads one: a comment that opens a line (up to three spaces
# in) runs to the first "-->" however far; one inside a paragraph ends with
# the paragraph, so a stray "<!--" in prose does not swallow the text up to
# some later "-->" (a Mermaid arrow, say) a blank line or more away.
_COMMENT_RE = re.compile(
    r"^([ ]{0,3})<!--(.*?)-->|<!--((?:(?!\n[ \t]*\n).)*?)-->",
    re.DOTALL | re.MULTILINE)
_FIGURE_WORD_RE = re.compile(r"[^\s]*[0-9][^\s]*")


# A backtick code fence's attributes after its language (```` ```Python
# hl_lines="6" ````, ``linenums="1"``, ``{.python startFrom="10"}``): they
# tell the renderer which lines to mark or number and render nothing
# themselves. The language word stays (a card may name the language).
_FENCE_INFO_RE = re.compile(r"[ \t]*`{3,}[ \t]*[^\s`{]*")
# But a label attribute renders as words a reader sees: MkDocs content tabs
# (```` ```yaml tab="Kubernetes" ````) and a block's title bar
# (``title="a.toml"``, ``caption``). A docs page that gives each provider's
# settings in its own tab names the providers only there, so their values
# stay, without quotes, after the language word.
_FENCE_LABEL_RE = re.compile(r'(?<![\w-])(?:tab|title|caption)[ \t]*=[ \t]*"([^"\n]*)"')
# A fence and a ``=`` after it on its line: what every line with attributes
# holds (led by a literal, which a scan skips to fast).
_FENCE_EQUALS_RE = re.compile(r"```[^\n=]*=")


def plain_text(text: str) -> str:
    """``text`` with its markup replaced by the words it renders (the same
    string when it has none)."""
    if "<!--" in text:
        text = _COMMENT_RE.sub(_comment, text)
    if text.startswith("---\n"):
        end = _FRONT_MATTER_END_RE.search(text, 4)
        if end is not None:
            text = _FRONT_MATTER_FIGURE_RE.sub(r"\1", text[:end.start()]) + text[end.start():]
    if "`" in text:
        # (Renderers quote an attribute's value, hl_lines="6": a text without
        # =", most texts, has none and is not scanned.)
        if "```" in text and '="' in text:
            text = _without_fence_attributes(text)
        if ":`" in text:
            text = _ROLE_RE.sub(_role, text)
        if "}`" in text:
            text = _MYST_ROLE_RE.sub(_role, text)
        if "`.`" in text:
            text = _DOTTED_SPANS_RE.sub(_dotted_spans, text)
    if "&" in text and ";" in text:
        text = _ENTITY_RE.sub(_entity, text)
    if "\\" in text or "\n." in text or text.startswith("."):
        if _is_roff(text):
            return _roff(text)
        if "\\" in text:
            text = _ESCAPE_RE.sub(r"\1", text)
    return text


def _dotted_spans(match: re.Match[str]) -> str:
    return match.group().replace("`.`", ".")


def _comment(match: re.Match[str]) -> str:
    indent, block, inline = match.groups()
    body = inline if block is None else block
    words = _FIGURE_WORD_RE.sub(" ", body).replace("#", " ").split()
    return (indent or "") + " ".join(words)


def _without_fence_attributes(text: str) -> str:
    """``text`` with the attributes of its code fences dropped but for the
    values of its labels (only a fence line with a ``=`` after the fence can
    hold one)."""
    kept: list[str] = []
    done = 0  # where the text after the last dropped attributes starts
    for candidate in _FENCE_EQUALS_RE.finditer(text):
        line_start = text.rfind("\n", 0, candidate.start()) + 1
        match = _FENCE_INFO_RE.match(text, line_start)
        if line_start < done or match is None or match.end() > candidate.end():
            continue  # not a fence opening its line, or a line already done
        line_end = text.find("\n", match.end())
        attributes = text[match.end():len(text) if line_end < 0 else line_end]
        labels = " ".join(label for label in _FENCE_LABEL_RE.findall(attributes) if label.strip())
        kept.append(text[done:match.end()] + (" " + labels if labels else ""))
        done = len(text) if line_end < 0 else line_end
    return "".join(kept) + text[done:] if kept else text


def _role(match: re.Match[str]) -> str:
    return f"{match.group(1)} {match.group(2)}"


def _entity(match: re.Match[str]) -> str:
    import html  # a source with a character reference is rare

    return html.unescape(match.group())


def _roff(text: str) -> str:
    """A man page as it reads: request names dropped (their arguments kept,
    an alternating-font macro's joined), escapes rendered."""
    text = _ROFF_ALTERNATING_RE.sub(_alternating, text)
    text = _ROFF_REQUEST_RE.sub("", text)
    return _ROFF_ESCAPE_RE.sub(_roff_escape, text)


def _alternating(match: re.Match[str]) -> str:
    return "".join(quoted or bare for quoted, bare in _ROFF_ARGUMENT_RE.findall(match.group(1)))


def _roff_escape(match: re.Match[str]) -> str:
    special, named, char = match.groups()
    if special is not None or named is not None:
        return _ROFF_SPECIAL.get(special or named, "")
    if char is None:
        return ""  # a font, a size or an interpolated string
    return _ROFF_CHARACTER.get(char, char)
