"""Sichuan deals for the table tests: a set wall (riichi_walls.build: Sichuan has no dead wall, so a kong's
replacement is simply the next draw), every seat's forbidden suit chosen, and plain play."""
from __future__ import annotations

from typing import Sequence

from polymahjong.engine import Act, Action, Round, Table
from polymahjong.variants.registry import ruleset
from polymahjong.variants.sichuan.table import VOID

from riichi_walls import build, pass_all

TABLE = Table(ruleset("sichuan"))
SUITS = {"m": "characters", "p": "dots", "s": "bamboo"}


def deal(hands: list[str], draws: Sequence[str | None] = (), voids: str = "mmmm") -> Round:
    """Seat s (0 = East) is dealt ``hands[s]`` and forbids the suit ``voids[s]``; the wall then gives ``draws``
    in order (the dealer's 14th tile first; None: any tile, the lowest free ones: characters first)."""
    rnd = Round(TABLE, 0, wall=build(TABLE, hands, list(draws)))
    for s, v in enumerate(voids):
        rnd.step(Action(VOID, s, suit=SUITS[v]))
    return rnd


def tsumogiri(rnd: Round) -> None:
    """The seat to play discards the tile it just drew; every claim on it is passed."""
    rnd.step(Action(Act.DISCARD, rnd.turn, tile=rnd.drawn))
    pass_all(rnd)


def play_out(rnd: Round) -> None:
    """Play to the end of the deal: every seat discards what it draws and passes every claim."""
    while not rnd.over:
        if rnd.phase == "claim":
            pass_all(rnd)
        else:
            tsumogiri(rnd)
