"""``polymahjong replay --mjai DIR``: our riichi records written as mjai logs (docs/api/mjai.md)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from polymahjong.engine.game import play_match
from polymahjong.players.bots import make_bots
from polymahjong.variants.registry import ruleset

from test_mjai_games import played


def test_replay_writes_mjai_logs(tmp_path: Path) -> None:
    """``polymahjong replay --mjai DIR`` writes DIR/NAME.mjai.jsonl for each of our riichi records; a record of
    another ruleset fails with the reason."""
    head, events, live = played(3, kans=False)
    record = tmp_path / "game.jsonl"
    record.write_text("".join(json.dumps(e) + "\n" for e in [head, *events]))
    out = tmp_path / "mjai"
    done = subprocess.run([sys.executable, "-m", "polymahjong", "replay", "--mjai", str(out), str(record)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert [json.loads(line) for line in (out / "game.mjai.jsonl").read_text().splitlines()] == live
    sichuan = tmp_path / "sichuan.jsonl"
    sichuan_head = {**head, "ruleset": "sichuan", "players": ["a", "b", "c", "d"]}
    match = play_match(ruleset("sichuan"), make_bots(ruleset("sichuan"), "random", 0), head["seed"])
    sichuan.write_text("".join(json.dumps(e) + "\n" for e in [sichuan_head, *json.loads(json.dumps(match.events))]))
    done = subprocess.run([sys.executable, "-m", "polymahjong", "replay", "--mjai", str(out), str(sichuan)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "FAIL: mjai speaks riichi only, not sichuan" in done.stderr
