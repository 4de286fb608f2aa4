"""The Sichuan Bloody scorer against its rule document (/work/shared/rules/003_3534f58af8d4ed74.txt):
Lesson 5 "General rules" (Table 4: value combinations and fans; Table 5: hand value by fan; Table 6:
who pays) and Lesson 6 "Scoring examples" (the examples of each combination, Table 9 of which go together).
The examples assume, as the document does, that the forbidden suit is Characters (m)."""
from __future__ import annotations

import json

import pytest

from polymahjong import ruleset
from polymahjong.cli.analysis import score_line

from sichuan_requests import kan, pon, score, values

#: Table 4 as the document gives it: combination (as a pattern id) -> fan.
TABLE_4 = {"kong": 1, "root": 1, "all_pungs": 1, "golden_wait": 1, "full_flush": 2, "seven_pairs": 2,
           "win_after_kong": 1, "shoot_after_kong": 1, "robbing_the_kong": 1, "under_the_sea": 1}
#: Four declared pungs: with a single tile held, the hand waits on its pair ("Golden Wait").
FOUR_PUNGS = [pon("111p", 2), pon("555p", 3), pon("777s", 0), pon("999s", 2)]


def test_the_pattern_table_is_table_4() -> None:
    """Ids are the document's English names in lower snake case; values its fans."""
    table = {p["id"]: p["value"] for p in ruleset("sichuan").patterns()}
    assert table == TABLE_4
    names = {p["id"]: p["name"] for p in ruleset("sichuan").patterns()}
    assert names["win_after_kong"] == "Win after Kong" and names["under_the_sea"] == "Under the Sea"


def test_a_hand_without_combinations_is_worth_one_point() -> None:
    """Table 5: 0 fans -> 1 point; Table 6: a Hu on a discard is paid the hand value by the discarder."""
    r = score("123p456p789s234s5s", "5s")
    assert r["valid"] and r["patterns"] == [] and r["total"] == 0 and r["unit"] == "fan"
    assert r["base"] == 1 and r["payments"] == [-1, 1, 0, 0]
    assert r["decomposition"] == ["123p", "456p", "234s", "789s", "55s"]


@pytest.mark.parametrize("hand, win, melds, expected", [
    # "All Pungs", 1: four pungs or kongs and a pair
    ("111p555p777s999s2s", "2s", [], {"all_pungs": 1}),
    # "Golden Wait", 1: four melds, the winning tile completes the pair; "add 1 fan for All Pungs"
    ("2s", "2s", FOUR_PUNGS, {"all_pungs": 1, "golden_wait": 1}),
    # "Full Flush", 2: all tiles one suit
    ("123s456s789s234s5s", "5s", [], {"full_flush": 2}),
    # "Seven Pairs", 2
    ("11p33p55p22s44s66s8s", "8s", [], {"seven_pairs": 2}),
    # "Root", 1: four identical tiles in two or more sets (1p in the pung 111p and the chow 123p)
    ("111123p456s789s5s", "5s", [], {"root": 1}),
    # "Kong", 1 for each: four identical tiles in a kong
    ("123p456p789p5s", "5s", [kan("open_kan", "8888s", 3)], {"kong": 1}),
])
def test_each_combination_of_table_4(hand: str, win: str, melds: list, expected: dict) -> None:
    r = score(hand, win, melds=melds)
    assert values(r) == expected
    fan = sum(expected.values())
    assert r["total"] == fan and r["base"] == 2 ** fan


def test_kong_kong_all_pungs_is_three_fans() -> None:
    """Lesson 6, "examples of hands with 3 fans": "Kong" + "Kong" + "All Pungs" -> 8 points (Table 5)."""
    r = score("444p888s3s", "3s", melds=[kan("closed_kan", "2222p"), kan("open_kan", "6666s", 2)])
    assert values(r) == {"kong": 2, "all_pungs": 1}
    assert [p.get("count") for p in r["patterns"]] == [2, None]
    assert r["total"] == 3 and r["base"] == 8


def test_win_after_kong() -> None:
    """Lesson 6: "after declaring a kong on B8 replacement tile D7 completes the hand" (Kong 1 + Win after
    Kong 1 = 2 fans, 4 points); self-drawn, so each non-Hu player pays 4 + 1 (Table 6)."""
    r = score("56p123p456s99s", "7p", "tsumo", melds=[kan("closed_kan", "8888s")], flags={"rinshan": True})
    assert values(r) == {"kong": 1, "win_after_kong": 1}
    assert r["base"] == 4 and r["payments"] == [-5, 15, -5, -5]


def test_robbing_the_kong() -> None:
    """Lesson 6: "after declaring of promoted kong on D8 by another player this tile completes the hand";
    a Hu on a robbed kong is a win from the discard (Table 3, note): its declarer pays."""
    r = score("67p123s456s789s11s", "8p", seat=0, discarder=2, flags={"chankan": True})
    assert values(r) == {"robbing_the_kong": 1}
    assert r["payments"] == [2, 0, -2, 0]


def test_shoot_after_kong() -> None:
    """Lesson 6: "after declaring of a kong by another player discarded tile B5 completes the hand"."""
    r = score("123p456p789p46s99s", "5s", flags={"after_kong_discard": True}, discarder=3)
    assert values(r) == {"shoot_after_kong": 1}
    assert r["payments"] == [0, 2, 0, -2]


@pytest.mark.parametrize("win_type, flag", [("tsumo", "haitei"), ("ron", "houtei")])
def test_under_the_sea_on_the_last_tile_or_the_last_discard(win_type: str, flag: str) -> None:
    """Lesson 6: "when no tiles left in the wall the winning tile B4 is either taking from the wall (the last
    tile), or is discarded by another player (the last discard)"."""
    r = score("123p456p789p35s99s", "4s", win_type, flags={flag: True})
    assert values(r) == {"under_the_sea": 1}


@pytest.mark.parametrize("fan, cap3, cap4", [(0, 1, 1), (1, 2, 2), (2, 4, 4), (3, 8, 8), (4, 8, 16), (5, 8, 16)])
def test_hand_value_doubles_per_fan_up_to_the_cap(fan: int, cap3: int, cap4: int) -> None:
    """Table 5 (4 fans limit): 0 -> 1, 1 -> 2, 2 -> 4, 3 -> 8, 4 or more -> 16; with MIL's limit of 3 fans
    "maximal hand value is 2*2*2=8 points". Hands: full flush (2) of chows; with a root (3); seven pairs
    (2 more: 4); with a root (5)."""
    hands = {0: ("123p456p789s234s5s", "5s"), 1: ("111123p456s789s5s", "5s"), 2: ("123s456s789s234s5s", "5s"),
             3: ("111123s456s789s5s", "5s"), 4: ("11p22p44p55p66p88p9p", "9p"), 5: ("1111p22p44p55p66p8p", "8p")}
    hand, win = hands[fan]
    default, four = score(hand, win), score(hand, win, options={"fan_cap": 4})
    assert default["total"] == four["total"] == fan
    assert (default["base"], four["base"]) == (cap3, cap4)


def test_fan_cap_takes_three_or_four() -> None:
    """"Typical value of that limit is 3 (as in MIL's version of rules) or 4": the request's ``options``."""
    req = {"variant": "sichuan", "hand": "11p22p44p55p66p88p9p", "win_tile": "9p", "win_type": "ron", "seat": 1,
           "discarder": 0}
    assert score_line(json.dumps(req))["base"] == 8
    assert score_line(json.dumps({**req, "options": {"fan_cap": 4}}))["base"] == 16
    bad = score_line(json.dumps({**req, "options": {"fan_cap": 5}}))
    assert not bad["ok"] and "fan_cap" in bad["error"]


def test_self_draw_is_paid_hand_value_plus_one_by_each_non_hu_player() -> None:
    """Table 6: "Hu is declared on a self-drawn tile: Hand Value + 1, each non-Hu player"; with the bloody end,
    players who have declared Hu are out of the deal and pay nothing."""
    hand, win = "111p555p777s999s2s", "2s"  # All Pungs: 2 points
    assert score(hand, win, "tsumo")["payments"] == [-3, 9, -3, -3]
    assert score(hand, win, "tsumo", active_seats=[1, 2, 3])["payments"] == [0, 6, -3, -3]
    assert score(hand, win, "tsumo", active_seats=[0, 1])["payments"] == [-3, 3, 0, 0]


def test_two_hu_on_one_discard_each_paid_by_the_discarder() -> None:
    """Table 6: "Hu is declared on a discard: Hand Value, the discarder, each player declaring Hu on this
    discard"."""
    a = score("123p456p789s234s5s", "5s", seat=1, discarder=3)
    b = score("111p555p777s999s5s", "5s", seat=2, discarder=3)
    assert a["payments"] == [0, 1, 0, -1] and b["payments"] == [0, 0, 2, -2]


def test_a_discarder_out_of_the_deal_is_an_error() -> None:
    r = score("123p456p789s234s5s", "5s", discarder=0, active_seats=[1, 2, 3])
    assert not r["ok"] and "active_seats" in r["error"]


def test_four_kongs_and_golden_wait() -> None:
    """Table 9: Kong is possible in a hand 4 times, and goes with All Pungs and Golden Wait."""
    melds = [kan("closed_kan", "1111p"), kan("open_kan", "5555p", 3), kan("added_kan", "7777s", 0),
             kan("open_kan", "9999s", 2)]
    r = score("2s", "2s", "tsumo", melds=melds, flags={"rinshan": True})
    assert values(r) == {"kong": 4, "all_pungs": 1, "golden_wait": 1, "win_after_kong": 1}
    assert r["total"] == 7 and r["base"] == 8


def test_three_roots_in_seven_pairs() -> None:
    """Table 9: Root is possible 3 times, and goes with Seven Pairs (four identical tiles are two pairs)."""
    r = score("1111p2222p3333s5s", "5s")
    assert values(r) == {"root": 3, "seven_pairs": 2}
    assert r["decomposition"] == ["11p", "11p", "22p", "22p", "33s", "33s", "55s"]


def test_seven_pairs_full_flush_root_and_under_the_sea() -> None:
    """Table 9: Seven Pairs is compatible with Root, Full Flush and Under the Sea."""
    r = score("1111p22p44p55p66p8p", "8p", "tsumo", flags={"haitei": True})
    assert values(r) == {"root": 1, "full_flush": 2, "seven_pairs": 2, "under_the_sea": 1}


def test_the_best_split_counts() -> None:
    """A hand is valued by the split worth the most: 111222333p as three pungs (All Pungs) rather than three
    chows; 112233p445566s77s as seven pairs rather than four chows and a pair."""
    assert values(score("111222333p555s7s", "7s")) == {"all_pungs": 1}
    assert values(score("112233p445566s7s", "7s")) == {"seven_pairs": 2}


def test_root_with_a_melded_pung() -> None:
    """Root: four identical tiles in two or more sets, one of them a melded pung (Table 9: Root and Kong go
    together, Root does not need concealed tiles)."""
    r = score("123p456s789s5s", "5s", melds=[pon("111p", 2)])
    assert values(r) == {"root": 1}


def test_forbidden_suit_present() -> None:
    """Lesson 2: the forbidden suit "must be absent in the player's hand when declaring mahjong"."""
    for hand, win, melds in (("123m456p789s234s5s", "5s", []), ("123p456p789s234s1m", "1m", []),
                             ("123p456p789s5s", "5s", [pon("111m", 2)])):
        r = score(hand, win, melds=melds)
        assert r["ok"] and not r["valid"] and r["reason"] == "forbidden suit present"
    assert score("123m456m789s234s5s", "5s", void_suit="p")["valid"]


def test_without_a_void_suit_a_hand_of_three_suits_holds_it() -> None:
    """Every player has a forbidden suit: a hand of all three suits holds it, whichever it is."""
    req = {"variant": "sichuan", "hand": "123m456p789s234s5s", "win_tile": "5s", "win_type": "ron", "seat": 1,
           "discarder": 0}
    r = ruleset("sichuan").score_request(req)
    assert not r["valid"] and r["reason"] == "forbidden suit present"
    assert ruleset("sichuan").score_request({**req, "hand": "123m456m789s234s5s"})["valid"]


def test_not_a_complete_hand() -> None:
    r = score("123p456p789s234s5s", "6s")
    assert r["ok"] and not r["valid"] and r["reason"] == "not a complete hand"


def test_first_turn_is_accepted_without_fan() -> None:
    """The document's fan table has no heavenly or earthly win: East's Hu on the initial turn scores as any."""
    r = score("123p456p789s234s5s", "5s", "tsumo", seat=0, flags={"first_turn": True})
    assert r["valid"] and r["patterns"] == []


@pytest.mark.parametrize("fields, word", [
    ({"melds": [{"type": "chi", "tiles": "123p", "from": 0}]}, "chi"),
    ({"melds": [pon("123p", 0)]}, "one tile repeated"),
    ({"flags": {"rinshan": True}}, "rinshan"),  # a ron
    ({"flags": {"riichi": True}}, "riichi"),
    ({"flags": {"chankan": True, "houtei": True}}, "cannot both"),
    ({"flags": {"chankan": True, "after_kong_discard": True}}, "cannot both"),
    ({"hand": "1111p23p456s789s5s", "win_tile": "1p"}, "5 tiles"),
])
def test_bad_requests_name_what_is_wrong(fields: dict, word: str) -> None:
    base = {"hand": "123p456p789s234s5s", "win": "5s"}
    hand = fields.pop("hand", base["hand"])
    win = fields.pop("win_tile", base["win"])
    r = score(hand, win, **fields)
    assert not r["ok"] and word in r["error"]


def test_win_after_kong_needs_a_kong() -> None:
    r = score("123p456p789s234s5s", "5s", "tsumo", flags={"rinshan": True})
    assert not r["ok"] and "kong" in r["error"]


@pytest.mark.parametrize("hand, win, melds", [
    ("111p555p777s999s2s", "2s", []),  # All Pungs: 2s would complete the pair
    ("2s", "2s", FOUR_PUNGS),  # Golden Wait
    ("11p33p55p22s44s66s8s", "8s", []),  # Seven Pairs
])
def test_robbing_the_kong_goes_with_no_pung_or_pair_of_the_robbed_tile(hand: str, win: str, melds: list) -> None:
    """Table 9: Robbing the Kong is not compatible with All Pungs, Golden Wait or Seven Pairs: the kong being
    robbed holds the other three copies of the tile, so it can only complete a chow. A request claiming it
    otherwise is an error naming the flag."""
    r = score(hand, win, melds=melds, flags={"chankan": True})
    assert not r["ok"] and "chankan" in r["error"] and win in r["error"]


def test_all_pungs_goes_with_full_flush() -> None:
    """Chapter 2 test, question 4: of Root, Full Flush, Seven Pairs and Robbing the Kong, only Full Flush can
    be combined with All Pungs in a hand with Hu (Table 9: All Pungs row, "+" under FF only of the four)."""
    assert values(score("111p555p777p999p2p", "2p")) == {"all_pungs": 1, "full_flush": 2}
    # a Root puts its four tiles in two sets, one of them not a pung: the hand is then not All Pungs
    assert values(score("111123p555p999p2p", "2p")) == {"root": 1, "full_flush": 2}


def test_most_fans_in_one_hand() -> None:
    """Chapter 2, "Problem": a hand with as many fans as Table 4 allows together (Table 9: Kong x4, All Pungs,
    Golden Wait, Full Flush, Win after Kong and Under the Sea go together; Root and Seven Pairs do not go
    with All Pungs, nor Robbing or Shoot after Kong with Win after Kong): four kongs of dots, the last one's
    replacement, the last tile of the wall, pairing the ninth dot. 4 + 1 + 1 + 2 + 1 + 1 = 10 fans: 2^10 = 1024
    points without a limit; 8 with the limit of 3 fans, 16 with 4 (Table 5)."""
    melds = [kan("closed_kan", "1111p"), kan("closed_kan", "2222p"), kan("open_kan", "3333p", 0),
             kan("added_kan", "4444p", 2)]
    r = score("9p", "9p", "tsumo", melds=melds, flags={"rinshan": True, "haitei": True})
    assert values(r) == {"kong": 4, "all_pungs": 1, "golden_wait": 1, "full_flush": 2, "win_after_kong": 1,
                         "under_the_sea": 1}
    assert r["total"] == 10 and 2 ** r["total"] == 1024
    assert r["base"] == 8
    assert score("9p", "9p", "tsumo", melds=melds, flags={"rinshan": True, "haitei": True},
                 options={"fan_cap": 4})["base"] == 16


def test_the_most_one_payment_can_bring_is_9() -> None:
    """Chapter 2 test, question 1 ("the maximum number of points a player can get for one payment": 8, 27, 24
    or 9): with the limit of 3 fans a hand is worth 8 at most, and a self-drawn Hu is paid hand value + 1 by
    each payer (Table 6): 9."""
    r = score("111123s456s789s5s", "5s", "tsumo")  # Full Flush 2 + Root 1: 3 fans
    assert r["base"] == 8 and r["payments"] == [-9, 27, -9, -9]
