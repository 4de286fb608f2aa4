"""The simple bots know Ùzje's minimum: a call only when the open hand keeps a route to 2.5 fan."""
from __future__ import annotations

import dataclasses
from fractions import Fraction

from polymahjong.engine import Round, Table
from polymahjong.engine.game import play_match
from polymahjong.engine.view import seat_view
from polymahjong.players import EfficiencyPlayer
from polymahjong.players.value import call_check
from polymahjong.variants.registry import ruleset
from polymahjong.variants.uzje.calls import UzjeValue


def _value_of(text: str, **options: object) -> Fraction:
    v = ruleset("uzje", flowers=False, **options)
    rnd = Round(Table(v), 1)
    view = seat_view(rnd, 1)  # South, East round; the bonus tile varies with the seed: kept out below
    view = dataclasses.replace(view, **{"indicators": ()})
    return UzjeValue(v).visible_fan(view, [t.kind for t in v.parse(text)])


def test_value_honours_and_clean_suits_count_the_documents_fan() -> None:
    """Arrow trips 1 f each, seat and round wind 1 f each (=); a clean hand of socks or mans."""
    assert _value_of("123456sCCFFPP") == 3 + 3  # three arrow pairs that may become trips, clean socks
    assert _value_of("123456789sEESS") == 1 + 1 + 3  # East round wind, South seat wind, clean socks
    assert _value_of("123s456m789mEEWWN") == 1  # the East round wind pair only: two suits, West is no one's
    assert _value_of("1234567889xabs") == 7  # purity


def test_a_valueless_call_is_refused_and_a_valued_one_allowed() -> None:
    v = ruleset("uzje", flowers=False)
    check = call_check(v)
    view = seat_view(Round(Table(v), 1), 1)
    view = dataclasses.replace(view, **{"indicators": ()})
    assert not check(view, [t.kind for t in v.parse("123s456m789mEEWWN")])
    assert check(view, [t.kind for t in v.parse("123s456s789sCCCFF")])
    assert call_check(ruleset("riichi"))(view, [])  # no minimum elsewhere


def test_efficiency_bots_win_uzje_games() -> None:
    v = ruleset("uzje", length="games:3")
    match = play_match(v, [EfficiencyPlayer(v, i) for i in range(4)], 5)
    results = [e["result"] for e in match.events if e["e"] == "round_end"]
    assert len(results) == 3 and results.count("win") >= 1
