"""Balance: each pattern's value against its frequency, the least squares curve of ln value on ln frequency,
the patterns far from it flagged, and a suggested value where the document leaves the value open, checked on
hand-made wins whose fit is worked out here from the made-up numbers."""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

import pytest

from polymahjong.sim.balance import FACTOR, balance, nearest_accepted, variant_balance
from polymahjong.sim.stats import PatternStats
from polymahjong.variants.registry import ruleset


def win(patterns: dict[str, Any]) -> dict[str, Any]:
    return {"e": "win", "seat": 0, "payments": [3, -1, -1, -1], "value": str(sum(map(Fraction, patterns.values()))),
            "patterns": list(patterns), "pattern_values": list(patterns.values())}


def hand_made() -> PatternStats:
    """20 wins: a in every one (1 each), b in the first 10 (2), g in the other 10 (6), c in the first 5 (4),
    d in wins 5 and 6 (1 and 3: mean 2), e in win 7 (20), a limit hand in win 8, a pattern worth 0 in win 9."""
    stats = PatternStats()
    for i in range(20):
        pats: dict[str, Any] = {"a": 1, ("b" if i < 10 else "g"): 2 if i < 10 else 6}
        if i < 5:
            pats["c"] = 4
        if i in (5, 6):
            pats["d"] = 1 if i == 5 else 3
        extra = {7: ("e", 20), 8: ("lim", 1), 9: ("z", 0)}
        if i in extra:
            pats[extra[i][0]] = extra[i][1]
        stats.add_win(win(pats))
    return stats


#: (frequency, mean value) of the points the curve is fitted to, from the made-up wins above.
POINTS = {"a": (1.0, 1.0), "b": (0.5, 2.0), "g": (0.5, 6.0), "c": (0.25, 4.0), "d": (0.1, 2.0), "e": (0.05, 20.0)}


def by_hand() -> tuple[float, float, dict[str, float]]:
    """The least squares line of ln v on ln f through POINTS, by its textbook formulas; each point's v / curve."""
    xs = {p: math.log(f) for p, (f, _) in POINTS.items()}
    ys = {p: math.log(v) for p, (_, v) in POINTS.items()}
    mx, my = sum(xs.values()) / 6, sum(ys.values()) / 6
    slope = sum((xs[p] - mx) * (ys[p] - my) for p in POINTS) / sum((x - mx) ** 2 for x in xs.values())
    intercept = my - slope * mx
    return intercept, slope, {p: math.exp(ys[p] - intercept - slope * xs[p]) for p in POINTS}


def fifths(option: str, value: Fraction) -> bool:
    return (value * 5).denominator == 1


def test_the_curve_and_the_flags_of_hand_made_wins() -> None:
    stats = hand_made()
    rows = stats.report(rounds=20, games=1)
    units = {pid: "fan" for pid in rows} | {"lim": "limits"}
    got = balance(rows, stats.wins, "fan", units, {"value.d": Fraction(2), "value.g": Fraction(6)}, fifths)
    intercept, slope, ratio = by_hand()
    fit = got["fit"]
    assert fit["points"] == 6
    assert float(fit["intercept"]) == pytest.approx(intercept, abs=5e-5)
    assert float(fit["slope"]) == pytest.approx(slope, abs=5e-5)
    residuals = [math.log(r) for r in ratio.values()]
    assert float(fit["residual_sd"]) == pytest.approx(math.sqrt(sum(r * r for r in residuals) / 4), abs=5e-5)
    for pid, (f, v) in POINTS.items():
        row = got["patterns"][pid]
        assert row["ratio"] == f"{ratio[pid]:.2f}" and row["curve_value"] == f"{v / ratio[pid]:.2f}"
    # d (2 at a tenth of the wins) is far below the curve, g (6 in half the wins) far above; the rest within 2x
    assert {pid: r["flag"] for pid, r in got["patterns"].items() if r.get("flag")} == {"d": "low", "g": "high"}
    assert ratio["d"] < 1 / FACTOR and ratio["g"] > FACTOR
    assert all(1 / FACTOR <= ratio[p] <= FACTOR for p in "abce")
    # the suggestions: the option times curve / value, to the nearest fifth (what `fifths` accepts)
    for pid, option in (("d", 2), ("g", 6)):
        target = option / ratio[pid]
        assert got["patterns"][pid]["suggestion"] == {
            "option": f"value.{pid}", "value": str(option), "suggested": f"{round(target * 5) / 5:.1f}".rstrip("0")
            .rstrip(".")}
    assert got["patterns"]["lim"]["excluded"] == "counted in limits, not fan"
    assert got["patterns"]["z"]["excluded"] == "no positive value"
    assert got["patterns"]["d"]["mean_value"] == "2.00"  # the mean of its own values, 1 and 3
    assert "least squares of ln(mean value) on ln(frequency)" in got["method"] and "floats" in got["method"]
    assert "more than 2 times" in got["threshold"]


def test_no_curve_from_too_few_patterns() -> None:
    stats = PatternStats()
    stats.add_win(win({"a": 1, "b": 2}))
    stats.add_win(win({"a": 1}))
    got = balance(stats.report(2, 1), stats.wins, "fan", {}, {}, fifths)
    assert got["fit"] is None
    assert all(r["excluded"].startswith("no curve") for r in got["patterns"].values())


def test_the_nearest_accepted_value() -> None:
    assert nearest_accepted(1.31, "x", fifths) == Fraction(7, 5)
    assert nearest_accepted(2.3, "x", lambda o, v: v.denominator == 1) == 2
    assert nearest_accepted(0.04, "x", fifths) == Fraction(1, 5)  # above zero
    assert nearest_accepted(3.0, "x", lambda o, v: False) is None


def rows_of(points: dict[str, tuple[int, Fraction]], wins: int) -> dict[str, dict[str, Any]]:
    """Pattern rows as simulate --json gives them, for patterns seen ``k`` times with mean value ``v``."""
    return {pid: {"wins": k, "per_100_wins": f"{100 * k / wins:.2f}", "mean_value": f"{float(v):.2f}",
                  "value_sum": str(v * k)} for pid, (k, v) in points.items()}


def test_uzje_suggests_for_provisional_values_only() -> None:
    uzje = ruleset("uzje")
    rows = rows_of({"self_draw": (10, Fraction(8)), "closed_hand": (20, Fraction(13, 5)),
                    "seven_pairs": (2, Fraction(2)), "stutter": (5, Fraction(1)), "purity": (1, Fraction(7)),
                    "crossing_the_sea": (1, Fraction(1))}, 20)
    got = variant_balance(uzje, rows, 20)["patterns"]
    assert got["crossing_the_sea"]["excluded"] == "counted in limits, not fan"
    assert got["self_draw"]["flag"] == "high" and got["self_draw"]["suggestion"] is None  # fixed by the document
    flagged = {pid for pid, r in got.items() if r.get("flag") and pid != "self_draw"}
    assert flagged
    for pid in flagged:  # provisional or open: a value in steps of 0.2 fan, as the document wants
        suggestion = got[pid]["suggestion"]
        assert suggestion["option"] == f"value.{pid}" and (Fraction(suggestion["suggested"]) * 5).denominator == 1
        assert Fraction(suggestion["value"]) == Fraction(str(uzje.options[f"value.{pid}"]))


def test_tianjin_suggests_whole_points_for_its_open_values() -> None:
    rows = rows_of({"go_fish": (10, Fraction(2)), "dragon": (2, Fraction(4)), "quinquennial": (5, Fraction(3)),
                    "vanilla": (1, Fraction(2)), "jokers_dragon": (1, Fraction(8))}, 20)
    got = variant_balance(ruleset("tianjin"), rows, 20)["patterns"]
    assert got["vanilla"]["flag"] == "low"
    suggestion = got["vanilla"]["suggestion"]
    assert suggestion["option"] == "value.vanilla" and suggestion["value"] == "2"
    assert Fraction(suggestion["suggested"]).denominator == 1 and int(suggestion["suggested"]) > 2
