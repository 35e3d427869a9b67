"""D3 dataset-unavailable: a declared dataset cannot be read here, so its claims are not rechecked.

What it checks
    Every dataset under the frontmatter's ``data:``: its ``path`` must
    resolve to a readable file inside the repository (the card's folder
    first, then the repository root; symbolic links are followed and must
    stay inside) in a format anchorlint reads. Parquet needs the
    ``anchorlint[data]`` extra (DuckDB); the message says so.

Why
    A claim checked where its data lives should not read as broken where
    the data is not available (a clone without the large files, a machine
    without DuckDB). This is informational: the claims keep the trust they
    earned where they were reproduced, but nothing is rechecked here.

Fails
    The dataset is not in the checkout.

    card.md::

        ---
        source_path: source.md
        gloss: 服務延遲的量測
        data:
          - id: latency
            path: missing.csv
            sha256: 4c5dd7c68640aad435a215fe4273679ec483d6edb90e929ca709a43d935303b8
        claims:
          - text: "歐洲區平均延遲 182 ms"
            dataset: latency
            where: {region: eu}
            derive: mean:latency_ms
            value: 182
        ---
        ## 摘要
        歐洲區平均延遲 182 ms。

    source.md::

        Request latency is measured per region.

    expected:: D3 6:1

Passes
    The dataset is there.

    card.md:: as above, line 6 reads

            path: latency.csv

    source.md:: as above

    latency.csv::

        region,latency_ms
        eu,180
        eu,184
        us,250

    expected:: nothing

Options
    None. Not run under ``--compat``.

Blind spots
    A dataset outside the repository is never opened (reported here as
    outside), even when the path exists.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity

CODE = "D3"
NAME = "dataset-unavailable"
SEVERITY = Severity.SOFT
NEEDS_SOURCE = False

MESSAGES = {
    "default": {
        "en": "dataset '{dataset}' ({path}) is not available here ({cause}); its claims are not rechecked",
        "zh-TW": "資料集「{dataset}」（{path}）在此無法使用（{cause}）；其宣稱未重新檢核",
    },
}
_CAUSES = {"missing": "no such file", "outside": "it lies outside the repository",
           "unreadable": "cannot be read"}


@dataclass(frozen=True)
class Options:
    """No options."""


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    facts = ctx.facts.data
    if ctx.compat or facts is None:
        return
    for dataset in ctx.data_declarations.datasets:
        fact = facts.get(dataset.id)
        status = getattr(fact, "status", "missing")
        if status == "ok":
            continue
        cause = getattr(fact, "cause", None) or _CAUSES.get(status, status)
        yield Hit(dataset.lines.get("path", dataset.line), 1,
                  args={"dataset": dataset.id, "path": dataset.path, "cause": cause})
