"""Yaku, yakuman and the two presets: the rule document (default) and Tenhou."""
import pytest
from riichi_helpers import ids, score

from polymahjong import ruleset
from polymahjong.variants.base import OptionError


@pytest.mark.parametrize("hand, win, melds, want", [
    ("123m123m456p789s5z", "5z", [], {"iipeikou": 1, "riichi": 1}),
    ("112233m445566p7z", "7z", [], {"ryanpeikou": 3, "riichi": 1}),
    ("123456789m789p5s", "5s", [], {"ittsu": 2, "riichi": 1}),
    ("123m123p123s678s5z", "5z", [], {"sanshoku_doujun": 2, "riichi": 1}),
    ("123m789p123s789s1z", "1z", [], {"chanta": 2, "riichi": 1}),
    ("123m789p123s99m11s", "1s", [], {"junchan": 3, "riichi": 1}),
    ("1122m3344p5566s7z", "7z", [], {"chiitoitsu": 2, "riichi": 1}),
    ("234m345p234s678s6z", "6z", [], {"riichi": 1}),  # no yakuhai from a pair
])
def test_closed_yaku(hand, win, melds, want):
    answer = score(hand, win, ron=0, melds=melds, flags={"riichi": True})
    assert answer["valid"], answer
    assert ids(answer) == want


@pytest.mark.parametrize("hand, win, melds, want", [
    ("123m456p5789s", "5s", [{"type": "pon", "tiles": "777z", "from": 0}], {"yakuhai_chun": 1}),
    ("789m123p9p", "9p", [{"type": "chi", "tiles": "123m", "from": 0}, {"type": "chi", "tiles": "456m", "from": 0}],
     {"ittsu": 1}),
    ("23678m55p", "4m", [{"type": "pon", "tiles": "666s", "from": 2}, {"type": "chi", "tiles": "345p", "from": 0}],
     {"tanyao": 1}),
    ("11555m22p", "2p", [{"type": "pon", "tiles": "333s", "from": 2}, {"type": "pon", "tiles": "999s", "from": 3}],
     {"toitoi": 2}),  # 222p finished by ron is open: two concealed triplets are not sanankou
])
def test_open_yaku(hand, win, melds, want):
    answer = score(hand, win, ron=0, melds=melds)
    assert answer["valid"], answer
    assert ids(answer) == want


def test_winds_count_for_seat_and_round():
    answer = score("234m567p99s22p", "2p", seat=0, ron=1, round_wind="E",
                   melds=[{"type": "pon", "tiles": "111z", "from": 1}])
    assert ids(answer) == {"seat_wind_east": 1, "round_wind_east": 1}


def test_kuitan_off_makes_open_tanyao_no_yaku():
    hand = dict(hand="23678m55p", win="4m", ron=0,
                melds=[{"type": "pon", "tiles": "666s", "from": 2}, {"type": "chi", "tiles": "345p", "from": 0}])
    assert ids(score(**hand)) == {"tanyao": 1}
    answer = score(**hand, options={"kuitan": False})
    assert (answer["valid"], answer["reason"]) == (False, "no yaku")


def test_dora_red_and_ura():
    answer = score("234m067p345s67s22p", "8s", ron=0, flags={"riichi": True}, dora_indicators=["1m"],
                   ura_indicators=["9s"], options={"red_fives": True})
    assert ids(answer) == {"riichi": 1, "pinfu": 1, "tanyao": 1, "dora": 1, "aka_dora": 1}
    tenhou = score("234m067p345s67s22p", "8s", ron=0, flags={"riichi": True}, ura_indicators=["9s"],
                   options={"preset": "tenhou"})
    assert ids(tenhou)["ura_dora"] == 0  # Tenhou lists ura dora even when it found none


def test_no_yaku_and_incomplete_hands_are_not_valid():
    open_hand = score("234m567p345s9s", "9s", ron=0, melds=[{"type": "chi", "tiles": "789p", "from": 0}])
    assert open_hand["reason"] == "no yaku"
    assert score("234m567p345s67s29p", "8s")["reason"] == "not a complete hand"


def test_robbing_a_closed_kan_only_for_kokushi():
    kokushi = score("19m19p19s1234567z", "1m", ron=0, flags={"chankan": True, "robbed_closed_kan": True})
    assert kokushi["valid"] and "kokushi_musou_13_sided" in ids(kokushi)
    other = score("234m567p345s67s22p", "8s", ron=0, flags={"chankan": True, "robbed_closed_kan": True})
    assert other["valid"] is False and "kokushi" in other["reason"]
    assert "chankan" in ids(score("234m567p345s67s22p", "8s", ron=0, flags={"chankan": True}))


DOUBLES = [
    ("111m333p555s777s1z", "1z", None, "suuankou_tanki"),
    ("19m19p19s1234567z", "9s", None, "kokushi_musou_13_sided"),
    ("1112345678999m", "5m", None, "junsei_chuuren_poutou"),
    ("222z333z444z5m", "5m", 0, "daisuushii"),
]
EAST_PON = [{"type": "pon", "tiles": "111z", "from": 0}]


def _melds(pattern: str) -> list[dict]:
    return EAST_PON if pattern == "daisuushii" else []


@pytest.mark.parametrize("hand, win, ron, pattern", DOUBLES)
def test_the_document_has_four_double_yakuman(hand, win, ron, pattern):
    answer = score(hand, win, ron=ron, melds=_melds(pattern))
    assert ids(answer)[pattern] == 2 and answer["limit"] == "double_yakuman"
    assert sum(answer["payments"][:1] + answer["payments"][2:]) == -64000


@pytest.mark.parametrize("hand, win, ron, pattern", DOUBLES)
def test_tenhou_counts_each_of_them_once(hand, win, ron, pattern):
    answer = score(hand, win, ron=ron, melds=_melds(pattern), options={"preset": "tenhou"})
    assert ids(answer)[pattern] == 1 and answer["limit"] == "yakuman"


def test_different_yakuman_add_up_and_hide_small_yaku():
    answer = score("111z222z333z444z5m", "5m", ron=0, flags={"riichi": True}, dora_indicators=["4z"],
                   options={"preset": "tenhou"})
    assert ids(answer) == {"daisuushii": 1, "suuankou_tanki": 1}
    assert answer["limit"] == "double_yakuman" and all(p.get("limit") for p in answer["patterns"])


def test_kazoe_yakuman_at_13_han():
    # 123 222 456 789m 99m: chinitsu 6, ittsu 2, riichi 1 and four dora (the four 2m)
    answer = score("1222234567899m", "9m", ron=0, flags={"riichi": True}, dora_indicators=["1m"])
    assert answer["limit"] == "yakuman" and answer["total"] == 13
    assert not any(p.get("limit") for p in answer["patterns"])


def test_preset_tenhou_fixes_kuitan_and_kiriage():
    with pytest.raises(OptionError, match="kiriage"):
        ruleset("riichi", preset="tenhou", kiriage=True)
    assert ruleset("riichi", kiriage=True).options["kiriage"] is True


def test_red_fives_take_true_and_false():
    assert ruleset("riichi", red_fives=True).options["red_fives"] == 1
    assert ruleset("riichi", red_fives=False).options["red_fives"] == 0


def test_pattern_table_lists_every_id():
    patterns = {p["id"]: p for p in ruleset("riichi").patterns()}
    assert {"menzen_tsumo", "houtei_raoyui", "seat_wind_north", "yakuhai_chun", "kokushi_musou_13_sided",
            "suukantsu", "dora", "aka_dora", "ura_dora"} <= patterns.keys()
    assert patterns["chinitsu"]["value"] == 6 and patterns["chinitsu"]["open"] == 5
    assert patterns["daisuushii"]["limit"] is True and patterns["daisuushii"]["value"] == 2
