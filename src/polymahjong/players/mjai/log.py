"""A riichi match as an mjai log: JSON lines, one mjai event each, every tile shown.

During a match, :class:`MjaiLog` is an ``on_events`` hook of ``play_match`` that collects the log.
For a finished game, :func:`mjai_log` takes our record (its header and events): it plays the
recorded actions through the engine again, because the record keeps the dealer's first draw
inside the dealt hand while mjai tells it apart, and checks that every event comes out as recorded.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping, Sequence

from polymahjong.engine.actions import Action, ActionError
from polymahjong.engine.game import play_match
from polymahjong.engine.events import Event, EventData
from polymahjong.engine.view import SeatView
from polymahjong.players.mjai.events import MjaiEvent, MjaiStream
from polymahjong.players.mjai.tiles import PLAYERS, MjaiError, check_variant
from polymahjong.variants.registry import ruleset

if TYPE_CHECKING:
    from polymahjong.engine.match import Match


class MjaiLog:
    """An ``on_events`` hook that collects the mjai log of one match (``events``); ``names``: the players',
    by our player number."""

    def __init__(self, names: Sequence[str] | None = None) -> None:
        self.names = list(names) if names is not None else [f"player{i}" for i in range(PLAYERS)]
        self.events: list[MjaiEvent] = []
        self.stream: MjaiStream | None = None

    def __call__(self, match: "Match", events: list[Event]) -> None:
        if self.stream is None:
            self.stream = MjaiStream(match.variant, self.names)
        self.events += self.stream.feed(match, events)


class _Recorded:
    """Plays the recorded actions in order (the same object sits at every seat)."""

    name = "record"

    def __init__(self, actions: Iterator[Action]) -> None:
        self.actions = actions

    def act(self, view: SeatView) -> Action:
        action = next(self.actions, None)
        if action is None:
            raise MjaiError("the record ends in the middle of a round")
        return action


class _Both:
    """Two ``on_events`` hooks, called in order."""

    def __init__(self, first: Callable[["Match", list[Event]], None], second: Callable[["Match", list[Event]], None]):
        self.first, self.second = first, second

    def __call__(self, match: "Match", events: list[Event]) -> None:
        self.first(match, events)
        self.second(match, events)


def mjai_log(head: Mapping[str, Any], events: Sequence[EventData],
             also: Callable[["Match", list[Event]], None] | None = None) -> list[MjaiEvent]:
    """The mjai log of a record of ours (``head``: its header, ``events``: the rest); :class:`MjaiError`
    when it is not a four-player riichi game or does not replay to the same events. ``also`` sees the
    replay's events as ``play_match``'s ``on_events`` does (e.g. to read each win's score)."""
    try:
        variant = ruleset(head["ruleset"], **head.get("options", {}))
        seed = int(head["seed"])
    except (KeyError, TypeError, ValueError) as e:  # OptionError is a ValueError
        raise MjaiError(f"the record's header: {e}") from None
    check_variant(variant)
    log = MjaiLog(head.get("players"))
    try:
        actions = [Action.from_json(ev, variant) for ev in events if ev.get("e") == "action"]
        match = play_match(variant, [_Recorded(iter(actions))] * variant.players, seed,
                           on_events=log if also is None else _Both(log, also))
    except ActionError as e:
        raise MjaiError(f"the record does not replay: {e}") from None
    for i, (got, want) in enumerate(zip(json.loads(json.dumps(match.events)), events)):
        if got != want:
            raise MjaiError(f"the record does not replay: event {i + 1} is {json.dumps(want)}, "
                            f"the engine gives {json.dumps(got)}")
    if len(match.events) != len(events):
        raise MjaiError(f"the record has {len(events)} events, the replay {len(match.events)}")
    return log.events


def write_mjai_log(head: Mapping[str, Any], events: Sequence[EventData], path: Path) -> None:
    """Write the mjai log of a record of ours (see :func:`mjai_log`) to ``path``."""
    lines = mjai_log(head, events)
    Path(path).write_text("".join(json.dumps(ev, separators=(",", ":")) + "\n" for ev in lines))
