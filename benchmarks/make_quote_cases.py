"""Writes benchmarks/data/quote_cases.jsonl: the quotation case set of
bench_quotes.py, from hand-written sentences (below) put through each kind of
extraction noise (genuine quotations: must be grounded) and each kind of
alteration (must be refused), plus slips next to an unchanged number (must be
approximate, Q2). Deterministic: run it again and the file is identical.

    python benchmarks/make_quote_cases.py
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent / "data" / "quote_cases.jsonl"
BEFORE = "Background.\nThe review covered the systems in use during the last audit period.\n\n"
AFTER = "\n\nNext steps.\nThe committee will revisit the findings at its next meeting."

SENTENCES = [
    "The final evaluation used a held-out set of 1,204 documents from the archive",
    "The service shall keep the last 10 versions of every file for 30 days",
    "Fluency scores were reported by three independent annotators who were not told which system produced each summary",
    "Operating loss was $12.5 million for the year ended December 31, 2023",
    "Latency fell from 120 ms to 45 ms after the cache was rewritten in Rust",
    "The plugin must never upload the user's notes to a remote server",
    "Jürgen Müller reviewed the contract before Anna Schmidt signed it in Zürich",
    "Revenue increased by 12% while operating costs decreased by 3.5% in Europe",
    "The committee approved a budget of 2,500,000 dollars for the new clinic in Oslo",
    "Participants who did not complete the baseline survey were excluded from the analysis",
    "The cross-validation error was 0.8% lower for the smaller model on every fold",
    "Backups are encrypted with a key that is rotated every 90 days by the security team",
    "The firmware draws 5 mW in standby and never exceeds 250 mW at peak load",
    "Only the index on the primary node is the single source of truth for replicas",
    "Customers in the US and the EU can request a full export of their data at any time",
]
CHINESE = [
    "外掛必須在 Logseq 中運作，且不得上傳任何使用者資料到遠端伺服器",
    "本研究共收集了 1,204 份問卷，其中有效問卷為 980 份，回收率達到八成",
    "系統每三十天自動備份一次，備份檔案保留九十天後刪除",
]


def _wrap(s: str) -> str:
    words = s.split(" ")
    half = len(words) // 2
    return " ".join(words[:half]) + "\n" + " ".join(words[half:])


def _hyphen_split(s: str) -> str:
    return re.sub(r"\b([a-z]{4})([a-z]{4,})\b", r"\1-\n\2", s, count=1)


NOISE: dict[str, Callable[[str], str]] = {
    "ligature": lambda s: s.replace("fi", "ﬁ").replace("fl", "ﬂ").replace("ff", "ﬀ"),
    "line-wrap": _wrap,
    "hyphen-split-word": _hyphen_split,
    "nbsp-thin-space": lambda s: s.replace(" ", "\u00a0", 2).replace(" ", "\u2009", 1),
    "fullwidth-digits": lambda s: s.translate({ord(d): ord(d) + 0xFEE0 for d in "0123456789"}),
    "soft-hyphen-zero-width": lambda s: s.replace("tion", "ti\u00adon").replace("the", "t\u200bhe"),
    "smart-quotes-entities": lambda s: s.replace("'", "\u2019").replace("$", "&#36;").replace("%", "&#37;"),
}
QUOTE_NOISE: dict[str, Callable[[str], str]] = {
    "diacritics-dropped": lambda s: s.replace("ü", "u").replace("é", "e").replace("ö", "o"),
    # acronyms and unit symbols keep their case: there case is content
    "lower-case": lambda s: re.sub(r"\b(?![A-Z]{2,5}\b|mW\b)\w+", lambda m: m.group().lower(), s),
    "all-caps": lambda s: s if "mW" in s else s.upper(),
}


def _number_changes(s: str) -> list[tuple[str, str]]:
    out = []
    m = re.search(r"\d+", s)
    if m:
        bumped = str(int(m.group()) + 1 if m.group() != "9" else 8)
        out.append(("number-value", s[: m.start()] + bumped + s[m.end() :]))
    for a, b, kind in (("million", "billion", "scale"), ("days", "weeks", "unit"), ("ms", "s", "unit"),
                       ("mW", "MW", "unit-case"), ("$", "-$", "sign"), ("3.5%", "35%", "decimal-point"),
                       ("0.8%", "8%", "decimal-point"), ("三十", "三", "cjk-number"), ("980", "890", "digits-swapped")):
        if a in s:
            out.append((kind, s.replace(a, b, 1)))
    return out


def _word_changes(s: str) -> list[tuple[str, str]]:
    out = []
    for a, b, kind in ((" not ", " ", "negation-removed"), (" never ", " ", "negation-removed"),
                       ("must ", "must not ", "negation-added"), ("不得", "得", "cjk-negation-removed"),
                       ("increased", "decreased", "direction"), ("Müller", "Miller", "name"),
                       ("Oslo", "Bergen", "name"), ("Rust", "Go", "name"), ("US", "us", "acronym-case"),
                       ("Only", "Not only", "negation-added"), ("smaller", "larger", "word-replaced")):
        if a in s:
            out.append((kind, s.replace(a, b, 1)))
    words = s.split(" ")
    if len(words) > 8 and not re.search("[\u4e00-\u9fff]", s):
        out.append(("word-dropped", " ".join(words[:4] + words[5:])))
        out.append(("word-added", " ".join(words[:4] + ["reportedly"] + words[4:])))
        out.append(("words-swapped", " ".join(words[:2] + [words[3], words[2]] + words[4:])))
        out.append(("last-word-replaced", " ".join(words[:-1] + ["elsewhere"])))
    aux = re.search(r"\b(is|was|were|are|can|shall)\b", s)
    if aux and " not" not in s[aux.end() : aux.end() + 4]:
        out.append(("negation-added", s[: aux.end()] + " not" + s[aux.end() :]))
    number = re.search(r"\d+", s)
    if number:
        out.append(("number-scaled", s[: number.end()] + "0" + s[number.end() :]))
    return out


def _doc(body: str) -> str:
    return BEFORE + body + "." + AFTER


def _structured() -> list[dict]:
    table = "| Platform | Retention |\n|---|---|\n| Windows | 30 days |\n| Linux | 90 days |"
    listing = "Steps:\n- Stop the service.\n- Rotate the keys.\n1. Restart the service."
    quoted = "> The index on the primary node\n> is the only source of truth."
    para = "The index on the primary node is rebuilt nightly, and it is the only source of truth for replicas."
    two = "Backups run nightly.\n\nRestores are never tested by the operations team."
    cjk = "系統每三十天自動備份一次，備\n份檔案保留九十天後刪除。"
    cases = [
        ("genuine", "table-pipes", table, "Windows 30 days"),
        ("genuine", "table-pipes", table, "Linux 90 days"),
        ("genuine", "list-markers", listing, "Stop the service. Rotate the keys. Restart the service."),
        ("genuine", "blockquote-markers", quoted, "The index on the primary node is the only source of truth."),
        ("genuine", "stitched-in-order", para, "The index on the primary node ... is the only source of truth"),
        ("genuine", "stitched-short-first", para, "The index … it is the only source of truth for replicas."),
        ("genuine", "cjk-line-break", cjk, "系統每三十天自動備份一次，備份檔案保留九十天後刪除"),
        ("genuine", "hyphen-compound", "The cross-\nvalidation error fell.", "The cross-validation error fell."),
        ("genuine", "diacritics-added", "The cafe in Zurich opened in May.", "The café in Zürich opened in May."),
        ("genuine", "locale-number", "The total was 1.234,5 EUR.", "The total was 1.234,5 EUR."),
        ("altered", "stitched-across-paragraphs", two, "Backups run nightly ... are never tested by the operations team"),
        ("altered", "stitched-out-of-order", para, "it is the only source of truth ... The index on the primary node"),
        ("altered", "stitched-invented", para, "The index on the primary node ... is replicated to every region"),
        ("altered", "table-cells-swapped", table, "Windows 90 days"),
        ("altered", "acronym-case", "Customers in the US can export.", "customers in the us can export."),
        ("altered", "stitched-across-paragraphs", two, "Backups run nightly … Restores are never tested"),
    ]
    return [{"group": g, "kind": k, "source": s, "quote": q} for g, k, s, q in cases]


def _slips() -> list[dict]:
    source = _doc("The service shall keep the last 10 versions of every file for 30 days")
    pairs = [("versions", "versons"), ("days", "dayz"), ("file", "fiel"), ("last", "lsat")]
    out = [{"group": "slip", "kind": "typo-next-to-number", "source": source,
            "quote": "The service shall keep the last 10 versions of every file for 30 days".replace(a, b, 1)}
           for a, b in pairs]
    source2 = _doc("Latency fell from 120 ms to 45 ms after the cache was rewritten in Rust")
    for a, b in (("fell", "fel"), ("after", "aftre"), ("cache", "cahce"), ("from", "form")):
        out.append({"group": "slip", "kind": "typo-next-to-number", "source": source2,
                    "quote": "Latency fell from 120 ms to 45 ms after the cache was rewritten in Rust".replace(a, b, 1)})
    return out


def cases() -> list[dict]:
    out: list[dict] = []
    for s in SENTENCES + CHINESE:
        out.append({"group": "genuine", "kind": "exact", "source": _doc(s), "quote": s})
        for name, noise in NOISE.items():
            noisy = noise(s)
            if noisy != s:
                out.append({"group": "genuine", "kind": name, "source": _doc(noisy), "quote": s})
        for name, change in QUOTE_NOISE.items():
            quote = change(s)
            if quote != s and (name != "all-caps" or len(out) % 3 == 0):
                out.append({"group": "genuine", "kind": name, "source": _doc(s), "quote": quote})
        for name, changed in _number_changes(s) + _word_changes(s):
            out.append({"group": "altered", "kind": name, "source": _doc(s), "quote": changed})
    return out + _structured() + _slips()


def main() -> int:
    rows = cases()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with OUT.open("w", encoding="utf-8") as handle:
        for number, row in enumerate(rows, 1):
            handle.write(json.dumps({"id": number, **row}, ensure_ascii=False) + "\n")
    counts: dict[str, int] = {}
    for row in rows:
        counts[row["group"]] = counts.get(row["group"], 0) + 1
    print(f"{OUT}: {len(rows)} cases {counts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
