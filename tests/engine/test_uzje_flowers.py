"""Ùzje flower wins at the table: offered on the flower, before its replacement is drawn."""
from __future__ import annotations

from polymahjong.engine import Act, Action, Round

from uzje_walls import pass_claims, stacked_round, win_event

DEALER, SEAT2, SEAT3 = "2345s6789sabcm1tZE", "6789mxabcmCCCFF", "cdefmSSWWNN1tftft"


def discard_and_pass(rnd: Round) -> list[dict]:
    """The seat to play discards its first choice; every claim on it is passed."""
    seat = rnd.turn
    return pass_claims(rnd, rnd.step(next(a for a in rnd.legal(seat) if a.act is Act.DISCARD)))


def test_six_flowers_on_receipt_of_the_sixth() -> None:
    """"Win regardless of the form of your hand"; valued at the minimum (2.5 f ⇒ 2, halved on a self-draw)."""
    rnd = stacked_round([DEALER, "hijko234s678sZZ", SEAT2, SEAT3], draws="p", tail="9xasEE")
    discard_and_pass(rnd)
    assert rnd.phase == "flower" and rnd.to_act() == [1] and rnd.hands[1] and len(rnd.flowers[1]) == 6
    flower = rnd.flowers[1][-1]
    assert rnd.legal(1) == [Action(Act.TSUMO, 1, tile=flower), Action(Act.PASS, 1)]
    ev = win_event(rnd.step(Action(Act.TSUMO, 1, tile=flower)))
    assert ev["patterns"] == ["six_flowers"] and ev["source"] is None and ev["payments"] == [-1, 3, -1, -1]


def test_six_flowers_cannot_be_claimed_afterwards() -> None:
    """Passed on the sixth flower, the seventh (the sixth's replacement here) offers nothing."""
    rnd = stacked_round([DEALER, "hijko234s678sZZ", SEAT2, SEAT3], draws="p", tail="9xasEEqN")
    discard_and_pass(rnd)
    events = rnd.step(Action(Act.PASS, 1))
    assert [e["e"] for e in events[1:]] == ["draw", "flower", "draw"] and len(rnd.flowers[1]) == 7
    assert rnd.phase == "turn" and rnd.turn == 1
    assert not any(a.act is Act.TSUMO for a in rnd.legal(1))


def test_crossing_the_sea_on_the_eighth_flower_drawn() -> None:
    rnd = stacked_round([DEALER, "hijkopq234sZZE", SEAT2, SEAT3], draws="r", tail="9xasEEN")
    discard_and_pass(rnd)
    assert rnd.phase == "flower"
    ev = win_event(rnd.step(rnd.legal(1)[0]))
    assert ev["patterns"] == ["crossing_the_sea"] and ev["payments"] == [-2500, 7500, -2500, -2500]


def test_ivies_on_the_wall_on_the_last_flower_melded_by_anyone_else() -> None:
    """Seven flowers held; another player's eighth flower wins (8 f ⇒ 100 from the melder)."""
    rnd = stacked_round([DEALER, "hijkopq234sZZE", SEAT2, SEAT3], draws="Pr", tail="9xasEEN")
    discard_and_pass(rnd)
    discard_and_pass(rnd)
    assert rnd.phase == "claim" and rnd.claim is not None and rnd.claim.kind == "flower"
    assert rnd.to_act() == [1] and rnd.legal(1)[1] == Action(Act.PASS, 1)
    ev = win_event(rnd.step(rnd.legal(1)[0]))
    assert ev["patterns"] == ["ivies_on_the_wall"] and ev["source"] == 2 and ev["payments"] == [0, 100, -100, 0]


def test_a_passed_ivies_lets_the_melder_draw_the_replacement() -> None:
    rnd = stacked_round([DEALER, "hijkopq234sZZE", SEAT2, SEAT3], draws="Pr", tail="9xasEEN")
    discard_and_pass(rnd)
    discard_and_pass(rnd)
    events = rnd.step(Action(Act.PASS, 1))
    assert events[-1]["e"] == "draw" and events[-1]["seat"] == 2 and events[-1]["replacement"]
    assert rnd.phase == "turn" and rnd.turn == 2
