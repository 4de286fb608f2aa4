"""How the other seats answer a riichi, remembered over the match: whether the field folds.

After a riichi, a player who folds discards tiles safe against it (the riichi seat's own discards and every
tile let pass since its declaration); one who pushes discards what its hand wants. Over the match, the bot
counts the discards of the seats that never declared in their deal, made while another seat's riichi stood,
and how many of them were unsafe. A field that keeps discarding unsafe tiles does not fold: against it a
quiet ready hand wins no more often than a declared one, so riichi's han, ura dora and ippatsu come for
free (the mjai rule-based bot never folds; majiang-ai and strong humans do, and the bot then stays quiet on a
hand that pays without riichi). A field that mostly discards safe tiles, over more answers, folds: a riichi
wins less against it than an open hand that makes no threat, so a closed hand calls sooner.

Read from the seat's view only: the discards with their order in the deal and the tiles riichi was declared
with.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView

#: The field pushes once this share of its discards against a riichi were unsafe ...
PUSH_SHARE = 0.55
#: ... over at least this many of them.
MIN_ANSWERS = 8
#: The field folds once at most this share of at least this many of them were unsafe.
FOLD_SHARE, FOLD_ANSWERS = 0.45, 16


class FieldRead:
    """The unsafe and all discards the other seats made against a riichi, over the deals seen so far."""

    def __init__(self, copies: int) -> None:
        self.copies = copies
        self._past = (0, 0)  # (unsafe, all) of the deals before this one
        self._now = (0, 0)  # the same for the deal being played
        self._deal: tuple[int, int, int] | None = None

    def update(self, view: "SeatView") -> None:
        """Count the deal as the view shows it now (a new deal first adds the last one's count)."""
        deal = (view.round_wind, view.honba, view.seat)  # the seat is numbered from the deal's dealer
        if deal != self._deal:
            self._past = (self._past[0] + self._now[0], self._past[1] + self._now[1])
            self._deal = deal
        self._now = answers(view, self.copies)

    @property
    def pushes(self) -> bool:
        """Whether the field keeps discarding unsafe tiles against a riichi."""
        unsafe, total = self._answers
        return total >= MIN_ANSWERS and unsafe >= PUSH_SHARE * total

    @property
    def folds(self) -> bool:
        """Whether the field mostly discards safe tiles against a riichi."""
        unsafe, total = self._answers
        return total >= FOLD_ANSWERS and unsafe <= FOLD_SHARE * total

    @property
    def _answers(self) -> tuple[int, int]:
        """(unsafe, all) answers over the match so far."""
        return self._past[0] + self._now[0], self._past[1] + self._now[1]


def answers(view: "SeatView", copies: int) -> tuple[int, int]:
    """In the deal the view shows: of the discards made while another seat's riichi stood, by seats other than
    the viewer that have not declared, how many were unsafe against a riichi standing (not its own discard
    nor a tile let pass since its declaration), and how many there were."""
    n = len(view.discards)
    declared: dict[int, int] = {}  # riichi seat -> the number in the deal of its declaration
    for r in range(n):
        tile = view.declared_with[r]
        if tile is not None and tile in view.discards[r]:
            declared[r] = view.discard_order[r][view.discards[r].index(tile)]
    if not declared:
        return 0, 0
    played = sorted((o, s, t // copies) for s in range(n) for t, o in zip(view.discards[s], view.discard_order[s]))
    safe: dict[int, set[int]] = {r: set() for r in declared}
    unsafe = total = 0
    for order, s, kind in played:
        standing = [r for r, at in declared.items() if at < order]
        if standing and s != view.seat and s not in declared:
            total += 1
            unsafe += any(kind not in safe[r] for r in standing)
        for r, at in declared.items():
            if s == r or at < order:
                safe[r].add(kind)
    return unsafe, total
