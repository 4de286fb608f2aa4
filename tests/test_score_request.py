"""The score request of SCORING_API.md: a bad field gives an error naming it, and nothing else changes."""
import pytest

from polymahjong import ruleset

GOOD = {"variant": "riichi", "hand": "123m456p789s1122z", "win_tile": "1z", "win_type": "tsumo", "seat": 0}


@pytest.mark.parametrize("change, field", [
    ({"hand": "123m456p789s11x2z"}, "'x' at position 14"),
    ({"hand": 5}, "hand"),
    ({"win_tile": "12z"}, "win_tile"),
    ({"win_type": "steal"}, "win_type"),
    ({"seat": 4}, "seat"),
    ({"seat": True}, "seat"),
    ({"win_type": "ron"}, "discarder"),
    ({"win_type": "ron", "discarder": 0}, "discarder"),
    ({"round_wind": "X"}, "round_wind"),
    ({"melds": [{"type": "chow", "tiles": "123m", "from": 3}]}, "melds[0].type"),
    ({"melds": [{"type": "pon", "tiles": "11m", "from": 3}]}, "melds[0].tiles"),
    ({"melds": [{"type": "pon", "tiles": "111m"}]}, "from"),
    ({"melds": [{"type": "closed_kan", "tiles": "1111m", "from": 2}]}, "melds[0].from"),
    ({"flags": {"riichi": "yes"}}, "riichi"),
    ({"flags": {"lucky": True}}, "lucky"),
    ({"honba": -1}, "honba"),
    ({"dora_indicators": ["9z"]}, "dora_indicators[0]"),
    ({"colour": "red"}, "colour"),
])
def test_bad_field_is_named(change, field):
    answer = ruleset("riichi").score_request({**GOOD, **change})
    assert answer["ok"] is False
    assert field in answer["error"]


def test_good_request_is_ok():
    answer = ruleset("riichi").score_request(GOOD)
    assert answer["ok"] is True and answer["valid"] is True


def test_incomplete_hand_is_not_valid():
    answer = ruleset("riichi").score_request({**GOOD, "win_tile": "3z"})
    assert answer["ok"] is True and answer["valid"] is False
