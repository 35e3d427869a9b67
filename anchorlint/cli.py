"""The command line's entry point. Only this module and ``commands/`` touch
argv and exit codes.

Exit codes: 0 nothing blocks (soft findings are printed), 1 something blocks
(a hard finding, or any finding under --strict), 2 anchorlint could not do
its job (bad usage, unreadable path, bad configuration).
"""

from __future__ import annotations

import gc
import os
import sys
from collections.abc import Sequence

from anchorlint.commands import EXIT_BLOCKING, EXIT_ERROR, EXIT_OK, UsageError

TYPE_CHECKING = False  # typing.TYPE_CHECKING without loading typing on the pre-commit hook's path
if TYPE_CHECKING:  # pragma: no cover
    from typing import TextIO

__all__ = ["EXIT_BLOCKING", "EXIT_ERROR", "EXIT_OK", "UsageError", "main"]


def main(argv: Sequence[str] | None = None, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    # Start-up (imports, stored compiled work) allocates many objects and no
    # garbage cycles: a collection during it is wasted work on every hook run.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        from anchorlint.commands.streams import PipeGuard, finish, silence

        out = PipeGuard(stdout or sys.stdout)
        err = PipeGuard(stderr or sys.stderr)
        args = list(sys.argv[1:] if argv is None else argv)
        from anchorlint._startup_cache import install

        install()  # before the commands create their dataclasses
        from anchorlint.commands import dispatch, named
    finally:
        if was_enabled:
            gc.enable()
    try:
        name = named(args)
        if name is not None:
            args = args[1:]
        code = dispatch(name or "check", args, out, err)  # type: ignore[arg-type]
        finish(out)
        finish(err)
        return code
    except BrokenPipeError:  # a closed pipe met outside the guards (raw bytes): not an error
        silence(sys.stdout)
        return EXIT_OK
    except UsageError as exc:
        err.write(f"anchorlint: error: {_one_line(str(exc))}\n")
        return EXIT_ERROR
    except KeyboardInterrupt:
        err.write("anchorlint: interrupted\n")
        return 130
    except Exception as exc:  # the last line of defence: one line, never a traceback
        if os.environ.get("ANCHORLINT_DEBUG"):
            raise
        cause = _one_line(" ".join(str(exc).split())[:200])
        err.write(f"anchorlint: internal error ({type(exc).__name__}: {cause}); please report it "
                  "(ANCHORLINT_DEBUG=1 shows the traceback)\n")
        return EXIT_ERROR
    finally:
        if argv is None:
            # The process ends next. The collector's pass at interpreter exit
            # walks every object left (the modules, the run's data), about a
            # sixteenth of a one-card run, to free memory the exit frees
            # anyway: frozen objects are left out of it.
            gc.freeze()


def _one_line(text: str) -> str:
    from anchorlint.reporters import one_line

    return one_line(text)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
