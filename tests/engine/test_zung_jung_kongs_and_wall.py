"""Zung Jung at the table on stacked walls: kong points and the win on a kong, robbing a kong, the
wall's end (final draw, final discard, exhaustive draw) and flowers. Expected values from the rule
document (/work/shared/rules/004_feef2d5d1da5c71a.txt) and the pattern table of
/work/shared/rules/spec_zung_jung.md; seat 0 deals, play goes 0, 1, 2, 3."""
from __future__ import annotations

from riichi_walls import act, discard, pass_all
from zung_jung_walls import JUNK, deal, discard_drawn_until_last

from polymahjong.engine import Act, Round

#: Waits on 5p: All Sequences 5 + Concealed Hand 5 + No Terminals 5 (234m 567m 234p 678s 55p).
WAITS_5P = "234m567m234p678s5p"


def patterns(rnd: Round) -> dict[str, int]:
    return {p["id"]: p["value"] for p in rnd.wins[0].result.patterns}


def payments(rnd: Round) -> list[int]:
    assert rnd.result is not None
    return rnd.result.payments


def test_win_on_a_kongs_replacement() -> None:
    # "Having one kong gives you 5 points" and "If you're lucky enough for this tile to complete your
    # hand, you get a bonus 10 points!": One Kong 5 + Win on Kong 10 + Concealed Hand 5 (a concealed kong
    # keeps the hand concealed) = 20, self-drawn: everyone pays 20. The document: "Regardless of how you
    # form the kong, you draw a tile afterward"; spec_zung_jung.md section 1: "Kong replacement | the next
    # tile from the live wall, taken the normal way" (the far end holds a 1z here).
    rnd = deal(["3333m567m88m345s78p", *JUNK], draws="9p", tail="1z")
    head = rnd.wall.head
    act(rnd, 0, Act.CLOSED_KAN, "3m")
    assert rnd.table.variant.format([rnd.kind(rnd.drawn)]) == "9p" and rnd.wall.head == head + 1
    act(rnd, 0, Act.TSUMO)
    assert patterns(rnd) == {"concealed_hand": 5, "one_kong": 5, "win_on_kong": 10}
    assert payments(rnd) == [60, -20, -20, -20]


def test_a_win_on_the_discard_after_a_kong_is_an_ordinary_discard_win() -> None:
    # Zung Jung has no pattern for the discard after a kong (spec_zung_jung.md section 4 lists Win on Kong
    # for the self-draw only): All Sequences 5 + Concealed Hand 5 + No Terminals 5 = 15 <= 25, so "all
    # players pay that amount to you" (the document's Blame section).
    rnd = deal(["9999m567m88m345s9s5p", WAITS_5P, *JUNK[1:]], draws="1z")
    act(rnd, 0, Act.CLOSED_KAN, "9m")
    act(rnd, 0, Act.DISCARD, "5p")
    act(rnd, 1, Act.RON)
    pass_all(rnd)
    assert patterns(rnd) == {"all_sequences": 5, "concealed_hand": 5, "no_terminals": 5}
    assert payments(rnd) == [-15, 45, -15, -15]


def test_robbing_a_kong_the_kong_owner_takes_the_blame() -> None:
    # Seat 1 pons the dealer's 4m (seat 2 lets it go) and later adds the fourth 4m, which seat 2 robs:
    # Robbing a Kong 10 + Pure One-Suit 80 + Concealed Hand 5 = 95 > 25; the robbed player is the
    # discarder: he pays 3 x 95 - 50 = 235, the others 25.
    rnd = deal([JUNK[1] + "4m", "44m147p258p369p15z", "23m567m789m999m11m", JUNK[2]], draws="2z2z6z4m")
    act(rnd, 0, Act.DISCARD, "4m")
    act(rnd, 2, Act.PASS)
    act(rnd, 1, Act.PON, "4m")
    for seat, tile in ((1, "1z"), (2, "2z"), (3, "2z"), (0, "6z")):
        discard(rnd, seat, tile)
    act(rnd, 1, Act.ADDED_KAN, "4m")
    act(rnd, 2, Act.RON)
    pass_all(rnd)
    assert patterns(rnd) == {"concealed_hand": 5, "pure_one_suit": 80, "robbing_a_kong": 10}
    assert payments(rnd) == [-25, -235, 285, -25]


def wall_end(winner: int) -> Round:
    """A round whose last live tile is a 5p for the player after the dealer (69 draws after the deal:
    the last goes to seat 1), ``winner`` waiting on it; everyone else holds nothing."""
    hands = [JUNK[1] + "3z", JUNK[0], JUNK[2]]
    hands.insert(winner, WAITS_5P)
    rnd = deal(hands, tail="2z5p")  # the far end: a stack of 2z on 5p
    discard_drawn_until_last(rnd)
    assert rnd.turn == 1 and rnd.kind(rnd.drawn) == rnd.table.variant.parse("5p")[0].kind
    return rnd


def test_final_draw() -> None:
    # Final Draw 10 (a self-draw on the live wall's last tile) + 15: everyone pays 25.
    rnd = wall_end(winner=1)
    act(rnd, 1, Act.TSUMO)
    assert patterns(rnd)["final_draw"] == 10
    assert payments(rnd) == [-25, 75, -25, -25]


def test_final_discard() -> None:
    # Final Discard 10 (a win on the discard after the live wall ran out) + 15: everyone pays 25.
    rnd = wall_end(winner=2)
    act(rnd, 1, Act.DISCARD, "5p")
    act(rnd, 2, Act.RON)
    assert patterns(rnd)["final_discard"] == 10
    assert payments(rnd) == [-25, -25, 75, -25]


def test_exhaustive_draw_pays_nothing() -> None:
    # spec_zung_jung.md section 1: "live wall empty -> draw ("Draw"); no payments".
    rnd = wall_end(winner=2)
    discard(rnd, 1, "5p")  # seat 2 lets it go
    assert rnd.result is not None and rnd.result.kind == "exhaustive"
    assert payments(rnd) == [0, 0, 0, 0]


def test_a_seat_flower_scores_at_the_table() -> None:
    # With flowers, South's own flower (flower two) is a Proper Flower, 4 points: 4 + 15 = 19, paid by all.
    # Its replacement comes from the far end (spec, Bonus Tiles: "a replacement draw from the back end of the
    # wall for each flower"): the 5p there, while the live wall's head still gives the dealer's 2z.
    rnd = deal([JUNK[1] + "3z", "2f234m567m234p678s", JUNK[0], JUNK[2]], draws="2z5p", tail="5p", flowers=True)
    assert rnd.counts[1][rnd.table.variant.parse("5p")[0].kind] == 1
    discard(rnd, 0, "3z")
    discard(rnd, 1, "2z")
    act(rnd, 2, Act.DISCARD, "5p")
    act(rnd, 1, Act.RON)
    assert patterns(rnd)["proper_flower"] == 4
    assert payments(rnd) == [-19, 57, -19, -19]


def test_no_pung_on_the_last_discard() -> None:
    # Our choice where the documents are silent (docs/rules/zung_jung.md): the last discard may be won on
    # (Final Discard) but not called. Seat 2 holds 22z; the live wall's last tile is a 2z for seat 1.
    rnd = deal([JUNK[1] + "3z", JUNK[0], "22z147m258m369m57z", JUNK[2]], tail="1z2z")
    discard_drawn_until_last(rnd)
    assert rnd.turn == 1 and rnd.kind(rnd.drawn) == rnd.table.variant.parse("2z")[0].kind
    act(rnd, 1, Act.DISCARD, "2z")
    assert rnd.claim is None and rnd.result is not None and rnd.result.kind == "exhaustive"
