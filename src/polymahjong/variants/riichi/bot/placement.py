"""Where the match stands for one seat: which deal of which wind this is, whether it is the last one
(all-last), and the seat's place by score.

The view shows the round wind, the seat (numbered from this round's dealer), the scores and the
sticks, but not which deal of the wind is being played; a player at the table knows it from having
sat through the match. The tracker does the same: it notes, at the first deal of the match (East,
no honba, every score equal but for the sticks of riichi declared in it), which seat it had then; the dealer has moved round the
table since by the seats it has moved. A tracker that has not seen the first deal (a bot seated
mid-match) knows no deal number, and plays no placement.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from polymahjong.variants.riichi.bot.ev import STICK

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView

#: Rotations of the deal per match length (riichi's ``length`` option).
WINDS = {"east": 1, "east_south": 2}
#: The spread (standard deviation) of two seats' score difference over one deal: real play's, 7,750 points over
#: the 108,162 seat pairs of the four-player deals of the shared Tenhou records.
DEAL_SPREAD = 7750.0
#: Deals a dealer's turn lasts on average (a dealer's win or ready hand at a draw deals again): real play's
#: hanchan last 10.66 deals for their 8 turns.
REPEAT = 1.33
#: What a typical win brings and a deal-in costs (about a non-dealer riichi's likely cost, ``reading``), to weigh
#: what such points do to the seat's place.
STAKE = 6000
#: Bounds of the caution; at all-last, the last seat's (a deal-in costs it no place) and the top seat's (it can
#: only lose places; any other seat's is 1 there).
CAUTION_RANGE = (0.4, 2.0)


@dataclass(frozen=True)
class Standing:
    """``all_last``: this deal may be the match's last; ``place``: 0 for first (ties to the seat nearer the
    first dealer are not known here, so a tie counts against the seat); ``to_next``: points the seat needs to
    pass the seat just above it (0 for the top); ``caution``: how many times a point lost by a deal-in weighs a
    point won, by what each does to the seat's place (1 when the deal number is not known)."""

    all_last: bool
    place: int
    to_next: int
    caution: float = 1.0


def places_above(scores: Sequence[int], seat: int, spread: float) -> float:
    """The expected number of seats that end above ``seat`` when each other seat's lead over it moves by a normal
    spread of ``spread`` points (more than 0).

    >>> places_above([30000, 20000, 25000, 25000], 2, 7750.0) > 1.5  # one seat ahead, one level
    True
    """
    mine = scores[seat]
    scale = spread * math.sqrt(2)
    return sum(0.5 * (1 + math.erf((s - mine) / scale)) for j, s in enumerate(scores) if j != seat)


def caution(scores: Sequence[int], seat: int, deals_after: float) -> float:
    """How many times a deal-in's points weigh a win's for this seat, ``deals_after`` deals (on average) still
    to come after this one: the places a deal-in of ``STAKE`` to another seat is expected to cost, over the
    places a win of as much from another seat is expected to bring (each other seat equally likely), within
    ``CAUTION_RANGE``. Equal scores give 1; a seat far ahead near the end weighs a deal-in more, a seat far
    behind less.

    >>> caution([25000] * 4, 0, 5.0)
    1.0
    >>> caution([40000, 20000, 20000, 20000], 0, 1.33) > 1.5
    True
    """
    spread = DEAL_SPREAD * math.sqrt(deals_after)
    base = places_above(scores, seat, spread)
    gain = loss = 0.0
    for other in range(len(scores)):
        if other == seat:
            continue
        won, lost = list(scores), list(scores)
        won[seat] += STAKE
        won[other] -= STAKE
        lost[seat] -= STAKE
        lost[other] += STAKE
        gain += base - places_above(won, seat, spread)
        loss += places_above(lost, seat, spread) - base
    low, high = CAUTION_RANGE
    return min(high, max(low, loss / gain)) if gain > 0 else high


class MatchTracker:
    """Remembers the seat at the match's first deal, to tell the deal number later."""

    def __init__(self, length: str) -> None:
        self.winds = WINDS.get(length, 2)
        self._first_seat: int | None = None

    def standing(self, view: "SeatView") -> Standing:
        """The seat's standing now (read from its view and what it remembers)."""
        n = len(view.scores)
        scores = [int(s) for s in view.scores]
        stick = view.sticks and STICK  # a double riichi before this seat's first decision
        before = [sc + stick * r for sc, r in zip(scores, view.declared)]
        if view.round_wind == 0 and view.honba == 0 and view.sticks == sum(view.declared) and len(set(before)) == 1:
            self._first_seat = view.seat  # the first deal of a match
        mine = scores[view.seat]
        above = [s for i, s in enumerate(scores) if i != view.seat and s >= mine]
        to_next = min(above) - mine + 1 if above else 0
        if self._first_seat is None:
            return Standing(False, len(above), to_next)
        deal = (self._first_seat - view.seat) % n  # deals played in this wind before this one
        wind = view.round_wind
        if wind >= self.winds or (wind == self.winds - 1 and deal == n - 1):  # all-last
            low, high = CAUTION_RANGE
            weigh = high if not above else low if len(above) == n - 1 else 1.0
            return Standing(True, len(above), to_next, weigh)
        deals_after = (n * (self.winds - wind) - deal - 1) * REPEAT
        return Standing(False, len(above), to_next, caution(scores, view.seat, deals_after))
