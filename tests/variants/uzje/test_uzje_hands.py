"""Hand patterns of the Ùzje document: limited tile choice, special forms and
limit hands; the document's regexps checked on each hand where it gives one."""
from __future__ import annotations

import re

import pytest
from uzje_requests import OPEN_123S, score, values

from polymahjong import ruleset


def sorted_tiles(hand: str, win: str, *melds: str) -> str:
    """The document's regexps run on the 14 tiles in canonical order."""
    rules = ruleset("uzje", all_tongs=True, winds="full")
    return rules.format(rules.parse(hand + win + "".join(melds)))


def test_clean_socks() -> None:
    resp = score("456789sEEEN", "N", seat=1, round_wind="W", melds=[OPEN_123S])
    assert values(resp) == {"clean_socks": 3}
    assert re.fullmatch(r"[0-9xa-f]+[ms][NESWZCFP]+", sorted_tiles("456789sEEEN", "N", "123s"))


def test_clean_mans() -> None:
    resp = score("456789mEEEN", "N", seat=1, round_wind="W", melds=[{"type": "chi", "tiles": "123m", "from": 0}])
    assert values(resp) == {"clean_mans": 3}


def test_clean_tongs_always_overlaps_rock_field() -> None:
    resp = score("ffftEEESSSN", "N", seat=2, round_wind="N", melds=[{"type": "pon", "tiles": "111t", "from": 1}])
    assert values(resp) == {"clean_tongs": 5, "rock_field": 3}
    assert re.fullmatch(r"[1f]+t[NESWZCFP]+", sorted_tiles("ffftEEESSSN", "N", "111t"))


def test_clean_tongs_with_all_tongs_is_an_ordinary_clean_hand() -> None:
    resp = score("456789tEEEN", "N", seat=1, round_wind="W", melds=[{"type": "chi", "tiles": "123t", "from": 0}],
                 options={"all_tongs": True})
    assert values(resp) == {"clean_tongs": 3}


def test_purity() -> None:
    resp = score("123456789xxxbs", "bs")
    assert values(resp) == {"closed_hand": 2.6, "purity": 7} and resp["base"] == 500
    assert re.fullmatch(r"[0-9xa-f]+[tsm]", sorted_tiles("123456789xxxbs", "bs"))


def test_a_zero_pair_counts_as_a_number_for_purity() -> None:
    assert values(score("123456789xxxsZ", "Z")) == {"closed_hand": 2.6, "purity": 7}


def test_single_differences_of_three() -> None:
    resp = score("258s134679xm", "1m", melds=[{"type": "chi", "tiles": "147s", "from": 3}])
    assert values(resp) == {"single_differences": 1.4}


def test_mixed_differences_are_not_single_differences() -> None:
    assert values(score("135s2456789xabm", "2m")) == {"closed_hand": 2.6}


def test_all_powers() -> None:
    resp = score("149s124499fm", "2m", melds=[{"type": "chi", "tiles": "014s", "from": 3}])
    assert values(resp) == {"all_powers": 3}
    assert resp["decomposition"] == ["014s", "149s", "149m", "49fm", "22m"]


def test_all_gems() -> None:
    resp = score("11223444889fs5m", "5m")
    assert values(resp) == {"closed_hand": 2.6, "all_gems": 3}


def test_rock_field() -> None:
    resp = score("444s222666m9m", "9m", melds=[{"type": "pon", "tiles": "777s", "from": 1}])
    assert values(resp) == {"rock_field": 3}


def test_stutter() -> None:
    assert values(score("11223347778fs9m", "9m")) == {"closed_hand": 2.6, "stutter": 1}


def test_archery_class() -> None:
    resp = score("456mCCCFFFP", "P", melds=[OPEN_123S])
    assert values(resp) == {"arrow": 2, "archery_class": 3}
    assert re.search(r"CCCFFFPP|FFFPPPCC|CCCPPPFF", sorted_tiles("456mCCCFFFP", "P", "123s"))


def test_seven_pairs() -> None:
    resp = score("11223344s5566mE", "E")
    assert values(resp) == {"closed_hand": 2.6, "seven_pairs": 2} and resp["base"] == 10
    assert resp["decomposition"] == ["11s", "22s", "33s", "44s", "55m", "66m", "EE"]


def test_four_of_a_kind_makes_two_pairs() -> None:
    assert values(score("11113344s5566mE", "E"))["seven_pairs"] == 2


def test_ultra_long_straight_closed() -> None:
    resp = score("123456789xabcs", "ds")
    assert values(resp) == {"closed_hand": 2.6, "purity": 7, "ultra_long_straight": 2}
    assert resp["decomposition"] == ["123456789xabcds"]


def test_ultra_long_straight_with_an_open_sequence() -> None:
    resp = score("456789xabcs", "ds", melds=[OPEN_123S])
    assert values(resp) == {"purity": 7, "ultra_long_straight": 2}


def test_ultra_long_straight_cannot_have_an_open_arith() -> None:
    resp = score("246789xabcs", "ds", melds=[{"type": "chi", "tiles": "135s", "from": 3}])
    assert resp["valid"] is False and resp["reason"] == "not a complete hand"


# -- limit hands ----------------------------------------------------------------
def test_thirteen_orphans() -> None:
    resp = score("1ft1fs1fmESWNCFP", "E")
    assert resp["patterns"] == [{"id": "thirteen_orphans", "name": "Thirteen Orphans", "value": 1, "limit": True}]
    assert resp["limit"] == "1 l" and resp["base"] == 5000 and resp["payments"] == [5000, -5000, 0, 0]


def test_fourteen_orphans() -> None:
    resp = score("1ft1fs1fmZESWNCF", "P", "tsumo")
    assert values(resp) == {"fourteen_orphans": 1} and resp["payments"] == [7500, -2500, -2500, -2500]


def test_thirteen_orphans_with_compressed_winds() -> None:
    resp = score("1ft1fs1fmHHVVCFP", "C", options={"winds": "compressed"})
    assert values(resp) == {"thirteen_orphans": 1}


def test_limit_hands_count_no_fan() -> None:
    resp = score("1ft1fs1fmESWNCFP", "E", "tsumo", bonus_tile="E", flowers="ho", flags={"sea_scoop": True})
    assert values(resp) == {"thirteen_orphans": 1} and resp["total"] == 0


def test_globetrotter_and_honourable_add_up() -> None:
    resp = score("EEESSSWWWNNNC", "C")
    assert values(resp) == {"globetrotter": 1, "honourable": 1}
    assert resp["limit"] == "2 l" and resp["base"] == 10000
    assert re.search(r"EEESSSWWWNNN", sorted_tiles("EEESSSWWWNNNC", "C"))


def test_globetrotter_with_a_number_pair() -> None:
    assert values(score("EEESSSWWWNNN5s", "5s")) == {"globetrotter": 1}


def test_journeyman() -> None:
    resp = score("123sEEESSSWWWC", "C")
    assert values(resp) == {"journeyman": 1} and resp["base"] == 5000


def test_honourable_counts_the_zero_as_an_honour() -> None:
    assert values(score("ZZZEEECCCFFFP", "P")) == {"honourable": 1}


def test_limits_beat_a_richer_fan_split() -> None:
    resp = score("EEESSSWWW123sC", "C", "tsumo", bonus_tile=["E", "S", "W"], flags={"sea_scoop": True})
    assert values(resp) == {"journeyman": 1}


@pytest.mark.parametrize("melds,message", [
    ([{"type": "chi", "tiles": "125s", "from": 3}], "field 'melds[0].tiles': '125s' is not an arith, gem or power"),
    ([{"type": "pon", "tiles": "123s", "from": 1}],
     "field 'melds[0].tiles' of a pon must be one tile repeated, not '123s'"),
])
def test_bad_melds_are_rejected(melds: list, message: str) -> None:
    assert score("456sCCCFFFP", "P", melds=melds) == {"ok": False, "error": message}
