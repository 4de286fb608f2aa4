"""Readings of a riichi hand, assembled from memoised per-suit splits.

The shared analyser (:func:`polymahjong.hand.decompositions`) searches the
whole hand at once, which is general but too slow for scoring thousands of
hands a second. Here each suit's nine counts are split into sets (and at most
one pair) on their own and the splits are memoised, so hands that share a
suit's tiles share the work (each split is a :class:`Part` with its facts
worked out once); honours can only be triplets or the pair. Seven
pairs and thirteen orphans, rare, are recognised from the counts.
"""
from __future__ import annotations

from itertools import product
from typing import NamedTuple, Sequence

from polymahjong.hand import SEVEN_PAIRS, THIRTEEN_ORPHANS, HandShape, Meld, MeldKind
from polymahjong.variants.riichi.kinds import KindTable
from polymahjong.variants.riichi.reading import Part, Reading, readings, special_reading

Groups = tuple[Meld, ...]
SEVEN = 7  # pairs of the seven-pairs form
ORPHAN_KINDS = 13
SUIT_RANKS = 9
_SHARED: dict[tuple, "Blocks"] = {}


class Row(NamedTuple):
    """One row of a hand's counts (a suit's nine, or the honours): every split of it, the
    :attr:`KindTable.facts` of the kinds it holds (0: an empty row), and 1 if its splits hold the pair
    (every split of a row has a pair, or none has), else 0."""

    parts: tuple[Part, ...]
    facts: int
    pairs: int


class Blocks:
    """Every reading of a riichi hand (standard form from memoised per-suit parts).

    Get one with :meth:`shared`: the memo depends only on the kinds and the
    hand shape, so every riichi ruleset of the process shares it (it holds at
    most one entry per distinct suit pattern, a few thousand).
    """

    @classmethod
    def shared(cls, table: KindTable, shape: HandShape) -> "Blocks":
        """The process-wide blocks of a kind table and hand shape (shapes that differ
        only in red fives share them: red fives do not change decompositions)."""
        key = (table, shape.meld_kinds, shape.seven_pairs, shape.orphans, shape.sets_needed)
        found = _SHARED.get(key)
        if found is None:
            found = _SHARED[key] = cls(table, shape)
        return found

    def __init__(self, table: KindTable, shape: HandShape) -> None:
        self.table = table
        self.shape = shape
        self.bases = tuple(row[0] for row in table.number)
        if any(row != tuple(range(row[0], row[0] + SUIT_RANKS)) for row in table.number):
            raise ValueError("riichi blocks need each suit's nine ranks as consecutive kinds")
        self.honours = tuple(k for k, h in enumerate(table.honour) if h)
        if self.honours != tuple(range(self.honours[0], len(table.honour))):
            raise ValueError("riichi blocks need the honours as the last kinds")
        self.orphans = frozenset(k for k, o in enumerate(table.orphan) if o)
        self.facts = table.facts
        self.standard_tiles = 3 * shape.sets_needed + 2  # a quad counted as three
        # per row of a hand's counts (the honours, each suit), by its first kind: the row's counts -> its
        # splits and tile facts
        self.rows: dict[int, dict[tuple[int, ...], Row]] = {k: {} for k in (self.honours[0], *self.bases)}
        self.honour_memo = self.rows[self.honours[0]]
        self.suit_memos = tuple((self.rows[k], k) for k in self.bases)

    def _row(self, start: int, row: tuple[int, ...]) -> Row:
        """The row of counts ``row`` from kind ``start`` (the honours', or a suit's): its splits and tile facts
        (memoised in ``rows``)."""
        parts = self._honour_part(row) if start == self.honours[0] else self._suit_parts(start, row)
        facts = 0
        for k, n in enumerate(row, start):
            if n:
                facts |= self.facts[k]
        found = self.rows[start][row] = Row(parts, facts, int(bool(parts) and parts[0].pair >= 0))
        return found

    def readings(self, counts: Sequence[int], tiles: int, called: Part | None, win: int,
                 tsumo: bool) -> tuple[list[Reading], int]:
        """All readings of the concealed ``counts`` (``tiles`` of them, the winning tile included) with the
        ``called`` melds, and the :attr:`KindTable.facts` of the concealed tiles (or'ed).

        A standard decomposition takes one split of each row held, and the calls; rows of one split
        are ``fixed``, the others ``options`` (a row of no split leaves no decomposition). Its parts come
        in the order honours, calls, suits."""
        start = self.honours[0]
        key = tuple(counts[start:])
        r = self.honour_memo.get(key)
        if r is None:
            r = self._row(start, key)
        facts, pairs = r.facts, r.pairs
        fixed: list[Part] = []
        options: list[tuple[Part, ...]] = []
        if facts:
            if len(r.parts) == 1:
                fixed.append(r.parts[0])
            else:
                options.append(r.parts)
        if called is not None:
            fixed.append(called)
            tiles += 3 * len(called.groups)
        for memo, start in self.suit_memos:
            key = tuple(counts[start:start + SUIT_RANKS])
            r = memo.get(key)
            if r is None:
                r = self._row(start, key)
            if r.facts:
                facts |= r.facts
                pairs += r.pairs
                if len(r.parts) == 1:
                    fixed.append(r.parts[0])
                else:
                    options.append(r.parts)
        out: list[Reading] = []
        if tiles == self.standard_tiles and pairs == 1:
            if not options:
                out = readings(tuple(fixed), win, tsumo, self.table)
            else:
                for combo in product(*options):
                    out += readings((*fixed, *combo), win, tsumo, self.table)
        if called is None and tiles == 2 * SEVEN:
            if counts.count(2) == SEVEN and self.shape.seven_pairs is not None:
                out.append(special_reading(SEVEN_PAIRS, tuple(Meld(MeldKind.PAIR, (k, k))
                                                              for k, n in enumerate(counts) if n)))
            elif THIRTEEN_ORPHANS in self.shape.orphans and self._orphan_candidate(counts):
                kinds = tuple(k for k, n in enumerate(counts) for _ in range(n))
                out.append(special_reading(THIRTEEN_ORPHANS, (Meld(MeldKind.ORPHANS, kinds),)))
        return out, facts

    def _orphan_candidate(self, counts: Sequence[int]) -> bool:
        """Thirteen different kinds held, all terminals or honours."""
        if len(counts) - counts.count(0) != ORPHAN_KINDS:
            return False
        return all(k in self.orphans for k, n in enumerate(counts) if n)

    def _honour_part(self, row: tuple[int, ...]) -> tuple[Part, ...]:
        """The honours as triplets and at most one pair (no split when they cannot be)."""
        groups = []
        for k, n in zip(self.honours, row):
            if n == 3:
                groups.append(Meld(MeldKind.TRIPLET, (k, k, k)))
            elif n == 2:
                groups.append(Meld(MeldKind.PAIR, (k, k)))
            elif n:
                return ()
        if sum(1 for g in groups if g.kind is MeldKind.PAIR) > 1:
            return ()
        return (Part(tuple(groups), self.table),)

    def _suit_parts(self, base: int, row: tuple[int, ...]) -> tuple[Part, ...]:
        """Every split of one suit's counts into sets and at most one pair (kinds from ``base``)."""
        found: set[Groups] = set()
        c = list(row)
        acc: list[Meld] = []

        def dfs(i: int, pair: bool) -> None:
            while i < len(c) and not c[i]:
                i += 1
            if i == len(c):
                found.add(tuple(acc))
                return
            k = base + i
            if not pair and c[i] >= 2:
                c[i] -= 2
                acc.append(Meld(MeldKind.PAIR, (k, k)))
                dfs(i, True)
                acc.pop()
                c[i] += 2
            if c[i] >= 3:
                c[i] -= 3
                acc.append(Meld(MeldKind.TRIPLET, (k, k, k)))
                dfs(i, pair)
                acc.pop()
                c[i] += 3
            if i + 2 < len(c) and c[i + 1] and c[i + 2]:
                for j in (i, i + 1, i + 2):
                    c[j] -= 1
                acc.append(Meld(MeldKind.SEQUENCE, (k, k + 1, k + 2)))
                dfs(i, pair)
                acc.pop()
                for j in (i, i + 1, i + 2):
                    c[j] += 1

        dfs(0, sum(row) % 3 != 2)
        return tuple(Part(groups, self.table) for groups in sorted(found, key=lambda gs: [g.tiles for g in gs]))
