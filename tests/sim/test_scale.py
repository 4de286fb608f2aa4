"""Runs in chunks: the same run on any number of workers, a run continued from the chunks it kept gives the
digest of an uninterrupted one without playing them again, another run's folder is refused, progress lines
when not a terminal."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from polymahjong.cli.progress import Progress
from polymahjong.sim import runner
from polymahjong.sim.resume import ResumeError
from polymahjong.sim.runner import chunk_size, simulate


class Stop(Exception):
    pass


def test_chunks_depend_on_the_run_alone() -> None:
    assert chunk_size(1) == 1 and chunk_size(40) == 2 and chunk_size(1000) == 25


def test_a_resumed_run_has_the_digest_of_an_uninterrupted_one(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    whole = simulate("zung_jung", {}, 32, 3, bot="efficiency").as_dict()
    seen: list[int] = []

    def interrupt(g: runner.GameOutcome) -> None:
        seen.append(g.index)
        if len(seen) == 9:
            raise Stop  # as Ctrl-C would, in the middle of the run

    with pytest.raises(Stop):
        simulate("zung_jung", {}, 32, 3, bot="efficiency", each=interrupt, resume=tmp_path)
    kept = sorted(p.name for p in tmp_path.glob("chunk-*.pickle"))
    assert kept == [f"chunk-{start:08d}.pickle" for start in range(0, 10, 2)]  # 5 chunks of 2 games finished
    played: list[int] = []
    real = runner.play_chunk
    monkeypatch.setattr(runner, "play_chunk", lambda job: played.append(job[3]) or real(job))
    again = simulate("zung_jung", {}, 32, 3, bot="efficiency", resume=tmp_path).as_dict()
    assert again == whole
    assert played == list(range(10, 32, 2))  # the kept chunks were read, not played
    played.clear()
    assert simulate("zung_jung", {}, 32, 3, bot="efficiency", workers=2, resume=tmp_path).as_dict() == whole
    assert played == []
    with pytest.raises(ResumeError, match="another run .*seed"):
        simulate("zung_jung", {}, 32, 4, bot="efficiency", resume=tmp_path)


def test_the_cli_resumes_and_refuses_another_runs_folder(tmp_path: Path) -> None:
    cmd = [str(Path(sys.executable).with_name("polymahjong")), "simulate", "--variant", "riichi", "--games", "2",
           "--seed", "5", "--json", "--resume", str(tmp_path)]
    first = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    second = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    assert first["digest"] == second["digest"] == json.loads(subprocess.run(
        cmd[:-2], capture_output=True, text=True, check=True).stdout)["digest"]
    other = subprocess.run(cmd[:7] + ["6"] + cmd[8:], capture_output=True, text=True)
    assert other.returncode == 2 and "another run" in other.stderr and "seed" in other.stderr


def test_progress_lines_when_not_a_terminal() -> None:
    out = io.StringIO()
    with Progress("riichi", 20, stream=out) as progress:
        for _ in range(20):
            progress.advance()
    lines = out.getvalue().splitlines()
    assert len(lines) == 10 and lines[0].startswith("riichi: 2/20 games (10%)")
    assert lines[-1].startswith("riichi: 20/20 games (100%)")
