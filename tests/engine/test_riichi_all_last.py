"""The end of a riichi match at all-last under preset tenhou, played through the engine's Match on set walls,
for every ``dealer_stop`` mode (``win`` is how Tenhou's early records, INIT shuffle mt19937ar, stopped).

Tenhou's rules (docs/rules/riichi.md, "Tenhou's end"; the rule document
/work/shared/rules/002_44baba66c52ec293.txt, "Ending the game", for sudden death and busting; Tenhou's
records in /work/shared/oracles/tenhou/games.jsonl for the round sequences):
- the target is 30000; nobody there when the regular match is over: play goes into the next wind;
- the extension is sudden death up to the end of that wind (South 4 of an east game, West 4 of a hanchan);
  it ends once the deal passes with someone at the target, or when the deal passes at its fourth round;
- from the last regular round on, a dealer who keeps the deal (by a win; by tenpai too under ``win_tenpai``)
  ends the match if first with 30000 or more; below the target the dealer plays the round again;
- a player below zero ends the match at once (zero does not).

Hands: the dealer's tanyao ron on 5p is worth 2000 (40 fu 1 han: 40 x 4 x 2 x 6 = 1920 -> 2000), seat 1's
ittsu ron on 5p 2600 (40 fu 2 han: 40 x 4 x 4 x 4 = 2560 -> 2600), a lone tenpai at the exhaustive draw takes
1000 from each other player; the document adds 300 a honba and 1000 a riichi stick."""
from __future__ import annotations

from typing import Callable

import pytest

from polymahjong.engine import Act
from polymahjong.engine.match import Match
from polymahjong.variants.registry import ruleset

from riichi_walls import act, build, discard, pass_all, throw_draws

MODES = ["none", "win", "win_tenpai", "preset"]  # preset = win_tenpai under tenhou
STOP_ON_WIN = {"win", "win_tenpai", "preset"}
STOP_ON_TENPAI = {"win_tenpai", "preset"}
TARGET = 30000
#: passes of the deal before a round: East 4, South 4, West 4
E4, S4, W4 = 3, 7, 11

DEALER_5P = "234m678m345s88s46p"  # tanyao, waits 5p (kanchan)
ITTSU_5P = "123m456m789m123p5p"  # ittsu, waits 5p (tanki)
TENPAI_8S = "234m567m234p567p8s"
NOTEN = ("147m28p369s12345z", "258m17p147s12345z", "369m39p258s12346z")
DEALER_RON, HONBA_POINTS = 2000, 300
SEAT1_RON = 2600
NOTEN_PAYMENT = 1000


def match_at(length: str, passes: int, scores: list[int], dealer_stop: str, honba: int = 0) -> Match:
    """A Tenhou match before the round after ``passes`` passes of the deal, ``scores`` by seat of that round."""
    m = Match(ruleset("riichi", preset="tenhou", length=length, dealer_stop=dealer_stop), 0)
    m.passes, m.honba, m.deals = passes, honba, passes + honba
    m.dealer = (m.first_dealer + passes) % 4
    for seat, points in enumerate(scores):
        m.scores[m.player_of(seat)] = points
    return m


def dealer_wins(m: Match) -> None:
    """The dealer throws the 7z it drew, seat 1 draws and throws 5p, the dealer rons it."""
    rnd = m.start_round(build(m.table, [DEALER_5P, *NOTEN], draws="7z5p", dora="1z"))
    discard(rnd, 0, "7z")
    act(rnd, 1, Act.DISCARD, "5p")
    act(rnd, 0, Act.RON)
    pass_all(rnd)
    assert rnd.over and [w.seat for w in rnd.result.wins] == [0]


def seat1_wins(m: Match) -> None:
    """The dealer draws and throws 5p, seat 1 rons it: the deal passes."""
    rnd = m.start_round(build(m.table, [NOTEN[0], ITTSU_5P, NOTEN[1], NOTEN[2]], draws="5p", dora="1z"))
    act(rnd, 0, Act.DISCARD, "5p")
    act(rnd, 1, Act.RON)
    assert rnd.over and [w.seat for w in rnd.result.wins] == [1]


def dealer_tenpai(m: Match) -> None:
    """Every seat throws what it draws to the exhaustive draw; the dealer alone is tenpai."""
    rnd = m.start_round(build(m.table, [TENPAI_8S, *NOTEN], dora="1z"))
    throw_draws(rnd)
    assert rnd.result.kind == "exhaustive" and rnd.result.info["tenpai"] == [0]


def finish(m: Match, play: Callable[[Match], None]) -> tuple[bool, list[int]]:
    """Play one round with ``play`` and record it: whether the match is over, and the scores by the round's seats."""
    players = [m.player_of(s) for s in range(4)]
    play(m)
    m.finish_round()
    return m.over, [int(m.scores[p]) for p in players]


def next_round(m: Match) -> tuple[str, int, int]:
    """The round the match deals next: its name (E4, S1...), its dealer's passes into the wind, honba."""
    rnd = m.start_round(build(m.table, [DEALER_5P, *NOTEN], dora="1z"))
    return f"{'ESWN'[rnd.round_wind]}{m.passes % 4 + 1}", m.dealer, rnd.honba


# -- (a) the regular all-last: nobody at 30000 -> the next wind; the dealer first below it deals again ------
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("length, passes, extension", [("east", E4, "S1"), ("east_south", S4, "W1")],
                         ids=["E4 of east", "S4 of hanchan"])
def test_all_last_passing_with_nobody_at_the_target_goes_into_the_next_wind(length: str, passes: int,
                                                                            extension: str, mode: str) -> None:
    m = match_at(length, passes, [27000, 26000, 25000, 22000], mode)
    assert finish(m, seat1_wins) == (False, [27000 - SEAT1_RON, 26000 + SEAT1_RON, 25000, 22000])  # 28600 first
    assert next_round(m) == (extension, m.first_dealer, 0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("length, passes, name", [("east", E4, "E4"), ("east_south", S4, "S4")],
                         ids=["E4 of east", "S4 of hanchan"])
def test_all_last_dealer_first_with_29700_plays_it_again(length: str, passes: int, name: str, mode: str) -> None:
    m = match_at(length, passes, [27700, 26000, 25000, 21300], mode)
    assert finish(m, dealer_wins) == (False, [27700 + DEALER_RON, 26000 - DEALER_RON, 25000, 21300])  # 29700 first
    assert next_round(m) == (name, (m.first_dealer + passes) % 4, 1)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("passes", [E4, S4 - 1], ids=["E4 of hanchan", "S3 of hanchan"])
def test_no_dealer_stop_before_the_all_last(passes: int, mode: str) -> None:
    m = match_at("east_south", passes, [28000, 26000, 25000, 21000], mode)
    assert finish(m, dealer_wins) == (False, [TARGET, 24000, 25000, 21000])


# -- (b) the extension's last round: the dealer first with 29700 plays it again ----------------------------
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("length, passes", [("east", S4), ("east_south", W4)], ids=["S4 of east", "W4 of hanchan"])
def test_extension_last_dealer_first_below_the_target_plays_on(length: str, passes: int, mode: str) -> None:
    m = match_at(length, passes, [27700, 26000, 25000, 21300], mode)
    assert finish(m, dealer_wins) == (False, [29700, 24000, 25000, 21300])
    name = "S4" if length == "east" else "W4"
    assert next_round(m) == (name, (m.first_dealer + 3) % 4, 1)


# -- (c) the extension's last round, one honba: the dealer last keeps the deal with 17100 ------------------
@pytest.mark.parametrize("mode", MODES)
def test_extension_last_dealer_last_keeping_the_deal_plays_on(mode: str) -> None:
    m = match_at("east", S4, [14100, 29500, 28900, 27500], mode, honba=1)
    assert finish(m, dealer_tenpai) == (False, [14100 + 3 * NOTEN_PAYMENT, 28500, 27900, 26500])  # 17100, last
    assert next_round(m) == ("S4", (m.first_dealer + 3) % 4, 2)


@pytest.mark.parametrize("mode", MODES)
def test_extension_last_dealer_last_winning_plays_on(mode: str) -> None:
    m = match_at("east", S4, [14800, 29000, 28500, 27700], mode, honba=1)
    after = [14800 + DEALER_RON + HONBA_POINTS, 29000 - DEALER_RON - HONBA_POINTS, 28500, 27700]  # 17100, last
    assert finish(m, dealer_wins) == (False, after)
    assert next_round(m) == ("S4", (m.first_dealer + 3) % 4, 2)


# -- (d) the target reached, the dealer first: the dealer's stop -------------------------------------------
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("length, passes", [("east", E4), ("east", S4), ("east_south", S4), ("east_south", W4)],
                         ids=["E4 of east", "S4 of east", "S4 of hanchan", "W4 of hanchan"])
def test_dealer_first_at_the_target_stops_by_a_win(length: str, passes: int, mode: str) -> None:
    m = match_at(length, passes, [28000, 26000, 25000, 21000], mode)
    over, scores = finish(m, dealer_wins)
    assert scores == [TARGET, 24000, 25000, 21000]
    assert over is (mode in STOP_ON_WIN)
    if not over:  # no stop: the dealer deals again
        assert next_round(m)[1:] == ((m.first_dealer + passes) % 4, 1)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("length, passes", [("east", E4), ("east", S4)], ids=["E4 of east", "S4 of east"])
def test_dealer_first_at_the_target_stops_by_tenpai(length: str, passes: int, mode: str) -> None:
    m = match_at(length, passes, [27000, 26000, 25000, 22000], mode)
    over, scores = finish(m, dealer_tenpai)
    assert scores == [TARGET, 25000, 24000, 21000]
    assert over is (mode in STOP_ON_TENPAI)


@pytest.mark.parametrize("mode", MODES)
def test_dealer_at_the_target_but_not_first_plays_on(mode: str) -> None:
    m = match_at("east", S4, [28000, 26000, 35000, 11000], mode)
    assert finish(m, dealer_wins) == (False, [TARGET, 24000, 35000, 11000])
    assert not finish(m, dealer_wins)[0]  # 32300: seat 2 is still first
    assert finish(m, seat1_wins)[0]  # the deal passes at South 4 with seat 2 at the target: the end


# -- the extension's absolute end, and busting -------------------------------------------------------------
@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("length, passes", [("east", S4), ("east_south", W4)], ids=["S4 of east", "W4 of hanchan"])
def test_the_deal_passing_at_the_extension_last_ends_the_match_below_the_target(length: str, passes: int,
                                                                                mode: str) -> None:
    m = match_at(length, passes, [27000, 26000, 25000, 22000], mode)
    assert finish(m, seat1_wins)[0]
    assert m.events[-1]["e"] == "match_end" and max(m.scores) < TARGET


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("length, passes", [("east", S4 - 3), ("east_south", W4 - 2)], ids=["S1 of east", "W2 of hanchan"])
def test_the_deal_passing_in_the_extension_below_the_target_plays_on(length: str, passes: int, mode: str) -> None:
    m = match_at(length, passes, [27000, 26000, 25000, 22000], mode)
    assert not finish(m, seat1_wins)[0]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("discarder_points, over", [(1000, True), (2000, False)], ids=["below zero", "zero"])
def test_a_player_below_zero_ends_the_match_even_when_the_dealer_keeps_the_deal(discarder_points: int, over: bool,
                                                                                mode: str) -> None:
    m = match_at("east", S4, [25000, discarder_points, 40000, 35000 - discarder_points], mode)
    ended, scores = finish(m, dealer_wins)  # the dealer is not first: only the bust can end it
    assert (ended, scores[1]) == (over, discarder_points - DEALER_RON)
