"""The mjai adapter's conversions: our riichi events into mjai events, and mjai answers into legal actions.

Expected mjai JSON is written from the protocol's documentation, not from our output:
[G] gimite's mjai protocol as the mjai-server docs walk through it (docs/protocols.md of
    gotodeploy/mjai-server, copied in Apricot-S/mjai-manue-go): one game seen by player 1, whose
    examples (start_kyoku, tsumo "?", dahai, reach / reach_accepted with deltas and scores, pon, chi,
    ankan, kakan, daiminkan, dora, hora, ryukyoku, end_game) we reproduce event for event;
[M] Mortal's libriichi/src/mjai/event.rs (the json_consistency test: chi with "5sr", daiminkan with "5pr",
    kakan, ankan);
[A] mjai.app's README (smly/mjai.app): start_game {names, id}, others' tehais and tsumo as "?", and an
    ankan followed by its dora, then the replacement tsumo;
[R] gimite's mjai tenhou_archive.rb: the ryukyoku reasons by Tenhou's draw types (yao9 kyushukyuhai, kaze4
    sufonrenta, reach4 suchareach, ron3 sanchaho, kan4 sukaikan, nm nagashimangan, none fanpai);
[V] gimite's mjai game.rb (validate_response_content): which answers a server accepts.
Tile ids are Tenhou's numbering (kind * 4 + copy, red fives 16, 52, 88), written here by hand.
"""
from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from polymahjong.engine import Table
from polymahjong.engine.actions import Act, Action
from polymahjong.engine.events import Discard
from polymahjong.engine.round import Round
from polymahjong.engine.view import seat_view
from polymahjong.players.mjai import MjaiError, MjaiStream, parse_answer
from polymahjong.players.mjai.tiles import MjaiTiles
from polymahjong.tiles import Tile
from polymahjong.variants.registry import ruleset
from polymahjong.variants.riichi.table import RIICHI as DECLARE

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))  # the set-wall helpers of the engine tests
from riichi_walls import build, pass_all  # noqa: E402

RIICHI = ruleset("riichi")
TABLE = Table(RIICHI)
KINDS = [f"{rank}{suit}" for suit in "mps" for rank in range(1, 10)] + list("ESWNPFC")


class Deck:
    """Hands out physical ids by mjai name: red fives are copy 0, other tiles the lowest copy not taken."""

    def __init__(self) -> None:
        self.taken: set[int] = set()

    def take(self, names: str) -> list[int]:
        out = []
        for name in names.split():
            red = name.endswith("r")
            kind = KINDS.index(name[:-1] if red else name)
            copies = [0] if red else [c for c in range(4) if not (KINDS[kind][0] == "5" and c == 0 and kind < 27)]
            tile = next(kind * 4 + c for c in copies if kind * 4 + c not in self.taken)
            self.taken.add(tile)
            out.append(tile)
        return out

    def one(self, name: str) -> int:
        return self.take(name)[0]


G_SCORES = [25000, 30800, 24400, 18800]  # [G]'s scores before player 3's reach: [25000,30800,24400,17800] after
G_HAND = "2m 3p 8p 1s 4s 5s 6s 8s 9s W N P F"  # [G]: player 1's haipai


def kyoku(viewer: int | None, dealer: int = 0, scores: list[int] | None = None) -> tuple[MjaiStream, Deck, list]:
    """A stream that has taken a match start, a round (``dealer``: our player number) and its deal; the deck
    (the hands dealt taken) and what the stream said."""
    deck = Deck()
    stream = MjaiStream(RIICHI, ["D", "A", "C", "B"], viewer)
    marker = deck.one("5mr")
    by_actor = [deck.take(hand) for hand in (G_HAND, "1m 1m 2m 2m 4m 4m 6m 6m 7m 7m 1p 1p 2p",
                                             "9m 9m 9m 3p 3p 3p 4p 4p 4p 7p 7p 9s 9s")]
    dealt = deck.take("9p 9p 9p 7p 7p 6p 6p 2s 2s 3s 3s 7s 7s E")
    by_actor.insert(dealer, dealt)  # the first dealer is player 0, so the dealer is actor ``dealer``
    hands = [by_actor[(dealer + seat) % 4] for seat in range(4)]
    said = stream.convert([
        {"e": "match", "dealer": 0, "dice": []},
        {"e": "round", "number": 0, "dealer": dealer, "wind": "E", "honba": 0, "sticks": 0,
         "scores": scores or [25000] * 4, "dice": [2, 5], "wall": 3, "count": 7},
        {"e": "indicator", "tile": marker},
        {"e": "deal", "hands": [sorted(h) for h in hands]},
    ], first_draw=dealt[-1])
    return stream, deck, said


def test_the_start_as_player_1_sees_it() -> None:
    """[A]: start_game carries names and the player's id; [G]: start_kyoku with the others' tehais "?" and
    player 1's own, the dora marker "5mr"; then the dealer's tsumo, hidden."""
    _, _, said = kyoku(viewer=1)
    hidden = ["?"] * 13
    assert said == [
        {"type": "start_game", "names": ["D", "A", "C", "B"], "id": 1},
        {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0, "oya": 0, "dora_marker": "5mr",
         "scores": [25000] * 4,
         "tehais": [hidden, ["2m", "3p", "8p", "1s", "4s", "5s", "6s", "8s", "9s", "W", "N", "P", "F"], hidden, hidden]},
        {"type": "tsumo", "actor": 0, "pai": "?"},
    ]


def test_a_log_shows_every_hand_and_the_dealers_first_draw_apart() -> None:
    _, _, said = kyoku(viewer=None)
    assert "id" not in said[0]
    assert said[1]["tehais"][0] == ["6p", "6p", "7p", "7p", "9p", "9p", "9p", "2s", "2s", "3s", "3s", "7s", "7s"]
    assert said[2] == {"type": "tsumo", "actor": 0, "pai": "E"}  # the 14th tile is the first tsumo, not haipai


def test_players_count_from_the_first_dealer() -> None:
    """mjai numbers players from the chicha for the whole game: with our player 1 dealing, seat 0 is actor 1,
    kyoku 2 (oya + 1), and scores go by player (ours by seat)."""
    _, _, said = kyoku(viewer=None, dealer=1, scores=[1, 2, 3, 4])
    start = said[1]
    assert (start["oya"], start["kyoku"], start["scores"]) == (1, 2, [4, 1, 2, 3])
    assert said[2] == {"type": "tsumo", "actor": 1, "pai": "E"}
    assert start["tehais"][1][0] == "6p" and start["tehais"][0] == ["2m", "3p", "8p", "1s", "4s", "5s", "6s", "8s",
                                                                    "9s", "W", "N", "P", "F"]


def test_draws_and_discards() -> None:
    """[G]: another's tsumo {"actor":0,"pai":"?"} and hand discard of N; player 1's own tsumo of E and its
    discard of W; a tsumogiri discard is the tile just drawn: another seat's as the engine's discard event
    tells it (the viewer did not see the draw), the viewer's own also when read from a record."""
    stream, deck, _ = kyoku(viewer=1)
    n, e, w, c = deck.one("N"), deck.one("E"), deck.one("W"), deck.one("C")
    assert stream.convert([
        {"e": "action", "act": "discard", "seat": 0, "tile": n},
        {"e": "discard", "seat": 0, "tile": n, "riichi": False},
        {"e": "draw", "seat": 1, "tile": e, "replacement": False},
        {"e": "discard", "seat": 1, "tile": w, "riichi": False},
        {"e": "draw", "seat": 2, "tile": c, "replacement": False},
        Discard.of({"e": "discard", "seat": 2, "tile": c, "riichi": False}, tsumogiri=True),
    ]) == [
        {"type": "dahai", "actor": 0, "pai": "N", "tsumogiri": False},
        {"type": "tsumo", "actor": 1, "pai": "E"},
        {"type": "dahai", "actor": 1, "pai": "W", "tsumogiri": False},
        {"type": "tsumo", "actor": 2, "pai": "?"},
        {"type": "dahai", "actor": 2, "pai": "C", "tsumogiri": True},
    ]


def test_reach_then_its_dahai_then_reach_accepted_with_deltas_and_scores() -> None:
    """[G] 他家のリーチ宣言: tsumo, reach {"actor":3}, dahai 8s, then reach_accepted
    {"actor":3,"deltas":[0,0,0,-1000],"scores":[25000,30800,24400,17800]} once nobody rons."""
    stream, deck, _ = kyoku(viewer=1, scores=G_SCORES)
    drawn, s8 = deck.one("N"), deck.one("8s")
    assert stream.convert([
        {"e": "draw", "seat": 3, "tile": drawn, "replacement": False},
        {"e": "action", "act": "riichi", "seat": 3, "tile": s8},
        {"e": "discard", "seat": 3, "tile": s8, "riichi": True},
        {"e": "action", "act": "pass", "seat": 1},
        {"e": "draw", "seat": 0, "tile": deck.one("S"), "replacement": False},
    ]) == [
        {"type": "tsumo", "actor": 3, "pai": "?"},
        {"type": "reach", "actor": 3},
        {"type": "dahai", "actor": 3, "pai": "8s", "tsumogiri": False},
        {"type": "reach_accepted", "actor": 3, "deltas": [0, 0, 0, -1000], "scores": [25000, 30800, 24400, 17800]},
        {"type": "tsumo", "actor": 0, "pai": "?"},
    ]


def test_no_reach_accepted_when_the_riichi_discard_is_won_on() -> None:
    stream, deck, _ = kyoku(viewer=None, scores=G_SCORES)
    s8 = deck.one("8s")
    said = stream.convert([
        {"e": "discard", "seat": 3, "tile": s8, "riichi": True},
        {"e": "win", "seat": 1, "tile": s8, "source": 3, "flags": {}, "value": 1, "payments": [0, 1000, 0, -1000],
         "patterns": [], "pattern_values": []},
        {"e": "round_end", "result": "win", "payments": [0, 1000, 0, -1000], "deposits": [0, 0, 0, 0], "sticks": 0,
         "scores": [25000, 31800, 24400, 17800]},
    ])
    assert [e["type"] for e in said] == ["reach", "dahai", "hora", "end_kyoku"]


def test_calls() -> None:
    """[G]: pon {"actor":2,"target":3,"pai":"8m","consumed":["8m","8m"]} after player 3's tsumogiri of 8m;
    chi {"actor":0,"target":3,"pai":"4s","consumed":["5sr","6s"]}; [M]: daiminkan
    {"actor":2,"target":0,"pai":"5p","consumed":["5pr","5p","5p"]}. A call's dahai is never tsumogiri ([V])."""
    stream, deck, _ = kyoku(viewer=1)
    m8, m8a, m8b = deck.take("8m 8m 8m")
    s4, s5r, s6 = deck.take("4s 5sr 6s")
    p5, p5r, p5a, p5b = deck.take("5p 5pr 5p 5p")
    assert stream.convert([
        {"e": "draw", "seat": 3, "tile": m8, "replacement": False},
        {"e": "discard", "seat": 3, "tile": m8, "riichi": False},
        {"e": "call", "seat": 2, "type": "pon", "tiles": sorted([m8, m8a, m8b]), "tile": m8, "source": 3},
        {"e": "discard", "seat": 3, "tile": s4, "riichi": False},
        {"e": "call", "seat": 0, "type": "chi", "tiles": [s4, s5r, s6], "tile": s4, "source": 3},
        {"e": "discard", "seat": 0, "tile": p5, "riichi": False},
        {"e": "call", "seat": 2, "type": "open_kan", "tiles": sorted([p5, p5r, p5a, p5b]), "tile": p5, "source": 0},
    ]) == [
        {"type": "tsumo", "actor": 3, "pai": "?"},
        {"type": "dahai", "actor": 3, "pai": "8m", "tsumogiri": True},
        {"type": "pon", "actor": 2, "target": 3, "pai": "8m", "consumed": ["8m", "8m"]},
        {"type": "dahai", "actor": 3, "pai": "4s", "tsumogiri": False},
        {"type": "chi", "actor": 0, "target": 3, "pai": "4s", "consumed": ["5sr", "6s"]},
        {"type": "dahai", "actor": 0, "pai": "5p", "tsumogiri": False},
        {"type": "daiminkan", "actor": 2, "target": 0, "pai": "5p", "consumed": ["5pr", "5p", "5p"]},
    ]


def test_ankan_then_its_dora_then_the_replacement_tsumo() -> None:
    """[G]: ankan {"actor":2,"consumed":["3m","3m","3m","3m"]}; dora {"dora_marker":"6p"}; [A]: in that order,
    then the replacement tsumo (hidden from player 1)."""
    stream, deck, _ = kyoku(viewer=1)
    m3 = deck.take("3m 3m 3m 3m")
    assert stream.convert([
        {"e": "action", "act": "closed_kan", "seat": 2, "tiles": m3},
        {"e": "call", "seat": 2, "type": "closed_kan", "tiles": m3},
        {"e": "indicator", "tile": deck.one("6p")},
        {"e": "draw", "seat": 2, "tile": deck.one("S"), "replacement": True},
    ]) == [
        {"type": "ankan", "actor": 2, "consumed": ["3m", "3m", "3m", "3m"]},
        {"type": "dora", "dora_marker": "6p"},
        {"type": "tsumo", "actor": 2, "pai": "?"},
    ]


def test_kakan_is_told_when_declared_so_that_a_robbing_hora_follows_it() -> None:
    """[M]: kakan {"actor":3,"pai":"S","consumed":["S","S","S"]} (the pon's three tiles); [V]: a kakan may
    be answered by hora (chankan), so it comes before the other players' answers."""
    stream, deck, _ = kyoku(viewer=None)
    s1, s2, s3, s4 = deck.take("S S S S")
    said = stream.convert([
        {"e": "discard", "seat": 1, "tile": s1, "riichi": False},
        {"e": "call", "seat": 3, "type": "pon", "tiles": [s1, s2, s3], "tile": s1, "source": 1},
        {"e": "action", "act": "added_kan", "seat": 3, "tile": s4},
        {"e": "action", "act": "pass", "seat": 0},
        {"e": "call", "seat": 3, "type": "added_kan", "tiles": [s4]},
    ])
    assert said[-1] == {"type": "kakan", "actor": 3, "pai": "S", "consumed": ["S", "S", "S"]}


def test_hora_with_ura_markers_deltas_and_scores() -> None:
    """[G] 他家が和了: {"type":"hora","actor":2,"target":3,"pai":"9m","uradora_markers":["6m"],...,
    "deltas":[0,0,10300,-8300],"scores":[25000,30800,34700,9500]} (after player 3's reach was accepted);
    we leave out what our record does not keep (hora_tehais, yakus, fu, fan, hora_points)."""
    stream, deck, _ = kyoku(viewer=1, scores=G_SCORES)
    s8, m9 = deck.one("8s"), deck.one("9m")
    said = stream.convert([
        {"e": "discard", "seat": 3, "tile": s8, "riichi": True},
        {"e": "draw", "seat": 0, "tile": deck.one("S"), "replacement": False},
        {"e": "discard", "seat": 3, "tile": m9, "riichi": False},
        {"e": "action", "act": "ron", "seat": 2, "tile": m9},
        {"e": "win", "seat": 2, "tile": m9, "source": 3, "flags": {"riichi": True}, "value": 4,
         "payments": [0, 0, 10300, -8300], "patterns": [], "pattern_values": []},
    ], ura={2: [Tile(KINDS.index("6m"))]})
    assert said[-1] == {"type": "hora", "actor": 2, "target": 3, "pai": "9m", "uradora_markers": ["6m"],
                        "deltas": [0, 0, 10300, -8300], "scores": [25000, 30800, 34700, 9500]}


def test_a_self_draw_targets_its_winner() -> None:
    """[G] 自家が和了: a tsumo hora has target = actor."""
    stream, deck, _ = kyoku(viewer=1)
    p8 = deck.one("8p")
    said = stream.convert([
        {"e": "draw", "seat": 1, "tile": p8, "replacement": False},
        {"e": "win", "seat": 1, "tile": p8, "source": None, "flags": {}, "value": 1,
         "payments": [-1300, 6200, -2600, -1300], "patterns": [], "pattern_values": []},
    ])
    assert said[-1] == {"type": "hora", "actor": 1, "target": 1, "pai": "8p", "deltas": [-1300, 6200, -2600, -1300],
                        "scores": [23700, 31200, 22400, 23700]}


def test_an_exhaustive_draw_then_end_kyoku() -> None:
    """[G] 流局時: {"type":"ryukyoku","reason":"fanpai","tenpais":[false,false,false,false],"deltas":[0,0,0,0],
    "scores":[25000,25000,25000,25000]} (tehais left out), then end_kyoku."""
    stream, _, _ = kyoku(viewer=1)
    assert stream.convert([{"e": "round_end", "result": "exhaustive", "payments": [0] * 4, "deposits": [0] * 4,
                            "sticks": 0, "scores": [25000] * 4, "info": {"tenpai": []}}]) == [
        {"type": "ryukyoku", "reason": "fanpai", "deltas": [0, 0, 0, 0], "scores": [25000, 25000, 25000, 25000],
         "tenpais": [False, False, False, False]},
        {"type": "end_kyoku"},
    ]


@pytest.mark.parametrize("reason, mjai", [("nine terminals", "kyushukyuhai"), ("four winds", "sufonrenta"),
                                          ("four kongs", "sukaikan"), ("three wins on one tile", "sanchaho")])
def test_abortive_draws_by_their_mjai_reasons(reason: str, mjai: str) -> None:
    """[R]."""
    stream, _, _ = kyoku(viewer=2)
    said = stream.convert([{"e": "round_end", "result": "abortive", "payments": [0] * 4, "deposits": [0] * 4,
                            "sticks": 0, "scores": [25000] * 4, "info": {"reason": reason}}])
    assert said[0] == {"type": "ryukyoku", "reason": mjai, "deltas": [0] * 4, "scores": [25000] * 4}


def test_four_riichi_accepts_the_last_stick_first() -> None:
    """[R] suchareach; the fourth stick is paid ([G]: reach_accepted after the discard passes)."""
    stream, deck, _ = kyoku(viewer=2)
    said = stream.convert([
        {"e": "discard", "seat": 3, "tile": deck.one("N"), "riichi": True},
        {"e": "round_end", "result": "abortive", "payments": [0] * 4, "deposits": [0, 0, 0, -1000], "sticks": 4,
         "scores": [24000] * 4, "info": {"reason": "four riichi"}},
    ])
    assert [e["type"] for e in said] == ["reach", "dahai", "reach_accepted", "ryukyoku", "end_kyoku"]
    assert said[3]["reason"] == "suchareach"


def test_nagashi_mangan_and_end_game_by_player() -> None:
    """[R] nagashimangan; [G] end_game {"scores"}: ours lists players by our number, mjai from the chicha."""
    stream, _, _ = kyoku(viewer=None, dealer=1)
    said = stream.convert([
        {"e": "round_end", "result": "exhaustive", "payments": [-4000, 8000, -2000, -2000], "deposits": [0] * 4,
         "sticks": 0, "scores": [21000, 33000, 23000, 23000], "info": {"tenpai": [1], "nagashi": [1]}},
        {"e": "match_end", "scores": [23000, 21000, 33000, 23000], "sticks": 0, "deals": 2},
    ])
    assert said[0]["reason"] == "nagashimangan" and said[0]["deltas"] == [-2000, -4000, 8000, -2000]
    assert said[-1] == {"type": "end_game", "scores": [23000, 21000, 33000, 23000]}


def test_what_mjai_cannot_say_is_an_error() -> None:
    with pytest.raises(MjaiError, match="riichi only, not sichuan"):
        MjaiStream(ruleset("sichuan"), ["a", "b", "c", "d"])
    with pytest.raises(MjaiError, match="one red five per suit; this table has 2"):
        MjaiStream(ruleset("riichi", red_fives=2), ["a", "b", "c", "d"])
    stream, _, _ = kyoku(viewer=0)
    with pytest.raises(MjaiError, match="no mjai counterpart for event 'payment'"):
        stream.convert([{"e": "payment", "reason": "kong", "payments": [0] * 4}])
    fresh = MjaiStream(RIICHI, ["a", "b", "c", "d"])
    fresh.convert([{"e": "match", "dealer": 0, "dice": []}, {"e": "round", "number": 0, "dealer": 0, "wind": "E",
                   "honba": 0, "sticks": 0, "scores": [0] * 4, "dice": [], "wall": 0, "count": 0},
                   {"e": "indicator", "tile": 0}])
    with pytest.raises(MjaiError, match="dealer's first draw"):
        fresh.convert([{"e": "deal", "hands": [list(range(1, 15))] + [list(range(15 + 13 * i, 28 + 13 * i))
                                                                       for i in range(3)]}])


def test_tile_names() -> None:
    """mjai names: red fives 16, 52, 88 are 5mr, 5pr, 5sr; honours E S W N, P (white) F (green) C (red)."""
    tiles = MjaiTiles(RIICHI.tileset)
    assert tiles.names([16, 17, 52, 88, 91, 0, 35, 108, 112, 116, 120, 124, 128, 132]) == [
        "5mr", "5m", "5pr", "5sr", "5s", "1m", "9m", "E", "S", "W", "N", "P", "F", "C"]
    assert MjaiTiles(ruleset("riichi", red_fives=0).tileset).name(16) == "5m"
    with pytest.raises(MjaiError, match="pai '5z' is not an mjai tile"):
        tiles.parse("5z")
    with pytest.raises(MjaiError, match="'Er'"):
        tiles.parse("Er")


# -- answers -------------------------------------------------------------------------------------------


def dealt(hands: list[str], **kw: Any) -> Round:
    return Round(TABLE, 0, wall=build(TABLE, hands, **kw))


def answer(rnd: Round, seat: int, data: object, riichi: bool = False) -> Action | None:
    return parse_answer(data, seat_view(rnd, seat), 0, MjaiTiles(RIICHI.tileset), riichi)


OTHERS = ["2468m2468p2468s1z", "2468m2468p2468s2z", "2468m2468p2468s3z"]


def test_dahai_answers() -> None:
    """The dealer holds 1m 1m 1m 0m 5m and draws the fourth 1m (id 3; the hand has 0, 1, 2, red 16, 17)."""
    rnd = dealt(["111m05m23p456s789s", *OTHERS], draws="1m")
    assert answer(rnd, 0, {"type": "dahai", "actor": 0, "pai": "1m", "tsumogiri": True}) == Action(Act.DISCARD, 0, 3)
    assert answer(rnd, 0, {"type": "dahai", "pai": "1m", "tsumogiri": False}) == Action(Act.DISCARD, 0, 0)
    assert answer(rnd, 0, {"type": "dahai", "pai": "5mr", "tsumogiri": False}) == Action(Act.DISCARD, 0, 16)
    assert answer(rnd, 0, {"type": "dahai", "pai": "5m", "tsumogiri": False}) == Action(Act.DISCARD, 0, 17)
    assert answer(rnd, 0, {"type": "ankan", "actor": 0, "consumed": ["1m", "1m", "1m", "1m"]}) == \
        Action(Act.CLOSED_KAN, 0, tiles=(0, 1, 2, 3))


@pytest.mark.parametrize("data, error", [
    ({"type": "dahai", "pai": "5mr", "tsumogiri": True}, "tsumogiri is true but 5mr is not the tile just drawn"),
    ({"type": "dahai", "pai": "9m", "tsumogiri": False},
     re.escape('{"type":"dahai","pai":"9m","tsumogiri":false} is not legal now; legal: '
               '{"type":"dahai","pai":"1m","tsumogiri":false}; {"type":"dahai","pai":"1m","tsumogiri":true}; '
               '{"type":"dahai","pai":"5mr","tsumogiri":false}; ')),
    ({"type": "dahai", "pai": "1m"}, "dahai lacks tsumogiri"),
    ({"type": "dahai", "pai": "1m", "tsumogiri": "yes"}, "tsumogiri must be true or false, not 'yes'"),
    ({"type": "dahai", "pai": 11, "tsumogiri": True}, "pai 11 is not an mjai tile"),
    ({"type": "dahai", "actor": 2, "pai": "1m", "tsumogiri": True}, r"actor 2 is not this player \(0\)"),
    ({"type": "none"}, "none is not legal now"),
    ({"type": "hora"}, "hora is not legal now"),
    ({"type": "ankan", "consumed": "1m"}, "consumed must be a list of tiles"),
    ({"type": "ankan", "consumed": ["2p", "2p", "2p", "2p"]},
     re.escape('{"type":"ankan","consumed":["2p","2p","2p","2p"]} is not legal now; legal: '
               '{"type":"ankan","consumed":["1m","1m","1m","1m"]}')),
    ({"type": "kan"}, "unknown answer type 'kan'"),
    ([{"type": "none"}], "an answer must be a JSON object"),
])
def test_bad_answers_name_what_is_wrong(data: object, error: str) -> None:
    rnd = dealt(["111m05m23p456s789s", *OTHERS], draws="1m")
    version = rnd.version
    with pytest.raises(MjaiError, match=error):
        answer(rnd, 0, data)
    assert rnd.version == version  # nothing changed


def test_claim_answers_with_a_red_five() -> None:
    """The dealer draws and discards 4s. Seat 1 may chi it with 5sr 6s ([G]'s chi), seat 2 pon or daiminkan
    it with 4s 4s 4s (ids 84, 85, 86), seat 3 ron on it (1-9m straight, 56s waiting on 4s or 7s)."""
    rnd = dealt(["1359m1359p1s1234z", "0s6s2468m2468p1z2z3z", "444s2468m2468p1z3z", "123456789m11p56s"], draws="4s")
    rnd.step(Action(Act.DISCARD, 0, 87))
    assert answer(rnd, 1, {"type": "chi", "actor": 1, "target": 0, "pai": "4s", "consumed": ["5sr", "6s"]}) == \
        Action(Act.CHI, 1, tiles=(88, 92))
    assert answer(rnd, 1, {"type": "none"}) == Action(Act.PASS, 1)
    assert answer(rnd, 2, {"type": "pon", "actor": 2, "target": 0, "pai": "4s", "consumed": ["4s", "4s"]}) == \
        Action(Act.PON, 2, tiles=(84, 85))
    assert answer(rnd, 2, {"type": "daiminkan", "actor": 2, "target": 0, "pai": "4s",
                           "consumed": ["4s", "4s", "4s"]}) == Action(Act.OPEN_KAN, 2, tiles=(84, 85, 86))
    assert answer(rnd, 3, {"type": "hora", "actor": 3, "target": 0, "pai": "4s"}) == Action(Act.RON, 3, 87)
    assert answer(rnd, 3, {"type": "hora"}) == Action(Act.RON, 3, 87)
    with pytest.raises(MjaiError, match=re.escape('{"type":"pon","target":3,"pai":"4s","consumed":["4s","4s"]} is not '
                                                  'legal now; legal: {"type":"pon","target":0,"pai":"4s"')):
        answer(rnd, 2, {"type": "pon", "target": 3, "pai": "4s", "consumed": ["4s", "4s"]})
    with pytest.raises(MjaiError, match="chi is not legal now"):
        answer(rnd, 2, {"type": "chi", "target": 0, "pai": "4s", "consumed": ["5s", "6s"]})


def test_kakan_answer() -> None:
    """Seat 1 pons the dealer's 8m, later draws the fourth: kakan {"pai":"8m","consumed":["8m","8m","8m"]}."""
    rnd = dealt(["1359m1359p1s1234z", "88m2468p2468s123z", "1357m2468p2468s2z", "1357m2468p2468s3z"],
                draws=["8m", None, None, None, "8m"])
    rnd.step(Action(Act.DISCARD, 0, rnd.drawn))
    pon = next(a for a in rnd.legal(1) if a.act is Act.PON)
    for seat in rnd.to_act():
        rnd.step(pon if seat == 1 else Action(Act.PASS, seat))
    rnd.step(Action(Act.DISCARD, 1, next(a.tile for a in rnd.legal(1) if a.act is Act.DISCARD)))
    while rnd.turn != 1 or rnd.phase != "turn":
        if rnd.phase == "claim":
            pass_all(rnd)
        else:
            rnd.step(Action(Act.DISCARD, rnd.turn, rnd.drawn))
    assert answer(rnd, 1, {"type": "kakan", "actor": 1, "pai": "8m", "consumed": ["8m", "8m", "8m"]}) == \
        Action(Act.ADDED_KAN, 1, rnd.drawn)


def test_nine_terminals_answer() -> None:
    """[V]: ryukyoku's reason, if given, must be kyushukyuhai."""
    rnd = dealt(["19m19p19s1234567z", *OTHERS], draws="2m")
    assert answer(rnd, 0, {"type": "ryukyoku", "actor": 0, "reason": "kyushukyuhai"}) == Action(Act.ABORT, 0)
    assert answer(rnd, 0, {"type": "ryukyoku"}) == Action(Act.ABORT, 0)
    with pytest.raises(MjaiError, match="reason must be kyushukyuhai, not 'fanpai'"):
        answer(rnd, 0, {"type": "ryukyoku", "reason": "fanpai"})


def test_reach_then_its_dahai() -> None:
    """[G] 自家のリーチ宣言: reach (no tile), then the dahai; after reach only a riichi discard is legal."""
    rnd = dealt(["123m456m789m123p5p", *OTHERS], draws="5z")
    assert answer(rnd, 0, {"type": "reach", "actor": 0}) is None
    assert answer(rnd, 0, {"type": "dahai", "actor": 0, "pai": "P", "tsumogiri": True}, riichi=True) == \
        Action(DECLARE, 0, rnd.drawn)
    with pytest.raises(MjaiError, match="tsumogiri is false but P is only the tile just drawn"):
        answer(rnd, 0, {"type": "dahai", "pai": "P", "tsumogiri": False}, riichi=True)
    with pytest.raises(MjaiError, match=re.escape('{"type":"dahai","pai":"1m","tsumogiri":false} is not legal now; '
                                                  'legal: {"type":"dahai","pai":"5p","tsumogiri":false}; '
                                                  '{"type":"dahai","pai":"P","tsumogiri":true}')):
        answer(rnd, 0, {"type": "dahai", "pai": "1m", "tsumogiri": False}, riichi=True)
    with pytest.raises(MjaiError, match="reach twice"):
        answer(rnd, 0, {"type": "reach"}, riichi=True)
    noten = dealt(["1357m1357p1357s1z", *OTHERS], draws="5z")
    with pytest.raises(MjaiError, match="reach is not legal now"):
        answer(noten, 0, {"type": "reach"})


def test_tsumo_hora() -> None:
    """[G]: {"type":"hora","actor":1,"pai":"8p","target":1}: a self-draw's target is the winner."""
    rnd = dealt(["123m456m789m123p5p", *OTHERS], draws="5p")
    assert answer(rnd, 0, {"type": "hora", "actor": 0, "target": 0, "pai": "5p"}) == Action(Act.TSUMO, 0, rnd.drawn)
    with pytest.raises(MjaiError, match=re.escape('{"type":"hora","target":1,"pai":"5p"} is not legal now; '
                                                  'legal: {"type":"hora","target":0,"pai":"5p"}')):
        answer(rnd, 0, {"type": "hora", "target": 1, "pai": "5p"})
