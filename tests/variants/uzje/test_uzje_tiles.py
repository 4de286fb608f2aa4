"""Lucky tiles (bonus tile, flowers) and special tiles (winds, arrows) of the Ùzje document."""
from __future__ import annotations

import re

import pytest
from uzje_requests import OPEN_123S, PLAIN, score, values

from polymahjong import ruleset

WIND_HAND = "48fs2469mEEE"  # with OPEN_123S and a ron on 9m: EEE and nothing else
COMPRESSED = {"winds": "compressed"}


def test_bonus_tile_is_0_6_each() -> None:
    resp = score(PLAIN, "9m", melds=[OPEN_123S], bonus_tile="7s")
    assert resp["patterns"] == [{"id": "bonus_tile", "name": "Bonus tile", "value": 1.8, "count": 3}]


def test_the_flipped_tile_itself_is_the_bonus_tile() -> None:
    assert values(score(PLAIN, "9m", melds=[OPEN_123S], bonus_tile="8s")) == {"bonus_tile": 0.6}


def test_bonus_tiles_in_a_quad_count_four() -> None:
    resp = score("123s47778fs9m", "9m", melds=[{"type": "open_kan", "tiles": "5555m", "from": 2}], bonus_tile="5m")
    assert values(resp) == {"bonus_tile": 2.4}


def test_bonus_zero_matches_the_zero_in_an_arith() -> None:
    resp = score("47778fs246m9m", "9m", melds=[{"type": "chi", "tiles": "012s", "from": 3}], bonus_tile="Z")
    assert values(resp) == {"bonus_tile": 0.6} and "012s" in resp["decomposition"]


def test_seat_flowers_one_fan_each() -> None:
    assert values(score(PLAIN, "9m", melds=[OPEN_123S], flowers="hjo")) == {"flowers": 2}
    assert values(score(PLAIN, "9m", seat=1, melds=[OPEN_123S], flowers="ip")) == {"flowers": 2}
    assert values(score(PLAIN, "9m", seat=3, melds=[{**OPEN_123S, "from": 2}], flowers="hkr")) == {"flowers": 2}


def test_orchard_supersedes_flowers() -> None:
    resp = score(PLAIN, "9m", melds=[OPEN_123S], flowers="hijko")
    assert values(resp) == {"orchard": 3} and resp["base"] == 2
    assert re.search(r"hijk|opqr", "hijko")  # the document's sanity check


def test_six_flowers_is_worth_exactly_the_minimum() -> None:
    resp = score("123s" + PLAIN, "k", "tsumo", flowers="hijop")
    assert values(resp) == {"six_flowers": 2.5} and resp["total"] == 2.5 and resp["base"] == 2
    assert resp["payments"] == [3, -1, -1, -1]


def test_six_flowers_follows_the_minimum_option() -> None:
    resp = score("123s" + PLAIN, "k", "tsumo", flowers="hijop", options={"minimum": 3.5})
    assert resp["total"] == 3.5 and resp["base"] == 2


def test_six_flowers_wins_whatever_the_hand() -> None:
    assert score("1357s2468m13579m", "q", "tsumo", flowers="hijko")["valid"]


def test_ivies_on_the_wall_is_eight_fan() -> None:
    resp = score("123s" + PLAIN, "r", discarder=2, flowers="hijkopq")
    assert values(resp) == {"ivies_on_the_wall": 8} and resp["base"] == 100
    assert resp["payments"] == [100, 0, -100, 0]


def test_crossing_the_sea_is_a_limit() -> None:
    resp = score("1357s2468m13579m", "r", "tsumo", flowers="hijkopq")
    assert resp["patterns"] == [{"id": "crossing_the_sea", "name": "Crossing the sea", "value": 1, "limit": True}]
    assert resp["limit"] == "1 l" and resp["base"] == 5000 and resp["total"] == 0
    assert re.fullmatch(r"hijkopqr", ruleset("uzje").format(ruleset("uzje").parse("hijkopqr")))


def test_all_eight_flowers_drawn_on_an_ordinary_win_is_crossing_the_sea() -> None:
    resp = score("123s" + PLAIN, "9m", "tsumo", flowers="hijkopqr")
    assert values(resp) == {"crossing_the_sea": 1} and resp["limit"] == "1 l"


@pytest.mark.parametrize("flowers,win_type,reason", [
    ("hijko", "ron", "a flower from another player wins only as Ivies on the Wall (seven flowers held)"),
    ("hijk", "tsumo", "a drawn flower wins only as the sixth (Six flowers) or the eighth (Crossing the sea)"),
    ("hijkor", "tsumo", "the winning flower 'r' is already among the flowers"),
])
def test_other_flower_wins_are_not_wins(flowers: str, win_type: str, reason: str) -> None:
    resp = score("123s" + PLAIN, "r", win_type, flowers=flowers)
    assert resp["valid"] is False and resp["reason"] == reason


def test_a_flower_named_twice_is_a_bad_request() -> None:
    resp = score("123s" + PLAIN, "9m", flowers="hh")
    assert resp["ok"] is False and "names a flower twice" in resp["error"]


def test_seat_and_round_wind_are_one_fan_each() -> None:
    assert values(score(WIND_HAND, "9m", melds=[OPEN_123S], round_wind="E")) == {"seat_wind": 1, "round_wind": 1}
    assert values(score(WIND_HAND, "9m", melds=[OPEN_123S], round_wind="S")) == {"seat_wind": 1}
    assert values(score(WIND_HAND, "9m", seat=2, melds=[OPEN_123S], round_wind="E")) == {"round_wind": 1}


@pytest.mark.parametrize("arrow", "CFP")
def test_arrow_trips_are_one_fan_each(arrow: str) -> None:
    assert values(score("48fs2469m" + arrow * 3, "9m", melds=[OPEN_123S])) == {"arrow": 1}
    assert re.search(r"CCC|FFF|PPP", arrow * 3)


def test_a_quad_of_arrows_scores_as_a_trip() -> None:
    resp = score("48fs2469m", "9m", melds=[OPEN_123S, {"type": "open_kan", "tiles": "CCCC", "from": 2}])
    assert values(resp) == {"arrow": 1}


def test_five_players_seat_four_is_east_again() -> None:
    resp = score(WIND_HAND, "9m", seat=4, melds=[{**OPEN_123S, "from": 3}], round_wind="S", options={"players": 5})
    assert values(resp) == {"seat_wind": 1}


def test_six_players_seat_five_is_south_again() -> None:
    resp = score("48fs2469mSSS", "9m", seat=5, melds=[{**OPEN_123S, "from": 4}], options={"players": 6})
    assert values(resp) == {"seat_wind": 1}
    assert values(score(PLAIN, "9m", seat=5, melds=[{**OPEN_123S, "from": 4}], flowers="ip",
                        options={"players": 6})) == {"flowers": 2}


def test_three_players_seat_two_is_west() -> None:
    hand = "48fs2469mWWW"
    assert values(score(hand, "9m", seat=2, melds=[{**OPEN_123S, "from": 1}], options={"players": 3})) == {
        "seat_wind": 1}


@pytest.mark.parametrize("seat,round_wind,tile,expected", [
    (0, "E", "H", {"seat_wind": 1, "round_wind": 1}),  # East in the East round: H for both
    (2, "E", "H", {"seat_wind": 1, "round_wind": 1}),  # West seat: H too
    (1, "E", "H", {"round_wind": 1}),
    (1, "N", "V", {"seat_wind": 1, "round_wind": 1}),  # South seat, North round: V for both
    (3, "W", "V", {"seat_wind": 1}),
])
def test_compressed_winds(seat: int, round_wind: str, tile: str, expected: dict) -> None:
    resp = score("48fs2469m" + tile * 3, "9m", seat=seat, melds=[{**OPEN_123S, "from": (seat + 3) % 4}],
                 round_wind=round_wind, options=COMPRESSED)
    assert values(resp) == expected
