"""The player protocol: what the match driver (:func:`polymahjong.engine.game.play_match`) asks of a seat.

It lives in the engine, which drives players, so that the engine imports nothing from ``players/``; the bots
there implement it (``polymahjong.players.base`` re-exports it)."""
from __future__ import annotations

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
