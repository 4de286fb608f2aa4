"""Fu as the rule document counts them, with the standard exceptions (pinfu tsumo 20,
open pinfu shape 30, seven pairs 25) and rounding up to 10."""
import pytest
from riichi_helpers import ids, score


def test_pinfu_tsumo_is_20_fu():
    answer = score("234m567p345s67s22p", "8s")
    assert ids(answer).keys() >= {"menzen_tsumo", "pinfu", "tanyao"}
    assert answer["fu"] == 20


def test_pinfu_ron_is_30_fu():
    answer = score("234m567p345s67s22p", "8s", ron=0)
    assert "pinfu" in ids(answer) and answer["fu"] == 30


def test_open_hand_of_pinfu_shape_is_30_fu():
    answer = score("567p345s67s22p", "8s", ron=0, melds=[{"type": "chi", "tiles": "234m", "from": 0}])
    assert ids(answer) == {"tanyao": 1}
    assert answer["fu"] == 30 and answer["payments"] == [-1000, 1000, 0, 0]


def test_seven_pairs_is_25_fu():
    answer = score("1122m3344p5566s7z", "7z", ron=0)
    assert ids(answer) == {"chiitoitsu": 2}
    assert answer["fu"] == 25 and answer["payments"] == [-1600, 1600, 0, 0]


def test_closed_ron_kanchan_rounds_32_up_to_40():
    answer = score("13m456p789s678p55s", "2m", ron=0, flags={"riichi": True})
    assert ids(answer) == {"riichi": 1}
    assert answer["fu"] == 40 and answer["payments"] == [-1300, 1300 + 0, 0, 0]


@pytest.mark.parametrize("hand, win, melds, fu", [
    # concealed terminal triplet 8, closed ron 10, base 20: 38 -> 40
    ("111m456p789s678p5s", "5s", [], 40),
    # a terminal triplet completed by ron is open (4, not 8): 20 + 10 + 4 + 4 (closed 444p) = 38 -> 40
    ("11m444p789s678p55s", "1m", [], 40),
    # closed kan of terminals 32, closed ron 10, tanki 2: 64 -> 70
    ("456p789s678p5s", "5s", [{"type": "closed_kan", "tiles": "1111m"}], 70),
    # open kan of simples 8, open pon of honours 4, kanchan 2: 34 -> 40
    ("46p55s", "5p", [{"type": "open_kan", "tiles": "2222m", "from": 0}, {"type": "pon", "tiles": "555z", "from": 2},
                      {"type": "chi", "tiles": "789s", "from": 0}], 40),
])
def test_sets_and_waits(hand, win, melds, fu):
    flags = {"riichi": True} if all(m["type"] == "closed_kan" for m in melds) else {}
    answer = score(hand, win, ron=0, melds=melds, flags=flags)
    assert answer["valid"], answer
    assert answer["fu"] == fu


def test_double_wind_pair_is_4_fu():
    # East pair for the dealer in the East round: 20 + 10 + 4 (pair) + 2 (tanki) = 36 -> 40
    answer = score("234m567p345s678s1z", "1z", seat=0, ron=1, round_wind="E", flags={"riichi": True})
    assert answer["fu"] == 40
