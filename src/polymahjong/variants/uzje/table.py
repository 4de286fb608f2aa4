"""Ùzje's table hooks: the wall break by 3d6 or d20 counted from the roller's left, and goulashes."""
from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from polymahjong.engine.table import RoundResult, TableHooks, roll

if TYPE_CHECKING:
    from polymahjong.engine.round import Round


class Hooks(TableHooks):
    """Ùzje: the roll picks the player (0 = the roller's left player, counting on anticlockwise,
    modulo the number of players) who breaks his wall that many tiles from its right end."""

    goulashes = 0  # goulashes (draws) in a row so far in this match

    def _picked(self, dice: list[int]) -> int:
        n = self.variant.players
        return (n - 1 + sum(dice)) % n

    def first_dealer(self, rng: Random, players: int) -> tuple[int, list[int]]:
        """The starter (player 0) rolls; the player picked breaks the wall and is the starting dealer."""
        dice = roll(rng, self.rules.dice)
        return self._picked(dice), dice

    def break_wall(self, rng: Random) -> tuple[list[int], int, int]:
        """The dealer rolls; the picked player's wall is broken ``sum`` tiles from its right end."""
        dice = roll(rng, self.rules.dice)
        return dice, self._picked(dice), sum(dice)

    def dealer_seat_after(self, rnd: "Round", result: RoundResult) -> int:
        """The dealer deals again after his own win and after a goulash (a draw), as the document
        says; after ``[round] goulash_limit`` goulashes in a row the deal passes (our choice, so
        that matches end)."""
        self.goulashes = self.goulashes + 1 if result.kind != "win" else 0
        limit = self.variant.rules["round"]["goulash_limit"]
        if self.goulashes >= limit:
            self.goulashes = 0
            return 1
        return super().dealer_seat_after(rnd, result)
