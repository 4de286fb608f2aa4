"""The report's charts (Plotly figures): the report's own numbers on the bars and in the hover, error bars from
the 95% intervals, a log axis where the figures span a wide range, another unit kept off the value axis, the
balance curve with its band and flagged points, and the what-if differences."""
from __future__ import annotations

import math
from typing import Any

import pytest

from polymahjong.sim.plots import (axis_type, balance_chart, chart_html, difference_chart, errors, frequency_chart,
                                   log_range, scatter_chart, totals_chart, value_chart)


def row(wins: int, per_100_wins: str, value_sum: object, paid_sum: object, mean_value: str, mean_paid: str,
        paid_ci: list[str] | None = None) -> dict[str, Any]:
    return {"wins": wins, "per_100_wins": per_100_wins, "per_100_wins_ci": ["1.00", "99.00"], "per_100_rounds": "0.00",
            "mean_value": mean_value, "mean_value_ci": None, "mean_paid": mean_paid, "mean_paid_ci": paid_ci,
            "value_sum": value_sum, "paid_sum": paid_sum}


#: 300 wins: closed hand in 200 (2.6 fan each), seat wind in 30, a limit hand in 1.
PATTERNS = {
    "closed_hand": row(200, "66.67", 520, 900, "2.60", "4.50", ["4.00", "5.00"]),
    "seat_wind": row(30, "10.00", 30, "301/2", "1.00", "5.02"),
    "thirteen_orphans": row(1, "0.33", 1, 200, "1.00", "200.00"),
}
NAMES = {"closed_hand": "Closed hand", "seat_wind": "Seat wind", "thirteen_orphans": "Thirteen Orphans"}
EVERY = {"wins": 300, "mean_value": "2.90", "mean_paid": "5.00", "value_sum": 870, "paid_sum": 1500}


def test_error_bars_come_from_the_intervals() -> None:
    assert errors([4.5, 2.0], [["4.00", "5.25"], None]) == {
        "type": "data", "symmetric": False, "color": "#333333", "thickness": 1, "array": [0.75, 0.0],
        "arrayminus": [0.5, 0.0]}
    assert axis_type([0.5, 5.0]) == "log" and axis_type([2.0, 19.0]) == "linear" and axis_type([0.0, 500.0]) == "linear"
    # a log axis spans the points and the positive bounds: an interval down to zero or below runs off its bottom
    assert log_range([1.0, 100.0], [["-5.00", "1000.00"], ["0.00", "2.00"], None]) == pytest.approx([-0.1, 3.1])


def test_bars_carry_the_reports_text_and_sort() -> None:
    bar = frequency_chart(PATTERNS, 300, NAMES, "fan").data[0]
    assert list(bar.customdata) == ["closed_hand", "seat_wind", "thirteen_orphans"]
    assert list(bar.x) == pytest.approx([200 / 3, 10.0, 1 / 3]) and list(bar.text) == ["66.67", "10.00", "0.33"]
    assert list(bar.y) == ["Closed hand", "Seat wind", "Thirteen Orphans"]
    assert bar.hovertext[0] == ("<b>Closed hand</b><br>200 wins, 66.67 [95%: 1.00–99.00] per 100 wins<br>"
                                "mean value 2.60 fan<br>mean paid 4.50 [95%: 4.00–5.00]")
    assert bar.error_x.array[0] == pytest.approx(99 - 200 / 3)


def test_a_value_in_another_unit_is_kept_off_the_value_axis() -> None:
    units = {"closed_hand": "fan", "seat_wind": "fan", "thirteen_orphans": "limits"}
    value, paid = value_chart(PATTERNS, NAMES, "fan", units).data
    assert list(value.customdata) == ["closed_hand", "seat_wind"] and list(value.text) == ["2.60", "1.00"]
    assert list(paid.customdata) == ["thirteen_orphans", "closed_hand", "seat_wind"]
    assert paid.y[0] == "Thirteen Orphans (1.00 limits)" and list(paid.text) == ["200.00", "4.50", "5.02"]
    assert list(value.x) == pytest.approx([2.6, 1.0]) and paid.x[2] == pytest.approx(150.5 / 30)


def test_the_scatter_is_log_where_wide_with_every_wins_line() -> None:
    fig = scatter_chart(PATTERNS, 300, NAMES, EVERY, "fan")
    point = fig.data[0]
    assert sorted(point.customdata) == sorted(PATTERNS) and list(point.text) == list(NAMES.values())
    assert fig.layout.xaxis.type == "log" and fig.layout.yaxis.type == "log"
    assert list(fig.layout.yaxis.range) == pytest.approx([math.log10(4.0) - 0.1, math.log10(200.0) + 0.1])
    assert fig.layout.xaxis.title.text == "wins with the pattern per 100 wins (log scale)"
    line = fig.layout.shapes[0]
    assert line.y0 == line.y1 == 5.0 and line.line.dash == "dash"
    words = fig.layout.annotations[0]
    assert words.text == "every win: mean paid 5.00" and words.y == pytest.approx(math.log10(5.0))  # log axis


def test_totals_show_each_total_exactly() -> None:
    totals = [{"total": "13/5", "wins": 3, "per_100_wins": "75.00", "per_100_wins_ci": None, "mean_paid": "2.00",
               "mean_paid_ci": ["1.00", "3.00"], "paid_sum": 6},
              {"total": 4, "wins": 1, "per_100_wins": "25.00", "per_100_wins_ci": None, "mean_paid": "7.50",
               "mean_paid_ci": None, "paid_sum": "15/2"}]
    wins, paid = totals_chart(totals, "fan").data
    assert list(wins.y) == ["2.6 fan", "4 fan"] and list(wins.customdata) == ["13/5", "4"]
    assert list(wins.text) == ["3", "1"] and list(paid.text) == ["2.00", "7.50"]
    assert paid.hovertext[1].endswith("mean paid 7.50<br>paid in all 7.5")


def test_the_balance_chart_draws_the_curve_its_band_and_the_flags() -> None:
    patterns = {"a": row(10, "50.00", 10, 10, "1.00", "1.00"), "b": row(2, "10.00", 16, 10, "8.00", "5.00")}
    balance = {"factor": 2, "fit": {"intercept": "0.5000", "slope": "-0.5000"}, "patterns": {
        "a": {"per_100_wins": "50.00", "mean_value": "1.00", "curve_value": "2.33", "ratio": "0.43", "flag": "low",
              "suggestion": {"option": "value.a", "value": "1", "suggested": "2.4"}},
        "b": {"per_100_wins": "10.00", "mean_value": "8.00", "curve_value": "5.21", "ratio": "1.53", "flag": None,
              "suggestion": None},
        "c": {"per_100_wins": "5.00", "mean_value": "1.00", "excluded": "counted in limits, not fan"}}}
    fig = balance_chart(balance, patterns, 20, {"a": "A"}, "fan")
    curve, above, below = fig.data[:3]
    assert curve.y[0] == pytest.approx(math.exp(0.5 - 0.5 * math.log(0.10)))  # the curve at b's frequency
    assert above.y[0] == pytest.approx(2 * curve.y[0]) and below.y[-1] == pytest.approx(curve.y[-1] / 2)
    by_flag = {t.name: list(t.customdata) for t in fig.data[3:]}
    assert by_flag == {"within the band": ["b"], "high": [], "low": ["a"]}  # c left out: another unit
    low = fig.data[5]
    assert low.hovertext[0].endswith("flagged: low<br>suggestion: value.a = 2.4 (now 1)")
    assert fig.layout.xaxis.type == fig.layout.yaxis.type == "log"


def test_the_what_if_differences() -> None:
    diff = {"mean_paid": "2.50", "mean_paid_ci": ["1.00", "4.00"], "per_100_wins": "0.00", "per_100_wins_ci": None}
    rows = [("every win", {"differences": [diff]}), ("x", {"differences": [{**diff, "mean_paid": None}]})]
    fig = difference_chart(rows, ["base", "x=2"], {})
    assert fig is not None and len(fig.data) == 1 and list(fig.data[0].customdata) == ["every win"]
    assert fig.data[0].error_x.arrayminus[0] == pytest.approx(1.5) and fig.data[0].name == "x=2"
    assert difference_chart(rows[1:], ["base", "x=2"], {}) is None


def test_a_chart_in_the_page_is_its_div_and_script_the_same_each_time() -> None:
    fig = frequency_chart(PATTERNS, 300, NAMES, "fan")
    html = chart_html(fig, "frequency")
    assert 'id="chart-frequency"' in html and 'Plotly.newPlot(' in html and "\"displaylogo\": false" in html
    assert "<script src" not in html and html == chart_html(frequency_chart(PATTERNS, 300, NAMES, "fan"), "frequency")
