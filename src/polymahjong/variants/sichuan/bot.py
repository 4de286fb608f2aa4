"""The Sichuan bot: the value bot with Sichuan's judgement.

- Void suit: the suit with the fewest tiles, then the fewest pairs and neighbours (its own action's
  choice); its tiles go first (the engine sets the first aside, the bot discards the rest before any
  other), so the hand never risks the 48-point penalty.
- Fans: a full flush in the suit holding most tiles, pungs or seven pairs with four pairs or more, and
  the waits valued by the scorer (roots, kongs and all).
- Kongs (Table 7: concealed 2 from each, melded 2 from the discarder, promoted 1 from each, and a fan
  each): declared whenever they do not set the hand back.
- Hu now or later: a Hu on a discard worth the least a Hu can be worth is let go early in the wall when
  the hand has many waits left, for a self-draw that every other player pays.
- Defence: a seat still in the deal with two melds late, or three, is a threat; a tile of its shown
  void suit can never give it a Hu.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from polymahjong.engine.actions import Act, Action
from polymahjong.players.valuebot import ValueBot

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView

#: Let a cheapest Hu on a discard go only with at least this many tiles left in the wall ...
WAIT_WALL = 40
#: ... this many unseen winning tiles ...
WAIT_TILES = 6
#: ... and this many other players still in the deal to pay a self-draw.
WAIT_PAYERS = 2


class SichuanBot(ValueBot):
    """Sichuan Bloody: void first, fans, kongs that pay, a cheap Hu let go for a self-draw, void-aware defence."""

    def own_action(self, view: "SeatView", options: list[Action], pass_: Action | None) -> Action | None:
        """The forbidden suit (Sichuan's one action of its own): the suit with the fewest tiles, ties to the one
        with fewer pairs and connected tiles (the cheapest to give up)."""
        counts, _ = self._counts(view.hand, view.jokers)

        def cost(suit: str) -> tuple[int, int]:
            ks = [k for k, c in enumerate(counts) if c and self.kinds[k].suit == suit]
            return sum(counts[k] for k in ks), sum(counts[k] >= 2 for k in ks) + sum(k + 1 in ks for k in ks)

        return min(options, key=lambda a: (cost(a.suit or ""), a.suit))

    def take_win(self, view: "SeatView", action: Action) -> bool:
        if action.act is not Act.RON or view.last_discard is None:
            return True
        payers = len([s for s in view.active if s != view.seat])
        if view.wall_left < WAIT_WALL or payers < WAIT_PAYERS:
            return True
        counts, wild = self._counts(view.hand, view.jokers)
        declared = self._declared(view.melds[view.seat])
        unseen = self.unseen(view)
        waits = self.check.waits(counts, declared, wild)
        if sum(unseen[w] for w in waits) < WAIT_TILES:
            return True
        values = [self.win_value(view, counts, declared, wild, w) for w in waits]
        now = self.win_value(view, counts, declared, wild, view.last_discard[1] // self.copies)
        return now > min(values)

    def danger(self, view: "SeatView", kind: int, threats: list[int], unseen: list[int]) -> int:
        suit = self.kinds[kind].suit
        return super().danger(view, kind, [s for s in threats if view.excluded_suits[s] != suit], unseen)
