"""The score request and result of SCORING_API.md, shared by every ruleset.

:func:`parse_request` checks a request dict field by field and builds a
:class:`ScoreRequest` with tiles already parsed in the ruleset's notation; a
bad field raises :class:`RequestError` naming the field and value.
:class:`ScoreResult` turns back into the response dict.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from polymahjong.notation import NotationError
from polymahjong.tiles import Tile
from polymahjong.variants.base import RequestError
from polymahjong.variants.numbers import plain
from polymahjong.variants.reads import check_fields, resolve_flags

if TYPE_CHECKING:
    from polymahjong.variants.base import Variant

MELD_TYPES = ("chi", "pon", "open_kan", "closed_kan", "added_kan")
WINDS = ("E", "S", "W", "N")


@dataclass(frozen=True)
class CalledMeld:
    """A meld of the request: its type (``chi``, ``pon``...), tiles, and the seat it came from."""

    type: str
    tiles: tuple[Tile, ...]
    source: int | None


@dataclass(frozen=True)
class ScoreRequest:
    """A checked score request; tiles parsed, seats relative to the dealer (seat 0)."""

    hand: tuple[Tile, ...]
    melds: tuple[CalledMeld, ...]
    win_tile: Tile
    tsumo: bool
    seat: int
    discarder: int | None
    round_wind: str
    players: int
    flags: Mapping[str, Any]
    honba: int = 0
    riichi_sticks: int = 0
    pao: int | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)  # ruleset fields (dora, bonus tile, jokers...)

    @property
    def concealed_with_win(self) -> tuple[Tile, ...]:
        """The concealed tiles with the winning tile."""
        return self.hand + (self.win_tile,)


@dataclass
class ScoreResult:
    """The response of SCORING_API.md for a well-formed request."""

    valid: bool
    reason: str | None = None
    patterns: list[dict[str, Any]] = field(default_factory=list)
    total: int | Fraction | None = None
    unit: str | None = None
    fu: int | None = None
    limit: str | None = None
    base: int | None = None
    payments: Sequence[int | Fraction] = field(default_factory=list)
    decomposition: list[str] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """Plain JSON data: Fractions become numbers (whole ones ints)."""
        return {"ok": True, **{k: plain(v, exact=False) for k, v in asdict(self).items()
                               if v is not None or k == "limit"}}


def pattern_entry(pid: str, name: str, value: int | Fraction, count: int = 1, limit: bool = False) -> dict[str, Any]:
    """A pattern as the response lists it: id, name and value; ``count`` when it applies more than
    once, ``limit`` for a limit hand."""
    out: dict[str, Any] = {"id": pid, "name": name, "value": value}
    if count > 1:
        out["count"] = count
    if limit:
        out["limit"] = True
    return out


def error_response(message: str) -> dict[str, Any]:
    """The response to a bad request."""
    return {"ok": False, "error": message}


def parse_request(variant: "Variant", req: Mapping[str, Any]) -> ScoreRequest:
    """Check ``req`` against SCORING_API.md and parse its tiles with ``variant``'s notation."""
    if not isinstance(req, Mapping):
        raise RequestError(f"a request must be a JSON object, not {type(req).__name__}")
    check_fields(variant, req)
    n = variant.players
    hand = _tiles(variant, req, "hand", required=True)
    win = _tiles(variant, req, "win_tile", required=True)
    if len(win) != 1:
        raise RequestError(f"field 'win_tile' must be one tile, not {req['win_tile']!r}")
    win_type = req.get("win_type")
    if win_type not in ("tsumo", "ron"):
        raise RequestError(f"field 'win_type' must be 'tsumo' or 'ron', not {win_type!r}")
    seat = _seat(req, "seat", n)
    discarder = _seat(req, "discarder", n) if win_type == "ron" else _optional_seat(req, "discarder", n)
    if win_type == "ron" and discarder == seat:
        raise RequestError(f"field 'discarder' ({discarder}) must not be the winner's seat on a ron")
    if win_type == "tsumo" and discarder is not None:
        raise RequestError("field 'discarder' is only for win_type 'ron'")
    round_wind = req.get("round_wind", "E")
    if round_wind not in WINDS:
        raise RequestError(f"field 'round_wind' must be one of {list(WINDS)}, not {round_wind!r}")
    melds = tuple(_meld(variant, m, i, n, seat) for i, m in enumerate(_list(req, "melds")))
    flags = req.get("flags", {})
    if not isinstance(flags, Mapping):
        raise RequestError(f"field 'flags' must be an object, not {flags!r}")
    flags = resolve_flags(variant, flags)
    honba, sticks = _count(req, "honba"), _count(req, "riichi_sticks")
    pao = _optional_seat(req, "pao", n)
    extra: dict[str, Any] = {}
    for name in ("dora_indicators", "ura_indicators", "jokers"):
        if name in req:
            extra[name] = tuple(_parse(variant, t, f"{name}[{i}]")[0] for i, t in enumerate(_list(req, name)))
    for name in ("flowers",):
        if name in req:
            extra[name] = tuple(_tiles(variant, req, name))
    if "bonus_tile" in req:
        raw = req["bonus_tile"]
        items = raw if isinstance(raw, list) else [raw]
        extra["bonus_tile"] = tuple(t for i, s in enumerate(items) for t in _parse(variant, s, f"bonus_tile[{i}]"))
    if "void_suit" in req:
        if req["void_suit"] not in ("m", "p", "s"):
            raise RequestError(f"field 'void_suit' must be 'm', 'p' or 's', not {req['void_suit']!r}")
        extra["void_suit"] = req["void_suit"]
    if "active_seats" in req:
        extra["active_seats"] = tuple(_seat({"active_seats": s}, "active_seats", n) for s in _list(req, "active_seats"))
    return ScoreRequest(tuple(hand), melds, win[0], win_type == "tsumo", seat, discarder, round_wind, n, flags,
                        honba, sticks, pao, extra)


def _parse(variant: "Variant", text: Any, name: str) -> list[Tile]:
    if not isinstance(text, str):
        raise RequestError(f"field '{name}' must be a tile string, not {text!r}")
    try:
        return variant.parse(text)
    except NotationError as e:
        raise RequestError(f"field '{name}': {e}") from None


def _tiles(variant: "Variant", req: Mapping[str, Any], name: str, required: bool = False) -> list[Tile]:
    if name not in req:
        if required:
            raise RequestError(f"missing field '{name}'")
        return []
    return _parse(variant, req[name], name)


def _list(req: Mapping[str, Any], name: str) -> list[Any]:
    v = req.get(name, [])
    if not isinstance(v, list):
        raise RequestError(f"field '{name}' must be a list, not {v!r}")
    return v


def _optional_seat(req: Mapping[str, Any], name: str, n: int) -> int | None:
    v = req.get(name)
    if v is None:
        return None
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < n:
        raise RequestError(f"field '{name}' must be a seat 0..{n - 1}, not {v!r}")
    return v


def _seat(req: Mapping[str, Any], name: str, n: int) -> int:
    seat = _optional_seat(req, name, n)
    if seat is None:
        raise RequestError(f"missing field '{name}'")
    return seat


def _count(req: Mapping[str, Any], name: str) -> int:
    v = req.get(name, 0)
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise RequestError(f"field '{name}' must be a whole number >= 0, not {v!r}")
    return v


def _meld(variant: "Variant", m: Any, i: int, n: int, seat: int) -> CalledMeld:
    where = f"melds[{i}]"
    if not isinstance(m, Mapping):
        raise RequestError(f"field '{where}' must be an object, not {m!r}")
    t = m.get("type")
    if t not in MELD_TYPES:
        raise RequestError(f"field '{where}.type' must be one of {list(MELD_TYPES)}, not {t!r}")
    tiles = _parse(variant, m.get("tiles"), f"{where}.tiles")
    size = 4 if t.endswith("kan") else 3
    if len(tiles) != size:
        raise RequestError(f"field '{where}.tiles' of a {t} must hold {size} tiles, not {m.get('tiles')!r}")
    source = None
    if t != "closed_kan":
        source = _seat({"from": m.get("from")}, "from", n)
        if source == seat and t != "added_kan":
            raise RequestError(f"field '{where}.from' ({source}) must be another player than the winner")
    elif "from" in m:
        raise RequestError(f"field '{where}.from' is not for a closed_kan")
    return CalledMeld(t, tuple(tiles), source)
