"""benchmarks/analyze.py stays runnable: a short run prints its JSON line, every contender agreeing with
the references (the script stops otherwise)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_a_short_run_prints_every_figure() -> None:
    p = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "analyze.py"), "--hands", "300",
                        "--uzje-hands", "30", "--accept-hands", "40"], capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stderr[-2000:]
    out = json.loads(p.stdout.splitlines()[-1])
    assert set(out["shanten_per_s"]) >= {"ours_cold", "ours_steady", "pure_cold", "mahjong", "riichienv", "ratio_cold"}
    assert out["acceptance_14"]["hands"] == 40 and out["acceptance_14"]["ours_us_per_hand"] > 0
    assert out["uzje_shanten_per_s"]["ratio_cold_to_pure"] > 0
