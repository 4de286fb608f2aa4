"""The tables as CSV and JSON: every row and figure of simulate --json, intervals as two columns."""
from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

from polymahjong.sim.export import flat


def read(path: Path) -> list[dict[str, str]]:
    with path.open(newline="", encoding="utf-8") as f:
        return list(csv.DictReader(f))


def test_flat_rows_split_intervals_and_nest_names() -> None:
    assert flat({"wins": 2, "mean_ci": ["1.00", "3.00"], "none_ci": None, "gain": {"mean": "2.00"}}) == {
        "wins": 2, "mean_low": "1.00", "mean_high": "3.00", "none_low": "", "none_high": "", "gain.mean": "2.00"}


def test_simulate_writes_its_tables(tmp_path: Path) -> None:
    cmd = [str(Path(sys.executable).with_name("polymahjong")), "simulate", "--variant", "sichuan", "--games", "2",
           "--seed", "3", "--json", "--csv", str(tmp_path / "tables")]
    data = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    folder = tmp_path / "tables"
    assert json.loads((folder / "summary.json").read_text()) == data
    patterns = read(folder / "patterns.csv")
    assert [r["pattern"] for r in patterns] == list(data["patterns"])
    for row in patterns:
        want = data["patterns"][row["pattern"]]
        assert row["wins"] == str(want["wins"]) and row["mean_paid"] == want["mean_paid"]
        assert [row["per_100_wins_low"], row["per_100_wins_high"]] == want["per_100_wins_ci"]
    payments = {r["category"]: r for r in read(folder / "payments.csv")}
    assert {k: v["sum"] for k, v in payments.items()} == {k: str(v["sum"]) for k, v in data["economy"]["payments"].items()}
    deals = {r["wins"]: int(r["deals"]) for r in read(folder / "wins_per_deal.csv")}
    assert deals == data["economy"]["wins_per_deal"]["deals"]
    assert len(read(folder / "seats.csv")) == 4
    balance = {r["pattern"]: r for r in read(folder / "balance.csv")}
    assert list(balance) == list(data["balance"]["patterns"])
    for pid, row in balance.items():
        want = data["balance"]["patterns"][pid]
        assert row["mean_value"] == want["mean_value"] and row.get("ratio", "") == want.get("ratio", "")
        assert row["flag"] == (want.get("flag") or "") and row["suggestion.suggested"] == ""  # Sichuan: no options
    fit = read(folder / "balance_fit.csv")
    assert fit[0]["method"] == data["balance"]["method"] and fit[0]["slope"] == data["balance"]["fit"]["slope"]


def test_a_what_if_run_writes_its_table(tmp_path: Path) -> None:
    cmd = [str(Path(sys.executable).with_name("polymahjong")), "simulate", "--variant", "tianjin", "--games", "2",
           "--seed", "1", "--bot", "efficiency", "--json", "--compare", "value.vanilla=4", "--csv", str(tmp_path)]
    data = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
    rows = read(tmp_path / "compare.csv")
    assert len(rows) == 2 * (1 + len(data["patterns"]))  # every pattern and every win, per set
    vanilla = [r for r in rows if r["pattern"] == "vanilla" and r["set"] == "value.vanilla=4"]
    assert vanilla[0]["difference_mean_paid"] == data["patterns"]["vanilla"]["differences"][0]["mean_paid"]
    assert [r["label"] for r in read(tmp_path / "sets.csv")] == ["base", "value.vanilla=4"]
