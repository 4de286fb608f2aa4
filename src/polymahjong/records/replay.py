"""Replay a record: rebuild the match from its header, re-apply the recorded actions,
and compare every event the engine emits with the recorded one."""
from __future__ import annotations

import json
from typing import Any

from polymahjong.engine.actions import Action, ActionError
from polymahjong.engine.match import Match
from polymahjong.variants.base import OptionError
from polymahjong.variants.registry import ruleset


class ReplayMismatch(ValueError):
    """The record does not replay: the message names the first differing event."""


def replay(head: dict[str, Any], events: list[dict[str, Any]]) -> Match:
    """Re-play ``events``; raises :class:`ReplayMismatch` at the first difference (a round's result
    or score change, or any other event), returns the finished match otherwise."""
    try:
        variant = ruleset(head["ruleset"], **head.get("options", {}))
    except OptionError as e:
        raise ReplayMismatch(f"header: {e}") from None
    match = Match(variant, int(head["seed"]))
    produced: list[dict[str, Any]] = list(match.events)
    i = 0

    def check(new: list[dict[str, Any]]) -> None:
        nonlocal i
        for ev in new:
            got = json.loads(json.dumps(ev))
            want = events[i] if i < len(events) else None
            if got != want:
                what = "round result" if got.get("e") in ("round_end", "win") else "event"
                raise ReplayMismatch(f"event {i + 1}: {what} differs: recorded {json.dumps(want)}, "
                                     f"replayed {json.dumps(got)}")
            i += 1

    check(produced)
    while not match.over:
        rnd = match.start_round()
        check(rnd.events)
        while not rnd.over:
            if i >= len(events):
                raise ReplayMismatch(f"the record ends at event {i} in the middle of round {match.deals + 1}")
            ev = events[i]
            if ev.get("e") != "action":
                raise ReplayMismatch(f"event {i + 1}: the engine waits for an action, the record has {json.dumps(ev)}")
            try:
                action = Action.from_json(ev)
                new = rnd.step(action)
            except ActionError as e:
                raise ReplayMismatch(f"event {i + 1}: illegal action: {e}") from None
            check(new)
        done = match.finish_round()
        if match.over:
            check(done[-1:])
    if i != len(events):
        raise ReplayMismatch(f"event {i + 1}: the record goes on after the match ended")
    return match
