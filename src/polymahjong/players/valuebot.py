"""A value-aware bot: the efficiency bot's shanten first, then tile acceptance counted over unseen
tiles, the value of the hand it is heading for (the ruleset's own scorer on its waits), a plan chosen
from the hand (a flush suit, pungs), defence against players who look ready, and kongs when they pay.

Rulesets subclass :class:`ValueBot` in their own folder (``variants/<name>/bot.py``) and override its
hooks: :meth:`own_action` (the ruleset's own actions), :meth:`kong_pays`, :meth:`want_call`,
:meth:`take_win`, :meth:`plan`, :meth:`threats` and :meth:`danger`. The bot reads only its seat's view
and draws ties from its own seeded generator, so a seed gives the same game.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Sequence

from polymahjong.engine.actions import CORE, Act, Action
from polymahjong.engine.wincheck import WinCheck
from polymahjong.engine.wins import SUIT_LETTERS
from polymahjong.hand import Meld, MeldKind
from polymahjong.hand.acceptance import discard_shanten
from polymahjong.players.efficiency import EfficiencyPlayer
from polymahjong.players.strategy.efficiency import Efficiency
from polymahjong.players.strategy.goal import Goal
from polymahjong.players.strategy.visible import unseen_counts, visible_counts
from polymahjong.tiles import Group, Tile
from polymahjong.variants.base import Variant
from polymahjong.variants.scoring import CalledMeld, ScoreRequest

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView

KANS = (Act.CLOSED_KAN, Act.ADDED_KAN, Act.OPEN_KAN)
#: Acceptance a discard that fits the plan is worth (in unseen tiles).
PLAN_WEIGHT = 3
#: Scored hands kept between decisions (the cache is emptied when it grows past this).
CACHE_SIZE = 50_000


@dataclass(frozen=True)
class Plan:
    """What the hand is built towards: ``suit``, a flush's suit (number tiles of other suits go first;
    honours too unless ``honours``); ``pairs``, pungs or seven pairs (pairs are kept); ``goal``, a
    particular hand whose tiles are kept before anything else (``players/strategy/goal.py``)."""

    suit: str | None = None
    honours: bool = True
    pairs: bool = False
    goal: Goal | None = None


class ValueBot(EfficiencyPlayer):
    """Shanten, then acceptance, plan and value; defends when far from ready; kongs when they pay."""

    #: Wins are self-drawn only (Tianjin): the hand's value is scored as a self-draw.
    self_draw_only = False
    #: Discards (of the lowest shanten) whose acceptance is counted: the best fits of the plan and the
    #: least connected tiles first (rulesets with a slow hand analyser count fewer).
    candidates = 14
    #: Acceptance is counted at this shanten or better (further off: the plan and connectedness only).
    accept_shanten = 8
    #: A flush is planned when its suit and the honours hold this many tiles (melds included) ...
    flush_tiles = 8
    #: ... and the other suits at most this many.
    flush_strays = 4
    #: Shanten a flush plan may give up to throw a tile of another suit while the hand is one from ready
    #: or further and at least ``slack_wall`` tiles are left (0: never).
    plan_slack = 0
    slack_wall = 40

    def __init__(self, variant: Variant, seed: int = 0, name: str = "value") -> None:
        super().__init__(variant, seed, name)
        kinds = self.variant.tileset.kinds
        self.kinds = kinds
        self.check = WinCheck(variant.shape, self.copies)
        self.efficiency = Efficiency(variant.shape)
        self.near = self.efficiency.near
        self.suits = tuple(dict.fromkeys(k.suit for k in kinds if k.is_number))
        ranks = {s: [k.rank for k in kinds if k.suit == s] for s in self.suits}
        self.edge = [min(k.rank - min(ranks[k.suit]), max(ranks[k.suit]) - k.rank) if k.is_number else 0 for k in kinds]
        self.indicators = variant.rules["deal"].get("indicators", "")
        self._values: dict[tuple, Fraction] = {}

    # -- the turn ----------------------------------------------------------------------------------
    def act(self, view: "SeatView") -> Action:
        legal = view.legal
        for a in legal:
            if a.act in (Act.TSUMO, Act.RON) and self.take_win(view, a):
                return a
        pass_ = next((a for a in legal if a.act is Act.PASS), None)
        own = [a for a in legal if a.act not in CORE]
        chosen = self.own_action(view, own, pass_) if own else None
        if chosen is not None:
            return chosen
        counts, wild = self._counts(view.hand, view.jokers)
        declared = self._declared(view.melds[view.seat])
        if view.phase == "claim":
            return self._claim_value(view, legal, counts, wild, declared)
        for a in legal:
            if a.act in KANS and self.kong_pays(view, a, self._kong_keeps_shanten(view, a, counts, wild, declared)):
                return a
        discards = [a for a in legal if a.act is Act.DISCARD]
        if not discards:
            return pass_ or legal[0]
        return self.discard(view, discards, counts, wild, declared)

    def discard(self, view: "SeatView", discards: list[Action], counts: list[int], wild: int,
                declared: tuple[Meld, ...]) -> Action:
        """The discard: the excluded suit first; lowest shanten; then defence when far from ready against
        a threat, else acceptance plus plan fit, and at tenpai the expected value of the waits."""
        excluded = view.excluded_suits[view.seat]
        forbidden = [a for a in discards  # the excluded suit's tiles first
                     if excluded is not None and self.kinds[a.tile // self.copies].suit == excluded]  # type: ignore[operator]
        discards = forbidden or discards
        by_kind: dict[int, list[Action]] = {}
        for a in discards:
            k = a.tile // self.copies  # type: ignore[operator]
            if k not in view.jokers:
                by_kind.setdefault(k, []).append(a)
        if not by_kind:
            return self.rng.choice(discards)
        shanten = discard_shanten(self.variant.shape, counts, declared, wild, list(by_kind))
        shanten = {k: shanten[k] for k in by_kind}
        best = min(shanten.values())
        threats = self.threats(view)
        unseen = self.unseen(view)
        key: dict[int, tuple[int | Fraction, ...]]  # per kind, lowest first; one choice's keys share a shape
        if threats and best >= 2:  # fold: the safest tile, then the least loss
            key = {k: (self.danger(view, k, threats, unseen), shanten[k]) for k in by_kind}
        else:
            plan = self.plan(view, counts, declared)
            if plan.goal is not None:  # the goal's tiles first: only the discards that keep its distance
                shanten = self._keeping(view, plan.goal, counts, declared, shanten)
                by_kind = {k: by_kind[k] for k in shanten}
                best = min(shanten.values())
            level = shanten  # the shanten the choice compares: an off-plan tile's may be lowered by the slack
            if self.plan_slack and best >= 1 and view.wall_left >= self.slack_wall and plan.suit is not None:
                level = {k: max(best, s - self.plan_slack) if self._off_plan(plan, k) else s
                         for k, s in shanten.items()}
            fit = {k: self._fit(plan, k, counts) for k in by_kind if level[k] == best}
            ranked = sorted(fit, key=lambda k: (-fit[k], self._links(counts, k), k))
            key = {}
            if best > self.accept_shanten:  # far from ready: the plan, then the least connected tile
                ranked = ranked[:1]
                key = {k: (self.danger(view, k, threats, unseen) if threats else 0, 0, -fit[k], self._links(counts, k))
                       for k in fit if (fit[k], self._links(counts, k)) == (fit[ranked[0]], self._links(counts, ranked[0]))}
            for k in ranked[:self.candidates] if not key else ():
                counts[k] -= 1
                accept, better = self._acceptance(counts, declared, wild, unseen)
                ev = self._wait_value(view, counts, declared, wild, better, unseen) if best == 0 else Fraction(0)
                counts[k] += 1
                risk = self.danger(view, k, threats, unseen) if threats and best >= 1 else 0
                key[k] = (risk, -ev, -(accept + PLAN_WEIGHT * fit[k]))
        low = min(key.values())
        return self.rng.choice([a for k, v in key.items() if v == low for a in by_kind[k]])

    def _keeping(self, view: "SeatView", goal: Goal, counts: list[int], declared: tuple[Meld, ...],
                 shanten: dict[int, int]) -> dict[int, int]:
        """``shanten`` of the discards that leave the hand (melds included) nearest to ``goal``."""
        held = self._held(counts, declared)
        room = [h + u for h, u in zip(held, self.unseen(view))]
        now = goal.distance(held, room)  # a kind the goal does not use costs it nothing
        after = {}
        for k in shanten:
            if k not in goal.kinds:
                after[k] = now
                continue
            held[k] -= 1
            room[k] -= 1  # a discard is seen by all
            after[k] = goal.distance(held, room)
            held[k] += 1
            room[k] += 1
        low = min(after.values())
        return {k: s for k, s in shanten.items() if after[k] == low}

    @staticmethod
    def _held(counts: Sequence[int], declared: tuple[Meld, ...]) -> list[int]:
        """Per kind, the tiles of the hand and of its declared melds (a quad's three)."""
        held = list(counts)
        for m in declared:
            for k in m.tiles:
                held[k] += 1
        return held

    # -- hooks a ruleset overrides -------------------------------------------------------------------
    def own_action(self, view: "SeatView", options: list[Action], pass_: Action | None) -> Action | None:
        """Which of the ruleset's own actions ``options`` to take (``pass_``: the pass of a claim window, if
        one is open), or None to go on with the other legal actions (and, if none, pass or the first legal).
        By default none: a ruleset's bot overrides this for its actions."""
        return None

    def kong_pays(self, view: "SeatView", action: Action, keeps_shanten: bool) -> bool:
        """Declare a kong when it does not set the hand back (a kong's points and patterns are a gain)."""
        return keeps_shanten

    def want_call(self, view: "SeatView", action: Action, kinds_after: Sequence[int]) -> bool:
        """Take a call that lowers shanten when the ruleset's minimum stays reachable and it fits the plan;
        with a goal, only a call of its tiles when it may be open."""
        plan = self.plan(view, self._counts(view.hand, view.jokers)[0], self._declared(view.melds[view.seat]))
        if plan.goal is not None:  # only a call of the goal's tiles, when the goal may be open (it pays then)
            return plan.goal.open and view.last_discard is not None and view.last_discard[1] // self.copies in plan.goal.kinds
        if not self.may_call(view, kinds_after):
            return False
        kind = self.kinds[view.last_discard[1] // self.copies] if view.last_discard else None
        return plan.suit is None or kind is None or kind.suit == plan.suit or (not kind.is_number and plan.honours)

    def take_win(self, view: "SeatView", action: Action) -> bool:
        """Declare every win by default."""
        return True

    def plan(self, view: "SeatView", counts: list[int], declared: tuple[Meld, ...]) -> Plan:
        """A flush when one suit holds most of the number tiles (honours fit it); pungs when the hand
        holds four or more pairs or pungs."""
        held = self._held(counts, declared)
        per_suit = {s: sum(c for k, c in enumerate(held) if self.kinds[k].suit == s) for s in self.suits}
        honours = sum(c for k, c in enumerate(held) if not self.kinds[k].is_number and self.kinds[k].group is not Group.FLOWER)
        suit = max(per_suit, key=lambda s: (per_suit[s], s)) if per_suit else None
        strays = sum(per_suit.values()) - per_suit[suit] if suit else 0
        pairs = sum(c >= 2 for c in counts) + sum(m.kind in (MeldKind.TRIPLET, MeldKind.QUAD) for m in declared)
        flush = suit is not None and strays <= self.flush_strays and per_suit[suit] + honours >= self.flush_tiles and all(
            self.kinds[m.tiles[0]].suit in (suit, None) for m in declared)
        return Plan(suit if flush else None, True, pairs >= 4)

    def threats(self, view: "SeatView") -> list[int]:
        """Other seats still playing that look ready: riichi, three melds, or two melds late in the wall."""
        out = []
        for s in view.active:
            if s == view.seat:
                continue
            melds = len(view.melds[s])
            if view.declared[s] or melds >= 3 or melds >= 2 and view.wall_left < 30:
                out.append(s)
        return out

    def danger(self, view: "SeatView", kind: int, threats: list[int], unseen: list[int]) -> int:
        """How likely a discard of ``kind`` is to win for a threatening seat (0 safe): a kind the seat has
        discarded is safe; honours with few unseen copies and terminals are safer than middle tiles."""
        k = self.kinds[kind]
        total = 0
        for s in threats:
            if any(t // self.copies == kind for t in view.discards[s]):
                continue
            if not k.is_number:
                total += (0, 1, 2, 3, 3)[min(unseen[kind], 4)]
            else:
                total += (2, 3, 4, 5, 5)[min(self.edge[kind], 4)]
        return total

    # -- shared machinery ------------------------------------------------------------------------------
    def unseen(self, view: "SeatView") -> list[int]:
        """Copies of each kind this seat cannot see: not in its hand, a discard river, a meld or an indicator."""
        tileset = self.variant.tileset
        return unseen_counts(visible_counts(view, tileset), tileset)

    def _acceptance(self, counts: list[int], declared: tuple[Meld, ...], wild: int,
                    unseen: list[int]) -> tuple[int, list[int]]:
        """Unseen copies of the kinds near the hand that would lower its shanten, and those kinds (at
        tenpai: the waits)."""
        return self.efficiency.acceptance(counts, declared, unseen, wild)

    def _links(self, counts: list[int], kind: int) -> int:
        """Tiles of the hand near ``kind`` (itself included twice over): how connected a tile is."""
        return sum(counts[j] for j in self.near[kind]) + counts[kind]

    def _off_plan(self, plan: Plan, kind: int) -> bool:
        """Whether ``kind`` is a tile the flush plan throws: a number tile of another suit (an honour
        when the plan takes none)."""
        k = self.kinds[kind]
        return plan.suit is not None and (k.suit != plan.suit if k.is_number else not plan.honours)

    def _fit(self, plan: Plan, kind: int, counts: list[int]) -> int:
        """How well discarding ``kind`` suits the plan: +1 off the flush suit, -1 breaking a pair or pung
        when pairs are wanted (``counts`` before the discard)."""
        fit = int(self._off_plan(plan, kind))
        if plan.pairs:
            fit += -1 if counts[kind] >= 2 else 1
        return fit

    def _wait_value(self, view: "SeatView", counts: list[int], declared: tuple[Meld, ...], wild: int,
                    waits: list[int], unseen: list[int]) -> Fraction:
        """Expected gain of a ready hand: over its waits, unseen copies times what the win pays this seat."""
        return sum((unseen[w] * self.win_value(view, counts, declared, wild, w) for w in waits), Fraction(0))

    def win_value(self, view: "SeatView", counts: list[int], declared: tuple[Meld, ...], wild: int,
                  win: int) -> Fraction:
        """What this seat would gain winning on ``win`` (self-drawn when the ruleset allows no other win,
        else on a discard), by the ruleset's scorer; 0 when the hand would not be a valid win."""
        key = (tuple(counts), wild, declared, win, view.seat, view.round_wind, view.indicators,
               view.flowers[view.seat], view.excluded_suits[view.seat], view.active)
        hit = self._values.get(key)
        if hit is None:
            if len(self._values) > CACHE_SIZE:
                self._values.clear()
            hit = self._values[key] = self._score(view, counts, wild, win)
        return hit

    def _score(self, view: "SeatView", counts: list[int], wild: int, win: int) -> Fraction:
        ts = self.variant.tileset
        hand = [Tile(k) for k, c in enumerate(counts) for _ in range(c)]
        hand += [Tile(view.jokers[0])] * wild if view.jokers else []
        melds = tuple(CalledMeld(t, tuple(Tile(ts.kind_of(x), ts.is_red(x)) for x in tiles), src)
                      for t, tiles, src in view.melds[view.seat])
        tsumo = self.self_draw_only
        others = [s for s in view.active if s != view.seat] or [(view.seat + 1) % len(view.scores)]
        extra: dict[str, object] = {}
        shown = tuple(Tile(ts.kind_of(t), ts.is_red(t)) for t in view.indicators)
        if self.indicators == "dora":
            extra["dora_indicators"] = shown
        elif self.indicators == "bonus":
            extra["bonus_tile"] = shown
        if view.flowers[view.seat]:
            extra["flowers"] = tuple(Tile(ts.kind_of(t)) for t in view.flowers[view.seat])
        if view.jokers:
            extra["jokers"] = tuple(Tile(k) for k in view.jokers)
        excluded = view.excluded_suits[view.seat]
        if excluded:  # the request's field for it is the contract's ``void_suit``
            extra["void_suit"] = SUIT_LETTERS.get(excluded, excluded)
        if self.variant.rules["claims"].get("bloody_end"):
            extra["active_seats"] = view.active
        request = ScoreRequest(tuple(hand), melds, Tile(win), tsumo, view.seat, None if tsumo else others[0],
                               "ESWN"[view.round_wind % 4], len(view.scores), {}, 0, 0, None, extra)
        try:
            result = self.variant.score(request)
        except ValueError:
            return Fraction(0)
        return Fraction(result.payments[view.seat]) if result.valid and result.payments else Fraction(0)

    def _kong_keeps_shanten(self, view: "SeatView", action: Action, counts: list[int], wild: int,
                            declared: tuple[Meld, ...]) -> bool:
        """Whether the kong leaves the hand no further from ready than the best discard (or, on a claim,
        than the hand now)."""
        c, w = list(counts), wild
        tiles = action.tiles or ((action.tile,) if action.tile is not None else ())
        kind = tiles[0] // self.copies
        for t in tiles:
            if t // self.copies in view.jokers:
                w -= 1
            else:
                c[t // self.copies] -= 1
        quad = Meld(MeldKind.QUAD, (kind,) * 3, open=action.act is not Act.CLOSED_KAN, declared=True)
        if action.act is Act.ADDED_KAN:
            i = next((i for i, m in enumerate(declared) if m.kind is MeldKind.TRIPLET and m.tiles[0] == kind), None)
            after = declared[:i] + (quad,) + declared[i + 1:] if i is not None else declared
        else:
            after = declared + (quad,)
        if min(c) < 0 or w < 0:
            return False
        if view.phase == "claim":
            before = self.analyser.shanten(counts, declared, wild)
        else:
            before = min(self._shanten_without(counts, k, declared, wild) for k, n in enumerate(counts) if n) \
                if any(counts) else self.analyser.shanten(counts, declared, wild)
        return self.analyser.shanten(c, after, w) <= before

    def _claim_value(self, view: "SeatView", legal: Sequence[Action], counts: list[int], wild: int,
                     declared: tuple[Meld, ...]) -> Action:
        """A claim: an open kong when it pays, else the efficiency bot's pon or chi (through :meth:`want_call`)."""
        for a in legal:
            if a.act is Act.OPEN_KAN and self.kong_pays(view, a, self._kong_keeps_shanten(view, a, counts, wild,
                                                                                           declared)):
                return a
        return self._claim(view, legal, counts, wild, declared)
