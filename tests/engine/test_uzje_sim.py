"""simulate --variant uzje with 3 to 6 players and every table option; the records replay."""
from __future__ import annotations

import json

import pytest

from polymahjong.records import replay
from polymahjong.sim import simulate

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
