"""Our bots as mjai bot processes, in mjai.app's convention (``polymahjong mjai-bot``).

Each line read is a JSON array of mjai events; each is answered with one line holding one JSON object,
flushed. When the player owes an action in the round rebuilt from the events
(:class:`~polymahjong.players.mjai.seat.MjaiSeat`), our bot chooses among our legal actions and the
choice is written as the mjai answer that chooses it (``dahai`` with ``tsumogiri``, ``reach`` and then,
told the ``reach``, its ``dahai``; ``chi``/``pon``/``daiminkan``/``ankan``/``kakan`` with ``consumed``;
``hora``; ``ryukyoku``); otherwise the answer is ``{"type":"none"}``. A line that is malformed, or events
our rules cannot follow, get a message on standard error and the answer ``none``; the process goes on.
"""
from __future__ import annotations

import json
from typing import IO, Any

from polymahjong.engine.table import Table
from polymahjong.players.base import Player
from polymahjong.players.mjai.player import fallback
from polymahjong.players.mjai.responses import Answer, answer_forms
from polymahjong.players.mjai.seat import MjaiSeat
from polymahjong.players.mjai.tiles import PLAYERS, MjaiError, check_variant
from polymahjong.variants.base import Variant
from polymahjong.variants.riichi.table import RIICHI

NONE: Answer = {"type": "none"}


class MjaiBotServer:
    """Answers the event lines of one mjai player (``me``) with ``bot``'s choices."""

    def __init__(self, variant: Variant, bot: Player, me: int) -> None:
        check_variant(variant)
        if not 0 <= me < PLAYERS:
            raise MjaiError(f"the player id must be 0-{PLAYERS - 1}, not {me}")
        self.bot = bot
        self.me = me
        self.seat = MjaiSeat(Table(variant), me)
        self.reach_dahai: Answer | None = None  # the riichi discard to answer once told our reach

    def answer(self, line: str) -> tuple[Answer, str | None]:
        """The answer to one input line, and the error message (None when all went well)."""
        try:
            events = json.loads(line)
        except json.JSONDecodeError as e:
            return NONE, f"the line is not JSON ({e.msg}): {line.strip()[:200]!r}"
        if not isinstance(events, list) or not events:
            return NONE, f"a line must be a JSON array of events, not {line.strip()[:200]!r}"
        try:
            self.seat.feed(events)
            return self._decide(events[-1]), None
        except (MjaiError, TypeError, ValueError, KeyError, IndexError) as e:
            self.reach_dahai = None
            return NONE, f"{type(e).__name__}: {e}" if not isinstance(e, MjaiError) else str(e)

    def _decide(self, last: dict[str, Any]) -> Answer:
        if last.get("type") == "reach" and last.get("actor") == self.me:
            answer, self.reach_dahai = self.reach_dahai, None
            if answer is not None:
                return answer
            view = self.seat.view()
            if view is None:
                raise MjaiError("told a reach the player cannot follow with a discard")
            return self._form(view, fallback(view, riichi=True))
        self.reach_dahai = None
        view = self.seat.view(furiten=getattr(self.bot, "shows_furiten", False))
        if view is None:
            return NONE
        action = self.bot.act(view)
        if action not in view.legal:
            raise MjaiError(f"the bot chose {action}, which is not legal")
        form = self._form(view, action)
        if action.act is RIICHI:
            self.reach_dahai = form
            return {"type": "reach", "actor": self.me}
        return form

    def _form(self, view: Any, action: Any) -> Answer:
        """The mjai answer choosing ``action``."""
        return next(form for form, a in answer_forms(view, self.seat.oya, self.seat.names) if a == action)


def serve(server: MjaiBotServer, stdin: IO[str], stdout: IO[str], stderr: IO[str]) -> None:
    """Answer every line of ``stdin`` on ``stdout`` (flushed each time) until the input ends; errors go to
    ``stderr`` as one line each."""
    for number, line in enumerate(stdin, 1):
        if not line.strip():
            continue
        answer, error = server.answer(line)
        if error is not None:
            stderr.write(f"mjai-bot {server.me}: line {number}: {error}\n")
            stderr.flush()
        stdout.write(json.dumps(answer, separators=(",", ":")) + "\n")
        stdout.flush()
