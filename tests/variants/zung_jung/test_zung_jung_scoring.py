"""Zung Jung hand values and payments: the 320 limit, limit patterns, the chicken hand and the 5-point
minimum, flowers, blame and same-turn immunity, bad requests. Values from the rule document
(/work/shared/rules/004_feef2d5d1da5c71a.txt) and /work/shared/rules/spec_zung_jung.md."""
from __future__ import annotations

import pytest
from zung_jung_requests import kan, pon, score, values

#: Concealed Hand 5 + Pure One-Suit 80 + Nine-Tile Straight 40 = 125, on an 8m.
WORTH_125 = "123456789m222m8m"


# -- payments (the document's Blame section; spec section 7) ---------------------------------------
def test_the_documents_blame_example() -> None:
    # "you're still entitled to 375 points ... Alice and Bob have to pay you 25 points, but Carl ... 325"
    resp = score(WORTH_125, "8m", discarder=3)
    assert resp["total"] == resp["base"] == 125
    assert resp["payments"] == [375, -25, -25, -325]


def test_the_documents_self_draw() -> None:
    # "If you draw the 8 yourself, all three players pay you 125 points, giving you a total of 375 points."
    assert score(WORTH_125, "8m", "tsumo")["payments"] == [375, -125, -125, -125]


@pytest.mark.parametrize("hand, win, melds, value, pay", [
    # spec section 7: V=1 ron -> +3/-1/-1/-1 (chicken hand)
    ("333m6789m789p", "6m", [pon("555s")], 1, [3, -1, -1, -1]),
    # 25 or less: "all players pay that amount to you" (Value Honor 20 + Two Concealed Triplets 5 = 25)
    ("555z111z6789m", "6m", [pon("555s")], 25, [75, -25, -25, -25]),
    # V=40 ron -> +120, discarder -70, others -25 (Mixed One-Suit)
    ("123m345m789m5z", "5z", [pon("444z")], 40, [120, -70, -25, -25]),
    # V=480 ron -> +1440, discarder -1390, others -25 (Nine Gates)
    ("1112345678999m", "2m", [], 480, [1440, -1390, -25, -25]),
])
def test_discard_wins_pay_above_25_by_blame(hand: str, win: str, melds: list, value: int, pay: list[int]) -> None:
    resp = score(hand, win, discarder=1, melds=melds)
    assert resp["total"] == value and resp["payments"] == pay


def test_blame_seat_takes_the_blame_instead_of_the_discarder() -> None:
    # Same-turn immunity: "Poor Bob gets the blame" though Alice (here seat 2) discarded the winning tile.
    assert score(WORTH_125, "8m", discarder=2, flags={"blame_seat": 1})["payments"] == [375, -325, -25, -25]


def test_blame_on_the_winner_is_paid_as_a_self_draw() -> None:
    # "your hand is treated as though you had called tsumo": everyone pays the value.
    assert score(WORTH_125, "8m", discarder=2, flags={"blame_seat": 0})["payments"] == [375, -125, -125, -125]


def test_blame_does_not_matter_at_25_or_less() -> None:
    assert score("333m567m88m34s789p", "5s", discarder=2, flags={"blame_seat": 3})["payments"] == [15, -5, -5, -5]


def test_another_winner_and_discarder() -> None:
    # Seat 2 wins on seat 0's discard: the discarder pays 375 - 50 = 325.
    assert score(WORTH_125, "8m", seat=2, discarder=0)["payments"] == [-325, -25, 375, -25]


# -- the limit (spec section 6) -------------------------------------------------------------------
def test_a_hand_above_320_is_cut_to_320() -> None:
    # The peer's cap test: Blessing of Heaven 155 + Four Consecutive Triplets 200 + Four Concealed
    # Triplets 125 + Pure One-Suit 80 + All Triplets 30 + Concealed Hand 5 = 595, capped to 320;
    # self-drawn, so each opponent pays 320.
    resp = score("1112223334449m", "9m", "tsumo", flags={"first_turn": True})
    assert sum(values(resp).values()) == 595
    assert resp["total"] == 320 and resp["limit"] == "limit"
    assert resp["payments"] == [960, -320, -320, -320]


def test_a_limit_pattern_scores_its_own_value_past_320() -> None:
    # "if you somehow manage to make four [kongs], that's worth a whopping 480 points": not capped.
    resp = score("1z", "1z", "tsumo", melds=[kan("5555p"), kan("6666s"), kan("7777s"), kan("2222m")])
    assert resp["total"] == 480 and resp["limit"] == "limit_hand"
    assert resp["patterns"] == [{"id": "four_kong", "name": "Four Kong", "value": 480, "limit": True}]
    assert resp["payments"] == [1440, -480, -480, -480]


def test_below_the_limit_nothing_is_cut() -> None:
    resp = score(WORTH_125, "8m")
    assert resp["limit"] is None


# -- chicken hand and the minimum (the document's Winning hands section) ----------------------------
def test_the_chicken_hand_wins_by_default() -> None:
    # "If your hand scores 0 points, you are given a token 1-point pattern called Chicken Hand."
    assert values(score("333m6789m789p", "6m", melds=[pon("555s")])) == {"chicken_hand": 1}


def test_five_point_minimum_forbids_the_chicken_hand() -> None:
    # "you may want to play with a 5-point minimum, meaning you are not allowed to win with a chicken hand."
    resp = score("333m6789m789p", "6m", melds=[pon("555s")], options={"minimum": 5})
    assert resp["valid"] is False and resp["reason"] == "below minimum 5 points"
    assert values(score("333m567m88m34s789p", "5s", options={"minimum": 5})) == {"concealed_hand": 5}


def test_an_incomplete_hand_is_not_a_win() -> None:
    resp = score("333m567m88m34s789p", "1z")
    assert resp["ok"] is True and resp["valid"] is False and resp["reason"] == "not a complete hand"


# -- what makes a set (the document's Dragons, Winds and Number tiles sections) -------------------------
@pytest.mark.parametrize("hand", ["123m456m789m567z5m", "123m456m789m123z5m", "12m3p456m789m123s5m"])
def test_honors_make_no_sequences_and_suits_do_not_mix(hand: str) -> None:
    # "Dragon tiles cannot form sequences, only triplets"; winds are "much like dragon tiles"; "Number tiles
    # only ever combine with other number tiles of the same suit."
    resp = score(hand, "5m")
    assert resp["ok"] is True and resp["valid"] is False and resp["reason"] == "not a complete hand"


# -- kongs and four of a kind (the document's Kong! and Winning hands sections) -------------------------
def test_four_of_a_kind_not_declared_is_no_kong() -> None:
    # "Note that the four tiles on your rack are not considered a kong until you do this. It would instead be
    # considered two pairs, or a triplet and an extra tile": 111m and 123m, Concealed Hand 5 and no One Kong.
    assert values(score("1111m23m456p789s5z", "5z")) == {"concealed_hand": 5}


def test_a_kong_is_not_two_pairs_of_seven_pairs() -> None:
    # "Four of a kind counts as two pairs, but only if it is not a kong" (spec: "two kong is not seven pairs").
    resp = score("66m88m11z2z", "2z", melds=[kan("3333m", None), kan("5555m", None)])
    assert resp["ok"] is True and resp["valid"] is False and resp["reason"] == "not a complete hand"


def test_kongs_count_as_triplets() -> None:
    # "(Aside from this, all kongs are counted as triplets for scoring purposes.)": All Triplets 30 with One
    # Kong 5 ("Having one kong gives you 5 points").
    assert values(score("999m5m", "5m", melds=[pon("222p"), pon("333s"), kan("4444s")])) == {
        "all_triplets": 30, "one_kong": 5}


# -- flowers (spec section 4, Bonus Tiles) ------------------------------------------------------------
FLOWERS = {"flowers": True}


@pytest.mark.parametrize("seat, flowers, expected", [
    # East's own flower and season (1f, spring 1g) are proper, 4 each; flower 2f and autumn 3g improper, 2 each
    (0, "1f2f1g3g", {"proper_flower": 4, "proper_season": 4, "improper_flower": 2, "improper_season": 2}),
    # improper ones count 2 each ("otherwise it's 2 points each")
    (1, "1f3f4f", {"improper_flower": 6}),
    # a full set of flowers is worth 10 more: South's 2f proper (4) + three improper (6) + 10
    (1, "1f2f3f4f", {"proper_flower": 4, "improper_flower": 6, "four_flowers": 10}),
    (3, "1g2g3g4g", {"proper_season": 4, "improper_season": 6, "four_seasons": 10}),
])
def test_flowers(seat: int, flowers: str, expected: dict[str, int]) -> None:
    # on a hand with Concealed Hand 5 only
    got = values(score("333m567m88m34s789p", "5s", seat=seat, flowers=flowers, options=FLOWERS))
    assert got == {"concealed_hand": 5, **expected}


def test_a_flower_is_a_pattern_so_no_chicken_hand() -> None:
    # spec: flower patterns sit with the others, "so a flower also cancels Chicken Hand"
    got = values(score("333m6789m789p", "6m", melds=[pon("555s")], flowers="2f", options=FLOWERS))
    assert got == {"improper_flower": 2}


def test_flowers_do_not_count_beside_a_limit_pattern() -> None:
    assert values(score("1112345678999m", "2m", flowers="1f", options=FLOWERS)) == {"nine_gates": 480}


# -- the document's Nine Gates example ---------------------------------------------------------------
def test_nine_gates_on_a_discard_but_not_when_treated_as_the_self_draw_before() -> None:
    # "The concealed portion of our hand is 1112345678999, the waiting pattern for Nine Gates, so it should
    # count if we claim Bob's 2." ... but having discarded the 2 ourselves, "your hand is treated as though
    # you had called tsumo before discarding the tile": the 9 we drew on 1112234567899 - "it won't count as
    # Nine Gates. So right now we only have a Concealed Hand with a Full Flush. That's still a good hand
    # (85 points)". The drawn 9 completes 999m, so that triplet is not concealed: no Two Concealed Triplets.
    assert values(score("1112345678999m", "2m")) == {"nine_gates": 480}
    passed = score("1112234567899m", "9m", "tsumo")
    assert values(passed) == {"concealed_hand": 5, "pure_one_suit": 80}
    assert passed["total"] == 85 and passed["payments"] == [255, -85, -85, -85]


def test_the_tables_rule_for_a_self_drawn_triplet_is_an_option() -> None:
    # spec_zung_jung.md row 17 (Two Concealed Triplets 5): the triplet completed by the winning tile is
    # concealed "On a self-draw": with option drawn_triplet_concealed the same hand scores 85 + 5 = 90.
    passed = score("1112234567899m", "9m", "tsumo", options={"drawn_triplet_concealed": True})
    assert values(passed) == {"concealed_hand": 5, "pure_one_suit": 80, "two_concealed_triplets": 5}
    assert passed["total"] == 90


# -- bad requests ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("fields, error", [
    ({"melds": [{"type": "chi", "tiles": "135m", "from": 3}]}, "melds[0].tiles"),
    ({"melds": [{"type": "chi", "tiles": "567z", "from": 3}]}, "melds[0].tiles"),
    ({"melds": [{"type": "chi", "tiles": "12m3p", "from": 3}]}, "melds[0].tiles"),
    ({"melds": [{"type": "pon", "tiles": "556m", "from": 3}]}, "melds[0].tiles"),
    ({"hand": "3333m567m88m34s78p", "win": "3m"}, "5 tiles of 3m"),
    ({"flags": {"riichi": True}}, "flag 'riichi'"),
    ({"flags": {"rinshan": True}}, "flag 'rinshan' needs win_type 'tsumo'"),
    ({"win_type": "tsumo", "discarder": None, "flags": {"blame_seat": 2}}, "flag 'blame_seat'"),
    ({"flags": {"blame_seat": 7}}, "blame_seat"),
    ({"flowers": "1f"}, "flowers"),
])
def test_bad_requests_name_the_field(fields: dict, error: str) -> None:
    request = {"hand": "333m567m88m34s789p", "win": "5s", **fields}
    hand, win = request.pop("hand"), request.pop("win")
    if request.get("discarder", 0) is None:
        request.pop("discarder")
    resp = score(hand, win, **request)
    assert resp["ok"] is False and error in resp["error"]


def test_a_flower_in_the_hand_is_refused() -> None:
    resp = score("333m567m88m34s78p1f", "5s", options=FLOWERS)
    assert resp["ok"] is False and "flowers" in resp["error"]
