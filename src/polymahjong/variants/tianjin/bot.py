"""The Tianjin bot: the value bot with Tianjin's judgement.

- Jokers: never discarded (the engine forbids it) and never bumped away; a ready hand is valued by the
  scorer as a self-draw on each wait, so a hand fishing with a joker (Go Fish: every tile wins), a
  Dragon or a Quinquennial wait is preferred to one that meets no win condition (no win at all).
- Bars: a golden bar (four jokers) always, for 8 from each player; dark bars and bars from a discard or
  on a bump whenever they do not set the hand back (1 or 2 from each, on top of any win).
- Step up: the dealer doubles every transfer when the dealt hand is close (two from ready, or three
  with two jokers) and the dealer's points can bear a doubled loss.
- Shoveled: a non-dealer whose turn comes in the first go-around, after first discards all of one kind,
  throws that kind too when it costs nothing (the dealer then pays each player).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from polymahjong.engine.actions import Act, Action
from polymahjong.hand import Meld
from polymahjong.players.valuebot import ValueBot

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView

#: The dealer steps up at this shanten or better ...
STEP_UP_SHANTEN = 2
#: ... or one more with this many jokers ...
STEP_UP_JOKERS = 2
#: ... holding at least this many points.
STEP_UP_POINTS = 20


class TianjinBot(ValueBot):
    """Tianjin: self-drawn wins valued by their conditions, bars, step-ups, shovels."""

    candidates = 4

    self_draw_only = True

    def kong_pays(self, view: "SeatView", action: Action, keeps_shanten: bool) -> bool:
        tiles = action.tiles or ((action.tile,) if action.tile is not None else ())
        golden = action.act is Act.CLOSED_KAN and all(t // self.copies in view.jokers for t in tiles)
        return golden or keeps_shanten

    def own_action(self, view: "SeatView", options: list[Action], pass_: Action | None) -> Action | None:
        """The dealer's step up (the one action of Tianjin's own), when :meth:`step_up` says so."""
        counts, wild = self._counts(view.hand, view.jokers)
        return options[0] if self.step_up(view, counts, wild, self._declared(view.melds[view.seat])) else None

    def step_up(self, view: "SeatView", counts: list[int], wild: int, declared: tuple[Meld, ...]) -> bool:
        """Step up with enough points and a hand near ready (counting jokers)."""
        if view.scores[view.seat] < STEP_UP_POINTS:
            return False
        best = min(self._shanten_without(counts, k, declared, wild) for k, c in enumerate(counts) if c)
        return best <= STEP_UP_SHANTEN or best <= STEP_UP_SHANTEN + 1 and wild >= STEP_UP_JOKERS

    def discard(self, view: "SeatView", discards: list[Action], counts: list[int], wild: int,
                declared: tuple[Meld, ...]) -> Action:
        kind = self._shovel_kind(view)
        if kind is not None:
            best = min(self._shanten_without(counts, a.tile // self.copies, declared, wild)  # type: ignore[operator]
                       for a in discards if a.tile // self.copies not in view.jokers)  # type: ignore[operator]
            same = [a for a in discards if a.tile // self.copies == kind]  # type: ignore[operator]
            if same and self._shanten_without(counts, kind, declared, wild) == best:
                return same[0]
        return super().discard(view, discards, counts, wild, declared)

    def _shovel_kind(self, view: "SeatView") -> int | None:
        """The kind every earlier first discard was, when this is a non-dealer's first discard of the
        round's first go-around and no discard was called."""
        firsts = view.discards[:view.seat]
        if view.seat == 0 or any(len(d) != 1 for d in firsts) or view.discards[view.seat] or any(
                view.melds[s] for s in range(len(view.melds))):
            return None
        kinds = {d[0] // self.copies for d in firsts}
        return kinds.pop() if len(kinds) == 1 else None
