"""Push or fold against a riichi by expected value.

Pushing pays the chance of winning times what the win brings (the hand's worth, the sticks and honba
on the table) and costs the chance of dealing in: the danger of the tile played now and of the
unknown tiles drawn and pushed in the turns that follow, each times what the threat's hand is likely
to be worth. Folding costs little (a safe tile now, a small leak later). The chances come from a race
per turn: this seat completes with its live waits out of the unseen tiles (its own draw and others'
discards), each riichi completes at a typical rate; a one-shanten hand must first draw one of its
accepted tiles and then win the rest of the race from a typical wait.
"""
from __future__ import annotations

from dataclasses import dataclass

#: Chances per turn: a ready hand's live waits over all unseen tiles, times this (its draw and the rons
#: from three others' discards); a one-shanten hand's accepted tiles over the unseen, times this (a draw).
RON_FACTOR, READY_FACTOR = 2.0, 1.0
#: The chance per turn that one riichi hand completes (its own draw and the table's discards).
THREAT_RATE = 0.07
#: Live copies of the wait a one-shanten hand is assumed to reach.
TYPICAL_LIVE = 6
#: Danger of an unknown tile pushed in a later turn against one riichi, and of a fold's later tiles.
PUSH_LATER, FOLD_LATER = 0.03, 0.006
#: Points of a ron by han (30 fu, non-dealer; 5+ han by limit), index = han.
HAN_POINTS = (0, 1000, 2000, 3900, 7700, 8000, 12000, 12000, 16000, 16000, 16000, 24000, 24000, 32000)
#: A dealer's hand pays this many times a non-dealer's.
DEALER = 1.5


@dataclass(frozen=True)
class Race:
    """The win chance of pushing and the expected number of further turns the hand goes on."""

    win: float
    turns: float


def race(shanten: int, live: int, accept: int, unseen: int, turns: int, threats: float) -> Race:
    """Race a hand ``shanten`` from ready (``live`` waits when ready, ``accept`` tiles that make it ready
    at one-shanten) against ``threats`` riichi hands (an open hand counts its threat level), with ``turns`` own draws left and ``unseen`` tiles
    not visible to the seat."""
    unseen = max(unseen, 1)
    r = min(THREAT_RATE * threats, 0.6)
    win_rate = min(RON_FACTOR * TYPICAL_LIVE / unseen, 0.5)
    if shanten <= 0:
        q = min(RON_FACTOR * live / unseen, 0.6)
        alive, win, spent = 1.0, 0.0, 0.0
        for _ in range(turns):
            spent += alive
            win += alive * q
            alive *= max(1.0 - q - r, 0.0)
        return Race(win, spent)
    if shanten > 1:
        return Race(0.0, float(turns))
    step = min(READY_FACTOR * accept / unseen, 0.6)
    # state: one-shanten (a) or ready (b), both still racing
    a, b, win, spent = 1.0, 0.0, 0.0, 0.0
    for _ in range(turns):
        spent += a + b
        win += b * win_rate
        ready = a * step
        a *= max(1.0 - step - r, 0.0)
        b = b * max(1.0 - win_rate - r, 0.0) + ready
    return Race(win, spent)


def han_points(han: float, dealer: bool) -> float:
    """What a ron of ``han`` (fractions interpolate) is worth, for a dealer or not."""
    low = min(int(han), len(HAN_POINTS) - 2)
    frac = min(han - low, 1.0)
    points = HAN_POINTS[low] + frac * (HAN_POINTS[low + 1] - HAN_POINTS[low])
    return points * (DEALER if dealer else 1.0)


def push_gain(win: float, worth: float, table: float, loss_now: float, later: float) -> float:
    """The expected gain of pushing over folding: ``win`` chance times (``worth`` + ``table``, the sticks
    and honba), less the deal-in cost of the tile now (``loss_now``) and of the later turns pushed
    (``later``: the cost of those turns, already summed)."""
    return win * (worth + table) - loss_now - later
