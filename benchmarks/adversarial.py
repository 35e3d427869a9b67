"""Adversarial inputs at growing sizes: time per MB must stay flat.

Each case builds a card and a source whose size is dominated by one hostile
pattern (long runs of ``a-a-a``, ``1.1.1.``, ``- - -``, unclosed fences,
100,000 headings, one long line, pathological ``>>`` triples, long digit
runs for H5, backtick and bracket floods, many distinct anchors ...). For
each size it times:

* ``cli``: the whole command line in a fresh process (``anchorlint CARD
  --source SRC --format json --no-cache --jobs 1``), with its peak RSS;
* ``pure``: the pure core in-process (parse, every rule, the quotation
  verifier and the value matcher over the hostile text).

and prints seconds per MB of input, then the spread (slowest / fastest
per-MB figure across sizes). A spread near 1 is linear time; a quadratic
step would show as a spread near the size ratio (8 for 1 to 8 MB).

    python benchmarks/adversarial.py                   # 1, 2, 4, 8 MB, every case
    python benchmarks/adversarial.py --sizes 0.25 0.5 1 --cases dots backticks
    python benchmarks/adversarial.py --list

The card is never larger than the card size limit (8 MiB); at 8 MB a
card-side case is cut to just under it (the per-MB figure uses the real
size). A timeout (``--timeout``, default 300 s) is reported, not hidden.
This is a benchmark, not a test: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

PROJECT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(PROJECT))

MB = 1024 * 1024
CARD_LIMIT = 8 * MB - 4096  # leave room for the card's own scaffolding

HEAD = "---\ngloss: 對抗測試\nsource_path: source.md\n---\n# 對抗\n\n## 摘要\n摘要。\n\n## 重點\n"
TAIL = "\n## 實體\n- **Kafka**（工具）\n\n## 關聯\n### 內文知識關係\n- Kafka >> 用於 >> 同步\n"


def fill(unit: str, size: int) -> str:
    return unit * max(1, size // len(unit.encode("utf-8")))


def lines(unit: str, size: int) -> str:
    return fill(unit + "\n", size)


# name -> (card body builder, source builder); each gets a byte budget.
Builder = Callable[[int], str]
CASES: dict[str, tuple[Builder, Builder]] = {
    "a-a-a": (lambda n: "- " + fill("a-", n), lambda n: fill("a-", n)),
    "1.1.1.": (lambda n: "- " + fill("1.", n), lambda n: fill("1.", n)),
    "- - -": (lambda n: fill("- ", n), lambda n: fill("- ", n)),
    "dots": (lambda n: "- x" + fill(".", n) + "x", lambda n: fill(".", n) + "x"),
    "unclosed-fence": (lambda n: "```\n" + lines("- Kafka 12 ```", n), lambda n: "~~~~\n" + lines("x ``` y", n)),
    "headings": (lambda n: lines("## h", n), lambda n: lines("# h", n)),
    "long-line": (lambda n: "- " + fill("Kafka 同步 2026 ", n), lambda n: fill("Kafka 同步 2026 ", n)),
    "triples": (lambda n: "### 內文知識關係\n" + lines("- a >> >> b >> >>", n),
                lambda n: lines("a >> b", n)),
    "triple-line": (lambda n: "### 內文知識關係\n- " + fill("a >> ", n), lambda n: fill("a ", n)),
    "digits-h5": (lambda n: "- " + fill("1234 5678 ", n), lambda n: fill("1234-5678-", n)),
    "digit-run": (lambda n: "- " + fill("1", n), lambda n: fill("1", n)),
    "secret-shapes": (lambda n: "- " + fill("-----BEGIN eyJ a://b:c password ", n),
                      lambda n: fill("-----BEGIN eyJ a://b:c ", n)),
    "backticks": (lambda n: "- " + fill("`", n), lambda n: fill("``a`", n)),
    "brackets": (lambda n: "- " + fill("![a](x ", n * 4 // 5) + "\n- " + fill("![[", n // 5),
                 lambda n: fill("[!NOTE] ", n)),
    "comments": (lambda n: "- " + fill("<!-- anchorlint-disable-line H7 ", n), lambda n: fill("<!-- ", n)),
    "math": (lambda n: fill("$$ \\[ \\left{ ", n), lambda n: fill("$$", n)),
    "quotes": (lambda n: lines('> "Kafka streams the log across every node and keeps it."', n),
               lambda n: fill("Kafka streams the log across every node, and keeps it. ", n)),
    "anchors": (lambda n: "- " + " ".join(f"w{i:07d}" for i in range(n // 9)),
                lambda n: " ".join(f"v{i:07d}" for i in range(n // 9))),
    "cjk": (lambda n: "- " + fill("知識卡片。", n), lambda n: fill("知識卡片！", n)),
}


def make_files(folder: Path, case: str, size: int) -> tuple[Path, Path, int]:
    card_body, source_body = CASES[case]
    card = HEAD + card_body(min(size, CARD_LIMIT)) + TAIL
    source = source_body(size)
    (folder / ".git").mkdir(exist_ok=True)
    card_path, source_path = folder / "card.md", folder / "source.md"
    card_path.write_text(card, encoding="utf-8")
    source_path.write_text(source, encoding="utf-8")
    return card_path, source_path, len(card.encode()) + len(source.encode())


_CHILD = """
import json, resource, sys, time, io
sys.path.insert(0, {project!r})
from anchorlint.cli import main
out, err = io.StringIO(), io.StringIO()
start = time.perf_counter()
code = main({argv!r}, stdout=out, stderr=err)
took = time.perf_counter() - start
def peak_mb():
    # VmHWM is this process's own peak (ru_maxrss would include the parent's
    # memory from before the exec).
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({{"code": code, "seconds": took, "rss_mb": peak_mb(),
                  "traceback": "Traceback" in out.getvalue() + err.getvalue()}}))
"""


def time_cli(card: Path, source: Path, timeout: float) -> dict:
    argv = [str(card), "--source", str(source), "--format", "json", "--no-cache", "--jobs", "1"]
    child = _CHILD.format(project=str(PROJECT), argv=argv)
    try:
        done = subprocess.run([sys.executable, "-c", child], capture_output=True, text=True, timeout=timeout,
                              cwd=card.parent)
    except subprocess.TimeoutExpired:
        return {"seconds": None}
    if done.returncode != 0:
        return {"seconds": None, "error": done.stderr.strip().splitlines()[-1:]}
    return json.loads(done.stdout.strip().splitlines()[-1])


def time_pure(card: Path, source: Path) -> float:
    """Parse and lint in-process, then the two matchers over the hostile text."""
    from anchorlint.lint.engine import lint_card
    from anchorlint.quotes.verify import verify_quote
    from anchorlint.values.find import find_value

    card_text, source_text = card.read_text(encoding="utf-8"), source.read_text(encoding="utf-8")
    start = time.perf_counter()
    lint_card(card_text, source_text)
    probe = card_text[len(HEAD) : len(HEAD) + 2000]
    verify_quote(probe, source_text)
    find_value(probe[:200], source_text)
    find_value(2026, source_text)
    return time.perf_counter() - start


def run_case(case: str, sizes: list[float], timeout: float, pure: bool) -> list[dict]:
    rows = []
    for size_mb in sizes:
        with tempfile.TemporaryDirectory() as tmp:
            card, source, total = make_files(Path(tmp), case, int(size_mb * MB))
            cli = time_cli(card, source, timeout)
            row = {"case": case, "size_mb": total / MB, "cli": cli.get("seconds"), "rss_mb": cli.get("rss_mb"),
                   "code": cli.get("code"), "traceback": cli.get("traceback"), "error": cli.get("error")}
            if pure and row["cli"] is not None:
                row["pure"] = time_pure(card, source)
            rows.append(row)
            print(_row_line(row), flush=True)
    return rows


def _row_line(row: dict) -> str:
    def per_mb(key: str) -> str:
        value = row.get(key)
        return "timeout" if value is None else f"{value / row['size_mb']:8.3f}"

    extra = " TRACEBACK" if row.get("traceback") else ""
    extra += f" error={row['error']}" if row.get("error") else ""
    rss = f"{row['rss_mb']:7.0f}" if row.get("rss_mb") else "      -"
    return (f"  {row['case']:15} {row['size_mb']:7.2f} MB  cli {per_mb('cli')} s/MB  "
            f"pure {per_mb('pure') if 'pure' in row else '       -'} s/MB  rss {rss} MB  exit {row.get('code')}{extra}")


def spread(rows: list[dict], key: str) -> str:
    values = [row[key] / row["size_mb"] for row in rows if row.get(key) is not None]
    if len(values) < len(rows) or not values:
        return "  n/a"
    return f"{max(values) / max(min(values), 1e-9):5.2f}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", nargs="+", type=float, default=[1, 2, 4, 8], metavar="MB")
    parser.add_argument("--cases", nargs="+", choices=sorted(CASES), default=list(CASES), metavar="CASE")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds per CLI run")
    parser.add_argument("--no-pure", action="store_true", help="time the CLI only")
    parser.add_argument("--list", action="store_true", help="list the cases and exit")
    options = parser.parse_args(argv)
    if options.list:
        print("\n".join(CASES))
        return 0
    print(f"python {sys.version.split()[0]}, sizes {options.sizes} MB (card + source)")
    summary = []
    for case in options.cases:
        rows = run_case(case, options.sizes, options.timeout, not options.no_pure)
        summary.append((case, spread(rows, "cli"), spread(rows, "pure"),
                        max((row["rss_mb"] or 0) for row in rows if row.get("rss_mb") is not None) if any(
                            row.get("rss_mb") for row in rows) else 0))
    print("\ncase             spread(cli)  spread(pure)  peak rss MB")
    for case, cli, pure, rss in summary:
        print(f"{case:16} {cli:>11}  {pure:>12}  {rss:11.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
