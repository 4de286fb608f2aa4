"""How dangerous each tile is, read from public facts only.

Against each opponent a threat level (its chance of being ready, ``reading``: riichi 1) and what its
win is likely to cost, and, per tile kind, a chance-like danger: genbutsu (its own discards, tiles called from
it, and after its riichi every tile let pass since) 0; the hand-set danger: honours by the copies still
unseen; number tiles by rank, lowered by suji (the tile three ranks away among its genbutsu) and by kabe
(every copy of a neighbour visible, so no two-sided wait can pass through). Against a riichi the danger is
the chance that the tile is a wait, fitted on real riichi hands (:mod:`riichi_waits`, the hand-set danger
one of what it reads); against an open hand the hand-set danger is scaled by what its melds show
(:mod:`open_danger_table`, fitted on real open hands' waits). The expected
cost of a discard is the sum over opponents of threat times danger times cost.
"""
from __future__ import annotations

from dataclasses import dataclass

from polymahjong.variants.riichi.bot.open_danger_table import OPEN_FACTOR
from polymahjong.variants.riichi.bot.position import Position, called_from
from polymahjong.variants.riichi.bot.reading import RIICHI_WORTH, read, yakuhai_of
from polymahjong.variants.riichi.bot.riichi_waits import RiichiRiver, features, wait_chance

#: Danger of a number tile by distance from the edge (1/9, 2/8, 3/7, 4-6): no suji; suji (both for 4-6).
NUMBER_DANGER = ((0.06, 0.08, 0.09, 0.12), (0.02, 0.03, 0.04, 0.045))
#: Danger of a 4-6 with only one of its two suji.
HALF_SUJI = 0.08
#: Danger of an honour by the copies not yet visible (0..3; all four unseen counts as three).
HONOUR_DANGER = (0.0, 0.01, 0.03, 0.06)
#: One-chance: a side whose neighbour has three copies visible lets a two-sided wait through this much.
ONE_CHANCE = 0.5
#: A tile beside the one a riichi was declared with (one or two ranks away, same suit): more dangerous.
RIICHI_SIDE = 1.3


@dataclass
class Opponent:
    """One threatening seat: its threat level and the kinds safe against it."""

    seat: int
    threat: float
    safe: set[int]
    worth: float  # what its win is likely to cost (points)
    declared: int | None = None  # the kind it declared riichi with
    shows: str | None = None  # an open hand: the yaku its melds point to (reading.Signs.shows)
    suit: int | None = None  # the one suit its melds show, if any
    yakuhai: frozenset[int] = frozenset()  # the honours that are yakuhai to it


class Danger:
    """The tile danger of one decision (a :class:`~polymahjong.players.strategy.pushfold.TileDanger`)."""

    def __init__(self, pos: Position) -> None:
        self.pos = pos
        view = pos.view
        self.opponents = [o for s in range(len(view.hand_sizes)) if s != view.seat
                          and (o := self._opponent(s)).threat > 0]
        self._memo: dict[int, float] = {}
        self._rivers: dict[int, RiichiRiver] = {}

    @property
    def riichi(self) -> int:
        """How many opponents are in riichi."""
        return sum(1 for o in self.opponents if self.pos.view.declared[o.seat])

    @property
    def threat(self) -> float:
        """The largest threat at the table."""
        return max((o.threat for o in self.opponents), default=0.0)

    @property
    def pressure(self) -> float:
        """The threats summed (a riichi counts one)."""
        return sum(o.threat for o in self.opponents)

    @property
    def exposure(self) -> float:
        """What the threats are likely to cost, each times its threat level, summed."""
        return sum(o.threat * o.worth for o in self.opponents)

    def loss(self, kind: int) -> float:
        """The expected cost (points) of discarding ``kind`` now: per threat, danger times its worth."""
        return sum(o.threat * self._against(o, kind) * o.worth for o in self.opponents)

    def danger(self, kind: int) -> float:
        """The danger of discarding ``kind`` now: its expected cost (:meth:`loss`) in units of a
        non-dealer riichi's likely win (1.0: a sure deal-in to one)."""
        d = self._memo.get(kind)
        if d is None:
            d = self._memo[kind] = self.loss(kind) / RIICHI_WORTH
        return d

    # -- per opponent -------------------------------------------------------------------------------
    def _opponent(self, s: int) -> Opponent:
        pos, view = self.pos, self.pos.view
        c = pos.copies
        safe = {t // c for t in view.discards[s]} | called_from(view, s, c)
        r = read(pos, s)
        if view.declared[s]:
            safe |= self._after_riichi(s)
            tile = view.declared_with[s]
            return Opponent(s, r.ready, safe, r.worth, None if tile is None else tile // c)
        return Opponent(s, r.ready, safe, r.worth, None, r.shows, r.suit, frozenset(yakuhai_of(pos, s)))

    def _after_riichi(self, s: int) -> set[int]:
        """Kinds let pass since seat ``s`` declared riichi (it is furiten on them): every discard whose number in
        the deal comes after its declaring discard's (calls take tiles out of rivers and skip turns, so river
        lengths do not tell the turns). A declaring tile called away is among the numbers missing from every
        river, the last of them the latest it can be; one the viewer called may be the deal's latest discard,
        so then none counts."""
        view, c = self.pos.view, self.pos.copies
        river, order = view.discards[s], view.discard_order
        tile = view.declared_with[s]
        if tile in river:
            at = order[s][river.index(tile)]
        else:
            present = {n for numbers in order for n in numbers}
            top = max(present, default=-1)
            mine = any(tile in tiles for _kind, tiles, _src in view.melds[view.seat])
            at = top + 1 if mine else max((n for n in range(top) if n not in present), default=top + 1)
        return {t // c for p, other in enumerate(view.discards) if p != s
                for t, n in zip(other, order[p]) if n > at}

    def _against(self, o: Opponent, k: int) -> float:
        d = self.hand_set(o, k)
        if d == 0.0:
            return d
        if self.pos.view.declared[o.seat]:
            return wait_chance(features(self, o, self.river(o.seat), k))
        if o.shows is None:
            return d
        table, key = self.open_class(o, k)
        return d * OPEN_FACTOR[table].get(key, 1.0)

    def river(self, s: int) -> RiichiRiver:
        """What the riichi seat ``s``'s river shows (read once per decision)."""
        r = self._rivers.get(s)
        if r is None:
            r = self._rivers[s] = RiichiRiver.of(self.pos.view, s, self.pos.copies)
        return r

    def hand_set(self, o: Opponent, k: int) -> float:
        """The hand-set danger of ``k`` against ``o`` (what the fit against a riichi reads; an open hand's before its
        melds are read)."""
        if k in o.safe:
            return 0.0
        pos, kt = self.pos, self.pos.kt
        if kt.honour[k]:
            return HONOUR_DANGER[min(4 - pos.seen[k], 3)]
        rank = kt.rank[k]
        edge = min(rank - 1, 9 - rank, 3)
        suji = self.suji(o, k)
        if suji == 2:
            d = NUMBER_DANGER[1][edge]
        elif suji:
            d = HALF_SUJI
        else:
            d = NUMBER_DANGER[0][edge]
        if self._kabe(k):
            d = min(d, NUMBER_DANGER[1][edge])
        elif self._one_chance(k):
            d = (d + NUMBER_DANGER[1][edge]) * ONE_CHANCE
        if o.declared is not None and kt.suit[o.declared] == kt.suit[k] and 0 < abs(o.declared - k) <= 2:
            d *= RIICHI_SIDE
        return d

    def open_class(self, o: Opponent, k: int) -> tuple[str, str]:
        """The row and column of :data:`OPEN_FACTOR` for ``k`` against the open hand ``o``: the row by what its
        melds show (a one-suit sign split by ``k``'s suit: ``suit_in``, ``suit_out``), the column an honour's
        ``Y`` (yakuhai to ``o``) or ``G`` with its copies unseen (1-3), or a number tile's ranks from the edge
        (``19``, ``28``, ``37``, ``46``) with ``s`` for suji and ``h`` for one of a 4-6's two."""
        kt = self.pos.kt
        if kt.honour[k]:
            key = ("Y" if k in o.yakuhai else "G") + str(min(4 - self.pos.seen[k], 3))
        else:
            rank = kt.rank[k]
            key = ("19", "28", "37", "46")[min(rank - 1, 9 - rank, 3)] + ("", "h", "s")[self.suji(o, k)]
        if o.shows == "suit":
            return ("suit_in" if kt.suit[k] == o.suit else "suit_out"), key
        return str(o.shows), key

    def suji(self, o: Opponent, k: int) -> int:
        """A number tile's suji against ``o``: 0 none, 1 one of a 4-6's two sides, 2 every side."""
        kt = self.pos.kt
        rank = kt.rank[k]
        sides = [x for x in (k - 3 if rank > 3 else None, k + 3 if rank < 7 else None) if x is not None]
        n = sum(1 for x in sides if x in o.safe)
        return 2 if n == len(sides) else n

    def _one_chance(self, k: int) -> bool:
        """Every two-sided wait on ``k`` needs a neighbour of which three copies or more are visible."""
        kt, seen = self.pos.kt, self.pos.seen
        rank = kt.rank[k]
        below = rank >= 4 and seen[k - 1] < 3
        above = rank <= 6 and seen[k + 1] < 3
        return not below and not above

    def _kabe(self, k: int) -> bool:
        """No two-sided wait can take ``k``: for each side, the neighbour it needs is all visible."""
        kt, seen = self.pos.kt, self.pos.seen
        rank = kt.rank[k]
        below = rank >= 4 and seen[k - 1] < 4  # a 2-sided wait (k-2, k-1) takes k
        above = rank <= 6 and seen[k + 1] < 4  # a 2-sided wait (k+1, k+2) takes k
        return not below and not above
