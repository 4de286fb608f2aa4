"""Claims on a Sichuan discard through the engine, on set walls. Expected behaviour from the rule document
(/work/shared/rules/003_3534f58af8d4ed74.txt, Lesson 3 "Declarations" and "Kongs", Lesson 4 "Moves" and
"Discard claim"):

- ""Hu" declaration supersedes declaration of "Pung" / "Kong""
- "If "Hu" was declared by two players on the discarded tile, then the next move is made by the player who is
  sitting in the circle after the second player who declared "Hu", if counted counterclockwise from the
  discarder"
- "if a player skips a discard that could be claimed for "Hu", then this player is not allowed declare "Hu"
  until taking a tile from the wall, but except situation when winning hand has a greater value"
- "one cannot declare kong if a player has declared a pung on the same turn"
"""
from __future__ import annotations

from polymahjong.engine import Act, Round

from riichi_walls import act, pass_all
from sichuan_walls import deal, tsumogiri

#: Seats that only watch: characters only, forbidding dots, so they may neither call nor win on a dot.
WATCH_1, WATCH_2 = "1112223334445m", "5556667778889m"
#: East: no characters (its forbidden suit), so its first discard is free.
EAST = "88p99p123s456s789s"


def claimants(rnd: Round) -> dict[int, set[Act]]:
    """The open claim window: each seat's options (none when no window is open)."""
    if rnd.phase != "claim":
        return {}
    return {s: {a.act for a in rnd.legal(s)} for s in rnd.to_act()}


def test_hu_supersedes_pung_and_play_goes_on_after_the_winner() -> None:
    """East discards 5p: South may pung it, West may win on it; both declare: West wins (1 point from East,
    Table 6), South gets no pung, and North, the seat after West, draws."""
    rnd = deal([EAST, "55p11124m456m789m", "46p123s456s789s11s", WATCH_2], ["5p"], voids="msmm")
    act(rnd, 0, Act.DISCARD, "5p")
    assert claimants(rnd) == {1: {Act.PON, Act.PASS}, 2: {Act.RON, Act.PASS}}
    act(rnd, 1, Act.PON)
    act(rnd, 2, Act.RON)
    assert [w.seat for w in rnd.wins] == [2] and rnd.melds[1] == []
    assert rnd.scores == [-1, 0, 1, 0]
    assert rnd.phase == "turn" and rnd.turn == 3 and rnd.drawn is not None


def test_two_hu_on_one_discard_then_the_seat_after_the_second_moves() -> None:
    """East discards 5p; South and West both win on it ("each Hu-player receives a "copy" of winning tile"):
    the second, counted from the discarder, is West, so North moves next."""
    rnd = deal([EAST, "46p123p456p789p11s", "46p111m234m567m99m", WATCH_2], ["5p"], voids="mmsm")
    act(rnd, 0, Act.DISCARD, "5p")
    act(rnd, 2, Act.RON)
    act(rnd, 1, Act.RON)
    assert sorted(w.seat for w in rnd.wins) == [1, 2] and rnd.scores == [-2, 1, 1, 0]
    assert rnd.active == [0, 3] and rnd.turn == 3 and rnd.drawn is not None


def test_a_hu_let_go_bars_an_equal_hu_on_a_discard_but_not_a_greater_one() -> None:
    """North waits on 1p (111p + 123p: a Root, 2 points) or 4p (1 point). It lets East's 4p go; South's 4p
    then brings it no Hu (not greater); West's 1p does (2 points > 1), paid by West."""
    north = "111p23p456p789p55s"
    rnd = deal([EAST, WATCH_1, WATCH_2, north], ["4p", "4p", "1p"], voids="mppm")
    act(rnd, 0, Act.DISCARD, "4p")
    assert claimants(rnd) == {3: {Act.RON, Act.PASS}}
    act(rnd, 3, Act.PASS)
    act(rnd, 1, Act.DISCARD, "4p")  # South's first discard: it was dealt no dot (its forbidden suit)
    assert claimants(rnd) == {}
    act(rnd, 2, Act.DISCARD, "1p")
    assert Act.RON in claimants(rnd)[3]  # (besides a pung or kong of its 111p)
    act(rnd, 3, Act.RON)
    assert rnd.wins[0].result.base == 2 and rnd.scores == [0, 0, -2, 2]


def test_the_bar_lasts_until_a_tile_is_taken_from_the_wall_not_until_a_discard() -> None:
    """North, waiting on 1p or 4p (1 point each), lets East's 1p go, then pungs South's 5s and discards
    without drawing: East's 4p still brings it no Hu. Once North has drawn, East's next 1p does."""
    north = "23p456p789s555s11s"
    rnd = deal(["2299p234s4s666s88s", WATCH_1, WATCH_2, north], ["1p", "5s", "4p", None, None, None, "1p"],
               voids="mppm")
    act(rnd, 0, Act.DISCARD, "1p")
    act(rnd, 3, Act.PASS)
    act(rnd, 1, Act.DISCARD, "5s")
    act(rnd, 3, Act.PON)
    pass_all(rnd)
    act(rnd, 3, Act.DISCARD, "5s")
    pass_all(rnd)
    act(rnd, 0, Act.DISCARD, "4p")
    assert 3 not in claimants(rnd)
    pass_all(rnd)
    for seat in (1, 2, 3):  # South, West and North draw and discard
        assert rnd.turn == seat
        tsumogiri(rnd)
    act(rnd, 0, Act.DISCARD, "1p")
    assert claimants(rnd)[3] == {Act.RON, Act.PASS}


def test_no_kong_on_the_turn_of_a_pung() -> None:
    """South pungs East's 5p holding the fourth 5p too: on that turn it may only discard, no kong."""
    rnd = deal([EAST, "555p123s456s789s2s", WATCH_1, WATCH_2], ["5p"], voids="mmpp")
    act(rnd, 0, Act.DISCARD, "5p")
    assert claimants(rnd)[1] == {Act.PON, Act.OPEN_KAN, Act.PASS}
    act(rnd, 1, Act.PON)
    pass_all(rnd)
    assert rnd.turn == 1 and {a.act for a in rnd.legal(1)} == {Act.DISCARD}


def test_no_set_of_the_forbidden_suit_is_offered() -> None:
    """Lesson 5, "Penalties": "When a set of forbidden suit tiles is declared, the player always receives a
    penalty of 48 points": our table does not offer such a set. South, forbidding dots, is offered no pung or
    kong of East's 5p; East, forbidding characters and holding four 1m, no concealed kong of them."""
    rnd = deal(["1111m123s456s789s", "555p123s456s789s2s", WATCH_2, "147p258s369p1478s"], ["5p"], voids="mppp")
    assert {a.act for a in rnd.legal(0)} == {Act.DISCARD}
    rnd = deal([EAST, "555p123s456s789s2s", WATCH_1, WATCH_2], ["5p"], voids="mppp")
    act(rnd, 0, Act.DISCARD, "5p")
    assert 1 not in claimants(rnd)


def test_a_concealed_kong_cannot_be_robbed() -> None:
    """Lesson 3: "Robbing the Kong is declaring "Hu" on a tile, which the other player adds to the melded pung
    when declaring the kong": South, waiting on 1p, gets no claim on East's concealed kong of 1p."""
    rnd = deal(["111p345p678p99s26s", "23p456s789s123s55s", WATCH_1, WATCH_2], ["1p"], voids="mmpp")
    act(rnd, 0, Act.CLOSED_KAN, "1p")
    assert rnd.phase == "turn" and rnd.turn == 0 and claimants(rnd) == {}


def test_no_chow_is_claimed() -> None:
    """Lesson 3, "Declarations": after another player's discard one may declare "a set (pung or kong) or
    "Hu"": South, next after East and holding 4p and 6p, is offered nothing on East's 5p."""
    rnd = deal([EAST, "46p11357m2468m99m", WATCH_2, "147s258s369s1478s"], ["5p"], voids="mspm")
    act(rnd, 0, Act.DISCARD, "5p")
    assert claimants(rnd) == {} and rnd.turn == 1
