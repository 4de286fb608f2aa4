"""Tianjin calls at the table, on set walls: jokers are never discarded, bumps and bars are the only
calls, a bump never wins and play goes on after the bumper, a bump made a bar only the turn its fourth
tile is drawn, and a non-winner's bars paid after another player's win. Expected values from the rule
document (/work/shared/rules/001_be2474566dbe2e06.txt); the flipped East makes 1z and 2z the jokers."""
from __future__ import annotations

from riichi_walls import act
from tianjin_walls import DEALER, GO_FISH, OTHERS, deal, discard_drawn, offers, pass_claims

from polymahjong.engine import Act

#: South's 13: three sets, a joker (2z), a 9m and a pair of 7z. Bumping East's 7z makes four sets with
#: the joker and the 9m as the pair: a complete hand, but not a drawn one.
BUMPER = "123m456p789s2z9m77z"


def test_a_joker_is_never_discarded() -> None:
    """"Note that you may not discard a joker. Once you draw one, it must stay in your hand for the rest
    of the game": East holds a joker (2z) and is offered every other tile as a discard, not it."""
    rnd = deal([GO_FISH + "7z", *OTHERS])
    discards = {rnd.kind(a.tile) for a in rnd.legal(0) if a.act is Act.DISCARD}
    held = {rnd.kind(t) for t in rnd.hands[0]}
    assert discards == held - rnd.jokers and held & rnd.jokers


def test_no_chi() -> None:
    """"There are two scenarios where a player may interrupt the turn order ... These are the Bump (碰)
    and the Bar (杠)": South holds 2m and 3m, East's 4m gives him no call and South just draws."""
    rnd = deal([DEALER, "2357m1258p369s34z", *OTHERS[1:]])
    act(rnd, 0, Act.DISCARD, "4m")
    assert rnd.phase == "turn" and rnd.turn == 1


def test_a_bump_never_wins_and_play_goes_on_after_the_bumper() -> None:
    """"If you have two of a tile in your hand and someone else discards a third, you may bump the tile
    ... You then discard a tile (as you now have 14) and then play resumes with the next person who
    would have gone after your turn. You may not win via a bump": West bumps East's 7z into a complete
    hand and is offered no win; after his discard North draws, South's turn skipped."""
    rnd = deal([DEALER, OTHERS[0], BUMPER, OTHERS[2]])
    act(rnd, 0, Act.DISCARD, "7z")
    assert rnd.to_act() == [2]
    act(rnd, 2, Act.PON)
    assert not offers(rnd, 2, Act.TSUMO) and offers(rnd, 2, Act.DISCARD)
    act(rnd, 2, Act.DISCARD, "9m")
    pass_claims(rnd)
    assert rnd.phase == "turn" and rnd.turn == 3


def test_no_bump_that_leaves_only_jokers() -> None:
    """A bump is followed by a discard, and "you may not discard a joker": South, with two bumps made
    and a pair of 5s beside five jokers, is not offered West's 5s (he could discard nothing after it)."""
    rnd = deal(["1369m1259p3679s57z", "33m44p55s9m9p2222z1z", *OTHERS[1:]], draws="4p5s")
    act(rnd, 0, Act.DISCARD, "3m")
    act(rnd, 1, Act.PON)
    act(rnd, 1, Act.DISCARD, "9m")
    pass_claims(rnd)
    act(rnd, 2, Act.DISCARD, "4p")
    act(rnd, 1, Act.PON)
    act(rnd, 1, Act.DISCARD, "9p")
    pass_claims(rnd)
    act(rnd, 2, Act.DISCARD, "5s")
    assert rnd.phase == "turn" and rnd.turn == 3  # no claim window: North draws


def test_a_bump_made_a_bar_only_the_turn_the_fourth_is_drawn() -> None:
    """"If you bumped a set of three tiles earlier and then organically draw the fourth tile, you may
    convert the bump to a bar ... You may only bar a tile the turn you draw it": West, who bumped 7z,
    may add the 7z he draws; having kept it instead, not on his next turn."""
    rnd = deal([DEALER, OTHERS[0], BUMPER, OTHERS[2]], draws="1s4s8p7z1s4s8p5z")
    act(rnd, 0, Act.DISCARD, "7z")
    act(rnd, 2, Act.PON)
    act(rnd, 2, Act.DISCARD, "9m")
    pass_claims(rnd)
    discard_drawn(rnd, 3, 0, 1)
    assert offers(rnd, 2, Act.ADDED_KAN)
    act(rnd, 2, Act.DISCARD, "3m")
    pass_claims(rnd)
    discard_drawn(rnd, 3, 0, 1)
    assert rnd.turn == 2 and not offers(rnd, 2, Act.ADDED_KAN)


def test_a_non_winners_bar_is_paid_after_another_wins() -> None:
    """"For each bar a player has, every other player must transfer the player one point. If the bar is
    a dark bar, transfer two points instead": East bars his four 3m (dark, 2 from each); then South wins
    a dragon (4 from each; 1 to 8 of dots and a joker, his 6z pair completed)."""
    rnd = deal(["3333m469p2579s567z", "12345678p2z555s6z", *OTHERS[1:]], draws="9m1s4s7s6z")
    act(rnd, 0, Act.CLOSED_KAN, "3m")
    act(rnd, 0, Act.DISCARD, "7z")
    pass_claims(rnd)
    discard_drawn(rnd, 1, 2, 3, 0)
    act(rnd, 1, Act.TSUMO)
    # South: +4 from each for the dragon, -2 to East; East: -4 to South, +2 from each
    assert rnd.result.payments == [-4 + 6, 12 - 2, -4 - 2, -4 - 2]
