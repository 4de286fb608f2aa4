"""Han and fu to points: the rule document's table, limits, tsumo split, honba, sticks, pao."""
import pytest
from riichi_helpers import ids, score

from polymahjong import ruleset
from polymahjong.variants.riichi.points import hand_value, ron_value

RULES = ruleset("riichi").rules["points"]


@pytest.mark.parametrize("han, non_dealer, dealer", [
    # the document's table for 30 fu hands
    (1, 1000, 1500), (2, 2000, 2900), (3, 3900, 5800), (4, 7700, 11600),
    (5, 8000, 12000), (6, 12000, 18000), (7, 12000, 18000),
    # baiman: the document prints 18000 for a non-dealer, but its own dealer figure (24000 = 1.5 x 16000)
    # and fu x 4 x 2^(han+2) x 4 capped at base 4000 give 16000, as every riichi ruleset and Tenhou pay
    (8, 16000, 24000), (10, 16000, 24000),
    (11, 24000, 36000), (12, 24000, 36000), (13, 32000, 48000), (20, 32000, 48000),
])
def test_the_documents_point_table(han, non_dealer, dealer):
    base = hand_value(han, 30, RULES, kiriage=False).base
    assert ron_value(base, 1, RULES) == non_dealer
    assert ron_value(base, 0, RULES) == dealer


def test_the_documents_worked_example_1_han_30_fu():
    # 4 x 30 x 4 x 2^1 = 960, rounded up to 1000
    assert hand_value(1, 30, RULES, kiriage=False).base * 4 == 960
    assert ron_value(hand_value(1, 30, RULES, kiriage=False).base, 1, RULES) == 1000


def test_limits_are_named():
    assert [hand_value(h, 30, RULES, False).limit for h in (4, 5, 6, 8, 11, 13)] == \
        [None, "mangan", "haneman", "baiman", "sanbaiman", "yakuman"]
    assert hand_value(4, 40, RULES, False).limit == "mangan"  # 40 x 2^6 = 2560, capped


def test_kiriage_rounds_4_han_30_fu_up_to_mangan():
    assert hand_value(4, 30, RULES, kiriage=True) == (2000, "mangan")
    assert hand_value(3, 60, RULES, kiriage=True) == (2000, "mangan")
    assert hand_value(3, 50, RULES, kiriage=True).limit is None


def test_non_dealer_tsumo_splits_a_quarter_and_a_half_rounded_up():
    # haku 1 han, 30 fu: base 240 -> 300 from each non-dealer, 500 from the dealer (a Tenhou win)
    answer = score("12346m23488p", "5m", seat=3, melds=[{"type": "pon", "tiles": "555z", "from": 0}])
    assert answer["fu"] == 30 and answer["payments"] == [-500, -300, -300, 1100]


def test_dealer_tsumo_each_pays_a_third():
    answer = score("234m567p345s67s22p", "8s", seat=0)  # tsumo pinfu tanyao, 3 han 20 fu: base 640
    assert answer["payments"] == [3900, -1300, -1300, -1300]


def test_honba_and_sticks():
    ron = score("234m567p345s67s22p", "8s", ron=2, honba=2, riichi_sticks=3)  # pinfu tanyao 2 han 30 fu
    assert ron["payments"] == [0, 2000 + 600 + 3000, -2000 - 600, 0]
    tsumo = score("234m567p345s67s22p", "8s", honba=1, riichi_sticks=1)  # 3 han 20 fu: 700 / 1300
    assert tsumo["payments"] == [-1400, 2700 + 300 + 1000, -800, -800]


DAISANGEN = dict(hand="777z1m", win="1m",
                 melds=[{"type": "pon", "tiles": "555z", "from": 2}, {"type": "pon", "tiles": "666z", "from": 2},
                        {"type": "chi", "tiles": "234p", "from": 0}])


def test_pao_tsumo_pays_the_whole_yakuman():
    answer = score(**DAISANGEN, seat=1, pao=2, honba=1, options={"preset": "tenhou"})
    assert ids(answer) == {"daisangen": 1}
    assert answer["payments"] == [0, 32300, -32300, 0]


def test_pao_ron_splits_the_yakuman_and_the_liable_seat_pays_honba():
    answer = score(**DAISANGEN, seat=1, ron=3, pao=2, honba=1)
    assert answer["payments"] == [0, 32300, -16300, -16000]


def test_pao_covers_only_the_liable_yakuman_by_default():
    hand = dict(hand="777z1z", win="1z", melds=[{"type": "pon", "tiles": "555z", "from": 2},
                                                    {"type": "pon", "tiles": "666z", "from": 2},
                                                    {"type": "pon", "tiles": "222z", "from": 0}])
    default = score(**hand, seat=1, pao=2)
    assert ids(default) == {"daisangen": 1, "tsuuiisou": 1}
    # daisangen (32000) from the liable seat; tsuuiisou split as a tsumo (16000 dealer, 8000 each other)
    assert default["payments"] == [-16000, 64000, -32000 - 8000, -8000]
    tenhou = score(**hand, seat=1, pao=2, options={"preset": "tenhou"})
    assert tenhou["payments"] == [0, 64000, -64000, 0]
