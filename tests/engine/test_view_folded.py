"""The seat view folded from the observer's stream (engine/seen.py) is the view read from the round as it was made
before (tests/engine/view_reference.py): at every decision of seeded games of all five rulesets (Ùzje with 4 and 5
players, its quads face down and shown; riichi with its expert bot), and before and after every step of the engine
tests' scripted deals of what seeded games seldom reach (robbed kongs, face-down quads challenged and turned up,
flower wins, triple ron, bars behind Tianjin's joker), every field of every seat's view and of a spectator's
equals the reference's."""
from __future__ import annotations

from collections import Counter
from dataclasses import fields
from typing import Any

import importlib

import pytest
from view_reference import reference_view

from polymahjong.engine.driver import MatchDriver
from polymahjong.engine.observer import SPECTATOR
from polymahjong.engine.round import Round
from polymahjong.engine.view import SeatView, seat_view
from polymahjong.players.bots import make_bots
from polymahjong.variants.registry import ruleset

FIELDS = [f.name for f in fields(SeatView)]

#: (ruleset, options, bot, seed)
GAMES = [
    ("riichi", (("length", "east"),), "default", 2),  # the expert: declarations, sticks
    ("riichi", (("length", "east"),), "default", 5),  # an added kong
    ("riichi", (("length", "east"),), "efficiency", 1),
    ("riichi", (("length", "east"),), "random", 3),
    ("sichuan", (), "default", 1),
    ("sichuan", (), "random", 4),
    ("zung_jung", (), "default", 1),
    ("zung_jung", (), "random", 5),
    ("tianjin", (), "default", 1),
    ("tianjin", (), "random", 6),  # a step up
    ("uzje", (("length", "games:4"),), "default", 8),
    ("uzje", (("length", "games:4"),), "random", 7),
    ("uzje", (("length", "games:4"), ("players", 5)), "default", 3),
    ("uzje", (("length", "games:4"), ("players", 5)), "random", 9),
    ("uzje", (("length", "games:4"), ("closed_quads", "shown")), "random", 11),
    ("uzje", (("length", "games:4"), ("closed_quads", "shown"), ("players", 5)), "default", 12),
]


def compare(rnd: Round, told: bool = False) -> int:
    """Every field of each seat's view and a spectator's against the reference; the number of fields compared."""
    compared = 0
    for seat in [*range(rnd.n), SPECTATOR]:
        view, want = seat_view(rnd, seat, furiten=told), reference_view(rnd, seat, furiten=told)
        for name in FIELDS:
            got = getattr(view, name)
            assert got == want[name], (name, seat, rnd.phase, len(rnd.events), got, want[name])
            compared += 1
    return compared


def play(name: str, options: tuple[tuple[str, Any], ...], bot: str, seed: int) -> Counter[str]:
    """Play the seeded match, comparing the views before every decision (and after each round's end); the count
    of each kind of event the match had."""
    variant = ruleset(name, **dict(options))
    players = make_bots(variant, bot, seed)
    driver = MatchDriver(variant, seed)
    compared = 0
    while not driver.over:
        driver.deal()
        rnd = driver.round
        assert rnd is not None
        while not rnd.over and (owed := rnd.to_act()):
            compared += compare(rnd, told=name == "riichi")
            seat = owed[0]
            driver.step(players[driver.player_of(seat)].act(seat_view(rnd, seat)))
        compared += compare(rnd)
    assert compared > 1000
    return Counter(ev["e"] if ev["e"] != "call" else ev["type"] for ev in driver.match.events)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g[0]}-{'-'.join(str(v) for _, v in g[1])}-{g[2]}-{g[3]}")
def test_folded_views_equal_the_views_read_from_the_round(game: tuple[Any, ...]) -> None:
    play(*game)


#: (test module, test) of tests/engine: scripted deals, each step of which is compared
SCRIPTED = [
    ("test_zung_jung_calls", "test_thirteen_terminals_robs_an_added_kong_of_honors"),
    ("test_zung_jung_calls", "test_added_kong_with_the_fourth_tile_kept_on_the_rack"),
    ("test_zung_jung_kongs_and_wall", "test_robbing_a_kong_the_kong_owner_takes_the_blame"),
    ("test_zung_jung_kongs_and_wall", "test_a_seat_flower_scores_at_the_table"),
    ("test_zung_jung_kongs_and_wall", "test_final_discard"),
    ("test_sichuan_kongs", "test_robbed_promoted_kong_is_not_paid"),
    ("test_sichuan_kongs", "test_hu_on_the_discard_after_a_kong_cancels_its_payment"),
    ("test_sichuan_claims", "test_two_hu_on_one_discard_then_the_seat_after_the_second_moves"),
    ("test_uzje_quads", "test_challenge_from_the_second_quad_on_is_recorded_and_the_quad_goes_face_down_again"),
    ("test_uzje_quads", "test_every_quad_is_revealed_at_the_end"),
    ("test_uzje_quads", "test_a_challenge_that_cannot_rob_lets_play_go_on"),
    ("test_uzje_flowers", "test_ivies_on_the_wall_on_the_last_flower_melded_by_anyone_else"),
    ("test_uzje_flowers", "test_a_passed_ivies_lets_the_melder_draw_the_replacement"),
    ("test_uzje_flowers", "test_crossing_the_sea_on_the_eighth_flower_drawn"),
    ("test_riichi_play", "test_double_riichi_and_ippatsu_on_the_first_go_round"),
    ("test_riichi_play", "test_only_kokushi_may_rob_a_closed_kan"),
    ("test_riichi_play", "test_passing_up_the_rob_of_a_closed_kan_is_furiten"),
    ("test_riichi_play", "test_triple_ron_is_paid_separately_by_default_honba_and_sticks_to_the_first"),
    ("test_riichi_play", "test_triple_ron_is_an_abortive_draw_under_tenhou"),
    ("test_tianjin_table", "test_open_bar_doubles_the_points_and_the_bar_is_paid"),
    ("test_tianjin_table", "test_step_up_doubles_the_dealers_bar_payments"),
]


@pytest.mark.parametrize("module, test", SCRIPTED, ids=lambda v: v.removeprefix("test_"))
def test_folded_views_equal_the_reference_through_scripted_deals(module: str, test: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    step, compared = Round.step, [0]

    def compared_step(rnd: Round, action: Any) -> Any:
        compared[0] += compare(rnd, told=True)
        events = step(rnd, action)
        compared[0] += compare(rnd, told=True)
        return events

    monkeypatch.setattr(Round, "step", compared_step)
    getattr(importlib.import_module(module), test)()
    assert compared[0] > 0
