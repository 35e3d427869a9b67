"""The rule table: every rule anchorlint knows, registered explicitly.

A rule is a module with ``CODE``, ``NAME`` (kebab-case), ``SEVERITY``,
``NEEDS_SOURCE``, ``MESSAGES`` (per key, per language), a frozen ``Options``
dataclass (empty when the rule has none; its fields are the rule's
configuration keys, see lint/options.py), and ``check(ctx, options)``
yielding Hits. Its docstring is its documentation (``anchorlint rule CODE``
prints it, docs/rules/ shows it) and its Fails/Passes examples are run as
tests (commands/rule_examples.py). S1-S4 judge the source resolution the I/O
layer hands them (``ctx.facts.source``) and are not ``SUPPRESSIBLE``; A1's
``check`` is None: the engine raises it from the suppression directives. A
rule whose options the pure grounding core reads (H7, H8) also has
``grounding_fields(options)``: the GroundingPolicy fields they set.
"""

from __future__ import annotations

from types import ModuleType

from anchorlint.rules import (
    a1_unused_suppression,
    c1_unsupported_claim,
    d1_data_hash_mismatch,
    d2_data_value_not_reproduced,
    d3_dataset_unavailable,
    d4_bad_data_declaration,
    e1_invalid_display_math,
    f1_unresolved_image,
    h1_section_structure,
    h2_definition,
    h3_key_points,
    h4_relation_triples,
    h5_secret,
    h6_carpet_copy,
    h7_ungrounded_anchor,
    h8_claim_inflation,
    q1_quotation_not_found,
    q2_approximate_quotation,
    s1_source_missing,
    s2_source_outside_repository,
    s3_undecodable_file,
    s4_source_unusable,
    s5_card_without_source,
)

RULES: tuple[ModuleType, ...] = (
    h1_section_structure,
    h2_definition,
    h3_key_points,
    h4_relation_triples,
    h5_secret,
    h6_carpet_copy,
    h7_ungrounded_anchor,
    h8_claim_inflation,
    q1_quotation_not_found,
    q2_approximate_quotation,
    e1_invalid_display_math,
    f1_unresolved_image,
    d1_data_hash_mismatch,
    d2_data_value_not_reproduced,
    d3_dataset_unavailable,
    d4_bad_data_declaration,
    c1_unsupported_claim,
    s1_source_missing,
    s2_source_outside_repository,
    s3_undecodable_file,
    s4_source_unusable,
    s5_card_without_source,
    a1_unused_suppression,
)

BY_CODE = {rule.CODE: rule for rule in RULES}

# Where the rule pages (docs/rules/) are published. anchorlint has no public
# address, so none is built in and no output links to a made-up one: a link
# to a rule's page (JSON findings' ``url``, SARIF ``helpUri``, ``anchorlint
# rule``) exists only when DOCS_URL_ENV names the folder serving the pages, or
# a packager who publishes them sets PUBLISHED_DOCS_URL. See docs/usage.md.
DOCS_URL_ENV = "ANCHORLINT_DOCS_URL"
PUBLISHED_DOCS_URL: str | None = None
_BY_KEY = {**BY_CODE, **{rule.NAME: rule for rule in RULES}}


class UnknownRule(ValueError):
    """A code or name that no rule has."""


def lookup(code_or_name: str) -> ModuleType:
    """A rule by code (``H7``, case-insensitive) or name (``ungrounded-anchor``)."""
    rule = _BY_KEY.get(code_or_name.upper()) or _BY_KEY.get(code_or_name.lower())
    if rule is None:
        known = ", ".join(rule.CODE for rule in RULES)
        raise UnknownRule(f"unknown rule '{code_or_name}' (known: {known})")
    return rule


def rule_page(rule: ModuleType) -> str:
    """The file name of a rule's documentation page: ``H7-ungrounded-anchor.md``."""
    return f"{rule.CODE}-{rule.NAME}.md"


def docs_url() -> str | None:
    """The address of the folder holding the rule pages, when one is
    configured (an http, https or file URL; anything else is not used)."""
    import os
    from urllib.parse import urlsplit

    base = os.environ.get(DOCS_URL_ENV, "").strip() or PUBLISHED_DOCS_URL
    if not base:
        return None
    parts = urlsplit(base)
    usable = parts.scheme in ("http", "https") and parts.netloc or parts.scheme == "file" and parts.path
    return base.rstrip("/") if usable else None


def rule_url(rule: ModuleType) -> str | None:
    """The address of a rule's page (``<docs url>/<CODE>-<name>.md``), None
    when no docs address is configured (docs_url)."""
    base = docs_url()
    return None if base is None else f"{base}/{rule_page(rule)}"


def is_opt_in(rule: ModuleType) -> bool:
    """Whether the rule is off unless configuration enables it (``OPT_IN``, C1)."""
    return bool(getattr(rule, "OPT_IN", False))


def default_severity(rule: ModuleType) -> str:
    """What an unconfigured run does with the rule: ``off`` for an opt-in
    rule, else its severity (``SEVERITY`` is then what it reports with once enabled)."""
    return "off" if is_opt_in(rule) else rule.SEVERITY.value


def is_known(code_or_name: str) -> bool:
    return code_or_name.upper() in _BY_KEY or code_or_name.lower() in _BY_KEY
