"""Which yaku a hand can still reach, and how much a tile is worth keeping.

An open hand needs a yaku it can see: a yakuhai triplet (or a pair of one still live), all simples
(open tanyao, when the rules allow it) or one suit with honours (honitsu, chinitsu). ``slack`` tiles
off the route may remain: the hand still has that many discards to make before it is ready.
"""
from __future__ import annotations

from typing import Sequence

from polymahjong.variants.riichi.bot.position import Position

#: Tiles of other suits a hand may still hold and go for one suit.
SUIT_SLACK = 1


def yakuhai_route(pos: Position, counts: Sequence[int], melds: Sequence[tuple[int, ...]]) -> bool:
    """A yakuhai triplet shown, held, or a pair of one with a copy still unseen."""
    for kinds in melds:
        if kinds[0] == kinds[-1] and kinds[0] in pos.yakuhai:
            return True
    return any(counts[k] >= 3 or (counts[k] == 2 and pos.unseen[k] > 0) for k in pos.yakuhai)


def tanyao_route(pos: Position, counts: Sequence[int], melds: Sequence[tuple[int, ...]], slack: int) -> bool:
    """Only simples shown, and at most ``slack`` terminals or honours held."""
    orphan = pos.kt.orphan
    if any(orphan[k] for kinds in melds for k in kinds):
        return False
    return sum(n for k, n in enumerate(counts) if n and orphan[k]) <= slack


def suit_route(pos: Position, counts: Sequence[int], melds: Sequence[tuple[int, ...]], slack: int) -> int | None:
    """The suit (0-2) of a honitsu/chinitsu route: every shown number tile in it, at most ``slack`` +
    ``SUIT_SLACK`` held tiles of other suits; else None."""
    suit = pos.kt.suit
    per = [0, 0, 0]
    for k, n in enumerate(counts):
        if n and suit[k] >= 0:
            per[suit[k]] += n
    shown = {suit[k] for kinds in melds for k in kinds if suit[k] >= 0}
    if len(shown) > 1:
        return None
    main = shown.pop() if shown else max(range(3), key=lambda s: per[s])
    return main if sum(per) - per[main] <= slack + SUIT_SLACK else None


def open_route(pos: Position, counts: Sequence[int], melds: Sequence[tuple[int, ...]], slack: int,
               kuitan: bool) -> bool:
    """Whether an open hand of ``counts`` and ``melds`` shows a way to a yaku."""
    return (yakuhai_route(pos, counts, melds) or (kuitan and tanyao_route(pos, counts, melds, slack))
            or suit_route(pos, counts, melds, slack) is not None)


def keep_worth(pos: Position, k: int) -> float:
    """How useful a tile of kind ``k`` is on its own (0: nothing; about 1: a central number tile):
    centre ranks join most sets, an honour only pairs up (a yakuhai's pair pays), and a tile whose
    copies are gone is worth less."""
    kt = pos.kt
    live = pos.unseen[k]
    if kt.honour[k]:
        return (0.45 if k in pos.yakuhai else 0.2) * min(live, 2) / 2
    edge = min(kt.rank[k] - 1, 9 - kt.rank[k])  # 0 for 1/9, 1 for 2/8, 2+ for 3-7
    return (0.35, 0.7, 0.95, 1.0, 1.0)[edge] * (0.6 + 0.4 * min(live, 3) / 3)
