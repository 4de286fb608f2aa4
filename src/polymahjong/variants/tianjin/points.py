"""Tianjin transfers: every other player pays the winner the win's points and
each bar's owner the bar's points; a shoveled dealer pays every other player one
point. When the dealer (seat 0) steps up, "every individual point transfer to
and from that player has its value doubled for the duration of that round"."""
from __future__ import annotations

from typing import Iterable

#: What a step up multiplies a transfer to or from the dealer by.
STEP_UP = 2
#: The dealer's seat.
DEALER = 0
#: What a shoveled dealer pays each other player.
SHOVELED = 1


def transfer(pay: list[int], payer: int, payee: int, points: int, step_up: bool) -> None:
    """``payer`` gives ``payee`` ``points``, doubled when the dealer stepped up and is one of them."""
    if step_up and DEALER in (payer, payee):
        points *= STEP_UP
    pay[payer] -= points
    pay[payee] += points


def from_everyone(pay: list[int], payee: int, points: int, step_up: bool) -> None:
    """Every other player gives ``payee`` ``points`` (a win, a bar)."""
    for s in range(len(pay)):
        if s != payee:
            transfer(pay, s, payee, points, step_up)


def bar_payments(players: int, bars: Iterable[tuple[int, int]], step_up: bool) -> list[int]:
    """The transfers for bars given as ``(owner, points)``: each other player pays the owner."""
    pay = [0] * players
    for owner, points in bars:
        from_everyone(pay, owner, points, step_up)
    return pay


def shoveled(players: int, step_up: bool) -> list[int]:
    """The shoveled dealer gives every other player one point."""
    pay = [0] * players
    for s in range(players):
        if s != DEALER:
            transfer(pay, DEALER, s, SHOVELED, step_up)
    return pay


def add(a: list[int], b: list[int]) -> list[int]:
    """Two lists of transfers, seat by seat."""
    return [x + y for x, y in zip(a, b)]
