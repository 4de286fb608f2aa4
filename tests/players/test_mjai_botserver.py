"""Our bots as mjai bots (``polymahjong mjai-bot``, players/mjai/botserver.py and seat.py).

Played through our own :class:`MjaiPlayer`: a seat whose bot sees only the mjai events (the round rebuilt
from them) must see what the same bot sees in process, make the same choices, and so play the same game.
Physical copies of a tile cannot be told apart in mjai, so views and records are compared with each tile
written as its mjai name (a red five stays apart).
"""
from __future__ import annotations

import json
import subprocess
import sys
from io import StringIO
from typing import Any

import pytest

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.game import play_match
from polymahjong.engine.view import SeatView
from polymahjong.players.bots import make_bots
from polymahjong.players.mjai import MjaiPlayer, mjai_feed
from polymahjong.players.mjai.botserver import MjaiBotServer, serve
from polymahjong.players.mjai.tiles import MjaiTiles
from polymahjong.variants.registry import ruleset
from polymahjong.variants.riichi.table import RIICHI as DECLARE

from test_mjai_games import KanFirst

RIICHI = ruleset("riichi")
EAST = ruleset("riichi", length="east")
NAMES = MjaiTiles(RIICHI.tileset)


def named(value: Any, key: str = "") -> Any:
    """Tile ids (fields tile, tiles, hand, hands, drawn, indicators, discards, melds' tiles, legal actions) as
    mjai names."""
    if isinstance(value, dict):
        return {k: named(v, k) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [named(v, key) for v in value]
    if isinstance(value, int) and not isinstance(value, bool) and key in (
            "tile", "tiles", "hand", "hands", "drawn", "indicators", "discards", "declared_with", "last_discard"):
        return NAMES.name(value)
    return value


def view_key(view: SeatView) -> Any:
    """A view with tiles as names (the seat's and each meld's tiles sorted by name)."""
    data = view.to_json()
    data["last_discard"] = [data["last_discard"][0], NAMES.name(data["last_discard"][1])] \
        if data["last_discard"] else None
    data["melds"] = [[[t, sorted(named(tiles, "tiles")), src] for t, tiles, src in ms] for ms in data["melds"]]
    return named(data)


def record_key(events: list[dict[str, Any]]) -> Any:
    return [named(e) for e in events]


class Recorder:
    """A bot that keeps every view it was shown."""

    def __init__(self, bot: Any) -> None:
        self.bot, self.name = bot, bot.name
        self.views: list[Any] = []

    def act(self, view: SeatView) -> Action:
        self.views.append(view_key(view))
        return self.bot.act(view)


class LocalBot:
    """An :class:`MjaiBotServer` spoken to as a process is (JSON lines), in this process."""

    def __init__(self, server: MjaiBotServer) -> None:
        self.server = server
        self.errors: list[str] = []

    def ask(self, events: list[dict[str, Any]]) -> Any:
        answer, error = self.server.answer(json.dumps(events))
        if error:
            self.errors.append(error)
        return json.loads(json.dumps(answer))

    def close(self) -> None:
        pass


class LocalMjai(MjaiPlayer):
    """An :class:`MjaiPlayer` whose bot is ``bot`` behind an in-process :class:`MjaiBotServer`."""

    def __init__(self, bot: Any, variant: Any = RIICHI) -> None:
        super().__init__([], name=bot.name)
        self.inner, self.variant = bot, variant
        self.servers: list[LocalBot] = []
        self.views: list[Any] = []  # the engine's views of the game played through mjai

    def act(self, view: SeatView) -> Action:
        self.views.append(view_key(view))
        return super().act(view)

    def start(self, viewer: int) -> Any:
        self.servers.append(LocalBot(MjaiBotServer(self.variant, self.inner, viewer)))
        return self.servers[-1]


def bots(kind: str, seed: int) -> list[Any]:
    return [KanFirst(RIICHI, seed + i, f"kan{i}") for i in range(4)] if kind == "kan" else make_bots(RIICHI, kind, seed)


@pytest.mark.parametrize("kind, seed", [("kan", 1), ("kan", 4), ("efficiency", 2)])
def test_the_rebuilt_round_shows_each_bot_what_the_engine_shows_it(kind: str, seed: int) -> None:
    """Four bots behind mjai servers see, at every decision, the views the engine gives them (tiles by name), which
    are those it gives the same bots in process, and so the game is the same game; no line gets an error. (Where
    a bot discards one of two copies of a tile, the copy may differ, and with it the tsumogiri flags.)"""
    direct = [Recorder(b) for b in bots(kind, seed)]
    reference = play_match(RIICHI, direct, seed)
    wrapped = [Recorder(b) for b in bots(kind, seed)]
    players = [LocalMjai(r) for r in wrapped]
    match = play_match(RIICHI, players, seed, on_events=mjai_feed(players))
    assert [e for p in players for s in p.servers for e in s.errors] == []
    assert [p.errors for p in players] == [[]] * 4
    for mine, engine, theirs in zip(wrapped, players, direct):
        assert mine.views == engine.views
        assert len(mine.views) == len(theirs.views)
        for a, b in zip(mine.views, theirs.views):
            assert {**a, "tsumogiri": None} == {**b, "tsumogiri": None}
    assert record_key(match.events) == record_key(reference.events)
    kinds = {e.get("type") for e in match.events if e["e"] == "call"} | {e["e"] for e in match.events}
    if kind == "kan":
        assert {"chi", "pon", "open_kan", "closed_kan", "added_kan", "win"} <= kinds


class RiichiOnDraw:
    """Wins when it may, declares riichi with the tile just drawn when it may, else lets go or discards the tile
    just drawn."""

    name = "riichi-on-draw"

    def act(self, view: SeatView) -> Action:
        return next((a for a in view.legal if a.act in (Act.RON, Act.TSUMO)), None) or \
            next((a for a in view.legal if a.act is DECLARE and a.tile == view.drawn), None) or \
            next((a for a in view.legal if a.act is Act.PASS), None) or \
            next(a for a in view.legal if a.act is Act.DISCARD and a.tile == view.drawn)


START = {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0, "oya": 0, "dora_marker": "1s",
         "scores": [25000] * 4, "tehais": [["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "1p", "2p", "3p", "5p"],
                                           ["?"] * 13, ["?"] * 13, ["?"] * 13]}


def test_a_riichi_is_answered_in_two_steps() -> None:
    """reach first; told its reach, the riichi discard (tsumogiri: the tile just drawn); then play goes on."""
    server = MjaiBotServer(EAST, RiichiOnDraw(), 0)
    ask = lambda events: server.answer(json.dumps(events))  # noqa: E731
    assert ask([{"type": "start_game", "names": ["a", "b", "c", "d"], "id": 0}, START,
                {"type": "tsumo", "actor": 0, "pai": "P"}]) == ({"type": "reach", "actor": 0}, None)
    assert ask([{"type": "reach", "actor": 0}]) == ({"type": "dahai", "actor": 0, "pai": "P", "tsumogiri": True}, None)
    assert ask([{"type": "dahai", "actor": 0, "pai": "P", "tsumogiri": True},
                {"type": "tsumo", "actor": 1, "pai": "?"}, {"type": "dahai", "actor": 1, "pai": "5p", "tsumogiri": True}]) \
        == ({"type": "hora", "actor": 0, "target": 1, "pai": "5p"}, None)


def test_malformed_lines_get_none_and_a_message() -> None:
    server = MjaiBotServer(EAST, RiichiOnDraw(), 0)
    assert server.answer("not json") == ({"type": "none"}, "the line is not JSON (Expecting value): 'not json'")
    assert server.answer('{"type":"none"}') == ({"type": "none"}, 'a line must be a JSON array of events, not '
                                                                  '\'{"type":"none"}\'')
    assert server.answer('[{"type":"start_kyoku","bakaze":"E"}]') == ({"type": "none"}, "start_kyoku lacks oya")
    bad = {**START, "tehais": START["tehais"][:3]}
    assert server.answer(json.dumps([bad, {"type": "tsumo", "actor": 0, "pai": "P"}])) == \
        ({"type": "none"}, "start_kyoku tehais must list 4 hands of 13 tiles")
    five = [START, {"type": "tsumo", "actor": 0, "pai": "P"}, {"type": "dahai", "actor": 0, "pai": "1m", "tsumogiri": False}]
    five += [{"type": "tsumo", "actor": 1, "pai": "?"}, {"type": "dahai", "actor": 1, "pai": "1m", "tsumogiri": False}] * 4
    assert server.answer(json.dumps(five)) == ({"type": "none"}, "dahai pai 1m: more than the 4 copies of it in play")
    wrong = [START, {"type": "tsumo", "actor": 0, "pai": "P"}, {"type": "dahai", "actor": 0, "pai": "E", "tsumogiri": False}]
    assert server.answer(json.dumps(wrong)) == ({"type": "none"}, "dahai pai E: not among the player's own tiles")
    ok = [START, {"type": "tsumo", "actor": 0, "pai": "P"}]
    assert server.answer(json.dumps(ok))[0]["type"] == "reach"  # a new kyoku starts afresh


def test_mjai_bot_processes_play_the_in_process_game() -> None:
    """A full seeded hanchan with one, then four seats played by ``polymahjong mjai-bot --bot efficiency`` processes
    (each with its in-process twin's seed) is the game of the four efficiency bots in process."""
    seed = 3
    reference = play_match(RIICHI, make_bots(RIICHI, "efficiency", seed), seed)
    for count in (1, 4):
        players: list[Any] = make_bots(RIICHI, "efficiency", seed)
        for i in range(count):
            players[i] = MjaiPlayer([sys.executable, "-m", "polymahjong", "mjai-bot", "--bot", "efficiency",
                                     "--seed", str(seed + i)], name=f"mjai{i}")
        match = play_match(RIICHI, players, seed, on_events=mjai_feed(players))
        assert match.over and [p.errors for p in players[:count]] == [[]] * count
        assert record_key(match.events) == record_key(reference.events)


def test_the_command_answers_each_line_and_reports_errors_on_stderr() -> None:
    lines = ['[{"type":"start_game","names":["a","b","c","d"],"id":1}]',
             '{"broken"',
             '[{"type":"end_game","scores":[25000,25000,25000,25000]}]']
    done = subprocess.run([sys.executable, "-m", "polymahjong", "mjai-bot", "1"], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0
    assert done.stdout.splitlines() == ['{"type":"none"}'] * 3
    assert done.stderr.startswith("mjai-bot 1: line 2: the line is not JSON")
    out, err = StringIO(), StringIO()
    serve(MjaiBotServer(EAST, make_bots(EAST, "random", 0)[0], 2),
          StringIO('[{"type":"start_game","id":1}]\n'), out, err)
    assert out.getvalue() == '{"type":"none"}\n'
    assert err.getvalue() == "mjai-bot 2: line 1: start_game id 1 is not this player (2)\n"
    bad = subprocess.run([sys.executable, "-m", "polymahjong", "mjai-bot", "--bot", "nobody", "0"], input="",
                         capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "unknown bot 'nobody'" in bad.stderr
