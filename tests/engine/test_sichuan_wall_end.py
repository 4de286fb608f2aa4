"""Sichuan's two finals through the engine. Expected values from the rule document
(/work/shared/rules/003_3534f58af8d4ed74.txt, Lesson 5, "Payments" and Table 6, "Penalties"; Lesson 6, "Hand
value theoretical maximum"):

- "each non-Hu "non-ready" player pays each non-Hu "ready" player the theoretical maximum value of the hand"
- "hand with the forbidden suit gets a penalty of 48 points, other players do not receive points for that",
  and counts as non-ready; not charged "if all the player's discards are only tiles of the forbidden suit"
- "no kong payment if the player who declared the kong is non-Hu "non-ready" when the wall ends"
- in the "3-Hu" final "the non-Hu player's hand is not shown and not checked"

All seats forbid Characters (m)."""
from __future__ import annotations

from polymahjong.engine import Act, Round

from riichi_walls import act
from sichuan_walls import TABLE, deal, play_out, tsumogiri

#: Ready on 1p (111p + 123p: a Root, 2 points) or 4p (1 point): worth 2 when the wall ends.
READY_2 = "111p23p456p789p55s"
#: Seven pairs ready on 1s: 2 fans, 4 points.
READY_4 = "22p44p88p33s77s99s1s"
NOT_READY = "147p258p369s2468s"
NOT_READY_2 = "369p147s258s1357s"
#: A hand holding a tile of its forbidden suit.
WITH_9M = "9m123s456s789s33s5s"
#: Seats that have won: their tiles do not matter.
DONE, DONE_2 = "1112223334445m", "5556667778889m"


def position(*hands: str, active: tuple[int, ...] = (0, 1, 2, 3)) -> Round:
    """The wall's end with seat s holding ``hands[s]`` (13 tiles) and ``active`` seats still in the deal."""
    rnd = deal(list(hands))
    rnd._remove(0, rnd.drawn)  # the dealer's fourteenth tile: East holds 13 like everyone
    rnd.active = list(active)
    return rnd


def river(text: str) -> list[int]:
    return [4 * t.kind for t in TABLE.variant.parse(text)]


def test_each_non_ready_player_pays_the_ready_player() -> None:
    pay, info = TABLE.hooks.exhaustive_payments(position(READY_2, NOT_READY, NOT_READY_2, DONE, active=(0, 1, 2)))
    assert pay == [4, -2, -2, 0]
    assert info["ready"] == [0] and info["hand_values"] == [2, 0, 0, 0]


def test_each_ready_player_gets_its_own_best_hand_from_each_non_ready_player() -> None:
    pay, info = TABLE.hooks.exhaustive_payments(position(READY_2, READY_4, NOT_READY, NOT_READY_2))
    assert pay == [2 * 2, 2 * 4, -2 - 4, -2 - 4]
    assert info["ready"] == [0, 1]


def test_all_ready_or_none_ready_pays_nothing() -> None:
    assert TABLE.hooks.exhaustive_payments(position(READY_2, READY_4, DONE, DONE_2, active=(0, 1)))[0] == [0] * 4
    assert TABLE.hooks.exhaustive_payments(position(DONE, NOT_READY, NOT_READY_2, DONE_2, active=(1, 2)))[0] == [0] * 4


def test_forbidden_suit_penalty_goes_to_no_one_and_the_hand_is_not_ready() -> None:
    rnd = position(READY_2, WITH_9M, NOT_READY, DONE, active=(0, 1, 2))
    rnd.river[1] = river("1m9p")
    pay, info = TABLE.hooks.exhaustive_payments(rnd)
    assert pay == [4, -2 - 48, -2, 0]
    assert info["forbidden_suit_penalty"] == [0, 48, 0, 0] and info["ready"] == [0]


def test_no_penalty_when_every_discard_was_of_the_forbidden_suit() -> None:
    rnd = position(READY_2, WITH_9M, NOT_READY, DONE, active=(0, 1, 2))
    rnd.river[1] = river("1m2m7m")
    pay, info = TABLE.hooks.exhaustive_payments(rnd)
    assert pay == [4, -2, -2, 0] and info["forbidden_suit_penalty"] == [0] * 4


def test_wall_end_after_a_hu_with_a_kong_refunded() -> None:
    """East discards 9s; South wins on it (0 fans, 1 point) and leaves the deal. North draws 1s for a
    concealed kong, paid 2 by East and West only (South is out). Then every draw is discarded until the wall
    ends: East is ready (2 points), West and North are not: each pays East 2, and North, not ready, returns
    its kong payment."""
    north = "111s2468s369p47p9s"
    rnd = deal([READY_2, "234p567p345s22s78s", "147p258p369s2468s", north], ["9s", None, "1s", None])
    act(rnd, 0, Act.DISCARD, "9s")
    act(rnd, 1, Act.RON)
    assert rnd.scores == [-1, 1, 0, 0]
    tsumogiri(rnd)  # West discards what it drew
    act(rnd, 3, Act.CLOSED_KAN, "1s")
    play_out(rnd)
    assert rnd.scores[3] == 4 - 2 - 4  # the kong, then East's hand and the kong returned
    res = rnd.result
    assert res is not None and res.kind == "win" and res.info["wall_end"]
    assert res.info["ready"] == [0] and res.info["hand_values"] == [2, 0, 0, 0]
    assert res.payments == rnd.scores == [-1 - 2 + 6, 1, -2 - 2 + 2, 4 - 2 - 4]
    # "if the first "Hu" was declared by a single player, this player is the next dealer"
    assert TABLE.hooks.dealer_seat_after(rnd, res) == 1


def test_three_hu_final_does_not_check_the_last_hand() -> None:
    """East, holding 1m and 2m (its forbidden suit), discards 1m (its first, mandatory discard); South, West
    and North (forbidding dots, bamboo, dots) all win on it (1 point each, paid by the discarder): the deal
    ends with three Hu, East's hand, still holding 2m, is not checked (no penalty), and East, the discarder of
    a multiple first Hu, deals next ("if the first Hu were declared by multiple players on the same discard,
    the discarder becomes the next dealer").

    Chapter 1, "Problem": the most tiles left in the wall when a deal is completed correctly: the three Hu
    on East's first discard leave all 55 tiles the deal left (Lesson 2: "there are 1+2*9+2*14+2*4 = 55 tiles
    left in the wall")."""
    hands = ["12m111p456p789p88s", "23m456s789s111s55s", "23m123p456p789p99p", "1m123s456s678s999s"]
    rnd = deal(hands, ["3s"], voids="mpsp")
    act(rnd, 0, Act.DISCARD, "1m")
    for seat in (1, 2, 3):
        act(rnd, seat, Act.RON)
    res = rnd.result
    assert res is not None and res.kind == "win" and "wall_end" not in res.info
    assert res.payments == [-3, 1, 1, 1]
    assert TABLE.hooks.dealer_seat_after(rnd, res) == 0
    assert rnd.wall.live == 55
