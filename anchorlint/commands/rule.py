"""``anchorlint rule [CODE | --all | --markdown]``: the rule table, one
rule's documentation, every rule's, or every rule page as markdown."""

from __future__ import annotations

from types import ModuleType
from typing import TextIO

from anchorlint.commands.parser import EXIT_OK, UsageError


def command(args: list[str], out: TextIO, err: TextIO | None = None) -> int:
    from anchorlint.rules import RULES, UnknownRule, lookup

    if args == ["--markdown"]:
        from anchorlint.commands.ruledocs import reference

        out.write(reference())
        return EXIT_OK
    if not args:
        for rule in RULES:
            summary = (rule.__doc__ or "").strip().splitlines()[0]
            out.write(f"{rule.CODE:4} {rule.SEVERITY.value:5} {summary}\n")
        return EXIT_OK
    if args == ["--all"]:
        out.write("\n".join(_documentation(rule) for rule in RULES))
        return EXIT_OK
    try:
        rule = lookup(args[0])
    except UnknownRule as exc:
        raise UsageError(str(exc)) from None
    out.write(_documentation(rule))
    return EXIT_OK


def _documentation(rule: ModuleType) -> str:
    """The rule's docstring under a header, and its configuration keys."""
    from anchorlint.lint.options import option_specs

    text = f"{rule.CODE} {rule.NAME} (default severity: {rule.SEVERITY.value})\n\n{(rule.__doc__ or '').strip()}\n"
    keys = [f"    rules.{rule.CODE}.{spec.name} (default {_shown(spec.default)}): {spec.help}"
            for spec in option_specs(rule)]
    return text + ("\nConfiguration keys\n" + "\n".join(keys) + "\n" if keys else "")


def _shown(value: object) -> str:
    return repr(sorted(value)) if isinstance(value, frozenset) else repr(value)
