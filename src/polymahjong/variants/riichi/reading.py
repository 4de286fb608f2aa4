"""The two views the yaku and fu rules look at.

:class:`Situation` is everything about a win that does not depend on how the
tiles are grouped (who won, how, the flags, which tiles are held).
:class:`Reading` is one way to read the hand: a decomposition together with
the wait the winning tile completed in it, which also fixes whether a
triplet finished by ron counts as open. Standard decompositions are made of
:class:`Part` objects (one suit's split, the honours, the called melds) whose
facts are worked out once and shared between hands.
"""
from __future__ import annotations

from typing import AbstractSet, Mapping, NamedTuple, Sequence

from polymahjong.hand import STANDARD, Meld, MeldKind
from polymahjong.variants.riichi.kinds import FIRST_SUIT, HONOUR, NOT_GREEN, ORPHAN, SIMPLE, KindTable

#: Wait names; all but ryanmen and shanpon add single-wait fu.
TANKI, KANCHAN, PENCHAN, RYANMEN, SHANPON = "tanki", "kanchan", "penchan", "ryanmen", "shanpon"


class Situation:
    """The win apart from the grouping of its tiles.

    ``counts`` holds every tile of the hand per kind (melds and the winning
    tile included, a quad as four); ``facts`` the :attr:`KindTable.facts` of
    the kinds held, or'ed, and ``tiles`` what they say (:class:`Tiles`);
    ``flags`` the request flags that are set; ``values``: :func:`pair_values`
    of the seat and round winds.
    """

    __slots__ = ("table", "tsumo", "closed", "dealer", "seat_wind", "round_wind", "values", "flags", "win", "counts",
                 "facts", "kuitan", "tiles")

    def __init__(self, table: KindTable, tsumo: bool, closed: bool, dealer: bool, seat_wind: int, round_wind: int,
                 values: Mapping[int, int], flags: AbstractSet[str], win: int, counts: Sequence[int], facts: int,
                 kuitan: bool) -> None:
        self.table = table
        self.tsumo, self.closed, self.dealer, self.kuitan = tsumo, closed, dealer, kuitan
        self.seat_wind, self.round_wind, self.values, self.win = seat_wind, round_wind, values, win
        self.flags = flags
        self.counts, self.facts = counts, facts
        tiles = _TILES.get(facts)
        if tiles is None:
            tiles = _TILES[facts] = Tiles.of(facts)
        self.tiles = tiles


class Tiles(NamedTuple):
    """What the kinds held say of a hand: how many suits, the only suit (-1 unless one), honours held, all
    simples, all terminals and honours, all honours, all terminals, all green."""

    suit_count: int
    suit: int
    honours: bool
    all_simple: bool
    all_orphan: bool
    all_honour: bool
    all_terminal: bool
    all_green: bool

    @classmethod
    def of(cls, facts: int) -> "Tiles":
        """The tiles of a hand from the or'ed :attr:`KindTable.facts` of its kinds."""
        suits = facts // FIRST_SUIT  # bit i: suit i held
        count = suits.bit_count()
        honours = bool(facts & HONOUR)
        all_orphan = not facts & SIMPLE
        return cls(count, suits.bit_length() - 1 if count == 1 else -1, honours, not facts & ORPHAN, all_orphan,
                   not suits, all_orphan and not honours, not facts & NOT_GREEN)


#: The :class:`Tiles` of each :attr:`KindTable.facts` met (at most one entry per combination of the few fact bits).
_TILES: dict[int, Tiles] = {}


def pair_values(table: KindTable, seat_wind: int, round_wind: int) -> dict[int, int]:
    """The kinds whose pair carries a value, with how many values: dragon, seat wind, round wind (1 or 2)."""
    out = dict.fromkeys(table.dragons, 1)
    for k in (seat_wind, round_wind):
        out[k] = out.get(k, 0) + 1
    return out


class Part:
    """Facts of some groups of a hand (one suit's split, the honours, the called melds),
    built once and shared: a hand's readings are assembled from its parts.

    ``waits`` maps a kind to the distinct waits a winning tile of that kind
    completes in the concealed groups holding it.
    """

    __slots__ = ("groups", "sequences", "seq_mask", "sets", "units", "pair", "outside", "peikou", "waits")

    def __init__(self, groups: tuple[Meld, ...], table: KindTable) -> None:
        self.groups = groups
        starts, sets, pair = [], [], -1
        waits: dict[int, list[str]] = {}
        orphan = table.orphan
        outside = True
        for g in groups:
            tiles = g.tiles
            outside = outside and (orphan[tiles[0]] or orphan[tiles[-1]])
            if g.kind is MeldKind.SEQUENCE:
                starts.append(tiles[0])
            elif g.kind is MeldKind.PAIR:
                pair = tiles[0]
            else:
                sets.append((tiles[0], g.kind is MeldKind.QUAD, not g.open))
            if not g.declared:
                for k in set(tiles):
                    wait = _wait(g, k, table)
                    if wait not in waits.setdefault(k, []):
                        waits[k].append(wait)
        self.sequences, self.sets, self.pair = len(starts), tuple(sets), pair
        self.seq_mask = sum(1 << k for k in set(starts))
        self.units = sum(triplet_units(k, quad, concealed, table) for k, quad, concealed in sets)
        self.outside = outside
        self.peikou = _peikou(tuple(sorted(starts)))
        self.waits = {k: tuple(w) for k, w in waits.items()}


class Reading:
    """One way to read the hand: its parts (or, for the special forms, its groups),
    and the wait the winning tile completed.

    ``sequences``: how many sequences (``seq_mask``: bit k set when one
    starts at kind k); ``sets``: ``(kind, quad,
    concealed)`` per triplet or quad, where a triplet finished by ron is not
    concealed; ``pair``: the pair's kind (-1 outside the standard form);
    ``peikou``: pairs of identical sequences; ``outside``: every set and the
    pair hold a terminal or honour; ``units``: the fu of the sets in units of
    an open triplet of simples (:func:`triplet_units`).
    """

    __slots__ = ("form", "parts", "special", "sequences", "seq_mask", "sets", "units", "pair", "wait", "peikou",
                 "outside")

    def __init__(self, form: str, parts: tuple[Part, ...], sequences: int, seq_mask: int,
                 sets: tuple[tuple[int, bool, bool], ...], units: int, pair: int, wait: str, outside: bool,
                 peikou: int, special: tuple[Meld, ...] = ()) -> None:
        self.form, self.parts, self.special = form, parts, special
        self.sequences, self.seq_mask, self.sets, self.units = sequences, seq_mask, sets, units
        self.pair, self.wait = pair, wait
        self.peikou, self.outside = peikou, outside

    @property
    def trips(self) -> tuple[int, ...]:
        """The kind of each triplet or quad."""
        return tuple(s[0] for s in self.sets)

    @property
    def quads(self) -> int:
        """How many quads."""
        return sum(1 for s in self.sets if s[1])

    @property
    def concealed_trips(self) -> int:
        """How many concealed triplets or quads."""
        return sum(1 for s in self.sets if s[2])


def special_reading(form: str, groups: tuple[Meld, ...]) -> Reading:
    """The one reading of a seven-pairs or thirteen-orphans hand of ``groups``."""
    return Reading(form, (), 0, 0, (), 0, -1, TANKI, False, 0, groups)


def triplet_units(kind: int, quad: bool, concealed: bool, table: KindTable) -> int:
    """The fu of a triplet or quad in units of an open triplet of simples: doubled when concealed,
    doubled for terminals and honours, quadrupled for a quad."""
    return 1 << (concealed + table.orphan[kind] + 2 * quad)


def readings(parts: tuple[Part, ...], win: int, tsumo: bool, table: KindTable) -> list[Reading]:
    """Every standard-form reading of the groups of ``parts``: one per distinct wait the
    winning tile completes in a concealed group."""
    sets: tuple[tuple[int, bool, bool], ...] = ()
    sequences, pair, outside, peikou, seq_mask, units = 0, -1, True, 0, 0, 0
    for p in parts:
        sequences += p.sequences
        seq_mask |= p.seq_mask
        sets += p.sets
        units += p.units
        peikou += p.peikou  # identical sequences are of one suit: one part
        if p.pair >= 0:
            pair = p.pair
        if not p.outside:
            outside = False
    out = []
    for p in parts:
        waits = p.waits.get(win)
        if waits is None:
            continue
        for wait in waits:
            if wait == SHANPON and not tsumo:  # a triplet finished by ron counts as open
                i = sets.index((win, False, True))
                opened = (*sets[:i], (win, False, False), *sets[i + 1:])
                lost = triplet_units(win, False, True, table) - triplet_units(win, False, False, table)
                out.append(Reading(STANDARD, parts, sequences, seq_mask, opened, units - lost, pair, wait, outside,
                                   peikou))
            else:
                out.append(Reading(STANDARD, parts, sequences, seq_mask, sets, units, pair, wait, outside, peikou))
    return out


def _peikou(seqs: tuple[int, ...]) -> int:
    """Pairs of identical sequences among sorted sequence starts: 2 is ryanpeikou."""
    n = i = 0
    while i + 1 < len(seqs):
        if seqs[i] == seqs[i + 1]:
            n += 1
            i += 2
        else:
            i += 1
    return n


def _wait(g: Meld, win: int, table: KindTable) -> str:
    """The wait the winning tile completed in group ``g``."""
    if g.kind is MeldKind.PAIR:
        return TANKI
    if g.kind is not MeldKind.SEQUENCE:
        return SHANPON
    first = g.tiles[0]
    if win == g.tiles[1]:
        return KANCHAN
    low = table.rank[first]
    if (win == first and low == 7) or (win == g.tiles[2] and low == 1):
        return PENCHAN
    return RYANMEN
