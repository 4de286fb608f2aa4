"""A riichi seat's situation for one decision, read from its view only."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from polymahjong.hand import Meld
from polymahjong.players.strategy.efficiency import declared_melds
from polymahjong.players.strategy.visible import unseen_counts, visible_counts
from polymahjong.variants.riichi.kinds import KindTable

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView
    from polymahjong.tiles import TileSet

#: Called melds of one kind: their tiles tell the tile called (from the meld's source).
SAME_KIND_CALLS = ("pon", "open_kan", "added_kan")


@dataclass
class Position:
    """Own tiles per kind, melds, what is unseen, and the kinds that pay (dora, yakuhai)."""

    view: "SeatView"
    tileset: "TileSet"
    kt: KindTable
    copies: int
    counts: list[int]  # own concealed tiles per kind
    declared: tuple[Meld, ...]
    closed: bool  # no called meld (closed kans allowed)
    seen: list[int]
    unseen: list[int]
    dora: list[int]  # per kind: how many dora each copy of it is worth
    yakuhai: frozenset[int]  # dragons, own seat wind and the round wind
    river: frozenset[int]  # kinds of own discards, called ones included where the meld tells them (furiten)

    @classmethod
    def of(cls, view: "SeatView", kt: KindTable, tileset: "TileSet") -> "Position":
        c = tileset.copies
        counts = [0] * len(kt.suit)
        for t in view.hand:
            counts[t // c] += 1
        mine = view.melds[view.seat]
        seen = visible_counts(view, tileset)
        dora = [0] * len(kt.suit)
        for t in view.indicators:
            dora[kt.dora_of[t // c]] += 1
        yakuhai = frozenset(kt.dragons) | {kt.winds[view.seat % 4], kt.winds[view.round_wind % 4]}
        return cls(view, tileset, kt, c, counts, declared_melds(mine, c), all(m[0] == "closed_kan" for m in mine),
                   seen, unseen_counts(seen, tileset), dora, yakuhai, own_river(view, c))

    @property
    def seat(self) -> int:
        return self.view.seat

    def meld_kinds(self) -> list[tuple[int, ...]]:
        """Own melds' kinds (sorted per meld)."""
        return [tuple(sorted(t // self.copies for t in tiles)) for _type, tiles, _src in self.view.melds[self.seat]]

    def dora_count(self, counts: list[int], hand: tuple[int, ...] | list[int]) -> int:
        """Dora in ``counts`` (concealed kinds) and own melds, plus the red fives among ``hand`` (the
        concealed tiles) and the melds; ura dora unknown."""
        n = sum(d * counts[k] for k, d in enumerate(self.dora) if d)
        for kinds in self.meld_kinds():
            n += sum(self.dora[k] for k in kinds)
        red = self.tileset.is_red
        return n + sum(map(red, hand)) + sum(red(t) for _type, tiles, _src in self.view.melds[self.seat] for t in tiles)


def own_river(view: "SeatView", copies: int) -> frozenset[int]:
    """The kinds of the seat's own discards, furiten for it: its river, and the tiles others called from it
    (a call takes the tile out of the river, not out of furiten)."""
    return frozenset({t // copies for t in view.discards[view.seat]} | called_from(view, view.seat, copies))


def called_from(view: "SeatView", seat: int, copies: int) -> set[int]:
    """The kinds others called from ``seat``'s discards by pon or kan (which tile of a chi was called the view
    does not tell)."""
    return {tiles[0] // copies for melds in view.melds for kind, tiles, src in melds
            if src == seat and kind in SAME_KIND_CALLS and tiles}
