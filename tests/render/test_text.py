"""UI-neutral text: exact numbers, tile and action names, a win's breakdown."""
from __future__ import annotations

from fractions import Fraction

from polymahjong.engine.actions import Act, Action
from polymahjong.render.text import Names, number, numbers, river, win_breakdown
from polymahjong.variants.registry import ruleset
from polymahjong.variants.scoring import ScoreResult
from polymahjong.variants.sichuan.table import VOID


def test_numbers_are_exact() -> None:
    assert number(Fraction(15, 2)) == "7.5"
    assert number("13/5") == "2.6"
    assert number(Fraction(1, 3)) == "1/3"
    assert number(-8000) == "-8000"
    assert numbers([1, "-5/2"]) == "[1, -2.5]"


def test_names_spell_tiles_and_actions() -> None:
    names = Names(ruleset("riichi"))
    assert names.tiles([16, 17, 18]) == "055m"  # a red five is the lowest copy
    assert names.tiles([]) == "-"
    assert names.action(Action(Act.PON, 1, tiles=(17, 18))) == "pon 55m"
    assert names.action(Action(Act.TSUMO, 0, tile=3)) == "TSUMO (win)"
    assert Names(ruleset("sichuan")).action(Action(VOID, 0, suit="dots")) == "void suit: dots"  # its [actions] text
    assert names.action(Action(Act.ABORT, 0)) == "abortive draw (nine terminals)"
    assert river(names, (0, 4, 8), 4) == "1m >2m< 3m"


def test_win_breakdown() -> None:
    names = Names(ruleset("uzje"))
    result = ScoreResult(valid=True, patterns=[{"id": "x", "name": "Pattern X", "value": Fraction(13, 5)}],
                         total=Fraction(13, 5), unit="fan", base=5)
    ev = {"seat": 1, "tile": 8, "source": None, "payments": ["-5/2", 5, "-5/2", 0], "value": "13/5"}
    b = win_breakdown(names, ev, result)
    assert b["patterns"] == [{"name": "Pattern X", "value": "2.6", "limit": False}]
    assert b["total"] == "2.6 fan" and b["points"] == "5 (each other player pays half)"
    assert b["source"] == "self-drawn" and b["gain"] == "+5" and b["payments"] == ["-2.5", "5", "-2.5", "0"]
    plain = win_breakdown(names, {**ev, "source": 2}, None)
    assert plain["patterns"][0]["name"] == "(no scorer)" and plain["total"] is None and plain["source"] == "from seat 2"


def test_each_ruleset_speaks_its_documents_words() -> None:
    tianjin = Names(ruleset("tianjin"))  # "the Bump (碰) and the Bar (杠)", a Dark Bar of four drawn tiles
    assert tianjin.action(Action(Act.PON, 1, tiles=(17, 18))) == "bump 55m"
    assert tianjin.action(Action(Act.OPEN_KAN, 1, tiles=(17, 18, 19))) == "bar 555m"
    assert tianjin.call("closed_kan") == "dark bar" and tianjin.call("added_kan") == "bar"
    uzje = Names(ruleset("uzje", players=5))  # all sixteen tongs
    v = uzje.variant
    zero, seven, thirteen = (k * v.tileset.copies for k in
                             (v.parse("Z")[0].kind, v.parse("7t")[0].kind, v.parse("dt")[0].kind))
    assert uzje.meld([seven, zero, thirteen]) == "07dt"  # the document's zero in an arith, not 7dtZ
    assert uzje.meld([zero, zero + 1, zero + 2]) == "ZZZ" and uzje.tiles([seven, zero]) == "7tZ"
    assert uzje.indicator == "bonus tile" and Names(ruleset("riichi")).indicator == "dora indicators"
    assert uzje.call("chi") == "chow" and uzje.call("pon") == "pung" and Names(ruleset("riichi")).call("pon") == "pon"


def test_discards_keep_the_order_they_were_played_in() -> None:
    names = Names(ruleset("riichi"))
    assert river(names, (33 * 4, 8 * 4, 0), None) == "7z 9m 1m"
    assert river(names, (), None) == "-"
