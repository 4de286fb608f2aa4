"""Luck-based wins of the Ùzje document, and the request flags that state them."""
from __future__ import annotations

import pytest
from uzje_requests import OPEN_123S, PLAIN, score, values

OPEN_KAN = {"type": "open_kan", "tiles": "5555m", "from": 2}
CLOSED_KAN = {"type": "closed_kan", "tiles": "6666m"}
ALL_TONGS = {"all_tongs": True}


def test_self_draw_is_one_fan_even_open() -> None:
    assert values(score(PLAIN, "9m", "tsumo", melds=[OPEN_123S])) == {"self_draw": 1}


def test_closed_hand_is_2_6_on_a_discard() -> None:
    assert values(score("123s" + PLAIN, "9m")) == {"closed_hand": 2.6}


def test_a_closed_quad_keeps_the_hand_closed() -> None:
    assert values(score("123s777s9m", "9m", melds=[CLOSED_KAN, {"type": "closed_kan", "tiles": "aaaam"}])) == {
        "closed_hand": 2.6}


def test_sea_scoop() -> None:
    assert values(score(PLAIN, "9m", "tsumo", melds=[OPEN_123S], flags={"sea_scoop": True})) == {
        "self_draw": 1, "sea_scoop": 1.8}


def test_sea_scoop_on_1t_adds_three() -> None:
    resp = score("1t47778fs246m", "1t", "tsumo", melds=[OPEN_123S], flags={"sea_scoop": True})
    assert values(resp)["sea_scoop"] == 4.8 and resp["total"] == 5.8 and resp["base"] == 20


def test_pond_scoop() -> None:
    assert values(score(PLAIN, "9m", melds=[OPEN_123S], flags={"pond_scoop": True})) == {"pond_scoop": 1.2}


def test_pond_scoop_on_3m_adds_three() -> None:
    resp = score("47778fs2346m", "3m", melds=[OPEN_123S], flags={"pond_scoop": True})
    assert values(resp) == {"pond_scoop": 4.2} and resp["base"] == 5


def test_quad_draw() -> None:
    resp = score("123s47778fs9m", "9m", "tsumo", melds=[OPEN_KAN], flags={"quad_draw": True})
    assert values(resp) == {"self_draw": 1, "quad_draw": 1.6} and resp["base"] == 2


def test_quad_draw_on_5t_adds_three_when_5t_is_in_play() -> None:
    resp = score("5t123s47778fs", "5t", "tsumo", melds=[OPEN_KAN], flags={"quad_draw": True}, options=ALL_TONGS)
    assert values(resp)["quad_draw"] == 4.6


def test_multi_quad_draw_supersedes_quad_draw() -> None:
    resp = score("123s777s9m", "9m", "tsumo", melds=[OPEN_KAN, CLOSED_KAN],
                 flags={"quad_draw": True, "multi_quad": True})
    assert values(resp) == {"self_draw": 1, "multi_quad_draw": 5}


def test_multi_quad_draw_adds_three_per_closed_quad_after_the_second() -> None:
    melds = [OPEN_KAN, CLOSED_KAN, {"type": "closed_kan", "tiles": "aaaam"}]
    resp = score("123s9m", "9m", "tsumo", melds=melds, flags={"multi_quad": True, "chain_quads": 3})
    assert values(resp)["multi_quad_draw"] == 8


def test_multi_quad_draw_on_5t_adds_three() -> None:
    resp = score("5t123s777s", "5t", "tsumo", melds=[OPEN_KAN, CLOSED_KAN], flags={"multi_quad": True},
                 options=ALL_TONGS)
    assert values(resp)["multi_quad_draw"] == 8


def test_quad_rob() -> None:
    assert values(score(PLAIN, "9m", melds=[OPEN_123S], flags={"quad_rob": True})) == {"quad_rob": 2}


def test_quad_rob_on_2s_adds_three() -> None:
    resp = score("2s47778fs246m", "2s", melds=[OPEN_123S], flags={"quad_rob": True})
    assert values(resp) == {"quad_rob": 5} and resp["base"] == 10


@pytest.mark.parametrize("flags,win_type,message", [
    ({"sea_scoop": True}, "ron", "flag 'sea_scoop' needs win_type 'tsumo'"),
    ({"quad_draw": True}, "ron", "flag 'quad_draw' needs win_type 'tsumo'"),
    ({"pond_scoop": True}, "tsumo", "flag 'pond_scoop' needs win_type 'ron'"),
    ({"quad_rob": True}, "tsumo", "flag 'quad_rob' needs win_type 'ron'"),
    ({"pond_scoop": True, "quad_rob": True}, "ron", "flags 'pond_scoop' and 'quad_rob' cannot both be set"),
    ({"sea_scoop": 1}, "tsumo", "flag 'sea_scoop' must be true or false, not 1"),
    ({"chain_quads": 3}, "tsumo", "flag 'chain_quads' needs flag 'multi_quad'"),
    ({"multi_quad": True, "chain_quads": 1}, "tsumo", "flag 'chain_quads' must be a whole number >= 2, not 1"),
    ({"multi_quad": True, "chain_quads": "3"}, "tsumo", "flag 'chain_quads' must be a whole number >= 2, not '3'"),
    ({"multi_quad": True, "chain_quads": True}, "tsumo", "flag 'chain_quads' must be a whole number >= 2, not True"),
    ({"haitei": True}, "ron", "flag 'sea_scoop' needs win_type 'tsumo'"),
    ({"haitei": True, "sea_scoop": False}, "tsumo",
     "flags 'haitei' and 'sea_scoop' are the same uzje flag and disagree (True, False)"),
    ({"riichi": True}, "ron", "flag 'riichi' is not read by uzje: it has no rule that needs it (read by riichi)"),
    ({"first_turn": True}, "tsumo", "flag 'first_turn' is not read by uzje: it has no rule that needs it "
                                    "(read by riichi, sichuan, zung_jung, tianjin)"),
    ({"ivies": True}, "ron", "unknown flag 'ivies'"),
])
def test_bad_flags_are_rejected(flags: dict, win_type: str, message: str) -> None:
    resp = score("123s" + PLAIN, "9m", win_type, flags=flags)
    assert resp == {"ok": False, "error": message}


def test_quad_draw_needs_a_quad() -> None:
    resp = score("123s" + PLAIN, "9m", "tsumo", flags={"quad_draw": True})
    assert resp == {"ok": False, "error": "flag 'quad_draw' needs a quad among the melds"}


def test_multi_quad_needs_its_closed_quads() -> None:
    resp = score("123s777s9m", "9m", "tsumo", melds=[OPEN_KAN, {**OPEN_KAN, "tiles": "6666m"}],
                 flags={"multi_quad": True})
    assert resp["ok"] is False and "2 quads among the melds, 1 of them closed" in resp["error"]


def test_false_flags_of_other_rulesets_are_harmless() -> None:
    assert score("123s" + PLAIN, "9m", flags={"riichi": False, "step_up": False})["valid"]


@pytest.mark.parametrize("shared, own, win_type, melds", [
    ("haitei", "sea_scoop", "tsumo", []),
    ("houtei", "pond_scoop", "ron", []),
    ("rinshan", "quad_draw", "tsumo", [OPEN_KAN]),
    ("chankan", "quad_rob", "ron", []),
])
def test_the_contracts_flag_names_are_the_uzje_flags(shared: str, own: str, win_type: str, melds: list) -> None:
    """SCORING_API.md's last wall tile, last discard, kong replacement and robbed kong are Ùzje's Sea-scoop,
    Pond-scoop, Quad draw and Quad rob: either name gives the same answer, the pattern of the Ùzje flag."""
    hand = PLAIN if melds else "123s" + PLAIN
    by_shared = score(hand, "9m", win_type, melds=melds, flags={shared: True})
    assert by_shared == score(hand, "9m", win_type, melds=melds, flags={own: True})
    assert by_shared == score(hand, "9m", win_type, melds=melds, flags={shared: True, own: True})
    assert own in values(by_shared)
