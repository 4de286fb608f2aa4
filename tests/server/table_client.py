"""Helpers for the server tests: a WebSocket client that plays the first legal action, and the engine
playing the same round with the same seed and bots."""
from __future__ import annotations

from typing import Any

from starlette.testclient import WebSocketTestSession

from polymahjong.engine.actions import Action
from polymahjong.engine.driver import MatchDriver
from polymahjong.engine.match import Match
from polymahjong.engine.round import Event
from polymahjong.engine.view import SeatView
from polymahjong.players.bots import make_bots
from polymahjong.variants.registry import ruleset


def receive(ws: WebSocketTestSession, kind: str) -> dict[str, Any]:
    """The next message of type ``kind`` (messages of other types before it are skipped)."""
    while True:
        m = ws.receive_json()
        if m["type"] == kind:
            return m
        assert m["type"] != "error", m


def create_and_sit(ws: WebSocketTestSession, name: str, seed: int, **fields: Any) -> dict[str, Any]:
    """Create a room of ruleset ``name`` and take its first human seat; returns the ``seated`` message."""
    receive(ws, "welcome")
    ws.send_json({"type": "create", "ruleset": name, "seed": seed, **fields})
    room = receive(ws, "room")
    first = next(s["player"] for s in room["seats"] if s["kind"] == "human")
    ws.send_json({"type": "sit", "room": room["room"], "player": first, "name": "tester"})
    return receive(ws, "seated")


def play_first_legal(ws: WebSocketTestSession) -> list[dict[str, Any]]:
    """Answer every state that asks for an action with its first legal action until the round (or
    match) is over; returns the state messages received. After an action it waits for the state whose
    events hold it (a state sent before the server took it still lists the old legal actions)."""
    states: list[dict[str, Any]] = []
    pending = False
    while True:
        m = ws.receive_json()
        assert m["type"] != "error", m
        if m["type"] != "state":
            continue
        states.append(m)
        if any(e["e"] == "action" and e["seat"] == m["seat"] for e in m["events"]):
            pending = False
        if m["status"] != "playing":
            return states
        if m["view"]["legal"] and not pending:
            ws.send_json({"type": "act", "action": m["view"]["legal"][0]})
            pending = True


class FirstLegal:
    """The engine-side twin of :func:`play_first_legal`."""

    name = "first legal"

    def act(self, view: SeatView) -> Action:
        return view.legal[0]


def engine_round(name: str, seed: int, humans: tuple[int, ...] = (0,), **options: Any) -> tuple[list[Event], Match]:
    """The first round played by the engine alone: the ruleset's default bots from ``seed`` (as a room makes them)
    and :class:`FirstLegal` at the ``humans``' seats; returns its events and the match after it."""
    v = ruleset(name, **options)
    players: list[Any] = make_bots(v, None, seed)
    for p in humans:
        players[p] = FirstLegal()
    driver = MatchDriver(v, seed)
    driver.deal()
    rnd = driver.play_round(players)
    assert rnd is not None
    return rnd.events, driver.match
