"""docs/lab.md: every ``$ polymahjong`` command on the page runs as written and gives what the page says to read."""
from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

LAB = Path(__file__).parents[2] / "docs" / "lab.md"


def commands() -> list[list[str]]:
    return [shlex.split(line[2:]) for line in LAB.read_text(encoding="utf-8").splitlines()
            if line.startswith("$ polymahjong ")]


def test_the_lab_walkthrough_runs_as_written(tmp_path: Path) -> None:
    program = str(Path(sys.executable).with_name("polymahjong"))
    found = commands()
    assert len(found) == 4
    outputs = []
    for words in found:
        result = subprocess.run([program, *words[1:]], capture_output=True, text=True, cwd=tmp_path,
                                env={**os.environ, "COLUMNS": "200"})  # a wide terminal: tables unwrapped
        assert result.returncode == 0, f"{shlex.join(words)}: {result.stderr}"
        outputs.append(result.stdout)
    rules = json.loads(outputs[0])
    assert "value.stutter" in rules["options"]
    assert any(p["id"] == "stutter" and p.get("provisional") for p in rules["patterns"])
    page = (tmp_path / "stutter.html").read_text(encoding="utf-8")
    assert 'data-pattern="stutter"' in page and 'id="economy"' in page
    summary = json.loads((tmp_path / "stutter-tables" / "summary.json").read_text())
    assert "stutter" in summary["patterns"]  # the page's question has an answer to read in this run
    assert "stutter" in (tmp_path / "stutter-tables" / "patterns.csv").read_text()
    # step 3, the balance of the same run: Stutter against the curve, on the page, in the tables and the terminal
    stutter = summary["balance"]["patterns"]["stutter"]
    assert "ratio" in stutter and summary["balance"]["fit"]["points"] >= 3
    assert 'id="balance"' in page and 'id="chart-balance"' in page
    assert "stutter" in (tmp_path / "stutter-tables" / "balance.csv").read_text()
    assert (tmp_path / "stutter-tables" / "balance_fit.csv").exists()
    assert "balance, each pattern's value against how often it comes" in outputs[1]
    assert "stutter" in outputs[1] and "what changed hands, per deal" in outputs[1]  # the patterns, the money
    assert "Δ mean paid" in outputs[2] and "stutter" in outputs[2]
    assert json.loads(outputs[3])["digest"] and (tmp_path / "stutter-run" / "run.json").exists()
