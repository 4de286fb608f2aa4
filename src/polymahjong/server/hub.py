"""The live side of the server: WebSocket connections, who sits where, what each is sent, the bots' pace.

Every request is handled synchronously (the room changes and every message
it causes is queued at once, in order), so clients always see changes in the
order they happened; one writer task per connection sends its queue. Bots
and forced moves are played by one task per room, ``bot_delay`` seconds
apart so that people can follow them; a room nobody is connected to pauses.
"""
from __future__ import annotations

import asyncio
import json
import logging
from dataclasses import dataclass, field
from typing import Any

from starlette.websockets import WebSocket

from polymahjong.engine.actions import Action, ActionError
from polymahjong.engine.round import Event
from polymahjong.players.bots import DEFAULT
from polymahjong.server.protocol import (ProtocolError, error, parse_request, room_message, state_message,
                                         tiles_message, welcome)
from polymahjong.server.rooms import WAITING, Lobby, Room, RoomError

log = logging.getLogger(__name__)


@dataclass
class Client:
    """One connection, and the seat it holds (if any)."""

    ws: WebSocket
    outbox: asyncio.Queue[dict[str, Any]] = field(default_factory=asyncio.Queue)
    room: Room | None = None
    player: int = -1

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message`` for this connection's writer."""
        self.outbox.put_nowait(message)


class Hub:
    """The connections of one server and the lobby they share."""

    def __init__(self, lobby: Lobby, bot_delay: float = 0.5) -> None:
        self.lobby = lobby
        self.bot_delay = bot_delay
        self.members: dict[str, dict[int, Client]] = {}  # room id -> player -> connection
        self._drivers: dict[str, asyncio.Task[None]] = {}

    async def serve(self, ws: WebSocket) -> None:
        """Run one WebSocket connection until it closes (the ASGI endpoint)."""
        await ws.accept()
        client = Client(ws)
        writer = asyncio.create_task(self._write(client))
        client.send(welcome(self.lobby.listing()))
        try:
            while True:
                message = await ws.receive()
                if message["type"] == "websocket.disconnect":
                    break
                text = message.get("text")
                if text is None:
                    client.send(error("send JSON text messages, not binary ones"))
                    continue
                self.handle(client, text)
        finally:
            self._leave(client)
            writer.cancel()

    async def _write(self, client: Client) -> None:
        while True:
            message = await client.outbox.get()
            await client.ws.send_text(json.dumps(message, separators=(",", ":")))

    def handle(self, client: Client, text: str) -> None:
        """Answer one request; a refused one gets an ``error`` message and changes nothing."""
        kind = None
        try:
            req = parse_request(text)
            kind = req["type"]
            getattr(self, f"_{kind}")(client, req)
        except (ProtocolError, RoomError, ActionError) as e:
            client.send(error(str(e), kind))
        except Exception:  # a bug, not the request: keep the connection, say so, log it
            log.exception("request %r failed", text[:200])
            client.send(error("the server failed on this request (logged)", kind))

    # -- requests ------------------------------------------------------------------
    def _rooms(self, client: Client, req: dict[str, Any]) -> None:
        client.send({"type": "rooms", "rooms": self.lobby.listing()})

    def _create(self, client: Client, req: dict[str, Any]) -> None:
        room = self.lobby.create(req["ruleset"], req.get("options", {}), req.get("seats"), req.get("seed"),
                                 req.get("bot", DEFAULT))
        client.send(room_message(room))

    def _sit(self, client: Client, req: dict[str, Any]) -> None:
        if client.room is not None:
            raise RoomError(f"you are already player {client.player} of room {client.room.id}; leave it first")
        room = self.lobby.get(req["room"])
        player = req["player"]
        token = room.sit(player, req.get("name", ""), req.get("token"))
        client.room, client.player = room, player
        self.members.setdefault(room.id, {})[player] = client
        client.send({"type": "seated", "room": room.id, "player": player, "token": token})
        client.send(tiles_message(room.variant))
        self._announce(room)
        if room.round is not None:  # back at a table in play: the round so far
            client.send(state_message(room, player, room.round.events))
        self._drive(room)

    def _start(self, client: Client, req: dict[str, Any]) -> None:
        room = self._seated(client)
        events = room.start()
        self._announce(room)
        self._broadcast(room, events)
        self._drive(room)

    def _act(self, client: Client, req: dict[str, Any]) -> None:
        room = self._seated(client)
        action = Action.from_json(req["action"])
        self._broadcast(room, room.act(client.player, action))
        self._drive(room)

    def _next(self, client: Client, req: dict[str, Any]) -> None:
        room = self._seated(client)
        self._broadcast(room, room.next_round(client.player))
        self._drive(room)

    def _leave(self, client: Client, req: dict[str, Any] | None = None) -> None:
        room = client.room
        if room is None:
            if req is not None:
                raise RoomError("you are not in a room")
            return
        events = room.leave(client.player)
        seated = self.members.get(room.id, {})
        if seated.get(client.player) is client:
            del seated[client.player]
        client.room, client.player = None, -1
        if req is not None:
            client.send({"type": "left", "room": room.id})
        self._announce(room)
        if events:
            self._broadcast(room, events)
        self._drive(room)

    def _seated(self, client: Client) -> Room:
        if client.room is None:
            raise RoomError("sit at a room first")
        return client.room

    # -- sending -------------------------------------------------------------------
    def _announce(self, room: Room) -> None:
        """Tell everyone at ``room`` its public state (seats, status, scores)."""
        for c in self.members.get(room.id, {}).values():
            c.send(room_message(room))

    def _broadcast(self, room: Room, events: list[Event]) -> None:
        """Tell each player at ``room`` its view and what it may see of ``events``."""
        if room.status == WAITING:
            return
        for player, c in self.members.get(room.id, {}).items():
            c.send(state_message(room, player, events))
        if any(ev["e"] in ("round_end", "match_end") for ev in events):
            self._announce(room)

    # -- bots ----------------------------------------------------------------------
    def _drive(self, room: Room) -> None:
        """Start the room's bot task if a move is due and nobody is running it."""
        if room.id not in self._drivers and room.watched and room.automatic() is not None:
            self._drivers[room.id] = asyncio.get_running_loop().create_task(self._play_bots(room))

    async def _play_bots(self, room: Room) -> None:
        try:
            while room.watched and room.automatic() is not None:
                await asyncio.sleep(self.bot_delay)
                self._broadcast(room, room.auto_step())
        except Exception:  # an engine or bot bug: tell the table, keep the server up
            log.exception("room %s: a bot's move failed", room.id)
            for c in self.members.get(room.id, {}).values():
                c.send(error("the server failed to play a bot's move (logged); this table cannot go on"))
        finally:
            del self._drivers[room.id]
