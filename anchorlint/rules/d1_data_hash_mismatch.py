"""D1 data-hash-mismatch: a dataset's bytes are not the ones its claims were computed on.

What it checks
    Every dataset under the frontmatter's ``data:`` that can be read here:
    the sha256 of its bytes must equal the pinned ``sha256``. The finding
    points at the ``sha256:`` line and gives the file's current hash.

Why
    A claim such as "mean latency 182 ms" was computed on one version of the
    data. When the file changes, the claim may silently stop being true;
    the hash says the data moved under it. After a deliberate change, check
    the claims and run ``anchorlint data pin CARD`` to record the new hash.

Fails
    The file no longer has the pinned hash.

    card.md::

        ---
        source_path: source.md
        gloss: 服務延遲的量測
        data:
          - id: latency
            path: latency.csv
            sha256: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
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

    latency.csv::

        region,latency_ms
        eu,180
        eu,184
        us,250

    expected:: D1 7:1

Passes
    The hash the file has.

    card.md:: as above, line 7 reads

            sha256: 4c5dd7c68640aad435a215fe4273679ec483d6edb90e929ca709a43d935303b8

    source.md:: as above

    latency.csv:: as above

    expected:: nothing

Options
    None. Not run under ``--compat``.

Blind spots
    The hash covers bytes, not meaning: re-saving a CSV with other line
    endings is a change. A dataset that cannot be read here is D3, not D1.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity

CODE = "D1"
NAME = "data-hash-mismatch"
SEVERITY = Severity.HARD
NEEDS_SOURCE = False

MESSAGES = {
    "default": {
        "en": "dataset '{dataset}' ({path}) changed: its sha256 is now {actual}, the claims were computed "
        "on {pinned}",
        "zh-TW": "資料集「{dataset}」（{path}）已變更：目前 sha256 為 {actual}，宣稱是依據 {pinned} 算出的",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


def check(ctx: CardContext, options: Options | None = None) -> Iterator[Hit]:
    facts = ctx.facts.data
    if ctx.compat or facts is None:
        return
    for dataset in ctx.data_declarations.datasets:
        actual = getattr(facts.get(dataset.id), "sha256", None)
        if dataset.sha256 is None or actual is None or actual == dataset.sha256:
            continue
        yield Hit(dataset.lines.get("sha256", dataset.line), 1, args={
            "dataset": dataset.id, "path": dataset.path, "actual": actual, "pinned": dataset.sha256})
