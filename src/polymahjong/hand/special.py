"""Distances of the special forms (seven pairs, orphans, ultra-long straight)
from a few additive counts per segment of the hand.

Every form is fourteen given tiles, so its distance is 14 minus the most tiles
of the hand it can keep:

- seven pairs: each pair slot keeps 2 tiles (a kind held twice) or 1 (held
  once); ``distinct`` allows one slot per kind, ``repeats`` two (four of a
  kind is two pairs);
- thirteen orphans: one of each orphan (two of H and V with compressed
  winds) plus one more of any of them; fourteen orphans: one of each and the zero;
- ultra-long straight: the fourteen ranks of one window of one suit.
"""
from __future__ import annotations

from typing import Sequence

from polymahjong.hand.decompose import STRAIGHT_LENGTH, orphan_requirement
from polymahjong.hand.melds import FOURTEEN_ORPHANS, THIRTEEN_ORPHANS, HandShape
from polymahjong.tiles import Group

FORM_TILES = 14
#: Stats of a segment: (kinds keeping 2 in a pair slot, keeping 1, orphans
#: kept, orphan kinds held beyond their need, zero kept, best straight window).
Stats = tuple[int, int, int, int, int, int]


class SpecialForms:
    """The special forms a shape allows, measured on count vectors."""

    def __init__(self, shape: HandShape) -> None:
        ts = shape.tileset
        self.pairs = shape.seven_pairs
        self.thirteen = THIRTEEN_ORPHANS in shape.orphans
        self.fourteen = FOURTEEN_ORPHANS in shape.orphans and ts.zero is not None
        self.need = orphan_requirement(shape) if shape.orphans else {}
        self.zero = ts.zero if self.fourteen else None
        self.windows: list[list[int]] = []  # kinds of every possible straight
        if shape.ultra_long_straight:
            for suit in ts.suits:
                ranks = {k.rank: k.index for k in ts.kinds if k.suit == suit and k.group is Group.NUMBER}
                for low in range(1, max(ranks) - STRAIGHT_LENGTH + 2):
                    run = [ranks.get(r) for r in range(low, low + STRAIGHT_LENGTH)]
                    if None not in run:
                        self.windows.append(run)  # type: ignore[arg-type]

    def stats(self, start: int, counts: Sequence[int]) -> Stats:
        """The stats of the kinds ``start, start+1, ...`` holding ``counts``."""
        two = one = orphans = extra = zero = 0
        for i, n in enumerate(counts):
            k = start + i
            if self.pairs == "repeats":
                two += n // 2
                one += n % 2
            elif self.pairs:
                two += n >= 2
                one += n == 1
            need = self.need.get(k)
            if need:
                orphans += min(n, need)
                extra += n > need
            elif k == self.zero:
                zero += n > 0
        stop = start + len(counts)
        straight = max((sum(counts[k - start] > 0 for k in w) for w in self.windows if start <= w[0] < stop), default=0)
        return two, one, orphans, extra, zero, straight

    @staticmethod
    def combine(a: Stats, b: Stats) -> Stats:
        """The stats of two segments together."""
        return a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4], max(a[5], b[5])

    def distance(self, s: Stats) -> int:
        """Fewest tiles to add to complete any special form (a large number if none is allowed)."""
        best = FORM_TILES + 1
        if self.pairs:
            two = min(s[0], 7)
            best = min(best, FORM_TILES - 2 * two - min(s[1], 7 - two))
        if self.thirteen:
            best = min(best, FORM_TILES - s[2] - (s[3] > 0))
        if self.fourteen:
            best = min(best, FORM_TILES - s[2] - s[4])
        if self.windows:
            best = min(best, FORM_TILES - s[5])
        return best
