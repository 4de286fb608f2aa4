"""The Zung Jung bot: the value bot with Zung Jung's judgement.

- Patterns by value against speed: the hand stays concealed (Concealed Hand, 5) unless a call makes a
  pattern: a value honour's pung, a call in the flush suit (or its honours), a pung for All Triplets;
  late in the wall (or under no minimum with the pattern's tiles) any call that brings the hand closer.
- The minimum: with ``minimum`` above 1 a call must keep a pattern in reach (never a chicken hand).
- Blame: the discarder of a won tile pays 3V - 50 when V > 25, so a seat showing a large hand (two
  melds of one suit, of pungs or of honours) is a threat from its second meld, and tiles of the suit
  or honours it collects are the most dangerous to it.
- Kongs: One Kong is 5, Two Kong 20: declared whenever they do not set the hand back.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from polymahjong.engine.actions import Act, Action
from polymahjong.players.valuebot import ValueBot
from polymahjong.tiles import Group

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView

#: Below this many wall tiles any call that brings the hand closer is taken.
LATE_WALL = 30


class ZungJungBot(ValueBot):
    """Zung Jung: concealed unless a call makes a pattern; blame-aware defence; kongs."""

    def want_call(self, view: "SeatView", action: Action, kinds_after: Sequence[int]) -> bool:
        if view.last_discard is None or not super().want_call(view, action, kinds_after):
            return False
        kind = view.last_discard[1] // self.copies
        k = self.kinds[kind]
        if action.act is Act.PON and (k.group is Group.DRAGON or kind == self._seat_wind(view)):
            return True
        counts = self._counts(view.hand, view.jokers)[0]
        plan = self.plan(view, counts, self._declared(view.melds[view.seat]))
        if plan.suit is not None or plan.pairs and action.act is Act.PON:
            return True
        return view.wall_left < LATE_WALL and int(self.variant.options.get("minimum", 1)) <= 1

    def _seat_wind(self, view: "SeatView") -> int:
        return [k.index for k in self.kinds if k.group is Group.WIND][view.seat % 4]

    def threats(self, view: "SeatView") -> list[int]:
        big = [s for s in view.active if s != view.seat and self._shown(view, s) != (None, False)]
        return sorted(set(super().threats(view)) | set(big))

    def danger(self, view: "SeatView", kind: int, threats: list[int], unseen: list[int]) -> int:
        total = super().danger(view, kind, threats, unseen)
        k = self.kinds[kind]
        for s in threats:
            suit, pungs = self._shown(view, s)
            if suit is not None and (k.suit == suit or not k.is_number) or pungs and unseen[kind] >= 1:
                total += 4  # a tile the large hand collects: the discarder alone pays for it
        return total

    def _shown(self, view: "SeatView", seat: int) -> tuple[str | None, bool]:
        """What a seat's melds show from its second: the one suit they share (``"honours"`` for honours
        only), and whether all are pungs; (None, False) for fewer than two melds or no shape."""
        melds = [ts for _t, ts, _s in view.melds[seat] if ts]
        if len(melds) < 2:
            return None, False
        suits = {self.kinds[ts[0] // self.copies].suit for ts in melds}
        pungs = all(len({t // self.copies for t in ts}) == 1 for ts in melds)
        numbers = suits - {None}
        suit = next(iter(numbers)) if len(numbers) == 1 else ("honours" if not numbers else None)
        return (suit, pungs) if suit is not None or pungs else (None, False)
