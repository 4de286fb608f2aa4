"""A human who goes away: before the start the seat is freed; later a bot plays it until the human
takes it back with its token."""
from __future__ import annotations

from starlette.testclient import TestClient

from table_client import create_and_sit, play_first_legal, receive


def test_leaving_before_the_start_frees_the_seat(client: TestClient) -> None:
    with client.websocket_connect("/ws") as ws:
        seated = create_and_sit(ws, "riichi", 1)
    with client.websocket_connect("/ws") as ws:
        receive(ws, "welcome")
        ws.send_json({"type": "sit", "room": seated["room"], "player": 0, "name": "next"})
        assert receive(ws, "seated")["token"] != seated["token"]


def test_a_bot_plays_an_away_seat_until_its_human_comes_back(client: TestClient) -> None:
    with client.websocket_connect("/ws") as a, client.websocket_connect("/ws") as b:
        receive(b, "welcome")
        seated = create_and_sit(a, "sichuan", 4, seats=["human", "human", "bot", "bot"])
        b.send_json({"type": "sit", "room": seated["room"], "player": 1, "name": "bea"})
        token = receive(b, "seated")["token"]
        a.send_json({"type": "start"})
        receive(b, "state")
        b.close()
        last = play_first_legal(a)[-1]  # the round ends without b: a bot plays player 1
        assert last["status"] in ("round_over", "over")
        assert last["seat_names"][last["seat_players"].index(1)] == "bea (away: a bot plays)"
        room = client.app.state.hub.lobby.get(seated["room"])  # type: ignore[attr-defined]
        assert room.info()["seats"][1]["connected"] is False
    with client.websocket_connect("/ws") as b2:
        receive(b2, "welcome")
        b2.send_json({"type": "sit", "room": seated["room"], "player": 1, "token": "wrong"})
        assert receive(b2, "error")["error"] == "wrong token for player 1's seat"
        b2.send_json({"type": "sit", "room": seated["room"], "player": 1, "token": token})
        assert receive(b2, "seated")["player"] == 1
        state = receive(b2, "state")  # the round so far, seen from player 1's seat
        assert state["player"] == 1 and state["events"][0]["e"] == "round"
        assert any(e["e"] == "round_end" for e in state["events"])
        assert state["seat_names"][state["seat"]] == "bea"
