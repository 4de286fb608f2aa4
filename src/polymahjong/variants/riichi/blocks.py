"""Decompositions of a riichi hand, assembled from memoised per-suit splits.

The shared analyser (:func:`polymahjong.hand.decompositions`) searches the
whole hand at once, which is general but too slow for scoring thousands of
hands a second. Here each suit's nine counts are split into sets (and at most
one pair) on their own and the splits are memoised, so hands that share a
suit's tiles share the work; honours can only be triplets or the pair. Seven
pairs and thirteen orphans, rare and cheap to recognise, still come from the
shared analyser.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Sequence

from polymahjong.hand import STANDARD, Decomposition, HandShape, Meld, MeldKind, decompositions
from polymahjong.variants.riichi.kinds import KindTable

Groups = tuple[Meld, ...]
SEVEN = 7  # pairs of the seven-pairs form
ORPHAN_KINDS = 13


class Blocks:
    """Every decomposition of a riichi hand (standard form from per-suit splits)."""

    def __init__(self, table: KindTable, shape: HandShape) -> None:
        self.shape = shape
        self.bases = tuple(row[0] for row in table.number)
        if any(row != tuple(range(row[0], row[0] + len(row))) for row in table.number):
            raise ValueError("riichi blocks need each suit's ranks as consecutive kinds")
        self.honours = tuple(k for k, h in enumerate(table.honour) if h)
        self.orphans = frozenset(k for k, o in enumerate(table.orphan) if o)
        self.split = lru_cache(maxsize=None)(self._split)

    def decompositions(self, counts: Sequence[int], declared: tuple[Meld, ...]) -> list[Decomposition]:
        """All decompositions of the concealed ``counts`` (winning tile included) with ``declared`` melds."""
        out = [Decomposition(STANDARD, declared + groups) for groups in self._standard(counts, len(declared))]
        if not declared and (counts.count(2) == SEVEN or self._orphan_candidate(counts)):
            out += [d for d in decompositions(self.shape, counts) if d.form != STANDARD]
        return out

    def _orphan_candidate(self, counts: Sequence[int]) -> bool:
        held = [k for k, n in enumerate(counts) if n]
        return len(held) == ORPHAN_KINDS and all(k in self.orphans for k in held)

    def _standard(self, counts: Sequence[int], declared: int) -> list[Groups]:
        if sum(counts) != 3 * (self.shape.sets_needed - declared) + 2:
            return []
        pairs = 0
        honours: list[Meld] = []
        for k in self.honours:
            n = counts[k]
            if n == 3:
                honours.append(Meld(MeldKind.TRIPLET, (k, k, k)))
            elif n == 2:
                honours.append(Meld(MeldKind.PAIR, (k, k)))
                pairs += 1
            elif n:
                return []
        parts: list[tuple[Groups, ...]] = []
        for base in self.bases:
            row = tuple(counts[base:base + 9])
            n = sum(row)
            if not n:
                continue
            if n % 3 == 1:
                return []
            pairs += n % 3 == 2
            options = self.split(base, row)
            if not options:
                return []
            parts.append(options)
        if pairs != 1:
            return []
        rest = tuple(honours)
        if len(parts) == 1:
            return [groups + rest for groups in parts[0]]
        return [sum(combo, ()) + rest for combo in product(*parts)]

    def _split(self, base: int, row: tuple[int, ...]) -> tuple[Groups, ...]:
        """Every split of one suit's counts into sets and at most one pair (kinds from ``base``)."""
        found: set[Groups] = set()
        c = list(row)
        acc: list[Meld] = []

        def dfs(i: int, pair: bool) -> None:
            while i < len(c) and not c[i]:
                i += 1
            if i == len(c):
                found.add(tuple(sorted(acc, key=_order)))
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
        return tuple(sorted(found, key=lambda gs: [_order(g) for g in gs]))


def _order(m: Meld) -> tuple[bool, tuple[int, ...], str]:
    return (m.kind is MeldKind.PAIR, m.tiles, m.kind.value)
