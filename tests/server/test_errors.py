"""Malformed and illegal requests get an ``error`` naming what is wrong, and change nothing."""
from __future__ import annotations

import copy
from typing import Any

import pytest
from starlette.testclient import TestClient, WebSocketTestSession

from table_client import create_and_sit, receive

from polymahjong.server.rooms import Room


def _error(ws: WebSocketTestSession, message: Any, *words: str) -> dict[str, Any]:
    if isinstance(message, str):
        ws.send_text(message)
    else:
        ws.send_json(message)
    m = ws.receive_json()
    assert m["type"] == "error", m
    for w in words:
        assert w in m["error"], (w, m["error"])
    return m


@pytest.mark.parametrize("message,words", [
    ("{not json", ["not JSON"]),
    ("[1, 2]", ["JSON object", "list"]),
    ({"kind": "create"}, ["field 'type'", "None"]),
    ({"type": "dance"}, ["field 'type'", "'dance'"]),
    ({"type": "create"}, ["create", "'ruleset'", "required"]),
    ({"type": "create", "ruleset": 4}, ["'ruleset'", "string", "4"]),
    ({"type": "create", "ruleset": "riichi", "colour": "red"}, ["unknown field", "colour"]),
    ({"type": "create", "ruleset": "go"}, ["unknown variant 'go'"]),
    ({"type": "create", "ruleset": "riichi", "options": {"red_fives": 9}}, ["red_fives", "9"]),
    ({"type": "create", "ruleset": "riichi", "options": {"speed": 1}}, ["unknown option 'speed'"]),
    ({"type": "create", "ruleset": "riichi", "seats": ["human", "bot"]}, ["4 players, not 2", "seats"]),
    ({"type": "create", "ruleset": "riichi", "seats": ["human", "bot", "bot", "cat"]}, ["'cat'", "seats"]),
    ({"type": "create", "ruleset": "riichi", "seats": [1, 2, 3, 4]}, ["'seats'"]),
    ({"type": "create", "ruleset": "riichi", "bot": "genius"}, ["unknown bot 'genius'"]),
    ({"type": "create", "ruleset": "riichi", "seed": True}, ["'seed'", "integer"]),
    ({"type": "create", "ruleset": "riichi", "timers": {"turn": -1}}, ["timer 'turn'", "-1", "'timers'"]),
    ({"type": "create", "ruleset": "riichi", "timers": {"speed": 1}}, ["unknown timer setting", "speed"]),
    ({"type": "create", "ruleset": "riichi", "timers": {"claim": "5"}}, ["timer 'claim'", "'5'"]),
    ({"type": "create", "ruleset": "riichi", "timers": 5}, ["'timers'", "object"]),
    ({"type": "toggles", "auto_win": "yes"}, ["'auto_win'", "boolean"]),
    ({"type": "toggles", "auto_win": True}, ["sit at a room first"]),
    ({"type": "toggles", "autoplay": True}, ["unknown field", "autoplay"]),
    ({"type": "sit", "room": "r1", "player": 0, "takeover": 1}, ["'takeover'", "boolean"]),
    ({"type": "leave", "confirm": True}, ["not in a room"]),
    ({"type": "sit", "room": "r99", "player": 0}, ["no room 'r99'"]),
    ({"type": "watch", "room": "r99"}, ["no room 'r99'"]),
    ({"type": "watch"}, ["'room'", "required"]),
    ({"type": "watch", "room": "r1", "delay": 9999}, ["'delay'", "0 to 600", "9999"]),
    ({"type": "watch", "room": "r1", "delay": 1.5}, ["'delay'", "integer"]),
    ({"type": "start"}, ["sit at a room first"]),
    ({"type": "act", "action": {"act": "discard", "seat": 0, "tile": 1}}, ["sit at a room first"]),
    ({"type": "leave"}, ["not in a room"]),
    ("x" * 20000, ["too long"]),
    ('{"type": "create", "ruleset": "riichi", "seed": 1' + "0" * 5000 + "}", ["not JSON", "digits"]),
])
def test_lobby_errors_change_nothing(client: TestClient, message: Any, words: list[str]) -> None:
    with client.websocket_connect("/ws") as ws:
        receive(ws, "welcome")
        _error(ws, message, *words)
        ws.send_json({"type": "rooms"})
        assert receive(ws, "rooms")["rooms"] == []


def test_seat_errors(client: TestClient) -> None:
    with client.websocket_connect("/ws") as a, client.websocket_connect("/ws") as b:
        receive(b, "welcome")
        seated = create_and_sit(a, "riichi", 1, seats=["human", "bot", "human", "bot"])
        rid = seated["room"]
        receive(a, "tiles")
        receive(a, "room")
        room = _room(client, rid)
        before = room.info()
        _error(b, {"type": "sit", "room": rid, "player": 0}, "player 0's seat is taken")
        _error(b, {"type": "sit", "room": rid, "player": 1}, "player 1 is a bot's seat")
        _error(b, {"type": "sit", "room": rid, "player": 7}, "no player 7", "0..3")
        _error(b, {"type": "sit", "room": rid, "player": 0, "token": "guess"}, "wrong token")
        _error(b, {"type": "sit", "room": rid, "player": 0, "token": seated["token"]}, "in use by another connection")
        _error(a, {"type": "start"}, "player(s) [2]", "empty")
        _error(a, {"type": "sit", "room": rid, "player": 2}, "already player 0", "leave it first")
        _error(a, {"type": "act", "action": {"act": "discard", "seat": 0, "tile": 0}}, "has not started")
        _error(a, {"type": "next"}, "has not started")
        assert room.info() == before


def test_play_errors_change_nothing(client: TestClient) -> None:
    with client.websocket_connect("/ws") as ws:
        seated = create_and_sit(ws, "riichi", 2)
        ws.send_json({"type": "start"})
        state = receive(ws, "state")
        room = _room(client, seated["room"])
        assert room.round is not None and state["seat"] == 0 and state["view"]["legal"]
        rnd = room.round
        snapshot = (copy.deepcopy(rnd.hands), rnd.version, len(rnd.events), room.info())
        legal = state["view"]["legal"]
        held = set(state["view"]["hand"])
        stranger = next(t for t in range(136) if t not in held)
        _error(ws, {"type": "act", "action": {"act": "discard", "seat": 0, "tile": stranger}},
               f"discard {stranger} is not one of your legal actions")
        _error(ws, {"type": "act", "action": {**legal[0], "seat": 1}}, "your seat this round, 0, not 1")
        _error(ws, {"type": "act", "action": {"act": "fly", "seat": 0}}, "field 'act'", "'fly'")
        _error(ws, {"type": "act", "action": {"act": "discard", "seat": "me"}}, "field 'seat'")
        _error(ws, {"type": "act", "action": {"act": "discard", "seat": 0, "tile": "5m"}}, "field 'tile'")
        _error(ws, {"type": "act", "action": {"act": "discard", "seat": 0, "colour": 1}}, "unknown action field")
        _error(ws, {"type": "act", "action": []}, "'action'", "object")
        _error(ws, {"type": "act"}, "'action'", "required")
        _error(ws, {"type": "next"}, "the round is still on")
        _error(ws, {"type": "start"}, "already started")
        assert (rnd.hands, rnd.version, len(rnd.events), room.info()) == snapshot
        ws.send_json({"type": "act", "action": legal[0]})  # a legal move still goes through
        m = receive(ws, "state")
        assert {"e": "action", **legal[0]} in m["events"]


def test_not_your_turn(client: TestClient) -> None:
    """Two humans: while one is to discard (the room waits for it), the other has nothing to do."""
    with client.websocket_connect("/ws") as a, client.websocket_connect("/ws") as b:
        receive(b, "welcome")
        seated = create_and_sit(a, "riichi", 2, seats=["human", "human", "bot", "bot"])
        b.send_json({"type": "sit", "room": seated["room"], "player": 1})
        receive(b, "seated")
        a.send_json({"type": "start"})
        states = {"a": receive(a, "state"), "b": receive(b, "state")}
        while not any(m["view"]["legal"] and m["view"]["phase"] == "turn" for m in states.values()):
            for k, ws in (("a", a), ("b", b)):  # a bot deals first: wait for a human's turn
                states[k] = receive(ws, "state")
        idle = a if not states["a"]["view"]["legal"] else b
        idle_seat = states["a" if idle is a else "b"]["seat"]
        _error(idle, {"type": "act", "action": {"act": "discard", "seat": idle_seat, "tile": 0}},
               "nothing to do now")


def _room(client: TestClient, rid: str) -> Room:
    return client.app.state.hub.lobby.get(rid)  # type: ignore[attr-defined]
