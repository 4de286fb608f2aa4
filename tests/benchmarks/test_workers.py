"""benchmarks/workers.py stays runnable: a short run at 1 and 2 workers agrees on its digest, and the projection of
1,000,000 games on 64 cores follows from the per-core rate it measured."""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "workers.py"
spec = importlib.util.spec_from_file_location("workers_bench", PATH)
assert spec is not None and spec.loader is not None
workers = importlib.util.module_from_spec(spec)
sys.modules["workers_bench"] = workers
spec.loader.exec_module(workers)


def test_the_projection_is_games_over_cores_times_rate() -> None:
    # 1,000,000 games at 2 games/s on each of 64 cores: 7812.5 s; at half that efficiency, twice as long
    assert workers.projection_hours(2.0) == pytest.approx(7812.5 / 3600)
    assert workers.projection_hours(2.0, 0.5) == pytest.approx(2 * 7812.5 / 3600)


def test_a_short_run_at_one_and_two_workers(capsys: pytest.CaptureFixture[str]) -> None:
    workers.main(["--games", "2", "--no-ray"])
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 2 and [r["workers"] for r in data["runs"]] == [1, 2]
    assert len({r["digest"] for r in data["runs"]}) == 1
    per_core = data["runs"][0]["games_per_s"]
    assert data["per_core_games_per_s"] == per_core
    assert data["projected_1e6_games_on_64_cores_hours"] == round(1_000_000 / (64 * per_core) / 3600, 2)
    assert "ray_efficiency" not in data


def test_a_bad_game_count_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        workers.main(["--games", "0"])
    assert "--games must be at least 1" in capsys.readouterr().err
