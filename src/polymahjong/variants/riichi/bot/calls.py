"""Calls (chi, pon) and kongs.

A chi or pon is made only when the hand after it (and its best discard) keeps a way to a yaku and is
nearer to ready than before. A yakuhai pon is always worth it; the first call of a closed hand also
wants the hand to be near (less near late in the round, or against a field that folds to a riichi and so
pays it less) and not already a wide one-shanten, since it gives up riichi; with an opponent in riichi
only a call that makes the hand ready is made. Kongs: a closed kong when it leaves the hand as near
to ready (after riichi the engine offers only those that keep the waits), an added kong while no
opponent looks likely to be ready, an open kong never (it gives a dora to everyone and opens nothing new).
"""
from __future__ import annotations

from typing import Sequence

from polymahjong.engine.actions import Act, Action
from polymahjong.hand import Meld, MeldKind
from polymahjong.tiles import Tile
from polymahjong.variants.riichi.bot.danger import Danger
from polymahjong.variants.riichi.bot.discards import DiscardRater, plain_copy
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.riichi.bot.routes import open_route
from polymahjong.variants.riichi.bot.shape import Shape
from polymahjong.variants.riichi.bot.tenpai import Call
from polymahjong.variants.scoring import CalledMeld

#: The first call of a closed hand: the most shanten it may leave (one more when the round is late or the
#: field folds to a riichi).
FIRST_CALL = 1
#: Wall tiles left under which a first call may leave one more shanten.
LATE_WALL = 36
#: An added kong is declared only while every opponent's chance of being ready is under this (the kong
#: gives everyone a dora and may be robbed).
KONG_THREAT = 0.3
#: A closed one-shanten hand with this many unseen tiles to draw stays closed (no first call but yakuhai).
WIDE = 16
#: A one-shanten hand calls to be ready only if the ready hand is worth more than this share of staying.
STAY = 1.0
#: A two-shanten hand's worth when weighed against a call to one-shanten: its draws' one-shanten worths
#: over this many (majiang-ai's width for two steps from ready over that for one: 216 / 72, times 72).
CALL_WIDTH = 216.0


class Caller:
    """The call and kong decisions of one bot."""

    def __init__(self, shape: Shape, kuitan: bool, rater: DiscardRater) -> None:
        self.shape = shape
        self.kuitan = kuitan
        self.rater = rater

    # -- chi and pon ----------------------------------------------------------------------------
    def claim(self, pos: Position, legal: Sequence[Action], danger: Danger, hurry: bool = False,
              folding: bool = False) -> Action | None:
        """The chi or pon to make, or None to let the tile go; ``hurry``: any win will do (the top seat at
        all-last), so a closed hand calls as it would late in the round; ``folding``: the field folds to a
        riichi (:class:`~polymahjong.variants.riichi.bot.field.FieldRead`), so a closed hand's first call may
        leave it one step further from ready."""
        last = pos.view.last_discard
        calls = [a for a in legal if a.act in (Act.CHI, Act.PON)]
        if last is None or not calls:
            return None
        self.shape.plan(pos.counts, pos.closed and not pos.declared)
        now = self.shape.shanten(list(pos.counts), pos.declared)
        taken = last[1] // pos.copies
        staying: float | None = None  # the hand's worth without a call, worked out once a call needs it
        best: tuple[int, float, int, int] | None = None
        pick = None
        for i, a in enumerate(calls):
            after, outs = self._after(pos, a, taken)
            if after is None or after >= now or not self._worth(pos, a, taken, now, after, danger, hurry, folding):
                continue
            worth = 0.0
            if now in (1, 2) and after == now - 1:  # only if the called hand is worth more than staying
                worth = self._called_worth(pos, a, last, outs, after)
                if staying is None:
                    staying = self._staying(pos, now)
                if worth <= staying * STAY:
                    continue
            key = (after, -worth, -self._spare(pos, a), i)
            if best is None or key < best:
                best, pick = key, a
        return pick

    def _staying(self, pos: Position, now: int) -> float:
        """What the one- or two-shanten hand (``now``) is worth without a call: :meth:`DiscardRater.one_step`,
        or :meth:`DiscardRater.two_step_ev` over ``CALL_WIDTH``; seven pairs counted as for a discard."""
        self.shape.plan(pos.counts, pos.closed and not pos.declared)
        self.rater.forget()
        kinds = self.shape.acceptance(list(pos.counts), pos.declared, pos.unseen)[1]
        if now == 1:
            return self.rater.one_step(pos, list(pos.counts), list(pos.view.hand), kinds)
        return self.rater.two_step_ev(pos, list(pos.counts), list(pos.view.hand), kinds, CALL_WIDTH)

    def _worth(self, pos: Position, a: Action, taken: int, now: int, after: int, danger: Danger,
               hurry: bool, folding: bool) -> bool:
        if danger.riichi and after > 0:
            return False
        if a.act is Act.PON and taken in pos.yakuhai:
            return True
        if pos.closed:
            late = hurry or pos.view.wall_left < LATE_WALL
            if after > FIRST_CALL + late + folding:
                return False
            # a wide one-shanten closed hand goes for riichi (and pinfu) instead
            return late or now > 1 or self.shape.acceptance(list(pos.counts), pos.declared, pos.unseen)[0] < WIDE
        return True

    def _called_worth(self, pos: Position, a: Action, last: tuple[int, int], outs: Sequence[int],
                      after: int) -> float:
        """The best worth of the ready (``after`` 0) or one-shanten hand the call leads to, over its
        discards ``outs``."""
        ts = pos.tileset
        own = sorted(a.tiles)
        kinds = tuple(sorted([t // pos.copies for t in own] + [last[1] // pos.copies]))
        kind = MeldKind.TRIPLET if a.act is Act.PON else MeldKind.SEQUENCE
        called = CalledMeld("pon" if a.act is Act.PON else "chi",
                            tuple(Tile(ts.kind_of(t), ts.is_red(t)) for t in own + [last[1]]), last[0])
        call = Call(Meld(kind, kinds, open=True, declared=True), called)
        c = list(pos.counts)
        hand = list(pos.view.hand)
        for t in own:
            c[t // pos.copies] -= 1
            hand.remove(t)
        best = 0.0
        for d in outs:
            c[d] -= 1
            out = plain_copy(pos, hand, d)
            hand.remove(out)
            if after == 0:
                best = max(best, self.rater.ready_worth(pos, c, hand, None, call))
            else:
                draws = self.shape.acceptance(c, pos.declared + (call.meld,), pos.unseen)[1]
                best = max(best, self.rater.one_step(pos, c, hand, draws, call))
            hand.append(out)
            c[d] += 1
        return best

    @staticmethod
    def _spare(pos: Position, a: Action) -> int:
        """Tiebreak between calls: prefer keeping red fives and dora in hand... and use plain tiles."""
        red = pos.tileset.is_red
        return -sum(map(red, a.tiles))

    def _after(self, pos: Position, a: Action, taken: int) -> tuple[int | None, list[int]]:
        """Shanten after the call and its best discard that keeps a yaku route (None: no such discard), and
        the kinds of those best discards."""
        c = list(pos.counts)
        own = sorted(t // pos.copies for t in a.tiles)
        for k in own:
            c[k] -= 1
        kinds = tuple(sorted(own + [taken]))
        meld = Meld(MeldKind.TRIPLET if a.act is Act.PON else MeldKind.SEQUENCE, kinds, open=True, declared=True)
        declared = pos.declared + (meld,)
        melds = pos.meld_kinds() + [kinds]
        barred = {taken} | self._swap(pos, kinds, taken, a.act)
        self.shape.chiitoi = False
        best: int | None = None
        outs: list[int] = []
        for d, n in enumerate(c):
            if not n or d in barred:
                continue
            c[d] -= 1
            s = self.shape.shanten(c, declared)
            if (best is None or s <= best) and open_route(pos, c, melds, max(s, 0), self.kuitan):
                if best is None or s < best:
                    best, outs = s, []
                outs.append(d)
            c[d] += 1
        return best, outs

    @staticmethod
    def _swap(pos: Position, kinds: tuple[int, ...], taken: int, act: Act) -> set[int]:
        """Kuikae: the kind at the far end of a chi's run may not be discarded next."""
        if act is not Act.CHI:
            return set()
        rank = pos.kt.rank[taken]
        if taken == kinds[0] and rank <= 6:
            return {taken + 3}
        if taken == kinds[2] and rank >= 4:
            return {taken - 3}
        return set()

    # -- kongs --------------------------------------------------------------------------------
    def kong(self, pos: Position, legal: Sequence[Action], best: int, danger: Danger) -> Action | None:
        """A closed or added kong to declare now, or None. ``best``: shanten after the best discard."""
        for a in legal:
            if a.act is Act.CLOSED_KAN:
                if pos.view.declared[pos.seat]:
                    return a  # the engine offers it after riichi only when the waits stay
                k = a.tiles[0] // pos.copies
                c = list(pos.counts)
                c[k] = 0
                quad = Meld(MeldKind.QUAD, (k, k, k), open=False, declared=True)
                if not danger.riichi and self.shape.shanten(c, pos.declared + (quad,)) <= best:
                    return a
            elif a.act is Act.ADDED_KAN and a.tile is not None and danger.threat < KONG_THREAT:
                c = list(pos.counts)
                c[a.tile // pos.copies] -= 1
                if self.shape.shanten(c, pos.declared) <= best:
                    return a
        return None
