"""Sea-scoop and pond-scoop at the table: the engine's last-tile flags reach the scorer."""
from __future__ import annotations

from polymahjong.engine import Act, Round

from uzje_walls import pass_claims, stacked_round, win_event

#: seat 1: a closed hand waiting on 2m or 5m (Closed hand alone reaches the minimum)
WAITING = "234s678s9xas34mZZ"
SEAT2, SEAT3 = "6789mxabcmCCCFF", "cdefmSSWWNN1tftft"


def last_tiles(rnd: Round, live: int) -> None:
    """Shorten the live wall to its next ``live`` tiles (the far end moves up)."""
    rnd.wall.tail = rnd.wall.head + live


def test_sea_scoop_on_the_last_wall_tile() -> None:
    """"Win from the last available tile from the wall": 1.8 f with the self-draw."""
    rnd = stacked_round(["2345s6789sabcm1tZE", WAITING, SEAT2, SEAT3], draws="5m")
    last_tiles(rnd, 1)
    pass_claims(rnd, rnd.step(next(a for a in rnd.legal(0) if a.act is Act.DISCARD)))
    assert rnd.wall.live == 0 and rnd.turn == 1
    ev = win_event(rnd.step(next(a for a in rnd.legal(1) if a.act is Act.TSUMO)))
    assert ev["flags"]["haitei"] and {"sea_scoop", "self_draw", "closed_hand"} <= set(ev["patterns"])


def test_sea_scoop_on_a_quads_draw_from_the_other_side() -> None:
    """"This last tile can be ... a draw from the other side because of a quad": both luck patterns."""
    rnd = stacked_round(["1111s234s678s34mZZ", "9xasbcdsEEPPN1tft", SEAT2, SEAT3], tail="E5m")
    rnd.wall.head = rnd.wall.tail - 1  # only the far end's 5m (a stack bottom, its top E gone) is left
    rnd.step(next(a for a in rnd.legal(0) if a.act is Act.CLOSED_KAN))
    assert rnd.wall.live == 0 and rnd.turn == 0
    ev = win_event(rnd.step(next(a for a in rnd.legal(0) if a.act is Act.TSUMO)))
    assert ev["flags"] == {"rinshan": True, "haitei": True}
    assert {"sea_scoop", "quad_draw", "self_draw", "closed_hand"} <= set(ev["patterns"])


def test_pond_scoop_on_the_last_discard() -> None:
    """"Win from the last discarded tile": 1.2 f (a discard win, no self-draw)."""
    rnd = stacked_round(["2345s6789sabcm5mZE", WAITING, SEAT2, SEAT3])
    last_tiles(rnd, 0)
    k = rnd.table.variant.parse("5m")[0].kind
    rnd.step(next(a for a in rnd.legal(0) if a.act is Act.DISCARD and rnd.kind(a.tile) == k))
    events = rnd.step(next(a for a in rnd.legal(1) if a.act is Act.RON))
    ev = win_event(pass_claims(rnd, events))
    assert ev["flags"] == {"houtei": True} and ev["source"] == 0
    assert {"pond_scoop", "closed_hand"} <= set(ev["patterns"]) and "self_draw" not in ev["patterns"]
