"""Riichi's own state of a deal (``Round.state``, built by its table hooks): each seat's declaration and
furiten, which the hooks of ``table.py`` keep and read."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from polymahjong.engine.round import Round


@dataclass
class RiichiState:
    """Per seat: the tile it declared riichi with (None before), whether that was a double riichi, whether
    ippatsu still stands, furiten, and who is liable for its yakuman (pao); and the seat whose declaring discard has not passed yet."""

    declared: list[int | None]
    double: list[bool]  # declared on the seat's first, uninterrupted discard
    ippatsu: list[bool]  # declared; no call or kong since and the seat has not discarded again
    furiten: list[bool]  # passed a win since its last own discard (after the declaration: at all)
    pao: list[int | None]  # the seat liable for each seat's yakuman (a third dragon set, a fourth wind set)
    pending: int | None = None  # its stick is paid when the declaring discard passes

    @classmethod
    def new(cls, players: int) -> "RiichiState":
        """The state at the start of a deal: no declarations, no furiten, no one liable."""
        return cls([None] * players, [False] * players, [False] * players, [False] * players, [None] * players)

    def riichi(self, seat: int) -> bool:
        """Whether ``seat`` has declared riichi."""
        return self.declared[seat] is not None


def riichi_state(rnd: "Round") -> RiichiState:
    """The riichi state of ``rnd`` (a round of a ruleset with riichi's table hooks)."""
    state = rnd.state
    if not isinstance(state, RiichiState):
        raise TypeError(f"a round of {rnd.table.variant.name} keeps no riichi state")
    return state
