"""``--format html``: one self-contained page (no network, no external
assets) with an index of the cards and, on demand, each card beside its
source. Card and source data sit in JSON blocks that the page's script
parses only when a card is opened, so a 10,000-card report stays usable;
every text is inserted with textContent, never as markup. With a
``coverage`` (reporters/coverage.py, computed by the caller the way
``anchorlint coverage`` computes it) the index also shows each card's
evidence mix and the folder and repository rows."""

from __future__ import annotations

import json
from importlib import resources
from typing import TYPE_CHECKING, Any, TextIO

from anchorlint._version import __version__
from anchorlint.reporters import ReportOptions
from anchorlint.rules import RULES

if TYPE_CHECKING:  # pragma: no cover
    from anchorlint.config.settings import Settings
    from anchorlint.reporters.coverage import Coverage
    from anchorlint.run.results import RunResult

# Inside <script>, "</" would end the block; U+2028/2029 end lines in old JS.
_SCRIPT_SAFE = (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("\u2028", "\\u2028"), ("\u2029", "\\u2029"))
_POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'"


def _json_block(block_id: str, value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    for unsafe, escaped in _SCRIPT_SAFE:  # str.replace is many times faster than str.translate here
        text = text.replace(unsafe, escaped)
    return f'<script type="application/json" id="{block_id}">{text}</script>\n'


def _asset(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text("utf-8")


def write(result: RunResult, options: ReportOptions, out: TextIO, settings: Settings | None = None,
          coverage: Coverage | None = None) -> None:
    from anchorlint.config.settings import DEFAULT_SETTINGS
    from anchorlint.reporters.html.model import build, evidence_rows
    from anchorlint.reporters.text import summary_line

    report = build(result, options, settings or DEFAULT_SETTINGS.with_compat(options.compat))
    by_card, rollup = evidence_rows(coverage)
    index = {
        "summary": summary_line(result, options),
        "rules": {rule.CODE: rule.NAME for rule in RULES},
        "cards": [[c["path"], len(c["findings"]), sorted({f[0] for f in c["findings"]}),
                   sum(1 for f in c["findings"] if f[4]), c["suppressed"], by_card.get(c["path"])]
                  for c in report.cards],
        "coverage": rollup,
    }
    out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
    out.write(f'<meta http-equiv="Content-Security-Policy" content="{_POLICY}">\n')
    out.write(f"<title>anchorlint report</title>\n<style>\n{_asset('page.css')}</style>\n</head>\n<body>\n")
    out.write(f'<header><h1>anchorlint {__version__}</h1><span class="summary" id="summary"></span>'
              '<label>rule <select id="rule-filter"><option value="">all</option></select></label></header>\n')
    out.write('<main>\n<section id="index"><section id="coverage" class="hidden"></section>'
              '<table><thead><tr id="index-head"><th>card</th><th>findings</th><th>rules</th><th>blocking</th>'
              '</tr></thead><tbody id="cards"></tbody></table></section>\n'
              '<section id="card-view" class="hidden"></section>\n</main>\n')
    out.write('<noscript>This report needs JavaScript to show the cards.</noscript>\n')
    out.write(_json_block("index-data", index))
    for number, card in enumerate(report.cards):
        out.write(_json_block(f"card-data-{number}", card))
    for number, source in enumerate(report.sources):
        out.write(_json_block(f"source-data-{number}", source))
    out.write(f"<script>\n{_asset('page.js')}</script>\n</body>\n</html>\n")
