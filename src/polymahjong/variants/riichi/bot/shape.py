"""Shanten as the bot plays it: the standard form, and seven pairs only once a hand holds enough pairs
to make it a real plan (a hand of scattered pairs otherwise drifts into it, which strong players
rarely choose)."""
from __future__ import annotations

from dataclasses import replace
from typing import Sequence

from polymahjong.hand import HandShape, Meld
from polymahjong.hand.acceptance import Discard, discards
from polymahjong.players.strategy.efficiency import Efficiency

#: Pairs a closed hand must hold before seven pairs counts.
PAIRS_FOR_CHIITOI = 4


def chiitoi_shanten(counts: Sequence[int]) -> int:
    """Shanten towards seven different pairs."""
    pairs = kinds = 0
    for n in counts:
        if n:
            kinds += 1
            pairs += n >= 2
    return 6 - pairs + max(0, 7 - kinds)


class Shape:
    """Shanten with seven pairs switched on or off per decision."""

    def __init__(self, shape: HandShape) -> None:
        self.eff = Efficiency(shape, standard_only=True)
        # the standard form and seven pairs: the analyser's seven-pairs shanten is chiitoi_shanten
        self.with_pairs = Efficiency(replace(shape, orphans=frozenset(), ultra_long_straight=False))
        self.chiitoi = False

    def plan(self, counts: Sequence[int], closed_no_melds: bool) -> None:
        """Choose for this decision whether seven pairs counts (a closed hand with enough pairs)."""
        self.chiitoi = closed_no_melds and sum(1 for n in counts if n >= 2) >= PAIRS_FOR_CHIITOI

    def shanten(self, counts: list[int], declared: Sequence[Meld] = ()) -> int:
        s = self.eff.shanten(counts, declared)
        if self.chiitoi and not declared and s > -1:
            s = min(s, chiitoi_shanten(counts))
        return s

    def acceptance(self, counts: list[int], declared: Sequence[Meld], unseen: Sequence[int]) -> tuple[int, list[int]]:
        """The unseen copies of the kinds that lower :meth:`shanten`, and those kinds (Efficiency.acceptance)."""
        eff = self.with_pairs if self.chiitoi and not declared else self.eff
        return eff.acceptance(counts, declared, unseen)

    def discards(self, counts: list[int], declared: Sequence[Meld], unseen: Sequence[int]) -> list[Discard]:
        """Per discard of a hand about to discard, the shanten it leaves and the draws that then lower it
        (Efficiency.discards), with seven pairs as :meth:`acceptance` counts it."""
        eff = self.with_pairs if self.chiitoi and not declared else self.eff
        return eff.discards(counts, declared, unseen)

    def discard_shanten(self, counts: list[int], declared: Sequence[Meld]) -> list[Discard]:
        """Per discard of a hand about to discard, the shanten it leaves (as :meth:`shanten` counts it), without
        the draws: one call of the hand analyser's acceptance table."""
        eff = self.with_pairs if self.chiitoi and not declared else self.eff
        return discards(eff.analyser, counts, declared, 0, (), eff.analyser.copies)
