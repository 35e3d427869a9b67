"""Fuzzing at scale: feed N generated inputs through parse+lint, the
quotation verifier and the value matcher, and report how many ran and how
many crashed (any exception is a crash: every input must get a verdict).

Inputs are drawn with hypothesis from markdown-ish pieces (frontmatter,
headings, bullets, quotes, fences, anchors, fullwidth forms, CJK, control
characters) mixed with arbitrary text, so they reach the odd corners of the
card format rather than being random noise. The run is deterministic for a
given ``--seed``.

    python benchmarks/fuzz.py --count 100000          # all three targets
    python benchmarks/fuzz.py --count 20000 --target quote --seed 3

A crash is printed with its input (repr) and the run goes on; the exit code
is 1 when anything crashed.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import sys
import time
import traceback
from decimal import Decimal
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hypothesis import HealthCheck, Phase, given, seed, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from anchorlint.lint.engine import lint_card  # noqa: E402
from anchorlint.quotes.verify import verify_quote  # noqa: E402
from anchorlint.config.settings import DEFAULT_SETTINGS  # noqa: E402
from anchorlint.values.find import find_value  # noqa: E402

PIECES = [
    "---\n", "\n", "\r\n", "## 重點\n", "## 摘要\n", "## 實體\n", "## 關聯\n", "### 出處\n", "### 內文知識關係\n",
    "## 一句話定義\n", "## 要點\n", "- ", "* ", "1. ", "> ", "> [!NOTE]\n", "```\n", "~~~\n", "gloss: ",
    "source_path: ", "quality: low\n", "quality_warnings:\n  - \"x\"\n", "anchorlint: {disable: [H7]}\n",
    "Kafka", "OAuth2", "v1.4", "CONSTITUTION.md", "30", "1.5", "80%", "２０２６", "ＡＢＣ", "％", "a-b_c.d", " >> ",
    "**X**", "`code`", "``", "$$", "\\[", "\\]", "\\left(", "![i](x.png)", "![[y.png]]", "<!-- anchorlint-disable-line H7 -->",
    "<!-- anchorlint-disable-next-line Q1 -- reason -->", "“", "”", "\"", "…", "...", "不", "not", "never", "。", "，",
    " ", "\t", "\u3000", "\ufeff", "\x00", "\u00ad", "ﬁ", "1,204", "-5", "$10.0 million", "2026-08-16",
    "password = hunter2hunter2", "AKIAQ7ZKW3MVTR5PLX2N", "← [[00-INDEX]]", "- 本文件整理成 3 張概念卡",
    "中文內容", "日本語", "한국어", "é", "\u0301", "\U0001F600", "\ud800",
]
FRAGMENT = st.sampled_from(PIECES) | st.text(max_size=8)
DOCUMENT = st.one_of(st.text(max_size=400), st.lists(FRAGMENT, max_size=80).map("".join))
VALUES = st.one_of(
    st.text(max_size=40), st.integers(), st.booleans(), st.floats(),
    st.decimals(allow_nan=True, allow_infinity=True), st.dates(), st.datetimes(),
    st.sampled_from([Decimal("1234.50"), 1204, "Kafka", dt.date(2026, 8, 16), -5, 3.5, "50%", "$10.0 million"]),
)
LOCALES = st.sampled_from([None, "de", "en_US", "fr", "CH", "zh-TW", "ja", "xx", ""])
MODES = st.sampled_from(["exact", "normalized", "fuzzy"])


class Tally:
    def __init__(self) -> None:
        self.count = 0
        self.crashes: list[tuple[str, str, str]] = []

    def run(self, name: str, function, *args) -> None:
        self.count += 1
        try:
            function(*args)
        except Exception as exc:  # noqa: BLE001 - every exception is a finding here
            detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
            self.crashes.append((name, repr(args)[:2000], detail))
            where = traceback.extract_tb(exc.__traceback__)[-1]
            print(f"CRASH in {name}: {detail} at {where.filename}:{where.lineno}\n  input: {repr(args)[:500]}",
                  flush=True)


def _lint(card: str, source: str | None, compat: bool) -> None:
    lint_card(card, source, DEFAULT_SETTINGS.with_compat(compat))


def _find(value, source: str, locale: str | None, mode: str) -> None:
    find_value(value, source, locale=locale, mode=mode)


def fuzz(target: str, count: int, seed_value: int, tally: Tally) -> None:
    config = settings(max_examples=count, deadline=None, database=None, derandomize=False,
                      phases=[Phase.generate], suppress_health_check=list(HealthCheck))

    if target == "lint":
        @seed(seed_value)
        @config
        @given(DOCUMENT, st.none() | DOCUMENT, st.booleans())
        def case(card, source, compat):
            tally.run("lint", _lint, card, source, compat)
    elif target == "quote":
        @seed(seed_value)
        @config
        @given(DOCUMENT, DOCUMENT)
        def case(quote, source):
            tally.run("verify_quote", verify_quote, quote, source)
    else:
        @seed(seed_value)
        @config
        @given(VALUES, DOCUMENT, LOCALES, MODES)
        def case(value, source, locale, mode):
            tally.run("find_value", _find, value, source, locale, mode)

    case()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Fuzz anchorlint's pure core.")
    parser.add_argument("--count", type=int, default=10000, help="inputs per target")
    parser.add_argument("--target", choices=("all", "lint", "quote", "value"), default="all")
    parser.add_argument("--seed", type=int, default=random.SystemRandom().randrange(2**32))
    options = parser.parse_args(argv)
    targets = ("lint", "quote", "value") if options.target == "all" else (options.target,)
    tally = Tally()
    start = time.perf_counter()
    for target in targets:
        before = tally.count
        began = time.perf_counter()
        fuzz(target, options.count, options.seed, tally)
        print(f"{target:6} {tally.count - before:8} inputs in {time.perf_counter() - began:7.1f} s", flush=True)
    print(f"seed {options.seed}: {tally.count} inputs, {len(tally.crashes)} crashes, "
          f"{time.perf_counter() - start:.1f} s")
    return 1 if tally.crashes else 0


if __name__ == "__main__":
    sys.exit(main())
