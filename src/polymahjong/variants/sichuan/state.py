"""Sichuan's own state of a deal (``Round.state``, built by its table hooks): the forbidden suits, the
kong payments, the Hu let go, and who was dealt a tile of its forbidden suit."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from polymahjong.engine.round import Round


@dataclass
class KongPayment:
    """A kong's payment: the seat that declared it, the kong type of Table 7, each seat's share, and
    whether it has been paid (it is due once play goes on without a Hu on the discard after it)."""

    seat: int
    type: str
    payments: list[int]
    paid: bool = False


@dataclass
class SichuanState:
    """Per seat its forbidden suit (None until chosen); the deal's kong payments, paid or due; the seats
    that let a Hu go since their last draw (seat -> the most points it was worth); and per seat whether it
    was dealt a tile of its forbidden suit (so set one aside for its first discard), found once play began."""

    voids: list[str | None]
    kongs: list[KongPayment] = field(default_factory=list)
    passed: dict[int, int] = field(default_factory=dict)
    set_aside: list[bool] | None = None

    @classmethod
    def new(cls, players: int) -> "SichuanState":
        """The state at the start of a deal: no suit chosen, no kong, no Hu let go."""
        return cls([None] * players)


def sichuan_state(rnd: "Round") -> SichuanState:
    """The Sichuan state of ``rnd`` (a round of a ruleset with Sichuan's table hooks)."""
    state = rnd.state
    if not isinstance(state, SichuanState):
        raise TypeError(f"a round of {rnd.table.variant.name} keeps no Sichuan state")
    return state
