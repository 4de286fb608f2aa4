"""The wall: physical tiles in draw order from the break, the live part, the
dead wall, replacement tiles and indicators.

The tiles are shuffled, built into walls of two-tile stacks (one wall per
seat, widths from the rules), and broken where the dice say; ``tiles`` then
lists them in draw order (each stack top before bottom). Live draws take
from ``head``; the live wall ends at ``tail``; replacements from the far end
of the live wall take the last stack's top before its bottom (the bottom then
moves up to the end of the list, which stays the draw order); what lies beyond ``tail`` is
the dead wall (riichi 14 tiles, Ùzje 16) or the out-of-play tiles behind
Tianjin's joker indicator.
"""
from __future__ import annotations

from random import Random

from polymahjong.engine.table import TableRules


class WallError(RuntimeError):
    """A draw from an empty wall (the engine ends the round before that happens)."""


class Wall:
    """A broken wall. ``tiles`` is the draw order; ``head``/``tail`` bound the live wall."""

    def __init__(self, tiles: list[int], dead: int, replacement: str, parity: int = 0) -> None:
        self.tiles = tiles
        self.parity = parity  # position i holds the top of its stack when (i + parity) is even
        self.head = 0
        self.end = len(tiles)  # one past the last tile that replacements may take (Tianjin: out of play)
        self.tail = len(tiles) - dead
        self.replacement = replacement
        self.replaced = 0  # replacement tiles taken from the dead wall
        self.indicators: list[int] = []  # positions of flipped indicators
        self.floor = self.tail  # lowest position of the dead or out-of-play area

    @classmethod
    def build(cls, rng: Random, physical: list[int], rules: TableRules, wall_seat: int, count: int) -> "Wall":
        """Shuffle ``physical`` and break the wall of ``wall_seat`` ``count`` units from its right end.

        Walls lie clockwise in the order dealer, left player, across, right
        player (the draw direction), so ``wall_seat``'s wall starts at the
        stacks of the walls before it."""
        tiles = list(physical)
        rng.shuffle(tiles)
        n = len(rules.wall_widths)
        order = [0] + list(range(n - 1, 0, -1))  # clockwise from the dealer
        start_stack = sum(rules.wall_widths[s] for s in order[:order.index(wall_seat)])
        unit = 2 if rules.break_unit == "stack" else 1
        start = (2 * start_stack + unit * count) % len(tiles)
        return cls(tiles[start:] + tiles[:start], rules.dead_wall, rules.replacement, start % 2)

    @property
    def live(self) -> int:
        """Tiles left to draw in the live wall."""
        return self.tail - self.head

    def draw(self) -> int:
        """The next live tile."""
        if self.head >= self.tail:
            raise WallError("the live wall is empty")
        self.head += 1
        return self.tiles[self.head - 1]

    def draw_replacement(self, mode: str | None = None) -> int:
        """A kong or flower replacement tile, from where the rules say (``mode``; by default the wall's
        ``replacement``)."""
        mode = mode or self.replacement
        if mode == "dead_wall" and self.replaced < 4:
            # riichi: from the last two stacks of the dead wall; the live wall gives its last tile to the dead wall
            pos = len(self.tiles) - 2 - 2 * (self.replaced // 2) + self.replaced % 2
            self.replaced += 1
            self.tail -= 1
            if self.tail < self.head:
                raise WallError("the live wall is empty")
            return self.tiles[pos]
        if mode == "out_of_play" and self.end - 1 > self.floor:
            self.end -= 1
            return self.tiles[self.end]
        if mode == "live":
            return self.draw()
        if self.head >= self.tail:
            raise WallError("the live wall is empty")
        self.tail -= 1
        top = self.tail - 1
        if (self.tail + self.parity) % 2 and top >= self.head:
            # the far end is a whole stack: its top is taken before its bottom, which moves to the end
            self.tiles[top], self.tiles[self.tail] = self.tiles[self.tail], self.tiles[top]
        return self.tiles[self.tail]

    def flip(self, pos: int) -> int:
        """Turn over the tile at ``pos`` (an indicator); returns it."""
        self.indicators.append(pos)
        return self.tiles[pos]

    def flipped(self) -> list[int]:
        """The indicator tiles turned over so far, in order."""
        return [self.tiles[p] for p in self.indicators]
