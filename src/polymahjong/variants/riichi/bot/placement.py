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

from dataclasses import dataclass
from typing import TYPE_CHECKING

from polymahjong.variants.riichi.bot.ev import STICK

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView

#: Rotations of the deal per match length (riichi's ``length`` option).
WINDS = {"east": 1, "east_south": 2}


@dataclass(frozen=True)
class Standing:
    """``all_last``: this deal may be the match's last; ``last_wind``: it is of the match's last wind (or an
    extra one); ``place``: 0 for first (ties to the seat nearer the first dealer are not known here, so a
    tie counts against the seat); ``lead``: own score minus the next best (negative: behind the top);
    ``to_next``: points the seat needs to pass the seat just above it (0 for the top)."""

    all_last: bool
    last_wind: bool
    place: int
    lead: int
    to_next: int


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
        all_last = last_wind = False
        if self._first_seat is not None:
            deal = (self._first_seat - view.seat) % n  # deals played in this wind before this one
            wind = view.round_wind
            last_wind = wind >= self.winds - 1
            all_last = wind >= self.winds or (last_wind and deal == n - 1)
        mine = scores[view.seat]
        others = sorted((s for i, s in enumerate(scores) if i != view.seat), reverse=True)
        above = [s for s in others if s >= mine]
        to_next = min(above) - mine + 1 if above else 0
        return Standing(all_last, last_wind, len(above), mine - others[0], to_next)
