"""``polymahjong play --variant uzje --watch`` in a real terminal (a pseudo-terminal): tiles in UJMJ
notation and each win's breakdown: pattern names with their fan, the total in fan, the points and
the payments, halves as decimals (a self-draw's 2.5)."""
from __future__ import annotations

import os
import re
import select
import sys
import time

import pytest

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
TILE = r"(?:[0-9a-fx]+[tsm]|[ZESWNHVCFP])+"
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


@pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX pseudo-terminal")
def test_watching_uzje_shows_ujmj_tiles_and_each_wins_fan_breakdown() -> None:
    screen = watch("--variant", "uzje", "--watch", "--bot", "efficiency", "--seed", str(SEED), "-o", "length=games:2")
    assert "match over" in screen, screen[-2000:]
    assert re.search(rf"seat \d discards {TILE}\b", screen)
    wins = list(re.finditer(rf"seat (\d) wins on ({TILE}) (self-drawn|from seat \d)", screen))
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
    assert re.search(r"seat 1 scores \+7\.5; score changes \(by seat\) \[-2\.5, 7\.5, -2\.5, -2\.5\]", self_draw)
