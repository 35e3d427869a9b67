"""``anchorlint rule [CODE ...] [--all] [--lang en|zh-TW] [--output-format
text|json] [--markdown]``: the rule table, the documentation of one or
several rules (codes or names, options in any position), in English or
Traditional Chinese, as terminal text or JSON (with each rule's URL)."""

from __future__ import annotations

import json
from types import ModuleType
from typing import Any, TextIO

from anchorlint.commands.parser import EXIT_OK, Parser, UsageError


def build_parser() -> Parser:
    parser = Parser(prog="anchorlint rule", description="Document anchorlint's rules.")
    parser.add_argument("rules", nargs="*", metavar="CODE", help="rule codes or names (default: the table)")
    parser.add_argument("--all", action="store_true", help="document every rule")
    parser.add_argument("--lang", choices=("en", "zh-TW"), help="documentation language (default: from LANG)")
    parser.add_argument("--output-format", "--format", dest="format", choices=("text", "json"), default="text")
    parser.add_argument("--markdown", action="store_true", help="the whole reference as markdown")
    return parser


def command(args: list[str], out: TextIO, err: TextIO | None = None) -> int:
    from anchorlint.lint.messages import detect_lang
    from anchorlint.rules import RULES, UnknownRule, default_severity, lookup

    options = build_parser().parse_intermixed_args(args)
    _warn_unusable_docs_url(err)
    if options.markdown:
        from anchorlint.commands.ruledocs import reference

        out.write(reference())
        return EXIT_OK
    lang = options.lang or detect_lang()
    try:
        chosen = list(RULES) if options.all else [lookup(ref) for ref in options.rules]
    except UnknownRule as exc:
        raise UsageError(str(exc)) from None
    if options.format == "json":
        items = [describe(rule, lang) for rule in (chosen or RULES)]
        single = len(options.rules) == 1 and not options.all
        out.write(json.dumps(items[0] if single else items, ensure_ascii=False, indent=2) + "\n")
        return EXIT_OK
    if not chosen:
        for rule in RULES:
            out.write(f"{rule.CODE:4} {default_severity(rule):5} {rule.NAME:28} {summary(rule, lang)}\n")
        return EXIT_OK
    out.write("\n\n".join(terminal_doc(rule, lang) for rule in chosen) + "\n")
    return EXIT_OK


def _warn_unusable_docs_url(err: TextIO | None) -> None:
    import os

    from anchorlint.rules import DOCS_URL_ENV, docs_url

    value = os.environ.get(DOCS_URL_ENV, "").strip()
    if value and docs_url() is None and err is not None:
        err.write(f"anchorlint: warning: {DOCS_URL_ENV}={value!r} is not an http, https or file URL: not used\n")


def summary(rule: ModuleType, lang: str) -> str:
    from anchorlint.commands.ruledocs import doc_text, parse_text

    return parse_text(doc_text(rule, lang))[0]


def terminal_doc(rule: ModuleType, lang: str) -> str:
    """A rule's documentation for a terminal: RST ````literal```` shown as
    `literal`, and at the end its page: the URL when a docs address is
    configured (rules.docs_url), else the page's path in anchorlint's tree."""
    from anchorlint.commands.ruledocs import PAGES, doc_text, plain
    from anchorlint.rules import rule_page, rule_url

    head = f"{rule.CODE} {rule.NAME} ({severity_line(rule, lang)})"
    where = rule_url(rule) or (PAGES / rule_page(rule)).as_posix()
    return f"{head}\n\n{plain(doc_text(rule, lang))}\n{_configuration_keys(rule, lang)}\n{where}"


def severity_line(rule: ModuleType, lang: str) -> str:
    """``default severity: soft``; for an opt-in rule ``default severity:
    off; soft when enabled``."""
    from anchorlint.rules import default_severity, is_opt_in

    zh = lang == "zh-TW"
    text = f"{'預設嚴重度' if zh else 'default severity'}: {default_severity(rule)}"
    if is_opt_in(rule):
        text += f"; 啟用後為 {rule.SEVERITY.value}" if zh else f"; {rule.SEVERITY.value} when enabled"
    return text


def _configuration_keys(rule: ModuleType, lang: str) -> str:
    """The rule's configuration keys with their defaults (from its Options)."""
    from anchorlint.lint.options import option_specs

    keys = [f"    rules.{rule.CODE}.{spec.name} (default {_shown(spec.default)}): {spec.help}"
            for spec in option_specs(rule)]
    title = {"en": "Configuration keys", "zh-TW": "設定鍵"}.get(lang, "Configuration keys")
    return "\n" + title + "\n" + "\n".join(keys) + "\n" if keys else ""


def _shown(value: object) -> str:
    return repr(sorted(value)) if isinstance(value, frozenset) else repr(value)


def describe(rule: ModuleType, lang: str) -> dict[str, Any]:
    """One rule as JSON: code, name, severity (what an unconfigured run does:
    ``off`` for an opt-in rule), whether it runs by default and the severity
    it reports with once enabled, summary, fix, url, options and the
    documentation text (the shape of ``ruff rule --output-format json``)."""
    from dataclasses import asdict, is_dataclass

    from anchorlint.commands.ruledocs import doc_text, plain
    from anchorlint.reporters import FIXES
    from anchorlint.rules import default_severity, is_opt_in, rule_page, rule_url

    options = getattr(rule, "Options", None)
    defaults = asdict(options()) if options is not None and is_dataclass(options) else {}
    return {
        "code": rule.CODE,
        "name": rule.NAME,
        "severity": default_severity(rule),  # "off" for an opt-in rule
        "enabled_by_default": not is_opt_in(rule),
        "severity_when_enabled": rule.SEVERITY.value,
        "summary": summary(rule, lang),
        "needs_source": bool(getattr(rule, "NEEDS_SOURCE", False)),
        "fix": FIXES.get(rule.CODE),
        "options": {key: _jsonable(value) for key, value in defaults.items()},
        "url": rule_url(rule),  # None without a configured docs address
        "page": f"docs/rules/{rule_page(rule)}",
        "lang": lang,
        "explanation": plain(doc_text(rule, lang)),
    }


def _jsonable(value: object) -> object:
    if isinstance(value, (frozenset, set)):
        return sorted(value)
    if isinstance(value, tuple):
        return list(value)
    return value
