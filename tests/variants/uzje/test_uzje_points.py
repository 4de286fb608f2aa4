"""The points ladder, limits and payments of the Ùzje document (Scoring section)."""
from __future__ import annotations

from fractions import Fraction

import pytest
from uzje_requests import OPEN_123S, PLAIN, score

from polymahjong import ruleset
from polymahjong.variants.uzje.points import payments

# The document's table for the threshold 2.5 f: fan => points.
DOCUMENT_TABLE = {3: 2, 4: 5, 5: 10, 6: 20, 7: 50, 8: 100, 9: 200, 10: 500, 11: 1000, 12: 2000,
                  13: 5000, 14: 5000, 15: 5000, 16: 10000, 17: 10000, 18: 10000,
                  19: 15000, 20: 15000, 21: 15000, 22: 20000, 23: 20000, 24: 20000}


@pytest.mark.parametrize("fan,points", DOCUMENT_TABLE.items())
def test_document_table(fan: int, points: int) -> None:
    assert ruleset("uzje").ladder.points(Fraction(fan)) == points


@pytest.mark.parametrize("fan,limits", [(12, 0), (13, 1), (15, 1), (16, 2), (18, 2), (19, 3), (22, 4), (24, 4)])
def test_document_limits(fan: int, limits: int) -> None:
    assert ruleset("uzje").ladder.limits(Fraction(fan)) == limits


@pytest.mark.parametrize("fan,points", [("3.6", 5), ("4.6", 10), ("6.8", 50), ("2.6", 2), ("12.4", 2000),
                                        ("12.6", 5000)])
def test_whole_fans_above_the_minimum(fan: str, points: int) -> None:
    assert ruleset("uzje").ladder.points(Fraction(fan)) == points


def test_below_the_minimum_has_no_points() -> None:
    assert ruleset("uzje").ladder.points(Fraction("2.4")) is None


def test_another_minimum_moves_the_ladder() -> None:
    assert ruleset("uzje", minimum=3.5).ladder.points(Fraction("3.6")) == 2
    assert ruleset("uzje", minimum=1.5).ladder.points(Fraction("3.6")) == 10


def test_discarder_pays_the_table_amount() -> None:
    assert payments(50, winner=2, discarder=0, players=4) == [-50, 0, 50, 0]


def test_self_draw_halves_stay_halves() -> None:
    assert payments(5, winner=1, discarder=None, players=4) == [Fraction(-5, 2), Fraction(15, 2), Fraction(-5, 2),
                                                               Fraction(-5, 2)]


def test_document_seven_fan_self_draw_pays_25_each() -> None:
    # closed hand 2.6 + self-draw 1 + single differences 1.4 + East's two seat flowers 2 = 7 f => 50 pt
    resp = score("123456789s123m2m", "2m", "tsumo", flowers="ho")
    assert resp["total"] == 7 and resp["base"] == 50
    assert resp["payments"] == [75, -25, -25, -25]


def test_payments_sum_to_zero_with_five_players() -> None:
    resp = score("123456789s123m2m", "2m", "tsumo", seat=3, options={"players": 5})
    assert resp["payments"] == [-5, -5, -5, 20, -5] and sum(resp["payments"]) == 0


def test_scoreless_hand_is_below_the_minimum() -> None:
    resp = score(PLAIN, "9m", melds=[OPEN_123S])
    assert resp["valid"] is False and resp["reason"] == "below minimum 2.5 f"
    assert resp["total"] == 0 and "base" not in resp


def test_reason_names_the_minimum_option() -> None:
    resp = score("123s" + PLAIN, "9m", "tsumo", options={"minimum": 4.5})
    assert resp["valid"] is False and resp["reason"] == "below minimum 4.5 f"


def test_closed_hand_and_self_draw_always_win() -> None:
    # the document's check: closed hand + self-draw must always be winnable (3.6 f => 5 pt, 2.5 from each)
    resp = score("123s" + PLAIN, "9m", "tsumo")
    assert resp["valid"] and resp["total"] == 3.6 and resp["base"] == 5
    assert resp["payments"] == [7.5, -2.5, -2.5, -2.5]


def test_five_bonus_tiles_make_a_scoreless_hand_win() -> None:
    resp = score(PLAIN, "9m", melds=[OPEN_123S], bonus_tile=["7s", "9m"])
    assert resp["valid"] and resp["total"] == 3 and resp["base"] == 2
    assert resp["payments"] == [2, -2, 0, 0]


def test_four_bonus_tiles_do_not() -> None:
    resp = score(PLAIN, "9m", melds=[OPEN_123S], bonus_tile=["4m", "9m", "2m"])
    assert resp["total"] == 2.4 and resp["valid"] is False


def test_fan_are_exact_fractions() -> None:
    from polymahjong.variants.scoring import parse_request

    rules = ruleset("uzje")
    req = parse_request(rules, {"variant": "uzje", "hand": "123s" + PLAIN, "win_tile": "9m", "win_type": "tsumo",
                                "seat": 0})
    result = rules.score(req)
    assert result.total == Fraction(18, 5) and all(isinstance(p, Fraction) for p in result.payments)


def test_thirteen_fan_hand_is_one_limit() -> None:
    # purity 7 + closed 2.6 + self-draw 1 + single differences 1.4 + sea-scoop 1.8 + stutter (123s twice) 1
    resp = score("123456789s123s4s", "4s", "tsumo", flags={"sea_scoop": True})
    assert resp["total"] == 14.8 and resp["limit"] == "1 l" and resp["base"] == 5000
    assert resp["payments"] == [7500, -2500, -2500, -2500]
