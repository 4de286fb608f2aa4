"""Push or fold: choose among scored discards by how much each helps the hand and how likely it is
to deal in.

A ruleset's bot rates its options (``attack``: higher is better for its own hand; ``danger``: a
chance-like figure of paying into another's win, 0 for a safe tile) with its own :class:`TileDanger`,
decides a :class:`Stance` from its hand and the table, and lets :func:`choose` pick.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Generic, Protocol, Sequence, TypeVar

T = TypeVar("T")


class TileDanger(Protocol):
    """How dangerous a tile kind is to discard now (0 safe; about the chance of dealing in)."""

    def danger(self, kind: int) -> float:
        ...


class Stance(Enum):
    """ATTACK: best for the hand; BALANCE: best for the hand weighed against danger; FOLD: safest."""

    ATTACK = "attack"
    BALANCE = "balance"
    FOLD = "fold"


@dataclass(frozen=True)
class Option(Generic[T]):
    """One choice (``choice``: an action, a tile...), its worth to the hand and its danger."""

    choice: T
    attack: float
    danger: float = 0.0


def choose(options: Sequence[Option[T]], stance: Stance, weight: float = 0.0) -> Option[T]:
    """The option to play: ATTACK takes the highest ``attack``; BALANCE the highest ``attack - weight *
    danger``; FOLD the lowest ``danger`` (then the highest attack). The first wins a tie, so the caller's
    order (deterministic) decides."""
    if not options:
        raise ValueError("no options to choose from")
    if stance is Stance.FOLD:
        return min(options, key=lambda o: (o.danger, -o.attack))
    if stance is Stance.BALANCE:
        return max(options, key=lambda o: o.attack - weight * o.danger)
    return max(options, key=lambda o: o.attack)
