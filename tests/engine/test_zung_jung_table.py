"""Zung Jung payments at the table on stacked walls: self-draw, discard wins, blame and same-turn
immunity, the blessings. Expected values from the rule document
(/work/shared/rules/004_feef2d5d1da5c71a.txt) and the pattern table of
/work/shared/rules/spec_zung_jung.md; seat 0 deals, play goes 0, 1, 2, 3."""
from __future__ import annotations

from riichi_walls import act, discard, pass_all
from zung_jung_walls import JUNK, deal, wall

from polymahjong.engine import Act, Round
from polymahjong.variants.registry import ruleset

#: Concealed Hand 5 + Pure One-Suit 80 + Nine-Tile Straight 40 = 125 on an 8m, like the document's
#: "Your hand will be worth a whopping 125 points if you draw an 8" (123m 456m 789m 222m 88m).
WORTH_125 = "123456789m222m8m"
#: Waits on 5p: All Sequences 5 + Concealed Hand 5 + No Terminals 5 (234m 567m 234p 678s 55p).
WAITS_5P = "234m567m234p678s5p"


def ron(rnd: Round, seat: int) -> list[int]:
    """``seat`` wins on the tile just discarded (the others pass); the round's payments."""
    act(rnd, seat, Act.RON)
    pass_all(rnd)
    assert rnd.result is not None and rnd.result.kind == "win"
    return rnd.result.payments


def patterns(rnd: Round) -> dict[str, int]:
    return {p["id"]: p["value"] for p in rnd.wins[0].result.patterns}


def test_discard_win_above_25_the_discarder_takes_the_blame() -> None:
    # "Carl discarded the 8! ... Alice and Bob have to pay you 25 points, but Carl ... 325 points!"
    rnd = deal([WORTH_125 + "3z", *JUNK], draws="2z2z8m")
    discard(rnd, 0, "3z")  # "Throw away that west wind"
    discard(rnd, 1, "2z")
    discard(rnd, 2, "2z")
    act(rnd, 3, Act.DISCARD, "8m")
    assert ron(rnd, 0) == [375, -25, -25, -325]
    assert rnd.wins[0].result.total == 125


def test_self_draw_everyone_pays_the_value() -> None:
    # "If you draw the 8 yourself, all three players pay you 125 points, giving you a total of 375 points."
    rnd = deal([WORTH_125 + "3z", *JUNK], draws="2z2z6z8m")
    for seat, tile in ((0, "3z"), (1, "2z"), (2, "2z"), (3, "6z")):
        discard(rnd, seat, tile)
    act(rnd, 0, Act.TSUMO)
    assert rnd.result is not None and rnd.result.payments == [375, -125, -125, -125]


def test_discard_win_of_25_or_less_everyone_pays_it() -> None:
    # "If your hand scores 25 or less, all players pay that amount to you": Concealed Hand 5 alone
    # (333m 567m 88m 345s 789p, the peer's "concealed hand" case: +15 -5 -5 -5).
    rnd = deal(["333m567m88m34s789p3z", *JUNK], draws="5s")
    discard(rnd, 0, "3z")
    act(rnd, 1, Act.DISCARD, "5s")
    assert ron(rnd, 0) == [15, -5, -5, -5]
    assert patterns(rnd) == {"concealed_hand": 5}


def test_same_turn_immunity_the_first_discarder_keeps_the_blame() -> None:
    # "Bob has discarded the 7 ... let's see if we can win off Alice ... Alice discarded the 7! ...
    # Alice has same-turn immunity! ... Poor Bob gets the blame even though we initially passed up his discard."
    rnd = deal([WORTH_125 + "3z", *JUNK], draws="8m8m")
    discard(rnd, 0, "3z")
    discard(rnd, 1, "8m")  # Bob's 8m: we pass
    act(rnd, 2, Act.DISCARD, "8m")  # Alice's 8m
    assert ron(rnd, 0) == [375, -325, -25, -25]


def test_immunity_ends_when_the_winner_discards_again() -> None:
    # "Alice would not have been safe if she had discarded the 7 on a later turn. As soon as we discard
    # something, Alice's immunity from us vanishes."
    rnd = deal([WORTH_125 + "3z", *JUNK], draws="8m2z2z6z6z8m")
    for seat, tile in ((0, "3z"), (1, "8m"), (2, "2z"), (3, "2z"), (0, "6z"), (1, "6z")):
        discard(rnd, seat, tile)
    act(rnd, 2, Act.DISCARD, "8m")
    assert ron(rnd, 0) == [375, -25, -325, -25]


def test_winning_on_the_tile_one_discarded_is_the_self_draw_passed_up() -> None:
    # The document's Nine Gates example: "we started with 1112234567899 and drew a 9" (a complete hand);
    # we discard a 2 to wait for Nine Gates, Bob discards another 2 and we call ron: "You called ron on
    # the same kind of tile you most recently discarded, so your hand is treated as though you had called
    # tsumo before discarding the tile" - not Nine Gates but "only a Concealed Hand with a Full Flush ...
    # (85 points)", and as a self-draw everyone pays it.
    rnd = deal(["1112234567899m3z", *JUNK], draws="2z2z6z9m2m")
    for seat, tile in ((0, "3z"), (1, "2z"), (2, "2z"), (3, "6z")):
        discard(rnd, seat, tile)
    assert any(a.act is Act.TSUMO for a in rnd.legal(0))  # drew the 9: a complete hand
    discard(rnd, 0, "2m")
    act(rnd, 1, Act.DISCARD, "2m")
    assert ron(rnd, 0) == [255, -85, -85, -85]
    assert patterns(rnd) == {"concealed_hand": 5, "pure_one_suit": 80}


def test_the_dealer_passing_his_first_draw_is_scored_as_blessing_of_heaven() -> None:
    # Treated as the self-draw before his first discard: Blessing of Heaven 155 (the dealer's self-draw
    # on his first draw) + All Sequences 5 + Concealed Hand 5 = 165, paid by everyone.
    rnd = deal(["234m456m789p123s9s9s", *JUNK], draws="9s")
    discard(rnd, 0, "9s")
    act(rnd, 1, Act.DISCARD, "9s")
    assert ron(rnd, 0) == [495, -165, -165, -165]
    assert patterns(rnd)["blessing_of_heaven"] == 155


def test_blessing_of_earth_on_the_dealers_first_discard() -> None:
    # Blessing of Earth 155 + All Sequences 5 + Concealed Hand 5 + No Terminals 5 = 170 > 25: the dealer,
    # who discarded, pays 3 x 170 - 50 = 460 and the others 25 each.
    rnd = deal([JUNK[1] + "5p", WAITS_5P, JUNK[0], JUNK[2]])
    act(rnd, 0, Act.DISCARD, "5p")
    assert ron(rnd, 1) == [-460, 510, -25, -25]
    assert patterns(rnd)["blessing_of_earth"] == 155


def test_no_blessing_of_earth_on_a_later_discard() -> None:
    # The dealer's second discard: All Sequences 5 + Concealed Hand 5 + No Terminals 5 = 15, paid by everyone.
    rnd = deal([JUNK[1] + "3z", WAITS_5P, JUNK[0], JUNK[2]], draws="2z2z6z5p")
    for seat, tile in ((0, "3z"), (1, "2z"), (2, "2z"), (3, "6z")):
        discard(rnd, seat, tile)
    act(rnd, 0, Act.DISCARD, "5p")
    assert ron(rnd, 1) == [-15, 45, -15, -15]
    assert "blessing_of_earth" not in patterns(rnd)


def chicken_position(**options: object) -> Round:
    """The dealer pons a 5s and waits with 333m 6789m 789p (a chicken hand); South discards a 6m."""
    rnd = deal(["333m56789m789p55s3z", *JUNK], draws="5s6m", **options)
    discard(rnd, 0, "3z")
    act(rnd, 1, Act.DISCARD, "5s")
    act(rnd, 0, Act.PON, "5s")
    pass_all(rnd)
    discard(rnd, 0, "5m")
    act(rnd, 1, Act.DISCARD, "6m")
    return rnd


def test_a_chicken_hand_wins_and_everyone_pays_1() -> None:
    # "If your hand scores 0 points, you are given a token 1-point pattern called Chicken Hand";
    # spec section 7: V=1 ron -> +3/-1/-1/-1.
    rnd = chicken_position()
    assert ron(rnd, 0) == [3, -1, -1, -1]
    assert patterns(rnd) == {"chicken_hand": 1}


def test_five_point_minimum_offers_no_chicken_win() -> None:
    # "play with a 5-point minimum, meaning you are not allowed to win with a chicken hand"
    rnd = chicken_position(minimum=5)
    assert rnd.claim is None and rnd.turn == 2 and not rnd.wins  # no claim window: West draws


def test_blessing_of_heaven_on_the_dealers_first_draw() -> None:
    # spec_zung_jung.md section 7: "V=160 self-draw (Blessing of Heaven 155 + Concealed 5) -> +480, -160
    # each" (123m 567m 22p 345s 222z, the 6m drawn as the deal's fourteenth tile).
    rnd = deal(["123m57m22p345s222z6m", *JUNK])
    act(rnd, 0, Act.TSUMO)
    assert patterns(rnd) == {"concealed_hand": 5, "blessing_of_heaven": 155}
    assert rnd.result is not None and rnd.result.payments == [480, -160, -160, -160]


def test_a_concealed_kong_cancels_blessing_of_heaven() -> None:
    # spec_zung_jung.md row 42: "Any call by anyone, concealed kongs included, cancels it": the dealer's
    # closed kong of 2z and a win on its replacement is Concealed Hand 5 + One Kong 5 + Win on Kong 10 = 20.
    rnd = deal(["123m57m22p345s2222z", *JUNK], draws="6m")
    act(rnd, 0, Act.CLOSED_KAN, "2z")
    act(rnd, 0, Act.TSUMO)
    assert patterns(rnd) == {"concealed_hand": 5, "one_kong": 5, "win_on_kong": 10}
    assert rnd.result is not None and rnd.result.payments == [60, -20, -20, -20]


def test_a_concealed_kong_cancels_blessing_of_earth() -> None:
    # spec_zung_jung.md row 43: "Any call cancels it (test: East's concealed kong cancels South's)": the
    # dealer's closed kong of 8s, then South wins on its first discard with Concealed Hand 5 alone.
    rnd = deal(["66m1346789p2s8888s", "123m57m22p345s444z", "147m258m369m1257z", JUNK[0]], draws="6m")
    act(rnd, 0, Act.CLOSED_KAN, "8s")
    act(rnd, 0, Act.DISCARD, "6m")
    assert ron(rnd, 1) == [-5, 15, -5, -5]
    assert patterns(rnd) == {"concealed_hand": 5}


def test_immunity_counts_a_discard_that_was_punged() -> None:
    # spec_zung_jung.md section 7 (its test "responsibility with different waits"): the first player to
    # throw the tile in the go-around is responsible even when another player punged that tile. We wait on
    # 5m/8m with 112233m 444m 67m 99m; seat 1 throws an 8m (we pass), seat 2 pungs it, seat 3 throws the
    # last 8m and we win: Pure One-Suit 80 + Two Identical Sequences 10 + Concealed Hand 5 = 95, seat 1 pays
    # 3 x 95 - 50 = 235. Seat 2's open triplet cannot take seat 3's 8m for a kong ("You cannot turn an open
    # triplet into a kong this way").
    rnd = deal(["112233m444m67m99m3z", JUNK[0], "88m147s258s369s15z", JUNK[2]], draws="8m8m")
    discard(rnd, 0, "3z")
    act(rnd, 1, Act.DISCARD, "8m")
    act(rnd, 0, Act.PASS)
    act(rnd, 2, Act.PON)
    discard(rnd, 2, "1z")
    act(rnd, 3, Act.DISCARD, "8m")
    assert rnd.claim is not None and list(rnd.claim.options) == [0]
    assert ron(rnd, 0) == [285, -235, -25, -25]
    assert patterns(rnd) == {"concealed_hand": 5, "pure_one_suit": 80, "two_identical_sequences": 10}


def test_a_match_is_16_deals_and_the_deal_passes_after_every_hand() -> None:
    # spec_zung_jung.md section 1: "Starting score 0"; "No dealer-repeat module is loaded, so the deal passes
    # on after every hand: 16 hands". Every deal here is the dealer's Blessing of Heaven (160 from each
    # other player), so each player deals four times and ends where he began.
    from polymahjong.engine.match import Match

    match = Match(ruleset("zung_jung"), 1)
    assert match.scores == [0, 0, 0, 0]
    for deal_no in range(16):
        assert not match.over and match.dealer == deal_no % 4
        rnd = match.start_round(wall=wall(["123m57m22p345s222z6m", *JUNK]))
        act(rnd, 0, Act.TSUMO)
        match.finish_round()
        assert match.scores[deal_no % 4] == 480 * (deal_no // 4 + 1) - 160 * (deal_no - deal_no // 4)
    assert match.over and match.deals == 16 and match.scores == [0, 0, 0, 0]
