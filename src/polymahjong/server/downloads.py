"""Downloads of finished games over HTTP: ``/games/{room}.jsonl`` (our record, records/log.py),
``/games/{room}.mjai`` (an mjai log) and ``/games/{room}.tenhou`` (tenhou.net/6 JSON, server/tenhou6.py), the
last two for riichi. A game still in play is never served: its record holds every hand and the wall."""
from __future__ import annotations

import json

from starlette.requests import Request
from starlette.responses import JSONResponse, PlainTextResponse, Response

from polymahjong.players.mjai.log import mjai_log
from polymahjong.players.mjai.tiles import MjaiError
from polymahjong.records.log import RecordError, dumps
from polymahjong.server.hub import Hub
from polymahjong.server.rooms import OVER, Room
from polymahjong.server.replay import replay
from polymahjong.server.tenhou6 import tenhou6

FORMATS = ("jsonl", "mjai", "tenhou")


def finished_room(hub: Hub, room_id: str) -> Room | None:
    """The room ``room_id`` if its match is over: from the lobby, else replayed from the database."""
    room = hub.lobby.rooms.get(room_id)
    if room is not None:
        return room if room.status == OVER else None
    saved = hub.store.finished(room_id)
    return Room.saved(saved) if saved is not None else None


def download(hub: Hub, request: Request) -> Response:
    """The endpoint: the game's record in the format its name ends with."""
    room_id, fmt = request.path_params["room"], request.path_params["format"]
    if fmt not in FORMATS:
        return PlainTextResponse(f"unknown format {fmt!r} (formats: {', '.join(FORMATS)})", status_code=404)
    room = finished_room(hub, room_id)
    if room is None:
        return PlainTextResponse(f"no finished game {room_id!r} (a game in play cannot be downloaded)",
                                 status_code=404)
    head, events = room.record()
    if fmt == "jsonl":
        return _attachment(dumps([head, *events]), f"{room_id}.jsonl", "application/x-ndjson")
    try:
        if fmt == "mjai":
            return _attachment(dumps(mjai_log(head, events)), f"{room_id}.mjai.jsonl", "application/x-ndjson")
        return _attachment(json.dumps(tenhou6(head, events), ensure_ascii=False), f"{room_id}.tenhou.json",
                           "application/json")
    except (MjaiError, RecordError) as e:
        return PlainTextResponse(f"no {fmt} log of game {room_id}: {e}", status_code=400)


def _attachment(body: str, filename: str, media_type: str) -> Response:
    return Response(body, media_type=media_type, headers={"Content-Disposition": f'attachment; filename="{filename}"'})


def replay_download(hub: Hub, request: Request) -> Response:
    """``/games/{room}.replay``: a finished game's replay frames (server/replay.py) for the page's viewer."""
    room_id = request.path_params["room"]
    room = finished_room(hub, room_id)
    if room is None:
        return PlainTextResponse(f"no finished game {room_id!r} (a game in play cannot be replayed here; "
                                 "its spectators step through what they watched)", status_code=404)
    return JSONResponse(replay(room))
