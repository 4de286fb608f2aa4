"""Sichuan kong payments played through the engine on set walls. Expected values from the rule document
(/work/shared/rules/003_3534f58af8d4ed74.txt, Lesson 5, "Kongs" and Table 7; Table 4 and Table 6 for the Hu):

- "the player declaring Concealed Kong receives 2 points from each non-Hu player"
- "the player declaring Melded Kong receives 2 points from the discarder"
- "the player declaring Promoted Kong receives 1 point from each non-Hu player (but only in case of a freshly
  taken from the wall tile, otherwise ... Postponed Kong and does not bring points at all)"
- "no kong payment if Promoted Kong was robbed"
- "no kong payment if another player declares Hu on the tile discarded after the kong is made"

All seats forbid Characters (m). Seats that only watch hold characters, which they may neither claim nor win
with, so the characters that fill the rest of the wall pass unclaimed."""
from __future__ import annotations

from polymahjong.engine import Act, Round

from riichi_walls import act, pass_all
from sichuan_walls import deal, tsumogiri

WATCH_2, WATCH_3 = "1112223334445m", "5556667778889m"
#: East: a pung of 1p to make a concealed kong of with the 1p it draws.
EAST = "111p345p678p99s26s"


def payments(rnd: Round) -> list[dict]:
    return [e for e in rnd.events if e["e"] == "payment"]


def test_concealed_kong_is_paid_2_by_each_non_hu_player_once_play_goes_on() -> None:
    rnd = deal([EAST, "234p567p345s22s56s", WATCH_2, WATCH_3], ["1p", None])
    act(rnd, 0, Act.CLOSED_KAN, "1p")
    assert rnd.scores == [0, 0, 0, 0]  # due once the discard after the kong is not won on
    tsumogiri(rnd)
    assert rnd.scores == [6, -2, -2, -2]
    assert [(e["seat"], e["kong"], e["payments"]) for e in payments(rnd)] == [(0, "closed_kan", [6, -2, -2, -2])]


def test_hu_on_the_discard_after_a_kong_cancels_its_payment() -> None:
    """East's kong of 1p draws 4s, discards it; South wins on it: Shoot after Kong, 1 fan = 2 points
    (Table 4, Table 5) from the discarder, and the kong is never paid."""
    rnd = deal([EAST, "234p567p345s22s56s", WATCH_2, WATCH_3], ["1p", "4s"])
    act(rnd, 0, Act.CLOSED_KAN, "1p")
    act(rnd, 0, Act.DISCARD, "4s")
    act(rnd, 1, Act.RON)
    win = rnd.wins[0]
    assert win.flags.get("after_kong_discard") and [p["id"] for p in win.result.patterns] == ["shoot_after_kong"]
    assert rnd.scores == [-2, 2, 0, 0]
    for _ in range(3):  # the deal goes on (bloody end): West, North, East discard; still no kong payment
        tsumogiri(rnd)
    assert rnd.scores == [-2, 2, 0, 0] and not payments(rnd)


def test_melded_kong_is_paid_2_by_the_discarder() -> None:
    rnd = deal([EAST, "555s234p678p99s12s", WATCH_2, WATCH_3], ["5s", None])
    act(rnd, 0, Act.DISCARD, "5s")
    act(rnd, 1, Act.OPEN_KAN)
    pass_all(rnd)
    assert rnd.scores == [0, 0, 0, 0]
    tsumogiri(rnd)
    assert rnd.scores == [-2, 2, 0, 0]


def _pung_then_kong(south: str, fourth: str | None) -> Round:
    """East discards 7s, South pungs it and discards 1s; West, North and East draw and discard; South draws
    ``fourth`` (None: any tile) and adds its 7s to the pung."""
    rnd = deal([EAST, south, WATCH_2, WATCH_3], ["7s", None, None, None, fourth, None])
    act(rnd, 0, Act.DISCARD, "7s")
    act(rnd, 1, Act.PON)
    pass_all(rnd)
    act(rnd, 1, Act.DISCARD, "1s")
    pass_all(rnd)
    for _ in range(3):
        tsumogiri(rnd)
    act(rnd, 1, Act.ADDED_KAN, "7s")
    pass_all(rnd)
    return rnd


def test_promoted_kong_of_the_tile_just_drawn_is_paid_1_by_each_non_hu_player() -> None:
    rnd = _pung_then_kong("77s234p567p345s19s", "7s")
    assert rnd.scores == [0, 0, 0, 0]
    tsumogiri(rnd)
    assert rnd.scores == [-1, 3, -1, -1]
    assert payments(rnd)[0]["kong"] == "promoted_kan"


def test_postponed_kong_of_a_tile_from_the_hand_brings_nothing() -> None:
    rnd = _pung_then_kong("777s234p567p345s1s", None)
    assert rnd.melds[1][0].type == "added_kan"
    tsumogiri(rnd)
    assert rnd.scores == [0, 0, 0, 0] and not payments(rnd)


def test_robbed_promoted_kong_is_not_paid() -> None:
    """West waits on 4s/7s and robs South's promoted kong of 7s: Robbing the Kong, 1 fan = 2 points, paid by
    South (a Hu on a robbed kong is a Hu on a discard, Table 3 note); the kong brings nothing."""
    west = "234p567p345s88s56s"
    rnd = deal([EAST, "77s234p567p345s19s", west, WATCH_3], ["7s", None, None, None, "7s", None])
    act(rnd, 0, Act.DISCARD, "7s")
    act(rnd, 2, Act.PASS)  # West could win on it, and lets South pung it
    act(rnd, 1, Act.PON)
    act(rnd, 1, Act.DISCARD, "1s")
    pass_all(rnd)
    for _ in range(3):
        tsumogiri(rnd)
    act(rnd, 1, Act.ADDED_KAN, "7s")
    act(rnd, 2, Act.RON)
    win = rnd.wins[0]
    assert win.flags.get("chankan") and [p["id"] for p in win.result.patterns] == ["robbing_the_kong"]
    assert rnd.scores == [0, -2, 2, 0]
    for _ in range(4):
        tsumogiri(rnd)
    assert not payments(rnd) and rnd.scores == [0, -2, 2, 0]


def test_win_after_kong_keeps_the_kong_payment() -> None:
    """East's kong of 1p draws 4s and completes 345p 678p 234s 99s: Kong 1 + Win after Kong 1 = 2 fans,
    4 points, self-drawn: 4 + 1 from each non-Hu player (Table 6); the kong is paid 2 by each as well."""
    rnd = deal(["111p345p678p99s23s", "234p567p345s22s56s", WATCH_2, WATCH_3], ["1p", "4s"])
    act(rnd, 0, Act.CLOSED_KAN, "1p")
    act(rnd, 0, Act.TSUMO)
    assert sorted(p["id"] for p in rnd.wins[0].result.patterns) == ["kong", "win_after_kong"]
    assert rnd.scores == [6 + 15, -7, -7, -7]
