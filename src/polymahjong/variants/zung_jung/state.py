"""Zung Jung's own state of a deal (``Round.state``, built by its table hooks): what the blame for a discard win
and a passed-up self-draw need to know of the deal, kept by the hooks of ``table.py`` as play goes: every discard
in order, how each seat's turn began, and each seat's last discard."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from polymahjong.engine.round import Round


@dataclass(frozen=True)
class Drawn:
    """A turn that began with a tile from the wall: the tile, and whether it was a kong's replacement (through
    any flowers replaced on the way)."""

    tile: int
    after_kong: bool


#: How a seat's turn began: a tile drawn (:class:`Drawn`, a flower's replacement at the deal included), a chi or
#: pon (``"called"``: nothing drawn), or the deal itself (``"dealt"``: the dealer's fourteenth tile).
Start = Drawn | Literal["called", "dealt"]


@dataclass(frozen=True)
class OwnDiscard:
    """A seat's discard: its number among the deal's discards (0 first), how the seat's turn began, and whether
    it was the dealer's first turn with no discard or call before it."""

    number: int
    start: Start
    first_turn: bool


@dataclass
class ZungJungState:
    """Every discard of the deal in order, as (seat, tile kind); per seat how its turn began (its current one,
    or the last before its discard) and its last discard (None before it discards)."""

    discards: list[tuple[int, int]]
    start: list[Start]
    last: list[OwnDiscard | None]

    @classmethod
    def new(cls, players: int) -> "ZungJungState":
        """The state at the start of a deal: no discard; every seat's turn begins with the deal."""
        return cls([], ["dealt"] * players, [None] * players)

    def discarded(self, seat: int, kind: int, first_turn: bool) -> None:
        """``seat`` discards a tile of ``kind`` (``first_turn``: the dealer's, before any discard or call)."""
        self.last[seat] = OwnDiscard(len(self.discards), self.start[seat], first_turn)
        self.discards.append((seat, kind))

    def first_discarder(self, kind: int, since: int) -> int | None:
        """The seat of the first discard of ``kind`` from discard number ``since`` on, None if there is none."""
        return next((seat for seat, k in self.discards[since:] if k == kind), None)


def zung_jung_state(rnd: "Round") -> ZungJungState:
    """The Zung Jung state of ``rnd`` (a round of a ruleset with Zung Jung's table hooks)."""
    state = rnd.state
    if not isinstance(state, ZungJungState):
        raise TypeError(f"a round of {rnd.table.variant.name} keeps no Zung Jung state")
    return state
