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
from polymahjong.variants.riichi.bot.tenpai import Tenpai, TenpaiJudge

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
        self._waits: dict[tuple[int, ...], int] = {}

    def rate(self, pos: Position, tiles: Sequence[int]) -> list[Discard]:
        """One :class:`Discard` per kind among the discardable ``tiles`` (a red five is kept when a plain
        copy can go), in kind order."""
        self._waits.clear()
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
            if s == 0:
                hand = list(pos.view.hand)
                hand.remove(tile)
                tenpai = self.judge.judge(pos, c, hand, riichi=pos.closed)
                worth = self._ready_worth(tenpai)
                if worth <= 0:
                    s = 1  # ready in shape only: no live wait, or no yaku
                score = worth / POINTS_SCALE
            elif s == 1 and best >= 1:
                score = self._one_step(pos, c, kinds) + accept / 2
            else:
                score = float(accept)
            c[k] += 1
            if s >= 1:
                score += self._value(pos, c, melds, k, tile)
            out.append(Discard(tile, k, s, accept, -STEP * s + score, tenpai))
        return out

    @staticmethod
    def _ready_worth(t: Tenpai) -> float:
        worth = float(max(t.dama, t.riichi))
        return worth * FURITEN_SHARE if t.furiten else worth

    def _one_step(self, pos: Position, c: list[int], kinds: Sequence[int]) -> float:
        """For a one-shanten hand: the unseen copies of each ready-making draw times the widest wait (in
        unseen copies) it leads to, over six (a wait of six copies counts as the draw once)."""
        total = 0
        wincheck = self.judge.wincheck
        for k in kinds:
            c[k] += 1
            held = {j for j, n in enumerate(c) if n}
            widest = 0
            for d in wincheck.tenpai_discards(c, pos.declared, held):
                c[d] -= 1
                key = tuple(c)
                live = self._waits.get(key)
                if live is None:
                    live = self._waits[key] = sum(pos.unseen[w] - (w == k) for w in wincheck.waits(c, pos.declared))
                widest = max(widest, live)
                c[d] += 1
            c[k] -= 1
            total += pos.unseen[k] * widest
        return total / 6

    def _value(self, pos: Position, c: list[int], melds: Sequence[tuple[int, ...]], k: int, tile: int) -> float:
        """Value terms of discarding kind ``k`` (``c``: the hand before the discard)."""
        v = -KEEP * keep_worth(pos, k)
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
