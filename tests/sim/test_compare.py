"""What-if runs: option sets parsed from text or files, paired differences by their formula, and a known
effect: doubling Tianjin's open Vanilla value doubles what a vanilla hand pays (docs/rules/tianjin.md:
the total is the product of the win conditions, each other player pays it), on the same games."""
from __future__ import annotations

import json
import re
import math
import subprocess
import xml.etree.ElementTree as ET
import sys
from fractions import Fraction
from pathlib import Path

import pytest

from polymahjong.sim.compare import OptionSet, compare, comparison, paired_difference, parse_option_set
from polymahjong.variants.base import OptionError

BARS = {"bar", "dark_bar", "golden_bar"}


def test_option_sets_from_text_and_files(tmp_path: Path) -> None:
    assert parse_option_set("value.stutter=2, minimum=3") == OptionSet("value.stutter=2, minimum=3",
                                                                        {"value.stutter": "2", "minimum": "3"})
    (tmp_path / "a.json").write_text('{"value.stutter": 1.5, "flowers": false}')
    (tmp_path / "b.toml").write_text('"value.stutter" = 2\nminimum = 3.5\n')
    assert parse_option_set(str(tmp_path / "a.json")).options == {"value.stutter": "1.5", "flowers": "false"}
    assert parse_option_set(str(tmp_path / "b.toml")).options == {"value.stutter": "2", "minimum": "3.5"}
    with pytest.raises(OptionError, match="k=v,k=v or an option file"):
        parse_option_set("no-such-file")
    (tmp_path / "c.json").write_text("[1]")
    with pytest.raises(OptionError, match="one table of options"):
        parse_option_set(str(tmp_path / "c.json"))


def test_paired_difference_by_its_formula() -> None:
    # three games, (gain sum, wins): base ratio 30/3 = 10, other 45/3 = 15
    base = [(Fraction(10), 1), (Fraction(0), 0), (Fraction(20), 2)]
    other = [(Fraction(15), 1), (Fraction(0), 0), (Fraction(30), 2)]
    diff, ci = paired_difference(base, other)
    # per game: (y - R·n)/n̄ with n̄ = 1 → base 0, 0, 0 and other 0, 0, 0: the games agree exactly
    assert diff == 5 and ci == ["5.00", "5.00"]
    other = [(Fraction(16), 1), (Fraction(0), 0), (Fraction(28), 2)]  # ratio 44/3
    diff, ci = paired_difference(base, other)
    r = Fraction(44, 3)
    d = [float(16 - r), 0.0, float(28 - 2 * r)]  # base contributions are all 0
    mean = sum(d) / 3
    se = math.sqrt(sum((x - mean) ** 2 for x in d) / 2 / 3)
    assert diff == r - 10 and ci == [f"{float(r - 10) - 1.96 * se:.2f}", f"{float(r - 10) + 1.96 * se:.2f}"]
    assert paired_difference([(Fraction(0), 0)] * 2, other[:2]) is None


def test_doubling_vanilla_doubles_what_vanilla_hands_pay() -> None:
    records: dict[int, list[str]] = {0: [], 1: []}
    runs = compare("tianjin", {}, [OptionSet("double", {"value.vanilla": "4"})], 4, 1, bot="efficiency",
                   each=lambda k, g: records[k].append(g.record))
    wins = {k: [e for text in recs for e in map(json.loads, text.splitlines()) if e.get("e") == "win"]
            for k, recs in records.items()}
    # the same games: the efficiency bot does not read values, so every win comes again, with its patterns
    assert [(w["seat"], w["patterns"]) for w in wins[0]] == [(w["seat"], w["patterns"]) for w in wins[1]]
    vanilla = [w for w in wins[0] if "vanilla" in w["patterns"]]
    assert vanilla and not any(BARS & set(w["patterns"]) for w in vanilla)  # no bar paid on top of the total
    base_mean = sum(Fraction(w["payments"][w["seat"]]) for w in vanilla) / len(vanilla)
    data = comparison(runs)
    row = data["patterns"]["vanilla"]
    # 2 → 4 doubles the product, so each vanilla win pays twice as much: the difference is the base's mean paid
    assert row["differences"][0]["mean_paid"] == f"{float(base_mean):.2f}"
    low, high = map(float, row["differences"][0]["mean_paid_ci"])
    assert 0 < low <= float(base_mean) <= high
    assert row["sets"][0]["wins"] == row["sets"][1]["wins"] == len(vanilla)
    assert data["sets"][0]["label"] == "base" and data["sets"][1]["options"] == {"value.vanilla": "4"}
    assert data["patterns"]["go_fish"]["differences"][0]["mean_paid"] == "0.00"  # a joker's hand is no vanilla


def test_cli_compare_json_page_and_a_bad_set(tmp_path: Path) -> None:
    cmd = [str(Path(sys.executable).with_name("polymahjong")), "simulate", "--variant", "tianjin", "--games", "2",
           "--seed", "1", "--bot", "efficiency", "--json"]
    page = tmp_path / "whatif.html"
    out = subprocess.run(cmd + ["--compare", "value.vanilla=3", "--report", str(page)], capture_output=True,
                         text=True, check=True)
    data = json.loads(out.stdout)
    assert [s["label"] for s in data["sets"]] == ["base", "value.vanilla=3"]
    assert data["sets"][0]["digest"] != data["sets"][1]["digest"]
    text = page.read_text(encoding="utf-8")
    root = ET.fromstring(re.sub(r"(<script[^>]*>).*?(</script>)", r"\1\2", text, flags=re.S))  # scripts aside:
    # well-formed, one row per pattern and every win, and the differences chart
    at = text.index("[", text.index('"chart-differences",'))
    (chart,) = json.JSONDecoder().raw_decode(text, at)[0]
    assert chart["customdata"] == [pid for pid, row in [("every win", data["every_win"]), *data["patterns"].items()]
                                   if row["differences"][0]["mean_paid"] is not None]
    rows = {r.get("data-pattern"): r for r in root.iter("tr") if r.get("data-pattern")}
    assert list(rows) == ["every win", *data["patterns"]]
    for pid, row in rows.items():
        want = (data["every_win"] if pid == "every win" else data["patterns"][pid])["differences"][0]
        got = {td.get("data-field"): "".join(td.itertext()) for td in row.iter("td") if td.get("data-field")}
        assert got["difference_mean_paid"] == want["mean_paid"]
        assert got["difference_mean_paid_ci"] == "–".join(want["mean_paid_ci"])
    bad = subprocess.run(cmd + ["--compare", "value.nothing=3"], capture_output=True, text=True)
    assert bad.returncode == 2 and "value.nothing" in bad.stderr
