"""The live side of the server: WebSocket connections, who sits where, what each is sent, the bots' pace.

Every request is handled synchronously (the room changes and every message
it causes is queued at once, in order), so clients always see changes in the
order they happened; one writer task per connection sends its queue. Bots
and forced moves are played by one task per room, ``bot_delay`` seconds
apart so that people can follow them; a room nobody is connected to pauses.
A human whose connection drops keeps the seat: a bot stands in only once
``grace`` seconds pass without them (one timer task per away seat). Idle rooms
expire (``Lobby.expire``), checked whenever a room is created and once a minute.
A room's clock (``Room.tick``, server/clock.py) runs on the wall clock: one
timer task per room sleeps until the next deadline and makes the default
moves of whoever let it pass (``Room.expire``). Every change is written to
the database (server/store.py) before the messages it causes are sent.
"""
from __future__ import annotations

import asyncio
import json
import logging
import time
from dataclasses import dataclass, field
from typing import Any

from starlette.websockets import WebSocket

from polymahjong.engine.actions import Action, ActionError
from polymahjong.engine.round import Event
from polymahjong.server.protocol import (ProtocolError, error, parse_request, room_message, state_message,
                                         tiles_message, welcome)
from polymahjong.server.rooms import OVER, PLAYING, ROUND_OVER, WAITING, Lobby, Room, RoomError
from polymahjong.server.store import Store
from polymahjong.server.thinker import SHARED

log = logging.getLogger(__name__)


@dataclass
class Client:
    """One connection, and the seat it holds (if any)."""

    ws: WebSocket
    outbox: asyncio.Queue[dict[str, Any]] = field(default_factory=asyncio.Queue)
    room: Room | None = None
    player: int = -1
    watching: Room | None = None  # the room this connection watches as a spectator
    delay: float = 0.0  # a spectator's delay: seconds between a change and its message

    def send_delayed(self, message: dict[str, Any]) -> None:
        """Queue ``message`` now, or ``delay`` seconds from now (a spectator with a delay)."""
        if self.delay:
            asyncio.get_running_loop().call_later(self.delay, self.send, message)
        else:
            self.send(message)

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message`` for this connection's writer."""
        self.outbox.put_nowait(message)


class Hub:
    """The connections of one server and the lobby they share."""

    def __init__(self, lobby: Lobby, bot_delay: float = 0.5, grace: float = 20.0, store: Store | None = None) -> None:
        self.lobby = lobby
        self.store = store or Store()
        self.bot_delay = bot_delay
        self.grace = grace
        self.members: dict[str, dict[int, Client]] = {}  # room id -> player -> connection
        self.watchers: dict[str, list[Client]] = {}  # room id -> its spectators' connections
        self._drivers: dict[str, asyncio.Task[None]] = {}
        self._away: dict[tuple[str, int], asyncio.Task[None]] = {}  # (room id, player) -> its grace timer
        self._sweeper: asyncio.Task[None] | None = None
        self._timers: dict[str, tuple[float, asyncio.Task[None]]] = {}  # room id -> (deadline, its task)
        self.thinker = SHARED  # the bots' process

    @staticmethod
    def now() -> float:
        """The hub's clock (seconds, monotonic): rooms' idle times count on it."""
        return time.monotonic()

    @staticmethod
    def wall() -> float:
        """The tables' clock (seconds since the epoch): deadlines are told to clients in it."""
        return time.time()

    async def serve(self, ws: WebSocket) -> None:
        """Run one WebSocket connection until it closes (the ASGI endpoint)."""
        await ws.accept()
        if self._sweeper is None:  # the first connection: the hub's tasks start
            self._sweeper = asyncio.get_running_loop().create_task(self._sweep())
            for room in self.lobby.rooms.values():  # restored rooms: their humans are away from now on
                self._drive(room)  # (a table of bots only plays on)
                for player, seat in enumerate(room.seats):
                    if seat.human and seat.token is not None and not seat.connected:
                        self._away[(room.id, player)] = asyncio.get_running_loop().create_task(
                            self._grace_timer(room, player))
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
            self._disconnect(client)
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
            if client.room is not None:
                client.room.touched = self.now()
        except (ProtocolError, RoomError, ActionError) as e:
            client.send(error(str(e), kind))
        except Exception:  # a bug, not the request: keep the connection, say so, log it
            log.exception("request %r failed", text[:200])
            client.send(error("the server failed on this request (logged)", kind))

    # -- requests ------------------------------------------------------------------
    def _rooms(self, client: Client, req: dict[str, Any]) -> None:
        client.send({"type": "rooms", "rooms": self.lobby.listing()})

    def _create(self, client: Client, req: dict[str, Any]) -> None:
        self._expire()
        room = self.lobby.create(req["ruleset"], req.get("options", {}), req.get("seats"), req.get("seed"),
                                 req.get("bot"), now=self.now(), timers=req.get("timers"))
        events = room.start() if room.bots_only else []  # nobody to wait for: it plays now, for spectators
        self.store.save(room, self.wall())
        client.send(room_message(room))
        self._broadcast(room, events)
        self._drive(room)

    def _history(self, client: Client, req: dict[str, Any]) -> None:
        client.send({"type": "history", "name": req["name"], "games": self.store.history(req["name"])})

    def _watch(self, client: Client, req: dict[str, Any]) -> None:
        """Watch a room as a spectator: its public state, and every change from now on."""
        self._free(client)
        room = self.lobby.get(req["room"])
        client.watching, client.delay = room, float(req.get("delay", 0))
        self.watchers.setdefault(room.id, []).append(client)
        client.send({"type": "watching", "room": room.id, "delay": client.delay})
        client.send(tiles_message(room.variant))
        client.send_delayed(room_message(room))
        if room.round is not None:
            client.send_delayed(state_message(room, None, room.round.events))

    def _free(self, client: Client) -> None:
        """Refuse a seat or a room to watch to a connection that holds one."""
        if client.room is not None:
            raise RoomError(f"you are already player {client.player} of room {client.room.id}; leave it first")
        if client.watching is not None:
            raise RoomError(f"you are watching room {client.watching.id}; leave it first")

    def _sit(self, client: Client, req: dict[str, Any]) -> None:
        self._free(client)
        room = self.lobby.get(req["room"])
        player = req["player"]
        token = room.sit(player, req.get("name", ""), req.get("token"), req.get("takeover", False))
        grace = self._away.pop((room.id, player), None)
        if grace is not None:
            grace.cancel()
        old = self.members.setdefault(room.id, {}).get(player)
        if old is not None and old is not client:  # taken over: the other connection is told, not closed
            old.room, old.player = None, -1
            old.send({"type": "replaced", "room": room.id, "player": player})
        client.room, client.player = room, player
        self.members[room.id][player] = client
        client.send({"type": "seated", "room": room.id, "player": player, "token": token})
        client.send({"type": "toggles", **room.toggles[player]})
        client.send(tiles_message(room.variant))
        self._announce(room)
        if room.round is not None:  # back at a table in play: the round so far, one's clock from now
            room.tick(self.wall())
            room.clock.resume(player, self.wall())
            self._schedule(room)
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
        action = Action.from_json(req["action"], room.variant)
        self._broadcast(room, room.act(client.player, action, self.wall()))
        self._drive(room)

    def _toggles(self, client: Client, req: dict[str, Any]) -> None:
        room = self._seated(client)
        changes = {k: v for k, v in req.items() if k != "type"}
        client.send({"type": "toggles", **room.set_toggles(client.player, changes)})
        self._drive(room)

    def _next(self, client: Client, req: dict[str, Any]) -> None:
        room = self._seated(client)
        self._broadcast(room, room.next_round(client.player))
        self._drive(room)

    def _leave(self, client: Client, req: dict[str, Any]) -> None:
        """Leave the room; during a match only with ``confirm`` (a bot plays the seat from then on)."""
        if client.watching is not None:
            client.send({"type": "left", "room": client.watching.id})
            self._unwatch(client)
            return
        room = client.room
        if room is None:
            raise RoomError("you are not in a room")
        if room.status in (PLAYING, ROUND_OVER) and not req.get("confirm", False):
            client.send({"type": "confirm", "request": "leave", "room": room.id,
                         "text": "The match is on: if you leave, a bot plays your seat for the rest of it. "
                                 "Send leave with 'confirm': true to leave."})
            return
        player = client.player
        self._unseat(client)
        client.send({"type": "left", "room": room.id})
        self._changed(room, room.leave(player))

    def _disconnect(self, client: Client) -> None:
        """The connection closed: the seat stays its human's for the grace period."""
        self._unwatch(client)
        room, player = client.room, client.player
        if room is None:
            return
        self._unseat(client)
        self._changed(room, room.disconnect(player))
        self._away[(room.id, player)] = asyncio.get_running_loop().create_task(self._grace_timer(room, player))

    async def _grace_timer(self, room: Room, player: int) -> None:
        await asyncio.sleep(self.grace)
        del self._away[(room.id, player)]
        if room.grace_over(player):
            self._changed(room, [])

    def _unwatch(self, client: Client) -> None:
        if client.watching is not None:
            self.watchers[client.watching.id].remove(client)
            client.watching = None

    def _unseat(self, client: Client) -> None:
        assert client.room is not None
        seated = self.members.get(client.room.id, {})
        if seated.get(client.player) is client:
            del seated[client.player]
        client.room, client.player = None, -1

    def _changed(self, room: Room, events: list[Event]) -> None:
        """Seats changed (and maybe a round was dealt): tell the table, and let the bots go on."""
        room.touched = self.now()
        self._announce(room)
        self._broadcast(room, events)
        self._drive(room)

    async def _sweep(self) -> None:
        """Clear expired rooms once a minute."""
        while True:
            await asyncio.sleep(60)
            self._expire()

    def _expire(self) -> None:
        """Clear the lobby's expired rooms; the database forgets those whose match was not over."""
        before = dict(self.lobby.rooms)
        for rid in self.lobby.expire(self.now()):
            self.members.pop(rid, None)
            for c in self.watchers.pop(rid, []):
                c.watching = None
            self.thinker.forget(before[rid].key)
            if before[rid].status != OVER:
                self.store.drop(rid)
            else:
                self.store.forget(rid)

    def _seated(self, client: Client) -> Room:
        if client.room is None:
            raise RoomError("sit at a room first")
        return client.room

    # -- sending -------------------------------------------------------------------
    def _announce(self, room: Room) -> None:
        """Save ``room`` and tell everyone at it its public state (seats, status, scores)."""
        self.store.save(room, self.wall())
        for c in self.members.get(room.id, {}).values():
            c.send(room_message(room))
        for c in self.watchers.get(room.id, []):
            c.send_delayed(room_message(room))

    def _broadcast(self, room: Room, events: list[Event]) -> None:
        """Tell each player at ``room`` its view and what it may see of ``events``."""
        if room.status == WAITING or room.round is None:
            return
        self.store.save(room, self.wall())
        room.tick(self.wall())
        self._schedule(room)
        for player, c in self.members.get(room.id, {}).items():
            c.send(state_message(room, player, events))
        for c in self.watchers.get(room.id, []):
            c.send_delayed(state_message(room, None, events))
        if any(ev["e"] in ("round_end", "match_end") for ev in events):
            self._announce(room)

    # -- bots ----------------------------------------------------------------------
    def _drive(self, room: Room) -> None:
        """Start the room's bot task if a move is due and nobody is running it."""
        if room.id not in self._drivers and room.watched and room.due():
            self._drivers[room.id] = asyncio.get_running_loop().create_task(self._play_bots(room))

    def _schedule(self, room: Room) -> None:
        """Set the room's timer task to its clock's next deadline (none when nobody is timed)."""
        deadline = room.clock.next_deadline()
        current = self._timers.get(room.id)
        if current is not None and current[0] != deadline:
            current[1].cancel()
            del self._timers[room.id]
        if deadline is not None and room.id not in self._timers:
            task = asyncio.get_running_loop().create_task(self._time_out(room, deadline))
            self._timers[room.id] = (deadline, task)

    async def _time_out(self, room: Room, deadline: float) -> None:
        """At ``deadline``, the default moves of those who let it pass (a room nobody watches waits)."""
        await asyncio.sleep(max(0.0, deadline - self.wall()))
        del self._timers[room.id]
        if not room.watched:
            return
        try:
            self._broadcast(room, room.expire(self.wall()))
        except Exception:  # an engine bug: tell the table, keep the server up
            log.exception("room %s: a timed-out move failed", room.id)
            for c in self.members.get(room.id, {}).values():
                c.send(error("the server failed to make a timed-out move (logged); this table cannot go on"))
            return
        self._drive(room)

    async def _play_bots(self, room: Room) -> None:
        """Make the room's automatic moves, ``bot_delay`` apart; a bot decides in the bots' process
        (server/thinker.py), so the event loop answers people meanwhile."""
        try:
            while room.watched and room.due():
                await asyncio.sleep(self.bot_delay)
                if room.status == ROUND_OVER:
                    self._broadcast(room, room.deal_itself())
                    continue
                move = room.next_auto()
                if move is None:
                    continue
                action = move.action
                if action is None:
                    assert move.view is not None
                    action = await self.thinker.decide(room.key, room.bot_spec, move.player, move.view)
                self._broadcast(room, room.play_auto(move, action))
                if room.status == OVER:
                    self.thinker.forget(room.key)
        except Exception:  # an engine or bot bug: tell the table, keep the server up
            log.exception("room %s: a bot's move failed", room.id)
            for c in self.members.get(room.id, {}).values():
                c.send(error("the server failed to play a bot's move (logged); this table cannot go on"))
        finally:
            del self._drivers[room.id]
