"""Sichuan's table hooks: the wall break by the smaller die, and the dealer transfer."""
from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from polymahjong.engine.table import RoundResult, TableHooks, roll

if TYPE_CHECKING:
    from polymahjong.engine.round import Round


class Hooks(TableHooks):
    """Sichuan Bloody."""

    def break_wall(self, rng: Random) -> tuple[list[int], int, int]:
        """The sum counted from East (1 = East) picks the wall; the smaller die counts stacks from its right end."""
        dice = roll(rng, self.rules.dice)
        return dice, (sum(dice) - 1) % self.variant.players, min(dice)

    def dealer_seat_after(self, rnd: "Round", result: RoundResult) -> int:
        """No Hu: the dealer stays; the first Hu by one player: that player deals; by several on one
        discard: the discarder deals."""
        if not result.wins:
            return 0
        first = result.wins[0]
        same = [w for w in result.wins if w.discarder is not None and w.discarder == first.discarder
                and w.tile == first.tile]
        return first.discarder if len(same) > 1 and first.discarder is not None else first.seat
