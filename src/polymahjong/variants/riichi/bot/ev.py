"""Push or fold against a riichi by expected value.

Pushing pays the chance of winning times what the win brings (the hand's worth, the sticks and honba
on the table) and costs the chance of dealing in: the danger of the tile played now and of the
unknown tiles drawn and pushed in the turns that follow, each times what the threat's hand is likely
to be worth. Folding costs little (a safe tile now, a small leak later). The chances come from a race
per turn: this seat completes with its live waits out of the unseen tiles (its own draw and others'
discards), each riichi completes at a typical rate; a one-shanten hand must first draw one of its
accepted tiles and then win the rest of the race from a typical wait (a hand further off likewise takes
its first step by its own acceptance, and the others at a typical rate).
"""
from __future__ import annotations

from dataclasses import dataclass

#: Chances per turn: a ready hand's live waits over all unseen tiles, times this (its draw and the rons
#: from three others' discards); a one-shanten hand's accepted tiles over the unseen, times this (a draw).
RON_FACTOR, READY_FACTOR = 2.0, 1.0
#: The chance per turn that one riichi hand completes (its own draw and the table's discards).
THREAT_RATE = 0.07
#: Live copies of the wait a hand not yet ready is assumed to reach, and the tiles that take it a step
#: nearer at one-shanten and at two or more (after its first step).
TYPICAL_LIVE, TYPICAL_ACCEPT = 6, (0, 16, 30)
#: Danger of an unknown tile pushed in a later turn against one riichi, and of a fold's later tiles. (The
#: lab's four bots, 90 east games: 0.03 drew 20.7 rounds in 100 and won 80.7, against real play's 15.1 and
#: 83.7; 0.02 drew 19.8; 0.015 drew 18.7 and won 83.3, and 0.01 no fewer. Against RulebaseBot 0.015 plays
#: as strong: 1.675 +- 0.058 against 1.685 +- 0.057 on the same 200 games.) A ready hand's later turns weigh
#: ``PUSH_LATER_READY``: once calls were weighed by worth, four bots drew 26 rounds in 100 on seed 3, real players 15.
PUSH_LATER, FOLD_LATER = 0.015, 0.006
PUSH_LATER_READY = 0.008
#: Points of a ron by han (30 fu, non-dealer; 5+ han by limit), index = han.
HAN_POINTS = (0, 1000, 2000, 3900, 7700, 8000, 12000, 12000, 16000, 16000, 16000, 24000, 24000, 32000)
#: A dealer's hand pays this many times a non-dealer's.
DEALER = 1.5
#: The han a win brings beyond its ron price as priced here (menzen tsumo, ura dora, ippatsu, haitei, houtei,
#: rinshan), as chances of 0, 1, 2, ... such han: a declared hand's and a quiet closed hand's, over the 6,329
#: riichi wins and 1,991 quiet closed wins of the shared Tenhou records (four players, no yakuman). An open
#: hand's wins bring one in 66 (haitei, houtei, rinshan), left out. Real riichi wins pay 2.4 times their price
#: so at 1,000-1,300 points, 1.6 times at 3,900, 1.25 at a mangan: the price alone makes a declared hand look
#: cheap beside a deal-in's cost, which is fitted on what real wins paid (``reading.py``).
RIICHI_EXTRA = (0.284, 0.434, 0.205, 0.060, 0.017)
QUIET_EXTRA = (0.663, 0.331, 0.006)
#: What a win takes from the table besides its hand: each riichi stick and each honba (the rule document).
STICK, HONBA = 1000, 300


@dataclass(frozen=True)
class Race:
    """The win chance of pushing and the expected number of further turns the hand goes on."""

    win: float
    turns: float


def race(shanten: int, live: int, accept: int, unseen: int, turns: int, threats: float) -> Race:
    """Race a hand ``shanten`` from ready (``live`` waits when ready, ``accept`` tiles that take it a step
    nearer when not) against ``threats`` riichi hands (another threat counts its chance of being ready),
    with ``turns`` own draws left and ``unseen`` tiles not visible to the seat. Steps after the first are
    taken at a typical rate (``TYPICAL_ACCEPT``) and end on a typical wait (``TYPICAL_LIVE``)."""
    unseen = max(unseen, 1)
    r = min(THREAT_RATE * threats, 0.6)
    top = max(shanten, 0)
    win_rate = min(RON_FACTOR * (live if top == 0 else TYPICAL_LIVE) / unseen, 0.6 if top == 0 else 0.5)
    step = [0.0] + [min(READY_FACTOR * (accept if level == top else TYPICAL_ACCEPT[min(level, 2)]) / unseen, 0.6)
                    for level in range(1, top + 1)]
    alive = [0.0] * (top + 1)  # by shanten level, the chance the hand is there and still racing
    alive[top] = 1.0
    win = spent = 0.0
    for _ in range(turns):
        spent += sum(alive)
        win += alive[0] * win_rate
        nxt = [a * max(1.0 - s - r, 0.0) for a, s in zip(alive, [win_rate] + step[1:])]
        for level in range(1, top + 1):
            nxt[level - 1] += alive[level] * step[level]
        alive = nxt
    return Race(win, spent)


def han_points(han: float, dealer: bool) -> float:
    """What a ron of ``han`` (fractions interpolate) is worth, for a dealer or not."""
    low = min(int(han), len(HAN_POINTS) - 2)
    frac = min(han - low, 1.0)
    points = HAN_POINTS[low] + frac * (HAN_POINTS[low + 1] - HAN_POINTS[low])
    return points * (DEALER if dealer else 1.0)


def table_points(sticks: int, honba: int) -> int:
    """The points the sticks and honba on the table add to a win."""
    return STICK * sticks + HONBA * honba


def push_gain(win: float, worth: float, table: float, loss_now: float, later: float) -> float:
    """The expected gain of pushing over folding: ``win`` chance times (``worth`` + ``table``, the sticks
    and honba), less the deal-in cost of the tile now (``loss_now``) and of the later turns pushed
    (``later``: the cost of those turns, already summed)."""
    return win * (worth + table) - loss_now - later
