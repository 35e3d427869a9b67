"""The sensitivity report: as data (``--format json``) and as a table."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from typing import Any

from anchorlint._version import __version__
from anchorlint.pipeline.sensitivity import PolicyTally, Share, spread

WORDS = {
    "en": {
        "policy": "policy", "fingerprint": "fingerprint", "grounded": "grounded", "share": "share",
        "quotations": "quotations grounded", "anchors": "cards without H7",
        "spread": "The grounded share varies by {pp} percentage points across these policies.",
        "spread_quotes": "The grounded share of quotations varies by {pp} percentage points across these policies.",
        "spread_anchors": "The share of cards without H7 findings varies by {pp} percentage points.",
        "no_claims": "No valid claims: nothing to compare.",
        "no_quotes": "These cards hold no quotation claims.",
        "no_cards": "No card with a usable source: nothing to compare.",
        "count_claims": "{total} claims, same sources under every policy.",
        "count_cards": "{cards} cards with a source, {total} quotation claims.",
        "left_claims": "{n} invalid records left out.",
        "left_cards": "{n} cards without a usable source left out.",
    },
    "zh-TW": {
        "policy": "政策", "fingerprint": "指紋", "grounded": "有據", "share": "比例",
        "quotations": "引文有據", "anchors": "無 H7 的卡片",
        "spread": "在這些政策之間，有據比例相差 {pp} 個百分點。",
        "spread_quotes": "在這些政策之間，引文有據比例相差 {pp} 個百分點。",
        "spread_anchors": "無 H7 發現的卡片比例相差 {pp} 個百分點。",
        "no_claims": "沒有有效的主張：無從比較。",
        "no_quotes": "這些卡片沒有引文。",
        "no_cards": "沒有具可用原文的卡片：無從比較。",
        "count_claims": "{total} 則主張，各政策的原文相同。",
        "count_cards": "{cards} 張有原文的卡片，{total} 則引文。",
        "left_claims": "略過 {n} 筆無效紀錄。",
        "left_cards": "略過 {n} 張沒有可用原文的卡片。",
    },
}


def _share(share: Share) -> dict[str, Any]:
    percent = share.percent
    return {"count": share.grounded, "total": share.total,
            "percent": None if percent is None else round(percent, 2)}


def _points(value: float | None) -> float | None:
    return None if value is None else round(value, 2)


def report_data(rows: Sequence[PolicyTally], kind: str, left_out: int) -> dict[str, Any]:
    """The report as JSON-able data; ``kind`` is ``claims`` or ``cards``."""
    data: dict[str, Any] = {
        "anchorlint_version": __version__,
        "unicode_version": unicodedata.unidata_version,
        "kind": kind,
        "left_out": left_out,
        "policies": [],
        "spread_pp": _points(spread([row.claims for row in rows])),
    }
    for row in rows:
        entry = {"policy": row.policy.name, "policy_fingerprint": row.policy.fingerprint, "claims": _share(row.claims)}
        if kind == "cards":
            entry["cards_without_h7"] = _share(row.cards)
        data["policies"].append(entry)
    if kind == "cards":
        data["cards_spread_pp"] = _points(spread([row.cards for row in rows]))
    return data


def _cells(share: dict[str, Any]) -> list[str]:
    if share["percent"] is None:
        return ["-", "-"]
    return [f"{share['count']} / {share['total']}", f"{share['percent']:.2f}%"]


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)


def _pad(text: str, width: int, right: bool) -> str:
    fill = " " * (width - _width(text))
    return fill + text if right else text + fill


def _table(rows: list[list[str]]) -> list[str]:
    """Columns as wide as their widest cell; all but the first two right-aligned."""
    widths = [max(_width(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = ["  ".join(_pad(cell, widths[i], i > 1) for i, cell in enumerate(row)).rstrip() for row in rows]
    lines.insert(1, "-" * max(len(line) for line in lines))
    return lines


def render_table(data: dict[str, Any], lang: str = "en") -> str:
    words = WORDS.get(lang, WORDS["en"])
    cards = data["kind"] == "cards"
    if cards:
        header = [words["policy"], words["fingerprint"], words["quotations"], words["share"],
                  words["anchors"], words["share"]]
    else:
        header = [words["policy"], words["fingerprint"], words["grounded"], words["share"]]
    rows = [header]
    for entry in data["policies"]:
        row = [entry["policy"], entry["policy_fingerprint"], *_cells(entry["claims"])]
        rows.append(row + _cells(entry["cards_without_h7"]) if cards else row)
    return "\n".join([*_table(rows), "", *_closing(data, words)]) + "\n"


def _closing(data: dict[str, Any], words: dict[str, str]) -> list[str]:
    first, left_out = data["policies"][0], data["left_out"]
    total = first["claims"]["total"]
    if data["kind"] == "claims":
        lines = [words["count_claims"].format(total=total)]
        lines += [words["left_claims"].format(n=left_out)] if left_out else []
        pp = data["spread_pp"]
        return lines + [words["no_claims"] if pp is None else words["spread"].format(pp=f"{pp:g}")]
    cards = first["cards_without_h7"]["total"]
    lines = [words["count_cards"].format(cards=cards, total=total)]
    lines += [words["left_cards"].format(n=left_out)] if left_out else []
    if not cards:
        return lines + [words["no_cards"]]
    quotes = data["spread_pp"]
    lines.append(words["no_quotes"] if quotes is None else words["spread_quotes"].format(pp=f"{quotes:g}"))
    return lines + [words["spread_anchors"].format(pp=f"{data['cards_spread_pp']:g}")]
