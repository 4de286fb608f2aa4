"""Ùzje points: the 1-2-5 ladder over the fan above the minimum, limits, and
who pays whom."""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Mapping, Sequence


@dataclass(frozen=True)
class Ladder:
    """The points table: ``steps[n]`` for n whole fans above ``minimum``; from
    ``n = len(steps)`` one limit (``limit`` points), and one more limit for
    every ``fan_per_limit`` further fans."""

    minimum: Fraction
    steps: tuple[int, ...]
    limit: int
    fan_per_limit: int

    @classmethod
    def from_rules(cls, points: Mapping[str, Any], minimum: Fraction) -> "Ladder":
        """The ladder of the ``[points]`` table with the given minimum."""
        return cls(minimum, tuple(points["ladder"]), points["limit"], points["fan_per_limit"])

    def limits(self, fan: Fraction) -> int:
        """How many limits ``fan`` reach (0 below the first limit)."""
        n = math.floor(fan - self.minimum)
        return 0 if n < len(self.steps) else 1 + (n - len(self.steps)) // self.fan_per_limit

    def points(self, fan: Fraction) -> int | None:
        """The table amount of a hand of ``fan``; None below the minimum."""
        n = math.floor(fan - self.minimum)
        if n < 0:
            return None
        return self.steps[n] if n < len(self.steps) else self.limits(fan) * self.limit


def payments(base: int, winner: int, discarder: int | None, players: int) -> list[Fraction]:
    """Every seat's change: the discarder pays ``base``; on a self-draw every
    other player pays exactly half of it."""
    share = Fraction(base) if discarder is not None else Fraction(base, 2)
    payers: Sequence[int] = [discarder] if discarder is not None else [s for s in range(players) if s != winner]
    out = [Fraction(0)] * players
    for s in payers:
        out[s] -= share
        out[winner] += share
    return out
