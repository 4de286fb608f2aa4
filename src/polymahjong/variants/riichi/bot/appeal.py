"""How likely a wait is to be won on, by what its tile looks like to the table.

Real players throw some tiles more readily than others: terminals and honours more than middle tiles, and
against a riichi the tiles that look safe, such as the suji of the riichi seat's own discards (a 1 beside a
discarded 4). So a live copy of a wait on a terminal, an honour or such a suji tile is won on more often than
one of a middle tile. The appeal of a wait is that likelihood over the average wait's, per category, fitted on
real play by tools/fit_waits.py (``appeal_table.py``).
"""
from __future__ import annotations

from polymahjong.variants.riichi.bot import appeal_table
from polymahjong.variants.riichi.bot.position import Position

#: The number tiles' categories by rank (index 0-8: ranks 1-9).
RANKS = ("19", "28", "37", "456", "456", "456", "37", "28", "19")


def category(pos: Position, kind: int) -> str:
    """The category of a wait on ``kind`` for the seat of ``pos``: ``honour`` or ``honour shown`` (a copy
    visible outside the seat's hand), else the rank class (``19``, ``28``, ``37``, ``456``) and ``suji`` when
    a tile three ranks away is among the seat's own discards."""
    if kind >= 27:
        shown = pos.copies - pos.unseen[kind] - pos.counts[kind] > 0
        return "honour shown" if shown else "honour"
    n = kind % 9
    suji = (n >= 3 and kind - 3 in pos.river) or (n <= 5 and kind + 3 in pos.river)
    return RANKS[n] + (" suji" if suji else "")


def appeal(pos: Position, kind: int) -> float:
    """How many times as likely as the average wait a live copy of ``kind`` is to be won on."""
    return appeal_table.APPEAL[category(pos, kind)]
