"""Fast "is this hand complete / one tile away" for the engine's hot path.

For hand shapes of sequences and triplets without wildcards (riichi, Sichuan,
Zung Jung) the four-sets-and-a-pair test splits by suit: each suit's counts
(an honour is a suit of one kind) are analysed once and memoised, which is
what makes simulating many games fast. Seven pairs and orphans, and every
other shape (Ùzje's ariths, Tianjin's jokers), go to the hand analyser
(:func:`polymahjong.hand.is_complete`) — for the special forms only after a
cheap test shows they are possible. The result always equals the analyser's.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from polymahjong.hand import HandShape, Meld, MeldKind, is_complete, orphan_requirement

class WinCheck:
    """Completeness and tenpai of concealed counts for one hand shape."""

    def __init__(self, shape: HandShape, copies: int = 4) -> None:
        self.shape = shape
        self.copies = copies
        ts = shape.tileset
        self.fast = shape.meld_kinds <= {MeldKind.SEQUENCE, MeldKind.TRIPLET} and ts.zero is None
        slices: list[tuple[int, int, bool]] = []
        k = 0
        kinds = ts.kinds
        while k < len(kinds):
            end = k + 1
            if kinds[k].is_number and MeldKind.SEQUENCE in shape.meld_kinds:
                while end < len(kinds) and kinds[end].suit == kinds[k].suit and kinds[end].rank == kinds[end - 1].rank + 1:
                    end += 1
            slices.append((k, end, end - k > 1))
            k = end
        self.slices = tuple(slices)
        self.orphans = frozenset(orphan_requirement(shape)) | ({ts.zero} if ts.zero is not None else set())
        self._slow: dict[tuple, bool] = {}

    # -- public --------------------------------------------------------------
    def complete(self, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> bool:
        """Whether the concealed ``counts`` (win tile included) with ``declared`` melds make a complete hand."""
        if not self.fast or wild:
            key = (tuple(counts), tuple(declared), wild)
            hit = self._slow.get(key)
            if hit is None:
                hit = self._slow[key] = is_complete(self.shape, counts, declared, wild)
            return hit
        if (sum(counts) - 2) % 3:
            return False
        if self._combine(counts, (1, 0)):
            return True
        return not declared and sum(counts) == 14 and self._special_possible(counts) and is_complete(self.shape, counts)

    def tenpai(self, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> bool:
        """Whether one more tile (one the player does not already hold all of) completes the hand."""
        if self.fast and not wild:
            if self._combine(counts, (1, 1)):
                return True
            if declared or sum(counts) != 13 or not self._special_possible(counts, 1):
                return False
        return any(self.complete(_plus(counts, k), declared, wild) for k in self._candidates(counts, declared, wild))

    def waits(self, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> list[int]:
        """The kinds that complete the hand."""
        return [k for k in self._candidates(counts, declared, wild) if self.complete(_plus(counts, k), declared, wild)]

    # -- internals -------------------------------------------------------------
    def _candidates(self, counts: Sequence[int], declared: Sequence[Meld], wild: int) -> list[int]:
        if self.fast and not wild and (declared or not self._special_possible(counts, 1)):
            near: set[int] = set()
            for lo, hi, run in self.slices:
                for k in range(lo, hi):
                    if counts[k]:
                        near.update(range(max(lo, k - 2), min(hi, k + 3)) if run else (k,))
            return sorted(k for k in near if counts[k] < self.copies)
        return [k for k in self.shape.tileset.playing_kinds if counts[k] < self.copies]

    def _special_possible(self, counts: Sequence[int], missing: int = 0) -> bool:
        odd = sum(c & 1 for c in counts)
        if self.shape.seven_pairs and odd <= missing:
            return True
        return bool(self.shape.orphans) and all(k in self.orphans for k, c in enumerate(counts) if c)

    def _combine(self, counts: Sequence[int], target: tuple[int, int]) -> bool:
        reach = {(0, 0)}
        for lo, hi, run in self.slices:
            st = _suit_states(tuple(counts[lo:hi]), run, self.copies)
            if not st:
                return False
            reach = {(p + q, m + r) for p, m in reach for q, r in st if p + q <= target[0] and m + r <= target[1]}
            if not reach:
                return False
        return target in reach


def _plus(counts: Sequence[int], k: int) -> list[int]:
    c = list(counts)
    c[k] += 1
    return c


@lru_cache(maxsize=1 << 16)
def _suit_states(t: tuple[int, ...], run: bool, copies: int) -> frozenset[tuple[int, int]]:
    """The (pairs, missing) states this suit's counts can be in."""
    if not any(t):
        return frozenset({(0, 0)})
    out = {(p, 0) for p in (0, 1) if _sets(t, p, run)}
    for r in range(len(t)):
        if t[r] < copies:
            added = t[:r] + (t[r] + 1,) + t[r + 1:]
            out.update((p, 1) for p in (0, 1) if _sets(added, p, run))
    return frozenset(out)


@lru_cache(maxsize=1 << 16)
def _sets(t: tuple[int, ...], pairs: int, run: bool) -> bool:
    """Whether ``t`` splits into sets and exactly ``pairs`` pairs."""
    i = next((i for i, c in enumerate(t) if c), -1)
    if i < 0:
        return pairs == 0
    if (sum(t) - 2 * pairs) % 3:
        return False
    c = list(t)
    if c[i] >= 3:
        c[i] -= 3
        if _sets(tuple(c), pairs, run):
            return True
        c[i] += 3
    if pairs and c[i] >= 2:
        c[i] -= 2
        if _sets(tuple(c), pairs - 1, run):
            return True
        c[i] += 2
    if run and i + 2 < len(c) and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        return _sets(tuple(c), pairs, run)
    return False
