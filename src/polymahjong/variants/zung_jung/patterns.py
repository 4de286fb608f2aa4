"""One small predicate per Zung Jung pattern (spec_zung_jung.md section 4).

Each takes the win's :class:`WinContext` and one :class:`Decomposition` and
says how many times the pattern applies (0: not at all; only Value Honor and
the improper flowers and seasons count more than once). Values, limits and
which pattern supersedes which live in the ``[patterns]`` table of rules.toml;
the chicken hand, worth something only when nothing else is, is settled by
:mod:`polymahjong.variants.zung_jung.scoring`.
"""
from __future__ import annotations

from collections import Counter
from typing import Callable

from polymahjong.hand import SEVEN_PAIRS, STANDARD, THIRTEEN_ORPHANS, Decomposition, Meld, MeldKind
from polymahjong.tiles import Group
from polymahjong.variants.base import FLOWER_NAMES
from polymahjong.variants.zung_jung.context import WinContext, seat_flowers

Check = Callable[[WinContext, Decomposition], int]
#: Pattern id -> predicate, in the order :func:`pattern` registers them.
CHECKS: dict[str, Check] = {}

TRIPS = (MeldKind.TRIPLET, MeldKind.QUAD)
#: The nine-gates shape: counts of ranks 1 to 9 of one suit before the winning tile.
NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def pattern(pid: str) -> Callable[[Check], Check]:
    """Register a predicate under a pattern id of the table."""
    def register(check: Check) -> Check:
        CHECKS[pid] = check
        return check
    return register


def trips(d: Decomposition) -> list[Meld]:
    """The triplets and kongs of the hand."""
    return [m for m in d.sets if m.kind in TRIPS]


def sequences(d: Decomposition) -> list[Meld]:
    return [m for m in d.sets if m.kind is MeldKind.SEQUENCE]


def trip_kinds(ctx: WinContext, d: Decomposition, group: Group) -> set[int]:
    """The kinds of ``group`` the hand holds triplets or kongs of."""
    return {m.tiles[0] for m in trips(d) if ctx.group(m.tiles[0]) is group}


def pair_of(ctx: WinContext, d: Decomposition, group: Group) -> bool:
    """The pair of a standard hand is of ``group``."""
    return d.pair is not None and ctx.group(d.pair.tiles[0]) is group


def numbered(ctx: WinContext, melds: list[Meld]) -> list[tuple[str, int]]:
    """``(suit, rank)`` of the lowest tile of each number meld."""
    kinds = ctx.tileset.kinds
    return [(kinds[m.tiles[0]].suit or "", kinds[m.tiles[0]].rank) for m in melds if kinds[m.tiles[0]].is_number]


# -- 1 trivial patterns ---------------------------------------------------------
@pattern("all_sequences")
def all_sequences(ctx: WinContext, d: Decomposition) -> int:
    return d.form == STANDARD and len(sequences(d)) == 4


@pattern("concealed_hand")
def concealed_hand(ctx: WinContext, d: Decomposition) -> int:
    return ctx.closed


@pattern("no_terminals")
def no_terminals(ctx: WinContext, d: Decomposition) -> int:
    return not any(ctx.is_honour(k) or ctx.is_terminal(k) for k in ctx.tiles)


# -- 2 one-suit patterns --------------------------------------------------------
@pattern("mixed_one_suit")
def mixed_one_suit(ctx: WinContext, d: Decomposition) -> int:
    return len(ctx.suits) == 1


@pattern("pure_one_suit")
def pure_one_suit(ctx: WinContext, d: Decomposition) -> int:
    return len(ctx.suits) == 1 and not any(ctx.is_honour(k) for k in ctx.tiles)


@pattern("nine_gates")
def nine_gates(ctx: WinContext, d: Decomposition) -> int:
    """The thirteen concealed tiles before the winning one are 1112345678999 of the winning tile's suit."""
    ts = ctx.tileset
    suit = ts.kinds[ctx.win].suit
    if suit is None or sum(ctx.before) != sum(NINE_GATES):  # a meld leaves fewer tiles concealed
        return False
    return tuple(ctx.before[k.index] for k in ts.kinds if k.suit == suit) == NINE_GATES


# -- 3 honor patterns -----------------------------------------------------------
@pattern("value_honor")
def value_honor(ctx: WinContext, d: Decomposition) -> int:
    """One for each dragon triplet or kong, one for a triplet or kong of the seat wind."""
    return len(trip_kinds(ctx, d, Group.DRAGON)) + (ctx.seat_wind in trip_kinds(ctx, d, Group.WIND))


@pattern("small_three_dragons")
def small_three_dragons(ctx: WinContext, d: Decomposition) -> int:
    return len(trip_kinds(ctx, d, Group.DRAGON)) == 2 and pair_of(ctx, d, Group.DRAGON)


@pattern("big_three_dragons")
def big_three_dragons(ctx: WinContext, d: Decomposition) -> int:
    return len(trip_kinds(ctx, d, Group.DRAGON)) == 3


@pattern("small_three_winds")
def small_three_winds(ctx: WinContext, d: Decomposition) -> int:
    return len(trip_kinds(ctx, d, Group.WIND)) == 2 and pair_of(ctx, d, Group.WIND)


@pattern("big_three_winds")
def big_three_winds(ctx: WinContext, d: Decomposition) -> int:
    return len(trip_kinds(ctx, d, Group.WIND)) == 3


@pattern("small_four_winds")
def small_four_winds(ctx: WinContext, d: Decomposition) -> int:
    return len(trip_kinds(ctx, d, Group.WIND)) == 3 and pair_of(ctx, d, Group.WIND)


@pattern("big_four_winds")
def big_four_winds(ctx: WinContext, d: Decomposition) -> int:
    return len(trip_kinds(ctx, d, Group.WIND)) == 4


@pattern("all_honors")
def all_honors(ctx: WinContext, d: Decomposition) -> int:
    return all(ctx.is_honour(k) for k in ctx.tiles)


# -- 4 triplets and kongs -------------------------------------------------------
@pattern("all_triplets")
def all_triplets(ctx: WinContext, d: Decomposition) -> int:
    return d.form == STANDARD and len(trips(d)) == 4


def concealed_triplets(ctx: WinContext, d: Decomposition) -> int:
    """Concealed triplets and concealed kongs. The triplet the winning tile completes is not concealed
    (also when self-drawn, unless the ``drawn_triplet_concealed`` option says so), unless another
    concealed set or the pair holds that tile to take it."""
    hidden = [m for m in trips(d) if not m.open]
    if (ctx.tsumo and ctx.drawn_triplet_concealed) or not any(m.tiles[0] == ctx.win and not m.declared
                                                               for m in hidden):
        return len(hidden)
    elsewhere = any(ctx.win in g.tiles for g in d.groups if not g.declared and g.kind not in TRIPS)
    return len(hidden) - (not elsewhere)


@pattern("two_concealed_triplets")
def two_concealed_triplets(ctx: WinContext, d: Decomposition) -> int:
    return concealed_triplets(ctx, d) >= 2


@pattern("three_concealed_triplets")
def three_concealed_triplets(ctx: WinContext, d: Decomposition) -> int:
    return concealed_triplets(ctx, d) >= 3


@pattern("four_concealed_triplets")
def four_concealed_triplets(ctx: WinContext, d: Decomposition) -> int:
    return concealed_triplets(ctx, d) == 4


def kongs(d: Decomposition) -> int:
    return sum(m.kind is MeldKind.QUAD for m in d.sets)


def kong_count(n: int) -> Check:
    """The predicate of a hand with exactly ``n`` kongs."""
    def check(ctx: WinContext, d: Decomposition) -> int:
        return kongs(d) == n
    return check


for _pid, _n in (("one_kong", 1), ("two_kong", 2), ("three_kong", 3), ("four_kong", 4)):
    pattern(_pid)(kong_count(_n))


# -- 5 identical sets -----------------------------------------------------------
def repeats(d: Decomposition) -> list[int]:
    """How many times each sequence of the hand appears, most first."""
    return sorted(Counter(m.tiles for m in sequences(d)).values(), reverse=True) or [0]


@pattern("two_identical_sequences")
def two_identical_sequences(ctx: WinContext, d: Decomposition) -> int:
    return repeats(d)[0] >= 2


@pattern("two_identical_sequences_twice")
def two_identical_sequences_twice(ctx: WinContext, d: Decomposition) -> int:
    return repeats(d)[:2] == [2, 2]


@pattern("three_identical_sequences")
def three_identical_sequences(ctx: WinContext, d: Decomposition) -> int:
    return repeats(d)[0] == 3


@pattern("four_identical_sequences")
def four_identical_sequences(ctx: WinContext, d: Decomposition) -> int:
    return repeats(d)[0] == 4


# -- 6 similar sets -------------------------------------------------------------
def by_rank(ctx: WinContext, melds: list[Meld]) -> dict[int, set[str]]:
    """Rank of the lowest tile -> the suits with such a number meld."""
    out: dict[int, set[str]] = {}
    for suit, rank in numbered(ctx, melds):
        out.setdefault(rank, set()).add(suit)
    return out


@pattern("three_similar_sequences")
def three_similar_sequences(ctx: WinContext, d: Decomposition) -> int:
    return any(len(s) == 3 for s in by_rank(ctx, sequences(d)).values())


@pattern("small_three_similar_triplets")
def small_three_similar_triplets(ctx: WinContext, d: Decomposition) -> int:
    if d.pair is None:
        return False
    pair = numbered(ctx, [d.pair])
    if not pair:
        return False
    suit, rank = pair[0]
    suits = by_rank(ctx, trips(d)).get(rank, set())
    return len(suits) == 2 and suit not in suits


@pattern("three_similar_triplets")
def three_similar_triplets(ctx: WinContext, d: Decomposition) -> int:
    return any(len(s) == 3 for s in by_rank(ctx, trips(d)).values())


# -- 7 consecutive sets ---------------------------------------------------------
@pattern("nine_tile_straight")
def nine_tile_straight(ctx: WinContext, d: Decomposition) -> int:
    starts = numbered(ctx, sequences(d))
    return any({(s, 1), (s, 4), (s, 7)} <= set(starts) for s in ctx.suits)


def longest_run_of_triplets(ctx: WinContext, d: Decomposition) -> int:
    """The most number triplets (or kongs) of one suit in consecutive ranks."""
    held = set(numbered(ctx, trips(d)))
    best = 0
    for suit, rank in held:
        if (suit, rank - 1) not in held:
            n = 1
            while (suit, rank + n) in held:
                n += 1
            best = max(best, n)
    return best


@pattern("three_consecutive_triplets")
def three_consecutive_triplets(ctx: WinContext, d: Decomposition) -> int:
    return longest_run_of_triplets(ctx, d) == 3


@pattern("four_consecutive_triplets")
def four_consecutive_triplets(ctx: WinContext, d: Decomposition) -> int:
    return longest_run_of_triplets(ctx, d) == 4


# -- 8 terminals ----------------------------------------------------------------
def every_group_has(d: Decomposition, test: Callable[[int], bool]) -> bool:
    """A standard hand whose every set and pair holds a tile passing ``test``."""
    return d.form == STANDARD and all(any(test(k) for k in g.tiles) for g in d.groups)


@pattern("mixed_lesser_terminals")
def mixed_lesser_terminals(ctx: WinContext, d: Decomposition) -> int:
    return every_group_has(d, lambda k: ctx.is_terminal(k) or ctx.is_honour(k))


@pattern("pure_lesser_terminals")
def pure_lesser_terminals(ctx: WinContext, d: Decomposition) -> int:
    return every_group_has(d, ctx.is_terminal)


@pattern("mixed_greater_terminals")
def mixed_greater_terminals(ctx: WinContext, d: Decomposition) -> int:
    return all(ctx.is_terminal(k) or ctx.is_honour(k) for k in ctx.tiles)


@pattern("pure_greater_terminals")
def pure_greater_terminals(ctx: WinContext, d: Decomposition) -> int:
    return all(ctx.is_terminal(k) for k in ctx.tiles)


# -- 9 incidental bonuses -------------------------------------------------------
@pattern("final_draw")
def final_draw(ctx: WinContext, d: Decomposition) -> int:
    return bool(ctx.flags["haitei"])


@pattern("final_discard")
def final_discard(ctx: WinContext, d: Decomposition) -> int:
    return bool(ctx.flags["houtei"])


@pattern("win_on_kong")
def win_on_kong(ctx: WinContext, d: Decomposition) -> int:
    return bool(ctx.flags["rinshan"])


@pattern("robbing_a_kong")
def robbing_a_kong(ctx: WinContext, d: Decomposition) -> int:
    return bool(ctx.flags["chankan"])


@pattern("blessing_of_heaven")
def blessing_of_heaven(ctx: WinContext, d: Decomposition) -> int:
    """The dealer self-draws on his first draw, no call made."""
    return bool(ctx.flags["first_turn"]) and ctx.tsumo and ctx.seat == 0


@pattern("blessing_of_earth")
def blessing_of_earth(ctx: WinContext, d: Decomposition) -> int:
    """Another player wins on the dealer's first discard, no call made."""
    return bool(ctx.flags["first_turn"]) and not ctx.tsumo and ctx.discarder == 0


# -- 10 irregular hands ---------------------------------------------------------
@pattern("seven_pairs")
def seven_pairs(ctx: WinContext, d: Decomposition) -> int:
    return d.form == SEVEN_PAIRS


@pattern("thirteen_terminals")
def thirteen_terminals(ctx: WinContext, d: Decomposition) -> int:
    return d.form == THIRTEEN_ORPHANS


# -- flowers (the flowers option) --------------------------------------------------
@pattern("proper_flower")
def proper_flower(ctx: WinContext, d: Decomposition) -> int:
    return seat_flowers(ctx.seat)[1] in ctx.flowers


@pattern("proper_season")
def proper_season(ctx: WinContext, d: Decomposition) -> int:
    return seat_flowers(ctx.seat)[0] in ctx.flowers


@pattern("improper_flower")
def improper_flower(ctx: WinContext, d: Decomposition) -> int:
    return sum(f in FLOWER_NAMES[4:] and f != seat_flowers(ctx.seat)[1] for f in ctx.flowers)


@pattern("improper_season")
def improper_season(ctx: WinContext, d: Decomposition) -> int:
    return sum(f in FLOWER_NAMES[:4] and f != seat_flowers(ctx.seat)[0] for f in ctx.flowers)


@pattern("four_flowers")
def four_flowers(ctx: WinContext, d: Decomposition) -> int:
    return set(FLOWER_NAMES[4:]) <= set(ctx.flowers)


@pattern("four_seasons")
def four_seasons(ctx: WinContext, d: Decomposition) -> int:
    return set(FLOWER_NAMES[:4]) <= set(ctx.flowers)
