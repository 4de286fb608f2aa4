"""A simple efficiency bot: wins when it can, discards to lower shanten, calls when a call lowers it
and the hand keeps a route to the ruleset's minimum (players/value.py)."""
from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Sequence

from mypy_extensions import mypyc_attr

from polymahjong.engine.actions import Act, Action, ruleset_acts
from polymahjong.hand import Meld, MeldKind
from polymahjong.hand.acceptance import discard_shanten
from polymahjong.hand.shanten import analyser
from polymahjong.players.strategy.efficiency import declared_melds
from polymahjong.players.value import call_check
from polymahjong.variants.base import Variant

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView


@mypyc_attr(allow_interpreted_subclasses=True)  # the value bots and others subclass it (setup.py compiles it)
class EfficiencyPlayer:
    """Greedy on shanten (the hand analyser's), ties broken by its seeded generator."""

    def __init__(self, variant: Variant, seed: int = 0, name: str = "efficiency") -> None:
        self.variant = variant
        self.copies = variant.tileset.copies
        self.analyser = analyser(variant.shape)
        self.may_call = call_check(variant)
        self.rng = Random(seed)
        self.name = name
        #: the kinds of action that discard a tile: the plain discard and the ruleset's own that discard with a
        #: declaration (its rules.toml ``[actions]``, ``discards = true``)
        rules = variant.rules.get("actions", {})
        self.discard_kinds = frozenset({Act.DISCARD, *(a for n, a in ruleset_acts(variant).items() if rules[n].get("discards"))})

    def act(self, view: "SeatView") -> Action:
        legal = view.legal
        for a in legal:
            if a.act in (Act.TSUMO, Act.RON):
                return a
        if legal[0].suit is not None:  # a choice of suit (the excluded suit: Sichuan's void)
            held = [self.variant.tileset.kinds[t // self.copies].suit for t in view.hand]
            return min(legal, key=lambda a: (held.count(a.suit), a.suit))
        jokers = view.jokers
        counts, wild = self._counts(view.hand, jokers)
        melds = view.melds[view.seat]
        declared = self._declared(melds) if melds else ()
        if view.phase == "claim":
            return self._claim(view, legal, counts, wild, declared)
        kinds_of = self.discard_kinds
        discards = [a for a in legal if a.act in kinds_of]
        excluded = view.excluded_suits[view.seat]
        if excluded is not None:  # the excluded suit goes first (Sichuan's void suit, as its document advises)
            kinds = self.variant.tileset.kinds
            discards = [a for a in discards if kinds[a.tile // self.copies].suit == excluded] or discards  # type: ignore[operator]
        best, choices = None, []
        copies = self.copies
        thrown = [a.tile // copies for a in discards]  # type: ignore[operator]
        after = discard_shanten(self.variant.shape, counts, declared, wild,
                                [k for k in thrown if k not in jokers] if jokers else thrown)
        plain = Act.DISCARD
        for a, k in zip(discards, thrown):
            if k in jokers:
                continue
            key = (after[k], a.act is plain)  # a declaring discard before a plain one
            if best is None or key < best:
                best, choices = key, [a]
            elif key == best:
                choices.append(a)
        return self.rng.choice(choices or discards)

    def _claim(self, view: "SeatView", legal: Sequence[Action], counts: list[int], wild: int,
               declared: tuple[Meld, ...]) -> Action:
        now = self.analyser.shanten(counts, declared, wild)
        for a in legal:
            if a.act not in (Act.PON, Act.CHI):
                continue
            for t in a.tiles:
                counts[t // self.copies] -= 1
            meld = Meld(MeldKind.TRIPLET if a.act is Act.PON else MeldKind.SEQUENCE, (), open=True, declared=True)
            after = min(discard_shanten(self.variant.shape, counts, declared + (meld,), wild).values(), default=now)
            for t in a.tiles:
                counts[t // self.copies] += 1
            if after < now and self.want_call(view, a, self._kinds_after(view, view.last_discard)):
                return a
        return next(a for a in legal if a.act is Act.PASS)

    def want_call(self, view: "SeatView", action: Action, kinds_after: Sequence[int]) -> bool:
        """Whether to take a call that lowers shanten: when the ruleset's minimum stays reachable."""
        return self.may_call(view, kinds_after)

    def _kinds_after(self, view: "SeatView", claimed: tuple[int, int] | None) -> list[int]:
        """The kinds of the hand and melds with the claimed tile."""
        tiles = list(view.hand) + [t for _type, ts, _src in view.melds[view.seat] for t in ts]
        return [t // self.copies for t in tiles + ([claimed[1]] if claimed else [])]

    def _shanten_without(self, counts: list[int], k: int, declared: tuple[Meld, ...], wild: int) -> int:
        counts[k] -= 1
        s = self.analyser.shanten(counts, declared, wild)
        counts[k] += 1
        return s

    def _counts(self, hand: Sequence[int], jokers: Sequence[int]) -> tuple[list[int], int]:
        c = [0] * len(self.variant.tileset.kinds)
        for t in hand:
            c[t // self.copies] += 1
        wild = sum(c[j] for j in jokers)
        for j in jokers:
            c[j] = 0
        return c, wild

    def _declared(self, melds: Sequence[tuple[str, tuple[int, ...], int | None]]) -> tuple[Meld, ...]:
        return declared_melds(melds, self.copies)
