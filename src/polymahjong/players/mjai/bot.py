"""An external mjai bot process, spoken to as mjai.app does.

The bot is started as ``COMMAND... PLAYER_ID`` (the mjai player number, 0 = the first dealer, as the
last argument). Each line written to its standard input is a JSON array of the mjai events since the
last line, ending with the event it should answer; it answers each line with one line holding one JSON
object (``{"type":"none"}`` when it has nothing to do). Its standard error is left to the terminal.
"""
from __future__ import annotations

import json
import queue
import subprocess
import threading
from typing import Any, Sequence

from polymahjong.players.mjai.tiles import MjaiError

#: Seconds a process may take to exit once its input is closed.
EXIT_WAIT = 5.0


class BotGone(MjaiError):
    """The bot cannot answer any more: it exited, or did not answer in time (its answers would come late)."""


class BotProcess:
    """One running bot: :meth:`ask` sends a batch of events and returns the answer."""

    def __init__(self, command: Sequence[str], player_id: int, timeout: float) -> None:
        self.command = [*command, str(player_id)]
        self.timeout = timeout
        try:
            self.process = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                            bufsize=1)
        except OSError as e:
            raise BotGone(f"cannot start {' '.join(self.command)}: {e}") from None
        self.lines: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def ask(self, events: list[dict[str, Any]]) -> Any:
        """Send ``events`` as one line; the parsed answer. :class:`BotGone` when the bot exited or took longer
        than ``timeout`` seconds; :class:`MjaiError` when the line it answered is not JSON."""
        try:
            assert self.process.stdin is not None
            self.process.stdin.write(json.dumps(events, separators=(",", ":")) + "\n")
            self.process.stdin.flush()
        except (BrokenPipeError, ValueError):
            raise BotGone(f"the bot exited (code {self.process.poll()})") from None
        try:
            line = self.lines.get(timeout=self.timeout)
        except queue.Empty:
            raise BotGone(f"no answer within {self.timeout:g} s") from None
        if line is None:
            raise BotGone(f"the bot exited (code {self.process.wait()})")
        try:
            return json.loads(line)
        except json.JSONDecodeError as e:
            raise MjaiError(f"the answer is not JSON ({e.msg}): {line.strip()[:200]!r}") from None

    def close(self) -> None:
        """Close the bot's input and wait for it to exit (killed after a few seconds)."""
        if self.process.stdin is not None and not self.process.stdin.closed:
            try:
                self.process.stdin.close()
            except BrokenPipeError:
                pass
        try:
            self.process.wait(EXIT_WAIT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
