"""D4 bad-data-declaration: a ``data:`` or ``claims:`` entry that cannot be checked as written.

What it checks
    The frontmatter's ``data:`` (``id``, ``path``, ``sha256``) and
    ``claims:`` (``text``, ``dataset``, ``where``, ``derive``, ``value``,
    ``tolerance``) entries: required keys present, no unknown key, a
    supported file type (``.csv``, ``.tsv``, ``.jsonl``/``.ndjson``,
    ``.parquet``), a 64-digit sha256, a derivation from the allow-list, a
    number for ``value`` and ``tolerance`` (or a percentage), a claim's
    dataset declared. The message names the key, e.g. ``claims[2].derive``.

Why
    A claim that cannot be recomputed is not checked at all; saying so is
    better than passing it silently. Nothing is evaluated: an unknown
    reducer is refused, never run.

Fails
    A reducer that is not on the allow-list (nothing is evaluated).

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
            derive: eval:latency_ms
            value: 182
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

    expected:: D4 12:1

Passes
    An allow-listed derivation.

    card.md:: as above, line 12 reads

            derive: mean:latency_ms

    source.md:: as above

    latency.csv:: as above

    expected:: nothing

Options
    None. Not run under ``--compat``.

Blind spots
    Whether a column exists is known only when the data is read (D2's
    ``column`` key).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity

CODE = "D4"
NAME = "bad-data-declaration"
SEVERITY = Severity.HARD
NEEDS_SOURCE = False

MESSAGES = {
    "default": {
        "en": "bad data declaration at {key}: {cause}",
        "zh-TW": "資料宣告 {key} 有誤：{cause}",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    if ctx.compat:
        return
    for problem in ctx.data_declarations.problems:
        yield Hit(problem.line, 1, args={"key": problem.key, "cause": problem.cause})
