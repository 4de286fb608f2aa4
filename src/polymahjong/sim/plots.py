"""The playtest report's charts, drawn with Plotly: how often each pattern occurs, what it is worth and pays,
how often against what it pays, the hands by total, and each pattern's value against the balance curve.

Each function takes the figures of :meth:`polymahjong.sim.runner.Summary.as_dict` (its ``patterns`` rows keyed
by pattern id, ``all_wins``, ``totals`` and ``balance``) and returns a :class:`plotly.graph_objects.Figure`.
Positions come from the exact sums (a mean is ``Fraction(value_sum) / wins``) and become floats only for
drawing; error bars are the rows' 95% intervals; hovering a bar or point shows the report's own text (its
rounded decimals, exact totals) with the intervals. Axes whose figures span a wide range are logarithmic
(:data:`LOG_RATIO`); every chart zooms (drag a box; double-click to reset). :func:`chart_html` writes a figure
into the page, :func:`plotly_js` is the library's script, inlined once in the page so that it opens offline.
"""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Any, Mapping, Sequence

import plotly.graph_objects as go
from plotly.offline import get_plotlyjs
from plotly.subplots import make_subplots

from polymahjong.render.text import number
from polymahjong.sim.figures import figure, within
from polymahjong.sim.settings import with_unit

Row = Mapping[str, Any]

#: Figures spanning at least this ratio (largest / smallest, all positive) are drawn on a log axis.
LOG_RATIO = 10
INK = {"often": "#4c78a8", "value": "#f58518", "paid": "#54a24b", "point": "#e45756", "total": "#72b7b2",
       "high": "#d62728", "low": "#1f77b4", "fit": "#555555"}
#: What the page's charts allow: no logo, no link out, the camera button saves a PNG.
CONFIG = {"displaylogo": False, "responsive": True, "toImageButtonOptions": {"format": "png"}}
ROW = 26  # pixels per pattern in a bar chart


def mean(row: Row, total: str) -> Fraction:
    """A row's exact mean of ``total`` (``"value_sum"`` or ``"paid_sum"``) per win."""
    return Fraction(row[total]) / row["wins"]


def often(row: Row, wins: int) -> Fraction:
    """A row's exact wins per 100 wins."""
    return Fraction(100 * row["wins"], wins)


def axis_type(values: Sequence[float]) -> str:
    """``"log"`` for positive values spanning :data:`LOG_RATIO` or more, else ``"linear"``."""
    return "log" if values and min(values) > 0 and max(values) >= LOG_RATIO * min(values) else "linear"


def log_range(values: Sequence[float], bounds: Sequence[list[str] | None]) -> list[float]:
    """A log axis' range (in decades) over the positive ``values`` and interval bounds, a little beyond them: an
    interval reaching zero or below runs off the axis' bottom instead of stretching it without end."""
    shown = [v for v in values if v > 0] + [float(x) for b in bounds if b for x in b if float(x) > 0]
    return [math.log10(min(shown)) - 0.1, math.log10(max(shown)) + 0.1]


def errors(centres: Sequence[float], bounds: Sequence[list[str] | None]) -> dict[str, Any]:
    """Plotly error bars (``error_x`` or ``error_y``) from each figure's 95% interval (none where it has none)."""
    return {"type": "data", "symmetric": False, "color": "#333333", "thickness": 1,
            "array": [float(b[1]) - c if b else 0.0 for c, b in zip(centres, bounds)],
            "arrayminus": [c - float(b[0]) if b else 0.0 for c, b in zip(centres, bounds)]}


def hover(name: str, row: Row, unit: str) -> str:
    """A pattern's figures on hover, each with its 95% interval where the row has one."""
    return (f"<b>{name}</b><br>{row['wins']} wins, {figure(row, 'per_100_wins')} per 100 wins<br>"
            f"mean value {with_unit(row['mean_value'], unit)}{within(row, 'mean_value')}<br>"
            f"mean paid {figure(row, 'mean_paid')}")


def _layout(fig: go.Figure, title: str, height: int) -> go.Figure:
    fig.update_layout(title=title, template="plotly_white", height=height, margin={"l": 20, "r": 20, "t": 60,
                                                                                     "b": 50},
                      hoverlabel={"align": "left"}, showlegend=False)
    return fig


def frequency_chart(patterns: Mapping[str, Row], wins: int, names: Mapping[str, str], unit: str) -> go.Figure:
    """Per pattern, wins per 100 wins as a horizontal bar with its interval, most frequent on top."""
    order = sorted(patterns, key=lambda pid: (-patterns[pid]["wins"], pid))
    xs = [float(often(patterns[pid], wins)) for pid in order]
    fig = go.Figure(go.Bar(
        x=xs, y=[names.get(pid, pid) for pid in order], orientation="h", marker_color=INK["often"],
        error_x=errors(xs, [patterns[pid]["per_100_wins_ci"] for pid in order]), customdata=order,
        text=[patterns[pid]["per_100_wins"] for pid in order], textposition="outside", cliponaxis=False,
        hovertext=[hover(names.get(pid, pid), patterns[pid], unit) for pid in order], hoverinfo="text"))
    fig.update_yaxes(autorange="reversed")
    fig.update_xaxes(title="wins with the pattern per 100 wins (95% interval)")
    return _layout(fig, "How often: wins with the pattern per 100 wins", 120 + ROW * len(order))


def value_chart(patterns: Mapping[str, Row], names: Mapping[str, str], unit: str,
                units: Mapping[str, str]) -> go.Figure:
    """Per pattern its mean value (in ``unit``) and the winner's mean gain, side by side, highest value first.
    A pattern counted in another unit (a limit hand) has no value bar (its value is in its label and hover)."""
    order = sorted(patterns, key=lambda pid: (units.get(pid, unit) == unit, -mean(patterns[pid], "value_sum"), pid))
    own = [pid for pid in order if units.get(pid, unit) == unit]
    other = [pid for pid in order if pid not in own]
    label = {pid: names.get(pid, pid) + (f" ({with_unit(patterns[pid]['mean_value'], units[pid])})"
                                          if pid in other else "") for pid in order}
    fig = make_subplots(rows=1, cols=2, shared_yaxes=True, horizontal_spacing=0.08,
                        subplot_titles=(f"mean value ({unit})" if unit else "mean value", "mean paid to the winner"))
    values = [float(mean(patterns[pid], "value_sum")) for pid in own]
    fig.add_trace(go.Bar(x=values, y=[label[pid] for pid in own], orientation="h", marker_color=INK["value"],
                         error_x=errors(values, [patterns[pid]["mean_value_ci"] for pid in own]), customdata=own,
                         text=[patterns[pid]["mean_value"] for pid in own], textposition="outside", cliponaxis=False,
                         hovertext=[hover(label[pid], patterns[pid], unit) for pid in own], hoverinfo="text"), 1, 1)
    paid = [float(mean(patterns[pid], "paid_sum")) for pid in order]
    fig.add_trace(go.Bar(x=paid, y=[label[pid] for pid in order], orientation="h", marker_color=INK["paid"],
                         error_x=errors(paid, [patterns[pid]["mean_paid_ci"] for pid in order]), customdata=order,
                         text=[patterns[pid]["mean_paid"] for pid in order], textposition="outside",
                         cliponaxis=False, hovertext=[hover(label[pid], patterns[pid], units.get(pid, unit))
                                                      for pid in order], hoverinfo="text"), 1, 2)
    fig.update_yaxes(autorange="reversed", categoryorder="array", categoryarray=[label[pid] for pid in order])
    return _layout(fig, "What a pattern is worth, and what the hands that have it paid", 140 + ROW * len(order))


def scatter_chart(patterns: Mapping[str, Row], wins: int, names: Mapping[str, str], all_wins: Row,
                  unit: str) -> go.Figure:
    """Per pattern a point: how often (wins per 100 wins) against the winner's mean gain, with both intervals;
    each axis logarithmic where the figures span a wide range; a dashed line marks the mean gain of every win."""
    pids = list(patterns)
    xs = [float(often(patterns[pid], wins)) for pid in pids]
    ys = [float(mean(patterns[pid], "paid_sum")) for pid in pids]
    fig = go.Figure(go.Scatter(
        x=xs, y=ys, mode="markers+text", text=[names.get(pid, pid) for pid in pids], textposition="top center",
        marker={"color": INK["point"], "size": 9}, customdata=pids,
        error_x=errors(xs, [patterns[pid]["per_100_wins_ci"] for pid in pids]),
        error_y=errors(ys, [patterns[pid]["mean_paid_ci"] for pid in pids]),
        hovertext=[hover(names.get(pid, pid), patterns[pid], unit) for pid in pids], hoverinfo="text"))
    if all_wins["wins"]:
        every = float(mean(all_wins, "paid_sum"))
        fig.add_hline(y=every, line_dash="dash", line_color="#888888")
        ys = [*ys, every]
        # the line's words placed by hand: Plotly places a line's own annotation wrongly on a log axis
        fig.add_annotation(text=f"every win: mean paid {all_wins['mean_paid']}", showarrow=False, xref="paper",
                           x=1, xanchor="right", yanchor="bottom",
                           y=math.log10(every) if axis_type(ys) == "log" else every)
    for axis, values, field, title in ((fig.update_xaxes, xs, "per_100_wins_ci", "wins with the pattern per 100 wins"),
                                       (fig.update_yaxes, ys, "mean_paid_ci", "mean paid to the winner")):
        if axis_type(values) == "log":
            axis(type="log", title=f"{title} (log scale)",
                 range=log_range(values, [patterns[pid][field] for pid in pids]))
        else:
            axis(type="linear", title=title)
    return _layout(fig, "How often against what it pays", 520)


def totals_chart(totals: Sequence[Row], unit: str) -> go.Figure:
    """Wins by hand total, and the winner's mean gain at each total, lowest total first."""
    labels = [with_unit(number(Fraction(row["total"])), unit) for row in totals]
    tips = [f"<b>{label}</b><br>{row['wins']} wins, {figure(row, 'per_100_wins')} per 100 wins<br>mean paid "
            f"{figure(row, 'mean_paid')}<br>paid in all {number(Fraction(row['paid_sum']))}"
            for label, row in zip(labels, totals)]
    keys = [str(row["total"]) for row in totals]
    fig = make_subplots(rows=1, cols=2, shared_yaxes=True, horizontal_spacing=0.08,
                        subplot_titles=("wins", "mean paid to the winner"))
    fig.add_trace(go.Bar(x=[row["wins"] for row in totals], y=labels, orientation="h", marker_color=INK["total"],
                         text=[str(row["wins"]) for row in totals], textposition="outside", cliponaxis=False,
                         customdata=keys, hovertext=tips, hoverinfo="text"), 1, 1)
    paid = [float(mean(row, "paid_sum")) for row in totals]
    fig.add_trace(go.Bar(x=paid, y=labels, orientation="h", marker_color=INK["paid"], customdata=keys,
                         error_x=errors(paid, [row["mean_paid_ci"] for row in totals]),
                         text=[row["mean_paid"] for row in totals], textposition="outside", cliponaxis=False,
                         hovertext=tips, hoverinfo="text"), 1, 2)
    fig.update_yaxes(autorange="reversed", type="category")
    return _layout(fig, "Hands by total: how many wins had each total, and what they paid", 140 + ROW * len(totals))


def balance_chart(balance: Row, patterns: Mapping[str, Row], wins: int, names: Mapping[str, str],
                  unit: str) -> go.Figure:
    """Each pattern of the balance fit: its frequency (per 100 wins) against its mean value, on log axes, with
    the fitted curve and the band within which a pattern is not flagged (a factor either side); flagged
    patterns in colour, their suggestion in the hover."""
    rows = {pid: row for pid, row in balance["patterns"].items() if "ratio" in row}
    fit = balance["fit"]
    fig = go.Figure()
    xs = {pid: float(often(patterns[pid], wins)) for pid in rows}
    if fit:
        a, b = float(fit["intercept"]), float(fit["slope"])
        low, high = min(xs.values()), max(xs.values())
        line = [low * (high / low) ** (i / 40) for i in range(41)]
        factor = balance["factor"]
        for scale, dash, name in ((1.0, "solid", "curve"), (factor, "dot", f"×{factor}"),
                                  (1 / factor, "dot", f"×1/{factor}")):
            fig.add_trace(go.Scatter(x=line, y=[scale * math.exp(a + b * math.log(x / 100)) for x in line],
                                     mode="lines", line={"color": INK["fit"], "dash": dash, "width": 1},
                                     name=name, hoverinfo="skip"))
    for flag, ink in ((None, INK["point"]), ("high", INK["high"]), ("low", INK["low"])):
        pids = [pid for pid, row in rows.items() if row["flag"] == flag]
        fig.add_trace(go.Scatter(
            x=[xs[pid] for pid in pids], y=[float(mean(patterns[pid], "value_sum")) for pid in pids],
            mode="markers+text", text=[names.get(pid, pid) for pid in pids], textposition="top center",
            marker={"color": ink, "size": 10, "symbol": "circle" if flag is None else "diamond"},
            customdata=pids, name=flag or "within the band",
            hovertext=[_balance_hover(names.get(pid, pid), rows[pid], unit) for pid in pids], hoverinfo="text"))
    fig.update_xaxes(type="log", title="wins with the pattern per 100 wins (log scale)")
    fig.update_yaxes(type="log", title=f"mean value{f' ({unit})' if unit else ''} (log scale)")
    fig = _layout(fig, "Balance: each pattern's value against how often it comes", 520)
    fig.update_layout(showlegend=True)
    return fig


def _balance_hover(name: str, row: Row, unit: str) -> str:
    text = (f"<b>{name}</b><br>{row['per_100_wins']} per 100 wins, mean value {with_unit(row['mean_value'], unit)}"
            f"<br>curve {with_unit(row['curve_value'], unit)}, value / curve {row['ratio']}")
    if row["flag"]:
        text += f"<br>flagged: {row['flag']}"
    if row.get("suggestion"):
        s = row["suggestion"]
        text += f"<br>suggestion: {s['option']} = {s['suggested']} (now {s['value']})"
    return text


def difference_chart(rows: Sequence[tuple[str, Row]], labels: Sequence[str],
                     names: Mapping[str, str]) -> go.Figure | None:
    """A what-if run's paired differences from the base: per pattern (``every win`` first) and per later set
    (``labels[1:]``) the difference in mean paid with its 95% interval, a dotted line at zero; ``None`` when no
    difference could be computed."""
    fig = go.Figure()
    for k, label in enumerate(labels[1:]):
        found = [(pid, row["differences"][k]) for pid, row in rows if row["differences"][k]["mean_paid"] is not None]
        if not found:
            continue
        xs = [float(diff["mean_paid"]) for _, diff in found]
        fig.add_trace(go.Scatter(
            x=xs, y=[names.get(pid, pid) for pid, _ in found], mode="markers", name=label, customdata=[p for p, _ in
                                                                                                      found],
            error_x=errors(xs, [diff["mean_paid_ci"] for _, diff in found]), marker={"size": 9},
            hovertext=[f"<b>{names.get(pid, pid)}</b>, {label}<br>Δ mean paid {figure(diff, 'mean_paid')}"
                       + (f"<br>Δ per 100 wins {figure(diff, 'per_100_wins')}" if diff.get("per_100_wins") else "")
                       for pid, diff in found], hoverinfo="text"))
    if not fig.data:
        return None
    fig.add_vline(x=0, line_dash="dot", line_color="#888888")
    fig.update_yaxes(autorange="reversed", type="category")
    fig.update_xaxes(title="difference in mean paid to the winner from the base (paired, 95% interval)")
    fig = _layout(fig, "What each set changes: mean paid, against the base", 140 + ROW * len(rows))
    fig.update_layout(showlegend=True)
    return fig


def chart_html(fig: go.Figure, kind: str) -> str:
    """The figure as a ``<div id="chart-<kind>">`` and the script that draws it (the library itself not
    included: see :func:`plotly_js`); the same figure gives the same text."""
    return str(fig.to_html(full_html=False, include_plotlyjs=False, div_id=f"chart-{kind}", config=CONFIG))


def plotly_js() -> str:
    """The Plotly library (minified JavaScript) that the page inlines."""
    return str(get_plotlyjs())
