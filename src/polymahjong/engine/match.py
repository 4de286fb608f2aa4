"""A match: rounds in sequence, scores, dealer rotation, honba and declaration sticks, the end.

Players keep their index for the whole match; each round numbers seats from
its dealer, so seat ``s`` is player ``(dealer + s) % n``.
"""
from __future__ import annotations

from random import Random
from typing import Any

from polymahjong.engine.match_end import leader, match_over
from polymahjong.engine.events import Event
from polymahjong.engine.round import Round
from polymahjong.engine.table import Number, Table
from polymahjong.variants.base import Variant
from polymahjong.variants.numbers import plain

#: A match never runs longer than this many rounds (a guard against a ruleset whose end never comes).
MAX_ROUNDS = 400


class Match:
    """Rounds of one ruleset from a seed. Call :meth:`start_round`, play it, :meth:`finish_round`, until :attr:`over`."""

    def __init__(self, variant: Variant, seed: int) -> None:
        self.table = Table(variant)
        self.variant = variant
        self.rules = self.table.rules
        self.seed = seed
        self.n = n = self.table.n
        first, dice = self.table.hooks.first_dealer(Random(f"{seed}/first dealer"), n)
        self.dealer = self.first_dealer = first
        self.scores: list[Number] = [self.rules.start_score] * n
        self.passes = 0  # times the deal passed to another player
        self.deals = 0
        self.honba = 0
        self.sticks = 0
        self.round: Round | None = None
        #: the ruleset's own state of the match (:meth:`TableHooks.match_state`), which each round is handed
        self.state: Any = self.table.hooks.match_state()
        self.over = False
        self.events: list[Event] = [Event(e="match", dealer=first, dice=dice)]

    def player_of(self, seat: int) -> int:
        """The player sitting at ``seat`` of the current round."""
        return (self.dealer + seat) % self.n

    def start_round(self, wall: list[int] | None = None) -> Round:
        """Deal the next round (from ``wall``, every physical tile in draw order, when given: a replay)."""
        if self.over:
            raise RuntimeError("the match is over")
        seed = Random(f"{self.seed}/round {self.deals}").getrandbits(64)
        scores = [self.scores[self.player_of(s)] for s in range(self.n)]
        self.round = Round(self.table, seed, round_wind=self.passes // self.n, honba=self.honba, sticks=self.sticks,
                           scores=scores, number=self.deals, dealer=self.dealer, wall=wall, match_state=self.state)
        return self.round

    def finish_round(self) -> list[Event]:
        """Take the finished round's scores, move the deal, and decide whether the match is over."""
        rnd = self.round
        if rnd is None or rnd.result is None:
            raise RuntimeError("no finished round to record")
        self.events += rnd.events
        result, rules = rnd.result, self.rules
        for s in range(self.n):
            self.scores[self.player_of(s)] = rnd.scores[s]
        self.sticks = rnd.sticks
        nxt = self.table.hooks.dealer_seat_after(rnd, result)
        if rules.honba:
            self.honba = self.honba + 1 if nxt == 0 or result.kind != "win" else 0
        if nxt:
            self.dealer = self.player_of(nxt)
            self.passes += 1
        self.deals += 1
        self.round = None
        kept = None if nxt or result.kind == "abortive" else "win" if result.kind == "win" else "tenpai"
        self.over = match_over(self, repeat=nxt == 0, kept=kept) or self.deals >= MAX_ROUNDS
        if self.over:
            if rules.sticks_to_top and self.sticks:
                self.scores[leader(self)] += self.sticks * rules.declaration_stick
                self.sticks = 0
            self.events.append(self.summary())
            return rnd.events + [self.events[-1]]
        return rnd.events

    def summary(self) -> Event:
        """The ``match_end`` event: final scores per player and declaration sticks left on the table."""
        return Event(e="match_end", scores=plain(self.scores), sticks=self.sticks, deals=self.deals)
