"""Tianjin's table hooks: two rolls to break the wall, the flipped joker indicator
with the out-of-play tiles behind it, and jokers that may not be discarded."""
from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Any

from polymahjong.engine.table import TableHooks, roll
from polymahjong.tiles import Group

if TYPE_CHECKING:
    from polymahjong.engine.round import Round
    from polymahjong.engine.wall import Wall

#: The player across from East rolls for the joker.
ACROSS = 2


class Hooks(TableHooks):
    """Tianjin (Xing family rules)."""

    def break_wall(self, rng: Random) -> tuple[list[int], int, int]:
        """East rolls; the player that many seats round (East = 1) rolls again; the total of both rolls
        counts tiles from the right end of that player's wall."""
        first = roll(rng, self.rules.dice)
        roller = (sum(first) - 1) % self.variant.players
        second = roll(rng, self.rules.dice)
        return first + second, roller, sum(first) + sum(second)

    def setup_wall(self, wall: "Wall", rng: Random) -> list[dict[str, Any]]:
        """The player across from East rolls; count that many tiles in from the back and flip the tile.
        It and every tile behind it are out of play (except as bar replacements)."""
        dice = roll(rng, self.rules.dice)
        pos = len(wall.tiles) - sum(dice)
        wall.tail = wall.floor = pos
        indicator = wall.flip(pos)
        return [{"e": "jokers", "dice": dice, "seat": ACROSS, "indicator": indicator,
                 "kinds": sorted(self.jokers(wall))}]

    def jokers(self, wall: "Wall") -> frozenset[int]:
        """The indicator's kind and the next kind of its row (wrapping): 9m gives 9m and 1m, blank gives blank and center."""
        ts = self.variant.tileset
        kind = ts.kinds[ts.kind_of(wall.flipped()[0])]
        if kind.group is Group.NUMBER:
            ranks = [k.rank for k in ts.kinds if k.suit == kind.suit]
            nxt = ts.number(kind.suit, kind.rank + 1 if kind.rank < max(ranks) else min(ranks))
        else:
            row = ([k.name for k in ts.kinds if k.group is Group.WIND] if kind.group is Group.WIND
                   else self.variant.rules["jokers"]["dragon_order"])
            nxt = ts.named(row[(row.index(kind.name) + 1) % len(row)])
        assert nxt is not None
        return frozenset({kind.index, nxt})

    def can_discard(self, rnd: "Round", seat: int, tile: int) -> bool:
        """A joker may never be discarded."""
        return rnd.kind(tile) not in rnd.jokers
