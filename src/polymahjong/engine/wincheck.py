"""Fast "is this hand complete / one tile away" for the engine's hot path.

Where the hand analyser's compiled core answers (shapes without a shared kind, hands without
wildcards: riichi, Sichuan, Zung Jung, Tianjin's hands without jokers) every question goes to it: its
block-by-block complete-hand test, and for tenpai, waits and the discards that leave a hand ready the
same test over the draws (:meth:`Analyser.completing`, the core's ``ready_discards``). Otherwise, for
hand shapes of sequences and triplets without wildcards the four-sets-and-a-pair test splits by suit:
each suit's counts (an honour is a suit of one kind) are analysed once and memoised. Seven pairs and
orphans, and every other shape (Ùzje's ariths, Tianjin's jokers), go to the hand analyser
(:func:`polymahjong.hand.is_complete`) — for the special forms only after a cheap test shows they are
possible. The result always equals the analyser's.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from polymahjong.hand import HandShape, Meld, MeldKind, is_complete, orphan_requirement
from polymahjong.hand.shanten import analyser

#: Entries each memo below keeps (least recently used go first): enough for the suits
#: that games meet again and again, small enough that long runs stay flat (benchmarks/memory.py).
MEMO_SIZE = 1 << 13

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
            if end - k == 1 and slices and not slices[-1][2]:  # lone kinds (honours) share one slice
                slices[-1] = (slices[-1][0], end, False)
            else:
                slices.append((k, end, end - k > 1))
            k = end
        self.slices = tuple(slices)
        self.orphans = frozenset(orphan_requirement(shape)) | ({ts.zero} if ts.zero is not None else set())
        self._not_orphans = tuple(k for k in range(len(kinds)) if k not in self.orphans)
        self._odd = tuple(range(1, copies + 1, 2))
        self._slow: dict[tuple, bool] = {}
        self.sets = shape.sets_needed
        self.playing = list(ts.playing_kinds)
        core = analyser(shape).core
        # the core's draws skip a kind held four times as the checks below do, when every kind has ``copies``
        self.core = core if all(ts.copies_of(k) == copies for k in self.playing) else None

    # -- public --------------------------------------------------------------
    def complete(self, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> bool:
        """Whether the concealed ``counts`` (win tile included) with ``declared`` melds make a complete hand."""
        if self.core is not None and not wild:
            found = self.core.complete(counts, self._sets(declared), not declared)
            if found is not None:
                return found
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
        if self.core is not None and not wild:
            found = self.core.completing(counts, self._sets(declared), not declared, self.playing)
            if found is not None:
                return bool(found)
        if self.fast and not wild:
            if self._combine(counts, (1, 1)):
                return True
            if declared or sum(counts) != 13 or not self._special_possible(counts, 1):
                return False
        return any(self.complete(_plus(counts, k), declared, wild) for k in self._candidates(counts, declared, wild))

    def tenpai_discards(self, counts: Sequence[int], declared: Sequence[Meld], kinds: set[int]) -> set[int]:
        """Those of ``kinds`` whose discard leaves the hand tenpai (riichi declarations). One pass over the
        suits first tells whether any discard can; most hands are ruled out by it."""
        if self.core is not None:
            found = self.core.ready_discards(counts, self._sets(declared), not declared, sorted(kinds))
            if found is not None:
                return set(found)
        if self.fast and not self._discard_combine(counts) and (declared or not self._special_after_discard(counts)):
            return set()
        c = list(counts)
        out = set()
        for k in kinds:
            c[k] -= 1
            if self.tenpai(c, declared):
                out.add(k)
            c[k] += 1
        return out

    def waits(self, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> list[int]:
        """The kinds that complete the hand."""
        if self.core is not None and not wild:
            found = self.core.completing(counts, self._sets(declared), not declared, self.playing)
            if found is not None:
                return found
        return [k for k in self._candidates(counts, declared, wild) if self.complete(_plus(counts, k), declared, wild)]

    # -- internals -------------------------------------------------------------
    def _sets(self, declared: Sequence[Meld]) -> int:
        """The sets a hand beside ``declared`` still forms."""
        return self.sets - sum(1 for m in declared if m.is_set) if declared else self.sets

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
        if self.shape.seven_pairs and sum(counts.count(c) for c in self._odd) <= missing:
            return True
        return bool(self.shape.orphans) and not any(counts[k] for k in self._not_orphans)

    def _special_after_discard(self, counts: Sequence[int]) -> bool:
        """Whether some discard can leave seven pairs or orphans one tile away (the 13-tile test of :meth:`tenpai`)."""
        if sum(counts) != 14:
            return False
        if self.shape.seven_pairs and sum(counts.count(c) for c in self._odd) <= 2:
            return True
        return bool(self.shape.orphans) and sum(counts[k] for k in self._not_orphans) <= 1

    def _discard_combine(self, counts: Sequence[int]) -> bool:
        """Whether discarding some tile leaves sets, a pair and one missing tile (states: pairs, missing, discarded)."""
        reach = {(0, 0, 0)}
        for lo, hi, run in self.slices:
            t = tuple(counts[lo:hi])
            keep, drop = _suit_states(t, run, self.copies), _discard_states(t, run, self.copies)
            reach = ({(p + q, m + r, d) for p, m, d in reach for q, r in keep if p + q <= 1 and m + r <= 1}
                     | {(p + q, m + r, 1) for p, m, d in reach if not d for q, r in drop if p + q <= 1 and m + r <= 1})
            if not reach:
                return False
        return (1, 1, 1) in reach

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


@lru_cache(maxsize=MEMO_SIZE)
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


@lru_cache(maxsize=MEMO_SIZE)
def _discard_states(t: tuple[int, ...], run: bool, copies: int) -> frozenset[tuple[int, int]]:
    """The (pairs, missing) states this suit's counts can be in once one of its tiles is discarded."""
    out: set[tuple[int, int]] = set()
    for r in range(len(t)):
        if t[r]:
            out |= _suit_states(t[:r] + (t[r] - 1,) + t[r + 1:], run, copies)
    return frozenset(out)


@lru_cache(maxsize=MEMO_SIZE)
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
