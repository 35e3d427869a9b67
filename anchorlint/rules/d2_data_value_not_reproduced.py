"""D2 data-value-not-reproduced: a data claim's value does not follow from its dataset.

What it checks
    Every claim under the frontmatter's ``claims:`` whose dataset can be
    read here is recomputed: the ``where`` filters select rows, the
    ``derive`` reducer (``count``, ``sum``, ``mean``, ``median``, ``min``,
    ``max``, ``quantile:COL:Q``, ``share:COL=VALUE``; see
    docs/data-claims.md) computes a number, and ``|computed - value|`` must
    be at most ``tolerance`` (absolute, or a percentage of the value; 0 when
    absent). Keys: ``default`` (the computed value is given), ``empty`` (the
    selection has no rows), ``non-numeric`` (a cell is not a number),
    ``column`` (no such column).

Why
    "The mean latency is 182 ms" cannot be checked by matching text; it can
    be recomputed from the data it came from. A claim that no longer
    reproduces is wrong, or its declaration is.

Fails
    The rows for eu average 182, not 190.

    card.md::

        ---
        source_path: source.md
        gloss: 服務延遲的量測
        data:
          - id: latency
            path: latency.csv
            sha256: 4c5dd7c68640aad435a215fe4273679ec483d6edb90e929ca709a43d935303b8
        claims:
          - text: "歐洲區平均延遲 182 ms"
            dataset: latency
            where: {region: eu}
            derive: mean:latency_ms
            value: 190
        ---
        ## 摘要
        歐洲區平均延遲 182 ms。

    source.md::

        Request latency is measured per region.

    latency.csv::

        region,latency_ms
        eu,180
        eu,184
        us,250

    expected:: D2 13:1

Passes
    The value the rows give.

    card.md:: as above, line 13 reads

            value: 182

    source.md:: as above

    latency.csv:: as above

    expected:: nothing

Options
    None. Not run under ``--compat``.

Blind spots
    The reducers are an allow-list: nothing else is evaluated, so a
    statistic they cannot express cannot be declared. Numbers in the data
    are read in the plain form data files use (``1234.5``; no thousands
    separators or units).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity

CODE = "D2"
NAME = "data-value-not-reproduced"
SEVERITY = Severity.HARD
NEEDS_SOURCE = False

MESSAGES = {
    "default": {
        "en": "claim '{text}' is not reproduced: {derive} over {dataset} gives {computed}, not {value} "
        "(tolerance {tolerance})",
        "zh-TW": "宣稱「{text}」無法重現：{dataset} 的 {derive} 算出 {computed}，不是 {value}（容差 {tolerance}）",
    },
    "empty": {
        "en": "claim '{text}' is not reproduced: the selection ({where}) has no rows in {dataset}",
        "zh-TW": "宣稱「{text}」無法重現：篩選條件（{where}）在 {dataset} 中沒有任何資料列",
    },
    "non-numeric": {
        "en": "claim '{text}' is not reproduced: column '{column}' of {dataset} holds '{cell}' (row {row}), "
        "not a number",
        "zh-TW": "宣稱「{text}」無法重現：{dataset} 的欄位「{column}」第 {row} 列是「{cell}」，不是數字",
    },
    "column": {
        "en": "claim '{text}' is not reproduced: {dataset} has no column '{column}' (columns: {columns})",
        "zh-TW": "宣稱「{text}」無法重現：{dataset} 沒有欄位「{column}」（現有欄位：{columns}）",
    },
}
_LINE_KEY = {"default": "value", "empty": "where", "non-numeric": "derive", "column": "derive"}


@dataclass(frozen=True)
class Options:
    """No options."""


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    if ctx.compat:
        return
    for item in ctx.data_checks:
        claim, outcome = item.claim, item.outcome
        if outcome is None or item.reproduced:
            continue
        key = outcome.problem or "default"
        args = {"text": claim.text, "dataset": claim.dataset, "derive": _derive(claim), **outcome.args}
        if outcome.value is not None:
            computed, value = _both(outcome.value, claim.value)
            args.update(computed=computed, value=value, tolerance=str(claim.tolerance))
        line = claim.lines.get(_LINE_KEY[key]) or claim.lines.get("derive", claim.line)
        yield Hit(line, 1, key=key, args=args)


def plain(value: float, digits: int = 6) -> str:
    """A number for the message: integers without ``.0``, others to at most
    ``digits`` decimals, never in exponent notation (``1234567.8``, not
    ``1.23457e+06``, which would hide the miss) and without the long digit
    runs the secret patterns would redact."""
    if float(value).is_integer() and abs(value) < 1e16:
        return str(int(value))
    text = f"{value:.{digits}f}".rstrip("0").rstrip(".")
    return text if text not in ("0", "-0") else repr(float(value))


def _both(computed: float, value: float) -> tuple[str, str]:
    """The two numbers, with more decimals when six would show them equal."""
    for digits in (6, 7):  # eight digits in a row would read as a secret (redaction.py)
        pair = plain(computed, digits), plain(value, digits)
        if pair[0] != pair[1]:
            return pair
    return repr(float(computed)), repr(float(value))


def _derive(claim: object) -> str:
    derive = claim.derive  # type: ignore[attr-defined]
    if derive.reducer == "share":
        return f"share:{derive.column}={derive.equals}"
    if derive.reducer == "quantile":
        return f"quantile:{derive.column}:{derive.q:g}"
    return derive.reducer + (f":{derive.column}" if derive.column else "")
