"""Names a source implies by its own commands, code and labels.

A faithful card names what the source shows without naming it: a README
whose install line is ``brew install glow`` is installed with Homebrew, a
file of ``module.exports`` is JavaScript for Node.js, and a card
explaining that code says ``NaN`` where the code computes one. These are
grounded (H7, default mode) by signs the source writes itself, from the
tables in text/grounding_words: a command line of a tool, a code fence's
language label, a form of code only one language writes, a file, manifest
or id of one ecosystem (item 193). The code is read once per source; a
command line or an ecosystem sign is looked for only when a card names
what it implies. A sign is read only where it is one (a command where a command
line starts, a sign of code at its line's start), so prose that says "go
get it" implies nothing, and a name no sign implies (``Ember Data`` on a
JavaScript source) stays reported.
"""

from __future__ import annotations

import re

from anchorlint.text.grounding_words import (
    ECOSYSTEM_SIGNS, FENCE_LANGUAGES, IMPLYING_COMMANDS, LANGUAGE_LITERALS, LANGUAGE_SIGNS,
)

# Where a command line starts: a line's start (after indentation, a list
# bullet, a shell prompt or ``sudo``), a code span's backtick, or a shell's
# ``&&``/``;``/``|`` joining one command to the next.
_COMMAND_START = r"(?:^[ \t]*(?:[-*+][ \t]+)?|`|&&[ \t]*|;[ \t]*|\|[ \t]*)(?:\$[ \t]*)?(?:sudo[ \t]+)?"


def _command_pattern(word: str, subcommands: tuple[str, ...]) -> str:
    after = rf"[ \t]+(?:{'|'.join(map(re.escape, subcommands))})\b" if subcommands else r"[ \t]+[^\s`]"
    return rf"{_COMMAND_START}{re.escape(word)}{after}"


# Each pattern with a literal the source must hold for it to match: a
# source is searched with a pattern only when it holds the literal (most
# sources hold none; a pattern that opens with a line's start or an
# alternation is tried at every character of the source). A command's
# literal is its word and a space or a tab.
_COMMAND_RES = tuple(
    ((word + " ", word + "\t"), re.compile(_command_pattern(word, subcommands), re.MULTILINE), names)
    for word, (subcommands, names) in IMPLYING_COMMANDS.items())
_FENCE_RE = re.compile(r"^[ \t]*(?:```|~~~)[ \t]*\{?\.?([A-Za-z0-9]+)", re.MULTILINE)
_SIGN_RES = tuple((literal, re.compile(sign, re.MULTILINE), names) for literal, sign, names in LANGUAGE_SIGNS)
_ECOSYSTEM_RES = tuple(((literal,), re.compile(sign), names) for literal, sign, names in ECOSYSTEM_SIGNS)


def _by_name() -> dict[str, tuple[tuple[tuple[str, ...], re.Pattern[str]], ...]]:
    by_name: dict[str, list[tuple[tuple[str, ...], re.Pattern[str]]]] = {}
    for literals, pattern, names in (*_COMMAND_RES, *_ECOSYSTEM_RES):
        for name in names:
            by_name.setdefault(name, []).append((literals, pattern))
    return {name: tuple(signs) for name, signs in by_name.items()}


# The command lines and ecosystem signs that imply each name: a source is
# asked only for the signs of a name a card writes (most sources are asked
# for none, and a source asked for Rust is not searched for yarn).
_SIGNS_OF: dict[str, tuple[tuple[tuple[str, ...], re.Pattern[str]], ...]] = _by_name()
# Every name the tables can imply: a card name outside it is never looked up.
IMPLIABLE: frozenset[str] = frozenset(
    set(_SIGNS_OF)
    | set(FENCE_LANGUAGES.values())
    | {name for _, _, names in LANGUAGE_SIGNS for name in names}
    | {literal for literals in LANGUAGE_LITERALS.values() for literal in literals})


def code_names(written: str) -> frozenset[str]:
    """The names (folded, squashed: ``nodejs``) the source ``written``
    implies by its code fence labels and signs of code, with the literal
    values of each language its code is written in."""
    languages = {FENCE_LANGUAGES[label.lower()] for label in _FENCE_RE.findall(written)
                 if label.lower() in FENCE_LANGUAGES} if "```" in written or "~~~" in written else set()
    names: set[str] = set()
    for literal, pattern, implied in _SIGN_RES:
        if literal in written and pattern.search(written):
            languages.update(implied)
    names |= languages
    for language in languages & LANGUAGE_LITERALS.keys():
        names.update(LANGUAGE_LITERALS[language])
    return frozenset(names)


def signed(written: str, name: str) -> bool:
    """Does a command line or an ecosystem sign of the source ``written``
    imply ``name`` (folded)? A file name, a manifest or an advisory id names
    its ecosystem but shows no code: no language values follow from it."""
    return any(any(literal in written for literal in literals) and pattern.search(written) is not None
               for literals, pattern in _SIGNS_OF.get(name, ()))


def implied_names(written: str) -> frozenset[str]:
    """Every name (folded) the source ``written`` implies: :func:`code_names`
    and the names :func:`signed` finds."""
    return code_names(written) | {name for name in _SIGNS_OF if signed(written, name)}
