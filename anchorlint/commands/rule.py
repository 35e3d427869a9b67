"""``anchorlint rule [CODE]``: the rule table, one rule's documentation, or
the whole reference as markdown."""

from __future__ import annotations

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
    try:
        rule = lookup(args[0])
    except UnknownRule as exc:
        raise UsageError(str(exc)) from None
    out.write(f"{rule.CODE} {rule.NAME} (default severity: {rule.SEVERITY.value})\n\n")
    out.write((rule.__doc__ or "").strip() + "\n")
    return EXIT_OK
