"""Ùzje's table hooks: the wall break by 3d6 or d20 counted from the roller's left."""
from __future__ import annotations

from random import Random

from polymahjong.engine.table import TableHooks, roll


class Hooks(TableHooks):
    """Ùzje: the roll picks the player (0 = the roller's left player, counting on anticlockwise,
    modulo the number of players) who breaks his wall that many tiles from its right end."""

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
