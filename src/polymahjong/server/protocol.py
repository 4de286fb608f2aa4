"""The WebSocket protocol: client requests checked field by field, and the messages the server sends.

Every message is one JSON object with a ``type``. docs/api/protocol.md is the
reference; this module is the one place that reads a request (a malformed one
raises :class:`ProtocolError` naming the field) and the one place that builds
what a client is sent about a room: the lobby's view of it, the tile faces of
its ruleset and, per player, the seat view and the public events.
"""
from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from polymahjong.engine.round import Event
from polymahjong.engine.table import Table
from polymahjong.render.svg import back_svg, tile_label, tile_svg
from polymahjong.render.text import Names
from polymahjong.server.public import SPECTATOR, public_events, spectator_view
from polymahjong.server.rooms import Room
from polymahjong.players.bots import BOTS, bot_names, default_bot
from polymahjong.tiles import Tile
from polymahjong.variants.base import Variant
from polymahjong.variants.registry import variant_class, variant_names

#: Each request type: its fields, their JSON types and whether they are required.
REQUESTS: dict[str, dict[str, tuple[type, bool]]] = {
    "rooms": {},
    "create": {"ruleset": (str, True), "options": (dict, False), "seats": (list, False), "bot": (str, False),
               "seed": (int, False), "timers": (dict, False)},
    "sit": {"room": (str, True), "player": (int, True), "name": (str, False), "token": (str, False),
            "takeover": (bool, False)},
    "start": {},
    "act": {"action": (dict, True)},
    "next": {},
    "leave": {"confirm": (bool, False)},
    "history": {"name": (str, True)},
    "watch": {"room": (str, True), "delay": (int, False)},
    "toggles": {"auto_win": (bool, False), "no_calls": (bool, False), "auto_pass": (bool, False)},
}
MAX_MESSAGE = 10_000  # characters; a request is a few hundred at most
MAX_NAME = 40
MAX_DELAY = 600  # seconds a spectator may ask to be behind the table


class ProtocolError(ValueError):
    """A request that is not JSON, not an object, of an unknown type, or with a bad field."""


def parse_request(text: str) -> dict[str, Any]:
    """A client's message as a checked dict with ``type`` and its fields."""
    if len(text) > MAX_MESSAGE:
        raise ProtocolError(f"message too long ({len(text)} characters, at most {MAX_MESSAGE})")
    try:
        data = json.loads(text)
    except ValueError as e:  # malformed JSON, or a number too long to read
        raise ProtocolError(f"not JSON: {e}") from None
    if not isinstance(data, dict):
        raise ProtocolError(f"a message must be a JSON object, not {type(data).__name__}")
    kind = data.get("type")
    if kind not in REQUESTS:
        raise ProtocolError(f"field 'type' must be one of {list(REQUESTS)}, not {kind!r}")
    fields = REQUESTS[kind]
    unknown = sorted(set(data) - set(fields) - {"type"})
    if unknown:
        raise ProtocolError(f"{kind}: unknown field(s) {unknown} (fields: {sorted(fields) or 'none'})")
    for name, (want, required) in fields.items():
        if name not in data:
            if required:
                raise ProtocolError(f"{kind}: field {name!r} is required")
            continue
        value = data[name]
        if not isinstance(value, want) or (want is int and isinstance(value, bool)):
            raise ProtocolError(f"{kind}: field {name!r} must be a JSON {_json_name(want)}, not {value!r}")
    if kind == "create" and not all(isinstance(s, str) for s in data.get("seats", [])):
        raise ProtocolError(f"create: field 'seats' must list \"human\" or \"bot\" per player, not {data['seats']!r}")
    if kind == "watch" and not 0 <= data.get("delay", 0) <= MAX_DELAY:
        raise ProtocolError(f"watch: field 'delay' must be 0 to {MAX_DELAY} seconds, not {data['delay']}")
    if len(data.get("name", "")) > MAX_NAME:
        raise ProtocolError(f"sit: field 'name' is longer than {MAX_NAME} characters")
    return data


def _json_name(t: type) -> str:
    return {str: "string", int: "integer", dict: "object", list: "array", bool: "boolean"}[t]


def error(message: str, request: str | None = None) -> dict[str, Any]:
    """The answer to a refused request (nothing changed)."""
    return {"type": "error", "error": message, "request": request}


def welcome(rooms: list[dict[str, Any]]) -> dict[str, Any]:
    """The first message: the rulesets (with their players and options), the bots and the rooms."""
    return {"type": "welcome", "rulesets": _rulesets(), "bots": list(BOTS), "rooms": rooms}


def warm() -> None:
    """Work out what every connection and new table is sent (the rulesets, each one's tile faces) before
    the first comes."""
    _rulesets()
    for name in variant_names():
        tiles_message(variant_class(name)())


@lru_cache(maxsize=1)
def _rulesets() -> list[dict[str, Any]]:
    """Every ruleset as the lobby offers it (worked out once: the same for every connection)."""
    return [_ruleset(name) for name in variant_names()]


def _ruleset(name: str) -> dict[str, Any]:
    variant = variant_class(name)()
    declared = variant.option_declarations()
    return {"name": name, "players": variant.players, "bots": list(bot_names(variant)), "bot": default_bot(variant),
            "options": {k: {f: d[f] for f in ("default", "help", "choices", "min", "max") if f in d}
                        for k, d in declared.items()}}


def room_message(room: Room) -> dict[str, Any]:
    """A room's public state (seats, status, scores by player)."""
    return {"type": "room", **room.info()}


def tiles_message(variant: Variant) -> dict[str, Any]:
    """:func:`tile_faces` of ``variant`` (worked out once per ruleset and options: tables share it)."""
    key = (variant.name, json.dumps(variant.options, sort_keys=True, default=str))
    if key not in _FACES:
        if len(_FACES) >= MAX_FACES:
            _FACES.clear()
        _FACES[key] = tile_faces(variant)
    return _FACES[key]


_FACES: dict[tuple[str, str], dict[str, Any]] = {}  # (ruleset, its options) -> its tiles message
MAX_FACES = 64


def tile_faces(variant: Variant) -> dict[str, Any]:
    """The faces of a ruleset's tiles: ``tiles`` maps each physical tile id to its ``kind`` and ``face``;
    ``faces`` holds each face's SVG and label; ``kinds`` each kind's face and, for rulesets with jokers,
    its face marked as a joker; ``back`` is a face-down tile; ``table`` what the table shows: ``indicators``
    (``dora``, ``bonus``, ``jokers`` or none), ``declare_ready`` (a ready hand is declared, with a stick: sticks and
    honba are shown), ``shared_pond``, ``excluded_suit`` (each seat chooses a suit to exclude before play)."""
    ts, spell = variant.tileset, variant.notation.format
    rules = Table(variant).rules
    jokers = "jokers" in variant.rules
    faces: dict[str, dict[str, str]] = {}
    kinds: list[dict[str, Any]] = []
    for k in ts.kinds:
        key = spell([Tile(k.index)])
        faces[key] = {"svg": tile_svg(variant, k.index), "label": tile_label(variant, k.index)}
        kinds.append({"face": key, "joker": tile_svg(variant, k.index, joker=True) if jokers else None})
    tiles: dict[int, dict[str, Any]] = {}
    for t in ts.physical():
        kind, red = ts.kind_of(t), ts.is_red(t)
        key = spell([Tile(kind, red)])
        if red:
            faces.setdefault(key, {"svg": tile_svg(variant, kind, red), "label": tile_label(variant, kind, red)})
        tiles[t] = {"kind": kind, "face": key}
    table = {"indicators": rules.indicators or ("jokers" if jokers else ""), "declare_ready": rules.declare_ready,
             "shared_pond": rules.shared_pond, "excluded_suit": rules.excluded_suit}
    return {"type": "tiles", "ruleset": variant.name, "tiles": tiles, "faces": faces, "kinds": kinds,
            "back": back_svg(), "table": table}


def state_message(room: Room, player: int | None, events: list[Event]) -> dict[str, Any]:
    """What ``player`` (None: a spectator) is told after a change: its seat view (a spectator's: the
    public part), the public part of ``events``, the legal actions spelled out, who sits where this
    round, and the room's status."""
    assert room.round is not None and room.match is not None
    names = Names(room.variant)
    n = len(room.seats)
    players = [room.player_of(s) for s in range(n)]
    if player is None:
        seat, view, legal_text = None, spectator_view(room.round), []
    else:
        seen = room.view(player)
        seat, view, legal_text = seen.seat, seen.to_json(), [names.action(a) for a in seen.legal]
    return {
        "type": "state", "room": room.id, "status": room.status, "player": player, "seat": seat,
        "seat_players": players, "seat_names": [room.seat_name(p) for p in players],
        "view": view, "legal_text": legal_text,
        "events": public_events(room.round, names, SPECTATOR if seat is None else seat, events),
        "ready": sorted(room.ready), "deals": room.match.deals,
        "waiting": room.waiting(), "timer": timer_json(room), "round": round_info(room),
    }


def round_info(room: Room) -> dict[str, Any]:
    """The current (or last) round as a table names it: its ``wind`` (a kind's letter, E S W N), ``hand``
    (1 for the first dealer's deal in that wind, ...), ``honba`` and declaration ``sticks``, and ``ura``: the tiles the
    finished round turns face up besides its indicators (``TableHooks.revealed_indicators``; riichi: the ura-dora
    once a riichi hand won), physical tiles, else []."""
    rnd, match = room.round, room.match
    assert rnd is not None and match is not None
    first = match.events[0]["dealer"] if match.events else 0
    return {"wind": "ESWN"[rnd.round_wind % 4], "number": (room.dealer - first) % len(room.seats) + 1,
            "honba": rnd.honba, "sticks": rnd.sticks, "ura": rnd.table.hooks.revealed_indicators(rnd)}


def timer_json(room: Room) -> dict[str, Any] | None:
    """The clock of the decision the table waits for, by seat (None when nobody is timed): ``kind``
    (``turn``/``claim``), its base ``duration``, ``deadlines`` (seconds since the epoch, null for a seat
    not timed), ``banks`` (seconds left), ``now`` (the server's time, to correct a client's clock)."""
    clock = room.clock
    if not clock.deadlines:
        return None
    players = [room.player_of(s) for s in range(len(room.seats))]
    return {"kind": clock.kind, "duration": clock.duration, "now": clock.now,
            "deadlines": [clock.deadlines.get(p) for p in players], "banks": [clock.banks[p] for p in players]}
