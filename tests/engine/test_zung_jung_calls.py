"""Zung Jung calls and claim priorities on stacked walls: chi from the left player only, pung and kong before
chi, ron before everything, the closest winner after the discarder (head bump), kongs of a concealed
triplet only, added kongs, which kongs can be robbed. Expected behaviour and values from the rule document
(/work/shared/rules/004_feef2d5d1da5c71a.txt) and the pattern table of /work/shared/rules/spec_zung_jung.md;
seat 0 deals, play goes 0, 1, 2, 3. In most tests the dealer throws a 3z, then seat 1 draws a 5p and
throws it."""
from __future__ import annotations

from riichi_walls import act, discard, pass_all
from zung_jung_walls import deal

from polymahjong.engine import Act, Round

#: Hands that want nothing anyone throws here (no pair, nothing near 5p): the dealer's (with the 3z it
#: throws), seat 1's, and one for seat 2 or 3.
DEALER = "147s258s369s1467z3z"
SEAT1 = "147m258m369m1257z"
OTHER = "19m28m28p28s34567z"
#: 46p, 555p or 55p with tiles that want nothing.
CHI_46P = "46p19m28m28s34567z"
PON_55P = "55p19m28m28p34567z"
KONG_555P = "555p19m28m28p3456z"
#: Waits on 5p with 46p (no 5p held): 234m 567m 678s 11z and 456p, All Sequences 5 + Concealed Hand 5 = 10.
RON_46P = "46p234m567m678s11z"


def seat_one_throws_5p(hands: list[str], draws: str = "5p") -> Round:
    """The dealer throws its 3z, seat 1 draws a 5p (the first of ``draws``) and throws it; the claim window
    on it is open."""
    rnd = deal(hands, draws=draws)
    discard(rnd, 0, "3z")
    act(rnd, 1, Act.DISCARD, "5p")
    return rnd


def options(rnd: Round, seat: int) -> set[Act]:
    return {a.act for a in rnd.legal(seat)}


def test_chi_only_on_the_left_players_discard() -> None:
    # "you can only call chi on the opponent who acts immediately before you. This is the only call that has
    # this restriction." Seats 2 and 3 both hold 46p; only seat 2 plays after seat 1.
    rnd = seat_one_throws_5p([DEALER, SEAT1, CHI_46P, CHI_46P])
    assert Act.CHI in options(rnd, 2)
    assert options(rnd, 3) == set()


def test_pung_beats_chi_and_skips_the_turns_between() -> None:
    # "Pung and kong calls take precedence over chi calls ... in which case that player takes the tile";
    # "Any players in between you and the player who discarded the tile you punged miss their turn."
    rnd = seat_one_throws_5p([DEALER, SEAT1, CHI_46P, PON_55P])
    act(rnd, 2, Act.CHI)
    act(rnd, 3, Act.PON)
    assert [m.type for m in rnd.melds[3]] == ["pon"] and rnd.melds[2] == []
    assert rnd.turn == 3 and rnd.phase == "turn"


def test_kong_beats_chi() -> None:
    # "Pung and kong calls take precedence over chi calls"; after the kong seat 3 draws its replacement.
    rnd = seat_one_throws_5p([DEALER, SEAT1, CHI_46P, KONG_555P])
    act(rnd, 2, Act.CHI)
    act(rnd, 3, Act.OPEN_KAN)
    assert [m.type for m in rnd.melds[3]] == ["open_kan"] and rnd.melds[2] == []
    assert rnd.turn == 3 and rnd.drawn is not None


def test_ron_beats_kong() -> None:
    # "Ron calls take precedence over all other calls"; "if you call kong on a discard and then another
    # player calls ron, the ron cancels out your kong." Seat 3 wins 10 (All Sequences + Concealed Hand):
    # "If your hand scores 25 or less, all players pay that amount to you."
    rnd = seat_one_throws_5p([DEALER, SEAT1, KONG_555P, RON_46P])
    act(rnd, 2, Act.OPEN_KAN)
    act(rnd, 3, Act.RON)
    assert rnd.melds[2] == [] and [w.seat for w in rnd.wins] == [3]
    assert rnd.result is not None and rnd.result.payments == [-10, -10, -10, 30]


def test_several_rons_the_closest_after_the_discarder_wins() -> None:
    # "If multiple players call ron, the caller closest to the discarder (starting from the discarder's
    # right, going counterclockwise) is the winner." Seat 1 throws; seats 3 and 0 can win: seat 3 is closer.
    # The dealer's 234m 567m 234p 678s 5p (All Sequences, Concealed Hand, No Terminals) is left out.
    rnd = seat_one_throws_5p(["234m567m234p678s5p3z", SEAT1, OTHER, RON_46P])
    assert Act.RON in options(rnd, 0) and Act.RON in options(rnd, 3)
    act(rnd, 0, Act.RON)
    act(rnd, 3, Act.RON)
    assert [w.seat for w in rnd.wins] == [3]
    assert rnd.result is not None and rnd.result.payments == [-10, -10, -10, 30]


def test_no_kong_of_an_open_triplet_on_a_discard() -> None:
    # "You cannot turn an open triplet into a kong this way, only a closed triplet." Seat 3 pungs seat 1's
    # 5p; the dealer later throws the fourth 5p: nobody may claim it.
    rnd = seat_one_throws_5p([DEALER, SEAT1, OTHER, PON_55P], draws="5p5p")
    act(rnd, 3, Act.PON)
    discard(rnd, 3, "1m")
    assert rnd.turn == 0 and rnd.kind(rnd.drawn) == rnd.table.variant.parse("5p")[0].kind
    act(rnd, 0, Act.DISCARD, "5p")
    assert rnd.claim is None and rnd.turn == 1


def test_added_kong_with_the_fourth_tile_kept_on_the_rack() -> None:
    # "if you have an open triplet and you have the fourth tile on your rack, then, on your turn, you may turn
    # the open triplet into an added kong": seat 3 pungs 5p with two of its three and adds the third later,
    # on a turn where it drew a 1p.
    rnd = seat_one_throws_5p([DEALER, SEAT1, OTHER, KONG_555P], draws="5p9p9p9p1p")
    act(rnd, 3, Act.PON)
    for seat, tile in ((3, "1m"), (0, "9p"), (1, "9p"), (2, "9p")):
        discard(rnd, seat, tile)
    assert rnd.turn == 3 and rnd.table.variant.format([rnd.kind(rnd.drawn)]) == "1p"
    act(rnd, 3, Act.ADDED_KAN, "5p")
    assert [m.type for m in rnd.melds[3]] == ["added_kan"] and rnd.drawn is not None  # and it draws again


#: Thirteen Terminals waiting on 1z only (a second 9s, no 1z).
ORPHANS_ON_1Z = "19m19p199s234567z"


def test_a_closed_kong_cannot_be_robbed() -> None:
    # "A closed kong cannot be robbed": seat 2 waits on 1z, the dealer declares a closed kong of 1z; no
    # claim window opens and the dealer draws its replacement.
    rnd = deal(["1111z258m369p147s5z", "147m258m369m2367z", ORPHANS_ON_1Z, "2468m248p28s3567z"])
    act(rnd, 0, Act.CLOSED_KAN, "1z")
    assert rnd.claim is None and rnd.phase == "turn" and rnd.turn == 0 and rnd.drawn is not None


def test_thirteen_terminals_robs_an_added_kong_of_honors() -> None:
    # "Be careful! If an opponent needs that tile to complete their hand, they may declare ron and rob the
    # kong as if you had discarded it." The document adds "it's not possible to rob a kong of honors, since
    # your opponents don't have any tiles to meld it with"; Thirteen Terminals melds nothing, so it may
    # (docs/rules/zung_jung.md). Seat 1 pungs the dealer's 1z keeping its third, adds it; seat 2 robs:
    # Thirteen Terminals 160 + Robbing a Kong 10 = 170 > 25, the kong's owner pays 3 x 170 - 50 = 460.
    rnd = deal(["258m369p147s2367z1z", "111z147m258m369m4z", ORPHANS_ON_1Z, "2468m248p28s3567z"], draws="5p5p5p5p")
    act(rnd, 0, Act.DISCARD, "1z")
    act(rnd, 2, Act.PASS)
    act(rnd, 1, Act.PON)
    for seat, tile in ((1, "4z"), (2, "5p"), (3, "5p"), (0, "5p")):
        discard(rnd, seat, tile)
    act(rnd, 1, Act.ADDED_KAN, "1z")
    act(rnd, 2, Act.RON)
    pass_all(rnd)
    assert rnd.result is not None and rnd.result.payments == [-25, -460, 510, -25]
    assert {p["id"] for p in rnd.wins[0].result.patterns} == {"thirteen_terminals", "robbing_a_kong"}
