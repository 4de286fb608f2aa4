"""Fu (minipoints) of a reading, with the numbers of ``[fu]`` in ``rules.toml``.

20 for winning, 10 for a closed ron, 2 for a tsumo (not with pinfu), per
triplet 2 (doubled when concealed, doubled for terminals and honours,
quadrupled for a quad), 2 per value of the pair, 2 for a single wait;
rounded up to 10. Seven pairs is 25 flat; an open hand with nothing but the
20 base is paid as 30 (open pinfu shape).
"""
from __future__ import annotations

from typing import Any, Mapping

from polymahjong.hand import SEVEN_PAIRS, STANDARD
from polymahjong.variants.riichi.reading import RYANMEN, SHANPON, Reading, Situation


class Fu:
    """The numbers of ``[fu]``, and the fu of a reading by them."""

    __slots__ = ("seven_pairs", "base", "pinfu_ron", "closed_ron", "tsumo", "triplet", "value_pair", "single_wait",
                 "open_pinfu", "step")

    def __init__(self, rules: Mapping[str, Any]) -> None:
        self.seven_pairs, self.base, self.closed_ron, self.tsumo = (
            rules["seven_pairs"], rules["base"], rules["closed_ron"], rules["tsumo"])
        self.pinfu_ron = self.base + self.closed_ron
        self.triplet, self.value_pair, self.single_wait = rules["triplet"], rules["value_pair"], rules["single_wait"]
        self.open_pinfu, self.step = rules["open_pinfu"], rules["round_to"]

    def of(self, r: Reading, s: Situation, pinfu: bool) -> int:
        """The rounded fu of reading ``r``; ``pinfu`` says whether the hand scored pinfu."""
        if r.form != STANDARD:
            return self.seven_pairs if r.form == SEVEN_PAIRS else 0
        if pinfu:
            return self.base if s.tsumo else self.pinfu_ron
        total = self.base + self.triplet * r.units
        if s.tsumo:
            total += self.tsumo
        elif s.closed:
            total += self.closed_ron
        if r.pair in s.values:
            total += self.value_pair * s.values[r.pair]
        if r.wait not in PLAIN_WAITS:
            total += self.single_wait
        if total == self.base:
            return self.open_pinfu
        return -(-total // self.step) * self.step


#: The waits that add no fu.
PLAIN_WAITS = (RYANMEN, SHANPON)
