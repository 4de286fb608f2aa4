"""Riichi round endings played through the engine on set walls: a double (and triple) ron with honba and
riichi sticks on the table under the document's rule, Tenhou's and head bump; nagashi mangan at the
exhaustive draw, and a call that spoils it.

Expected values come from the rule document (/work/shared/rules/002_44baba66c52ec293.txt, "Scoring",
"Fu", "Exhaustive draw") and, where it is silent (nagashi mangan) or for preset tenhou, from Tenhou's
rules (/work/shared/oracles/tenhou/README.md, "Caveats", and the nagashi rounds of its games.jsonl)."""
from __future__ import annotations

from typing import Any

import pytest

from polymahjong.engine import Act, Action, Round, Table
from polymahjong.variants.registry import ruleset

from riichi_walls import act, build, discard, in_turns

DEFAULT = Table(ruleset("riichi"))
TENHOU = Table(ruleset("riichi", preset="tenhou"))
HEAD_BUMP = Table(ruleset("riichi", head_bump=True))
HONBA, STICKS = 1, 2
#: document: "you add 300 to the score for every honba, and you pick up all the 1000 riichi bets on the table"
HONBA_POINTS, STICK_POINTS = 300, 1000
START = 25000


def ron_value(fu: int, han: int, dealer: bool) -> int:
    """The document's formula below 5 han: fu x 4 x 2^han, times 6 for the dealer or 4 for a non-dealer,
    rounded up to the nearest 100."""
    return -(-fu * 4 * 2 ** han * (6 if dealer else 4) // 100) * 100


# Seat 2 discards 5p; turn order after it is seat 3, the dealer (seat 0), seat 1. Dora indicator 1z (dora 2z):
# nobody holds a dora, nor a red five.
#: dealer: tanyao 1 han; fu 20 + 10 closed ron + 2 closed wait (4-6p) = 32 -> 40; 40 x 4 x 2 x 6 = 1920 -> 2000
DEALER_HAND, DEALER_VALUE = "234m678m345s88s46p", ron_value(40, 1, dealer=True)
#: seat 3: ittsu 2 han; fu 20 + 10 closed ron + 2 pair wait = 32 -> 40; 40 x 4 x 4 x 4 = 2560 -> 2600
NORTH_HAND, NORTH_VALUE = "123m456m789m123p5p", ron_value(40, 2, dealer=False)
#: seat 1 (triple ron): haku 1 han; fu 20 + 10 closed ron + 8 closed honour triplet + 2 closed wait = 40;
#: 40 x 4 x 2 x 4 = 1280 -> 1300
SOUTH_HAND, SOUTH_VALUE = "555z123s789s99m46p", ron_value(40, 1, dealer=False)
SOUTH_NOTEN = "147m28p369s12345z"
WEST_HAND = "258m17p147s12345z"  # noten; draws the 5p it discards


def ron_on_5p(table: Table, south: str, winners: tuple[int, ...]) -> Round:
    """Deal with ``HONBA`` honba and ``STICKS`` riichi sticks on the table; the dealer and seat 1 discard
    the honours they drew, seat 2 discards 5p and ``winners`` call ron (the dealer before seat 3)."""
    hands = [DEALER_HAND, south, WEST_HAND, NORTH_HAND]
    rnd = Round(table, 0, wall=build(table, hands, draws="7z6z5p", dora="1z"), honba=HONBA, sticks=STICKS)
    discard(rnd, 0, "7z")
    discard(rnd, 1, "6z")
    act(rnd, 2, Act.DISCARD, "5p")
    assert sorted(rnd.to_act()) == sorted(winners)
    for seat in winners:
        act(rnd, seat, Act.RON)
    assert rnd.over
    return rnd


def dealer_repeats(rnd: Round) -> bool:
    """Whether the dealer deals the next round after ``rnd``'s result."""
    assert rnd.result is not None
    return rnd.table.hooks.next_dealer(rnd, rnd.result)


#: seat 3, the first winner in turn order after the discarder, takes the honba and the sticks
NORTH_WITH_BONUS = NORTH_VALUE + HONBA * HONBA_POINTS + STICKS * STICK_POINTS  # 2600 + 300 + 2000 = 4900


@pytest.mark.parametrize("table", [DEFAULT, TENHOU], ids=["document", "tenhou"])
def test_double_ron_pays_both_winners_honba_and_sticks_to_the_first_after_the_discarder(table: Table) -> None:
    # document ("Scoring"): several rons on one discard are paid separately, the honba and riichi bets go to
    # the next player in turn order; Tenhou (README, Caveats): the same, both winners are paid their value
    rnd = ron_on_5p(table, SOUTH_NOTEN, (0, 3))
    assert [w.seat for w in rnd.result.wins] == [3, 0]
    discarder = -(NORTH_VALUE + HONBA * HONBA_POINTS) - DEALER_VALUE  # -2900 - 2000 = -4900
    assert rnd.result.payments == [DEALER_VALUE, 0, discarder, NORTH_WITH_BONUS]  # [2000, 0, -4900, 4900]
    assert rnd.scores == [START + p for p in rnd.result.payments] and rnd.sticks == 0
    assert dealer_repeats(rnd)  # document: the dealer won, so stays dealer


def test_double_ron_with_head_bump_pays_only_the_first_winner_after_the_discarder() -> None:
    # head bump: only seat 3 wins (it comes before the dealer after seat 2), with the honba and the sticks
    rnd = ron_on_5p(HEAD_BUMP, SOUTH_NOTEN, (0, 3))
    assert [w.seat for w in rnd.result.wins] == [3]
    discarder = -(NORTH_VALUE + HONBA * HONBA_POINTS)  # -2900
    assert rnd.result.payments == [0, 0, discarder, NORTH_WITH_BONUS]  # [0, 0, -2900, 4900]
    assert rnd.sticks == 0
    assert not dealer_repeats(rnd)  # the dealer's ron was bumped: the deal passes on


def test_triple_ron_pays_all_three_under_the_document() -> None:
    rnd = ron_on_5p(DEFAULT, SOUTH_HAND, (0, 1, 3))
    assert [w.seat for w in rnd.result.wins] == [3, 0, 1]
    discarder = -(NORTH_VALUE + HONBA * HONBA_POINTS) - DEALER_VALUE - SOUTH_VALUE  # -2900 - 2000 - 1300 = -6200
    assert rnd.result.payments == [DEALER_VALUE, SOUTH_VALUE, discarder, NORTH_WITH_BONUS]


def test_triple_ron_is_an_abortive_draw_under_tenhou() -> None:
    # Tenhou (README, Caveats): triple ron is an abortive draw: nobody is paid, the sticks stay on the table,
    # the dealer deals again
    rnd = ron_on_5p(TENHOU, SOUTH_HAND, (0, 1, 3))
    assert rnd.result.kind == "abortive" and not rnd.result.wins
    assert rnd.result.payments == [0, 0, 0, 0] and rnd.scores == [START] * 4 and rnd.sticks == STICKS
    assert dealer_repeats(rnd)


# -- nagashi mangan ----------------------------------------------------------------------------------------
#: live draws of a round without kans: 136 tiles - 14 in the dead wall - 13 dealt to each seat (the first
#: is the dealer's 14th tile); 18 each for the dealer and seat 1, 17 for seats 2 and 3
LIVE_DRAWS = 136 - 14 - 4 * 13
#: the nagashi seat's 18 draws, all terminals and honours (its 17th, 7z, can be ponned by seat 3)
NAGASHI_DRAWS = "19m19p19s19m19p19s1234z7z5z"
NAGASHI_HAND = "258m36p47s123456z"  # noten; it keeps its simples and throws every terminal and honour
TENPAI_8S = "234m567m234p567p8s"  # tenpai on 8s all round (its seat throws each tile it draws)
WEST_NOTEN = "369m258p369s1m1p1s6z"  # noten
NORTH_7Z = "258m369p258s347z7z"  # noten; with a pair of 7z (a pon leaves it noten)
#: The document does not cover nagashi mangan. Tenhou: it is a draw paid as a mangan by self-draw (non-dealer
#: 8000: dealer 4000, others 2000 each; dealer 12000: 4000 each) instead of the tenpai payments, without honba
#: or sticks; the dealer repeats when tenpai (games.jsonl: the five nagashi rounds, one with 1 honba and
#: 1 stick paid 8000 exactly, a dealer tenpai at two of them repeats, a noten one does not)
MANGAN_DEALER_SHARE, MANGAN_OTHER_SHARE = 4000, 2000
#: document ("Exhaustive draw"): 1 tenpai player is paid 1000 by everyone else
NOTEN_PAYMENT = 1000


def terminal_or_honour(rnd: Round, tile: int) -> bool:
    """Whether ``tile`` is a 1, a 9, a wind or a dragon."""
    kind = rnd.table.tileset.kinds[rnd.kind(tile)]
    return kind.is_honour or kind.rank in (1, 9)


def throw(rnd: Round, nagashi: int) -> Action:
    """The turn seat's legal discard: the tile it drew (after a call: its lowest tile); the ``nagashi`` seat
    throws a terminal or honour, the drawn tile when it is one."""
    seat = rnd.turn
    options = [a for a in rnd.legal(seat) if a.act is Act.DISCARD]
    if seat == nagashi:
        options = [a for a in options if terminal_or_honour(rnd, a.tile)]
        assert options, f"seat {seat} holds no terminal or honour to throw"
    return next((a for a in options if a.tile == rnd.drawn), options[0])


def play_out(rnd: Round, nagashi: int, pon: tuple[int, int] | None = None) -> list[dict[str, Any]]:
    """Play ``rnd`` to its end with legal actions: :func:`throw` on every turn, every claim (win or call)
    passed, except that with ``pon=(seat, k)`` that seat pons the ``nagashi`` seat's k-th discard.
    Returns the events."""
    events: list[dict[str, Any]] = []
    while not rnd.over:
        if rnd.phase != "claim":
            events += rnd.step(throw(rnd, nagashi))
            continue
        assert rnd.claim is not None
        calling = pon is not None and rnd.claim.discarder == nagashi and len(rnd.river[nagashi]) == pon[1]
        for seat in rnd.to_act():
            choice = Action(Act.PASS, seat)
            if calling and pon is not None and seat == pon[0]:
                choice = next(a for a in rnd.legal(seat) if a.act is Act.PON)
            events += rnd.step(choice)
    return events


def nagashi_round(nagashi: int, hands: list[str]) -> Round:
    """Deal ``hands`` with ``HONBA`` honba and ``STICKS`` riichi sticks on the table, ``nagashi`` drawing
    :data:`NAGASHI_DRAWS` (the others draw any tiles)."""
    wall = build(DEFAULT, hands, draws=in_turns({nagashi: NAGASHI_DRAWS}, LIVE_DRAWS))
    return Round(DEFAULT, 0, wall=wall, honba=HONBA, sticks=STICKS)


@pytest.mark.parametrize("nagashi, hands, expected, repeats", [
    # seat 1, a non-dealer: 8000 = dealer 4000 + 2000 + 2000; the dealer is tenpai (no tenpai payments) and repeats
    (1, [TENPAI_8S, NAGASHI_HAND, WEST_NOTEN, NORTH_7Z],
     [-MANGAN_DEALER_SHARE, 2 * MANGAN_OTHER_SHARE + MANGAN_DEALER_SHARE, -MANGAN_OTHER_SHARE, -MANGAN_OTHER_SHARE],
     True),
    # the dealer: 12000 = 4000 each; seat 1 is tenpai (no tenpai payments); the dealer is noten and does not repeat
    (0, [NAGASHI_HAND, TENPAI_8S, WEST_NOTEN, NORTH_7Z], [3 * MANGAN_DEALER_SHARE] + [-MANGAN_DEALER_SHARE] * 3, False),
], ids=["non-dealer", "dealer"])
def test_nagashi_mangan_played_to_the_exhaustive_draw(nagashi: int, hands: list[str], expected: list[int],
                                                      repeats: bool) -> None:
    rnd = nagashi_round(nagashi, hands)
    events = play_out(rnd, nagashi)
    assert not any(e["e"] in ("call", "win") for e in events)
    assert len(rnd.river[nagashi]) == 18 and all(terminal_or_honour(rnd, t) for t in rnd.river[nagashi])
    assert rnd.result.kind == "exhaustive" and rnd.result.payments == expected
    assert rnd.result.info["nagashi"] == [nagashi] and rnd.result.info["tenpai"] == [hands.index(TENPAI_8S)]
    assert rnd.scores == [START + p for p in expected] and rnd.sticks == STICKS  # the sticks stay on the table
    assert dealer_repeats(rnd) is repeats


def test_a_called_discard_spoils_nagashi_mangan() -> None:
    # seat 3 pons seat 1's 17th discard (7z); seat 1 still throws only terminals and honours
    rnd = nagashi_round(1, [TENPAI_8S, NAGASHI_HAND, WEST_NOTEN, NORTH_7Z])
    events = play_out(rnd, 1, pon=(3, 17))
    assert [(e["seat"], e["type"], e["source"]) for e in events if e["e"] == "call"] == [(3, "pon", 1)]
    assert all(terminal_or_honour(rnd, t) for t in rnd.river[1])
    # no nagashi: the tenpai payments, the dealer alone tenpai: 1000 from each of the others
    assert rnd.result.kind == "exhaustive" and "nagashi" not in rnd.result.info
    assert rnd.result.payments == [3 * NOTEN_PAYMENT, -NOTEN_PAYMENT, -NOTEN_PAYMENT, -NOTEN_PAYMENT]
    assert dealer_repeats(rnd)
