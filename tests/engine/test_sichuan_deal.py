"""Sichuan's deal through the engine: the wall break, the deal, the forbidden suit and the first turn.
Expected values from the rule document (/work/shared/rules/003_3534f58af8d4ed74.txt, Lesson 2 "Building a wall
and distributing tiles" and "Forbidden suit"; Lesson 4 "The initial East's turn"; the Chapter 1 test)."""
from __future__ import annotations

import pytest

from polymahjong.engine import Act, Round
from polymahjong.engine.view import seat_view
from polymahjong.variants.sichuan.table import VOID

from riichi_walls import act
from sichuan_walls import TABLE, deal, tsumogiri


def kind(tile: str) -> int:
    return TABLE.variant.parse(tile)[0].kind


class Dice:
    """A stand-in random source that rolls the given dice."""

    def __init__(self, *faces: int) -> None:
        self.faces = list(faces)

    def randint(self, low: int, high: int) -> int:
        return self.faces.pop(0)


@pytest.mark.parametrize("dice, wall, indent", [
    ((6, 4), 1, 4),  # Example 1: "East rolls 6+4=10, which means the player is South, indent equals 4"
    ((2, 2), 3, 2),  # Example 2: "East rolls 2+2=4, which means the player is North, indent equals 2"
    ((5, 4), 0, 4),  # Example 3: "East rolls 5+4=9, which means the player is East, indent equals 4"
])
def test_the_dice_pick_the_wall_and_the_indent(dice: tuple[int, int], wall: int, indent: int) -> None:
    """The sum counted from East (1 = East, 2 = South...) picks the wall; the smaller die is the indent, in
    stacks."""
    assert TABLE.hooks.break_wall(Dice(*dice)) == (list(dice), wall, indent)  # type: ignore[arg-type]


def test_walls_of_14_and_13_stacks() -> None:
    """"two tiles high and fourteen tiles wide for East and West and thirteen tiles wide for South and North"."""
    assert TABLE.rules.wall_widths == (14, 13, 14, 13)


def test_the_deal_takes_tiles_as_the_document_does() -> None:
    """Four tiles three times to each player from East; then "East takes the thirteenth and fourteenth tiles
    from the top of the first and third stacks ..., after which South takes the bottom tile of the extreme
    stack, West takes the top tile of the new extreme stack, North takes the bottom tile"; "there are
    1+2*9+2*14+2*4 = 55 tiles left in the wall, and there are 14 + 13*3 = 53 tiles in total in the players'
    hands"."""
    rnd = Round(TABLE, 10)
    tiles = rnd.wall.tiles  # in draw order from the break, each stack's top before its bottom
    stack = [tiles[i:i + 2] for i in range(0, 54, 2)]  # the first 27 stacks: [top, bottom]
    want: list[list[int]] = [[], [], [], []]
    for block in range(3):
        for seat in range(4):
            k = 8 * block + 2 * seat
            want[seat] += stack[k] + stack[k + 1]
    want[0] += [stack[24][0], stack[26][0]]
    want[1].append(stack[24][1])
    want[2].append(stack[25][0])
    want[3].append(stack[25][1])
    assert [sorted(h) for h in rnd.hands] == [sorted(h) for h in want]
    assert rnd.wall.live == 55 and sum(map(len, rnd.hands)) == 53
    assert rnd.wall.draw() == stack[26][1]  # "there is a stack of only one tile"


def test_each_player_chooses_a_forbidden_suit_before_east_moves() -> None:
    """"After distributing the tiles from the wall and before the first move, each player must assign a
    so-called "forbidden" suit"; "it will no longer be possible to change it until the end of the deal"."""
    rnd = Round(TABLE, 3)
    assert rnd.phase == "void" and sorted(rnd.to_act()) == [0, 1, 2, 3]
    assert {a.suit for a in rnd.legal(2)} == {"characters", "dots", "bamboo"}
    act(rnd, 2, VOID)
    assert rnd.legal(2) == [] and 2 not in rnd.to_act()
    assert rnd.legal(0)[0].act is VOID  # East too chooses before moving


def test_the_tile_set_aside_is_the_first_mandatory_discard() -> None:
    """"each player separates a tile of a forbidden suit from the hand ...; the same tile is the first
    mandatory discard of the player": East, dealt 1m and 9m with Characters forbidden, may first discard only
    those; from its next turn any tile ("a player can discard tiles of a different suit even having tiles of
    a forbidden suit in the hand"). "If the player does not have tiles of a forbidden suit in his / her hand,
    then a special card-indicator is used instead of tile": South, dealt none, discards freely at once."""
    hands = ["19m123p456p789s55s", "234p567p345s22s56s", "1112223334445m", "5556667778889m"]
    rnd = deal(hands, ["7s", "8s"])
    assert {rnd.kind(a.tile) for a in rnd.legal(0) if a.act is Act.DISCARD} == {kind("1m"), kind("9m")}
    act(rnd, 0, Act.DISCARD, "1m")
    south = rnd.legal(1)
    assert {a.tile for a in south if a.act is Act.DISCARD} == set(rnd.hands[1])
    tsumogiri(rnd)  # South, then West and North (both dealt characters only) discard what they draw
    tsumogiri(rnd)
    tsumogiri(rnd)
    assert rnd.turn == 0 and kind("9m") in {rnd.kind(t) for t in rnd.hands[0]}
    assert {a.tile for a in rnd.legal(0) if a.act is Act.DISCARD} == set(rnd.hands[0])


def test_forbidden_suits_are_hidden_until_the_first_discard() -> None:
    """"places it face down ... Why face down? Because it is impossible to give opponents valuable information
    ahead of time about which suit in our hand will be forbidden": South sees its own forbidden suit, and
    East's once East's first discard turns up its set-aside tile."""
    hands = ["19m123p456p789s55s", "234p567p345s22s56s", "1112223334445m", "5556667778889m"]
    rnd = deal(hands, ["7s", "8s"], voids="mmps")
    assert seat_view(rnd, 1).excluded_suits == (None, "characters", None, None)
    act(rnd, 0, Act.DISCARD, "1m")
    assert seat_view(rnd, 1).excluded_suits == ("characters", "characters", None, None)


def test_east_initial_turn() -> None:
    """Lesson 4, "The initial East's turn": "East has only three options": declare Hu, declare a concealed kong,
    discard. Chapter 1 test, question 3: declaring a pung is impossible on it; question 11: East can declare
    Hu "even before the discard of the first tile"."""
    rnd = deal(["1111p23p567s999s5s", "1112223334445m", "5556667778889m", "456p789p234s678s9s"], ["5s"])
    assert {a.act for a in rnd.legal(0)} == {Act.TSUMO, Act.CLOSED_KAN, Act.DISCARD}
    act(rnd, 0, Act.TSUMO)
    assert rnd.wins[0].seat == 0 and rnd.wins[0].discarder is None and 0 not in rnd.active
    assert rnd.turn == 1  # "The turn is passed in a circle counterclockwise to the player sitting on the South"
