"""H5 secret: a credential or personal identifier copied into the card.

What it checks
    Each line (frontmatter included) for: password/secret/api-key/access-key/
    auth-token/private-key assignments with a value of 6+ characters, PEM
    private-key blocks, AWS access key ids, GitHub, Slack, Google and Stripe
    keys, JWTs, credentials embedded in URLs, Taiwan national ids, and the
    shape of a credit-card number (12 to 16 digits, optionally in groups of
    four split by spaces or hyphens, with no digit either side; no checksum,
    as the Go original). A line containing
    ``wiki-secret-ok`` is exempt. Messages name the kind, never the value.

Why
    Cards are copied into knowledge bases that many people and models read. A
    secret in a source must become a description ("the API key is stored in
    Vault"), not a copy.

Fails
    A password copied into a key point.

    card.md::

        ---
        source_path: source.md
        gloss: Logseq 外掛的需求文件
        ---
        ## 重點
        - 測試帳號 password: hunter2hunter2

    expected:: H5 6:1

Passes
    The same fact, described.

    card.md:: as above, line 6 reads

        - 測試帳號的密碼存放在 Vault

    expected:: nothing

Options
    none.

Blind spots
    Patterns see shapes: deliberately obfuscated secrets pass, and example
    values that look real are flagged (mark them ``wiki-secret-ok``). The
    card-number shape has no checksum, so a 13-digit order number is flagged.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from anchorlint.lint.context import CardContext
from anchorlint.lint.findings import Hit, Severity
from anchorlint.text.secrets import patterns_in, secret_kinds, without_hashes
from anchorlint.text.wordlists import SECRET_EXEMPT_MARK

CODE = "H5"
NAME = "secret"
SEVERITY = Severity.HARD
NEEDS_SOURCE = False

MESSAGES = {
    "default": {
        "en": "looks like a secret ({kinds}): describe it instead of copying it",
        "zh-TW": "疑似機敏值：{kinds}（應改寫成描述，不得照抄）",
    },
}


@dataclass(frozen=True)
class Options:
    """No options."""


def check(ctx: CardContext, options: object = None) -> Iterator[Hit]:
    if not ctx.may_hold_secret:
        return
    patterns = patterns_in(ctx.card.text) if ctx.compat else ctx.secret_patterns
    if not patterns:
        return
    seen: set[str] = set()
    skip = ctx.mark_lines
    for line in ctx.card.lines:
        if SECRET_EXEMPT_MARK in line.text or line.number in skip:
            continue
        text = line.text if ctx.compat else without_hashes(line.text)
        kinds = [k for k in secret_kinds(text, patterns) if k not in seen]
        if kinds:
            seen.update(kinds)
            yield Hit(line.number, args={"kinds": kinds})
