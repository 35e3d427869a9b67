"""A rich progress bar for long runs on a terminal. Loaded only when shown."""

from __future__ import annotations

from typing import TextIO

# Short runs finish before a bar would be readable; start it only past this.
MIN_CARDS = 500


class ProgressBar:
    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self._progress = None
        self._task = None

    def __call__(self, done: int, total: int) -> None:
        if self._progress is None:
            if total < MIN_CARDS or done >= total:
                return
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            self._progress = Progress(
                TextColumn("checking cards"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                console=Console(file=self.stream), transient=True,
            )
            self._progress.start()
            self._task = self._progress.add_task("cards", total=total)
        self._progress.update(self._task, completed=done, total=total)

    def close(self) -> None:
        if self._progress is not None:
            self._progress.stop()
