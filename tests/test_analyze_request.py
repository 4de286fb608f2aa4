"""The analyze request (variants/analysis.py): a score request without the winning tile; a ready hand's waits
valued as that request's winning tile, their maximum the Sichuan wall-end value."""
import random

import pytest

from polymahjong import ruleset
from polymahjong.variants.analysis import analyze
from polymahjong.variants.base import RequestError
from polymahjong.variants.sichuan.scoring import ready_value

SICHUAN = ruleset("sichuan")


@pytest.mark.parametrize("hand, melds, most", [
    ("11123p456s789s55s", [], 2),  # Root by the choice of tile (1p) or nothing (4p)
    ("11223344p5566s7s", [], 4),  # Seven Pairs on 7s
    ("222p444p888s55s66s", [], 2),  # All Pungs either way
    ("234s456s678s9s", [{"type": "open_kan", "tiles": "1111s", "from": 2}], 8),  # Kong and Full Flush
])
def test_sichuans_theoretical_maximum_is_the_most_valuable_wait(hand, melds, most):
    """docs/rules/sichuan.md, the wall ends: a ready hand is worth its "theoretical maximum" (Lesson 6), the best
    hand value over every wait with no special condition and no self-draw bonus."""
    out = analyze(SICHUAN, {"hand": hand, "melds": melds})
    assert out["max_value"]["base"] == most
    assert max(w["base"] for w in out["wait_values"] if w["valid"]) == most


def test_the_maximum_is_what_the_wall_end_settlement_pays():
    """For seeded ready hands, analyze's maximum equals the engine's wall-end value (sichuan/scoring.py)."""
    rng = random.Random(4)
    suits = [k for k in SICHUAN.tileset.playing_kinds if k >= 9]  # dots and bamboo: no forbidden suit
    checked = 0
    while checked < 20:
        counts = [0] * len(SICHUAN.tileset.kinds)
        for k in rng.sample([k for k in suits for _ in range(4)], 13):
            counts[k] += 1
        hand = SICHUAN.format([k for k, n in enumerate(counts) for _ in range(n)])
        out = analyze(SICHUAN, {"hand": hand})
        if out["shanten"] != 0:
            continue
        checked += 1
        assert (out["max_value"] or {}).get("base") == ready_value(SICHUAN, counts, ())


@pytest.mark.parametrize("variant, hand, extra", [
    ("riichi", "123456789m1234p", {}),
    ("zung_jung", "123456789m1234p", {}),
    ("uzje", "123s456s789s3457m", {}),
    ("tianjin", "123m456p111z3457s", {"jokers": ["1p", "2p"]}),
    ("sichuan", "123456789p1234s", {}),
])
def test_every_ruleset_values_the_waits_as_its_score_request_does(variant, hand, extra):
    v = ruleset(variant)
    out = analyze(v, {"hand": hand, **extra})
    assert out["shanten"] == 0 and [w["tile"] for w in out["wait_values"]] == out["waits"]
    situation = {"variant": variant, **v.rules["request"]["wait_value"], **extra, "hand": hand}
    for w in out["wait_values"]:
        answer = v.score_request({**situation, "win_tile": w["tile"]})
        assert (w["valid"], w.get("base")) == (answer["valid"], answer.get("base"))


def test_tianjin_values_waits_only_given_the_rounds_jokers():
    out = analyze(ruleset("tianjin"), {"hand": "123m456p111z3457s"})
    assert out["waits"] == ["7s"] and "wait_values" not in out


def test_the_situation_of_the_request_values_the_waits():
    """A self-draw by the dealer instead of the default ron: riichi adds menzen tsumo."""
    v = ruleset("riichi")
    out = analyze(v, {"hand": "123456789m1234p", "win_type": "tsumo", "seat": 0})
    assert all("menzen_tsumo" in w["patterns"] for w in out["wait_values"])


@pytest.mark.parametrize("request_, named", [
    ({"hand": "123456789m1234p", "seat": 7}, "seat"),
    ({"hand": "123456789m1234p", "win_tile": "1p"}, "win_tile"),
    ({"hand": "123456789m1234p", "jokers": ["1m", "2m"]}, "jokers"),
    ({"hand": "11111m23456789p"}, "5 tiles of 1m"),
    ({"hand": "1234m", "melds": [{"type": "pon", "tiles": "111m", "from": 2}] * 2}, "7 tiles of 1m"),
])
def test_a_bad_analyze_request_is_named(request_, named):
    with pytest.raises(RequestError, match=named):
        analyze(ruleset("riichi"), request_)


def test_melds_take_sets_and_their_tiles_are_no_wait():
    """1m 456p 789s 123s waits on a second 1m, unless a pon of 1m holds the other three: no fifth copy."""
    riichi = ruleset("riichi")
    assert analyze(riichi, {"hand": "1m456p789s123s"})["waits"] == ["1m"]
    pon = {"type": "pon", "tiles": "111m", "from": 2}
    out = analyze(riichi, {"hand": "1m456p789s123s", "melds": [pon]})
    assert out["shanten"] == 1 and out["waits"] == []  # waiting on a tile that is all held is not ready
