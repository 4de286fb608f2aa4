"""The player protocol (defined by the engine, which drives players) and the random-legal bot."""
from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from polymahjong.engine.player import Player

if TYPE_CHECKING:
    from polymahjong.engine.actions import Action
    from polymahjong.engine.view import SeatView

__all__ = ["Player", "RandomPlayer"]


class RandomPlayer:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.rng = Random(seed)
        self.name = name

    def act(self, view: "SeatView") -> "Action":
        return self.rng.choice(view.legal)
