"""The chance that a tile is a riichi seat's wait, by public facts, fitted on real play.

Each tile held that is not safe against the riichi seat is described by :func:`features` (the tile's kind,
suji and kabe, the riichi seat's river before and after its declaration, dora, the turn) and
:func:`wait_chance` adds up the trees of a gradient-boosted fit (:mod:`riichi_waits_table`, made by
``tools/fit_riichi_waits.py`` from the Tenhou records: whether the riichi hand could ron on the tile).
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from polymahjong.variants.riichi.bot import riichi_waits_table as table

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView
    from polymahjong.variants.riichi.bot.danger import Danger, Opponent

#: The names of :func:`features`' values, in order (the table's trees index them).
FEATURES = (
    "honour", "edge", "rank", "suji", "suji_below", "suji_above",
    "seen_minus2", "seen_minus1", "seen_plus1", "seen_plus2", "seen", "yakuhai", "unseen",
    "river_at_riichi", "river_since", "declared_distance", "declared_drawn", "suit_before", "suit_first6",
    "first_minus1", "first_plus1", "first_minus2", "first_plus2", "tedashi_last", "tedashi_second",
    "dora", "near_dora", "riichi_seats", "riichi_dealer", "wall_left", "hand_set", "drawn_share",
    "first_minus3", "first_plus3", "orphans_first6", "closed_kans", "unseen_total",
)
#: A relation that does not hold (another suit, an honour): a distance no two tiles of a suit have.
APART = 9


@dataclass(frozen=True)
class RiichiRiver:
    """What a riichi seat's river shows, read once per decision: the kinds it let go before its declaring tile
    (in order), those of them taken from the hand, the declaring tile's kind and whether it was the tile
    just drawn, and how many it let go since."""

    before: tuple[int, ...]
    tedashi: tuple[int, ...]
    declared: int | None
    declared_drawn: bool
    since: int

    @classmethod
    def of(cls, view: "SeatView", seat: int, copies: int) -> "RiichiRiver":
        river, drawn = view.discards[seat], view.tsumogiri[seat]
        tile = view.declared_with[seat]
        at = river.index(tile) if tile in river else len(river)
        before = tuple(t // copies for t in river[:at])
        tedashi = tuple(k for k, d in zip(before, drawn[:at]) if not d)
        return cls(before, tedashi, None if tile is None else tile // copies,
                   at < len(river) and drawn[at], len(river) - at - 1)

    @property
    def drawn_share(self) -> float:
        """The share of its discards before the declaration that were the tile just drawn."""
        return (len(self.before) - len(self.tedashi)) / len(self.before) if self.before else 0.0


def features(danger: "Danger", o: "Opponent", river: RiichiRiver, k: int) -> list[float]:
    """The values :func:`wait_chance` reads for kind ``k`` against the riichi seat ``o`` (see FEATURES)."""
    pos = danger.pos
    view, kt, seen = pos.view, pos.kt, pos.seen
    honour = kt.honour[k]
    rank = 0 if honour else kt.rank[k]
    suit = kt.suit[k]
    before = river.before

    def inside(d: int) -> bool:
        return not honour and 1 <= rank + d <= 9

    def seen_at(d: int) -> int:
        return seen[k + d] if inside(d) else -1

    def suji_side(d: int) -> int:
        if not inside(d):
            return -1
        return 1 if k + d in before else 2 if k + d in o.safe else 0

    def first(d: int) -> int:
        return before.index(k + d) if inside(d) and k + d in before else -1

    def distance(x: int | None) -> int:
        if x is None or honour or kt.honour[x] or kt.suit[x] != suit:
            return APART
        return kt.rank[x] - rank

    def tedashi(i: int) -> int:
        return distance(river.tedashi[-i]) if len(river.tedashi) >= i else APART

    def in_suit(kinds: Sequence[int]) -> int:
        return 0 if honour else sum(1 for x in kinds if not kt.honour[x] and kt.suit[x] == suit)

    near_dora = 0
    if not honour:
        near_dora = max((3 - abs(d) for d in (-2, -1, 1, 2) if inside(d) and pos.dora[k + d]), default=0)
    s = o.seat
    yakuhai = honour and k in (set(kt.dragons) | {kt.winds[s % 4], kt.winds[view.round_wind % 4]})
    return [int(honour), -1 if honour else min(rank - 1, 9 - rank, 3), rank,
            -1 if honour else danger.suji(o, k), suji_side(-3), suji_side(3),
            seen_at(-2), seen_at(-1), seen_at(1), seen_at(2), seen[k], int(yakuhai), 4 - seen[k],
            len(before), river.since, distance(river.declared), int(river.declared_drawn),
            in_suit(before), in_suit(before[:6]), first(-1), first(1), first(-2), first(2), tedashi(1), tedashi(2),
            pos.dora[k], near_dora, danger.riichi, int(s == 0), view.wall_left, danger.hand_set(o, k),
            river.drawn_share, first(-3), first(3),
            sum(1 for x in before[:6] if kt.orphan[x]), len(view.melds[s]), sum(pos.unseen)]


def wait_chance(x: Sequence[float]) -> float:
    """The fitted chance that a tile with features ``x`` is a wait: the trees' leaves summed as log-odds. Each
    tree is (features, thresholds, left, right, leaves): node ``i`` goes left where ``x[features[i]] <=
    thresholds[i]``, a negative child ``~j`` is leaf ``j``."""
    z = 0.0
    for feature, threshold, left, right, leaves in table.TREES:
        i = 0
        while i >= 0:
            i = left[i] if x[feature[i]] <= threshold[i] else right[i]
        z += leaves[~i]
    return 1.0 / (1.0 + math.exp(-z))
