"""What a player may do: one :class:`Action` type for every move and call.

Tiles are physical tile ids (so a red five is told apart); ``tiles`` of a
call are the caller's own tiles, sorted. Actions turn into JSON objects and
back; a malformed object raises :class:`ActionError` naming the field.

The engine's own kinds of action (:data:`CORE`) are those every ruleset has.
A ruleset declares the kinds it adds in the ``[actions]`` table of its
rules.toml and names them in its folder as ``Act("<name>")``; its table hooks
offer and carry them out (``engine.table.TableHooks``), and
:meth:`Action.from_json` accepts them only for that ruleset.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Mapping, TypeGuard

if TYPE_CHECKING:
    from polymahjong.variants.base import Variant


class ActionError(ValueError):
    """A malformed or illegal action; the round is left unchanged."""


class Act:
    """A kind of action, written as its ``value`` in JSON. There is one object per name
    (``Act("pon") is Act.PON``), so kinds compare by identity and survive pickling."""

    __slots__ = ("value",)
    _made: ClassVar[dict[str, "Act"]] = {}
    value: str

    DISCARD: ClassVar["Act"]
    TSUMO: ClassVar["Act"]
    ABORT: ClassVar["Act"]
    CLOSED_KAN: ClassVar["Act"]
    ADDED_KAN: ClassVar["Act"]
    RON: ClassVar["Act"]
    CHI: ClassVar["Act"]
    PON: ClassVar["Act"]
    OPEN_KAN: ClassVar["Act"]
    PASS: ClassVar["Act"]

    def __new__(cls, value: str) -> "Act":
        made = cls._made.get(value)
        if made is None:
            if not isinstance(value, str) or not value:
                raise ValueError(f"an action kind is a non-empty name, not {value!r}")
            made = super().__new__(cls)
            made.value = value
            cls._made[value] = made
        return made

    def __reduce__(self) -> tuple[type, tuple[str]]:
        return Act, (self.value,)

    def __repr__(self) -> str:
        return f"Act({self.value!r})"


Act.DISCARD = Act("discard")
Act.TSUMO = Act("tsumo")  # win on the tile just drawn
Act.ABORT = Act("abort")  # end the round in an abortive draw (``[round] aborts``: nine terminals on the first turn)
Act.CLOSED_KAN = Act("closed_kan")  # ``tiles``: the four tiles
Act.ADDED_KAN = Act("added_kan")  # ``tile``: the tile added to a pon
Act.RON = Act("ron")  # win on the discard (or robbed kong tile)
Act.CHI = Act("chi")  # ``tiles``: the two hand tiles completing the meld with the discard
Act.PON = Act("pon")
Act.OPEN_KAN = Act("open_kan")
Act.PASS = Act("pass")  # let a claimable tile go (or, on a flower that could win, draw its replacement)

#: The engine's kinds of action, those of every ruleset.
CORE = (Act.DISCARD, Act.TSUMO, Act.ABORT, Act.CLOSED_KAN, Act.ADDED_KAN, Act.RON, Act.CHI, Act.PON, Act.OPEN_KAN,
        Act.PASS)
_CORE_NAMES = {a.value: a for a in CORE}


def ruleset_acts(variant: "Variant") -> dict[str, Act]:
    """The kinds of action ``variant`` adds to the engine's (its rules.toml ``[actions]``), by name."""
    return {name: Act(name) for name in variant.rules.get("actions", {})}


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
    def from_json(cls, data: Mapping[str, Any], variant: "Variant | None" = None) -> "Action":
        """Parse an action object of a game of ``variant`` (None: the engine's kinds only); raises
        :class:`ActionError` for a bad field or a kind of action ``variant`` does not have."""
        if not isinstance(data, Mapping):
            raise ActionError(f"an action must be an object, not {data!r}")
        unknown = set(data) - {"act", "seat", "tile", "tiles", "suit", "e"}
        if unknown:
            raise ActionError(f"unknown action field(s) {sorted(unknown)}")
        act = _kind(data.get("act"), variant)
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


def _kind(name: Any, variant: "Variant | None") -> Act:
    """The kind of action called ``name`` in a game of ``variant``."""
    own = ruleset_acts(variant) if variant is not None else {}
    if not isinstance(name, str) or not name:
        raise ActionError(f"field 'act' must be one of {[*_CORE_NAMES, *own]}, not {name!r}")
    act = _CORE_NAMES.get(name) or own.get(name)
    if act is None:
        game = variant.name if variant is not None else "the engine (a ruleset's action needs its ruleset)"
        raise ActionError(f"field 'act': action {name!r} is not an action of {game}; its actions: {', '.join([*_CORE_NAMES, *own])}")
    return act


def _is_int(v: Any) -> TypeGuard[int]:
    return isinstance(v, int) and not isinstance(v, bool)
