"""A seat played by an external mjai bot.

``play_match`` gives a player only its seat's view; an mjai bot wants the stream of events instead.
:func:`mjai_feed` is the ``on_events`` hook that tells each :class:`MjaiPlayer` what happened, as its
seat may see it (:class:`~polymahjong.players.mjai.events.MjaiStream` hides the rest)::

    players = [MjaiPlayer(["python", "bot.py"]) for _ in range(4)]
    match = play_match(ruleset("riichi"), players, seed=7, on_events=mjai_feed(players))

When the engine asks the seat to act, the player sends the events since its last question and
turns the answer into a legal action (:mod:`~polymahjong.players.mjai.responses`). An answer of
``reach`` is followed by a second question, the ``reach`` event, answered by the riichi discard. An
answer that is malformed or not legal is recorded in :attr:`MjaiPlayer.errors` (and logged) and the
seat plays the fallback (:func:`fallback`), so a game never stalls; a bot that exits or does not
answer in time is dropped for the rest of the match and its seat plays the fallback from then on.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Callable, Sequence

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.round import Event
from polymahjong.engine.view import SeatView
from polymahjong.players.mjai.bot import BotGone, BotProcess
from polymahjong.players.mjai.events import MjaiEvent, MjaiStream
from polymahjong.players.mjai.responses import parse_answer
from polymahjong.players.mjai.tiles import PLAYERS, MjaiError
from polymahjong.variants.riichi.table import RIICHI

if TYPE_CHECKING:
    from polymahjong.engine.match import Match
    from polymahjong.players.base import Player

log = logging.getLogger(__name__)
#: Seconds a bot may take to answer.
TIMEOUT = 10.0


def fallback(view: SeatView, riichi: bool = False) -> Action:
    """The safe choice when a bot's answer cannot be used: let the tile go (``pass``) when that is legal;
    else discard the tile just drawn (with ``riichi``, the bot having declared it: the riichi discard of the
    tile just drawn, else the first riichi discard), else the first legal discard, else the first legal
    action."""
    legal = view.legal
    kinds = (RIICHI,) if riichi else (Act.PASS, Act.DISCARD)
    for act in kinds:
        choices = [a for a in legal if a.act is act]
        if choices:
            return next((a for a in choices if a.tile == view.drawn), choices[0])
    return legal[0]


class MjaiPlayer:
    """A player whose choices come from an external mjai bot (``command``, started with the mjai player
    number as its last argument; see :mod:`~polymahjong.players.mjai.bot`). Needs :func:`mjai_feed` as the
    ``on_events`` hook of ``play_match``."""

    def __init__(self, command: Sequence[str], name: str = "mjai", timeout: float = TIMEOUT) -> None:
        self.command = list(command)
        self.name = name
        self.timeout = timeout
        self.errors: list[str] = []  # what went wrong with the bot's answers, one line each
        self.match: "Match | None" = None
        self.stream: MjaiStream | None = None
        self.bot: BotProcess | None = None
        self.pending: list[MjaiEvent] = []  # events not sent yet

    def observe(self, match: "Match", events: list[Event], player: int, names: Sequence[str]) -> None:
        """Take the events of one step of ``match`` (this is player ``player`` of ``names``); a new match
        starts a new bot process."""
        if match is not self.match:
            self.close()
            viewer = (player - match.first_dealer) % PLAYERS
            self.match, self.stream, self.pending = match, MjaiStream(match.variant, names, viewer), []
            try:
                self.bot = self.start(viewer)
            except BotGone as e:
                self._error(e)
        assert self.stream is not None
        self.pending += self.stream.feed(match, events)
        if self.pending and self.pending[-1]["type"] == "end_game":
            self._ask(self.pending)
            self.pending = []
            self.close()

    def start(self, viewer: int) -> BotProcess:
        """Start the bot for mjai player ``viewer`` (:class:`BotGone` if it cannot start)."""
        return BotProcess(self.command, viewer, self.timeout)

    def act(self, view: SeatView) -> Action:
        """The bot's choice among ``view.legal`` (or the fallback)."""
        stream = self.stream
        if stream is None or stream.kyoku is None:
            raise RuntimeError(f"{self.name} was not told the events: pass on_events=mjai_feed(players) to play_match")
        batch, self.pending = self.pending, []
        answer = self._ask(batch)
        if answer is None:
            return fallback(view)
        oya = stream.kyoku.oya
        try:
            action = parse_answer(answer, view, oya, stream.tiles)
        except MjaiError as e:
            self._error(e)
            return fallback(view)
        if action is not None:
            return action
        stream.reach_told = True
        answer = self._ask([{"type": "reach", "actor": (oya + view.seat) % PLAYERS}])
        if answer is None:
            return fallback(view, riichi=True)
        try:
            action = parse_answer(answer, view, oya, stream.tiles, riichi=True)
            assert action is not None
            return action
        except MjaiError as e:
            self._error(e)
            return fallback(view, riichi=True)

    def _ask(self, batch: list[MjaiEvent]) -> object | None:
        """The bot's answer to ``batch``; None when there is none to use (the error is recorded)."""
        if self.bot is None:
            return None
        try:
            return self.bot.ask(batch)
        except BotGone as e:
            self._error(e)
            self.close()
        except MjaiError as e:
            self._error(e)
        return None

    def _error(self, error: MjaiError) -> None:
        k = self.stream.kyoku if self.stream is not None else None
        where = f"{k.start['wind']}{k.oya + 1}-{k.start['honba']}" if k is not None else "before the game"
        gone = " (dropped: the seat plays the fallback from now on)" if isinstance(error, BotGone) else ""
        self.errors.append(f"{self.name}, {where}: {error}{gone}")
        log.warning("%s", self.errors[-1])

    def close(self) -> None:
        """Stop the bot process (at the end of the match this happens by itself)."""
        if self.bot is not None:
            self.bot.close()
            self.bot = None


def mjai_feed(players: Sequence["Player"],
              then: Callable[["Match", list[Event]], None] | None = None) -> Callable[["Match", list[Event]], None]:
    """The ``on_events`` hook of ``play_match`` that tells each :class:`MjaiPlayer` among ``players`` what
    happened (``then``: another hook to call after it)."""
    names = [p.name for p in players]

    def feed(match: "Match", events: list[Event]) -> None:
        for i, p in enumerate(players):
            if isinstance(p, MjaiPlayer):
                p.observe(match, events, i, names)
        if then is not None:
            then(match, events)

    return feed
