"""Meld kinds, melds, decompositions, and the hand shape a ruleset declares.

The analyser knows no ruleset: a ruleset describes its hands with a
:class:`HandShape` (its tile set, which meld kinds make sets, which special
forms count), and :func:`meld_templates` turns that into the concrete melds
that can be formed from its tiles.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import cached_property
from typing import Sequence

from polymahjong.tiles import Group, TileSet


class MeldKind(str, Enum):
    """What a group of tiles is."""

    SEQUENCE = "sequence"  # three consecutive ranks of one suit (an arith of difference 1)
    TRIPLET = "triplet"
    QUAD = "quad"  # four of a kind, declared; counts as three tiles
    ARITH = "arith"  # three ranks of one suit with a common difference > 1 (zero joins as rank 0)
    GEM = "gem"  # ranks 124, 248, 48f or 139 of one suit
    POWER = "power"  # ranks 014, 149, 49f or 018 of one suit (zero as rank 0)
    PAIR = "pair"
    ANY = "any"  # a set made of wildcards only: it may stand for any set
    ORPHANS = "orphans"  # the fourteen tiles of thirteen or fourteen orphans
    STRAIGHT = "straight"  # the fourteen tiles of the ultra-long straight


#: Gem and power rank patterns of the Ùzje document (0 is the zero tile).
GEM_RANKS = ((1, 2, 4), (2, 4, 8), (4, 8, 16), (1, 3, 9))
POWER_RANKS = ((0, 1, 4), (1, 4, 9), (4, 9, 16), (0, 1, 8))

#: Names of the special (non four-sets-and-a-pair) forms.
STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS, FOURTEEN_ORPHANS, ULTRA_LONG_STRAIGHT = (
    "standard", "seven_pairs", "thirteen_orphans", "fourteen_orphans", "ultra_long_straight")


@dataclass(frozen=True, slots=True)
class Meld:
    """A set, pair or special group of tiles.

    ``tiles`` are kind indices in canonical order (for wildcard positions, the
    kind the wildcard stands for); ``wild`` holds the positions in ``tiles``
    filled by wildcards; ``open`` marks a meld claimed from another player;
    ``declared`` marks a meld set aside on the table (open, or a closed quad).
    ``suit`` is the suit a zero tile plays in, for melds that use it as rank 0.
    """

    kind: MeldKind
    tiles: tuple[int, ...]
    open: bool = False
    declared: bool = False
    wild: tuple[int, ...] = ()
    suit: str | None = None

    @property
    def is_set(self) -> bool:
        """Counts as one of the four sets (a quad counts as three tiles)."""
        return self.kind not in (MeldKind.PAIR, MeldKind.ORPHANS, MeldKind.STRAIGHT)

    @property
    def concealed(self) -> bool:
        return not self.open


@dataclass(frozen=True)
class Decomposition:
    """One way a complete hand splits into groups: the sets and pair of the
    standard form, seven pairs, or one special group. Declared melds included."""

    form: str
    groups: tuple[Meld, ...]

    @property
    def pair(self) -> Meld | None:
        pairs = [g for g in self.groups if g.kind is MeldKind.PAIR]
        return pairs[0] if self.form == STANDARD and pairs else None

    @property
    def sets(self) -> tuple[Meld, ...]:
        return tuple(g for g in self.groups if g.is_set)


@dataclass(frozen=True, eq=False)
class HandShape:
    """What a ruleset counts as a complete hand.

    ``meld_kinds``: the kinds of set a hand may hold (triplets always);
    ``seven_pairs``: None, ``"distinct"`` (riichi: seven different pairs) or
    ``"repeats"`` (four of a kind in hand counts as two pairs);
    ``orphans``: the special orphan forms allowed (thirteen and/or fourteen);
    ``ultra_long_straight``: Ùzje's fourteen-in-a-row form.
    """

    tileset: TileSet
    meld_kinds: frozenset[MeldKind] = frozenset({MeldKind.SEQUENCE, MeldKind.TRIPLET})
    seven_pairs: str | None = "distinct"
    orphans: frozenset[str] = frozenset({THIRTEEN_ORPHANS})
    ultra_long_straight: bool = False
    sets_needed: int = 4

    @cached_property
    def templates(self) -> tuple[tuple[MeldKind, tuple[int, ...]], ...]:
        """Every concrete set this shape allows, as (kind, sorted kind indices)."""
        return meld_templates(self.tileset, self.meld_kinds)

    @cached_property
    def orphan_kinds(self) -> tuple[int, ...]:
        """The classical orphans: terminals of every suit and every honour (not zero)."""
        ts = self.tileset
        return tuple(k.index for k in ts.kinds if ts.is_terminal(k.index) or k.group in (Group.WIND, Group.DRAGON))


def meld_templates(tileset: TileSet, kinds: frozenset[MeldKind] | set[MeldKind]) -> tuple[tuple[MeldKind, tuple[int, ...]], ...]:
    """All concrete sets of three tiles that ``kinds`` allow in ``tileset``.

    Sequences and ariths are runs of one suit with a common difference (1 for
    a sequence); the zero tile, when the set has one, joins any suit as rank 0
    in ariths and powers (never in gems). Triplets are of any playing kind.
    """
    out: list[tuple[MeldKind, tuple[int, ...]]] = []
    zero = tileset.zero

    def kinds_at(suit: str, ranks: Sequence[int]) -> tuple[int, ...] | None:
        """The sorted kinds of ``ranks`` in ``suit`` (rank 0: the zero), None if one is missing."""
        tiles = [zero if rank == 0 else tileset.number(suit, rank) for rank in ranks]
        known = [t for t in tiles if t is not None]
        return tuple(sorted(known)) if len(known) == len(tiles) else None

    if MeldKind.TRIPLET in kinds:
        out += [(MeldKind.TRIPLET, (k, k, k)) for k in tileset.playing_kinds]
    for suit in tileset.suits:
        ranks = [k.rank for k in tileset.kinds if k.suit == suit]
        low, high = (0 if zero is not None else min(ranks)), max(ranks)
        for d in range(1, high - low + 1):
            kind = MeldKind.SEQUENCE if d == 1 else MeldKind.ARITH
            if kind not in kinds and not (d == 1 and MeldKind.ARITH in kinds):
                continue
            for a in range(low, high - 2 * d + 1):
                run = kinds_at(suit, [a + i * d for i in range(3)])
                if run is not None:
                    out.append((MeldKind.SEQUENCE if d == 1 else MeldKind.ARITH, run))
        for kind, patterns in ((MeldKind.GEM, GEM_RANKS), (MeldKind.POWER, POWER_RANKS)):
            if kind in kinds:
                for ranks3 in patterns:
                    found = kinds_at(suit, ranks3)
                    if found is not None and not (kind is MeldKind.GEM and zero in found):
                        out.append((kind, found))
    return tuple(out)


def meld_suit(tileset: TileSet, tiles: Sequence[int]) -> str | None:
    """The suit of a run that may use the zero as rank 0 (None for honours)."""
    for t in tiles:
        if tileset.kinds[t].suit:
            return tileset.kinds[t].suit
    return None
