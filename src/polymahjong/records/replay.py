"""Replay a record: rebuild the match from its header, re-apply the recorded actions,
and compare every event the engine emits with the recorded one."""
from __future__ import annotations

import json
from typing import Any, Mapping, Sequence

from polymahjong.engine.actions import Action, ActionError
from polymahjong.engine.driver import MatchDriver
from polymahjong.engine.match import Match
from polymahjong.variants.base import OptionError
from polymahjong.variants.registry import ruleset


class ReplayMismatch(ValueError):
    """The record does not replay: the message names the first differing event."""


class _RecordEnds(Exception):
    """An unfinished record (``partial``) has no more events: ``match`` is as far as it got."""

    def __init__(self, match: Match) -> None:
        super().__init__()
        self.match = match


def replay(head: dict[str, Any], events: list[dict[str, Any]], partial: bool = False) -> Match:
    """Re-play ``events``; raises :class:`ReplayMismatch` at the first difference (a round's result
    or score change, or any other event), returns the finished match otherwise.

    ``partial``: the record of a match cut short (``play`` writes its record as the game goes) may end
    anywhere; every event it has is checked, and the match is returned as far as it got
    (``match.deals`` rounds finished, ``match.over`` false)."""
    try:
        return _replay(head, events, partial)
    except _RecordEnds as end:
        return end.match


def _replay(head: dict[str, Any], events: list[dict[str, Any]], partial: bool) -> Match:
    try:
        variant = ruleset(head["ruleset"], **head.get("options", {}))
    except OptionError as e:
        raise ReplayMismatch(f"header: {e}") from None
    driver = MatchDriver(variant, int(head["seed"]))
    match = driver.match
    i = 0

    def check(new: Sequence[Mapping[str, Any]]) -> None:
        nonlocal i
        for ev in new:
            got = json.loads(json.dumps(ev))
            if partial and i >= len(events):
                raise _RecordEnds(match)
            want = events[i] if i < len(events) else None
            if got != want:
                what = "round result" if got.get("e") in ("round_end", "win") else "event"
                raise ReplayMismatch(f"event {i + 1}: {what} differs: recorded {json.dumps(want)}, "
                                     f"replayed {json.dumps(got)}")
            i += 1

    check(list(match.events))
    while not driver.over:
        check(driver.deal())
        while driver.playing:
            if partial and i >= len(events):
                raise _RecordEnds(match)
            if i >= len(events):
                raise ReplayMismatch(f"the record ends at event {i} in the middle of round {match.deals + 1}")
            ev = events[i]
            if ev.get("e") != "action":
                raise ReplayMismatch(f"event {i + 1}: the engine waits for an action, the record has {json.dumps(ev)}")
            try:
                new = driver.step(Action.from_json(ev, variant))
            except ActionError as e:
                raise ReplayMismatch(f"event {i + 1}: illegal action: {e}") from None
            check(new)
    if i != len(events):
        raise ReplayMismatch(f"event {i + 1}: the record goes on after the match ended")
    return match
