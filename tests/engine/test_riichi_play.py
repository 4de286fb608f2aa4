"""Riichi table rules played out on set walls: ippatsu, double riichi, kan dora timing, closed kans in riichi,
chankan on a closed kan, kuikae, multiple ron, pao. Expected values from the rule document
(/work/shared/rules/002_44baba66c52ec293.txt) and, for preset tenhou, Tenhou's rules (the oracle README)."""
from __future__ import annotations

from polymahjong.engine import Round, Table
from polymahjong.engine.actions import Act
from polymahjong.engine.round import MeldRec
from polymahjong.engine.view import seat_view
from polymahjong.hand import MeldKind
from polymahjong.variants.registry import ruleset
from polymahjong.variants.riichi.state import riichi_state
from polymahjong.variants.riichi.table import RIICHI

from riichi_walls import act, build, deal, discard

DEFAULT = Table(ruleset("riichi", red_fives=0))
TENHOU = Table(ruleset("riichi", preset="tenhou", red_fives=0))


def offered(rnd: Round, seat: int, what: Act) -> bool:
    return any(a.act is what for a in rnd.legal(seat))


def win_event(events: list[dict]) -> dict:
    return next(e for e in events if e["e"] == "win")


TENPAI = "123m456m789m123p5p"  # waits on 5p (tanki)
OTHERS = ["2468m2468p2468s1z", "2468m2468p2468s2z", "2468m2468p2468s3z"]  # noten, no dragons
KAN_HAND = "2468m2468p24s333z"  # three of 3z


def test_double_riichi_and_ippatsu_on_the_first_go_round() -> None:
    rnd = deal(DEFAULT, [TENPAI, *OTHERS], draws="5z6z7z5z5p")
    discard(rnd, 0, "5z", RIICHI)  # the dealer's first, uninterrupted discard
    for seat, tile in ((1, "6z"), (2, "7z"), (3, "5z")):
        discard(rnd, seat, tile)
    assert rnd.sticks == 1 and rnd.scores[0] == 24000  # the stick was paid when the discard passed
    flags = win_event(act(rnd, 0, Act.TSUMO))["flags"]
    assert flags == {"double_riichi": True, "ippatsu": True}  # document: double riichi 2 han, ippatsu 1 han
    assert rnd.sticks == 0


def test_a_pon_breaks_ippatsu() -> None:
    rnd = deal(DEFAULT, [TENPAI, OTHERS[0], OTHERS[2], KAN_HAND], draws="5z6z7z5p")
    discard(rnd, 0, "5z", RIICHI)
    discard(rnd, 1, "6z")
    act(rnd, 2, Act.DISCARD, "3z")
    act(rnd, 3, Act.PON, "3z")
    discard(rnd, 3, "2m")
    assert win_event(act(rnd, 0, Act.TSUMO))["flags"] == {"double_riichi": True}



def test_a_closed_kan_breaks_ippatsu_and_shows_its_dora_at_once() -> None:
    rnd = deal(DEFAULT, [TENPAI, OTHERS[0], OTHERS[1], KAN_HAND], draws="5z6z7z3z5p", rinshan="7z", dora="1s9s")
    discard(rnd, 0, "5z", RIICHI)
    discard(rnd, 1, "6z")
    discard(rnd, 2, "7z")
    assert len(rnd.wall.indicators) == 1
    act(rnd, 3, Act.CLOSED_KAN, "3z")
    assert len(rnd.wall.indicators) == 2  # document: after an ankan the new indicator is revealed immediately
    discard(rnd, 3, "7z")
    assert win_event(act(rnd, 0, Act.TSUMO))["flags"] == {"double_riichi": True}


def test_an_open_kan_shows_its_dora_after_the_discard() -> None:
    rnd = deal(DEFAULT, [TENPAI, OTHERS[0], OTHERS[1], KAN_HAND], draws="5z6z3z", rinshan="7z", dora="1s9s")
    discard(rnd, 0, "5z")
    discard(rnd, 1, "6z")
    act(rnd, 2, Act.DISCARD, "3z")
    act(rnd, 3, Act.OPEN_KAN, "3z")
    assert len(rnd.wall.indicators) == 1  # not yet: it comes with the kan player's discard
    act(rnd, 3, Act.DISCARD, "7z")
    assert len(rnd.wall.indicators) == 2


def test_riichi_closed_kan_only_when_the_waits_stay() -> None:
    hand = "1112345m777p999s"  # waits 2-3-5-6m; a kan of 1m would leave 2345m (waits 2-5m)
    for draw, kan in (("1m", False), ("7p", True)):
        rnd = deal(DEFAULT, [hand, *OTHERS], draws="5z6z7z5z" + draw)
        discard(rnd, 0, "5z", RIICHI)
        for seat, tile in ((1, "6z"), (2, "7z"), (3, "5z")):
            discard(rnd, seat, tile)
        assert riichi_state(rnd).riichi(0) and offered(rnd, 0, Act.CLOSED_KAN) is kan, draw


KOKUSHI = "19m19p19s1234566z"  # thirteen orphans waiting on 7z
KAN_7Z = "777z123456789m1p"


def test_only_kokushi_may_rob_a_closed_kan() -> None:
    rnd = deal(DEFAULT, [KAN_7Z, KOKUSHI, *OTHERS[:2]], draws="7z")
    act(rnd, 0, Act.CLOSED_KAN, "7z")
    assert rnd.phase == "claim" and offered(rnd, 1, Act.RON)
    win = win_event(act(rnd, 1, Act.RON))
    assert win["flags"]["chankan"] and win["flags"]["robbed_closed_kan"] and "kokushi_musou" in win["patterns"]
    assert rnd.result.payments == [-32000, 32000, 0, 0]  # document: a non-dealer's yakuman by ron, 32000


def test_passing_up_the_rob_of_a_closed_kan_is_furiten() -> None:
    rnd = deal(DEFAULT, [KAN_7Z, KOKUSHI, *OTHERS[:2]], draws="7z")
    act(rnd, 0, Act.CLOSED_KAN, "7z")
    act(rnd, 1, Act.PASS)
    assert riichi_state(rnd).furiten[1] and rnd.phase == "turn" and rnd.turn == 0 and rnd.melds[0][-1].type == "closed_kan"
    assert seat_view(rnd, 1, furiten=True).furiten and seat_view(rnd, 1).furiten is None


def test_a_call_kuikae_would_leave_without_a_discard_is_not_offered() -> None:
    # three pons made, four tiles left: 4m5m3m + 3m or 7m; a chi of 6m with 4m5m forbids 6m and 3m
    for last, chi in (("3m", False), ("7m", True)):
        hands = ["13579m13579p159s", f"45m3m{last}1p1p1p2p2p2p3p3p3p", "2468m111z222z333z", "2468m2468s44455z"]
        rnd = deal(DEFAULT, hands, draws="6m")
        for kind in ("1p", "2p", "3p"):
            k = rnd.table.variant.parse(kind)[0].kind
            tiles = tuple(t for t in rnd.hands[1] if rnd.kind(t) == k)
            for t in tiles:
                rnd._remove(1, t)
            rnd.melds[1].append(MeldRec("pon", tiles, MeldKind.TRIPLET, 0, tiles[0]))
        act(rnd, 0, Act.DISCARD, "6m")
        four, five = (rnd.table.variant.parse(x)[0].kind for x in ("4m", "5m"))
        chis = [a for a in rnd.legal(1) if a.act is Act.CHI and {rnd.kind(t) for t in a.tiles} == {four, five}]
        assert bool(chis) is chi, last


RON_5P = ["1s2s3s4s5s6s7s8s9s1z1z2z2z", TENPAI, TENPAI, TENPAI]  # seats 1-3 all wait on 5p; dora 2z


def triple_ron(table: Table) -> Round:
    rnd = Round(table, 0, wall=build(table, RON_5P, draws="5p", dora="1z"), honba=1, sticks=1)
    act(rnd, 0, Act.DISCARD, "5p")
    for seat in (1, 2, 3):
        act(rnd, seat, Act.RON)
    return rnd


def test_triple_ron_is_paid_separately_by_default_honba_and_sticks_to_the_first() -> None:
    # document: ittsu closed 2 han, 40 fu (closed ron 10, tanki 2): 40 x 4 x 2^2 x 4 = 2560 -> 2600 each;
    # the first winner in turn order (seat 1) also takes the honba (300) and the stick (1000)
    assert triple_ron(DEFAULT).result.payments == [-8100, 3900, 2600, 2600]


def test_triple_ron_is_an_abortive_draw_under_tenhou() -> None:
    rnd = triple_ron(TENHOU)
    assert rnd.result.kind == "abortive" and rnd.result.payments == [0, 0, 0, 0] and rnd.sticks == 1


#: seat 1 pons 5z, 6z, 7z from the dealer (liable for the third) and waits on 6p alone
PAO = ["13579m13579p159s", "5z5z6z6z7z7z123m456p9s", "2468m111z222z333z", "2468m1p1p8p8p9p9p444z"]


def pao_round(tail: str) -> Round:
    rnd = deal(DEFAULT, PAO, draws="5z1s2s6z3s4s7z" + tail)
    for dragon, drop, others in (("5z", "9s", "1s2s"), ("6z", "4p", "3s4s"), ("7z", "5p", "")):
        act(rnd, 0, Act.DISCARD, dragon)
        act(rnd, 1, Act.PON, dragon)
        discard(rnd, 1, drop)
        for seat, tile in zip((2, 3), (others[:2], others[2:])):
            if tile:
                discard(rnd, seat, tile)
    assert riichi_state(rnd).pao[1] == 0
    return rnd


def test_pao_on_tsumo_the_liable_seat_pays_it_all() -> None:
    rnd = pao_round("5s6s7s6p")
    for seat, tile in ((2, "5s"), (3, "6s"), (0, "7s")):
        discard(rnd, seat, tile)
    assert "daisangen" in win_event(act(rnd, 1, Act.TSUMO))["patterns"]
    assert rnd.result.payments == [-32000, 32000, 0, 0]  # document: the liable player pays the full amount


def test_pao_on_ron_the_liable_seat_pays_half() -> None:
    rnd = pao_round("6p")
    act(rnd, 2, Act.DISCARD, "6p")
    act(rnd, 1, Act.RON)
    assert rnd.result.payments == [-16000, 32000, -16000, 0]  # document: discarder half, liable half


def test_a_riichi_win_turns_up_the_ura_dora_beneath_each_indicator_and_a_quiet_win_none() -> None:
    # document: when a riichi hand wins, the tiles beneath the dora indicators are turned up (ura dora)
    rnd = deal(DEFAULT, [TENPAI, *OTHERS], draws="5z6z7z5z5p")
    discard(rnd, 0, "5z", RIICHI)
    assert DEFAULT.hooks.revealed_indicators(rnd) == []  # not before the round ends
    for seat, tile in ((1, "6z"), (2, "7z"), (3, "5z")):
        discard(rnd, seat, tile)
    act(rnd, 0, Act.TSUMO)
    wall = rnd.wall
    assert DEFAULT.hooks.revealed_indicators(rnd) == [wall.tiles[p + 1] for p in wall.indicators] != []
    quiet = deal(DEFAULT, [TENPAI, *OTHERS], draws="5z6z7z5z5p")
    for seat, tile in ((0, "5z"), (1, "6z"), (2, "7z"), (3, "5z")):
        discard(quiet, seat, tile)
    act(quiet, 0, Act.TSUMO)
    assert quiet.over and DEFAULT.hooks.revealed_indicators(quiet) == []
