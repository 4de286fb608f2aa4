"""benchmarks/offence.py stays runnable: the dummies never win, call or declare, so every win is the tested bot's
and every deal ends in its win or a draw; the figures agree with each other."""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[2] / "benchmarks"
sys.path.insert(0, str(BENCH))  # offence.py takes Timed from league.py beside it, as when run as a script
spec = importlib.util.spec_from_file_location("offence", BENCH / "offence.py")
assert spec is not None and spec.loader is not None
offence = importlib.util.module_from_spec(spec)
sys.modules["offence"] = offence  # the worker processes look play_seed up by its module
spec.loader.exec_module(offence)


def test_every_win_is_the_tested_bots_and_the_figures_agree(capsys: pytest.CaptureFixture[str]) -> None:
    seed = offence.play_seed(("efficiency", 1, 0))
    assert seed["gains"] and len(seed["wins"]) <= len(seed["gains"])
    assert all(paid > 0 and drawn >= 0 for drawn, paid, _open in seed["wins"])
    offence.main(["--bot", "efficiency", "--games", "1"])
    data = json.loads(capsys.readouterr().out)
    assert data["deals"] == len(seed["gains"]) and data["win_per_deal"] == round(len(seed["wins"]) / data["deals"], 4)
    by_draw = data["win_points_per_deal_by_draw"]
    assert by_draw["6"] <= by_draw["9"] <= by_draw["12"]
    assert 0 <= data["ms_per_decision"] <= data["ms_max"]
