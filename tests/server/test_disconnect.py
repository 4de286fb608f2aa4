"""Seats that survive, over a real loopback socket: an away human keeps the seat for the grace period
(no move is made for them), a bot stands in after it until the human takes the seat back with its token;
a seat is taken over from another tab, never destroyed; leaving a match asks for confirmation; the lobby
never clears a match where a human holds a seat, and idle rooms expire."""
from __future__ import annotations

import time
from typing import Iterator

import pytest

from live import Live, SocketClient, live_server
from table_client import create_and_sit, play_first_legal, receive

from polymahjong.server.rooms import Lobby, RoomError


@pytest.fixture
def live() -> Iterator[Live]:
    """A server whose bots move at once and whose grace period is 0.5 s."""
    with live_server(bot_delay=0, grace=0.5) as server:
        yield server


def _two_humans(live: Live, a: SocketClient, b: SocketClient) -> tuple[dict, str]:
    """Players 0 (``a``) and 1 (``b``) of a Sichuan room with two bots, started; returns a's seated
    message and b's token."""
    receive(b, "welcome")
    seated = create_and_sit(a, "sichuan", 4, seats=["human", "human", "bot", "bot"])
    b.send_json({"type": "sit", "room": seated["room"], "player": 1, "name": "bea"})
    token = receive(b, "seated")["token"]
    a.send_json({"type": "start"})
    receive(b, "state")
    return seated, token


def test_leaving_before_the_start_frees_the_seat_after_the_grace(live: Live) -> None:
    with live.connect() as ws:
        seated = create_and_sit(ws, "riichi", 1)
    time.sleep(1.0)
    with live.connect() as ws:
        receive(ws, "welcome")
        ws.send_json({"type": "sit", "room": seated["room"], "player": 0, "name": "next"})
        assert receive(ws, "seated")["token"] != seated["token"]


def test_back_within_the_grace_period_nothing_was_played_for_you() -> None:
    with live_server(bot_delay=0, grace=30) as live, live.connect() as a:
        with live.connect() as b:
            seated, token = _two_humans(live, a, b)
        room = live.hub.lobby.get(seated["room"])
        deadline = time.monotonic() + 10
        while room.seats[1].connected:  # the server sees the close
            assert time.monotonic() < deadline
            time.sleep(0.01)
        version = room.round.version if room.round else None
        player1_seat = room.seat_of(1)
        assert room.seat_name(1) == "bea (away)"
        if player1_seat in room.round.to_act():  # type: ignore[union-attr]
            time.sleep(0.3)  # a bot would have moved (bot_delay 0): it does not
            assert room.round.version == version  # type: ignore[union-attr]
        acted = [e for e in room.round.events if e["e"] == "action" and e["seat"] == player1_seat]  # type: ignore[union-attr]
        with live.connect() as b2:
            receive(b2, "welcome")
            b2.send_json({"type": "sit", "room": seated["room"], "player": 1, "token": token})
            assert receive(b2, "seated")["player"] == 1
            state = receive(b2, "state")
            assert state["seat_names"][state["seat"]] == "bea"
        assert acted == [], "no move was made for the away player"


def test_a_bot_plays_an_away_seat_after_the_grace_until_its_human_comes_back(live: Live) -> None:
    with live.connect() as a:
        with live.connect() as b:
            seated, token = _two_humans(live, a, b)
        last = play_first_legal(a)[-1]  # the round ends without b: after 0.5 s a bot plays player 1
        assert last["status"] in ("round_over", "over")
        assert last["seat_names"][last["seat_players"].index(1)] == "bea (away: a bot plays)"
        room = live.hub.lobby.get(seated["room"])
        assert room.info()["seats"][1]["connected"] is False and room.info()["seats"][1]["stand_in"] is True
    with live.connect() as b2:
        receive(b2, "welcome")
        b2.send_json({"type": "sit", "room": seated["room"], "player": 1, "token": "wrong"})
        assert receive(b2, "error")["error"] == "wrong token for player 1's seat"
        b2.send_json({"type": "sit", "room": seated["room"], "player": 1, "token": token})
        assert receive(b2, "seated")["player"] == 1
        state = receive(b2, "state")  # the round so far, seen from player 1's seat
        assert state["player"] == 1 and state["events"][0]["e"] == "round"
        assert any(e["e"] == "round_end" for e in state["events"])
        assert state["seat_names"][state["seat"]] == "bea"
        assert room.seats[1].stand_in is False


def test_take_over_here_moves_the_seat_and_keeps_it(live: Live) -> None:
    with live.connect() as a, live.connect() as tab2:
        seated = create_and_sit(a, "riichi", 3)
        a.send_json({"type": "start"})
        first = receive(a, "state")
        receive(tab2, "welcome")
        sit = {"type": "sit", "room": seated["room"], "player": 0, "token": seated["token"]}
        tab2.send_json(sit)
        assert "send 'takeover': true" in receive(tab2, "error")["error"]
        tab2.send_json({**sit, "takeover": True})
        assert receive(tab2, "seated")["token"] == seated["token"]
        assert receive(tab2, "state")["view"]["hand"] == first["view"]["hand"]
        assert receive(a, "replaced") == {"type": "replaced", "room": seated["room"], "player": 0}
        a.send_json({"type": "leave"})
        assert "not in a room" in receive(a, "error")["error"]  # the old tab holds nothing now
    room = live.hub.lobby.get(seated["room"])
    assert room.seats[0].token == seated["token"]  # closing both tabs never destroyed the seat


def test_leaving_a_match_asks_for_confirmation(live: Live) -> None:
    with live.connect() as ws:
        seated = create_and_sit(ws, "riichi", 3)
        ws.send_json({"type": "start"})
        receive(ws, "state")
        room = live.hub.lobby.get(seated["room"])
        before = room.info()
        ws.send_json({"type": "leave"})
        ask = receive(ws, "confirm")
        assert ask["request"] == "leave" and ask["room"] == seated["room"] and "a bot plays your seat" in ask["text"]
        assert room.info() == before  # nothing changed
        ws.send_json({"type": "leave", "confirm": "yes"})
        assert "'confirm'" in receive(ws, "error")["error"]
        ws.send_json({"type": "leave", "confirm": True})
        assert receive(ws, "left")["room"] == seated["room"]
        assert room.seats[0].stand_in and room.seats[0].token is None
        assert room.seat_name(0) == "tester (left: a bot plays)"


def test_matches_with_a_human_seat_are_never_cleared_and_idle_rooms_expire() -> None:
    lobby = Lobby(max_rooms=3, idle_expiry=100)
    playing = lobby.create("riichi", {}, seed=1, now=0)
    playing.sit(0, "a")
    playing.start()
    playing.disconnect(0)  # away: nobody connected, but the seat is held
    fresh = lobby.create("riichi", {}, seed=2, now=0)  # created, not sat at yet
    lobby.create("riichi", {}, seed=3, now=50)
    with pytest.raises(RoomError, match="the lobby is full"):
        lobby.create("riichi", {}, seed=4, now=60)  # nothing is evicted early
    assert set(lobby.rooms) == {"r1", "r2", "r3"}
    fourth = lobby.create("riichi", {}, seed=4, now=101)  # r2 waited 101 s with nobody: expired
    assert set(lobby.rooms) == {"r1", "r3", fourth.id} and fresh.id not in lobby.rooms
    assert lobby.expire(10_000) == ["r3", fourth.id]  # r1: a match a human holds a seat in stays
    playing.sit(0, "a", playing.seats[0].token)
    playing.leave(0)  # the only human left the match for good
    assert lobby.expire(10_000) == ["r1"]
