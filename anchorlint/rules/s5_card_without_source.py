"""S5 card-without-source: a file that looks like a card but names no source.

What it checks
    A markdown file shaped like a card, that is with a ``gloss:`` key in
    its frontmatter, or two section headings of one card shape (``## 摘要``,
    ``## 重點``, ``## 實體``, ``## 關聯``; or ``## 一句話定義``, ``## 要點``,
    ``## 關鍵實體``), or ``tags:`` and ``created:`` keys with one such
    heading, must name a source anchorlint can find: an entry in
    ``.wiki/manifest.json``, the frontmatter ``source_path`` (the configured
    ``source_key``), or a backticked path on a ``### 出處`` line. Otherwise
    the card is reported, at the line of the frontmatter key that was
    probably meant as the source key, else at line 1. The message adds a
    hint when one is found: a near-miss key (``source:``, ``sourcePath:``,
    ``source-path:``, ``src:``, ``Source_Path:``, an indented key) whose
    value resolves to a file in the repository; a manifest entry written
    differently from the card's path (with backslashes, in another case, or
    as ``../<repository>/...``); a ``### 出處`` line whose path is not in
    backticks.

Why
    Without this rule such a card is silently "not a card": ``0 cards
    checked``, exit 0, even with ``--strict``. For a gate that is the worst
    failure: it looks like a pass. The card-only rules (H1-H5, E1, F1) still
    run on it; the checks against a source (H6-H8, Q1, Q2) cannot.

Fails
    A card whose source key is misspelt (the message says that
    ``source_path: notes/requirements.md`` would resolve).

    card.md::

        ---
        source: notes/requirements.md
        gloss: 外掛需求
        ---
        ## 摘要
        外掛的需求。

    notes/requirements.md::

        The plugin must work inside Logseq.

    expected:: S5 2:1

    A daemon card that names no source at all.

    card.md::

        # Sync 外掛

        ## 一句話定義
        把日誌頁複製到遠端的外掛。

        ## 要點
        - 每 15 分鐘同步一次

        ## 關鍵實體
        - **Sync 外掛**

    expected:: S5 1:1

Passes
    The same card with the key anchorlint reads.

    card.md::

        ---
        source_path: notes/requirements.md
        gloss: 外掛需求
        ---
        ## 摘要
        外掛的需求。

    notes/requirements.md:: as above

    expected:: nothing

    A documentation page: no card frontmatter, no card sections.

    card.md::

        # Release notes

        ## 2.3
        - End-to-end encryption.

    expected:: nothing

Options
    none; set its severity to ``off`` (or ``--ignore S5``) to silence it, or
    write ``anchorlint: {disable: [S5]}`` in one file's frontmatter. Not
    raised under ``--compat`` (the Go original skipped such files) nor with
    ``--source`` (every card has a source then).

Blind spots
    A card in neither shape (no ``gloss:``, headings other than the
    configured ``sections``) is taken for a plain note and skipped; the run
    summary counts the skipped files. A near-miss key whose value does not
    resolve gets a hint naming the key only.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.lint.grounding_policy import SectionNames
from anchorlint.model.card import Card
from anchorlint.model.markdown import prose_lines
from anchorlint.text.wordlists import NEAR_MISS_SOURCE_KEYS

CODE = "S5"
NAME = "card-without-source"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False

_NOT_JUDGED = {"en": "H6-H8, Q1 and Q2 were not judged", "zh-TW": "未做 H6–H8、Q1、Q2 檢查"}

MESSAGES = {
    "default": {
        "en": "looks like a card ({evidence}) but names no source: add '{source_key}:' to its frontmatter, "
        f"list it in .wiki/manifest.json or put the path in backticks under '### 出處'; {_NOT_JUDGED['en']}",
        "zh-TW": "看起來是卡片（{evidence}），但沒有指明出處檔：請在 frontmatter 加上 '{source_key}:'、"
        f"列入 .wiki/manifest.json，或在「### 出處」下用反引號寫出路徑；{_NOT_JUDGED['zh-TW']}",
    },
    "near-key": {
        "en": "looks like a card ({evidence}) but '{found}:' is not read as its source; "
        f"'{{source_key}}: {{reference}}' would resolve to '{{resolved}}'; {_NOT_JUDGED['en']}",
        "zh-TW": "看起來是卡片（{evidence}），但 '{found}:' 不會被當成出處；"
        f"改寫成 '{{source_key}}: {{reference}}' 就會指到 '{{resolved}}'；{_NOT_JUDGED['zh-TW']}",
    },
    "unknown-key": {
        "en": "looks like a card ({evidence}) but '{found}:' is not read as its source (the key is "
        f"'{{source_key}}:'), and '{{reference}}' does not resolve either; {_NOT_JUDGED['en']}",
        "zh-TW": "看起來是卡片（{evidence}），但 '{found}:' 不會被當成出處（鍵名應為 '{source_key}:'），"
        f"而且 '{{reference}}' 也找不到；{_NOT_JUDGED['zh-TW']}",
    },
    "manifest": {
        "en": "looks like a card ({evidence}) but .wiki/manifest.json lists it as '{listed}', not as "
        f"'{{card}}'; {_NOT_JUDGED['en']}",
        "zh-TW": "看起來是卡片（{evidence}），但 .wiki/manifest.json 寫的是 '{listed}'，不是 "
        f"'{{card}}'；{_NOT_JUDGED['zh-TW']}",
    },
    "provenance": {
        "en": "looks like a card ({evidence}) but its '### 出處' line has no path in backticks; "
        f"{_NOT_JUDGED['en']}",
        "zh-TW": f"看起來是卡片（{{evidence}}），但「### 出處」那一行沒有用反引號標出路徑；{_NOT_JUDGED['zh-TW']}",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


def check(ctx: CardContext, options: Options) -> Iterator[Hit]:
    facts = ctx.facts.missing_source
    if facts is None:
        return
    evidence = card_evidence(ctx.card, ctx.policy.sections)
    if evidence is None:
        return
    args = {"evidence": evidence, "source_key": facts.get("source_key", "source_path")}
    if "resolved" in facts:
        yield Hit(int(facts["line"]), key="near-key", args={**args, **_pick(facts, "found", "reference", "resolved")})
        return
    if "listed" in facts:
        yield Hit(1, key="manifest", args={**args, **_pick(facts, "listed", "card")})
        return
    for line, key, value in near_miss_keys(ctx.card, str(args["source_key"])):
        yield Hit(line, key="unknown-key", args={**args, "found": key, "reference": value})
        return
    line = unquoted_provenance(ctx.card)
    yield Hit(line or 1, key="provenance" if line else "default", args=args)


def _pick(facts: dict, *names: str) -> dict[str, object]:
    return {name: facts[name] for name in names}


def card_evidence(card: Card, sections: SectionNames) -> str | None:
    """What makes the file look like a card (shown in the message), or None."""
    keys = {key for _, key, _ in frontmatter_keys(card) if key}
    if "gloss" in keys:
        return "gloss:"
    prose = prose_lines(card)  # a card shown in a fenced example is not this file's shape
    names = {section.name for section in card.sections if section.heading in prose}
    for shape in (sections.wiki, sections.daemon):
        found = [name for name in shape if name in names]
        if len(found) >= 2:
            return " + ".join(f"## {name}" for name in found[:2])
    if "tags" in keys and "created" in keys:
        found = [name for name in (*sections.wiki, *sections.daemon) if name in names]
        if found:
            return f"tags: + created: + ## {found[0]}"
    return None


def may_look_like_card(text: str, sections: SectionNames) -> bool:
    """A cheap necessary condition for card_evidence, so that sources and
    notes are not parsed: a ``gloss:`` anywhere, or a card section heading."""
    if "gloss:" in text or text.startswith("##"):
        return True
    return _heading_re(sections.wiki + sections.daemon).search(text) is not None


@lru_cache(maxsize=8)
def _heading_re(names: tuple[str, ...]) -> re.Pattern[str]:
    # A literal "\n##" prefix, not "^" under MULTILINE: the regex engine then
    # skips to each candidate at C speed (five times faster on a large source).
    alternatives = "|".join(re.escape(name) for name in sorted(set(names), key=len, reverse=True))
    return re.compile(rf"\n##[ \t\u3000]*(?:{alternatives})")


@lru_cache(maxsize=1)
def _key_line_re() -> re.Pattern[str]:
    """A frontmatter line ``key: value``, the key optionally indented or
    quoted (compiled on first use: the hook path must not pay for it)."""
    return re.compile(r"""^([ \t]*)(["']?)([^\s:"'#\-][^:"']*?|-[^\s:"']+)\2[ \t]*:(?:[ \t]+(.*))?$""")


def frontmatter_keys(card: Card) -> Iterator[tuple[int, str, str]]:
    """(line, key as written, value) for every key line of the frontmatter.
    The key keeps its indentation and quotes, so only a plain top-level key
    compares equal to a bare name."""
    for line in card.frontmatter_lines:
        match = _key_line_re().match(line.text.rstrip("\r"))
        if match is not None:
            indent, quote, key, value = match.groups()
            yield line.number, f"{indent}{quote}{key}{quote}", _unquote((value or "").strip())


def near_miss_keys(card: Card, source_key: str) -> Iterator[tuple[int, str, str]]:
    """(line, key as written, value) of frontmatter keys that were probably
    meant as the source key but are not read as it: another spelling, a
    synonym, an indented or quoted key, a space before the colon."""
    wanted = NEAR_MISS_SOURCE_KEYS | {_loose(source_key)}
    read_as_source = source_key + ":"
    for number, key, value in frontmatter_keys(card):
        text = card.lines[number - 1].text
        if text.startswith(read_as_source) or not value or _loose(key) not in wanted:
            continue
        yield number, key.strip(), value


def unquoted_provenance(card: Card, subsection: str = "出處") -> int | None:
    """The line of a ``### 出處`` bullet that names no backticked path."""
    for line in card.lines:
        if line.subsection == subsection and line.stripped.startswith("-") and "`" not in line.text:
            return line.number
    return None


def _loose(key: str) -> str:
    return re.sub(r"[\s_\-\"']", "", key).casefold()


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1].strip()
    return value
