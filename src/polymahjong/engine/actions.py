"""What a player may do: one :class:`Action` type for every move and call.

Tiles are physical tile ids (so a red five is told apart); ``tiles`` of a
call are the caller's own tiles, sorted. Actions turn into JSON objects and
back; a malformed object raises :class:`ActionError` naming the field.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Mapping, TypeGuard


class ActionError(ValueError):
    """A malformed or illegal action; the round is left unchanged."""


class Act(str, Enum):
    """Kinds of action."""

    DISCARD = "discard"
    RIICHI = "riichi"  # declare riichi and discard ``tile``
    TSUMO = "tsumo"  # win on the tile just drawn
    ABORT = "abort"  # end the round in an abortive draw (riichi: nine terminals on the first turn)
    CLOSED_KAN = "closed_kan"  # ``tiles``: the four tiles
    ADDED_KAN = "added_kan"  # ``tile``: the tile added to a pon
    RON = "ron"  # win on the discard (or robbed kong tile)
    CHI = "chi"  # ``tiles``: the two hand tiles completing the meld with the discard
    PON = "pon"
    OPEN_KAN = "open_kan"
    PASS = "pass"  # let a claimable tile go (or, on a flower that could win, draw its replacement)
    VOID = "void"  # Sichuan: choose the forbidden ``suit``
    CHALLENGE = "challenge"  # Ùzje: have a face-down closed quad turned up for verification
    STEP_UP = "step_up"  # Tianjin: the dealer doubles every transfer to and from them this round


@dataclass(frozen=True, slots=True)
class Action:
    """One move by ``seat`` (0 = this round's dealer)."""

    act: Act
    seat: int
    tile: int | None = None
    tiles: tuple[int, ...] = ()
    suit: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The action as a JSON object (only the fields it uses)."""
        out: dict[str, Any] = {"act": self.act.value, "seat": self.seat}
        if self.tile is not None:
            out["tile"] = self.tile
        if self.tiles:
            out["tiles"] = list(self.tiles)
        if self.suit is not None:
            out["suit"] = self.suit
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Action":
        """Parse an action object; raises :class:`ActionError` for a bad field."""
        if not isinstance(data, Mapping):
            raise ActionError(f"an action must be an object, not {data!r}")
        unknown = set(data) - {"act", "seat", "tile", "tiles", "suit", "e"}
        if unknown:
            raise ActionError(f"unknown action field(s) {sorted(unknown)}")
        try:
            act = Act(data.get("act"))
        except ValueError:
            raise ActionError(f"field 'act' must be one of {[a.value for a in Act]}, not {data.get('act')!r}") from None
        seat, tile, tiles, suit = data.get("seat"), data.get("tile"), data.get("tiles", []), data.get("suit")
        if not _is_int(seat):
            raise ActionError(f"field 'seat' must be a seat number, not {seat!r}")
        if tile is not None and not _is_int(tile):
            raise ActionError(f"field 'tile' must be a tile id, not {tile!r}")
        if not isinstance(tiles, list) or not all(_is_int(t) for t in tiles):
            raise ActionError(f"field 'tiles' must be a list of tile ids, not {tiles!r}")
        if suit is not None and not isinstance(suit, str):
            raise ActionError(f"field 'suit' must be a suit name, not {suit!r}")
        return cls(act, seat, tile, tuple(sorted(tiles)), suit)

    def __str__(self) -> str:
        return " ".join(str(x) for x in (self.act.value, self.tile, self.tiles or None, self.suit) if x is not None)


def _is_int(v: Any) -> TypeGuard[int]:
    return isinstance(v, int) and not isinstance(v, bool)
