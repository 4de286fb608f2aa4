"""What Zung Jung patterns look at besides the split of the hand: the winner's
tiles and melds, seat, flowers and the request's flags, checked.

Seat winds go E, S, W, N from the dealer (seat 0). Seat flowers: East holds
spring and flower one, South summer and two, West autumn and three, North
winter and four.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from polymahjong.hand import Meld
from polymahjong.tiles import Group, TileSet
from polymahjong.variants.base import FLOWER_NAMES, RequestError
from polymahjong.variants.flags import check_flags
from polymahjong.variants.melds import CallRules
from polymahjong.variants.scoring import ScoreRequest

if TYPE_CHECKING:
    from polymahjong.variants.zung_jung import ZungJung

WIND_ORDER = ("E", "S", "W", "N")
#: Zung Jung's chi is a sequence of one suit.
CALLS = CallRules()


@dataclass(frozen=True)
class WinContext:
    """One win, independent of how the hand is split into sets.

    ``tiles``: the kind of every tile of the hand, its melds (a kong gives four)
    and the winning tile; ``before``: counts per kind of the concealed tiles
    without the winning tile; ``closed``: no melds but concealed kongs;
    ``flowers``: the names of the winner's flowers; ``flags``: the checked flags;
    ``drawn_triplet_concealed``: the option of that name (a triplet completed by
    a self-drawn winning tile counts as concealed).
    """

    tileset: TileSet
    tiles: tuple[int, ...]
    before: tuple[int, ...]
    win: int
    tsumo: bool
    closed: bool
    seat: int
    discarder: int | None
    seat_wind: int
    flowers: tuple[str, ...]
    flags: Mapping[str, Any]
    drawn_triplet_concealed: bool = False

    def group(self, kind: int) -> Group:
        return self.tileset.kinds[kind].group

    def is_honour(self, kind: int) -> bool:
        return self.group(kind) in (Group.WIND, Group.DRAGON)

    def is_terminal(self, kind: int) -> bool:
        """A 1 or a 9."""
        return self.tileset.is_terminal(kind)

    @property
    def suits(self) -> set[str]:
        """The suits of the number tiles held."""
        return {s for s in (self.tileset.kinds[k].suit for k in self.tiles) if s}


def win_context(variant: "ZungJung", req: ScoreRequest, melds: tuple[Meld, ...]) -> WinContext:
    """The context of a checked request whose melds are ``melds``; more copies of a kind than
    the tile set has, a flower among the hand's tiles or a flower named twice raise
    :class:`RequestError`."""
    ts = variant.tileset
    tiles = tuple(t.kind for t in req.concealed_with_win) + tuple(k for m in melds for k in m.tiles)
    for k, n in Counter(tiles).items():
        if ts.kinds[k].group is Group.FLOWER:
            raise RequestError(f"flower {variant.format([k])!r} belongs in field 'flowers', not in the hand or melds")
        if n > ts.copies:
            raise RequestError(f"the hand and melds hold {n} tiles of {variant.format([k])}; the set has {ts.copies}")
    given = req.extra.get("flowers", ())
    flowers = tuple(ts.kinds[t.kind].name for t in given)
    if any(ts.kinds[t.kind].group is not Group.FLOWER for t in given):
        raise RequestError(f"field 'flowers' holds tiles that are not flowers: {variant.format(given)!r}")
    if len(set(flowers)) != len(flowers):
        raise RequestError(f"field 'flowers' names a flower twice: {variant.format(given)!r}")
    wind = ts.named(WIND_ORDER[req.seat % len(WIND_ORDER)])
    assert wind is not None
    return WinContext(
        tileset=ts, tiles=tiles, before=tuple(ts.counts(req.hand)), win=req.win_tile.kind, tsumo=req.tsumo,
        closed=not any(m.open for m in melds), seat=req.seat, discarder=req.discarder, seat_wind=wind,
        flowers=flowers, flags=check_flags(variant, req), drawn_triplet_concealed=variant.options["drawn_triplet_concealed"])


def seat_flowers(seat: int) -> tuple[str, str]:
    """The season and the numbered flower of a seat."""
    i = seat % len(WIND_ORDER)
    return FLOWER_NAMES[i], FLOWER_NAMES[4 + i]
