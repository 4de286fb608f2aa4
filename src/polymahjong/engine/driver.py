"""The one match driver: a match advanced one action at a time.

Every way of playing a match goes through :class:`MatchDriver`: :func:`polymahjong.engine.game.play_match`
(``play``, ``simulate``, the bots' tests) runs it to the end with players (:meth:`MatchDriver.run`), the
server's rooms feed it one human's or bot's action at a time and deal the next round when their people are
ready, and ``replay`` feeds it a record's actions. So when a round ends, when the match ends and in which
order the seats that owe an answer are asked are decided here only.
"""
from __future__ import annotations

from typing import Callable, Sequence

from polymahjong.engine.actions import Action
from polymahjong.engine.match import Match
from polymahjong.engine.player import Player
from polymahjong.engine.round import Event, Round
from polymahjong.engine.view import SeatView, seat_view
from polymahjong.variants.base import Variant

#: Told the events of each step as they happen: the match and the events (see :class:`MatchDriver`).
OnEvents = Callable[[Match, list[Event]], None]


class MatchDriver:
    """One match of ``variant`` from ``seed``, advanced by :meth:`deal` and :meth:`step`.

    Between rounds (and before the first) the driver waits for :meth:`deal`; while a round is in play,
    :meth:`step` carries out an action of a seat that owes one (:meth:`next_seat` first). A step that ends the
    round records it in the match at once (scores, the deal moved on) and, when that ends the match, adds the
    ``match_end`` event to the events it returns. :attr:`round` stays the last round until the next deal, so
    its views and events are there between rounds.

    ``on_events(match, events)`` is told the events as they happen: a deal's, each step's while
    ``match.round`` is still the round they belong to, and the ``match_end`` event on its own after the
    match recorded its last round."""

    def __init__(self, variant: Variant, seed: int, on_events: OnEvents | None = None) -> None:
        self.match = Match(variant, seed)
        self.variant = variant
        self.on_events = on_events
        self.round: Round | None = None  # the round in play, or the one just finished
        self.dealer = self.match.dealer  # the player who deals (dealt) :attr:`round`

    @property
    def over(self) -> bool:
        """The match has ended."""
        return self.match.over

    @property
    def playing(self) -> bool:
        """A round is in play (:meth:`step` takes actions)."""
        return self.round is not None and not self.round.over

    def deal(self, wall: list[int] | None = None) -> list[Event]:
        """Deal the next round (from ``wall``, every physical tile in draw order, when given: a replay);
        returns its opening events."""
        if self.playing:
            raise RuntimeError("the round in play has not ended")
        self.round = self.match.start_round(wall)
        self.dealer = self.match.dealer
        return self._advance(list(self.round.events))

    def owed(self) -> list[int]:
        """The seats that owe an action now, in turn order (none between rounds)."""
        return self.round.to_act() if self.round is not None and self.playing else []

    def next_seat(self) -> int | None:
        """The seat whose action is taken next: of several that owe one (a claim window, a choice every seat
        makes before play) the first in turn order, so the same seed and actions make the same record."""
        owed = self.owed()
        return owed[0] if owed else None

    def seat_of(self, player: int) -> int:
        """``player``'s seat in the current (or last) round."""
        return (player - self.dealer) % self.match.n

    def player_of(self, seat: int) -> int:
        """The player at ``seat`` of the current (or last) round."""
        return (self.dealer + seat) % self.match.n

    def view(self, seat: int, furiten: bool = False) -> SeatView:
        """What ``seat`` sees of the current (or last) round (``furiten``: told whether it is in furiten)."""
        if self.round is None:
            raise RuntimeError("no round has been dealt")
        return seat_view(self.round, seat, furiten=furiten)

    def step(self, action: Action) -> list[Event]:
        """Carry out ``action`` (the round checks that it is legal); returns the events it caused, with the
        ``match_end`` event last when it ended the match."""
        if self.round is None or self.round.over:
            raise RuntimeError("no round in play")
        return self._advance(self.round.step(action))

    def run(self, players: Sequence[Player]) -> Match:
        """Play the match to its end, ``players[i]`` choosing player i's actions; returns the match. A player
        with a true ``shows_furiten`` attribute is told in its views whether it is in furiten."""
        if len(players) != self.variant.players:
            raise ValueError(f"{self.variant.name} needs {self.variant.players} players, not {len(players)}")
        while not self.over:
            self.deal()
            self.play_round(players)
        return self.match

    def play_round(self, players: Sequence[Player]) -> Round | None:
        """Play the round in play to its end with ``players`` (as :meth:`run`); returns it."""
        while (seat := self.next_seat()) is not None:
            player = players[self.player_of(seat)]
            self.step(player.act(self.view(seat, furiten=getattr(player, "shows_furiten", False))))
        return self.round

    def _advance(self, events: list[Event]) -> list[Event]:
        """Tell ``events`` of the round; record the round once it is over, and add the match's end."""
        self._tell(events)
        if self.round is not None and self.round.over:
            self.match.finish_round()
            if self.match.over:
                end = self.match.events[-1:]
                self._tell(end)
                events = [*events, *end]
        return events

    def _tell(self, events: list[Event]) -> None:
        if self.on_events:
            self.on_events(self.match, events)
