"""A human (always the first legal action) and bots play a round of every ruleset over the WebSocket;
the round is the engine's own round with the same seed, bots and moves."""
from __future__ import annotations

import threading

import pytest
from starlette.testclient import TestClient

from table_client import create_and_sit, engine_round, play_first_legal, receive

from polymahjong.server.hub import Hub

RULESETS = [("riichi", {}), ("sichuan", {}), ("zung_jung", {}), ("tianjin", {}), ("uzje", {}),
            ("uzje", {"players": 5, "winds": "compressed"})]


@pytest.mark.parametrize("name,options", RULESETS, ids=[f"{n}{o or ''}" for n, o in RULESETS])
def test_a_round_over_the_socket_is_the_engines_round(client: TestClient, name: str, options: dict) -> None:
    seed = 11
    with client.websocket_connect("/ws") as ws:
        seated = create_and_sit(ws, name, seed, options=options)
        tiles = receive(ws, "tiles")
        assert tiles["ruleset"] == name and tiles["back"].startswith("<svg")
        ws.send_json({"type": "start"})
        states = play_first_legal(ws)
        last = states[-1]
        assert last["status"] in ("round_over", "over")
        events, match = engine_round(name, seed, **options)
        end = events[-1]
        assert end["e"] == "round_end"
        room = _hub(client).lobby.get(seated["room"])
        assert room.round is not None and room.round.events == events  # the same round, move for move
        assert last["view"]["scores"] == end["scores"]  # by seat, as the engine scored them
        told = [e for s in states for e in s["events"] if e["e"] == "round_end"]
        assert [{k: v for k, v in e.items() if k != "hands"} for e in told] == [end]  # the ready hands laid open:
        assert all(h is None or h == sorted(room.round.hands[s]) for e in told for s, h in enumerate(e.get("hands", [])))
        room_msg = receive(ws, "room")
        assert room_msg["scores"] == match.summary()["scores"]  # by player, after the round


def test_the_same_seed_deals_the_same_game(client: TestClient) -> None:
    hands = []
    for _ in range(2):
        with client.websocket_connect("/ws") as ws:
            create_and_sit(ws, "riichi", 5)
            ws.send_json({"type": "start"})
            hands.append(receive(ws, "state")["view"]["hand"])
            ws.send_json({"type": "leave", "confirm": True})
            receive(ws, "left")
    assert hands[0] == hands[1]


def test_next_round_and_match_end(client: TestClient) -> None:
    """Rounds follow one another on ``next`` until the match ends (Zung Jung: 16 deals at most)."""
    with client.websocket_connect("/ws") as ws:
        create_and_sit(ws, "zung_jung", 3)
        ws.send_json({"type": "start"})
        for deal in range(1, 17):
            last = play_first_legal(ws)[-1]
            if last["status"] == "over":
                break
            ws.send_json({"type": "next"})
        assert last["status"] == "over" and last["deals"] == deal
        assert any(e["e"] == "match_end" for e in last["events"])
        room = receive(ws, "room")
        assert room["status"] == "over" and room["seed"] == 3  # the seed is told once the match is over


def test_two_humans_each_see_only_their_own_hand(client: TestClient) -> None:
    with client.websocket_connect("/ws") as a, client.websocket_connect("/ws") as b:
        receive(b, "welcome")
        seated = create_and_sit(a, "riichi", 9, seats=["human", "bot", "human", "bot"])
        b.send_json({"type": "sit", "room": seated["room"], "player": 2, "name": "other"})
        receive(b, "seated")
        a.send_json({"type": "start"})
        room = _hub(client).lobby.get(seated["room"])
        results: dict[str, list] = {}
        threads = [threading.Thread(target=lambda k=k, ws=ws: results.__setitem__(k, play_first_legal(ws)))
                   for k, ws in (("a", a), ("b", b))]
        for t in threads:
            t.start()
        for t in threads:
            t.join(30)
        assert room.round is not None
        first = {k: states[0] for k, states in results.items()}
        dealt = next(e for e in room.round.events if e["e"] == "deal")["hands"]
        for m in first.values():
            assert m["view"]["hand"] == sorted(dealt[m["seat"]])
        assert not set(first["a"]["view"]["hand"]) & set(first["b"]["view"]["hand"])
        assert first["a"]["seat_players"][first["a"]["seat"]] == 0 and first["b"]["seat_players"][first["b"]["seat"]] == 2
        events, _ = engine_round("riichi", 9, humans=(0, 2))
        assert _in_order(room.round.events) == _in_order(events)
        assert sorted(map(str, room.round.events)) == sorted(map(str, events))
        assert results["a"][-1]["view"]["scores"] == results["b"][-1]["view"]["scores"] == events[-1]["scores"]


def _hub(client: TestClient) -> Hub:
    return client.app.state.hub  # type: ignore[attr-defined]


def _in_order(events: list[dict]) -> list[dict]:
    """The events but the answers in a claim window, whose order two humans may change."""
    return [e for e in events if e["e"] != "action" or e["act"] not in ("pass", "pon", "chi", "ron", "open_kan")]


def test_a_table_of_bots_only_plays_by_itself_for_its_spectators(client: TestClient) -> None:
    """A table with no human seat starts when made and plays on (the engine's round with those bots);
    a spectator sees it."""
    with client.websocket_connect("/ws") as ws:
        receive(ws, "welcome")
        ws.send_json({"type": "create", "ruleset": "riichi", "seed": 4, "seats": ["bot"] * 4})
        room = receive(ws, "room")
        assert room["status"] == "playing" and all(s["kind"] == "bot" for s in room["seats"])
        ws.send_json({"type": "watch", "room": room["room"]})
        receive(ws, "watching")
        ends = []
        while not ends:
            state = receive(ws, "state")
            assert state["view"]["hand"] == [] and state["player"] is None
            ends = [e for e in state["events"] if e["e"] == "round_end"]
        events, _ = engine_round("riichi", 4, humans=())
        assert [{k: v for k, v in e.items() if k != "hands"} for e in ends] == [events[-1]]  # the engine's round
        while state["events"][0]["e"] != "round":  # and the next round is dealt without anybody
            state = receive(ws, "state")
