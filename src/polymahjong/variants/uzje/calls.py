"""Whether a call keeps an Ùzje hand able to reach the ruleset's minimum (2.5 fan by default).

An open hand loses the closed-hand bonus, so a bot may only call when the
hand, counted as it would stand after the call, shows a route to the
minimum from value it can see: trips (or pairs, which may become trips) of
arrows and of its seat and round wind, bonus tiles, its seat flowers, and a
clean or pure suit when the number tiles nearly fit one suit already.
The bots ask it through :meth:`Uzje.call_check` (``players/value.py``).
"""
from __future__ import annotations

from collections import Counter
from fractions import Fraction
from typing import TYPE_CHECKING, Sequence

from polymahjong.tiles import DOTS, Group
from polymahjong.variants.uzje.context import seat_flowers, seat_wind, wind_kind
from polymahjong.variants.uzje.patterns import CLEAN

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView
    from polymahjong.variants.uzje import Uzje

#: Number tiles outside the main suit that a hand may still throw away on its route to a clean hand.
STRAYS = 2


class UzjeValue:
    """Visible fan of an Ùzje hand, against the ``minimum`` option."""

    def __init__(self, variant: "Uzje") -> None:
        self.variant = variant
        self.ts = variant.tileset
        self.specs = variant.pattern_specs
        self.minimum = Fraction(str(variant.options["minimum"]))

    def _fan(self, pattern: str) -> Fraction:
        return self.specs[pattern].value or Fraction(0)

    def visible_fan(self, view: "SeatView", kinds: Sequence[int]) -> Fraction:
        """Fan the hand shows or can still make: value honours held twice or more, bonus tiles,
        seat flowers, and a clean suit (Purity without honours) when at most ``STRAYS`` tiles stray."""
        ts, held = self.ts, Counter(kinds)
        wind = seat_wind(view.seat)
        winds = [wind_kind(self.variant, wind), wind_kind(self.variant, "ESWN"[view.round_wind % 4])]
        fan = Fraction(0)
        for k, n in held.items():
            if n >= 2:
                fan += self._fan("arrow") * (ts.kinds[k].group is Group.DRAGON)
                fan += self._fan("seat_wind") * (k == winds[0]) + self._fan("round_wind") * (k == winds[1])
        bonus = {ts.kind_of(t) for t in view.indicators}
        fan += self._fan("bonus_tile") * sum(n for k, n in held.items() if k in bonus)
        names = {ts.kinds[ts.kind_of(t)].name for t in view.flowers[view.seat]}
        fan += self._fan("flowers") * len(names & set(seat_flowers(wind)))
        return fan + self._suit_fan(list(held.elements()))

    def _suit_fan(self, kinds: Sequence[int]) -> Fraction:
        suits = Counter(self.ts.kinds[k].suit for k in kinds if self.ts.kinds[k].group is Group.NUMBER)
        honours = any(self.ts.kinds[k].group is not Group.NUMBER for k in kinds)
        if not suits:
            return Fraction(0)
        main, n = suits.most_common(1)[0]
        if sum(suits.values()) - n > STRAYS:
            return Fraction(0)
        if not honours:
            return self._fan("purity")
        return self._fan(CLEAN[main or DOTS])

    def reaches_minimum(self, view: "SeatView", kinds: Sequence[int]) -> bool:
        """Whether the hand after a call still shows a route to the minimum."""
        return self.visible_fan(view, kinds) >= self.minimum
