"""Games kept in the database: ``kill -9`` of a real ``polymahjong serve --db`` process and a restart bring
every table back at its last move, and the player back with the token; finished matches are listed per
player (``history``) and downloaded as our record and as mjai (riichi), never while in play."""
from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from websockets.sync.client import connect

from live import SocketClient, live_server
from table_client import create_and_sit, receive

from polymahjong.records.tenhou import parse_t6json
from polymahjong.server.rooms import OVER, Lobby
from polymahjong.server.store import Store

SERVE = Path(sys.executable).parent / "polymahjong"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _serve(db: Path, port: int) -> subprocess.Popen[bytes]:
    proc = subprocess.Popen([str(SERVE), "serve", "--db", str(db), "--port", str(port), "--bot-delay", "0",
                             "--no-timers"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while True:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return proc
        except OSError:
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else "the server stopped"
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.1)


def _my_turn(ws: SocketClient, moves: int) -> dict[str, Any]:
    """Play the first legal action at ``moves`` decisions, then return the state of the next decision
    (the table waits for this seat: nothing changes until it answers)."""
    pending = False
    while True:
        m = receive(ws, "state")
        assert m["status"] == "playing", "the round ended before the test's moves"
        if any(e["e"] == "action" and e["seat"] == m["seat"] for e in m["events"]):
            pending = False
        if m["view"]["legal"] and not pending:
            if moves == 0:
                return m
            ws.send_json({"type": "act", "action": m["view"]["legal"][0]})
            pending, moves = True, moves - 1


def test_kill_9_and_restart_resume_every_table(tmp_path: Path) -> None:
    db, port = tmp_path / "games.sqlite", _free_port()
    server = _serve(db, port)
    try:
        with connect(f"ws://127.0.0.1:{port}/ws") as raw:
            ws = SocketClient(raw)
            seated = create_and_sit(ws, "riichi", 7)
            ws.send_json({"type": "start"})
            before = _my_turn(ws, 6)
        server.send_signal(signal.SIGKILL)
        server.wait(10)
        server = _serve(db, port)
        with connect(f"ws://127.0.0.1:{port}/ws") as raw:
            ws = SocketClient(raw)
            rooms = receive(ws, "welcome")["rooms"]
            assert [r["room"] for r in rooms] == [seated["room"]] and rooms[0]["status"] == "playing"
            ws.send_json({"type": "sit", "room": seated["room"], "player": 0, "token": seated["token"]})
            assert receive(ws, "seated")["token"] == seated["token"]
            after = receive(ws, "state")
        for field in ("hand", "drawn", "discards", "melds", "turn", "phase", "wall_left", "scores", "legal",
                      "indicators"):
            assert after["view"][field] == before["view"][field], field
        assert after["seat"] == before["seat"] and after["deals"] == before["deals"]
    finally:
        server.kill()
        server.wait(10)


def _finished_match(name: str, ruleset: str = "zung_jung", **options: Any) -> Lobby:
    """A match played to its end in a lobby (efficiency bots), its human seat named ``name`` (a bot plays it)."""
    lobby = Lobby()
    room = lobby.create(ruleset, options, seed=3, bot="efficiency")
    room.sit(0, name)
    room.start()
    room.leave(0)
    room.seats[0].name = name
    while room.status != OVER:
        while room.automatic() is not None:
            room.auto_step()
        if room.status != OVER:
            room.next_round(0)
    return lobby


def test_a_restarted_lobby_replays_each_match_to_its_last_move(tmp_path: Path) -> None:
    lobby = Lobby()
    room = lobby.create("sichuan", {}, seats=["human", "bot", "human", "bot"], seed=12)
    room.sit(0, "ann")
    room.sit(2, "bo")
    room.start()
    for _ in range(15):
        player = next(room.player_of(s) for s in room.round.to_act())  # type: ignore[union-attr]
        room.act(player, room.timeout_action(player)) if not room.seats[player].automatic else room.auto_step()
    room.leave(2)  # bo leaves the match: a bot plays the seat, after a restart too
    store = Store(tmp_path / "g.sqlite")
    store.save(room, 0.0)
    waiting = lobby.create("riichi", {}, seed=1)  # not started: back too, idle from the restart
    store_first = Store(tmp_path / "g.sqlite")
    store_first.save(waiting, 0.0)
    again, saved = Lobby(idle_expiry=100), Store(tmp_path / "g.sqlite")
    again.restore(saved.rooms(), saved.next_number(), now=5000)
    assert again.expire(5050) == [] and again.expire(5101) == [waiting.id]
    back = again.get(room.id)
    assert back.round is not None and room.round is not None
    assert back.round.events == room.round.events and back.moves == room.moves
    assert [(s.name, s.token, s.connected) for s in back.seats] == [(s.name, s.token, False) for s in room.seats]
    assert [s.stand_in for s in back.seats] == [False, False, True, False]
    assert again.create("riichi", {}, now=5101).id == "r3"  # numbering goes on after the saved rooms


def test_history_lists_a_players_finished_matches(tmp_path: Path) -> None:
    lobby = _finished_match("ann")
    room = lobby.get("r1")
    Store(tmp_path / "g.sqlite").save(room, 1234.5)
    with live_server(db=tmp_path / "g.sqlite") as live, live.connect() as ws:
        assert receive(ws, "welcome")["rooms"] == []  # a finished match is not back in the lobby
        ws.send_json({"type": "history", "name": "ann"})
        games = receive(ws, "history")
        assert games["name"] == "ann" and len(games["games"]) == 1
        game = games["games"][0]
        assert game["room"] == "r1" and game["ruleset"] == "zung_jung" and game["players"] == [0]
        assert game["names"] == ["ann", "bot", "bot", "bot"] and game["finished"] == 1234.5 and game["seed"] == 3
        assert game["scores"] == [str(s) for s in room.match.scores]  # type: ignore[union-attr]
        ws.send_json({"type": "history", "name": "nobody"})
        assert receive(ws, "history")["games"] == []
        ws.send_json({"type": "history"})
        assert "'name'" in receive(ws, "error")["error"]


def test_finished_games_download_as_our_record_mjai_and_tenhou6(tmp_path: Path) -> None:
    room = _finished_match("ann", "riichi", length="east").get("r1")
    assert room.match is not None
    Store(tmp_path / "g.sqlite").save(room, 1.0)
    with live_server(db=tmp_path / "g.sqlite") as live:
        base = f"http://127.0.0.1:{live.port}/games/"
        record = [json.loads(line) for line in _get(base + "r1.jsonl").splitlines()]
        head, events = record[0], record[1:]
        assert (head["record"], head["ruleset"], head["seed"]) == ("polymahjong", "riichi", 3)
        assert head["options"]["length"] == "east" and head["players"][0] == "ann"
        assert events == json.loads(json.dumps(room.match.events))  # every event, replayed from the database
        mjai = [json.loads(line) for line in _get(base + "r1.mjai").splitlines()]
        assert mjai[0]["type"] == "start_game" and mjai[-1]["type"] == "end_game"
        assert sum(e["type"] == "start_kyoku" for e in mjai) == sum(e["e"] == "round" for e in events)
        tenhou = parse_t6json(_get(base + "r1.tenhou"), "download")  # tenhou.net/6 JSON: tests/server/test_tenhou6.py
        assert len(tenhou.rounds) == sum(e["e"] == "round" for e in events) and tenhou.names[0] == "ann"
        for path, words in (("r9.jsonl", "no finished game 'r9'"), ("r1.zip", "unknown format 'zip'")):
            with pytest.raises(urllib.error.HTTPError) as err:
                _get(base + path)
            assert err.value.code == 404 and words in err.value.read().decode()


@pytest.mark.parametrize("fmt,words", [("jsonl", "in play"), ("replay", "spectators step through")])
def test_a_game_in_play_is_not_downloaded_nor_replayed(fmt: str, words: str) -> None:
    with live_server(bot_delay=0, timers=False) as live, live.connect() as ws:
        seated = create_and_sit(ws, "riichi", 1)
        ws.send_json({"type": "start"})
        receive(ws, "state")
        with pytest.raises(urllib.error.HTTPError) as err:
            _get(f"http://127.0.0.1:{live.port}/games/{seated['room']}.{fmt}")
        assert err.value.code == 404 and words in err.value.read().decode()


def test_no_mjai_or_tenhou_log_of_another_ruleset(tmp_path: Path) -> None:
    room = _finished_match("ann").get("r1")
    Store(tmp_path / "g.sqlite").save(room, 1.0)
    with live_server(db=tmp_path / "g.sqlite") as live:
        with pytest.raises(urllib.error.HTTPError) as err:
            _get(f"http://127.0.0.1:{live.port}/games/r1.mjai")
        assert err.value.code == 400 and "no mjai log of game r1" in err.value.read().decode()
        with pytest.raises(urllib.error.HTTPError) as err:
            _get(f"http://127.0.0.1:{live.port}/games/r1.tenhou")
        assert err.value.code == 400 and "no tenhou log of game r1" in err.value.read().decode()


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as r:
        return r.read().decode()


def test_a_finished_game_replays_as_frames_with_every_hand(tmp_path: Path) -> None:
    """/games/{room}.replay: a frame after each move of the match (its start, every action, each next
    deal), with every hand, the round and the public events; the last frame ends the match."""
    room = _finished_match("ann", "riichi", length="east").get("r1")
    assert room.match is not None
    Store(tmp_path / "g.sqlite").save(room, 1.0)
    with live_server(db=tmp_path / "g.sqlite") as live:
        data = json.loads(_get(f"http://127.0.0.1:{live.port}/games/r1.replay"))
    frames = data["frames"]
    assert data["ruleset"] == "riichi" and data["names"][0] == "ann" and data["tiles"]["ruleset"] == "riichi"
    assert len(frames) == len(room.moves)
    assert [e["e"] for e in frames[0]["events"]][:2] == ["match", "round"]
    starts = [f for f in frames if any(e["e"] == "round" for e in f["events"])]
    assert len(starts) == sum(e["e"] == "round" for e in room.match.events)
    assert [(f["round"]["wind"], f["round"]["number"]) for f in starts][0] == ("E", 1)
    for f in frames:
        assert [len(h) for h in f["view"]["hands"]] == f["view"]["hand_sizes"]
    assert frames[-1]["status"] == "over" and frames[-1]["events"][-1]["e"] == "match_end"
    assert frames[-1]["events"][-1]["scores"] == json.loads(json.dumps(room.match.events[-1]["scores"]))

