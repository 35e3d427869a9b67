"""Quotation verification: anchorlint against gtrex, same data, one run.

Accuracy first: the case set benchmarks/data/quote_cases.jsonl (written by
make_quote_cases.py; see quote_cases.py), false accepts and false rejects of
both tools side by side. Then speed: builds a ~1 MB source that looks like PDF-extracted prose (ligatures, hard
line wraps, words hyphenated across lines, smart quotes, NBSP, fullwidth
digits) and 1,000 quotations: verbatim copies, copies with the extraction
noise removed (white space / typography tiers), case changes, near misses
(a typo, a changed figure, a dropped word) and absent sentences. Reports
quotations per second for:

* anchorlint ``verify_quote`` (ladder + stitched + near miss with guards),
  timed from a fresh ``SourceView`` (its word index and every window it
  normalizes included), then warm;
* gtrex ``Verifier.verify`` (its ladder) and ``Repairer.repair`` (ladder +
  alignment repair at threshold 0.90), when gtrex can be run: importable
  here, or through ``--gtrex-python`` (default: $GTREX_PYTHON, else
  /tmp/gtrexvenv/bin/python). gtrex is never a dependency of anchorlint.

Exits 1 when anchorlint breaks its own promises: an exact copy not exact,
an absent quotation grounded, a false accept on the case set, more than one
false reject per 40 genuine quotations, a slip next to a number not Q2.

    python benchmarks/bench_quotes.py [--size 1000000] [--quotes 1000] [--seed 7]
        [--gtrex-python /tmp/gtrexvenv/bin/python] [--no-repair]
        [--side both|anchorlint|gtrex] [--no-warm]

``--side`` runs one tool's part alone (anchorlint: its case set and speed
run; gtrex: its speed run only), for counting each side's instructions
under valgrind; ``--no-warm`` skips anchorlint's warm pass, so that the cold
pass is what a run with ``--quotes 0`` lacks.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from anchorlint.quotes.verify import verify_quote  # noqa: E402
from anchorlint.quotes.view import SourceView  # noqa: E402
from gtrex_runner import gtrex_python, run_gtrex  # noqa: E402
from quote_cases import CASES, accuracy  # noqa: E402

SYLLABLES = (
    "ba be bi bo fi fla fle flu con de di ex in ma me mo na ne no pre pro re sta ste sti ta te ti tra ver"
).split()
COMMON = "the of and to in is was for on that with as by at from are this be it not were which".split()
NAMES = "Logseq OAuth2 macOS Kubernetes Postgres Acme Contoso Fabrikam Northwind".split()


def make_words(rnd: random.Random, count: int) -> list[str]:
    return ["".join(rnd.choice(SYLLABLES) for _ in range(rnd.randint(2, 4))) for _ in range(count)]


def make_token(rnd: random.Random, vocab: list[str]) -> str:
    roll = rnd.random()
    if roll < 0.30:
        return rnd.choice(COMMON)
    if roll < 0.36:
        return str(rnd.randint(2, 99_999)) + rnd.choice(["", "", "%", " units", " ms"])
    if roll < 0.40:
        return rnd.choice(NAMES)
    return rnd.choice(vocab)


def render(word: str, rnd: random.Random) -> str:
    """A clean word as a PDF extractor might return it."""
    if "fi" in word and rnd.random() < 0.5:
        word = word.replace("fi", "ﬁ")
    if "fl" in word and rnd.random() < 0.5:
        word = word.replace("fl", "ﬂ")
    if word.isdigit() and rnd.random() < 0.1:
        word = "".join(chr(ord(c) + 0xFEE0) for c in word)
    return word


def build_source(rnd: random.Random, size: int) -> tuple[str, list[list[tuple[str, int, int]]]]:
    """The noisy source and, per sentence, (clean word, start, end) in it."""
    vocab = make_words(rnd, 3000)
    out: list[str] = []
    sentences: list[list[tuple[str, int, int]]] = []
    pos = column = 0
    while pos < size:
        words = " ".join(make_token(rnd, vocab) for _ in range(rnd.randint(8, 24))).split(" ")
        words[0] = words[0][:1].upper() + words[0][1:]
        words[-1] += "."
        spans = []
        for index, word in enumerate(words):
            shown = render(word, rnd)
            if index == 2 and rnd.random() < 0.1:
                shown = "\u201c" + shown + "\u201d"
            if column > 72 and len(shown) > 7 and shown.isalpha() and rnd.random() < 0.3:
                cut = len(shown) // 2
                shown = shown[:cut] + "-\n" + shown[cut:]
                column = 0
            spans.append((word, pos, pos + len(shown)))
            out.append(shown)
            pos += len(shown)
            column += len(shown)
            sep = "\n" if column > 78 else ("\u00a0" if rnd.random() < 0.01 else " ")
            column = 0 if sep == "\n" else column + 1
            out.append(sep)
            pos += 1
        sentences.append(spans)
    return "".join(out), sentences


def make_quotes(rnd: random.Random, source: str, sentences: list, count: int) -> list[tuple[str, str]]:
    kinds = ["exact"] * 35 + ["noise"] * 30 + ["case"] * 10 + ["near"] * 15 + ["absent"] * 10
    quotes = []
    for _ in range(count):
        kind = rnd.choice(kinds)
        spans = rnd.choice(sentences)
        a = rnd.randrange(0, max(1, len(spans) - 6))
        b = min(len(spans), a + rnd.randint(6, 16))
        clean = [word for word, _, _ in spans[a:b]]
        if kind == "exact":
            text = source[spans[a][1] : spans[b - 1][2]]
        elif kind == "noise":
            text = " ".join(clean)
        elif kind == "case":
            text = " ".join(clean).upper() if rnd.random() < 0.5 else " ".join(clean).lower()
        elif kind == "near":
            i = rnd.randrange(len(clean))
            word = clean[i]
            clean[i] = word[:-1] if len(word) > 4 else word + "s"
            text = " ".join(clean)
        else:
            text = " ".join(rnd.choice(COMMON + NAMES) + rnd.choice(SYLLABLES) for _ in range(10))
        quotes.append((kind, text))
    return quotes


def bench_anchorlint(source: str, quotes: list[tuple[str, str]], warm: bool = True) -> dict[str, object]:
    """Cold: a fresh SourceView (its index and any tier built on demand, all
    timed); then warm: the same quotations again on the same view. Wall and
    CPU time (this process's user + system: what other work on a loaded
    machine does not inflate as much)."""
    started, cpu = time.perf_counter(), time.process_time()
    view = SourceView(source)
    verdicts: Counter = Counter()
    for kind, text in quotes:
        verdicts[(kind, verify_quote(text, view).tier)] += 1
    cold, cold_cpu = time.perf_counter() - started, time.process_time() - cpu
    started = time.perf_counter()
    for _, text in quotes if warm else ():
        verify_quote(text, view)
    warm_s = time.perf_counter() - started
    return {"cold_s": cold, "cold_cpu_s": cold_cpu, "warm_s": warm_s if warm else None, "verdicts": verdicts}


def own_failures(verdicts: Counter) -> list[str]:
    """The benchmark's own promises: every exact copy exact, every absent
    sentence refused."""
    failures = []
    for (kind, tier), n in verdicts.items():
        if kind == "exact" and tier != "exact":
            failures.append(f"{n} exact copies verified as {tier}")
        if kind == "absent" and tier not in ("none", "approximate"):
            failures.append(f"{n} absent quotations grounded at {tier}")
    return failures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=1_000_000)
    parser.add_argument("--quotes", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--cases", type=Path, default=CASES, help="the accuracy case set (JSON Lines)")
    parser.add_argument("--gtrex-python")
    parser.add_argument("--no-repair", action="store_true", help="skip gtrex's (slower) repair pass")
    parser.add_argument("--side", choices=("both", "anchorlint", "gtrex"), default="both",
                        help="run one tool's part alone (to count its instructions)")
    parser.add_argument("--no-warm", action="store_true", help="skip anchorlint's warm pass")
    args = parser.parse_args(argv)
    python = gtrex_python(args.gtrex_python) if args.side != "anchorlint" else None
    failures = accuracy(args.cases, python) if args.side != "gtrex" else []
    rnd = random.Random(args.seed)
    source, sentences = build_source(rnd, args.size)
    quotes = make_quotes(rnd, source, sentences, args.quotes)
    print(f"\nspeed: source {len(source):,} characters; quotations {len(quotes):,} "
          f"({dict(Counter(kind for kind, _ in quotes))})")
    if args.side == "gtrex":
        if python is None:
            print("gtrex: not installed")
            return 1
        compare_speed(python, source, quotes, None, not args.no_repair)
        return 0
    ours = bench_anchorlint(source, quotes, warm=not args.no_warm)
    if not quotes:
        return 1 if failures else 0
    warm = "" if ours["warm_s"] is None else (
        f"; {len(quotes) / ours['warm_s']:,.0f}/s warm ({ours['warm_s']:.2f} s)"
    )
    print(f"anchorlint: {len(quotes) / ours['cold_s']:,.0f} quotations/s including reading the source "
          f"({ours['cold_s']:.2f} s wall, {ours['cold_cpu_s']:.2f} s CPU){warm}")
    by_kind: dict[str, Counter] = {}
    for (kind, tier), n in ours["verdicts"].items():
        by_kind.setdefault(kind, Counter())[tier] += n
    for kind, tiers in sorted(by_kind.items()):
        print(f"  {kind:7s} {dict(tiers)}")
    failures += own_failures(ours["verdicts"])
    if args.side == "anchorlint":
        pass
    elif python is None:
        print("gtrex: not installed; skipped (pip install gtrex into a throwaway venv, pass --gtrex-python)")
    else:
        compare_speed(python, source, quotes, ours, not args.no_repair)
    for failure in failures:
        print(f"FAILED: {failure}")
    return 1 if failures else 0


def compare_speed(python: str, source: str, quotes: list[tuple[str, str]], ours: dict | None, repair: bool) -> None:
    theirs = run_gtrex(python, {"source": source, "quotes": quotes, "repair": repair})
    if theirs is None:
        return
    total = theirs["build_s"] + theirs["verify_s"]
    line = (f"gtrex {theirs['version']}: {len(quotes) / total:,.0f} quotations/s including its index "
            f"({total:.2f} s wall, {theirs['cpu_s']:.2f} s CPU); verify alone {len(quotes) / theirs['verify_s']:,.0f}/s")
    if theirs.get("repair_s"):
        line += f"; verify+repair (threshold 0.90) {len(quotes) / theirs['repair_s']:,.0f}/s"
    print(line)
    print(f"  tiers {dict(sorted(theirs['tiers'].items()))}")
    if ours is None:
        return
    print(f"anchorlint / gtrex, both including reading the source: {total / ours['cold_s']:.1f}x wall, "
          f"{theirs['cpu_s'] / ours['cold_cpu_s']:.1f}x CPU")


if __name__ == "__main__":
    raise SystemExit(main())
