"""Ùzje quads at the table: quad draw and multi-quad draw flags reach the scorer under their Ùzje names."""
from __future__ import annotations

from polymahjong.engine import Act, Round, Table
from polymahjong.engine.wins import flag_names
from polymahjong.variants.registry import ruleset


def _chain_round() -> Round:
    """A round where the dealer declares two closed quads one after the other."""
    t = Table(ruleset("uzje", flowers=False))
    for seed in range(400):
        rnd = Round(t, seed)
        quads = [a for a in rnd.legal(0) if a.act is Act.CLOSED_KAN]
        if quads:
            rnd.step(quads[0])
            return rnd
    raise AssertionError("no seed deals a quad")


def test_quad_draw_and_multi_quad_flags() -> None:
    """Quad draw: "win the tile drawn because of a quad"; Multi-quad draw: a quad's draw, then a
    closed quad, then win off the tile drawn (flags quad_draw, multi_quad, chain_quads)."""
    rnd = _chain_round()
    assert rnd.chain == ["closed_kan"]
    flags = rnd._win_flags(0, tsumo=True)
    assert flags.get("rinshan") and "multi_kan" not in flags
    rnd.chain.append("closed_kan")  # a second closed quad declared off the replacement tile
    flags = rnd._win_flags(0, tsumo=True)
    assert flags["multi_kan"] and flags["kan_chain"] == 2
    names = flag_names(rnd.table.variant.rules)
    assert {names[k]: v for k, v in flags.items() if k in names} == {"quad_draw": True, "multi_quad": True,
                                                                      "chain_quads": 2}
    rnd.step(next(a for a in rnd.legal(0) if a.act is Act.DISCARD))
    assert rnd.chain == []


# -- closed quads face down, the challenge, the reveal ------------------------------------------
from typing import Any  # noqa: E402

import pytest  # noqa: E402

from polymahjong.engine import Action  # noqa: E402
from polymahjong.engine.round import MeldRec  # noqa: E402
from polymahjong.engine.view import seat_view  # noqa: E402
from polymahjong.hand import MeldKind  # noqa: E402
from polymahjong.variants.uzje.quads import CHALLENGE

from uzje_walls import stacked_round  # noqa: E402

#: the dealer holds two quads (1s, 2s); nobody else holds a quad or an orphans hand
TWO_QUADS = ["11112222s5678s12m", "9xabcdefs34mZZE", "5678m9xabmCCFFP", "cdefmSSWWNN1t1tft"]
#: seat 1 is one tile (1s) from fourteen orphans
ORPHANS = ["11112222s5678s12m", "1tft" "fs" "1mfm" "ZESWNCFP", "5678m9xabm34567s", "cdefmSSWWNN1t9xs"]


def quad(rnd: Round, kind: str) -> Action:
    k = rnd.table.variant.parse(kind)[0].kind
    return next(a for a in rnd.legal(rnd.turn) if a.act is Act.CLOSED_KAN and rnd.kind(a.tiles[0]) == k)


def view_tiles(view: Any) -> set[int]:
    """Every tile id a seat's view shows (hand, melds, ponds, flowers, indicators, claims, actions)."""
    v = view.to_json()
    tiles = set(v["hand"]) | set(v["pond"]) | set(v["indicators"]) | {v["drawn"]} - {None}
    tiles |= {t for ms in v["melds"] for m in ms for t in m[1]} | {t for d in v["discards"] + v["flowers"] for t in d}
    tiles |= set(v["last_discard"][1:] if v["last_discard"] else ())
    tiles |= {t for a in v["legal"] for t in a.get("tiles", []) + [a.get("tile")] if t is not None}
    return tiles


def play_out(rnd: Round) -> None:
    """Everyone passes claims and discards the first tile offered, until the game ends."""
    while not rnd.over:
        seat = rnd.to_act()[0]
        legal = rnd.legal(seat)
        rnd.step(next((a for a in legal if a.act in (Act.PASS, Act.DISCARD)), legal[0]))


def test_hidden_closed_quads_lie_face_down_for_the_others() -> None:
    """"All four tiles are placed face-down when melded": no other seat's view holds a tile of it."""
    rnd = stacked_round(TWO_QUADS)
    rnd.step(quad(rnd, "1s"))
    tiles = set(rnd.melds[0][0].tiles)
    assert seat_view(rnd, 0).melds[0][0] == ("closed_kan", rnd.melds[0][0].tiles, None)
    for s in (1, 2, 3):
        view = seat_view(rnd, s)
        assert view.melds[0] == (("closed_kan", (), None),)
        assert not tiles & view_tiles(view)


def test_shown_closed_quads_are_public() -> None:
    rnd = stacked_round(TWO_QUADS, closed_quads="shown")
    rnd.step(quad(rnd, "1s"))
    rnd.step(quad(rnd, "2s"))
    assert seat_view(rnd, 1).melds[0] == tuple(("closed_kan", m.tiles, None) for m in rnd.melds[0])
    assert rnd.phase == "turn" and not any(e["e"] == "challenge" for e in rnd.events)


def test_challenge_from_the_second_quad_on_is_recorded_and_the_quad_goes_face_down_again() -> None:
    """"A player can only challenge another player's quad on the second quad that the latter forms and
    onward": the quad is opened for verification and turned face down again."""
    rnd = stacked_round(TWO_QUADS)
    rnd.step(quad(rnd, "1s"))
    assert rnd.phase == "turn" and rnd.turn == 0  # the first quad: no challenge, the replacement came
    rnd.step(quad(rnd, "2s"))
    assert rnd.phase == "claim" and sorted(rnd.to_act()) == [1, 2, 3]
    assert all(rnd.legal(s) == [Action(CHALLENGE, s), Action(Act.PASS, s)] for s in (1, 2, 3))
    assert seat_view(rnd, 1).last_discard is None  # the quad's tile is not shown with the window
    events = rnd.step(Action(CHALLENGE, 1)) + rnd.step(Action(Act.PASS, 2)) + rnd.step(Action(Act.PASS, 3))
    challenge = next(e for e in events if e["e"] == "challenge")
    assert challenge == {"e": "challenge", "seats": [1], "seat": 0, "tiles": list(rnd.melds[0][1].tiles)}
    assert rnd.phase == "turn" and rnd.turn == 0 and events[-1]["e"] == "draw" and events[-1]["replacement"]
    assert seat_view(rnd, 1).melds[0] == (("closed_kan", (), None),) * 2  # face down again
    assert Action.from_json(Action(CHALLENGE, 1).to_json(), rnd.table.variant) == Action(CHALLENGE, 1)


def test_every_quad_is_revealed_at_the_end() -> None:
    rnd = stacked_round(TWO_QUADS)
    rnd.step(quad(rnd, "1s"))
    play_out(rnd)
    reveal = [e for e in rnd.events if e["e"] == "reveal"]
    assert reveal == [{"e": "reveal", "quads": [[0, list(rnd.melds[0][0].tiles)]]}]
    assert rnd.events[-1]["e"] == "round_end" and rnd.events[-2] == reveal[0]
    assert seat_view(rnd, 2).melds[0][0][1] == rnd.melds[0][0].tiles


@pytest.mark.parametrize("mode", ["hidden", "shown"])
def test_orphans_rob_a_closed_quad(mode: str) -> None:
    """"Win on a tile that someone else used to form any quad whatsoever; may challenge any totally
    concealed quad": hidden, the orphans hand challenges the dealer's first quad and robs it; shown,
    it robs at once. The dealer pays the limit."""
    rnd = stacked_round(ORPHANS, closed_quads=mode)
    rnd.step(quad(rnd, "1s"))
    assert rnd.to_act() == [1]  # no one else may challenge a first quad
    if mode == "hidden":
        assert rnd.legal(1) == [Action(CHALLENGE, 1), Action(Act.PASS, 1)]
        rnd.step(Action(CHALLENGE, 1))
    ron = next(a for a in rnd.legal(1) if a.act is Act.RON)
    win = rnd.step(ron)
    ev = next(e for e in win if e["e"] == "win")
    assert ev["patterns"] == ["fourteen_orphans"] and ev["source"] == 0 and ev["flags"] == {"chankan": True}
    assert ev["payments"] == [-5000, 5000, 0, 0]


def test_a_challenge_that_cannot_rob_lets_play_go_on() -> None:
    rnd = stacked_round(ORPHANS)
    rnd.step(quad(rnd, "2s"))
    events = rnd.step(Action(CHALLENGE, 1))
    assert [e["e"] for e in events] == ["action", "challenge", "indicator", "draw"]
    assert rnd.phase == "turn" and rnd.turn == 0


def test_standard_quad_rob_of_an_added_quad_pays_quad_rob() -> None:
    """"Win on a tile that someone else used to make a quad from a melded trip": 2 f (quad_rob)."""
    rnd = stacked_round(["5555m1234s6789sZE", "234s678s9xas34mZZ", "6789mxabcmCCCFF", "cdefmSSWWNN1t1tft"])
    fives = [t for t in rnd.hands[0] if rnd.kind(t) == rnd.table.variant.parse("5m")[0].kind]
    for t in fives[:3]:
        rnd._remove(0, t)
    rnd.melds[0].append(MeldRec("pon", tuple(fives[:3]), MeldKind.TRIPLET, 3, fives[0]))
    rnd.step(Action(Act.ADDED_KAN, 0, tile=fives[3]))
    assert rnd.legal(1)[0] == Action(Act.RON, 1, tile=fives[3])
    events = rnd.step(rnd.legal(1)[0])
    for s in rnd.to_act():
        events += rnd.step(Action(Act.PASS, s))
    ev = next(e for e in events if e["e"] == "win")
    assert "quad_rob" in ev["patterns"] and ev["source"] == 0 and ev["payments"][0] < 0
