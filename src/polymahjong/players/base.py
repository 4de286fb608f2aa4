"""The player protocol and the random-legal bot."""
from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from polymahjong.engine.actions import Action
    from polymahjong.engine.view import SeatView


class Player(Protocol):
    """Anything that picks an action from a seat's view (``view.legal`` lists the choices)."""

    name: str

    def act(self, view: "SeatView") -> "Action":
        """One of ``view.legal``."""
        ...


class RandomPlayer:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    def __init__(self, seed: int = 0, name: str = "random") -> None:
        self.rng = Random(seed)
        self.name = name

    def act(self, view: "SeatView") -> "Action":
        return self.rng.choice(view.legal)
