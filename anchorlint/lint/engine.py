"""The engine: run every enabled rule over one parsed card, stamp code and
severity on their hits, and return ordered findings. Pure: no I/O."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from anchorlint.model.card import Card, parse_card
from anchorlint.lint.context import NO_FACTS, CardContext, CardFacts
from anchorlint.lint.findings import Finding, Hit
from anchorlint.lint.repeats import said_once
from anchorlint.lint.grounding import GroundingReport
from anchorlint.text.reading import prepare_text
from anchorlint.rules import BY_CODE, a1_unused_suppression
from anchorlint.config.settings import DEFAULT_SETTINGS, Settings
from anchorlint.model.source import SourceText
from anchorlint.lint.directives import Directive, masked, parse_directives


@dataclass(frozen=True)
class CardResult:
    """Everything anchorlint concluded about one card."""

    findings: list[Finding] = field(default_factory=list)
    grounding: GroundingReport | None = None  # None when there was no source
    # Every verified quotation (anchorlint.lint.quotations.QuoteCheck), when a
    # quotation rule ran: where each was found, for reporters and --fix.
    quotations: tuple = ()


def stamp(code: str, hit: Hit, settings: Settings) -> Finding:
    rule = BY_CODE[code]
    severity = settings.severity_override(code) or hit.severity or rule.SEVERITY
    return Finding(hit.line, hit.col, code, severity, hit.key, hit.args)


def check_card(
    card: Card, source: SourceText | None, settings: Settings = DEFAULT_SETTINGS, facts: CardFacts = NO_FACTS
) -> CardResult:
    """Run the enabled rules over a parsed card and its prepared source."""
    return check_cards([(card, source)], settings, [facts])[0]


def check_cards(
    cards: list[tuple[Card, SourceText | None]],
    settings: Settings = DEFAULT_SETTINGS,
    facts: Sequence[CardFacts] | None = None,
) -> list[CardResult]:
    """Check several cards at once. Rules with a ``prefetch`` hook first see
    every card, so work against a shared source (H6's windows) is batched.
    ``facts`` (one per card, optional) carries what the I/O layer resolved."""
    rules = [rule for rule in settings.enabled_rules() if rule.check is not None]
    directives = [parse_directives(card) for card, _ in cards]
    every_facts = facts if facts is not None else [NO_FACTS] * len(cards)
    contexts = [
        CardContext(masked(card, found), source, settings.policy, card_facts)
        for (card, source), found, card_facts in zip(cards, directives, every_facts)
    ]
    options = [settings.options_for(rule) for rule in rules]  # once per batch, not per card
    for rule, rule_options in zip(rules, options):
        prefetch = getattr(rule, "prefetch", None)
        if prefetch is not None:
            prefetch(contexts, rule_options)
    # What each rule's run needs, looked up once per batch rather than per
    # card: the rules that run on a card with a source and on one without.
    plans = {has_source: _plan(rules, options, has_source) for has_source in (True, False)}
    return [_run_rules(ctx, found, plans[ctx.source is not None], settings)
            for ctx, found in zip(contexts, directives)]


RulePlan = tuple[list[tuple], frozenset[str]]


def _plan(rules: list, options: list, has_source: bool) -> RulePlan:
    """(code, check, options, suppressible) of each rule that runs, in the
    rule table's order; the codes among them a suppression can name."""
    runs = [(rule.CODE, rule.check, rule_options, getattr(rule, "SUPPRESSIBLE", True))
            for rule, rule_options in zip(rules, options) if has_source or not rule.NEEDS_SOURCE]
    return runs, frozenset(code for code, _, _, suppressible in runs if suppressible)


def _run_rules(ctx: CardContext, directives: tuple[Directive, ...], plan: RulePlan, settings: Settings) -> CardResult:
    findings: list[Finding] = []
    unsuppressible: list[Finding] = []  # S1-S4 report on the run, not on the card's text
    runs, ran = plan
    for code, check, rule_options, suppressible in runs:
        found = findings if suppressible else unsuppressible
        for hit in check(ctx, rule_options):
            found.append(stamp(code, hit, settings))
    findings = suppress(directives, findings, ran, settings) + unsuppressible
    findings.sort()
    if not settings.compat:
        findings = said_once(findings)  # a rule's explanation once per card (lint/repeats.py)
    return _redacted(CardResult(findings, ctx.grounding, ctx.__dict__.get("quote_checks", ())), ctx)


def _redacted(result: CardResult, ctx: CardContext) -> CardResult:
    """No secret's text leaves the engine (see redaction.py); H5 itself
    names kinds only."""
    from anchorlint.lint.redaction import redact_args, redact_value

    quoting = any(f.args and f.code != "H5" for f in result.findings)
    grounding = result.grounding
    if not quoting and (grounding is None or not (grounding.ungrounded or grounding.anchors)):
        return result  # nothing quotes the card: nothing to redact
    secrets = ctx.secrets
    findings = [
        f if not f.args or f.code == "H5" else Finding(f.line, f.col, f.code, f.severity, f.key,
                                                       redact_args(f.args, secrets))
        for f in result.findings
    ]
    if grounding is not None and secrets and grounding.ungrounded:
        grounding = replace(grounding, ungrounded=redact_value(list(grounding.ungrounded), secrets))
    if grounding is not None and secrets and grounding.anchors:
        grounding = grounding.redacted(lambda text: redact_value(text, secrets))
    return CardResult(findings, grounding, result.quotations)


def suppress(
    directives: tuple[Directive, ...], findings: list[Finding], ran: frozenset[str], settings: Settings
) -> list[Finding]:
    """Apply the card's suppression directives; report the useless ones (A1)."""
    if not directives:
        return findings
    from anchorlint.lint.suppression import apply_directives  # most cards carry no directive

    report = settings.enabled(a1_unused_suppression)
    if not report:
        return apply_directives(findings, directives, ran)[0]
    kept, hits = apply_directives(findings, directives, ran | {"A1"})
    return kept + [stamp("A1", hit, settings) for hit in hits]


def lint_card(
    card_text: str,
    source_text: str | None = None,
    settings: Settings = DEFAULT_SETTINGS,
    facts: CardFacts = NO_FACTS,
) -> CardResult:
    """Lint one card (decoded text) against its source text, if any."""
    compat = settings.compat
    card = parse_card(prepare_text(card_text, compat=compat))
    source = None
    if source_text is not None:
        source = SourceText(prepare_text(source_text, compat=compat), compat=compat)
    return check_card(card, source, settings, facts)
