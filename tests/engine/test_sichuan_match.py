"""A Sichuan match on set walls: the dealer transfer and the match's end. Expected behaviour from the rule
document (/work/shared/rules/003_3534f58af8d4ed74.txt, Lesson 4, "Dealership transfer": "if the first "Hu"
was declared by a single player, this player is the next dealer"; "A new deal does not start if the maximum
number of deals in the tournament session has already been played") and spec_sichuan.md (the number: 16
deals, starting score 0)."""
from __future__ import annotations

from polymahjong.engine import Act, Action
from polymahjong.engine.match import Match
from polymahjong.variants.sichuan.table import VOID

from riichi_walls import act, build
from sichuan_walls import SUITS, TABLE, play_out

#: East discards 5p at once and South wins on it (123p 456p 456p 789p 11s: no combination, 1 point); the
#: others play on, discarding what they draw, to the wall's end. No one holds Characters, everyone forbids them.
HANDS = ["88p99p123s456s789s", "46p123p456p789p11s", "234s567s234p567p2s", "88s99s11p33p77p1s5s6s"]


def test_sixteen_deals_the_first_winner_dealing_next() -> None:
    """South wins first every deal, so the deal passes round the table and each player deals four times; each
    player sits at each seat four times, so the (zero-sum) payments cancel out."""
    match = Match(TABLE.variant, 1)
    assert match.scores == [0, 0, 0, 0]
    for deal_no in range(16):
        assert not match.over and match.dealer == deal_no % 4
        rnd = match.start_round(wall=build(TABLE, HANDS, ["5p"]))
        for seat in range(4):
            rnd.step(Action(VOID, seat, suit=SUITS["m"]))
        act(rnd, 0, Act.DISCARD, "5p")
        act(rnd, 1, Act.RON)
        play_out(rnd)
        assert rnd.wins[0].seat == 1 and rnd.wins[0].payments == [-1, 1, 0, 0]
        match.finish_round()
    assert match.over and match.deals == 16 and match.scores == [0, 0, 0, 0]
