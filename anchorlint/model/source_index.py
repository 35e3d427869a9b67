"""What a source grounds, read once per source and shared by every card
citing it: its names at token boundaries (with their joins, singulars and
parts) and its numbers in every written form, each with the units it is
given. Pure: built from the source text alone; each part on first use."""

from __future__ import annotations

import re
from functools import cached_property

from anchorlint.model.source_numbers import COUNT, date_paragraphs, hinted_paragraphs, read_table
from anchorlint.text.card_anchors import NAME, NUMBER, Anchor, unfullwidth
from anchorlint.text.grounding_words import (
    ABBREVIATIONS, LINKED_ABBREVIATIONS, MONTHS, NAME_ADJECTIVE_ENDINGS, NAME_PREFIXES, SIZE_POWERS, UNITS,
)
from anchorlint.text.implied_names import IMPLIABLE, code_names, signed
from anchorlint.text.key_paths import KEY_PATH_RE, nests
from anchorlint.text.name_forms import inflected_forms, inflection_bases, is_initialism
from anchorlint.text.source_markup import plain_text
from anchorlint.text.spdx_licences import names_licence
from anchorlint.text.tables import scaled_cells
from anchorlint.text.tokens import (
    TOKEN_RE, after_boundary, joined_pattern, name_keys, source_keys, squash, stems, written_stem,
)
from anchorlint.text.unit_scale import converts, scales

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing: the tables are read on first use
if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Iterable
    from anchorlint.text.table_columns import Tables

_PRERELEASE_RE = re.compile(r"([0-9]+(?:\.[0-9]+)+)[\-.]?(a|b|rc|alpha|beta|pre)\.?([0-9]+)")
_PRERELEASE_WORDS = {"a": "a|alpha", "alpha": "a|alpha", "b": "b|beta", "beta": "b|beta",
                     "rc": "rc|release candidate|candidate", "pre": "pre|preview"}


_ACRONYM_PLURAL_RE = re.compile(r"[A-Z][A-Z0-9]+s")
_ACRONYM_RE = re.compile(r"[A-Z][A-Z0-9]+")
# A size given to an option with a one-letter suffix: ``size=65536k``,
# ``mem_limit: "512m"`` (folded text).
_OPTION_SIZE_RE = re.compile(r"(?:[=:][ \t]?[\"']?|-xm[sxn]|-xss)([0-9]+)([kmg])(?![a-z0-9_.])")
# A duration of two parts or more written as Go and many configurations
# write one (folded): ``1m30s``, ``2h30m``, ``1h0m10s``.
# (led by its first digit, the look-behind checked after it: a pattern
# opening with a look-behind is tried at every character of a long source)
_COMPOUND_DURATION_RE = re.compile(
    r"[0-9](?<![0-9a-z_.][0-9])[0-9]*(?:h[0-9]+m(?:[0-9]+s)?|h[0-9]+s|m[0-9]+(?:\.[0-9]+)?s)(?![a-z0-9_])")
_DURATION_PART_RE = re.compile(r"([0-9.]+)([hms])")
_DURATION_SECONDS = {"h": 3600.0, "m": 60.0, "s": 1.0}
_CLOCK_UNITS = frozenset({"ns", "us", "ms", "second", "minute", "hour"})
_GLUED_UNIT_RE = re.compile(r"[0-9]([a-z]{1,6})(?![a-z0-9_])")
_COMPOUND_SPLIT_RE = re.compile(r"[\-/]")
# The characters of a token and those that join its parts (text/tokens.TOKEN_RE).
_TOKEN_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789" + "".join(map(chr, range(0xDF, 0x250))))
_JOINERS = frozenset("._-'’")
_TOKEN_OR_JOINER = _TOKEN_CHARS | _JOINERS
_SEPARATORS = _JOINERS | {" "}  # what text/tokens.squash drops
# Above this many characters a source's keys are built at its first name.
_SCAN_CHARS = 65536
_DOUBLE_JOINER_RE = re.compile(r"[._\-'’]{2}")
_RUN_RE = re.compile("[a-z0-9][a-z0-9]*")
_LATIN_EXTENDED_RE = re.compile("[\u00df-\u024f]")  # token letters beyond ASCII (text/tokens.TOKEN_RE)
# Printable ASCII without white space (SourceIndex.writes).
_ASCII_RUN_RE = re.compile("[!-~]+")



# A month's names: a card writes the full name where the source abbreviates
# it (a release table's ``Nov 2023``), or the other way round.
_MONTH_FORMS = {form: tuple(other for other in names.split() if other != form)
                for names in MONTHS for form in names.split()}
_MONTH_OF = {form: number for number, names in enumerate(MONTHS, 1) for form in names.split()}
# A figure glued to a B for billions (folded): ``3.8b``, ``14b``.
_BILLIONS_RE = re.compile(r"([0-9](?<![0-9a-z_.][0-9])[0-9]*(?:\.[0-9]+)?)b(?![a-z0-9_])")  # (led by a digit)
# A figure inside a CamelCase identifier, set apart by case (cased text).
_CAMEL_FIGURE_RE = re.compile(r"(?<=[a-z])([0-9]+)([KM]?)(?=[A-Z][a-z])")
_CAMEL_SCALES = {"": 1, "K": 1000, "M": 1_000_000}
# What every such figure has: a digit, maybe a scale letter, a capitalised
# word (a class first: a scan skips to a digit fast).
_CAMEL_HINT_RE = re.compile(r"[0-9][KM]?[A-Z][a-z]")
# An identifier with a figure inside (cased text), and its capitalised words.
_CAMEL_PHRASE_RE = re.compile(r"(?<![A-Za-z0-9_])[A-Za-z]+[0-9][A-Za-z0-9]*[A-Z][a-z][A-Za-z0-9]*")
_CAMEL_WORD_RE = re.compile(r"[A-Z][a-z]+")
# A fraction's key (text/numbers: "1/3" for "one third" and 三分之一).
_FRACTION_KEY_RE = re.compile(r"[1-9][0-9]?/[1-9][0-9]?")


def _fraction(key: str) -> float:
    numerator, denominator = key.split("/")
    return int(numerator) / int(denominator)


# A prerelease's tag written alone (``rc9``, ``beta2``, ``a1``; folded).
_PRERELEASE_TAG_RE = re.compile(r"(a|b|rc|alpha|beta|pre|dev)\.?([0-9]+)")


class SourceIndex:
    """Token-aligned lookups of card anchors in one source."""

    __slots__ = ("written", "raw", "cased", "text", "__dict__")

    def __init__(self, text: str) -> None:
        self.written = text
        self.raw = plain_text(text)  # markup read as the words it renders
        self.cased = unfullwidth(self.raw)  # fullwidth forms folded, case kept
        self.text = self.cased.lower()

    @cached_property
    def _words(self) -> str:
        # No token, glued unit or run spans white space, so the distinct
        # space-separated words give the same ones as the whole text, from
        # far fewer characters (a source repeats most of its words).
        return " ".join(set(self.text.split()))

    @cached_property
    def _keys(self) -> tuple[set[str], set[str]]:
        words = self._words
        tokens = set(TOKEN_RE.findall(words))
        # A unit glued to its number (``4.5GHz``, ``512MB``) is a word of its
        # own when a card writes it apart (``4.5 GHz``).
        tokens.update(_GLUED_UNIT_RE.findall(words))
        return source_keys(tokens)

    @cached_property
    def _scaled_cells(self) -> frozenset[str]:
        # Figures glued to the scale letter their table column's header
        # gives in brackets (0.125m under "global tokens/step (M)").
        return scaled_cells(self.text)

    @cached_property
    def names(self) -> set[str]:
        """Every token squashed, and the runs of its parts."""
        return self._keys[0]

    @cached_property
    def singulars(self) -> set[str]:
        """The singular forms of the source's plural tokens."""
        return self._keys[1]

    @cached_property
    def squashed(self) -> str:
        """The source without spaces, dots, hyphens, underscores and
        apostrophes: a name a card writes joined can only be written apart if
        it is in here, and every key of ``names`` is in here."""
        text = self.text
        for separator in " ._-'’":
            if separator in text:
                text = text.replace(separator, "")
        return text

    def _named(self, key: str, token: str = "") -> bool:
        """``key in self.names``, answered from the text while the names are
        not built: most sources are asked a few names, nearly all written
        there as whole tokens (``token``, when given, squashes to ``key``:
        ``values.yaml`` for ``valuesyaml``), and building every key costs
        more than that."""
        keys = self._built_keys()
        if keys is not None:
            return key in keys[0]
        if not _SEPARATORS.isdisjoint(key):
            return False  # every key is squashed (text/tokens.squash)
        if self._whole_token(key) or (token and token != key and self._whole_token(token)):
            return True
        return key in self.squashed and key in self._keys[0]

    def _singular(self, key: str) -> bool:
        """``key in self.singulars``: the source has a token whose singular
        forms (text/tokens.stems) include ``key``."""
        keys = self._built_keys()
        if keys is not None:
            return key in keys[1]
        if not _SEPARATORS.isdisjoint(key):
            return False  # every key is squashed (text/tokens.squash)
        plurals = [plural for plural in (key + "s", key + "es", key[:-1] + "ies") if key in stems(plural)[1:]]
        if any(map(self._whole_token, plurals)):
            return True
        return any(plural in self.squashed for plural in plurals) and key in self._keys[1]

    def _built_keys(self) -> tuple[set[str], set[str]] | None:
        """The source's keys once built, or built now for a long source (it
        is asked many names, and one scan of it per name costs more)."""
        keys = self.__dict__.get("_keys")
        if keys is None and len(self.text) > _SCAN_CHARS:
            keys = self._keys
        return keys

    def _whole_token(self, key: str) -> bool:
        """The source writes ``key`` as a whole token: no token character or
        joined part on either side. Only a sure "yes"; a few occurrences
        are looked at, then the caller builds the keys."""
        text = self.text
        at = text.find(key) if key else -1
        if at < 0:
            return False
        if key[0] not in _TOKEN_CHARS or key[-1] not in _TOKEN_CHARS:
            return False
        if not _TOKEN_OR_JOINER.issuperset(key) or _DOUBLE_JOINER_RE.search(key):
            return False  # not one token: a joiner stands between two token characters
        end = len(text)
        for _ in range(32):
            if at < 0:
                return False
            after = at + len(key)
            if not (at and (text[at - 1] in _TOKEN_CHARS or (
                    text[at - 1] in _JOINERS and at > 1 and text[at - 2] in _TOKEN_CHARS))) and not (
                    after < end and (text[after] in _TOKEN_CHARS or (
                        text[after] in _JOINERS and after + 1 < end and text[after + 1] in _TOKEN_CHARS))):
                return True
            at = text.find(key, at + 1)
        return False

    def writes(self, literal: str) -> bool:
        """``literal in self.text``, answered once per source and literal:
        cards citing a source ask it the same literals. A long source is
        asked from its distinct runs of printable ASCII when the literal is
        such a run (it can only occur inside one), a small fraction of a
        book-sized text: one scan of it costs milliseconds."""
        memo = self.__dict__.setdefault("_writes_memo", {})
        found = memo.get(literal)
        if found is None:
            text = self._ascii_runs if len(self.text) > _SCAN_CHARS and _ASCII_RUN_RE.fullmatch(literal) else self.text
            found = memo[literal] = literal in text
        return found

    @cached_property
    def _ascii_runs(self) -> str:
        # Read from the distinct words: a run of printable ASCII is a part of
        # a word, and a book writes the same words again and again.
        return " ".join(set(_ASCII_RUN_RE.findall(self._words)))

    @cached_property
    def names_text(self) -> str:
        """Every key of ``names``, one a line: a long source is searched
        here for a piece of a token (H7's "only inside 'javascript'"), a
        fraction of its text."""
        return "\n".join(self.names)

    @cached_property
    def numbers(self) -> dict[str, set[str | None]]:
        """Number key -> the units the source gives it (None: no unit). A
        series's releases give its number (3.14.1, 3.14.2 give 3.14). Only
        the paragraphs that can hold a number are read (model/source_numbers.py)."""
        return self._number_readings[0]

    @cached_property
    def counted(self) -> dict[str, list[tuple[str, str] | None]]:
        """Number key -> the CJK counter and the words after it of each count
        the source gives it as (None: a count with no CJK counter), read with
        :attr:`numbers` (text/counted_things.py)."""
        return self._number_readings[1]

    @cached_property
    def _number_readings(self) -> tuple[dict[str, set[str | None]], dict[str, list[tuple[str, str] | None]]]:
        table: dict[str, set[str | None]] = {}
        counted: dict[str, list[tuple[str, str] | None]] = {}
        read_table(self.number_text, table, counted)
        return table, counted

    @cached_property
    def number_text(self) -> str:
        """The paragraphs that can hold a number, joined by blank lines: what
        the number and date readings read (model/source_numbers.py)."""
        paragraphs, kept = self._number_paragraphs
        return self.text if len(kept) == len(paragraphs) else "\n\n".join(kept)

    @cached_property
    def _number_paragraphs(self) -> tuple[list[str], list[str]]:
        return hinted_paragraphs(self.text)

    @cached_property
    def tables(self) -> Tables:
        """The source's tables with a header (text/table_columns.read_tables);
        read for a card that counts a noun with a figure."""
        from anchorlint.text.table_columns import read_tables

        return read_tables(self.text)

    @cached_property
    def directives(self) -> dict[str, frozenset[str]]:
        """A configuration file's directives and the figures of their
        values (text/config_values.directive_values); read for a card that
        names something in code before a figure."""
        from anchorlint.text.config_values import directive_values

        return directive_values(self.text)

    @cached_property
    def _code_names(self) -> frozenset[str]:
        """The names the source implies by its code (text/implied_names),
        read on the first card name it could ground."""
        return code_names(self.written)

    def _implies(self, name: str) -> bool:
        """Does the source imply ``name`` (folded) by its code, its command
        lines or a sign of its ecosystem? Answered once per source and name."""
        memo = self.__dict__.setdefault("_implies_memo", {})
        found = memo.get(name)
        if found is None:
            found = memo[name] = name in self._code_names or signed(self.written, name)
        return found

    @cached_property
    def multiplier_values(self) -> frozenset[float]:
        """The numbers of times the source gives (``twice``, ``* 2``, ``x
        2.63``): what a card's multiplier in words may restate."""
        return frozenset(float(key) for key, units in self.numbers.items()
                         if "times" in units and key.replace(".", "", 1).isdigit())

    @cached_property
    def dates(self) -> frozenset[tuple[int | None, int, int]]:
        """The source's whole dates (see text/full_dates.date_keys); read
        only for a card that writes one, and only where a number can stand
        (every date has a digit, and none runs on over a blank line) and a
        date's month or year is written (model/source_numbers.date_paragraphs)."""
        from anchorlint.text.full_dates import date_keys

        return date_keys(date_paragraphs(self._number_paragraphs[1]))

    @cached_property
    def year_months(self) -> frozenset[tuple[int, int]]:
        """Every (year, month) the source writes (text/full_dates.year_month_keys;
        its headings too: a history by year), read only for a card that
        writes a year with its month and no day."""
        from anchorlint.text.full_dates import year_month_keys

        return year_month_keys(self.text)

    def has_name(self, key: str, written: str = "", extra: frozenset[str] = frozenset()) -> bool:
        """A card token (folded ``key``, ``written`` as the card writes it) at
        token boundaries in the source, or in a form a faithful writer gives
        it: joined or split, singular for plural (with the card's case, so
        that ``Teams`` is not grounded by ``team``), abbreviated. Answered
        once per source (the cards citing a source share most names)."""
        memo = self.__dict__.setdefault("_name_memo", {})
        asked = (key, written, extra)
        if asked not in memo:
            memo[asked] = self._has_name(key, written, extra)
        return memo[asked]

    def _has_name(self, key: str, written: str, extra: frozenset[str]) -> bool:
        if "_" in written and _SNAKE_CASE_RE.fullmatch(written):
            # An identifier names itself only: `max_timelines` is not the
            # source's max_timelines_history, whose parts name GitHub App
            # for prodname_github_app in prose.
            return self._whole_identifier(written.lower())
        keys = name_keys(key)
        if _ACRONYM_PLURAL_RE.fullmatch(written):
            keys = (*keys, keys[0][:-1])  # DMs, PRs, VMs
        if self._named(keys[0], key):
            return True
        if any(map(self._named, keys[1:])) or any(map(self._singular, keys)):
            if self._same_case(written or key):
                return True
        if any(self._abbreviation(k, extra) for k in keys) or self._joined(keys[0]):
            return True
        if self._prerelease(key) or self._compound(written or key):
            return True
        # Provisioning for provision, squash for squashed; JVM for Java VM.
        if self._inflected(written or key, written) or self._inflected_last_part(written):
            return True
        if self._acronym_plural(written) or names_licence(written, self.raw):
            return True
        if self._acronym_singular(written) or self._name_adjective(written):
            return True
        if "." in written and self._key_path(written.lower()):
            return True  # root.path for the source's "root": {"path": ...}
        if self._inflected_join(key) or self._short_hash(key):
            return True
        if self.writes("*") and self._globbed(written or key):
            return True
        if key in self._optional_letter_bases:
            return True  # py for a pattern's \.pyi?$
        if self._js_stem_named(written):
            return True  # Node.js for the source's Node 8
        if self.writes("'d") and self._apostrophe_past(key):
            return True  # XOR, XORed for the source's xor'd
        if key[-1:] in "kmb" and key[:1].isdigit() and key in self._scaled_cells:
            return True  # 16M for a 16 under a "tokens (M)" header
        if key in _MONTH_FORMS and any(map(self._named, _MONTH_FORMS[key])):
            return True  # November for a table's Nov 2023; Nov for November
        if key in _MONTH_FORMS and self._dated_in(_MONTH_OF[key]):
            return True  # August for the source's 2019-08-21
        if key[-1:].isdigit() and self._prerelease_tag(key):
            return True  # rc9 for the source's 3.0.0rc9
        if keys[0] in IMPLIABLE and self._implies(keys[0]):
            return True  # Homebrew for the source's `brew install`, NaN for its JavaScript
        acronym = written[:-2] if written.endswith(("'s", "’s")) else written  # the SEC's
        return acronym.isupper() and len(acronym) >= 3 and (
            is_initialism(acronym, self.raw) or _camel_part(acronym, self.cased)
            or _camel_head(acronym, self.cased))

    def _whole_identifier(self, identifier: str) -> bool:
        """Does the source write ``identifier`` (lower case) as a whole
        identifier, or, when it ends with ``_``, as the start of one?"""
        at = self.text.find(identifier)
        while at >= 0:
            end = at + len(identifier)
            if not (at and _IDENTIFIER_CHAR(self.text[at - 1])) and (identifier[-1] == "_" or not (
                    end < len(self.text) and _IDENTIFIER_CHAR(self.text[end]))):
                return True
            at = self.text.find(identifier, at + 1)
        return False

    def writes_path(self, path: str) -> bool:
        """Does the source write the relative ``path`` (lower case) as a
        path of its own, not as the end of a longer one (``tmp/uploads`` in
        ``data/tmp/uploads``)? ``./`` before it is the same path, and so is a
        URL's ``//`` before its host."""
        at = self.text.find(path)
        while at >= 0:
            before = self.text[at - 1] if at else " "
            if not (_IDENTIFIER_CHAR(before) or before in "/.-") or self.text.endswith("//", 0, at) or (
                    self.text.endswith("./", 0, at) and not self.text.endswith("../", 0, at)):
                return True  # (a URL's host and path after its //: the card's github.com/jqlang)
            at = self.text.find(path, at + 1)
        return False

    def starts_identifier(self, identifier: str) -> bool:
        """Does the source write an identifier whose first parts are
        ``identifier`` (what a card's ``limit_request_*`` stands for)?"""
        return self._whole_identifier(identifier.lower() + "_")

    def _inflected(self, word: str, written: str) -> bool:
        """Another form of the same word: the base of a card's ``-ing`` or
        ``-ed`` form (``Provisioning`` for "provision"), or an ``-ed`` or
        ``-ing`` form of a lower-case base the card writes or derives
        (``squash`` or ``squashing`` for "squashed")."""
        bases = inflection_bases(word)
        if any(map(self._named, bases)):
            return True
        return any(self._named(form) for base in (written, *bases) for form in inflected_forms(base))

    def _inflected_last_part(self, written: str) -> bool:
        """A hyphenated word in another form of its last part: ``cherry-pick``
        for "cherry-picked". English inflects a compound at its end, so the
        source must write the same leading parts with the last one in a form
        of the card's (``cherry-picked``, ``cherry-picking``); a compound the
        source lacks (``hand-picked``) or a changed head still fails."""
        head, dash, last = written.rpartition("-")
        if not dash or not head.replace("-", "").isalpha() or not last.isalpha():
            return False
        forms = {*inflection_bases(last), *inflected_forms(last)}
        forms |= {form for base in inflection_bases(last) for form in inflected_forms(base)}
        joined = [f"{head}-{form}".lower() for form in forms if form != last.lower()]
        return any(self._named(squash(form), form) for form in joined)

    def _acronym_plural(self, written: str) -> bool:
        """The plural of a short acronym (``IDs`` for "ID", ``VMs``): the
        source writes the acronym itself in capitals. A letter less than the
        general plural rule needs (``written_stem`` keeps a three-letter
        token whole), and only an acronym: ``ids`` or ``UIDs`` still fail."""
        if _ACRONYM_PLURAL_RE.fullmatch(written) is None:
            return False
        acronym = written[:-1]
        return self._named(acronym.lower()) and re.search(
            rf"(?<![A-Za-z0-9_]){acronym}(?![A-Za-z0-9_])", self.cased) is not None

    def _acronym_singular(self, written: str) -> bool:
        """An acronym the source writes only in the plural (``PR`` for
        "PRs", ``VM`` for "VMs"): the same acronym in capitals with an ``s``
        after it. A lower-case plural (``prs``) or a longer token (``PRSs``)
        still fails."""
        if _ACRONYM_RE.fullmatch(written) is None or not self._named(written.lower() + "s"):
            return False
        return re.search(rf"(?<![A-Za-z0-9_]){written}s(?![A-Za-z0-9_])", self.cased) is not None

    def _name_adjective(self, written: str) -> bool:
        """An adjective coined from a source's name (``MIT-licensed`` for
        "MIT License", ``JVM-based`` for "JVM"): the ending is one of
        NAME_ADJECTIVE_ENDINGS and the name before it is grounded in any of
        its forms; or a prefix of NAME_PREFIXES before a grounded name or a
        version the source gives (``multi-GPU``, ``non-POSIX``, ``pre-2.0``).
        An ungrounded name (``GPL-licensed`` for an MIT source, ``pre-3.0``
        for a 2.0 source) still fails."""
        head, dash, ending = written.rpartition("-")
        if dash and ending in NAME_ADJECTIVE_ENDINGS and head and not head.endswith("-"):
            return self.has_name(squash(head.lower()), head)
        prefix, dash, rest = written.partition("-")
        if not dash or prefix.lower() not in NAME_PREFIXES or not rest or rest.startswith("-"):
            return False
        if rest[0].isdigit():  # pre-2.0: a version the source gives
            return rest in self.numbers or "v" + rest in self.numbers
        return self.has_name(squash(rest.lower()), rest)  # multi-GPU, non-POSIX

    def _dated_in(self, month: int) -> bool:
        """Does the source give a date in ``month`` (any year, with or
        without its day: ``2019-08-21``, ``Aug 2019``)? A month the card
        names alone ("late August") is one of the source's dates."""
        return any(date[1] == month for date in self.year_months) or any(
            date[1] == month for date in self.dates)

    def _prerelease_tag(self, key: str) -> bool:
        """A prerelease's tag written alone (``rc9``) for a source version
        that ends with it (``3.0.0rc9``, ``3.0.0-rc.9``); ``rc10`` or a tag
        the source writes after no version still fails."""
        match = _PRERELEASE_TAG_RE.fullmatch(key)
        if match is None or not self.writes(match.group(1)):
            return False
        tag, number = match.groups()
        pattern = rf"(?<![0-9a-z.])[0-9]+(?:\.[0-9]+)+[\-.]?{tag}\.?{number}(?![0-9a-z])"
        return re.search(pattern, self.text) is not None

    def _key_path(self, path: str) -> bool:
        """A dotted path of keys the source's configuration nests
        (text/key_paths.py); every key must be a source token first."""
        if KEY_PATH_RE.fullmatch(path) is None:
            return False
        if not all(self._named(squash(key), key) for key in path.split(".")):
            return False
        return nests(path, self.text)

    def _inflected_join(self, key: str) -> bool:
        """A verb and its particle written as one noun: ``checkout`` for
        "checked out", ``setup`` for "setting up" (an ``-ed`` or ``-ing``
        form of the first part, then the second)."""
        if len(key) < 5 or not key.isalpha():
            return False
        scan = self._built_keys() is None
        for cut in range(3, len(key) - 1):
            stem, word = key[:cut], key[cut:]
            if scan and stem[:-1] not in self.text:
                break  # every form of this cut and of the longer ones starts with it (make: making)
            forms = [stem + ending for ending in ("ed", "ing", "d", stem[-1] + "ed", stem[-1] + "ing")]
            forms += [stem[:-1] + "ing"] if stem.endswith("e") else []
            if any(self._written_apart(form, word) for form in forms):
                return True
        return False

    def _written_apart(self, form: str, word: str) -> bool:
        """Two source words, the second after the first, a space or hyphen
        between. The set lookups first once the keys are built; before,
        the text is asked first (a particle is rarely a whole token where
        the text has it, and asking the keys would build them)."""
        text = self.text
        if self._built_keys() is None and f"{form} {word}" not in text and f"{form}-{word}" not in text:
            return False
        return self._named(word) and self._named(form) and re.search(
            rf"(?<![a-z]){form}[ \-]{word}(?![a-z])", text) is not None

    @cached_property
    def _optional_letter_bases(self) -> frozenset[str]:
        """The names the source writes in a pattern with one more letter
        made optional (``py`` of ``\\.pyi?$``, ``http`` of ``https?://``)."""
        text, bases = self.text, set()
        at = text.find("?")
        while at >= 0:
            if text[at + 1:at + 2] in _PATTERN_AFTER_OPTIONAL and at >= 3 and "a" <= text[at - 1] <= "z":
                start = at - 1
                while start and text[start - 1] in _BASE_CHARS:
                    start -= 1
                if at - 1 - start >= 2 and not (start and text[start - 1] == "_"):
                    bases.add(text[start:at - 1])
            at = text.find("?", at + 1)
        return frozenset(bases)

    def _js_stem_named(self, written: str) -> bool:
        """A JavaScript project's name with its ``.js``/``JS`` suffix
        (``Node.js``, ``Commander.js``, ``VueJS``) when the source writes the
        name without it, with the card's case (``Node 8``, ``Commander``):
        the suffix is part of how the project is called, not another
        referent. The other way round (the card's ``Node`` for the source's
        ``node.js``) is a part of the source's token already."""
        match = _JS_SUFFIX_RE.fullmatch(written)
        if match is None:
            return False
        stem = match[1]
        return self._named(squash(stem.lower())) and self._same_case(stem)

    def _apostrophe_past(self, key: str) -> bool:
        """A verb the source writes in its apostrophe past form (``xor'd``,
        ``cc'd``): the name it is made from (``XOR``) and its ``-ed`` form
        (``XORed``) are the same word."""
        base = key[:-2] if key.endswith("ed") else key
        return len(base) >= 2 and base.isalnum() and re.search(
            rf"(?<![a-z0-9]){re.escape(base)}'d(?![a-z0-9])", self.text) is not None

    def _globbed(self, written: str) -> bool:
        """A name the source writes as a shell pattern, a ``*`` inside it
        (``libexpat*.so.1.12.5`` for the card's ``libexpat.so.1.12.5``): the
        pattern stands for every name it matches, and a card names one."""
        name = written.lower()
        return any(pattern.fullmatch(name) for pattern in self._glob_patterns)

    @cached_property
    def _glob_patterns(self) -> list[re.Pattern[str]]:
        """The source's names with a ``*`` between two of their characters,
        as patterns (a ``*`` standing for any run of name characters). Not
        a markdown emphasis: a name character on each side of the star."""
        text, globs = self.text, set()
        for star in _STAR_RE.finditer(text):  # the name around each star
            start = star.start()
            while start and text[start - 1] in _NAME_CHARS:
                start -= 1
            glob = text[start:star.end()].lstrip("_.-")
            if glob[:1].isalnum():
                globs.add(glob)
        return [re.compile(_NAME_RUN.join(map(re.escape, glob.split("*")))) for glob in globs]

    def _short_hash(self, key: str) -> bool:
        """A hash shortened as writers do (``5b0bcabd`` for the source's full
        64-digit digest, a seven-digit git hash): the start of a long source
        hex token."""
        if _SHORT_HASH_RE.fullmatch(key) is None:
            return False
        rest = max(1, 32 - len(key))
        return re.search(rf"(?<![0-9a-z]){key}[0-9a-f]{{{rest},}}(?![0-9a-z])", self.text) is not None

    def _compound(self, written: str) -> bool:
        """A hyphenated compound a paraphrase coins from the source's own
        words (``TCP-level``, ``Python-to-Python``): every part is a source
        word. A part the source lacks (``Python-4``) still fails."""
        parts = [part for part in _COMPOUND_SPLIT_RE.split(written.lower()) if part]
        if len(parts) < 2 or any(not part.isalpha() for part in parts):
            return False
        if not all(self._named(squash(part)) for part in parts):
            return False
        last = written.rsplit("-", 1)[-1]
        return not (written[:1].isupper() and "-" in written and self._name_family(last))

    def _name_family(self, last: str) -> bool:
        """Does the source write ``last``, in the card's case, only as the end
        of two or more hyphenated names (``Novex-api``, ``Quinara-api``; an
        ``API`` elsewhere is another spelling)? Then it is how the source
        names a family of things, and a card's ``Mavara-api`` is one more
        member, not words of the source joined."""
        firsts = set()
        for match in re.finditer(rf"(?<![A-Za-z0-9_]){re.escape(last)}(?![A-Za-z0-9_])", self.cased):
            before = re.search(r"([A-Za-z][A-Za-z0-9]*)-$", self.cased[max(0, match.start() - 40):match.start()])
            if before is None or not before.group(1)[0].isupper():
                return False
            firsts.add(before.group(1))
        return len(firsts) >= 2

    def _prerelease(self, key: str) -> bool:
        """``3.12.0a1`` for ``3.12.0 alpha 1``, ``2.0rc1`` for ``2.0 rc 1``."""
        match = _PRERELEASE_RE.fullmatch(key)
        if match is None:
            return False
        version, tag, number = match.groups()
        words = _PRERELEASE_WORDS[tag]
        pattern = rf"(?<![0-9.]){re.escape(version)}[ \-.]?(?:{words})[ \-.]?{number}(?![0-9])"
        return re.search(pattern, self.text) is not None

    def _same_case(self, written: str) -> bool:
        stem = written_stem(written)
        flags = re.IGNORECASE if stem.islower() else 0
        pattern = rf"{_word_start(stem)}(?:e?s|e|'s)?(?![A-Za-z0-9_])"
        if re.search(pattern, self.cased, flags) is not None:
            return True
        # A source in capitals (SECTION) says nothing about case: Sections.
        upper = rf"{_word_start(stem.upper())}(?:E?S|E|'S)?(?![A-Za-z0-9_])"
        return stem.istitle() and re.search(upper, self.cased) is not None

    def _abbreviation(self, key: str, extra: frozenset[str] = frozenset()) -> bool:
        expansions = ABBREVIATIONS.get(key, ())
        if extra:
            mine = [pair.partition("=") for pair in extra]
            expansions = (*expansions, *(long for short, _, long in mine if squash(short) == key))
            if any(squash(long) == key and self._named(short) for short, _, long in mine):
                return True
        if any(self._phrase(expansion) for expansion in expansions):
            return True
        if any(map(self.writes, LINKED_ABBREVIATIONS.get(key, ()))):
            return True
        short = _REVERSE.get(key)
        return short is not None and self._named(short)

    def _phrase(self, phrase: str) -> bool:
        words = re.split(r"[ \-]", phrase)
        if not self.writes(words[0]):
            return False  # the pattern below starts with it
        body = r"[\s\-]?".join(map(re.escape, words))
        return re.search(rf"{after_boundary(body)}(?:s|es)?(?![a-z0-9_])", self.text) is not None

    def _joined(self, key: str) -> bool:
        cache = self.__dict__.setdefault("_joined_cache", {})
        if key not in cache:
            cache[key] = len(key) >= 4 and self._may_join(key) and key in self.squashed and any(
                not match.group().isalnum() for match in joined_pattern(key).finditer(self.text))
        return cache[key]

    def _may_join(self, key: str) -> bool:
        """False when ``key`` cannot be written in parts (``_joined``), told
        in a long source from its runs of letters and digits rather than a
        scan of it (a book is asked a few hundred names). Where no letter of
        ß-ɏ stands in the text, a match of ``joined_pattern`` with a
        separator in it is a whole run, then whole runs after separators,
        the last one alone or with ``s`` or ``es`` after it."""
        runs = self._runs if len(self.text) > _SCAN_CHARS else None
        return runs is None or splits_into(key, runs)

    @cached_property
    def _runs(self) -> frozenset[str] | None:
        """The text's runs of ASCII letters and digits; None when a letter of
        ß-ɏ stands in it (a run of those is a part of a token too)."""
        words = self._words
        if _LATIN_EXTENDED_RE.search(words) is not None:
            return None
        return frozenset(_RUN_RE.findall(words))

    @cached_property
    def _values(self) -> dict[str, list[float]]:
        """Unit -> the values the source gives in it (for conversions)."""
        out: dict[str, list[float]] = {}
        for key, units in self.numbers.items():
            if key[0].isdigit() and key.count(".") <= 1 and "/" not in key and "-" not in key:
                for unit in units:
                    if unit is not None:
                        out.setdefault(unit, []).append(float(key))
        return out

    @cached_property
    def _option_sizes(self) -> dict[str, list[float]]:
        """Size unit -> the sizes the source gives an option with a one-letter
        suffix after ``=`` or ``:`` or glued to a JVM memory flag
        (``size=65536k``, ``mem_limit: 512m``, ``-Xmx4g``): the mount, JVM
        and container way of writing KiB, MiB and GiB, read
        only for a card's size the source does not give as written."""
        out: dict[str, list[float]] = {}
        for digits, letter in _OPTION_SIZE_RE.findall(self.number_text):
            out.setdefault(letter + "b", []).append(float(digits))
        return out

    @cached_property
    def _durations(self) -> dict[str, list[float]]:
        """``second`` -> the durations the source writes in parts
        (``1m30s`` is 90), read only for a card's time the source does not
        give as written."""
        seconds = [sum(float(figure) * _DURATION_SECONDS[part] for figure, part in _DURATION_PART_RE.findall(written))
                   for written in _COMPOUND_DURATION_RE.findall(self.number_text)]
        return {"second": seconds} if seconds else {}

    def _converted(self, anchor: Anchor) -> bool:
        """``82 ms`` for the source's ``0.082 s``, ``3.1 GB/s`` for ``3100 MB/s``."""
        if anchor.version or anchor.unit is None or anchor.key.count(".") > 1:
            return False
        value = float(anchor.key)
        written = (self._option_sizes if anchor.unit in SIZE_POWERS
                   else self._durations if anchor.unit in _CLOCK_UNITS else {})
        if value in written.get(anchor.unit, ()):
            return True  # 65536 KB for size=65536k, 90 秒 for 1m30s
        for other, ratio in scales(anchor.unit):
            values = self._values.get(other)
            if other in written:
                values = [*(values or ()), *written[other]]
            if values and converts(value, anchor.decimals, anchor.approx, values, ratio):
                return True
        return False

    def has_number(self, anchor: Anchor, strict_units: bool = True) -> bool:
        """The same number (or one the card's precision rounds it to), with
        the card's unit or none, unless units are not strict; or the same
        measurement in another unit of its dimension."""
        if self._exact_number(anchor, strict_units):
            return True
        if anchor.unit is None and len(anchor.key) >= 10 and anchor.key.isdigit():
            return anchor.key in self._billions  # 38 億 for a model's 3.8B
        if anchor.unit is None and anchor.key.isdigit() and anchor.key in self._camel_figures:
            return True  # 10K for a benchmark's Get10KReqPerConn
        if anchor.unit is None and anchor.key.isdigit():
            step = _scaled_step(anchor.text)
            if step and anchor.key in self._scaled_roundings(step, anchor.approx):
                return True  # 1,312 萬 for 13,122,004; 944 萬 for 9,444,110
        if anchor.unit == "percent" and self._fraction_percents:
            # 25% for "a quarter"; 約 33% for "one third" (rounded: hedged)
            return converts(float(anchor.key), anchor.decimals, anchor.approx, self._fraction_percents, 1.0, False)
        if anchor.unit is None and "/" in anchor.key and anchor.key.count("/") == 1:
            return self._percent_of_fraction(anchor.key)  # 三分之一 for 33%
        return self._converted(anchor)

    @cached_property
    def _fraction_percents(self) -> list[float]:
        """The source's fractions (``1/3`` for "one third", ``三分之一``) as
        percents, for a card that writes one as a percent."""
        return [_fraction(key) * 100 for key in self.numbers if _FRACTION_KEY_RE.fullmatch(key)]

    def _percent_of_fraction(self, key: str) -> bool:
        """A card's fraction (``1/4``, ``1/3``) for a percent the source gives
        within a point of it (``25%``, ``33%``, ``33.3%``)."""
        if _FRACTION_KEY_RE.fullmatch(key) is None:
            return False
        share = _fraction(key) * 100
        return any(abs(float(figure) - share) < 1.0 for figure, units in self.numbers.items()
                   if "percent" in units and figure.replace(".", "", 1).isdigit())

    @cached_property
    def _camel_figures(self) -> frozenset[str]:
        """The figures a CamelCase identifier sets apart by case, between a
        word's lower-case end and the capital opening the next word, with a
        ``K`` or ``M`` scale letter or none (``Get10KReqPerConn`` 10000,
        ``Conn1KClients`` 1000): an identifier written as a phrase, of four
        capitalised words or more, names its figures as its words; a type's
        bit width (``Float64Array``, ``Base64Encoder``) is no such figure.
        Read only for a bare figure the source does not give as written."""
        if _CAMEL_HINT_RE.search(self.cased) is None:
            return frozenset()  # (most sources glue no figure to a capital: the phrases are not read)
        return frozenset(str(int(digits) * _CAMEL_SCALES[scale])
                         for identifier in _CAMEL_PHRASE_RE.findall(self.cased)
                         if len(_CAMEL_WORD_RE.findall(identifier)) >= 4
                         for digits, scale in _CAMEL_FIGURE_RE.findall(identifier))

    def _scaled_roundings(self, step: int, hedged: bool = False) -> frozenset[str]:
        """The source's whole figures of ten steps or more (of one step or
        more for a ``hedged`` card figure: "about 2 million" for 2,015,566),
        rounded and cut to a multiple of ``step`` (the last digit a card
        writes with a scale: 10000 for ``944 萬``, 1000 for ``1.5 萬``):
        built once per source and step, read only for a scaled card figure
        the source does not give."""
        memo = self.__dict__.setdefault("_scaled_memo", {})
        roundings = memo.get((step, hedged))
        if roundings is None:
            shortest = len(str(step)) + (0 if hedged else 1)
            values = [int(key) for key, units in self.numbers.items()
                      if key.isdigit() and len(key) >= shortest and not units <= _DATE_PARTS]
            roundings = frozenset(str(value // step * step) for value in values) | frozenset(
                str((value + step // 2) // step * step) for value in values)
            memo[(step, hedged)] = roundings
        return roundings

    @cached_property
    def _billions(self) -> frozenset[str]:
        """The figures the source glues to ``B`` (``3.8B 參數``, ``7B``: a
        model's billions of parameters), as numbers of billions; read only
        for a card's figure of a billion or more the source does not give
        as written (a size in bytes is never written so)."""
        return frozenset(str(round(float(figure) * 1e9)) for figure in _BILLIONS_RE.findall(self.number_text))

    def _exact_number(self, anchor: Anchor, strict_units: bool) -> bool:
        units = self.numbers.get(anchor.key)
        if units is None and anchor.version and anchor.key.isdigit():
            units = self.numbers.get("v" + anchor.key)  # a major version: v20 for 20.0.0
        if units is None and not anchor.version and (anchor.approx or "." in anchor.key):
            # A rounding to a whole number must say so (約 30% for 29.7%):
            # an unhedged 94% for a source's 93.9% is as often another figure.
            units = self.numbers.get("~" + anchor.key)
        if units is None:
            return False
        if anchor.unit is None:
            # A date's day or month grounds a day or month, not a count (28 bindings).
            return not units <= _DATE_PARTS
        if anchor.unit in units or (anchor.unit in _DAYS and not units.isdisjoint(_DAYS)):
            return True  # 28 日 and December 28: a day either way
        if anchor.unit.startswith("per "):
            # A rate is told apart only from another rate: "1500 a day" is not
            # the source's "1500 per hour", "5,000 an hour" is its "5,000 points per hour".
            return any(unit is None or not unit.startswith("per ") for unit in units - _DATE_PARTS)
        if anchor.unit == "percent":
            return False  # 48% is a share, not the 48 of 48 users
        if not strict_units:
            return True
        if anchor.unit == "times" and COUNT in units:
            return not anchor.small  # "10,000 times" over: as many as the source's 10,000 copies
        if anchor.unit in _MEASURES and not units.isdisjoint(_MEASURES):
            # The source says what its figure measures ("70 bytes", "128 core",
            # "32 TB"), in other units than the card's: its bare repeats
            # (a header's "Offset: 70", a table's cell) measure that too.
            return False
        return None in units and not anchor.small

    def grounds(self, anchor: Anchor, strict_units: bool = True, abbreviations: frozenset[str] = frozenset()) -> bool:
        if anchor.kind == NAME:
            return self.has_name(anchor.key, anchor.text, abbreviations)
        if anchor.kind == NUMBER:
            return self.has_number(anchor, strict_units)
        return self.writes(anchor.key.rstrip("/"))

    def locate(self, anchor: Anchor) -> tuple[int, int] | None:
        """Where the source writes the anchor (offsets into the source
        text), when it writes it as the card does; None otherwise."""
        key = anchor.key if anchor.kind != NAME else squash(anchor.key)
        pattern = (
            re.escape(anchor.key) if anchor.kind != NAME else "[ ._\\-]?".join(map(re.escape, key))
        )
        written = self.text if self.raw is self.written else unfullwidth(self.written).lower()
        match = re.search(rf"(?<![a-z0-9_]){pattern}", written)
        return None if match is None else match.span()


# A snake_case identifier as a card writes it: lower-case words and digits
# joined by underscores (``max_timelines``, ``result_expires``).
_SNAKE_CASE_RE = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+")


# What follows the ``?`` that makes a pattern's letter optional (``\\.pyi?$``,
# ``https?://``); a question's ``?`` is followed by a space or the line's end.
_PATTERN_AFTER_OPTIONAL = frozenset("$)|:/\\'\"]")
# A JavaScript project's name and its suffix: ``Node.js``, ``vue.js``,
# ``VueJS`` (the upper-case JS after a lower-case letter: no ``AJS``).
_JS_SUFFIX_RE = re.compile(r"([A-Za-z][A-Za-z0-9]*[A-Za-z0-9])(?:\.js|\.JS|(?<=[a-z])JS)")
_BASE_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")


def _IDENTIFIER_CHAR(char: str) -> bool:
    """A character of an identifier or a path's word. Not a Chinese or
    Japanese one: Chinese prose glues a path to its words without a space
    (``都在leaf-server/src/…中``), and the script's change ends the word."""
    return char == "_" or char.isalnum() and not ("\u3040" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff")


def splits_into(key: str, runs: frozenset[str]) -> bool:
    """Can ``key`` be cut into two parts or more, each one of ``runs`` but
    the last, which is one alone or with ``s`` or ``es`` after it?"""
    cut = [True] + [False] * len(key)  # where a part may start
    for start in range(len(key)):
        if not cut[start]:
            continue
        if start:
            last = key[start:]
            if last in runs or last + "s" in runs or last + "es" in runs:
                return True
        for end in range(start + 1, len(key)):
            if key[start:end] in runs:
                cut[end] = True
    return False


def _camel_part(acronym: str, cased: str) -> bool:
    """An acronym that is a part of a source's CamelCase identifier, set
    apart by case (``WSGI`` in ``WSGITransport``, ``HTTP`` in
    ``AsyncHTTPTransport``), not a run of capitals (``SMTP`` in ``SMTPS``)."""
    at = cased.find(acronym)
    while at >= 0:
        end = at + len(acronym)
        before, after, next_after = cased[at - 1:at], cased[end:end + 1], cased[end + 1:end + 2]
        if (not _ascii_alnum(before) or before.islower()) and (
                not _ascii_alnum(after) or (after.isupper() and next_after.islower())):
            return True
        at = cased.find(acronym, at + 1)
    return False


def _camel_head(acronym: str, cased: str) -> bool:
    """An acronym a source identifier opens with in lower case, as
    camelCase writes one (``OCI`` in ``ociVersion``, ``ANSI`` in
    ``ansiRegex``): then a capital and a lower-case letter go on."""
    # (led by the acronym's first letter: a pattern opening with a look-behind
    # is tried at every character of a book-sized source)
    return re.search(rf"{_word_start(acronym.lower())}(?=[A-Z][a-z])", cased) is not None


def _word_start(word: str) -> str:
    """``(?<![A-Za-z0-9_])`` and ``word``, escaped, with the boundary checked
    after the first character: a scan skips fast to a first character, and
    tries a pattern opening with a look-behind at every position of the
    source."""
    if not word:
        return "(?<![A-Za-z0-9_])"
    return rf"{re.escape(word[0])}(?<![A-Za-z0-9_][\s\S]){re.escape(word[1:])}"


def _ascii_alnum(char: str) -> bool:
    return char.isascii() and char.isalnum()


# A name with a star inside it (lib*.so, libexpat*.so.1.12.5): a shell pattern.
_NAME_RUN = "[a-z0-9_.\\-]*"  # what a star stands for
# A star after a name character, and the rest of the name after it: led by
# the star, which a scan skips to (the name before it is read back).
_STAR_RE = re.compile(r"\*(?<=[a-z0-9_]\*)[a-z0-9_.\-*]*[a-z0-9]")
_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_.-")
# Hex digits with at least one letter and one digit, seven or more.
_SHORT_HASH_RE = re.compile(r"(?=[0-9]*[a-f])(?=[a-f]*[0-9])[0-9a-f]{7,}")
_DATE_PARTS = frozenset({"day_of", "month_of"})
# A figure written with a scale of its own, CJK or English (``1,312 萬``,
# ``1.5 億``, ``9.44 million``): the figure, its decimals and the scale,
# read off an anchor's text.
_SCALED_FIGURE_RE = re.compile(
    r"([0-9]{1,3}(?:,[0-9]{3})*|[0-9]+)(?:\.([0-9]+))? ?([萬万億亿]|thousand|million|billion)", re.IGNORECASE)
_SCALE_VALUES = {"萬": 10_000, "万": 10_000, "億": 100_000_000, "亿": 100_000_000,
                 "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}


def scaled_restates(text: str, key: str, values: Iterable[str]) -> bool:
    """Does a card's scaled figure (``9.44 million``, ``944 萬``: its
    ``text`` and ``key``) restate one of ``values`` (whole figures of ten
    steps or more), rounded or cut at its last digit?"""
    step = _scaled_step(text)
    if not step:
        return False
    for value in values:
        if value.isdigit() and len(value) > len(str(step)):
            whole = int(value)
            if str(whole // step * step) == key or str((whole + step // 2) // step * step) == key:
                return True
    return False


def _scaled_step(text: str) -> int:
    """The place of the last digit of a card's scaled figure (``944 萬``:
    10000; ``1.5 億``: 10000000); 0 for any other figure."""
    match = _SCALED_FIGURE_RE.fullmatch(text)
    if match is None:
        return 0
    places = len(match.group(2) or "")
    scale = _SCALE_VALUES[match.group(3).lower()]
    return scale // 10 ** places if 10 ** places < scale else 0


# The units that say what a figure measures (a span, a size, a frequency,
# pixels, cores, characters, pages); not a share, a ratio, a price, a
# count of digits or a date's month.
_MEASURES = frozenset(UNITS) - {"percent", "times", "usd", "digit", "month_of"}
_DAYS = frozenset({"day", "day_of"})
_REVERSE = {squash(expansion): short for short, expansions in ABBREVIATIONS.items() for expansion in expansions}
