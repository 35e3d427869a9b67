#!/usr/bin/env python3
"""Whole-repository benchmark: anchorlint against the floor, in one run.

    python benchmarks/bench_corpus.py                      # the large corpus
    python benchmarks/bench_corpus.py --smoke              # a tiny run (CI)

Generates corpora with ../shared/bench/gen_corpus.py, then prints, measured
on this machine in this run: the floor (read every file once + the two
anchor regexes over every card, ../shared/bench/floors.py), anchorlint's wall
time and peak RSS for the whole corpus (all rules and H7/H8 only; cold and
warm cache; several --jobs values), the ratios to the floor, the one-card
hook run against `python -c pass`, and a scaling series (one source of 0.5,
1, 2 and 4 MB with 100 cards each). Every row runs the given anchorlint
(``--anchorlint``; install it non-editable, as users do: an editable install
adds an import finder to every run); the hook row runs it beside yamllint on
one small file (``--yamllint``, found on PATH or beside python) and reports
medians of wall and CPU time; ``--scale-cards 100000`` adds a large corpus
(generated once into ``--work``). Benchmarks are not tests: nothing here
asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
PROJECT = HERE.parent
MEASURE = (
    "import resource, subprocess, sys, time\n"
    "t = time.perf_counter()\n"
    "p = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)\n"
    "wall = time.perf_counter() - t\n"
    "rss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss\n"
    "print(wall, rss, p.returncode)\n"
)


def find_shared(explicit: str | None) -> Path:
    for candidate in (explicit, os.environ.get("ANCHORLINT_SHARED"), PROJECT.parent / "shared", "/work/shared"):
        if candidate and (Path(candidate) / "bench" / "gen_corpus.py").is_file():
            return Path(candidate)
    sys.exit("benchmark: cannot find ../shared/bench (use --shared)")


def measure(command: list[str], env: dict[str, str] | None = None) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB, the largest process of the tree)."""
    out = subprocess.run([sys.executable, "-c", MEASURE, *command], capture_output=True, text=True,
                         env=env, check=True).stdout.split()
    return float(out[0]), int(out[1]) / 1024


def best_of(runs: int, command: list[str], before=None, env=None) -> tuple[float, float]:
    results = []
    for _ in range(runs):
        if before:
            before()
        results.append(measure(command, env))
    return min(r[0] for r in results), max(r[1] for r in results)


# The anchorlint measured (--anchorlint); else the one on PATH, else this python's.
CHOSEN: list[str] = []


def anchorlint_cmd() -> list[str]:
    if CHOSEN:
        return list(CHOSEN)
    exe = shutil.which("anchorlint")
    return [exe] if exe else [sys.executable, "-m", "anchorlint"]


def generate(shared: Path, out: Path, seed: int, cards: int, books: int) -> Path:
    if not (out / ".wiki" / "manifest.json").exists():
        args = [sys.executable, str(shared / "bench" / "gen_corpus.py"), str(out), "--seed", str(seed),
                "--cards", str(cards)]
        if books:
            args += ["--books", str(books)]
        subprocess.run(args, check=True, capture_output=True)
    return out


def corpus_table(shared: Path, corpus: Path, jobs_values: list[int], runs: int) -> list[tuple]:
    floors = shared / "bench" / "floors.py"
    cache = corpus / ".anchorlint_cache"
    clear = lambda: shutil.rmtree(cache, ignore_errors=True)  # noqa: E731
    floor, floor_rss = best_of(runs, [sys.executable, str(floors), str(corpus), "regex"])
    read, _ = best_of(runs, [sys.executable, str(floors), str(corpus), "read"])
    rows = [("floor: read + anchor regexes", floor, floor_rss, 1.0), ("floor: read only", read, 0.0, read / floor)]
    base = anchorlint_cmd() + ["--format", "json", str(corpus)]
    for jobs in jobs_values:
        for label, extra in (("all rules", []), ("H7/H8 only", ["--select", "H7,H8"])):
            cmd = base + extra + ["--jobs", str(jobs)]
            cold = best_of(runs, cmd, before=clear)
            rows.append((f"{label}, cold cache, --jobs {jobs}", cold[0], cold[1], cold[0] / floor))
            warm = best_of(runs, cmd)
            rows.append((f"{label}, warm cache, --jobs {jobs}", warm[0], warm[1], warm[0] / floor))
    clear()
    return rows


HOOK_MEASURE = (
    "import os, resource, subprocess, sys, time\n"
    "r = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
    "t = time.perf_counter()\n"
    "subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=sys.argv[1])\n"
    "wall = time.perf_counter() - t\n"
    "e = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
    "print(wall, e.ru_utime - r.ru_utime + e.ru_stime - r.ru_stime)\n"
)


def hook_table(corpus: Path, work: Path, runs: int, exe: list[str], yamllint: str | None) -> list[tuple]:
    """One card with its source, as the pre-commit hook runs it, beside
    ``python -c pass`` and yamllint on one small file: the median wall and
    CPU (user + system) time of ``runs`` runs of each, interleaved so that
    the machine's load falls on all three alike."""
    manifest = json.loads((corpus / ".wiki" / "manifest.json").read_text(encoding="utf-8"))
    doc = next(d for d in manifest["docs"] if d.get("cards"))
    source = doc["path"] if doc["node"] == "(根)" else f"{doc['node']}/{doc['path']}"
    folder = work / "hook"
    shutil.rmtree(folder, ignore_errors=True)
    (folder / ".git").mkdir(parents=True)
    shutil.copyfile(corpus / doc["cards"][-1], folder / "card.md")
    shutil.copyfile(corpus / source, folder / "source.md")
    (folder / "small.yaml").write_text("name: anchorlint\nlist:\n  - one\n  - two\n", encoding="utf-8")
    python = exe[0] if exe and exe[0].endswith(("python", "python3")) else sys.executable
    commands = {"python -c pass": [python, "-c", "pass"],
                "anchorlint card.md --source source.md": exe + ["card.md", "--source", "source.md"]}
    if yamllint:
        commands["yamllint small.yaml"] = [yamllint, "small.yaml"]
    env = dict(os.environ, PRE_COMMIT="1")
    for command in commands.values():  # warm the file cache and any bytecode
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=folder, env=env)
    times: dict[str, list[tuple[float, float]]] = {label: [] for label in commands}
    for _ in range(runs):
        for label, command in commands.items():
            out = subprocess.run([sys.executable, "-c", HOOK_MEASURE, str(folder), *command], capture_output=True,
                                 text=True, env=env, check=True).stdout.split()
            times[label].append((float(out[0]), float(out[1])))
    median = {label: (statistics.median(w for w, _ in xs), statistics.median(c for _, c in xs))
              for label, xs in times.items()}
    reference = median.get("yamllint small.yaml") or median["python -c pass"]
    rows = []
    for label, (wall, cpu) in median.items():
        rows.append((f"{label} (median of {runs})", wall, cpu * 1000, wall / reference[0]))
    return rows


def scaling_table(corpus: Path, work: Path, sizes_mb: list[float], runs: int) -> list[tuple]:
    manifest = json.loads((corpus / ".wiki" / "manifest.json").read_text(encoding="utf-8"))
    book = max(manifest["docs"], key=lambda d: len(d.get("cards", [])))
    book_path = book["path"] if book["node"] == "(根)" else f"{book['node']}/{book['path']}"
    text = (corpus / book_path).read_text(encoding="utf-8", errors="replace")
    cards = [(corpus / c).read_text(encoding="utf-8", errors="replace") for c in book["cards"][:100]]
    rows = []
    baseline = None
    for size in [0.001, *sizes_mb]:
        folder = work / f"scale-{size}"
        shutil.rmtree(folder, ignore_errors=True)
        (folder / ".wiki").mkdir(parents=True)
        (folder / ".git").mkdir()
        target = int(size * 1024 * 1024)
        body = (text * (target // max(len(text.encode()), 1) + 1)).encode()[:target].decode("utf-8", "ignore")
        (folder / "source.md").write_text(body, encoding="utf-8")
        for index, card in enumerate(cards):
            (folder / ".wiki" / f"card-{index:03}.md").write_text(card, encoding="utf-8")
        manifest = {"version": 1, "docs": [{"node": "(根)", "path": "source.md",
                                            "cards": [f".wiki/card-{i:03}.md" for i in range(len(cards))]}]}
        (folder / ".wiki" / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
        wall, rss = best_of(runs, anchorlint_cmd() + ["--format", "json", "--no-cache", "--jobs", "1", str(folder)])
        if baseline is None:
            # The same 100 cards against a 1 kB source: start-up and the cards'
            # own cost, subtracted so that the ratio is the cost per source byte.
            baseline = wall
            rows.append(("1 kB source, 100 cards (baseline)", wall, rss, 0.0))
            continue
        rows.append((f"{size} MB source, 100 cards", wall, rss, (wall - baseline) / size))
    return rows


def scale_table(shared: Path, corpus: Path, jobs: int, runs: int) -> list[tuple]:
    """The whole of a large corpus: cold (no cache) and warm, wall time and
    the peak RSS of the largest process, and seconds per MB of input."""
    floors = shared / "bench" / "floors.py"
    size = sum(f.stat().st_size for f in corpus.rglob("*") if f.is_file() and ".anchorlint_cache" not in f.parts)
    floor = best_of(runs, [sys.executable, str(floors), str(corpus), "regex"])
    clear = lambda: shutil.rmtree(corpus / ".anchorlint_cache", ignore_errors=True)  # noqa: E731
    cmd = anchorlint_cmd() + ["--format", "json", "--jobs", str(jobs), str(corpus)]
    cold = best_of(runs, cmd, before=clear)
    warm = best_of(runs, cmd)
    clear()
    mb = size / 1024 / 1024
    return [(f"floor ({mb:.0f} MB)", floor[0], floor[1], floor[0] / mb),
            (f"all rules, cold, --jobs {jobs}", cold[0], cold[1], cold[0] / mb),
            (f"all rules, warm, --jobs {jobs}", warm[0], warm[1], warm[0] / mb)]


def print_table(title: str, rows: list[tuple], ratio_label: str, middle: str = "peak MB") -> None:
    print(f"\n{title}")
    print(f"{'what':56} {'wall s':>9} {middle:>8} {ratio_label:>10}")
    for label, wall, rss, ratio in rows:
        print(f"{label:56} {wall:9.3f} {rss:8.1f} {ratio:10.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--shared", help="the shared folder holding bench/gen_corpus.py")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--cards", type=int, default=10000)
    parser.add_argument("--books", type=int, default=2)
    parser.add_argument("--jobs", default=None, help="comma-separated --jobs values (default: 1 and the CPU count)")
    parser.add_argument("--runs", type=int, default=3, help="repetitions; the best time is reported")
    parser.add_argument("--work", help="folder for generated corpora (default: a temporary folder)")
    parser.add_argument("--smoke", action="store_true", help="a tiny corpus, one run (for CI)")
    parser.add_argument("--anchorlint", help="the anchorlint executable measured in every table (install it "
                        "non-editable: an editable install adds import time)")
    parser.add_argument("--yamllint", help="yamllint, measured beside the hook row (default: on PATH or beside python)")
    parser.add_argument("--hook-runs", type=int, default=21, help="runs of each hook command (the median is shown)")
    parser.add_argument("--scale-cards", type=int, default=0,
                        help="also check a corpus of this many cards (e.g. 100000; generated once into --work)")
    parser.add_argument("--only", choices=("corpus", "hook", "scaling", "scale"), action="append",
                        help="run only these tables (repeatable)")
    args = parser.parse_args()
    if args.anchorlint:
        CHOSEN[:] = [args.anchorlint]
    shared = find_shared(args.shared)
    if args.smoke:
        args.cards, args.books, args.runs, args.hook_runs = 200, 0, 1, 3
    jobs = [int(j) for j in args.jobs.split(",")] if args.jobs else sorted({1, os.cpu_count() or 1})
    work = Path(args.work) if args.work else Path(tempfile.mkdtemp(prefix="anchorlint-bench-"))
    corpus = generate(shared, work / f"seed{args.seed}-{args.cards}-{args.books}", args.seed, args.cards, args.books)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"corpus: {corpus} (seed {args.seed}, {args.cards} cards, {args.books} books); "
          f"CPUs: {os.cpu_count()}; load average {load:.1f}; python {sys.version.split()[0]}")
    wanted = set(args.only or ("corpus", "hook", "scaling", "scale"))
    started = time.perf_counter()
    if "corpus" in wanted:
        print_table("Whole corpus (ratio = wall / floor)", corpus_table(shared, corpus, jobs, args.runs), "x floor")
    if "hook" in wanted:
        yamllint = args.yamllint or shutil.which("yamllint") or next(
            (str(p) for p in [Path(sys.executable).with_name("yamllint")] if p.exists()), None)
        exe = [args.anchorlint] if args.anchorlint else anchorlint_cmd()
        rows = hook_table(corpus, work, args.hook_runs, exe, yamllint)
        print_table(f"One card, as the pre-commit hook runs it ({' '.join(exe)})", rows,
                    "x yamllint" if yamllint else "x python", "CPU ms")
    if "scaling" in wanted:
        sizes = [0.1, 0.2] if args.smoke else [0.5, 1, 2, 4]
        rows = scaling_table(corpus, work, sizes, args.runs)
        print_table("Scaling: one source, 100 cards (ratio = seconds per MB above the baseline)", rows, "s/MB")
        per_mb = [r[3] for r in rows[1:]]
        print(f"  spread of s/MB across sizes: {max(per_mb) / min(per_mb):.2f}x")
    if "scale" in wanted and args.scale_cards:
        large = generate(shared, work / f"seed{args.seed}-{args.scale_cards}-{args.books}", args.seed,
                         args.scale_cards, args.books)
        rows = scale_table(shared, large, max(jobs), 1 if args.scale_cards > 20000 else args.runs)
        print_table(f"Large corpus: {large} (ratio = seconds per MB of input)", rows, "s/MB")
    print(f"\nbenchmark took {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
