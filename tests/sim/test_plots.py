"""The report's charts: exact scales and tick labels, a log scale where the figures span a wide range, the
report's own numbers on the bars, another unit drawn off the scale, crowded points numbered."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from fractions import Fraction

import pytest

from polymahjong.sim.plots import frequency_chart, scatter_chart, totals_chart, value_chart
from polymahjong.sim.svgchart import decade, linear, nice_step, scale_for

SVG = "{http://www.w3.org/2000/svg}"


def row(wins: int, per_100_wins: str, value_sum: object, paid_sum: object, mean_value: str, mean_paid: str) -> dict:
    return {"wins": wins, "per_100_wins": per_100_wins, "per_100_rounds": "0.00", "mean_value": mean_value,
            "mean_paid": mean_paid, "value_sum": value_sum, "paid_sum": paid_sum}


#: 300 wins: closed hand in 200 (2.6 fan each), seat wind in 30, a limit hand in 1.
PATTERNS = {
    "closed_hand": row(200, "66.67", 520, 900, "2.60", "4.50"),
    "seat_wind": row(30, "10.00", 30, "301/2", "1.00", "5.02"),
    "thirteen_orphans": row(1, "0.33", 1, 200, "1.00", "200.00"),
}
NAMES = {"closed_hand": "Closed hand", "seat_wind": "Seat wind", "thirteen_orphans": "Thirteen Orphans"}
EVERY = {"wins": 300, "mean_value": "2.90", "mean_paid": "5.00", "value_sum": 870, "paid_sum": 1500}


@pytest.mark.parametrize("v, k", [(Fraction(1), 0), (Fraction(99, 10), 0), (Fraction(10), 1), (Fraction(1, 100), -2),
                                  (Fraction(3, 1000), -3)])
def test_decades_are_exact(v: Fraction, k: int) -> None:
    assert decade(v) == k


def test_linear_ticks_are_exact_nice_steps() -> None:
    assert nice_step(Fraction(13, 5)) == Fraction(1, 1) and nice_step(Fraction(100)) == 20
    scale = linear([Fraction(13, 5), Fraction(3, 5)], 0.0, 100.0)
    assert (scale.lo, scale.hi, scale.ticks()) == (0, 3, [0, 1, 2, 3]) and not scale.log
    assert scale(Fraction(3, 2)) == 50.0
    negative = linear([Fraction(-3), Fraction(7)], 0.0, 120.0)
    assert negative.ticks() == [-4, -2, 0, 2, 4, 6, 8] and negative(Fraction(0)) == 40.0


def test_a_log_scale_where_it_helps() -> None:
    wide = scale_for([Fraction(1, 3), Fraction(200, 3)], 0.0, 300.0)
    assert wide.log and (wide.lo, wide.hi) == (Fraction(1, 10), 100) and wide.ticks() == [Fraction(1, 10), 1, 10, 100]
    assert wide(Fraction(1)) == pytest.approx(100.0)
    assert not scale_for([Fraction(2), Fraction(19)], 0.0, 1.0).log       # less than ten times apart
    assert not scale_for([Fraction(0), Fraction(500)], 0.0, 1.0).log      # a zero has no logarithm
    narrow = scale_for([Fraction(2), Fraction(30)], 0.0, 1.0)
    assert narrow.log and narrow.ticks() == [1, 2, 5, 10, 20, 50, 100]    # under three decades: 2 and 5 marked


def test_bars_carry_the_reports_text_and_sort() -> None:
    svg = ET.fromstring(frequency_chart(PATTERNS, 300, NAMES, "fan"))
    bars = svg.findall(f"{SVG}rect")
    assert [b.get("data-pattern") for b in bars] == ["closed_hand", "seat_wind", "thirteen_orphans"]
    widths = [float(b.get("width")) for b in bars]
    assert widths[0] > widths[1] > widths[2] > 0
    words = [t.text for t in svg.iter(f"{SVG}text")]
    assert {"66.67", "10.00", "0.33", "Closed hand", "Thirteen Orphans"} <= set(words)
    assert "Closed hand: 200 wins, 66.67 per 100 wins, mean value 2.60 fan, mean paid 4.50" in [
        t.text for t in svg.iter(f"{SVG}title")]


def test_a_value_in_another_unit_is_drawn_off_the_scale() -> None:
    units = {"closed_hand": "fan", "seat_wind": "fan", "thirteen_orphans": "limits"}
    svg = ET.fromstring(value_chart(PATTERNS, NAMES, "fan", units))
    bars = svg.findall(f"{SVG}rect")
    value_bars, paid_bars = bars[:3], bars[3:]
    assert [b.get("data-pattern") for b in value_bars] == ["thirteen_orphans", "closed_hand", "seat_wind"]
    assert value_bars[0].get("fill") == "none" and value_bars[0].get("stroke-dasharray")
    assert [b.get("data-pattern") for b in paid_bars] == ["thirteen_orphans", "closed_hand", "seat_wind"]
    words = [t.text for t in svg.iter(f"{SVG}text")]
    assert "1.00 limits" in words and "2.60" in words and "5.02" in words
    ticks = [t.text for t in svg.iter(f"{SVG}text") if t.get("text-anchor") == "middle"]
    assert ticks[:4] == ["0", "1", "2", "3"]  # the fan scale, the limit hand left out of it


def test_the_scatter_names_its_points_or_numbers_crowded_ones() -> None:
    svg = ET.fromstring(scatter_chart(PATTERNS, 300, NAMES, EVERY, "fan"))
    points = svg.findall(f"{SVG}circle")
    assert sorted(p.get("data-pattern") for p in points) == sorted(PATTERNS)
    words = [t.text for t in svg.iter(f"{SVG}text")]
    assert "wins with the pattern per 100 wins (log scale)" in words and "mean paid to the winner (log scale)" in words
    assert "dashed: every win, mean paid 5.00" in words and "Closed hand" in words
    crowded = {f"p{i}": row(10, "3.33", 10, 50, "1.00", "5.00") for i in range(4)}  # four at one place
    svg = ET.fromstring(scatter_chart(crowded, 300, {}, EVERY, "fan"))
    words = [t.text for t in svg.iter(f"{SVG}text")]
    named = [w for w in words if w in crowded]
    numbered = [w for w in words if w.split()[0].isdigit() and w.split()[-1] in crowded]
    assert len(named) + len(numbered) == 4 and numbered  # each point labelled once: by name, or number + legend


def test_totals_show_each_total_exactly() -> None:
    totals = [{"total": "13/5", "wins": 3, "per_100_wins": "75.00", "mean_paid": "2.00", "paid_sum": 6},
              {"total": 4, "wins": 1, "per_100_wins": "25.00", "mean_paid": "7.50", "paid_sum": "15/2"}]
    svg = ET.fromstring(totals_chart(totals, "fan"))
    assert [b.get("data-total") for b in svg.findall(f"{SVG}rect")] == ["13/5", "4", "13/5", "4"]
    words = [t.text for t in svg.iter(f"{SVG}text")]
    assert {"2.6 fan", "4 fan", "3", "7.50"} <= set(words)
