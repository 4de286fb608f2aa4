"""The wall's last tile and the last discard, played through the engine on a set wall. Expected behaviour
from the rule document (/work/shared/rules/003_3534f58af8d4ed74.txt, Lesson 4, "When the wall ends"):

"The player who took the last tile from the wall can declare only "Hu". If not, then the player is obliged
to discard a tile. On that discard only "Hu" and "Pung" declarations are allowed. Let's note here that if a
"Pung" is declared, then the *new* tile must be discarded becoming the new last discard (which, in turn, can
again be taken to pung, and so forth)."

Chapter 2 test, question 6: the declaration impossible when all the tiles in the wall are over is a kong.
Table 4: "Under the Sea", 1 fan: "Declaring Hu on the last tile in the wall or on the discard after the last
tile". All seats forbid Characters and hold none, so the characters filling the wall pass unclaimed."""
from __future__ import annotations

from polymahjong.engine import Act, Round

from riichi_walls import act, pass_all
from sichuan_walls import TABLE, deal, tsumogiri

EAST = "147p258p369p1478s"
#: South waits on 3s alone (12s + 3s); with Under the Sea: 1 fan, 2 points.
SOUTH = "12s456p789p123p55p"
#: West holds three 6s, and the 3s it discards after its pung.
WEST = "666s3s2468p1247s5s"
#: North holds three 9s: the last tile is the fourth.
NORTH = "1379p1379p999s5s6s"


def last_tile(west_last_draw: str = "1m") -> Round:
    """Everyone discards what they draw until North draws the wall's last tile, its fourth 9s."""
    rnd = deal([EAST, SOUTH, WEST, NORTH], ["5s"] + [None] * 53 + [west_last_draw, "9s"])
    while rnd.wall.live:
        if rnd.phase == "claim":
            pass_all(rnd)
        else:
            tsumogiri(rnd)
    assert rnd.turn == 3 and rnd.wall.live == 0 and not rnd.wins
    assert rnd.counts[3][TABLE.variant.parse("9s")[0].kind] == 4
    return rnd


def test_pung_on_the_last_discard_and_hu_on_the_new_last_discard() -> None:
    """North, drawing the last tile, may not declare a concealed kong of its four 9s; it discards 6s: West,
    holding three, may pung it but not kong it; it then discards 3s, the new last discard, and South wins on
    it: Under the Sea, 2 points from West (Table 6)."""
    rnd = last_tile()
    assert {a.act for a in rnd.legal(3)} == {Act.DISCARD}  # the last tile's drawer: no kong (no Hu here)
    act(rnd, 3, Act.DISCARD, "6s")
    assert {a.act for a in rnd.legal(2)} == {Act.PON, Act.PASS}
    act(rnd, 2, Act.PON)
    pass_all(rnd)
    assert rnd.turn == 2 and {a.act for a in rnd.legal(2)} == {Act.DISCARD}
    act(rnd, 2, Act.DISCARD, "3s")
    act(rnd, 1, Act.RON)
    pass_all(rnd)
    win = rnd.wins[0]
    assert win.flags.get("houtei") and [p["id"] for p in win.result.patterns] == ["under_the_sea"]
    assert win.payments == [0, 2, -2, 0]
    assert rnd.over and rnd.result is not None and rnd.result.info["wall_end"]


def test_the_deal_ends_when_the_last_discard_is_not_claimed() -> None:
    """"The deal ends when ... tiles in the wall are over and the active player has ended their turn": West's
    discard after its pung is let go, and the wall ends with no Hu; East deals again (Lesson 4, "Dealership
    transfer")."""
    rnd = last_tile()
    act(rnd, 3, Act.DISCARD, "6s")
    act(rnd, 2, Act.PON)
    pass_all(rnd)
    act(rnd, 2, Act.DISCARD, "3s")
    act(rnd, 1, Act.PASS)
    pass_all(rnd)
    assert rnd.over and rnd.result is not None and rnd.result.kind == "exhaustive" and not rnd.wins
    assert TABLE.hooks.dealer_seat_after(rnd, rnd.result) == 0  # "if nobody is "Hu", the dealer stays the same"
