"""Tianjin at the table, on set walls: the step up, heavenly victories, open bars, bars paid at the
round's end, a shoveled dealer, and bars only of a tile just drawn. Expected values from the rule
document (/work/shared/rules/001_be2474566dbe2e06.txt). The flipped East makes East and South the
jokers ("whatever tile gets flipped face up in addition to the tile ... immediately to the right"), so
1z and 2z below are jokers. Go Fish is worth 2 and a Dragon 4 (the document's step-up example)."""
from __future__ import annotations

from riichi_walls import act
from tianjin_walls import DEALER, GO_FISH, OTHERS, TABLE, deal, discard_drawn, offers, pass_claims, play_out, win

from polymahjong.engine import Act, Round
from polymahjong.variants.tianjin.table import STEP_UP

def test_heavenly_victory_is_eight_times_the_points() -> None:
    """"If a player wins on their first turn of the game, this is a Heavenly Victory and is worth eight
    times the number of points": Go Fish on East's first turn, 2 × 8 from each other player."""
    rnd = deal([GO_FISH + "7z", *OTHERS])
    events = act(rnd, 0, Act.TSUMO)
    assert win(events)["flags"]["first_turn"] and win(events)["patterns"] == ["go_fish", "heavenly_victory"]
    assert rnd.result.payments == [48, -16, -16, -16]


def test_heavenly_victory_on_a_players_own_first_turn() -> None:
    """Their first turn is the player's own: South wins Go Fish on his first draw, after East's discard."""
    rnd = deal([DEALER, GO_FISH, *OTHERS[1:]], draws="6z")
    act(rnd, 0, Act.DISCARD, "7z")
    events = act(rnd, 1, Act.TSUMO)
    assert win(events)["patterns"] == ["go_fish", "heavenly_victory"]
    assert rnd.result.payments == [-16, 48, -16, -16]


def test_step_up_is_the_dealers_choice_before_play() -> None:
    """"Before beginning, the player in the east position decides whether they wish to step up. This is
    the only opportunity to choose"."""
    rnd = deal([DEALER, *OTHERS], draws="9p")
    assert offers(rnd, 0, STEP_UP)
    act(rnd, 0, Act.DISCARD, "7z")
    pass_claims(rnd)
    assert not any(offers(rnd, s, STEP_UP) for s in range(4))


def test_step_up_doubles_the_dealers_win_from_everyone() -> None:
    """"If John steps up and wins via go fish, everyone transfers 4 points (2 × 2) to John." East's first
    draw is a joker pairing his 9m: no Go Fish, as "that joker must not be the last tile drawn"; he
    discards the 9m and waits with the joker for any tile."""
    rnd = deal([GO_FISH[:-2] + "9m2z", *OTHERS], draws="1p2p3p6z")
    assert act(rnd, 0, STEP_UP)[-1] == {"e": "step_up", "seat": 0}
    assert not offers(rnd, 0, Act.TSUMO)
    act(rnd, 0, Act.DISCARD, "9m")
    pass_claims(rnd)
    discard_drawn(rnd, 1, 2, 3)
    events = act(rnd, 0, Act.TSUMO)
    assert win(events)["patterns"] == ["go_fish"] and win(events)["flags"]["step_up"]
    assert rnd.result.payments == [12, -4, -4, -4]


def test_step_up_doubles_only_the_dealers_transfer_to_another_winner() -> None:
    """"If, instead, Bob wins via a dragon, John must transfer 8 points (2 × 4) to Bob, while other players
    need only transfer 4." Bob (South) holds 1-8 of dots and a joker for the 9, and pairs his 6z."""
    rnd = deal([DEALER, "12345678p2z555s6z", *OTHERS[1:]], draws="9m1s4s7s6z")
    act(rnd, 0, STEP_UP)
    act(rnd, 0, Act.DISCARD, "7z")
    pass_claims(rnd)
    discard_drawn(rnd, 1, 2, 3, 0)
    events = act(rnd, 1, Act.TSUMO)
    assert win(events)["patterns"] == ["dragon"]
    assert rnd.result.payments == [-8, 16, -4, -4]


def test_open_bar_doubles_the_points_and_the_bar_is_paid() -> None:
    """"If this turns out to be a winning tile, this is an "Open Bar" victory and you get double the
    points": South bars East's 7z on his second go-round and draws the 8p of his dots dragon (a joker is
    the 9p) from the back: 4 × 2 = 8 from each, and "for each bar a player has, every other player must
    transfer the player one point"."""
    rnd = deal([DEALER, "777z1234567p2z55z", *OTHERS[1:]], draws="9m1s4s7s", replacements="8p")
    act(rnd, 0, Act.DISCARD, "5z")
    pass_claims(rnd)
    discard_drawn(rnd, 1, 2, 3)
    act(rnd, 0, Act.DISCARD, "7z")
    act(rnd, 1, Act.OPEN_KAN)
    pass_claims(rnd)
    events = act(rnd, 1, Act.TSUMO)
    assert win(events)["patterns"] == ["dragon", "open_bar", "bar"] and win(events)["flags"]["rinshan"]
    assert rnd.result.payments == [-9, 27, -9, -9]


def test_bars_are_paid_even_when_the_round_is_a_tie() -> None:
    """"If the deck runs out of tiles ... the round is a tie. No one gets points for winning, though bars
    are computed as normal": East's dark bar of 3m ("worth twice as much") brings 2 from each."""
    rnd = deal(["3333m469p2579s567z", *OTHERS])
    act(rnd, 0, Act.CLOSED_KAN, "3m")
    play_out(rnd)
    assert rnd.result.kind == "exhaustive"
    assert rnd.result.payments == [6, -2, -2, -2]
    assert [e["payments"] for e in rnd.events if e["e"] == "settlement"] == [[6, -2, -2, -2]]


def test_a_golden_bar_of_jokers_is_worth_eight() -> None:
    """"If you form a dark bar with the joker, then it's worth eight times as much and is called a Golden
    Bar": East holds all four South (2z), the joker kind that was not flipped."""
    rnd = deal(["2222z469p2579s567z", *OTHERS])
    act(rnd, 0, Act.CLOSED_KAN, "2z")
    play_out(rnd)
    assert rnd.result.payments == [24, -8, -8, -8]


def test_step_up_doubles_the_dealers_bar_payments() -> None:
    """"This multiplier applies also to bars": the stepped-up dealer's dark bar brings 4 from each."""
    rnd = deal(["3333m469p2579s567z", *OTHERS])
    act(rnd, 0, STEP_UP)
    act(rnd, 0, Act.CLOSED_KAN, "3m")
    play_out(rnd)
    assert rnd.result.payments == [12, -4, -4, -4]


SHOVEL = ["1469m1259p3679s56z", "1479m1258p369s36z", "1479m1258p369s46z", "2568m3679p1478s6z"]


def first_discards(tiles: list[str]) -> Round:
    """A round whose first four discards, one by each seat from East, are ``tiles``, then played out."""
    rnd = deal(SHOVEL, draws="1s4s7s")
    for s, tile in enumerate(tiles):
        act(rnd, s, Act.DISCARD, tile)
        pass_claims(rnd)
    play_out(rnd)
    return rnd


def test_a_shoveled_dealer_pays_everyone_one_point() -> None:
    """"If, on the very first turn of the game, every player discards the exact same tile, then the player
    in the east position got Shoveled. That player must transfer one point to every other player.\""""
    assert first_discards(["6z", "6z", "6z", "6z"]).result.payments == [-3, 1, 1, 1]


def test_no_shovel_when_one_first_discard_differs() -> None:
    assert first_discards(["6z", "6z", "6z", "8s"]).result.payments == [0, 0, 0, 0]


def test_a_bar_only_the_turn_its_tile_is_drawn() -> None:
    """"You may only bar a tile the turn you draw it": South, dealt four 3m, may bar them on his first
    turn; having let that pass, not on a later turn when he draws another tile."""
    rnd = deal([DEALER, "3333m1258p369s34z", *OTHERS[1:]], draws="9m1s4s7s9p")
    act(rnd, 0, Act.DISCARD, "7z")
    pass_claims(rnd)
    assert offers(rnd, 1, Act.CLOSED_KAN)
    discard_drawn(rnd, 1, 2, 3, 0)
    assert not offers(rnd, 1, Act.CLOSED_KAN)


def test_a_complete_hand_without_a_win_condition_is_no_win() -> None:
    """"Tianjin Mahjong does not consider merely having four sets and a base pair as sufficient to win":
    East's joker (2z) fills 1-2-3m and his pair is 6z, which meets no win condition, not even on his first
    turn."""
    rnd = deal(["12m2z456p789s555z66z", *OTHERS])
    counts, wild = rnd.concealed_counts(0)
    assert wild == 1 and TABLE.wincheck.complete(counts, (), wild)
    assert not offers(rnd, 0, Act.TSUMO)


def test_fifty_starting_points_and_the_match_ends_below_zero() -> None:
    """"Each player starts with a set number of points (50 in my game)"; the document does not say what
    happens when a player runs out, and our choice ends the match when a score falls below zero."""
    from polymahjong.engine.match import Match
    from polymahjong.engine.match_end import match_over

    match = Match(TABLE.variant, 0)
    assert match.scores == [50, 50, 50, 50]
    match.scores = [60, 50, 50, 40]
    assert not match_over(match, repeat=False, kept=None)
    match.scores = [61, 50, 50, -1]
    assert match_over(match, repeat=False, kept=None)
