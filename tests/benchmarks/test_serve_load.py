"""benchmarks/serve_load.py stays runnable: a few seconds of two clients and a table of bots against a real
server process, its figures consistent with each other."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "serve_load.py"
spec = importlib.util.spec_from_file_location("serve_load", PATH)
assert spec is not None and spec.loader is not None
serve_load = importlib.util.module_from_spec(spec)
spec.loader.exec_module(serve_load)


def test_a_short_load_run_measures_latency_and_memory(capsys: pytest.CaptureFixture[str]) -> None:
    serve_load.main(["--clients", "2", "--bot-tables", "1", "--duration", "6", "--ramp", "0.5", "--settle", "1",
                     "--bot-delay", "0", "--nice", "0"])
    data = json.loads(capsys.readouterr().out)
    lat = data["latency_ms"]
    assert data["errors"]["total"] == 0 and data["server_log"] == []
    assert 0 < lat["count"] <= data["moves"]["actions"]  # an action sent as the run stops may go unanswered
    assert lat["p50"] <= lat["p90"] <= lat["p99"] <= lat["max"]
    rss = data["rss_mb"]
    assert 0 < rss["start"] <= rss["peak"] and rss["peak"] == max(rss["per_second"])


def test_percentiles_are_nearest_rank() -> None:
    values = [float(v) for v in range(1, 101)]
    assert serve_load.percentile(values, 50) == 50 and serve_load.percentile(values, 99) == 99
    assert serve_load.percentile([7.0], 99) == 7.0
