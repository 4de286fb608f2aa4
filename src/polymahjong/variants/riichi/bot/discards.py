"""Rate each discard for the bot's own hand: shanten first, then acceptance (unseen tiles that bring
the hand nearer), one step further near ready (at one-shanten: how wide the waits of the ready hands
it can reach are; when ready: what the waits pay), and the value a hand keeps (dora, red fives,
yakuhai pairs, all simples, one suit; lone honours and terminals go first)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.riichi.bot.routes import keep_worth, open_route, suit_route
from polymahjong.variants.riichi.bot.shape import Shape
from polymahjong.variants.riichi.bot.tenpai import Call, Tenpai, TenpaiJudge

#: Attack points per shanten: a step nearer outweighs any acceptance or value difference.
STEP = 1000.0
#: Shanten added to an open hand's discard that leaves it no way to a yaku.
NO_YAKU = 2
#: Value terms, in tiles of acceptance.
DORA_KEPT, RED_KEPT, YAKUHAI_PAIR, YAKUHAI_SET = 3.0, 3.0, 4.0, 8.0
ROUTE_LEAN, KEEP = 1.5, 1.5
#: A ready hand's score: points times unseen copies over this (a 2000-point wait of 8 copies: 32).
POINTS_SCALE = 500.0
#: A ready hand on waits it is furiten on wins by self-draw only: its worth is cut to this share.
FURITEN_SHARE = 0.3
#: A one-shanten discard's worth: the draws' ready worths (in ``POINTS_SCALE`` units) summed over this many
#: turns' worth of draws (the ready hand must still be drawn to, then win).
READY_WIDTH = 36.0
#: A two-shanten discard's worth: each improving draw's unseen copies times the acceptance of the widest
#: one-shanten hand it leads to, over this many (about a one-shanten hand's acceptance), so that it reads in
#: tiles of acceptance like the plain count it replaces.
TWO_WIDTH = 20.0


@dataclass(frozen=True)
class Discard:
    """One discard: the tile, shanten after it (with the open-hand yaku penalty), acceptance, the
    attack score (higher better) and, when it leaves the hand ready, the ready hand's worth."""

    tile: int
    kind: int
    shanten: int
    accept: int
    attack: float
    tenpai: Tenpai | None


class DiscardRater:
    """Rates the discards of one decision."""

    def __init__(self, shape: Shape, judge: TenpaiJudge, kuitan: bool) -> None:
        self.shape = shape
        self.judge = judge
        self.kuitan = kuitan
        self._one_memo: dict[tuple, float] = {}

    def forget(self) -> None:
        """A new decision: drop the one-shanten worths kept for it."""
        self._one_memo.clear()

    def rate(self, pos: Position, tiles: Sequence[int]) -> list[Discard]:
        """One :class:`Discard` per kind among the discardable ``tiles`` (a red five is kept when a plain
        copy can go), in kind order."""
        c = list(pos.counts)
        self.shape.plan(c, pos.closed and not pos.declared)
        melds = pos.meld_kinds()
        by_kind: dict[int, int] = {}
        red = pos.tileset.is_red
        for t in sorted(tiles, key=lambda t: (red(t), t)):
            by_kind.setdefault(t // pos.copies, t)
        first = []
        for k in sorted(by_kind):
            c[k] -= 1
            s = self.shape.shanten(c, pos.declared)
            if not pos.closed and not open_route(pos, c, melds, max(s, 0), self.kuitan):
                s += NO_YAKU
            first.append((k, s))
            c[k] += 1
        best = min(s for _k, s in first)
        rough = []
        for k, s in first:  # acceptance only where it can matter: discards within a step of the best
            accept, kinds = 0, list[int]()
            if s <= best + 1:
                c[k] -= 1
                accept, kinds = self.shape.acceptance(c, pos.declared, pos.unseen)
                c[k] += 1
            rough.append((k, s, accept, kinds))
        out = []
        for k, s, accept, kinds in rough:
            tile = by_kind[k]
            c[k] -= 1
            tenpai = None
            priced = False  # the score already prices the hand's dora, red fives and yakuhai
            if s == 0:
                hand = list(pos.view.hand)
                hand.remove(tile)
                tenpai = self.judge.judge(pos, c, hand, riichi=pos.closed)
                score = self._ready_worth(tenpai) / POINTS_SCALE
                if score <= 0:
                    s = 1  # ready in shape only: no live wait, or no yaku
            elif s == 1 and best >= 1:
                hand = list(pos.view.hand)
                hand.remove(tile)
                score = self.one_step(pos, c, hand, kinds) + accept / 2
                priced = True
            elif s == 2 and best == 2:
                score = self.two_step(pos, c, kinds)
            else:
                score = float(accept)
            c[k] += 1
            if s >= 1:
                score += self._value(pos, c, melds, k, tile, priced)
            out.append(Discard(tile, k, s, accept, -STEP * s + score, tenpai))
        return out

    @staticmethod
    def _ready_worth(t: Tenpai) -> float:
        worth = float(max(t.dama, t.riichi))
        return worth * FURITEN_SHARE if t.furiten else worth

    def ready_worth(self, pos: Position, c: list[int], hand: list[int], drawn: int | None = None,
                    call: Call | None = None) -> float:
        """What the ready hand ``c`` (tiles ``hand``) is worth: the unseen copies of its waits times what
        a win on each pays (with riichi for a closed hand), in ``POINTS_SCALE`` units."""
        t = self.judge.judge(pos, c, hand, pos.closed and call is None, drawn, call)
        return self._ready_worth(t) / POINTS_SCALE

    def one_step(self, pos: Position, c: list[int], hand: list[int], kinds: Sequence[int],
                 call: Call | None = None) -> float:
        """For a one-shanten hand (``c`` per kind, ``hand`` its tiles; ``call``: a call looked ahead to):
        each ready-making draw's unseen copies times the worth of the best ready hand it leads to (as
        :meth:`ready_worth`), over ``READY_WIDTH``."""
        total = 0.0
        declared = pos.declared + ((call.meld,) if call is not None else ())
        for k in kinds:
            if not pos.unseen[k]:
                continue
            drawn = _spare_copy(pos, hand, k)
            c[k] += 1
            hand.append(drawn)
            best = 0.0
            for d in self.shape.discard_shanten(c, declared):
                if d.shanten == 0:
                    out = plain_copy(pos, hand, d.kind)
                    c[d.kind] -= 1
                    hand.remove(out)
                    best = max(best, self.ready_worth(pos, c, hand, k, call))
                    hand.append(out)
                    c[d.kind] += 1
            hand.remove(drawn)
            c[k] -= 1
            total += pos.unseen[k] * best
        return total / READY_WIDTH

    def two_step_ev(self, pos: Position, c: list[int], hand: list[int], kinds: Sequence[int], width: float) -> float:
        """For a two-shanten hand (``c`` per kind, ``hand`` its tiles, ``kinds`` its improving draws): each
        improving draw's unseen copies times the best one-shanten worth (:meth:`one_step`) a discard then
        leaves, over ``width``. The one-shanten worths are kept until :meth:`forget`."""
        total = 0.0
        unseen = list(pos.unseen)
        red = pos.tileset.is_red
        for k in kinds:
            n = unseen[k]
            if not n:
                continue
            drawn = _spare_copy(pos, hand, k)
            c[k] += 1
            unseen[k] -= 1
            hand.append(drawn)
            best = 0.0
            for d in self.shape.discards(c, pos.declared, unseen):
                if d.shanten != 1:
                    continue
                out = plain_copy(pos, hand, d.kind)
                c[d.kind] -= 1
                hand.remove(out)
                key = (tuple(c), tuple(sorted(t // pos.copies for t in hand if red(t))))
                v = self._one_memo.get(key)
                if v is None:
                    v = self._one_memo[key] = self.one_step(pos, c, hand, [j for j, _n in d.draws])
                best = max(best, v)
                hand.append(out)
                c[d.kind] += 1
            hand.remove(drawn)
            c[k] -= 1
            unseen[k] += 1
            total += n * best
        return total / width

    def two_step(self, pos: Position, c: list[int], kinds: Sequence[int]) -> float:
        """For a two-shanten hand (``c`` per kind): each improving draw's unseen copies times the acceptance
        of the widest one-shanten hand a discard then leaves, over ``TWO_WIDTH``: a draw that makes a
        good shape counts for more than one that makes a narrow one."""
        total = 0
        unseen = list(pos.unseen)
        for k in kinds:
            n = unseen[k]
            if not n:
                continue
            c[k] += 1
            unseen[k] -= 1
            total += n * max((d.unseen for d in self.shape.discards(c, pos.declared, unseen) if d.shanten <= 1),
                             default=0)
            unseen[k] += 1
            c[k] -= 1
        return total / TWO_WIDTH

    def _value(self, pos: Position, c: list[int], melds: Sequence[tuple[int, ...]], k: int, tile: int,
               priced: bool) -> float:
        """Value terms of discarding kind ``k`` (``c``: the hand before the discard); ``priced``: the
        score already holds what the ready hands pay, so only the tile's use and the routes count."""
        v = -KEEP * keep_worth(pos, k)
        if priced:
            return v
        v -= DORA_KEPT * pos.dora[k]
        if pos.tileset.is_red(tile):
            v -= RED_KEPT
        if k in pos.yakuhai and c[k] >= 2:
            v -= YAKUHAI_SET if c[k] >= 3 else YAKUHAI_PAIR
        orphan = pos.kt.orphan
        held_orphans = sum(n for j, n in enumerate(c) if n and orphan[j])
        if orphan[k] and held_orphans <= 3 and not any(orphan[j] for m in melds for j in m):
            v += ROUTE_LEAN
        suit = suit_route(pos, c, melds, 2)
        if suit is not None and pos.kt.suit[k] >= 0:
            v += ROUTE_LEAN if pos.kt.suit[k] != suit else -ROUTE_LEAN / 2
        return v


def _spare_copy(pos: Position, hand: Sequence[int], k: int) -> int:
    """A copy of kind ``k`` not in ``hand`` to stand for a draw of it (a plain one before a red five)."""
    red = pos.tileset.is_red
    free = [t for t in range(k * pos.copies, (k + 1) * pos.copies) if t not in hand]
    return min(free, key=lambda t: (red(t), t))


def plain_copy(pos: Position, hand: Sequence[int], k: int) -> int:
    """The copy of kind ``k`` in ``hand`` to discard (a plain one before a red five)."""
    red = pos.tileset.is_red
    return min((t for t in hand if t // pos.copies == k), key=lambda t: (red(t), t))
