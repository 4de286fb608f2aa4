"""simulate --variant uzje with 3 to 6 players and every table option; the records replay, also
those with challenges of closed quads and flower wins."""
from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from random import Random

import pytest

from polymahjong.engine import Act, Action
from polymahjong.engine.game import play_match
from polymahjong.engine.view import SeatView
from polymahjong.records import replay
from polymahjong.records.log import header, read_record, write_record
from polymahjong.sim import simulate
from polymahjong.variants.registry import ruleset
from polymahjong.variants.uzje.quads import CHALLENGE

OPTIONS = [
    {"players": 3}, {"players": 5}, {"players": 6, "winds": "compressed"},
    {"flowers": False, "all_tongs": True}, {"closed_quads": "shown", "break_die": "d20"},
    {"minimum": 3.5}, {"length": "half_match", "players": 3},
]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: ",".join(f"{k}={v}" for k, v in o.items()))
def test_simulate_and_replay(options: dict) -> None:
    opts = {"length": "games:2", **options}
    records: list[str] = []
    bot = "efficiency" if opts["length"] != "games:2" or opts.get("players", 4) <= 4 else "random"
    summary = simulate("uzje", opts, 1, 3, 1, bot, each=lambda g: records.append(g.record)).as_dict()
    assert summary["errors"] == []
    for text in records:
        lines = [json.loads(x) for x in text.splitlines()]
        replay(lines[0], lines[1:])
        assert lines[-1]["e"] == "match_end"


class Hoarder:
    """A bot that keeps tiles it holds most of, calls every trip and quad, challenges every closed
    quad it may and takes every win: it makes the rare table events (quads, challenges, flower wins)."""

    def __init__(self, seed: int) -> None:
        self.rng = Random(seed)
        self.name = "hoarder"

    def act(self, view: SeatView) -> Action:
        legal = view.legal
        for want in (Act.TSUMO, Act.RON, Act.CLOSED_KAN, Act.ADDED_KAN, Act.OPEN_KAN, Act.PON, CHALLENGE):
            for a in legal:
                if a.act is want:
                    return a
        discards = [a for a in legal if a.act is Act.DISCARD]
        if not discards:
            return legal[-1]  # pass
        held = Counter(t // 4 for t in view.hand)
        return min(discards, key=lambda a: (held[a.tile // 4], self.rng.random()))  # type: ignore[operator]


@pytest.mark.parametrize("seed", [0, 66])
def test_records_with_challenges_and_flower_wins_replay_with_check(seed: int, tmp_path: Path) -> None:
    """Three players, eight games (seeds found by a scan): challenges (seed 0), Six flowers (seed 66);
    the records replay event for event, on the command line too (``replay --check``)."""
    v = ruleset("uzje", players=3, length="games:8")
    match = play_match(v, [Hoarder(seed * 10 + i) for i in range(3)], seed)
    kinds = Counter(e["e"] for e in match.events)
    patterns = Counter(p for e in match.events if e["e"] == "win" for p in e["patterns"])
    assert kinds["challenge"] if seed == 0 else patterns["six_flowers"]
    assert kinds["reveal"]
    path = tmp_path / "game.jsonl"
    write_record(path, header(v, seed, ["hoarder"] * 3), match.events)
    head, events = read_record(path)
    replay(head, events)
    done = subprocess.run([sys.executable, "-m", "polymahjong", "replay", "--check", str(path)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and ": ok (" in done.stdout, done.stderr
