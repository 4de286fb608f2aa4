"""The score request of SCORING_API.md: a bad field gives an error naming it, and nothing else changes."""
import pytest

from polymahjong import ruleset

GOOD = {"variant": "riichi", "hand": "123m456p789s1122z", "win_tile": "1z", "win_type": "tsumo", "seat": 0}


@pytest.mark.parametrize("change, field", [
    ({"hand": "123m456p789s11x2z"}, "'x' at position 14"),
    ({"hand": 5}, "hand"),
    ({"win_tile": "12z"}, "win_tile"),
    ({"win_type": "steal"}, "win_type"),
    ({"seat": 4}, "seat"),
    ({"seat": True}, "seat"),
    ({"win_type": "ron"}, "discarder"),
    ({"win_type": "ron", "discarder": 0}, "discarder"),
    ({"round_wind": "X"}, "round_wind"),
    ({"melds": [{"type": "chow", "tiles": "123m", "from": 3}]}, "melds[0].type"),
    ({"melds": [{"type": "pon", "tiles": "11m", "from": 3}]}, "melds[0].tiles"),
    ({"melds": [{"type": "pon", "tiles": "111m"}]}, "from"),
    ({"melds": [{"type": "closed_kan", "tiles": "1111m", "from": 2}]}, "melds[0].from"),
    ({"flags": {"riichi": "yes"}}, "riichi"),
    ({"flags": {"lucky": True}}, "lucky"),
    ({"honba": -1}, "honba"),
    ({"dora_indicators": ["9z"]}, "dora_indicators[0]"),
    ({"colour": "red"}, "colour"),
])
def test_bad_field_is_named(change, field):
    answer = ruleset("riichi").score_request({**GOOD, **change})
    assert answer["ok"] is False
    assert field in answer["error"]


def test_good_request_is_ok():
    answer = ruleset("riichi").score_request(GOOD)
    assert answer["ok"] is True and answer["valid"] is True


def test_incomplete_hand_is_not_valid():
    answer = ruleset("riichi").score_request({**GOOD, "win_tile": "3z"})
    assert answer["ok"] is True and answer["valid"] is False


# -- the contract's names across rulesets (SCORING_API.md "flags"; docs/api/scoring.md) -------------------
UZJE_TSUMO = {"variant": "uzje", "hand": "123s456s789s345m7m", "win_tile": "7m", "win_type": "tsumo", "seat": 0,
              "round_wind": "E", "bonus_tile": "P"}


def test_uzje_reads_the_contracts_last_wall_tile_as_sea_scoop():
    """SCORING_API.md's `haitei` (last wall tile) is the Ùzje document's Sea-scoop: the same answer either way."""
    uzje = ruleset("uzje")
    by_contract = uzje.score_request({**UZJE_TSUMO, "flags": {"haitei": True}})
    assert by_contract["ok"] is True and "sea_scoop" in [p["id"] for p in by_contract["patterns"]]
    assert by_contract == uzje.score_request({**UZJE_TSUMO, "flags": {"sea_scoop": True}})


@pytest.mark.parametrize("variant, request_, field, reader", [
    ("zung_jung", {"hand": "123m456m789m123p5p", "win_tile": "5p", "dora_indicators": ["1m"]}, "dora_indicators",
     "riichi"),
    ("riichi", {"hand": "123m456m789m123p5p", "win_tile": "5p", "jokers": ["1m", "2m"]}, "jokers", "tianjin"),
    ("sichuan", {"hand": "123m456m789m123p5p", "win_tile": "5p", "bonus_tile": "1m"}, "bonus_tile", "uzje"),
    ("uzje", {"hand": "123s456s789s345m7m", "win_tile": "7m", "void_suit": "p"}, "void_suit", "sichuan"),
    ("tianjin", {"hand": "123m456p111z3s", "win_tile": "3s", "jokers": ["2s", "3s"], "honba": 1}, "honba", "riichi"),
])
def test_a_field_only_another_ruleset_reads_is_refused_naming_it(variant, request_, field, reader):
    """A request meant for another ruleset would otherwise get a wrong score with no warning."""
    answer = ruleset(variant).score_request({"variant": variant, "win_type": "tsumo", "seat": 0, **request_})
    assert answer["ok"] is False
    assert f"field {field!r} is not read by {variant}" in answer["error"] and reader in answer["error"]


@pytest.mark.parametrize("variant, flag, readers", [
    ("riichi", "step_up", "(read by tianjin)"),
    ("zung_jung", "riichi", "(read by riichi)"),
    ("uzje", "first_turn", "(read by riichi, sichuan, zung_jung, tianjin)"),
    ("tianjin", "chankan", "(read by riichi, sichuan, zung_jung, uzje)"),
])
def test_a_flag_the_ruleset_has_no_rule_for_is_refused_naming_who_reads_it(variant, flag, readers):
    req = {"variant": variant, "hand": "123m456m789m123p5p", "win_tile": "5p", "win_type": "tsumo", "seat": 0,
           "flags": {flag: True}}
    if variant == "uzje":
        req.update(hand="123s456s789s345m7m", win_tile="7m")
    if variant == "tianjin":
        req["jokers"] = ["2s", "3s"]
    answer = ruleset(variant).score_request(req)
    assert answer == {"ok": False, "error": f"flag {flag!r} is not read by {variant}: it has no rule that needs it "
                                            f"{readers}"}


def test_riichi_and_double_riichi_together_are_an_error():
    """docs/rules/riichi.md, Flags: `riichi`, `double_riichi` (not both)."""
    answer = ruleset("riichi").score_request({**GOOD, "flags": {"riichi": True, "double_riichi": True}})
    assert answer["ok"] is False and "'riichi' and 'double_riichi'" in answer["error"]


@pytest.mark.parametrize("flag, win_type", [("first_turn", "ron"), ("haitei", "ron"), ("rinshan", "ron"),
                                            ("houtei", "tsumo")])
def test_riichi_flags_of_the_other_win_type_are_errors(flag, win_type):
    """docs/rules/riichi.md: `first_turn` is tenhou/chiihou on a tsumo (no renhou), `haitei` and `rinshan` are
    tsumo, `houtei` ron; a request with the other win type is an error naming the flag."""
    req = {**GOOD, "win_type": win_type, **({"discarder": 1, "seat": 0} if win_type == "ron" else {}),
           "flags": {flag: True}}
    answer = ruleset("riichi").score_request(req)
    assert answer["ok"] is False and f"flag {flag!r} needs win_type" in answer["error"]
