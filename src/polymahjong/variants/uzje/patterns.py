"""One small predicate per Ùzje pattern of a complete hand.

Each takes the win's :class:`WinContext` and one :class:`Decomposition` and
says how many times the pattern applies (0: not at all). Values live in the
pattern table (:mod:`polymahjong.variants.uzje.values`). Six flowers and Ivies
on the Wall, won on a flower whatever the hand, are scored by
:func:`polymahjong.variants.uzje.scoring.flower_win`.

The zero is an honour or a number as suits the hand: a clean hand may hold it
either way, a pure hand holds it as a number, an honourable one as an honour.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

from polymahjong.hand import (FOURTEEN_ORPHANS, SEVEN_PAIRS, STANDARD, THIRTEEN_ORPHANS, ULTRA_LONG_STRAIGHT,
                              Decomposition, Meld, MeldKind)
from polymahjong.tiles import BAMBOO, CHARACTERS, DOTS, Group
from polymahjong.variants.base import FLOWER_NAMES
from polymahjong.variants.uzje.context import WinContext

Check = Callable[[WinContext, Decomposition], int]
#: Pattern id -> predicate, in the order :func:`pattern` registers them.
CHECKS: dict[str, Check] = {}

TRIPS = (MeldKind.TRIPLET, MeldKind.QUAD)
ARITHS = (MeldKind.SEQUENCE, MeldKind.ARITH)


def pattern(pid: str) -> Callable[[Check], Check]:
    """Register a predicate under a pattern id of the table."""
    def register(check: Check) -> Check:
        CHECKS[pid] = check
        return check
    return register


def trips_of(d: Decomposition) -> list[int]:
    """The kind of every trip or quad of the hand."""
    return [m.tiles[0] for m in d.sets if m.kind in TRIPS]


def all_sets(d: Decomposition, *kinds: MeldKind) -> bool:
    """A standard hand whose four melds are all of ``kinds``."""
    return d.form == STANDARD and all(m.kind in kinds for m in d.sets)


def difference(ctx: WinContext, m: Meld) -> int:
    """The common difference of an arith (the zero's rank is 0)."""
    low, mid, _ = sorted(ctx.tileset.kinds[k].rank for k in m.tiles)
    return mid - low


# -- luck ---------------------------------------------------------------------
@pattern("self_draw")
def self_draw(ctx: WinContext, d: Decomposition) -> int:
    return ctx.tsumo


@pattern("closed_hand")
def closed_hand(ctx: WinContext, d: Decomposition) -> int:
    return ctx.closed


def flag_pattern(pid: str, flag: str) -> None:
    """A pattern the request's flag states (the table says what it is worth)."""
    pattern(pid)(lambda ctx, d: bool(ctx.flags[flag]))


for _pid, _flag in (("sea_scoop", "sea_scoop"), ("pond_scoop", "pond_scoop"), ("quad_draw", "quad_draw"),
                    ("multi_quad_draw", "multi_quad"), ("quad_rob", "quad_rob")):
    flag_pattern(_pid, _flag)


# -- lucky tiles ----------------------------------------------------------------
@pattern("bonus_tile")
def bonus_tile(ctx: WinContext, d: Decomposition) -> int:
    return sum(ctx.tiles.count(b) for b in ctx.bonus)


@pattern("flowers")
def flowers(ctx: WinContext, d: Decomposition) -> int:
    return sum(f in ctx.seat_flowers for f in ctx.flowers)


@pattern("orchard")
def orchard(ctx: WinContext, d: Decomposition) -> int:
    held = set(ctx.flowers)
    return (set(FLOWER_NAMES[:4]) <= held) + (set(FLOWER_NAMES[4:]) <= held)


@pattern("crossing_the_sea")
def crossing_the_sea(ctx: WinContext, d: Decomposition) -> int:
    return len(ctx.flowers) == 8


# -- special tiles ----------------------------------------------------------------
@pattern("seat_wind")
def seat_wind(ctx: WinContext, d: Decomposition) -> int:
    return trips_of(d).count(ctx.seat_wind)


@pattern("round_wind")
def round_wind(ctx: WinContext, d: Decomposition) -> int:
    return trips_of(d).count(ctx.round_wind)


@pattern("arrow")
def arrow(ctx: WinContext, d: Decomposition) -> int:
    return sum(ctx.tileset.kinds[k].group is Group.DRAGON for k in trips_of(d))


# -- limited tile choice ------------------------------------------------------------
def pure(ctx: WinContext) -> bool:
    """Numbers of one suit only (the zero among them as rank 0)."""
    return len(ctx.number_suits) == 1 and not ctx.has_group(Group.WIND, Group.DRAGON)


def clean(ctx: WinContext, suit: str) -> bool:
    """Honours and numbers of ``suit`` only, both present; the honours include
    a wind or an arrow (a hand whose only honour is the zero is pure)."""
    return ctx.number_suits == {suit} and ctx.has_group(Group.WIND, Group.DRAGON)


def clean_in(suit: str) -> Check:
    """The check of a clean hand in ``suit``."""
    def check(ctx: WinContext, d: Decomposition) -> int:
        return clean(ctx, suit)
    return check


#: The clean pattern of each suit.
CLEAN = {BAMBOO: "clean_socks", CHARACTERS: "clean_mans", DOTS: "clean_tongs"}

for _suit, _pid in CLEAN.items():
    pattern(_pid)(clean_in(_suit))


@pattern("purity")
def purity(ctx: WinContext, d: Decomposition) -> int:
    return pure(ctx)


@pattern("single_differences")
def single_differences(ctx: WinContext, d: Decomposition) -> int:
    return all_sets(d, *ARITHS) and len({difference(ctx, m) for m in d.sets}) == 1


@pattern("all_powers")
def all_powers(ctx: WinContext, d: Decomposition) -> int:
    return all_sets(d, MeldKind.POWER)


@pattern("all_gems")
def all_gems(ctx: WinContext, d: Decomposition) -> int:
    return all_sets(d, MeldKind.GEM)


@pattern("rock_field")
def rock_field(ctx: WinContext, d: Decomposition) -> int:
    return all_sets(d, *TRIPS)


@pattern("stutter")
def stutter(ctx: WinContext, d: Decomposition) -> int:
    same = Counter(m.tiles for m in d.sets)
    return sum(n // 2 for n in same.values())


@pattern("archery_class")
def archery_class(ctx: WinContext, d: Decomposition) -> int:
    arrows = [k for k in trips_of(d) if ctx.tileset.kinds[k].group is Group.DRAGON]
    return len(arrows) == 2 and d.pair is not None and ctx.tileset.kinds[d.pair.tiles[0]].group is Group.DRAGON


# -- special forms --------------------------------------------------------------------
def form_is(form: str) -> Check:
    """The check of a hand in the special ``form``."""
    def check(ctx: WinContext, d: Decomposition) -> int:
        return d.form == form
    return check


for _form in (SEVEN_PAIRS, ULTRA_LONG_STRAIGHT, THIRTEEN_ORPHANS, FOURTEEN_ORPHANS):
    pattern(_form)(form_is(_form))


# -- limit hands ----------------------------------------------------------------------
def wind_trips(ctx: WinContext, d: Decomposition) -> int:
    """How many different winds the hand holds trips of."""
    return len({k for k in trips_of(d) if ctx.tileset.kinds[k].group is Group.WIND})


@pattern("globetrotter")
def globetrotter(ctx: WinContext, d: Decomposition) -> int:
    return wind_trips(ctx, d) == 4


@pattern("journeyman")
def journeyman(ctx: WinContext, d: Decomposition) -> int:
    return wind_trips(ctx, d) >= 3


@pattern("honourable")
def honourable(ctx: WinContext, d: Decomposition) -> int:
    return all(ctx.tileset.kinds[t].is_honour for t in ctx.tiles)
