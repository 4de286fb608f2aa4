"""The one match driver: stepped an action at a time it plays the match ``play_match`` plays, and it refuses
steps and deals out of turn."""
from __future__ import annotations

from typing import Any

import pytest

from polymahjong.engine.actions import Action
from polymahjong.engine.driver import MatchDriver
from polymahjong.engine.game import play_match
from polymahjong.engine.match import Match
from polymahjong.engine.round import Event
from polymahjong.players.bots import make_bots
from polymahjong.variants.registry import ruleset


@pytest.mark.parametrize("name", ["sichuan", "tianjin", "uzje"])
def test_stepping_by_hand_gives_the_record_of_play_match(name: str) -> None:
    """Feeding the driver the bots' actions one at a time, as a room does, makes the same match as
    ``play_match`` with those bots; every step's events are the record's, the match's end last."""
    v = ruleset(name)
    want = play_match(v, make_bots(v, "random", 3), 3)
    bots = make_bots(v, "random", 3)
    driver = MatchDriver(v, 3)
    got: list[Event] = list(driver.match.events)
    while not driver.over:
        assert not driver.playing and driver.next_seat() is None and driver.owed() == []
        got += driver.deal()
        while driver.playing:
            seat = driver.next_seat()
            assert seat is not None and seat == driver.owed()[0]
            got += driver.step(bots[driver.player_of(seat)].act(driver.view(seat)))
    assert got == want.events == driver.match.events
    assert got[-1]["e"] == "match_end" and driver.match.scores == want.scores
    assert driver.round is not None and driver.round.over  # the last round stays for its views


def test_on_events_sees_each_step_with_its_round_and_the_end_on_its_own() -> None:
    """``on_events`` is told a step's events while ``match.round`` is their round, and the match's end
    alone once the match recorded its last round."""
    v = ruleset("sichuan")
    told: list[tuple[bool, list[Event]]] = []

    def hook(match: Match, events: list[Event]) -> None:
        told.append((match.round is not None, events))

    match = play_match(v, make_bots(v, "random", 1), 1, on_events=hook)
    assert [e for _, batch in told for e in batch] == match.events[1:]
    assert told[-1] == (False, [match.events[-1]]) and match.events[-1]["e"] == "match_end"
    assert all(in_round for in_round, _ in told[:-1])


def test_out_of_turn_steps_and_deals_are_refused_and_change_nothing() -> None:
    v = ruleset("sichuan")
    driver = MatchDriver(v, 2)
    with pytest.raises(RuntimeError, match="no round in play"):
        driver.step(Action.from_json({"act": "pass", "seat": 0}, v))
    with pytest.raises(RuntimeError, match="no round has been dealt"):
        driver.view(0)
    driver.deal()
    before: list[Any] = list(driver.round.events) if driver.round else []
    with pytest.raises(RuntimeError, match="has not ended"):
        driver.deal()
    assert driver.round is not None and driver.round.events == before and driver.match.deals == 0


def test_a_wrong_number_of_players_is_refused() -> None:
    v = ruleset("tianjin")
    with pytest.raises(ValueError, match="tianjin needs 4 players, not 3"):
        play_match(v, make_bots(v, "random", 0)[:3], 0)
