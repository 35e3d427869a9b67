"""``anchorlint [check] [PATHS]``: lint cards against their sources (the
default command): parse flags, load settings, run, report, fix or mark, and
decide the exit code. Flag names follow ruff's where they mean the same."""

from __future__ import annotations

import gc
import os
import sys
from pathlib import Path
from types import SimpleNamespace

from anchorlint._version import __version__
from anchorlint.commands import suppress
from anchorlint.commands import EXIT_BLOCKING, EXIT_ERROR, EXIT_OK, UsageError

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    import argparse
    from typing import TextIO
    from anchorlint.config.settings import Settings

STDIN = "-"


def build_parser() -> argparse.ArgumentParser:
    import argparse

    from anchorlint.commands.parser import Parser, positive_int

    parser = Parser(
        prog="anchorlint",
        description="Catch fabricated specifics in LLM-written knowledge cards.",
        epilog="Other commands: 'anchorlint rule [CODE ...]' documents the rules; 'anchorlint verify FILE.jsonl' "
        "certifies claims in JSON Lines; 'anchorlint explain' prints a policy; 'anchorlint sensitivity' "
        "compares the shipped policies. Full usage: docs/usage.md.",
    )
    parser.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                        help="cards or folders to check (default: the current folder); '-' reads a card "
                        "from standard input")
    parser.add_argument("--source", type=Path, metavar="FILE",
                        help="check every given card against this source")
    parser.add_argument("--strict", action="store_true", help="soft findings block too (for CI)")
    parser.add_argument("--format", "--output-format", dest="format",
                        choices=("text", "json", "github", "sarif", "gitlab", "junit", "html"), default="text")
    parser.add_argument("-o", "--output-file", type=Path, metavar="FILE",
                        help="write the report to FILE instead of standard output (any format)")
    parser.add_argument("--lang", choices=("en", "zh-TW"),
                        help="language of the report (default: from LANG); what --mark writes into "
                        "cards follows the configuration's 'lang' instead")
    parser.add_argument("--compat", action="store_true",
                        help="reproduce the Go original's verdicts byte for byte")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="also list markdown files that are not cards")
    parser.add_argument("-q", "--quiet", action="store_true",
                        help="print the findings and errors only: no summary, no progress, no notes")
    parser.add_argument("--statistics", action="store_true",
                        help="print the number of findings per rule (most frequent first) instead of them")
    parser.add_argument("--exit-zero", action="store_true",
                        help="exit 0 even when findings block or files were changed (2 still means an error)")
    parser.add_argument("--show-source", action=argparse.BooleanOptionalAction, default=None,
                        help="show each finding's card line with a caret, and for H7 the nearest source "
                        "line (default: on a terminal only)")
    parser.add_argument("--config", type=Path, metavar="FILE",
                        help="use this configuration file (default: the nearest .anchorlint.yaml "
                        "or pyproject.toml with [tool.anchorlint])")
    parser.add_argument("--select", metavar="RULES",
                        help="check only these rules (codes or names, comma-separated)")
    parser.add_argument("--ignore", metavar="RULES",
                        help="skip these rules (codes or names, comma-separated)")
    parser.add_argument("--exclude", metavar="GLOBS",
                        help="leave out these files or folders (comma-separated globs; replaces the built-in list)")
    parser.add_argument("--extend-exclude", metavar="GLOBS",
                        help="leave out these files or folders too (comma-separated globs)")
    parser.add_argument("--force-exclude", action="store_true",
                        help="apply the exclusions to paths given explicitly too (for pre-commit)")
    parser.add_argument("--stdin-filename", type=Path, metavar="PATH",
                        help="with '-': the path the card read from standard input is checked as")
    parser.add_argument("--show-config", action="store_true",
                        help="print the settings that apply to PATH and where each came from, then exit")
    parser.add_argument("--mark", action="store_true",
                        help="write 'quality: low' and 'quality_warnings' into cards with soft findings, "
                        "remove them from clean cards; exit 1 when a file changed")
    parser.add_argument("--fix", action="store_true",
                        help="replace approximate quotations (Q2) with the source's own words; "
                        "exit 1 when a file changed")
    parser.add_argument("--diff", action="store_true",
                        help="print what --fix/--mark (both when neither is given) would change as a "
                        "unified diff, write nothing; exit 1 if anything would change")
    parser.add_argument("--jobs", "-j", type=positive_int, metavar="N",
                        help="worker processes (default: the number of CPUs; 1 runs in-process)")
    parser.add_argument("--shard", type=_shard, metavar="K/N",
                        help="check only part K of N of the repository (whole source groups, balanced "
                        "by size; N jobs with K=1..N check everything exactly once), e.g. in a CI matrix")
    parser.add_argument("--no-cache", action="store_true",
                        help="neither read nor write .anchorlint_cache/")
    parser.add_argument("--version", action="version", version=f"anchorlint {__version__}")
    suppress.add_flags(parser)
    return parser


def command(args: list[str], out: TextIO, err: TextIO) -> int:
    # Start-up (imports, flags, settings) allocates many objects and no garbage
    # cycles: collecting during it is wasted work on every pre-commit run. The
    # run and the report manage the collector themselves.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        from anchorlint.commands.check_output import finish_run
        from anchorlint.run.runner import run

        options = _plain_options(args) or build_parser().parse_intermixed_args(args)
        _refuse_bad_combinations(options)
        suppress.check_flags(options)
        settings = _settings(options)
    finally:
        if was_enabled:
            gc.enable()
    if options.show_config:
        return _show_config(options, settings, out)
    stdin = _read_stdin(options)
    progress = None if options.quiet else _progress_bar(err, options.format)
    try:
        result = run(options.paths or [Path(".")], settings, source=options.source,
                     source_key=settings.source_key, jobs=options.jobs,
                     # --fix needs the verifier's own objects, which the cache does not keep.
                     use_cache=not (options.no_cache or options.fix or options.diff or _cache_disabled_by_env()),
                     progress=progress, force_exclude=options.force_exclude, stdin=stdin, shard=options.shard,
                     compact=_streamed(options))
    finally:
        if progress is not None:
            progress.close()
    suppress.apply(options, result, settings, err)
    return finish_run(result, settings, options, out, err, stdin)


# What build_parser() gives a command line without flags; a test holds the two equal.
DEFAULTS = {
    "paths": [], "source": None, "strict": False, "format": "text", "output_file": None, "lang": None,
    "compat": False, "verbose": False, "quiet": False, "statistics": False, "exit_zero": False, "show_source": None,
    "config": None, "select": None, "ignore": None, "exclude": None, "extend_exclude": None, "force_exclude": False,
    "stdin_filename": None, "show_config": False, "mark": False, "fix": False, "diff": False, "jobs": None,
    "shard": None, "no_cache": False, "suppress_all": False, "suppress_rule": None, "prune_suppressions": False,
    "suppressions": None,
}
_SWITCHES = {"--strict": "strict", "--compat": "compat", "-v": "verbose", "--verbose": "verbose", "-q": "quiet",
             "--quiet": "quiet", "--statistics": "statistics", "--exit-zero": "exit_zero",
             "--force-exclude": "force_exclude", "--mark": "mark", "--fix": "fix", "--diff": "diff",
             "--no-cache": "no_cache"}


def _plain_options(args: list[str]) -> SimpleNamespace | None:
    """A pre-commit hook's command line (card paths, on/off switches,
    ``--source FILE``) read without loading argparse or building the parser
    (together a tenth of a one-card run): the values argparse would give, as
    the same attributes. None for anything else, which argparse then parses
    (and explains when wrong)."""
    values: dict[str, object] = {}
    paths: list[Path] = []
    tokens = iter(args)
    for token in tokens:
        if token in _SWITCHES:
            values[_SWITCHES[token]] = True
        elif token == "--source" and "source" not in values:
            value = next(tokens, "")
            if not value or value.startswith("-"):
                return None
            values["source"] = Path(value)
        elif token and not token.startswith("-"):
            paths.append(Path(token))
        else:  # "-" (standard input), "--", values, abbreviations, --flag=value...
            return None
    return SimpleNamespace(**{**DEFAULTS, **values, "paths": paths})


def _streamed(options: argparse.Namespace) -> bool:
    """Whether the report is written card by card from compact results (text
    and JSON, nothing fixed, marked or counted per rule): then the run keeps
    its results encoded (run/results.StoredResult)."""
    return options.format in ("text", "json") and not (options.fix or options.mark or options.diff
                                                        or options.statistics)


def _refuse_bad_combinations(options: argparse.Namespace) -> None:
    if options.source is not None and not os.path.isfile(options.source):
        raise UsageError(f"--source {options.source}: no such file")
    if options.compat and (options.mark or options.fix or options.diff):
        flag = "--mark" if options.mark else "--fix" if options.fix else "--diff"
        raise UsageError(f"{flag} cannot be combined with --compat (the Go original neither marks nor fixes)")
    reads_stdin = [str(path) for path in options.paths] == [STDIN]
    if STDIN in map(str, options.paths) and not reads_stdin:
        raise UsageError("'-' (standard input) cannot be combined with other paths")
    if options.stdin_filename is not None and not reads_stdin:
        raise UsageError("--stdin-filename needs '-' as the only path")
    if reads_stdin and (options.mark or options.fix) and not options.diff:
        raise UsageError("--mark and --fix write files; a card read from standard input has none "
                         "(use --diff to see the change)")


def _read_stdin(options: argparse.Namespace) -> tuple[Path, bytes] | None:
    if [str(path) for path in options.paths] != [STDIN]:
        return None
    name = options.stdin_filename or Path(STDIN)
    return name, sys.stdin.buffer.read()


def _shard(text: str):
    import argparse

    from anchorlint.run.shard import parse_shard

    try:
        return parse_shard(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _settings(options: argparse.Namespace) -> Settings:
    """Configuration file, then flags; validated before any card is read."""
    from anchorlint.config.load import ConfigError, load_settings

    flags: dict[str, object] = {"compat": True} if options.compat else {}
    for name in ("select", "ignore", "exclude", "extend_exclude"):
        value = getattr(options, name)
        if value is not None:
            flags[name] = [item for item in value.replace(",", " ").split() if item]
    target = options.stdin_filename or (options.paths or [Path(".")])[0]
    try:
        return load_settings(Path(".") if str(target) == STDIN else target, options.config, flags)
    except ConfigError as exc:
        raise UsageError(str(exc)) from None


def _show_config(options: argparse.Namespace, settings: Settings, out: TextIO) -> int:
    from anchorlint.config.show import format_settings

    target = (options.paths or [Path(".")])[0]
    out.write(format_settings(settings.for_path(os.path.abspath(target)), str(target)))
    return EXIT_OK


def _cache_disabled_by_env() -> bool:
    return os.environ.get("ANCHORLINT_NO_CACHE", "") not in ("", "0")


def _progress_bar(err: TextIO, output_format: str):
    """A progress bar on stderr for long interactive runs only: never under
    pre-commit or CI, with a machine format, or when stderr is not a TTY."""
    if output_format != "text" or "PRE_COMMIT" in os.environ or "CI" in os.environ:
        return None
    if not (getattr(err, "isatty", None) and err.isatty()):
        return None
    from anchorlint.run.progress import ProgressBar

    return ProgressBar(err)


__all__ = ["EXIT_BLOCKING", "EXIT_ERROR", "EXIT_OK", "build_parser", "command"]
