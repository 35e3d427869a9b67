"""Forms of a source's words that a paraphrase writes and that name nothing
new: an inflection of a source word (``Provisioning`` for ``provision``) and
an initialism of a source's capitalised phrase (``JVM`` for ``Java VM``).
"""

from __future__ import annotations

import re

_INFLECTED_RE = re.compile(r"[A-Za-z][a-z]{3,}(?:ing|ed)")
# Two or more capitalised words, apart by a space or a hyphen, the first
# starting with a given capital (the scan skips to that letter fast).
_RUN_TEMPLATE = r"{}(?<![A-Za-z0-9].)[A-Za-z0-9]*(?:[ \-](?:(?:and|of|for|&) )?[A-Z][A-Za-z0-9]*)+"
_SPLIT_RE = re.compile(r"[ \-]")
# Lower-case words inside a name that its initialism skips: "Securities and
# Exchange Commission" is the SEC, "Bureau of Labor Statistics" the BLS.
_SKIPPED_WORDS = frozenset(("and", "of", "for", "&"))
# Capitalised by position, not by name: "The OTP" is no TOTP.
_FUNCTION_WORDS = frozenset("""
    a an and are as at be by for if in is it its no not of on or our the these this those to we with you
    """.split())


def inflection_bases(written: str) -> tuple[str, ...]:
    """Folded bases of an ``-ing`` or ``-ed`` form written as a plain word
    (not CamelCase, not an acronym): ``Caching`` gives ``cach``, ``cache``;
    ``Planned`` gives ``plann``, ``planne``, ``plan``."""
    if _INFLECTED_RE.fullmatch(written) is None:
        return ()
    word = written.lower()
    stem = word[:-3] if word.endswith("ing") else word[:-2]
    bases = [stem, stem + "e"]
    if len(stem) > 4 and stem[-1] == stem[-2]:
        bases.append(stem[:-1])  # planned, running
    return tuple(base for base in bases if len(base) >= 4)


def inflected_forms(written: str) -> tuple[str, ...]:
    """The ``-ed`` and ``-ing`` forms of a plain lower-case word a card
    writes in its base form (``squash`` gives ``squashed``, ``squashing``;
    ``merge`` gives ``merged``, ``merging``; ``commit`` also ``committed``;
    ``plan`` is too short), which
    a source may write instead. Not of a capitalised word: ``Salt`` or
    ``Spark`` names a thing that ``salted`` or ``sparked`` does not."""
    if _BASE_RE.fullmatch(written) is None:
        return ()
    if written.endswith("e"):
        return (written + "d", written[:-1] + "ing")
    if written.endswith("y") and written[-2] not in "aeiou":
        return (written[:-1] + "ied", written + "ing")
    if _DOUBLING_RE.search(written) is not None:  # commit: committed (and a harmless "openned")
        return (written + "ed", written + "ing", written + written[-1] + "ed", written + written[-1] + "ing")
    return (written + "ed", written + "ing")


_BASE_RE = re.compile(r"[a-z]{4,}")
# A final consonant after one vowel, which English may double before -ed/-ing.
_DOUBLING_RE = re.compile(r"[^aeiou][aeiou][bdgklmnprt]$")


def is_initialism(acronym: str, text: str) -> bool:
    """Is ``acronym`` (capitals) the initialism of a run of two to five
    capitalised words of ``text``, each giving its initial or, when it is
    an acronym itself, all its letters (``JVM`` from ``Java VM``, ``LTS``
    from ``Long Term Support``; ``SEC`` from ``Securities and Exchange
    Commission``, past the lower-case ``and``, ``of``, ``for``, ``&``
    inside the name)? Runs are looked for from the acronym's first letter
    only."""
    for run in re.finditer(_RUN_TEMPLATE.format(re.escape(acronym[0])), text):
        letters = ""
        for i, word in enumerate(_SPLIT_RE.split(run.group())):
            if i and word in _SKIPPED_WORDS:
                continue
            if word.lower() in _FUNCTION_WORDS or (i and not word[:1].isupper()):
                break
            letters += word if word.isupper() else word[:1]  # a run may open with a separator: an empty piece
            if not acronym.startswith(letters.upper()):
                break
            if i and letters.upper() == acronym:
                return True
    return False
