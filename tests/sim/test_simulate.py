"""simulate is deterministic per seed and worker count; its records replay; a changed record fails."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from polymahjong.records import ReplayMismatch, replay
from polymahjong.sim import simulate


def _records(name: str, games: int, seed: int, workers: int = 1, bot: str = "random") -> tuple[dict, list[str]]:
    recs: list[str] = []
    s = simulate(name, {}, games, seed, workers, bot, each=lambda g: recs.append(g.record))
    return s.as_dict(), recs


def test_deterministic_and_workers_identical() -> None:
    a, ra = _records("zung_jung", 3, 5, bot="efficiency")
    b, rb = _records("zung_jung", 3, 5, workers=2, bot="efficiency")
    assert a == b and ra == rb
    assert a["errors"] == [] and a["games"] == 3 and a["rounds"] == a["wins"] + a["draws"] or a["rounds"] >= 16


@pytest.mark.parametrize("name", ["riichi", "sichuan", "tianjin"])
def test_records_replay_and_tampering_fails(name: str) -> None:
    summary, recs = _records(name, 2, 1, bot="efficiency")
    assert summary["errors"] == []
    for text in recs:
        lines = [json.loads(x) for x in text.splitlines()]
        replay(lines[0], lines[1:])
    lines = [json.loads(x) for x in recs[0].splitlines()]
    end = next(i for i, e in enumerate(lines) if e.get("e") == "round_end")
    lines[end]["payments"][0] += 1
    with pytest.raises(ReplayMismatch, match="round result differs"):
        replay(lines[0], lines[1:])
    lines = [json.loads(x) for x in recs[0].splitlines()]
    act = next(i for i, e in enumerate(lines) if e.get("e") == "action" and e["act"] == "discard")
    lines[act]["tile"] = 10_000
    with pytest.raises(ReplayMismatch, match="illegal action"):
        replay(lines[0], lines[1:])


def test_cli_simulate_json_and_replay_check(tmp_path: Path) -> None:
    cmd = [str(Path(sys.executable).with_name("polymahjong"))]
    out = subprocess.run(cmd + ["simulate", "--variant", "riichi", "--games", "2", "--seed", "4", "--json", "--bot",
                                "random", "--out", str(tmp_path)], capture_output=True, text=True, check=True)
    line = json.loads(out.stdout.strip().splitlines()[-1])
    assert set(line) >= {"games", "rounds", "wins", "draws", "pattern_counts", "errors", "digest"}
    files = sorted(tmp_path.glob("*.jsonl"))
    assert len(files) == 2
    ok = subprocess.run(cmd + ["replay", "--check", *map(str, files)], capture_output=True, text=True)
    assert ok.returncode == 0, ok.stderr
    bad = files[0].read_text().replace('"result":"exhaustive"', '"result":"win"', 1)  # random bots: draws
    files[0].write_text(bad)
    fail = subprocess.run(cmd + ["replay", "--check", str(files[0])], capture_output=True, text=True)
    assert fail.returncode != 0 and "differs" in fail.stderr


@pytest.fixture(scope="module")
def ray_run() -> tuple[dict, list[str], list[str]]:
    """One run on a local Ray instance (starting one is the cost), shared by the Ray tests: its summary, its
    records, and the temporary folders made while it ran."""
    import tempfile

    made: list[str] = []
    real = tempfile.mkdtemp

    def mkdtemp(*args: object, **kwargs: object) -> str:
        made.append(real(*args, **kwargs))  # type: ignore[arg-type]
        return made[-1]

    records: list[str] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(tempfile, "mkdtemp", mkdtemp)
        summary = simulate("riichi", {}, 2, 9, bot="efficiency", backend="ray",
                           each=lambda g: records.append(g.record)).as_dict()
    return summary, records, made


def test_the_ray_backend_gives_the_same_run_as_one_process(ray_run: tuple[dict, list[str], list[str]]) -> None:
    local, local_records = _records("riichi", 2, 9, bot="efficiency")
    on_ray, ray_records, _ = ray_run
    assert on_ray == local and ray_records == local_records


def test_a_local_ray_instance_leaves_no_session_folder(ray_run: tuple[dict, list[str], list[str]]) -> None:
    made = ray_run[2]
    assert made and all(Path(p).name.startswith("pm-ray-") and not Path(p).exists() for p in made)


def test_an_unknown_backend_is_named() -> None:
    with pytest.raises(ValueError, match="unknown backend 'spark'"):
        simulate("riichi", {}, 1, 0, backend="spark")
    cmd = [str(Path(sys.executable).with_name("polymahjong")), "simulate", "--variant", "riichi", "--backend", "spark"]
    result = subprocess.run(cmd, capture_output=True, text=True)
    assert result.returncode == 2 and "unknown backend 'spark'" in result.stderr
