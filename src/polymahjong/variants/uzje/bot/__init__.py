"""The Ùzje bot: the value bot with Ùzje's judgement, for 3 to 6 players.

- Patterns beyond the closed hand: a clean or pure suit (3 and 7 f against the closed hand's 2.6, each
  fan a step up the 1-2-5 ladder) is planned when one suit and the honours hold seven tiles and the other
  suits six at most; the long suits (ariths of any difference, gems, powers) make such hands easy to
  complete, so the plan throws the other suits' tiles first even when that costs one shanten (one from
  ready or further, 40+ tiles in the wall). Trips and seven pairs with four pairs or more; a ready hand is
  valued by the scorer on each wait (every pattern). A clean plan also opens the way to calls in its suit
  (the minimum is then in sight: 3 f without the closed hand).
- Goals (``goals.py``): the orphans hands, the Ultra-long straight, All gems and All powers of one suit,
  Honourable, Journeyman's wind trips and Archery class's arrows, each chosen when the hand lacks few
  tiles for it and its points pay for the distance it adds; its tiles are kept before anything else,
  and the closed ones take no call and no quad.
- The minimum: a call (trips, ariths, an open quad) is taken only when the open hand keeps a visible
  route to the minimum (``players/value.py``): calling loses the closed hand's 2.6 fan.
- Quads: closed and added quads whenever they do not set the hand back (a closed quad keeps the hand
  closed and draws a replacement, the way to a quad draw); an open quad also needs the minimum.
- Challenges (``closed_quads = "hidden"``): a face-down quad is challenged when the bot is close to
  ready (one from ready or better): its waits may be dead, and an orphans hand may rob it.
- Flower, sea and pond wins are always taken.
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, cast

from polymahjong.engine.actions import Act, Action
from polymahjong.hand import Meld
from polymahjong.players.valuebot import Plan, ValueBot
from polymahjong.variants.base import Variant
from polymahjong.variants.uzje.bot.goals import UzjeGoals

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView
    from polymahjong.variants.uzje import Uzje

#: Challenge a face-down quad at this shanten or better.
CHALLENGE_SHANTEN = 1


class UzjeBot(ValueBot):
    """Ùzje: patterns above the minimum, quads, challenges."""

    candidates = 2
    accept_shanten = 0
    flush_tiles = 7
    flush_strays = 6
    plan_slack = 1

    def __init__(self, variant: Variant, seed: int = 0, name: str = "value") -> None:
        super().__init__(variant, seed, name)
        self.goals = UzjeGoals(cast("Uzje", variant))

    def plan(self, view: "SeatView", counts: list[int], declared: tuple[Meld, ...]) -> Plan:
        """The value bot's plan (a clean or pure suit, pairs), and the goal (``goals.py``) that pays best
        for the tiles it lacks, if one is near."""
        base = super().plan(view, counts, declared)
        held = self._held(counts, declared)
        room = [h + u for h, u in zip(held, self.unseen(view))]
        distance = self.analyser.shanten(counts, declared) + 1
        goal = self.goals.choose(held, room, distance, base.suit, [m.tiles for m in declared],
                                 view.wall_left // len(view.scores))
        return replace(base, goal=goal) if goal is not None else base

    def kong_pays(self, view: "SeatView", action: Action, keeps_shanten: bool) -> bool:
        goal = self.plan(view, self._counts(view.hand, view.jokers)[0], self._declared(view.melds[view.seat])).goal
        if goal is not None and not goal.open:  # a quad is no meld of orphans, a straight, gems or powers
            return False
        if action.act is Act.OPEN_KAN:
            return keeps_shanten and self.may_call(view, self._kinds_after(view, view.last_discard))
        return keeps_shanten

    def own_action(self, view: "SeatView", options: list[Action], pass_: Action | None) -> Action | None:
        """A face-down quad's window (the challenge is Ùzje's one action of its own): challenge when
        :meth:`challenge` says so, else pass."""
        return options[0] if self.challenge(view) or pass_ is None else pass_

    def challenge(self, view: "SeatView") -> bool:
        """Challenge when the hand is near ready."""
        counts, wild = self._counts(view.hand, view.jokers)
        return self.analyser.shanten(counts, self._declared(view.melds[view.seat]), wild) <= CHALLENGE_SHANTEN
