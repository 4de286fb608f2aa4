"""``polymahjong play --variant uzje --watch`` in a real terminal (a pseudo-terminal): tiles in UJMJ
notation and each win's breakdown: pattern names with their fan, the total in fan, the points and
the payments, halves as decimals (a self-draw's 2.5); every flower shown as it is exposed; the record
written as the game goes is the match's whole record."""
from __future__ import annotations

import json
import os
import re
import select
import sys
import time
from pathlib import Path

import pytest

from polymahjong.engine.game import play_match
from polymahjong.players.bots import make_bots
from polymahjong.records.log import dumps, header
from polymahjong.variants.registry import ruleset

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
TILE = r"(?:[0-9a-fx]+[tsm]|[ZESWNHVCFP])+"
WHO = r"(?:you|Bot \d)"
#: seed 1, two games: a win on a discard (2.6 f, 2 points) and a self-draw (3.6 f, 5 points, 2.5 each)
SEED, TIME_LIMIT = 1, 60.0


def watch(*args: str) -> str:
    """The whole screen of a watched match, escape codes removed."""
    import pty

    env = dict(os.environ, COLUMNS="160", LINES="60", TERM="xterm-256color")
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(sys.executable, [sys.executable, "-m", "polymahjong", "play", *args], env)
    screen, deadline = b"", time.monotonic() + TIME_LIMIT
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([fd], [], [], 1.0)
            if not ready:
                continue
            try:
                data = os.read(fd, 65536)
            except OSError:
                break
            if not data:
                break
            screen += data
    finally:
        os.waitpid(pid, 0)
        os.close(fd)
    return ANSI.sub("", screen.decode("utf-8", "replace")).replace("\r", "")


@pytest.fixture(scope="module")
def watched(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, Path]:
    record = tmp_path_factory.mktemp("uzje") / "record.jsonl"
    return watch("--variant", "uzje", "--watch", "--bot", "efficiency", "--seed", str(SEED), "-o", "length=games:2",
                 "--out", str(record)), record


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_watching_uzje_shows_ujmj_tiles_and_each_wins_fan_breakdown(watched: tuple[str, Path]) -> None:
    screen, _ = watched
    assert "match over" in screen, screen[-2000:]
    assert re.search(rf"{WHO} (?:draws \S+, )?discards {TILE}\b", screen)
    wins = list(re.finditer(rf"({WHO}) wins on ({TILE}) (self-drawn|from {WHO})", screen))
    assert len(wins) == 2, screen[-3000:]
    for win in wins:
        table = screen[win.end():screen.index("round over", win.end())]
        rows = dict(re.findall(r"^[│┃|] (\S.*?)\s*[│┃|]\s*(.*?)\s*[│┃|]$", table, re.M))
        assert rows["Closed hand"] == "2.6"  # fan values as exact decimals, not 13/5
        assert re.fullmatch(r"\d+(\.\d)? fan", rows["total"]) and re.match(r"\d+", rows["points"])
    discard, self_draw = (screen[w.start():screen.index("round over", w.end())] for w in wins)
    assert "total       │ 2.6 fan" in discard and re.search(r"points\s*│\s*2 ", discard)
    assert "Self-draw" in self_draw and "3.6 fan" in self_draw
    assert "points      │ 5 (each other player pays half)" in self_draw
    winner = wins[1][1]  # 5 points: 2.5 from each of the three others, 7.5 in all (never 15/2)
    assert re.search(rf"{winner} scores \+7\.5; score changes: ", self_draw)
    changes = dict(re.findall(rf"({WHO}) ([+-]?[\d.]+)", self_draw.split("score changes: ")[1].splitlines()[0]))
    assert changes.pop(winner) == "+7.5" and set(changes.values()) == {"-2.5"} and len(changes) == 3


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_every_flower_is_shown_as_the_record_has_it(watched: tuple[str, Path]) -> None:
    screen, record = watched
    events = [json.loads(line) for line in record.read_text().splitlines()[1:]]
    v = ruleset("uzje")
    dealer, want = 0, []
    for ev in events:
        if ev["e"] == "round":
            dealer = ev["dealer"]
        elif ev["e"] == "flower":  # the player at the seat, and the flower in UJMJ (h-k seasons, o-r flowers)
            want.append((f"Bot {(dealer + ev['seat']) % v.players}", v.format([v.tileset.kind_of(ev["tile"])])))
    assert want and re.findall(rf"({WHO}) shows a flower: ([hijkopqr])", screen) == want


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_the_record_written_as_the_game_goes_is_the_whole_record(watched: tuple[str, Path]) -> None:
    _, record = watched
    v = ruleset("uzje", length="games:2")
    players = make_bots(v, "efficiency", SEED)
    match = play_match(v, players, SEED)
    head = json.loads(record.read_text().splitlines()[0])
    assert head == json.loads(json.dumps(header(v, SEED, [p.name for p in players])))
    assert record.read_text().splitlines()[1:] == dumps(match.events).splitlines()
