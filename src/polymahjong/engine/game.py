"""Play a whole match with players: the loop that asks each seat for its action."""
from __future__ import annotations

from typing import Callable, Sequence

from polymahjong.engine.match import Match
from polymahjong.engine.player import Player
from polymahjong.engine.round import Event
from polymahjong.engine.view import seat_view
from polymahjong.variants.base import Variant


def play_match(variant: Variant, players: Sequence[Player], seed: int,
               on_events: Callable[[Match, list[Event]], None] | None = None) -> Match:
    """Play a match from ``seed`` to its end; ``players[i]`` is player i. Returns the finished match
    (``match.events`` is the record's body, ``match.scores`` the final scores).

    ``on_events(match, events)`` sees the events of each action as they happen. A player with a true
    ``shows_furiten`` attribute is told in its views whether it is in furiten."""
    if len(players) != variant.players:
        raise ValueError(f"{variant.name} needs {variant.players} players, not {len(players)}")
    match = Match(variant, seed)
    while not match.over:
        rnd = match.start_round()
        if on_events:
            on_events(match, list(rnd.events))
        while not rnd.over:
            seat = rnd.to_act()[0]
            player = players[match.player_of(seat)]
            action = player.act(seat_view(rnd, seat, furiten=getattr(player, "shows_furiten", False)))
            events = rnd.step(action)
            if on_events:
                on_events(match, events)
        done = match.finish_round()
        if on_events and match.over:
            on_events(match, done[-1:])
    return match
