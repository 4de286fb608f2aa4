"""The Ùzje pattern table, its value options and the minimum option."""
from __future__ import annotations

import re

import pytest
from uzje_requests import score, values

from polymahjong import ruleset
from polymahjong.variants.base import OptionError
from polymahjong.variants.uzje.patterns import CHECKS

FLOWER_WINS = {"six_flowers", "ivies_on_the_wall"}
PROVISIONAL = {"flowers", "clean_socks", "clean_mans", "clean_tongs", "purity", "all_powers", "all_gems",
               "rock_field", "stutter", "archery_class", "seven_pairs", "ultra_long_straight"}
FIXED = {"self_draw", "six_flowers", "seat_wind", "round_wind", "arrow"}
LIMITS = {"thirteen_orphans", "fourteen_orphans", "globetrotter", "journeyman", "honourable", "crossing_the_sea"}


def table() -> dict[str, dict]:
    return {p["id"]: p for p in ruleset("uzje").patterns()}


def test_every_pattern_has_a_predicate_or_is_won_on_a_flower() -> None:
    assert set(table()) == set(CHECKS) | FLOWER_WINS


def test_provisional_fixed_and_limit_marks() -> None:
    t = table()
    assert {pid for pid, p in t.items() if p.get("provisional")} == PROVISIONAL
    assert {pid for pid, p in t.items() if p.get("fixed")} == FIXED
    assert {pid for pid, p in t.items() if p.get("limit")} == LIMITS
    assert all(t[pid]["value"] == 1 for pid in LIMITS)


@pytest.mark.parametrize("pid,value", [("self_draw", 1), ("closed_hand", 2.6), ("sea_scoop", 1.8), ("pond_scoop", 1.2),
                                       ("quad_draw", 1.6), ("multi_quad_draw", 5), ("quad_rob", 2), ("bonus_tile", 0.6),
                                       ("orchard", 3), ("ivies_on_the_wall", 8), ("seat_wind", 1), ("round_wind", 1),
                                       ("arrow", 1), ("single_differences", 1.4), ("six_flowers", "minimum")])
def test_document_values_in_the_table(pid: str, value: object) -> None:
    assert table()[pid]["value"] == value


def test_lucky_tiles_in_the_table() -> None:
    t = table()
    assert [(t[p]["lucky_tile"], t[p]["lucky"]) for p in ("sea_scoop", "pond_scoop", "quad_draw", "quad_rob")] == [
        ("1t", 3), ("3m", 3), ("5t", 3), ("2s", 3)]
    assert t["multi_quad_draw"]["extra_quad"] == 3


def test_a_value_option_changes_the_table_and_the_score() -> None:
    rules = ruleset("uzje", **{"value.purity": 6.4})
    assert {p["id"]: p["value"] for p in rules.patterns()}["purity"] == 6.4
    assert values(score("123456789xxxbs", "bs", options={"value.purity": "6.4"}))["purity"] == 6.4


def test_field_options() -> None:
    opts = {"value.sea_scoop.lucky": 2, "value.multi_quad_draw.extra_quad": 4, "value.clean_tongs.all_tongs": 3.2}
    t = {p["id"]: p for p in ruleset("uzje", **opts).patterns()}
    assert (t["sea_scoop"]["lucky"], t["multi_quad_draw"]["extra_quad"], t["clean_tongs"]["all_tongs"]) == (2, 4, 3.2)


def test_a_zero_value_turns_a_pattern_off() -> None:
    assert values(score("123456789xxxbs", "bs", options={"value.closed_hand": 0})) == {"purity": 7}


def test_limit_value_option() -> None:
    resp = score("1ft1fs1fmESWNCFP", "E", options={"value.thirteen_orphans": 2})
    assert resp["limit"] == "2 l" and resp["base"] == 10000


@pytest.mark.parametrize("options,message", [
    ({"minimum": 3}, "option 'minimum' must be a positive half-integer (x.5), not 3.0"),
    ({"minimum": 2.4}, "option 'minimum' must be a positive half-integer (x.5), not 2.4"),
    ({"minimum": -0.5}, "option 'minimum' must be a positive half-integer (x.5), not -0.5"),
    ({"value.purity": 6.5}, "option 'value.purity' must be a multiple of 0.2 fan, not 6.5"),
    ({"value.sea_scoop.lucky": 0.1}, "option 'value.sea_scoop.lucky' must be a multiple of 0.2 fan, not 0.1"),
    ({"value.globetrotter": 1.5}, "option 'value.globetrotter' counts limits and must be whole, not 1.5"),
    ({"value.purity": -1}, "option 'value.purity' must be within 0..None, not -1.0"),
    ({"value.six_flowers": 3}, "unknown option 'value.six_flowers'"),
])
def test_bad_options_are_rejected(options: dict, message: str) -> None:
    with pytest.raises(OptionError, match=f"^uzje: {re.escape(message)}"):
        ruleset("uzje", **options)


def test_describe_lists_options_and_patterns() -> None:
    d = ruleset("uzje").describe()
    assert d["options"]["minimum"] == 2.5 and d["options"]["value.closed_hand"] == 2.6
    assert len(d["patterns"]) == 33
