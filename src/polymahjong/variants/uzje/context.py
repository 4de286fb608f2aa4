"""What Ùzje patterns look at besides the split of the hand: the winner's
tiles and melds, winds, bonus tiles, flowers and the request's flags.

Seat winds go round the table in the order E, S, W, N from the dealer (seat
0) and start again after North, so with five players seat 4 is East again and
with three nobody sits North. With compressed winds H stands for East and
West and V for North and South. Seat flowers match as in HKOS: East spring
and one, South summer and two, West autumn and three, North winter and four.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from polymahjong.hand import Meld, MeldKind
from polymahjong.tiles import Group, TileSet
from polymahjong.variants.base import FLOWER_NAMES, RequestError
from polymahjong.variants.melds import CallRules
from polymahjong.variants.scoring import ScoreRequest

if TYPE_CHECKING:
    from polymahjong.variants.uzje import Uzje

WIND_ORDER = ("E", "S", "W", "N")
COMPRESSED = {"E": "H", "W": "H", "S": "V", "N": "V"}
#: The melds a ``chi`` may be: ariths (a sequence is the arith of difference 1), gems and powers.
RUNS = (MeldKind.SEQUENCE, MeldKind.ARITH, MeldKind.GEM, MeldKind.POWER)
#: A chi of a score request is any run, carrying its suit (for the zero).
CALLS = CallRules(chi=RUNS, chi_words="an arith, gem or power", suited=True)


def seat_wind(seat: int) -> str:
    """The wind of a seat (0 = dealer = East), repeating after North."""
    return WIND_ORDER[seat % len(WIND_ORDER)]


def seat_flowers(wind: str) -> tuple[str, str]:
    """The season and the numbered flower of a wind (HKOS matching)."""
    i = WIND_ORDER.index(wind)
    return FLOWER_NAMES[i], FLOWER_NAMES[4 + i]


@dataclass(frozen=True)
class WinContext:
    """One win, independent of how the hand is split into melds.

    ``tiles``: every tile of the hand and the melds (a quad gives four);
    ``win``: the winning tile spelled in UJMJ; ``seat_wind``/``round_wind``:
    the kinds that score as those winds; ``bonus``: the bonus tile kinds;
    ``flowers``: the names of the winner's flowers; ``flags``: the checked
    Ùzje flags with defaults.
    """

    tileset: TileSet
    tiles: tuple[int, ...]
    win: str
    tsumo: bool
    closed: bool
    seat_wind: int
    round_wind: int
    bonus: tuple[int, ...]
    flowers: tuple[str, ...]
    seat_flowers: tuple[str, str]
    all_tongs: bool
    flags: Mapping[str, Any]

    @property
    def number_suits(self) -> set[str]:
        """The suits of the number tiles held (the zero has none)."""
        return {k.suit for k in map(self.tileset.kinds.__getitem__, self.tiles) if k.suit}

    def has_group(self, *groups: Group) -> bool:
        """Whether any tile held is of one of ``groups``."""
        return any(self.tileset.kinds[t].group in groups for t in self.tiles)


def wind_kind(variant: "Uzje", wind: str) -> int:
    """The tile kind that scores as ``wind`` (E, S, W or N) under the wind option."""
    name = COMPRESSED[wind] if variant.options["winds"] == "compressed" else wind
    kind = variant.tileset.named(name)
    if kind is None:
        raise ValueError(f"no tile {name!r} for wind {wind!r} with winds={variant.options['winds']!r}")
    return kind


def win_context(variant: "Uzje", req: ScoreRequest, melds: tuple[Meld, ...], flags: Mapping[str, Any]) -> WinContext:
    """The context of a checked request whose melds are ``melds``."""
    ts = variant.tileset
    flowers = tuple(ts.kinds[t.kind].name for t in req.extra.get("flowers", ()))
    if len(set(flowers)) != len(flowers):
        raise RequestError(f"field 'flowers' names a flower twice: {variant.format(req.extra['flowers'])!r}")
    wind = seat_wind(req.seat)
    return WinContext(
        tileset=ts,
        tiles=tuple(t.kind for t in req.concealed_with_win) + tuple(k for m in melds for k in m.tiles),
        win=variant.format([req.win_tile]),
        tsumo=req.tsumo,
        closed=not any(m.open for m in melds),
        seat_wind=wind_kind(variant, wind),
        round_wind=wind_kind(variant, req.round_wind),
        bonus=tuple(t.kind for t in req.extra.get("bonus_tile", ())),
        flowers=flowers,
        seat_flowers=seat_flowers(wind),
        all_tongs=variant.options["all_tongs"],
        flags=flags,
    )
