"""A fast test of the standard form (sets and a pair) block by block.

No set crosses two blocks (see :mod:`polymahjong.hand.layout`), so a hand of
sets and one pair is complete when every block's tiles split into sets, one
block's with the pair. Most hands fail on counts alone: a block holding
3n+1 tiles, or two blocks holding 3n+2. A run of one-kind blocks (honours) is
tested on its counts at once (each kind 3n, or 3n+2 for the pair); a larger
block's split is searched once per content and remembered (a bounded memo).

The test applies to hands without wildcards in shapes without a shared kind
(Ùzje's zero joins every suit): :func:`standard_test` gives None otherwise and
the caller searches decompositions instead.
"""
from __future__ import annotations

from typing import Sequence

from polymahjong.hand.layout import Block, segments_of, shared_kind
from polymahjong.hand.melds import HandShape
from polymahjong.hand.pershape import PerShape

#: Block contents whose splits a block remembers before it forgets them all.
SPLIT_LIMIT = 50_000
MOD3 = bytes(n % 3 for n in range(256))  # bytes.translate table: a count to its remainder mod 3
SETS, PAIRED = 1, 2  # split flags: into sets only, into sets and one pair


class BlockSplits:
    """Whether one block's contents split into sets (and one pair), memoised."""

    def __init__(self, block: Block, limit: int = SPLIT_LIMIT) -> None:
        self.groups = [[tiles for tiles, _zeros, is_pair in g if not is_pair] for g in block.groups_with]
        self.limit = limit
        self._memo: dict[bytes, int] = {}

    def flags(self, key: bytes) -> int:
        """``SETS`` and/or ``PAIRED`` for the block holding ``key`` (a count per local kind)."""
        found = self._memo.get(key)
        if found is None:
            found = self._search(list(key), True) * PAIRED | self._search(list(key), False) * SETS
            if len(self._memo) >= self.limit:
                self._memo.clear()
            self._memo[key] = found
        return found

    def _search(self, c: list[int], pair: bool) -> bool:
        k = next((i for i, n in enumerate(c) if n), -1)
        if k < 0:
            return not pair
        if pair and c[k] >= 2:
            c[k] -= 2
            done = self._search(c, False)
            c[k] += 2
            if done:
                return True
        for tiles in self.groups[k]:
            if all(c[t] >= tiles.count(t) for t in tiles):
                for t in tiles:
                    c[t] -= 1
                done = self._search(c, pair)
                for t in tiles:
                    c[t] += 1
                if done:
                    return True
        return False


class StandardTest:
    """The block-by-block standard-form test of one hand shape."""

    def __init__(self, shape: HandShape) -> None:
        if shape.ultra_long_straight:
            raise ValueError("the ultra-long straight is not tested here")
        self.total = 3 * shape.sets_needed + 2
        self.pairs_form = shape.seven_pairs is not None
        self.orphans_form = bool(shape.orphans)
        self.not_orphans = non_orphan_runs(shape)
        self.runs: list[tuple[int, int]] = []  # ranges of one-kind blocks
        self.blocks: list[tuple[int, int, BlockSplits]] = []  # contiguous larger blocks
        for seg in segments_of(shape):
            if all(len(b.kinds) == 1 for b in seg.blocks):
                self.runs.append((seg.start, seg.stop))
                continue
            for b in seg.blocks:
                if b.kinds != tuple(range(b.kinds[0], b.kinds[-1] + 1)):
                    raise ValueError("a block of kinds that are not contiguous")
                self.blocks.append((b.kinds[0], b.kinds[-1] + 1, BlockSplits(b)))

    def may_be_special(self, counts: Sequence[int]) -> bool:
        """False when the concealed ``counts`` can be neither seven pairs nor an orphans hand
        (a quick test on counts; True says only that the full test is worth running)."""
        if self.pairs_form and 1 not in counts and 3 not in counts:
            return True
        return self.orphans_form and not any(any(counts[a:b]) for a, b in self.not_orphans)

    def complete(self, counts: Sequence[int], total: int | None = None) -> bool:
        """Whether the concealed ``counts`` are sets and exactly one pair, ``total`` tiles in all
        (default: a concealed hand's, sets for every set the shape needs)."""
        pairs = 0
        for start, stop in self.runs:  # checked first: one-kind blocks fail the most hands
            rest = bytes(counts[start:stop]).translate(MOD3)
            if 1 in rest:
                return False
            pairs += rest.count(2)
        if pairs > 1:
            return False
        paired = -1
        for i, (start, stop, _splits) in enumerate(self.blocks):
            left = sum(counts[start:stop]) % 3
            if left:
                if left == 1 or pairs:
                    return False
                pairs, paired = 1, i
        if pairs != 1:
            return False
        for i, (start, stop, splits) in enumerate(self.blocks):
            if not splits.flags(bytes(counts[start:stop])) & (PAIRED if i == paired else SETS):
                return False
        return sum(counts) == (self.total if total is None else total)


def non_orphan_runs(shape: HandShape) -> tuple[tuple[int, int], ...]:
    """Ranges of the kinds that no orphans hand holds (neither an orphan nor the zero)."""
    allowed = set(shape.orphan_kinds) | ({shape.tileset.zero} if shape.tileset.zero is not None else set())
    runs: list[tuple[int, int]] = []
    for k in range(len(shape.tileset.kinds)):
        if k in allowed:
            continue
        if runs and runs[-1][1] == k:
            runs[-1] = (runs[-1][0], k + 1)
        else:
            runs.append((k, k + 1))
    return tuple(runs)


def _build(shape: HandShape) -> StandardTest | None:
    if shared_kind(shape) is not None:
        return None
    try:
        return StandardTest(shape)
    except ValueError:
        return None


#: The standard-form test of a hand shape, or None where it does not apply.
standard_test: PerShape[StandardTest | None] = PerShape(_build)
