"""Tianjin's deal and the round-to-round rules: who sits East first, the two rolls that break the wall,
the roll for the joker indicator and the out-of-play tiles behind it, the tie when the live wall reaches
it, and who deals next. Expected values from the rule document
(/work/shared/rules/001_be2474566dbe2e06.txt)."""
from __future__ import annotations

from random import Random

from riichi_walls import act
from tianjin_walls import DEALER, GO_FISH, OTHERS, TABLE, deal, indicator_position, pass_claims, play_out

from polymahjong.engine import Act, Round
from polymahjong.engine.match import Match
from polymahjong.engine.wall import Wall


class Dice(Random):
    """A generator whose die rolls are the given numbers, in order."""

    def __init__(self, *pips: int) -> None:
        super().__init__(0)
        self.pips = list(pips)

    def randint(self, a: int, b: int) -> int:
        return self.pips.pop(0)


def test_east_is_chosen_at_random() -> None:
    """"Before the game itself starts, one player is randomly selected to be seated in the East (东)
    position": over a few seeds each of the four players starts as East."""
    assert {Match(TABLE.variant, seed).first_dealer for seed in range(40)} == {0, 1, 2, 3}


def test_two_rolls_break_the_wall() -> None:
    """"The player in the east position rolls two dice. Then, counting counterclockwise from the player
    in the east position, including the player themselves, that player rolls the two dice again. For
    instance, if the total was 5 the first roll, then the player in east rolls again ... Sum the total
    from both rolls. From the leg of the deck in front of the second player to roll ... go clockwise that
    many tiles."""
    assert TABLE.hooks.break_wall(Dice(2, 3, 6, 1)) == ([2, 3, 6, 1], 0, 12)  # 5: East rolls again
    assert TABLE.hooks.break_wall(Dice(1, 1, 4, 4)) == ([1, 1, 4, 4], 1, 10)  # 2: South, East's right


def test_the_player_across_rolls_for_the_joker() -> None:
    """"The player sitting across from the player in east then rolls the two dice to determine the joker.
    Count in that many tiles counterclockwise from the back of the deck and flip the final tile over ...
    Every tile in the deck starting at that tile and going clockwise is no longer in play": a roll of 7
    flips the 7th tile from the back; the live wall ends before it."""
    tiles = list(TABLE.physical)
    wall = Wall(tiles, 0, "out_of_play")
    events = TABLE.hooks.setup_wall(wall, Dice(3, 4))
    at = len(tiles) - 7
    assert wall.flipped() == [tiles[at]] and wall.tail == at
    assert events[0]["seat"] == 2 and events[0]["dice"] == [3, 4]


def test_the_round_is_a_tie_when_the_wall_reaches_the_flipped_tile() -> None:
    """"If the deck runs out of tiles, reaching the flipped up joker tile without anyone declaring
    victory, then the round is a tie": every tile before the indicator was drawn, none behind it."""
    rnd = deal([DEALER, *OTHERS])
    play_out(rnd)
    at = indicator_position()
    assert rnd.result.kind == "exhaustive" and rnd.wall.head == at
    assert rnd.wall.end == len(rnd.wall.tiles)  # no tile behind it was taken (there was no bar)


def finish(match: Match, rnd: Round) -> int:
    """Record ``rnd`` (played to its end) in ``match``; the player who deals next."""
    match.round = rnd
    match.finish_round()
    return match.dealer


def test_east_keeps_the_deal_only_by_winning() -> None:
    """"If the player in the east position wins, then they get to keep the spot. Otherwise, the east
    position transfers counterclockwise around the table": East's Go Fish keeps it; a tie, and South's
    win, pass it to the next player counterclockwise (the round's seat 1)."""
    match = Match(TABLE.variant, 0)
    first = match.dealer
    rnd = deal([GO_FISH + "7z", *OTHERS])
    act(rnd, 0, Act.TSUMO)
    assert finish(match, rnd) == first
    rnd = deal([DEALER, *OTHERS])
    play_out(rnd)
    assert finish(match, rnd) == (first + 1) % 4
    rnd = deal([DEALER, GO_FISH, *OTHERS[1:]], draws="6z")
    act(rnd, 0, Act.DISCARD, "7z")
    pass_claims(rnd)
    act(rnd, 1, Act.TSUMO)
    assert finish(match, rnd) == (first + 2) % 4
