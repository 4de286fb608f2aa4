"""Every Zung Jung pattern, with the values of the pattern table (/work/shared/rules/spec_zung_jung.md
section 4, rows numbered as there) and the rule document (/work/shared/rules/004_feef2d5d1da5c71a.txt).
Seat 0 (East) wins unless a case says otherwise; a ron comes from seat 1."""
from __future__ import annotations

from typing import Any

import pytest
from zung_jung_requests import chi, kan, pon, score, values

CASES: list[tuple[str, str, str, dict[str, Any], dict[str, int]]] = [
    # 1 Chicken Hand 1: no other pattern (the peer's chicken-hand case: 333m 66m 789m 789p + pon 555s)
    ("chicken", "333m6789m789p", "6m", {"melds": [pon("555s")]}, {"chicken_hand": 1}),
    # 2 All Sequences 5: four sequences, open allowed, the pair may be a value honor
    ("all sequences", "123m456m34p55z", "5p", {"melds": [chi("789s")]}, {"all_sequences": 5}),
    # 3 Concealed Hand 5, also on a discard (333m 567m 88m 345s 789p)
    ("concealed", "333m567m88m34s789p", "5s", {}, {"concealed_hand": 5}),
    # 4 No Terminals 5: no 1, 9 or honor anywhere
    ("no terminals", "234m456p678p5s", "5s", {"melds": [pon("666s")]}, {"no_terminals": 5}),
    # 5 Mixed One-Suit 40: one suit and honors
    ("mixed one-suit", "123m345m789m5z", "5z", {"melds": [pon("444z")]}, {"mixed_one_suit": 40}),
    # 6 Pure One-Suit 80 supersedes Mixed One-Suit
    ("pure one-suit", "234m567m789m5m", "5m", {"melds": [pon("111m")]}, {"pure_one_suit": 80}),
    # 7 Nine Gates 480, a limit: 1112345678999 of one suit before the winning tile
    ("nine gates", "1112345678999m", "2m", {}, {"nine_gates": 480}),
    # ... "and you draw or claim any tile of the same suit"
    ("nine gates self-drawn", "1112345678999p", "9p", {"win_type": "tsumo"}, {"nine_gates": 480}),
    # ... not when the thirteen tiles are another shape (the peer's "not nine gates": 5 + 80)
    ("not nine gates", "1112344678999m", "5m", {}, {"concealed_hand": 5, "pure_one_suit": 80}),
    # 8 Value Honor 10 for a dragon triplet
    ("dragon triplet", "123m567m789p5s666z", "5s", {}, {"concealed_hand": 5, "value_honor": 10}),
    # ... for the seat wind's triplet (South for seat 1)
    ("seat wind", "123m567m789p5s", "5s", {"seat": 1, "discarder": 2, "melds": [pon("222z", 3)]},
     {"value_honor": 10}),
    # ... but not for another wind, the prevailing one included ("There is no prevailing-wind pattern")
    ("round wind", "123m567m789p5s", "5s", {"round_wind": "W", "melds": [pon("333z")]}, {"chicken_hand": 1}),
    # ... 10 each: white and East (the peer's "value honors stack": 20 + Two Concealed Triplets 5)
    ("value honors stack", "555z111z6789m", "6m", {"melds": [pon("555s")]},
     {"value_honor": 20, "two_concealed_triplets": 5}),
    # 9 Small Three Dragons 40, Value Honor still counts (the peer's test: 40 + 20)
    ("small three dragons", "56m789p66z777z", "4m", {"melds": [pon("555z")]},
     {"value_honor": 20, "small_three_dragons": 40}),
    # 10 Big Three Dragons 130 (test: 130 + 30)
    ("big three dragons", "5m678p777z", "5m", {"melds": [pon("555z"), pon("666z")]},
     {"value_honor": 30, "big_three_dragons": 130}),
    # 11 Small Three Winds 30: two wind triplets and a pair of a third wind
    ("small three winds", "56m789p33z444z", "4m", {"melds": [pon("222z")]}, {"small_three_winds": 30}),
    # 12 Big Three Winds 120 supersedes Small Three Winds
    ("big three winds", "5m678p444z", "5m", {"melds": [pon("222z"), pon("333z")]}, {"big_three_winds": 120}),
    # 13 Small Four Winds 320, a limit: only it counts (East's Value Honor does not)
    ("small four winds", "56m222z33z444z", "4m", {"melds": [pon("111z")]}, {"small_four_winds": 320}),
    # 14 Big Four Winds 400
    ("big four winds", "5m222z333z444z", "5m", {"melds": [pon("111z")]}, {"big_four_winds": 400}),
    # ... with an honor pair it is also All Honors: a hand scores its best limit pattern only (section 8.1)
    ("big four winds, all honors", "1112223334445z", "5z", {}, {"big_four_winds": 400}),
    # 15 All Honors 320, any honor shape (seven pairs: "Seven Pairs with All Honors gives only 320")
    ("all honors", "1122334455667z", "7z", {}, {"all_honors": 320}),
    # 16 All Triplets 30 (the peer's test: open, 30)
    ("all triplets", "999m5m", "5m", {"melds": [pon("222p"), pon("333s"), pon("444s")]}, {"all_triplets": 30}),
    # 17 Two Concealed Triplets 5 (the peer's test: pon 999m, 333s and 444s concealed)
    ("two concealed triplets", "5m123p333s444s", "5m", {"melds": [pon("999m")]}, {"two_concealed_triplets": 5}),
    # ... a triplet the winning tile could complete stays concealed when a sequence takes that tile
    ("winning tile in a sequence", "22234m555p789s11z", "2m", {},
     {"concealed_hand": 5, "two_concealed_triplets": 5}),
    # 18 Three Concealed Triplets 30 supersedes Two
    ("three concealed triplets", "5m222p333s444s", "5m", {"melds": [chi("789m")]}, {"three_concealed_triplets": 30}),
    # ... a triplet completed by a discard is not concealed: 999m 222p 444s, 333s is not (5 + 30 + 30)
    ("triplet completed by the discard", "999m55m222p33s444s", "3s", {},
     {"concealed_hand": 5, "all_triplets": 30, "three_concealed_triplets": 30}),
    # 19 Four Concealed Triplets 125, the discard completing the pair (test: 30 + 5 + 125 = 160)
    ("four concealed triplets", "999m5m222p333444s", "5m", {},
     {"concealed_hand": 5, "all_triplets": 30, "four_concealed_triplets": 125}),
    # ... a triplet the self-drawn winning tile completes is not concealed either: the rule document's
    # self-drawn 11122345678999 (111 and 999 triplets) is "only a Concealed Hand with a Full Flush ...
    # (85 points)". Here 999m 222p 444s are concealed, 333s is not.
    ("self-drawn triplet", "999m55m222p33s444s", "3s", {"win_type": "tsumo"},
     {"concealed_hand": 5, "all_triplets": 30, "three_concealed_triplets": 30}),
    # ... unless option drawn_triplet_concealed gives the table's rule ("On a self-draw it is")
    ("self-drawn triplet, table's rule", "999m55m222p33s444s", "3s",
     {"win_type": "tsumo", "options": {"drawn_triplet_concealed": True}},
     {"concealed_hand": 5, "all_triplets": 30, "four_concealed_triplets": 125}),
    # 20 One Kong 5 ("Having one kong gives you 5 points")
    ("one kong", "123m456m789s1z", "1z", {"melds": [kan("5555p")]}, {"one_kong": 5}),
    # ... a concealed kong keeps the hand concealed (the peer's "ankan preserves concealed hand": 5 + 5)
    ("concealed kong", "56788m34s789p", "5s", {"melds": [kan("3333m", None)]}, {"concealed_hand": 5, "one_kong": 5}),
    # ... and is a concealed triplet (the peer's test: 5 + 5 + 5)
    ("concealed kong as a triplet", "555m88m34s789p", "5s", {"melds": [kan("3333m", None)]},
     {"concealed_hand": 5, "two_concealed_triplets": 5, "one_kong": 5}),
    # 21 Two Kong 20 ("Having two is worth 20 points")
    ("two kong", "123m456m1z", "1z", {"melds": [kan("5555p"), kan("6666s")]}, {"two_kong": 20}),
    # 22 Three Kong 120 ("Having three is worth 120")
    ("three kong", "123m1z", "1z", {"melds": [kan("5555p"), kan("6666s"), kan("7777s")]}, {"three_kong": 120}),
    # 23 Four Kong 480, a limit ("if you somehow manage to make four, that's worth a whopping 480 points")
    ("four kong", "1z", "1z", {"melds": [kan("5555p"), kan("6666s"), kan("7777s"), kan("2222m")]}, {"four_kong": 480}),
    # 24 Two Identical Sequences 10, with All Sequences (an honor pair allowed) and Concealed Hand
    ("two identical sequences", "112233m456p789s5z", "5z", {},
     {"all_sequences": 5, "concealed_hand": 5, "two_identical_sequences": 10}),
    # 25 Two Identical Sequences Twice 60 supersedes Two Identical Sequences; better than Seven Pairs 30
    ("twice", "112233m445566p7s", "7s", {}, {"all_sequences": 5, "concealed_hand": 5,
                                            "two_identical_sequences_twice": 60}),
    # 26 Three Identical Sequences 120
    ("three identical sequences", "112233m456p7s", "7s", {"melds": [chi("123m")]},
     {"all_sequences": 5, "three_identical_sequences": 120}),
    # 27 Four Identical Sequences 480, a limit
    ("four identical sequences", "223344s5z", "5z", {"melds": [chi("234s"), chi("234s")]},
     {"four_identical_sequences": 480}),
    # 28 Three Similar Sequences 35
    ("three similar sequences", "123m123p123s456m5z", "5z", {},
     {"all_sequences": 5, "concealed_hand": 5, "three_similar_sequences": 35}),
    # 29 Small Three Similar Triplets 30: 222m 222p and a pair of 2s (no terminals either)
    ("small three similar triplets", "222m222p2s345m678p", "2s", {},
     {"concealed_hand": 5, "no_terminals": 5, "two_concealed_triplets": 5, "small_three_similar_triplets": 30}),
    # 30 Three Similar Triplets 120
    ("three similar triplets", "222m222p222s345m5z", "5z", {},
     {"concealed_hand": 5, "three_concealed_triplets": 30, "three_similar_triplets": 120}),
    # 31 Nine-Tile Straight 40
    ("nine-tile straight", "123456789p234s1z", "1z", {},
     {"all_sequences": 5, "concealed_hand": 5, "nine_tile_straight": 40}),
    # 32 Three Consecutive Triplets 100
    ("three consecutive triplets", "555p789s1z", "1z", {"melds": [pon("333p"), pon("444p")]},
     {"three_consecutive_triplets": 100}),
    # 33 Four Consecutive Triplets 200 supersedes Three; with All Triplets 30 and Mixed One-Suit 40
    ("four consecutive triplets", "666p1z", "1z", {"melds": [pon("333p"), pon("444p"), pon("555p")]},
     {"mixed_one_suit": 40, "all_triplets": 30, "four_consecutive_triplets": 200}),
    # 34 Mixed Lesser Terminals 40: a terminal or honor in every set and in the pair
    ("mixed lesser terminals", "123m789p111s999s1z", "1z", {},
     {"concealed_hand": 5, "two_concealed_triplets": 5, "mixed_lesser_terminals": 40}),
    # 35 Pure Lesser Terminals 50 supersedes Mixed
    ("pure lesser terminals", "123m789p111s999s9m", "9m", {},
     {"concealed_hand": 5, "two_concealed_triplets": 5, "pure_lesser_terminals": 50}),
    # 36 Mixed Greater Terminals 100 supersedes the lesser ones (East's triplet of East: Value Honor)
    ("mixed greater terminals", "111m999p111s9s", "9s", {"melds": [pon("111z")]},
     {"value_honor": 10, "all_triplets": 30, "three_concealed_triplets": 30, "mixed_greater_terminals": 100}),
    # 37 Pure Greater Terminals 400, a limit (here as seven pairs, four 1m as two pairs)
    ("pure greater terminals", "1199m1199p1199s1m", "1m", {}, {"pure_greater_terminals": 400}),
    # 38 Final Draw 10: self-drawn on the live wall's last tile
    ("final draw", "333m567m88m34s789p", "5s", {"win_type": "tsumo", "flags": {"haitei": True}},
     {"concealed_hand": 5, "final_draw": 10}),
    # 39 Final Discard 10
    ("final discard", "333m567m88m34s789p", "5s", {"flags": {"houtei": True}},
     {"concealed_hand": 5, "final_discard": 10}),
    # 40 Win on Kong 10
    ("win on kong", "56788m34s789p", "5s", {"win_type": "tsumo", "flags": {"rinshan": True},
                                             "melds": [kan("3333m", None)]},
     {"concealed_hand": 5, "one_kong": 5, "win_on_kong": 10}),
    # 41 Robbing a Kong 10
    ("robbing a kong", "333m567m88m34s789p", "5s", {"flags": {"chankan": True}},
     {"concealed_hand": 5, "robbing_a_kong": 10}),
    # 42 Blessing of Heaven 155: the dealer's self-draw on his first draw
    ("blessing of heaven", "333m567m88m34s789p", "5s", {"win_type": "tsumo", "flags": {"first_turn": True}},
     {"concealed_hand": 5, "blessing_of_heaven": 155}),
    # ... not another player's first self-draw
    ("first self-draw of South", "333m567m88m34s789p", "5s",
     {"seat": 1, "win_type": "tsumo", "flags": {"first_turn": True}}, {"concealed_hand": 5}),
    # 43 Blessing of Earth 155: a win on East's first discard
    ("blessing of earth", "333m567m88m34s789p", "5s", {"seat": 2, "discarder": 0, "flags": {"first_turn": True}},
     {"concealed_hand": 5, "blessing_of_earth": 155}),
    # 44 Seven Pairs 30 supersedes Concealed Hand; four of a kind not declared is two pairs
    ("seven pairs", "1111m3355m7799p2s", "2s", {}, {"seven_pairs": 30}),
    # 45 Thirteen Terminals 160 supersedes Concealed Hand and Mixed Greater Terminals
    ("thirteen terminals", "19m19p19s1234567z", "1m", {}, {"thirteen_terminals": 160}),
]


@pytest.mark.parametrize("hand, win, fields, expected", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_patterns(hand: str, win: str, fields: dict[str, Any], expected: dict[str, int]) -> None:
    resp = score(hand, win, **fields)
    assert values(resp) == expected
    assert resp["unit"] == "points"


def test_every_pattern_of_the_table_is_exercised() -> None:
    from polymahjong import ruleset

    flowers = {"proper_flower", "proper_season", "improper_flower", "improper_season", "four_flowers", "four_seasons"}
    seen = {pid for c in CASES for pid in c[4]}
    assert {p["id"] for p in ruleset("zung_jung").patterns()} == seen
    assert {p["id"] for p in ruleset("zung_jung", flowers=True).patterns()} == seen | flowers


def test_every_pattern_but_the_chicken_hand_is_worth_at_least_5() -> None:
    # "a token 1-point pattern called Chicken Hand ... All other patterns score at least 5 points" (without
    # the flowers option; its flower patterns come from the table's Bonus Tiles mod).
    from polymahjong import ruleset

    values_ = {p["id"]: p["value"] for p in ruleset("zung_jung").patterns()}
    assert values_.pop("chicken_hand") == 1 and min(values_.values()) == 5
