"""Play a whole match with players: :class:`~polymahjong.engine.driver.MatchDriver` run to the end."""
from __future__ import annotations

from typing import Sequence

from polymahjong.engine.driver import MatchDriver, OnEvents
from polymahjong.engine.match import Match
from polymahjong.engine.player import Player
from polymahjong.variants.base import Variant


def play_match(variant: Variant, players: Sequence[Player], seed: int, on_events: OnEvents | None = None) -> Match:
    """Play a match from ``seed`` to its end; ``players[i]`` is player i. Returns the finished match
    (``match.events`` is the record's body, ``match.scores`` the final scores).

    ``on_events(match, events)`` sees the events of each action as they happen. A player with a true
    ``shows_furiten`` attribute is told in its views whether it is in furiten."""
    return MatchDriver(variant, seed, on_events).run(players)
