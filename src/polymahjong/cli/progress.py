"""Progress of a long run: a bar in a terminal, periodic lines on stderr otherwise (a run written to a file
or piped shows how far it is in its log)."""
from __future__ import annotations

import sys
import time
from types import TracebackType
from typing import TextIO

from rich.console import Console
from rich.progress import Progress as Bar


class Progress:
    """Counts finished games out of ``total``: a rich bar when the stream (stderr) is a terminal; else a line
    ``label: done/total games (p%), s s, r games/s`` at every tenth of the run."""

    def __init__(self, label: str, total: int, stream: TextIO | None = None) -> None:
        self.label, self.total, self.done = label, total, 0
        self.stream = stream or sys.stderr
        console = Console(file=self.stream)
        self.bar = Bar(console=console, transient=True) if console.is_terminal else None
        self.start = time.monotonic()
        self.next_line = 1

    def __enter__(self) -> "Progress":
        if self.bar:
            self.bar.__enter__()
            self.task = self.bar.add_task(self.label, total=self.total)
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self.bar:
            self.bar.__exit__(kind, error, trace)

    def advance(self, games: int = 1) -> None:
        """Count ``games`` more finished games."""
        self.done += games
        if self.bar:
            self.bar.advance(self.task, games)
        elif self.done * 10 >= self.next_line * self.total:
            while self.next_line * self.total <= self.done * 10:
                self.next_line += 1
            spent = time.monotonic() - self.start
            rate = f", {self.done / spent:.2f} games/s" if spent > 0 else ""
            print(f"{self.label}: {self.done}/{self.total} games ({100 * self.done // self.total}%), "
                  f"{spent:.1f} s{rate}", file=self.stream, flush=True)
