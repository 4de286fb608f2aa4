"""The Tianjin scorer against the rule document (/work/shared/rules/001_be2474566dbe2e06.txt): its win
conditions, how they multiply, open bar, heavenly victory, bars, step up and shoveled. The jokers are 2s
and 3s unless a test says otherwise. Go Fish is worth 2 and Dragon 4: "if John steps up and wins via go
fish, everyone transfers 4 points (2 × 2) to John. If, instead, Bob wins via a dragon, John must transfer
8 points (2 × 4)". The document gives no number for Vanilla, Quinquennial and Joker's Dragon; their tests
set one through the value options."""
from __future__ import annotations

import pytest
from tianjin_requests import ids, score

from polymahjong import ruleset

#: Four sets and a joker (3s): "you were fishing for the second half of your base pair with a joker".
GO_FISH = "123m456p789p111z3s"
#: A dots dragon whose 9 is a joker (2s), a set of winds, and a single 6z to pair.
DRAGON = "12345678p2s111z6z"


@pytest.mark.parametrize("win", ["7z", "5m", "9p", "1z", "2s"])
def test_go_fish_wins_whatever_is_drawn(win: str) -> None:
    """"The base pair must consist of a joker ... In other words, you were fishing for the second half of
    your base pair with a joker and would win no matter what tile was drawn" (a drawn joker too)."""
    resp = score(GO_FISH, win)
    assert ids(resp) == ["go_fish"] and resp["total"] == 2 and resp["unit"] == "points"
    assert resp["payments"] == [-2, 6, -2, -2]  # "every player must transfer a set number of points to the winner"


def test_go_fish_needs_the_joker_held_not_drawn() -> None:
    """"... and that joker must not be the last tile drawn": a drawn joker pairing a held 7z is no Go Fish,
    and four sets and a pair are not enough to win."""
    resp = score("123m456p789p111z7z", "3s")
    assert resp["valid"] is False and "win condition" in resp["reason"]


def test_go_fish_with_two_jokers_one_completing_a_set() -> None:
    """Two jokers: one completes 7-8-9 of dots, the other waits for the pair's second half."""
    assert ids(score("123m456p78p111z2s3s", "5z")) == ["go_fish"]


def test_go_fish_pair_of_a_joker_and_a_held_tile() -> None:
    """"The base pair must consist of a joker, and that joker must not be the last tile drawn. In other
    words, you were fishing for the second half of your base pair with a joker and would win no matter
    what tile was drawn": South held 3-4-5, 6-7-8, 9-9 of dots (a joker makes the 9s a set), 444z and a
    joker, so any tile won; he draws the 1p and holds a dots dragon (1p, a joker for the 2p, 3p...) with a
    joker paired with his 9p. Go Fish 2 × Dragon 4 ("multiply the point values together")."""
    resp = score("34567899p2s3s444z", "1p")
    assert ids(resp) == ["go_fish", "dragon"] and resp["total"] == 8


def test_no_go_fish_when_not_fishing() -> None:
    """A joker paired with a held 5z, the drawn 9p completing 7-8-9 of dots: the pair holds a joker, but
    before the draw South was not "fishing ... with a joker" (only a 5z, a 6p, a 9p or a joker would have won), and
    no other condition is met."""
    resp = score("123m456p78p111z5z3s", "9p")
    assert resp["valid"] is False and resp["reason"].startswith("no win condition")


def test_plain_hand_is_no_win() -> None:
    """"Tianjin Mahjong does not consider merely having four sets and a base pair as sufficient to win":
    a joker in a set, a real pair, no other condition."""
    resp = score("12m456p789p111z55z", "3s")
    assert resp["valid"] is False and resp["reason"].startswith("no win condition")


def test_vanilla_is_a_hand_without_jokers() -> None:
    """"Vanilla: You may not have any jokers in your hand.\""""
    assert ids(score("123m456p789p111z5z", "5z", options={"value.vanilla": 2})) == ["vanilla"]
    assert score("123m456p789p111z5z", "5z", jokers=["9m", "1m"])["valid"] is False  # 1m is a joker here


def test_vanilla_times_dragon() -> None:
    """"If a player satisfies multiple win conditions, multiply the point values together": Vanilla (set
    to 5) × Dragon 4."""
    resp = score("123456789p111z6z", "6z", options={"value.vanilla": 5})
    assert ids(resp) == ["vanilla", "dragon"] and resp["total"] == 20


def test_go_fish_times_dragon() -> None:
    """Go Fish 2 × Dragon 4: the joker waits for the pair, the other sets make 1 to 9 of dots."""
    resp = score("123456789p111z3s", "6z")
    assert ids(resp) == ["go_fish", "dragon"] and resp["total"] == 8
    assert resp["payments"] == [-8, 24, -8, -8]


def test_dragon_with_a_joker() -> None:
    """"Three of your sets must form the consecutive numbers one through nine in a single suit. No
    restrictions on joker usage.\""""
    resp = score(DRAGON, "6z")
    assert ids(resp) == ["dragon"] and resp["total"] == 4


def test_runs_do_not_wrap_around() -> None:
    """"Tiles do not wrap around (3 4 5 is valid, but 8 9 1 is not)": 8-9-1 of myriads is no set, so
    the hand is not complete; 3-4-5 in its place is (Go Fish, the joker 3s waiting for the 6z)."""
    resp = score("189m456p789p111z3s", "6z")
    assert resp["valid"] is False and resp["reason"] == "not a complete hand"
    assert ids(score("345m456p789p111z3s", "6z")) == ["go_fish"]


def test_no_dragon_across_suits() -> None:
    resp = score("123m456p78s2s111z6z", "6z")
    assert resp["valid"] is False


def test_jokers_dragon_in_the_jokers_suit() -> None:
    """"Joker's Dragon: Same condition as a dragon, but the suit of your dragon must be the same suit as the
    jokers": it takes the place of the Dragon's 4 (value set to 8 here)."""
    resp = score("1456789s2s3s111z6z", "6z", options={"value.jokers_dragon": 8})
    assert ids(resp) == ["jokers_dragon"] and resp["total"] == 8


def test_no_jokers_dragon_when_the_jokers_are_not_a_suit() -> None:
    """"Not possible when the joker is not of a numerical suit": with blank and center as jokers a dots
    dragon is a plain Dragon. ("If the blank tile was chosen, then the jokers would be the blank and the
    center tiles.")"""
    resp = score("12345678p7z111z6z", "6z", jokers=["5z", "7z"])
    assert ids(resp) == ["dragon"] and resp["total"] == 4


@pytest.mark.parametrize("hand, win", [
    ("46m456p789p111z6z3s", "5m"),   # the four and six held, the five drawn; a joker (3s) pairs the 6z
    ("4m2s456p789p111z66z", "5m"),   # a joker (2s) for the six
    ("46m456p789p111z66z", "2s"),    # the drawn tile a joker standing for the five
])
def test_quinquennial(hand: str, win: str) -> None:
    """"Your last tile drawn must be the five myriads, being paired with a four and six myriads. No
    restrictions on joker usage, so you may substitute jokers for any of the three required tiles.\""""
    resp = score(hand, win, options={"value.quinquennial": 3})
    assert ids(resp) == ["quinquennial"] and resp["total"] == 3


def test_go_fish_times_quinquennial() -> None:
    """Three sets, 4m and 6m of myriads and two jokers: "fishing ... with a joker" (a joker makes 4-5-6
    and the other waits for its pair), South draws the 5m "being paired with a four and six myriads"; his
    pair is the two jokers. Go Fish 2 × Quinquennial (set to 3): "If a player satisfies multiple win
    conditions, multiply the point values together"."""
    resp = score("46m456p789p111z2s3s", "5m", options={"value.quinquennial": 3})
    assert ids(resp) == ["go_fish", "quinquennial"] and resp["total"] == 6


def test_quinquennial_needs_the_five_drawn() -> None:
    """The drawn 4m completes 4-5-6 of myriads, but the last tile drawn must be the five."""
    resp = score("56m456p789p111z6z3s", "4m")
    assert resp["valid"] is False
    resp = score("46p456p789p111z66z", "5p", jokers=["9m", "1m"], options={"value.vanilla": 1})
    assert ids(resp) == ["vanilla"]  # a five of dots is no Quinquennial


def test_quinquennial_times_dragon_sharing_the_five() -> None:
    """The drawn five is the middle of a myriads dragon: Quinquennial (3) × Dragon (4)."""
    resp = score("1234678m9m2s111z6z", "5m", options={"value.quinquennial": 3})
    assert ids(resp) == ["quinquennial", "dragon"] and resp["total"] == 12


def test_open_bar_doubles_and_the_bar_is_paid_once() -> None:
    """"If a player wins an open bar victory by drawing a winning tile immediately after a bar, double the
    points won", and "for each bar a player has, every other player must transfer the player one point"
    (not doubled: the bar is no points won)."""
    melds = [{"type": "open_kan", "tiles": "7777p", "from": 0}]
    resp = score("123m456p111z3s", "9s", melds=melds, flags={"rinshan": True})
    assert ids(resp) == ["go_fish", "open_bar", "bar"] and resp["total"] == 4
    assert resp["payments"] == [-5, 15, -5, -5]


def test_heavenly_victory() -> None:
    """"If a player wins on their first turn of the game, this is a Heavenly Victory and is worth eight
    times the number of points.\""""
    resp = score(GO_FISH, "9s", seat=0, flags={"first_turn": True})
    assert ids(resp) == ["go_fish", "heavenly_victory"] and resp["total"] == 16
    assert resp["payments"] == [48, -16, -16, -16]


@pytest.mark.parametrize("meld, bar, value", [
    ({"type": "open_kan", "tiles": "7777p", "from": 0}, "bar", 1),      # "transfer the player one point"
    ({"type": "added_kan", "tiles": "7777p", "from": 0}, "bar", 1),     # a bump made a bar
    ({"type": "closed_kan", "tiles": "7777p"}, "dark_bar", 2),          # "If the bar is a dark bar, transfer two"
    ({"type": "closed_kan", "tiles": "3333s"}, "golden_bar", 8),        # "If the bar is a golden bar, transfer eight"
])
def test_bars(meld: dict, bar: str, value: int) -> None:
    resp = score("123m456p111z3s", "9s", melds=[meld])
    assert ids(resp) == ["go_fish", bar]
    assert resp["payments"] == [-2 - value, 6 + 3 * value, -2 - value, -2 - value]


def test_bumps_are_worth_nothing() -> None:
    """"Bumps are not worth any points.\""""
    resp = score("123m456p111z3s", "9s", melds=[{"type": "pon", "tiles": "777p", "from": 0}])
    assert ids(resp) == ["go_fish"] and resp["payments"] == [-2, 6, -2, -2]


def test_two_bars_counted() -> None:
    melds = [{"type": "closed_kan", "tiles": "7777p"}, {"type": "closed_kan", "tiles": "8888p"}]
    resp = score("123m111z3s", "9s", melds=melds)
    assert {"id": "dark_bar", "name": "Dark Bar", "value": 2, "count": 2} in resp["patterns"]
    assert resp["payments"] == [-6, 18, -6, -6]


def test_a_golden_bar_is_no_vanilla() -> None:
    """Vanilla: "you must never draw a joker" — four jokers in a golden bar are jokers drawn."""
    resp = score("123m456p111z5z", "5z", melds=[{"type": "closed_kan", "tiles": "3333s"}])
    assert resp["valid"] is False


def test_step_up_dealer_wins() -> None:
    """"If John steps up and wins via go fish, everyone transfers 4 points (2 × 2) to John.\""""
    resp = score(GO_FISH, "9s", seat=0, flags={"step_up": True})
    assert resp["total"] == 2 and resp["payments"] == [12, -4, -4, -4]


def test_step_up_another_wins() -> None:
    """"If, instead, Bob wins via a dragon, John must transfer 8 points (2 × 4) to Bob, while other players
    need only transfer 4.\""""
    resp = score(DRAGON, "6z", seat=1, flags={"step_up": True})
    assert ids(resp) == ["dragon"] and resp["payments"] == [-8, 16, -4, -4]


def test_step_up_applies_to_bars() -> None:
    """"This multiplier applies also to bars": the dealer pays South's dark bar twice over."""
    resp = score("123m456p111z3s", "9s", melds=[{"type": "closed_kan", "tiles": "7777p"}], flags={"step_up": True})
    assert resp["payments"] == [-8, 16, -4, -4]


def test_shoveled_dealer_pays_each_one_point() -> None:
    """"That player must transfer one point to every other player" — doubled when they stepped up."""
    assert score(GO_FISH, "9s", flags={"shoveled": True})["payments"] == [-5, 7, -1, -1]
    assert score(GO_FISH, "9s", flags={"shoveled": True, "step_up": True})["payments"] == [-10, 10, 0, 0]


def test_winning_tile_must_be_self_drawn() -> None:
    """"You are required to draw the winning tile yourself, not obtain it from another player.\""""
    req = {"variant": "tianjin", "hand": GO_FISH, "win_tile": "9s", "win_type": "ron", "seat": 1,
           "discarder": 0, "jokers": ["2s", "3s"]}
    resp = ruleset("tianjin").score_request(req)
    assert resp["valid"] is False and "self-drawn" in resp["reason"]


@pytest.mark.parametrize("jokers", [["2s", "3s"], ["9m", "1m"], ["5z", "7z"], ["4z", "1z"], ["6z", "5z"]])
def test_jokers_of_the_document(jokers: list[str]) -> None:
    """The document's examples (2s: 2s and 3s; 9m: 9m and 1m; blank: blank and center), the directions'
    row wrapping N to E, and fortune before blank."""
    assert score(GO_FISH.replace("3s", jokers[0]), "9s", jokers=jokers)["ok"]


@pytest.mark.parametrize("fields, error", [
    ({"jokers": None}, "missing field 'jokers'"),
    ({"jokers": ["2s"]}, "field 'jokers'"),
    ({"jokers": ["2s", "4s"]}, "field 'jokers'"),
    ({"jokers": ["4z", "2z"]}, "field 'jokers'"),  # north and south are not neighbours
    ({"melds": [{"type": "chi", "tiles": "789s", "from": 0}]}, "no chi"),
    ({"melds": [{"type": "pon", "tiles": "222s", "from": 0}]}, "joker"),
    ({"melds": [{"type": "pon", "tiles": "123p", "from": 0}]}, "melds[0].tiles"),
    ({"flags": {"riichi": True}}, "flag 'riichi' is not read by tianjin"),
    ({"flags": {"houtei": True}}, "(read by riichi, sichuan, zung_jung, uzje)"),
    ({"dora_indicators": ["1m"]}, "field 'dora_indicators' is not read by tianjin"),
    ({"flags": {"rinshan": True}}, "needs a bar"),
])
def test_bad_requests(fields: dict, error: str) -> None:
    req = {"variant": "tianjin", "hand": "123m456p111z3s", "win_tile": "9s", "win_type": "tsumo", "seat": 1,
           "jokers": ["2s", "3s"], **fields}
    if req["jokers"] is None:
        del req["jokers"]
    resp = ruleset("tianjin").score_request(req)
    assert resp["ok"] is False and error in resp["error"]


def test_value_options() -> None:
    """The three values the document leaves open are options; the others are the document's."""
    from polymahjong.variants.base import OptionError

    rules = ruleset("tianjin", **{"value.quinquennial": 5})
    assert {p["id"]: p["value"] for p in rules.patterns()}["quinquennial"] == 5
    assert {p["id"]: p["value"] for p in rules.patterns()}["go_fish"] == 2
    with pytest.raises(OptionError):
        ruleset("tianjin", **{"value.vanilla": 0})
    with pytest.raises(OptionError):
        ruleset("tianjin", **{"value.go_fish": 3})
