"""The playtest report's charts, as SVG text: how often each pattern occurs and what it pays.

Each function takes the figures of :meth:`polymahjong.sim.runner.Summary.as_dict` (its ``patterns``
rows keyed by pattern id, its ``all_wins`` row and ``totals`` rows) and returns one standalone SVG.
Positions come from the exact sums (a mean is ``Fraction(value_sum) / wins``); every number written
on a chart is the report's own text (its rounded decimals) or an exact tick. Each bar or point
carries ``data-pattern`` (its pattern id) or ``data-total`` and a ``<title>`` with its figures.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Mapping, Sequence

from polymahjong.render.text import number
from polymahjong.sim.htmlparts import figure
from polymahjong.sim.settings import with_unit
from polymahjong.sim.svgchart import (FONT_SIZE, Scale, document, linear, scale_for, tag, text, text_width,
                                      titled)

Row = Mapping[str, Any]

ROW = 20          # height of a bar's row
TOP = 46          # room for the title and a panel's heading
AXIS = 30         # room for the tick labels under a chart
PANEL = 320       # width of a bar panel
GAP = 24          # between panels, and around a chart
INK = {"often": "#4c78a8", "value": "#f58518", "paid": "#54a24b", "point": "#e45756", "total": "#72b7b2"}
GRID = "#dddddd"


@dataclass(frozen=True)
class Bar:
    """One bar: the pattern (or total) it stands for, its exact size and the text written beside it.
    A bar ``off_scale`` (a value in another unit) is drawn as an outline across the whole panel."""

    key: str
    size: Fraction
    words: str
    tooltip: str
    off_scale: bool = False


def mean(row: Row, total: str) -> Fraction:
    """A row's exact mean of ``total`` (``"value_sum"`` or ``"paid_sum"``) per win."""
    return Fraction(row[total]) / row["wins"]


def often(row: Row, wins: int) -> Fraction:
    """A row's exact wins per 100 wins."""
    return Fraction(100 * row["wins"], wins)


def _tooltip(name: str, row: Row, unit: str) -> str:
    """A pattern's exact figures on hover, each with its 95% interval where the row has one."""
    return (f"{name}: {row['wins']} wins, {figure(row, 'per_100_wins')} per 100 wins, mean value "
            f"{with_unit(row['mean_value'], unit)}, mean paid {figure(row, 'mean_paid')}")


def _panel(bars: Sequence[Bar], scale: Scale, heading: str, ink: str, attr: str) -> list[str]:
    """Horizontal bars, one row each from :data:`TOP`, on ``scale``; grid and ticks under a heading."""
    bottom = TOP + len(bars) * ROW
    out = [text(scale.start, TOP - 8.0, heading, {"font-weight": "bold"})]
    for t in scale.ticks():
        x = scale(t)
        out.append(tag("line", {"x1": x, "y1": float(TOP), "x2": x, "y2": float(bottom), "stroke": GRID}))
        out.append(text(x, bottom + 16.0, number(t), {"text-anchor": "middle", "fill": "#555555"}))
    zero = scale(Fraction(0))
    for i, bar in enumerate(bars):
        y = TOP + i * ROW + 3.0
        common = {"class": "bar", attr: bar.key, "y": y, "height": float(ROW - 6)}
        if bar.off_scale:
            shape = {**common, "x": scale.start, "width": scale.end - scale.start, "fill": "none", "stroke": ink,
                     "stroke-dasharray": "4 3"}
            end = scale.end
        else:
            end = scale(bar.size)
            shape = {**common, "x": min(zero, end), "width": abs(end - zero), "fill": ink}
        out.append(titled("rect", shape, bar.tooltip))
        out.append(text(max(zero, end) + 4.0, y + FONT_SIZE, bar.words))
    return out


def _bar_chart(kind: str, title: str, labels: Sequence[str], panels: Sequence[tuple[list[Bar], str, str]],
               attr: str = "data-pattern") -> str:
    """Rows labelled on the left, and beside them one panel of bars per ``(bars, heading, ink)``."""
    left = GAP + max(map(text_width, labels), default=0.0)
    out = [text(left - 8.0, TOP + i * ROW + 3.0 + FONT_SIZE, label, {"text-anchor": "end"})
           for i, label in enumerate(labels)]
    x = left
    for bars, heading, ink in panels:
        room = max((text_width(b.words) for b in bars), default=0.0) + 8.0
        scale = linear((b.size for b in bars if not b.off_scale), x, x + PANEL)
        out += _panel(bars, scale, heading, ink, attr)
        x += PANEL + room + GAP
    return document(kind, title, x, TOP + len(labels) * ROW + AXIS, out)


def frequency_chart(patterns: Mapping[str, Row], wins: int, names: Mapping[str, str], unit: str) -> str:
    """Per pattern, wins per 100 wins as a horizontal bar, most frequent first."""
    order = sorted(patterns, key=lambda pid: (-patterns[pid]["wins"], pid))
    bars = [Bar(pid, often(patterns[pid], wins), patterns[pid]["per_100_wins"],
                _tooltip(names.get(pid, pid), patterns[pid], unit)) for pid in order]
    return _bar_chart("frequency", "How often: wins with the pattern per 100 wins",
                      [names.get(pid, pid) for pid in order], [(bars, "per 100 wins", INK["often"])])


def value_chart(patterns: Mapping[str, Row], names: Mapping[str, str], unit: str,
                units: Mapping[str, str]) -> str:
    """Per pattern, its mean value (in ``unit``) and the winner's mean gain, highest value first. A pattern
    valued in another unit (``units``: a limit pattern's limits or yakuman) is drawn off the value scale."""
    other = {pid for pid in patterns if units.get(pid, unit) != unit}
    order = sorted(patterns, key=lambda pid: (pid not in other, -mean(patterns[pid], "value_sum"), pid))
    value_bars, paid_bars = [], []
    for pid in order:
        row, tip = patterns[pid], _tooltip(names.get(pid, pid), patterns[pid], units.get(pid, unit))
        words = f"{row['mean_value']} {units[pid]}" if pid in other else row["mean_value"]
        value_bars.append(Bar(pid, mean(row, "value_sum"), words, tip, off_scale=pid in other))
        paid_bars.append(Bar(pid, mean(row, "paid_sum"), row["mean_paid"], tip))
    return _bar_chart("value", "What it is worth: the pattern's mean value, and the winner's mean gain",
                      [names.get(pid, pid) for pid in order],
                      [(value_bars, with_unit("mean value", f"({unit})" if unit else "") + (" - dashed: another unit" if other else ""),
                        INK["value"]), (paid_bars, "mean paid to the winner", INK["paid"])])


def totals_chart(totals: Sequence[Row], unit: str) -> str:
    """Wins by hand total, and the winner's mean gain at each total: a row per total met in the run,
    lowest total first."""
    labels = [with_unit(number(row["total"]), unit) for row in totals]
    tips = [f"{label}: {row['wins']} wins ({figure(row, 'per_100_wins')} per 100), mean paid "
            f"{figure(row, 'mean_paid')}" for label, row in zip(labels, totals)]
    wins = [Bar(str(row["total"]), Fraction(row["wins"]), str(row["wins"]), tip) for row, tip in zip(totals, tips)]
    paid = [Bar(str(row["total"]), mean(row, "paid_sum"), row["mean_paid"], tip) for row, tip in zip(totals, tips)]
    return _bar_chart("totals", "Hands by total: how many wins had each total, and what they paid", labels,
                      [(wins, "wins", INK["total"]), (paid, "mean paid to the winner", INK["paid"])],
                      attr="data-total")


Box = tuple[float, float, float, float]  # left, top, right, bottom
PLOT: Box = (70.0, 40.0, 560.0, 380.0)   # the scatter's plot area
LINE = 14                                # a line of the scatter's legend


def _overlaps(a: Box, b: Box) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _free(x: float, y: float, words: str, lines: Sequence[int], taken: list[Box]) -> Box | None:
    """The first place for ``words`` beside the point ``(x, y)`` (right, then left, on its line or the
    ``lines`` above or below; from the plot area's left edge to a label's width past its right) that covers
    nothing ``taken``."""
    width = text_width(words)
    for line in lines:
        for left in (x + 7, x - 7 - width):
            box = (left, y - 8 + line * FONT_SIZE, left + width, y + 6 + line * FONT_SIZE)
            if PLOT[0] <= left and box[2] <= PLOT[2] + 150 and not any(_overlaps(box, t) for t in taken):
                return box
    return None


def _point_labels(points: Sequence[tuple[float, float, str]], taken: list[Box]) -> tuple[list[str], list[str]]:
    """Each point's name beside it where there is room, else its number (from 1, in the order given)
    beside it and the name in the legend: the labels' markup, and the legend's lines."""
    taken = taken + [(x - 5, y - 5, x + 5, y + 5) for x, y, _ in points]
    out, legend = [], []
    for i, (x, y, name) in enumerate(points, 1):
        box = _free(x, y, name, (0,), taken)
        words = name
        if box is None:
            words = str(i)
            legend.append(f"{i}  {name}")
            box = _free(x, y, words, (0, -1, 1, -2, 2), taken) or (x + 7, y - 8, x + 7 + text_width(words), y + 6)
        taken.append(box)
        out.append(text(box[0], box[3] - 2, words, {"fill": "#333333"}))
    return out, legend


def _scatter_axes(sx: Scale, sy: Scale) -> list[str]:
    """Grid lines, ticks and axis titles of the scatter's plot area."""
    left, top, right, bottom = PLOT
    out = []
    for t in sx.ticks():
        out.append(tag("line", {"x1": sx(t), "y1": top, "x2": sx(t), "y2": bottom, "stroke": GRID}))
        out.append(text(sx(t), bottom + 16, number(t), {"text-anchor": "middle", "fill": "#555555"}))
    for t in sy.ticks():
        out.append(tag("line", {"x1": left, "y1": sy(t), "x2": right, "y2": sy(t), "stroke": GRID}))
        out.append(text(left - 6, sy(t) + 4, number(t), {"text-anchor": "end", "fill": "#555555"}))
    out.append(text((left + right) / 2, bottom + 36, "wins with the pattern per 100 wins"
                    + (" (log scale)" if sx.log else ""), {"text-anchor": "middle"}))
    out.append(text(8.0, top - 8, "mean paid to the winner" + (" (log scale)" if sy.log else "")))
    return out


def scatter_chart(patterns: Mapping[str, Row], wins: int, names: Mapping[str, str], all_wins: Row,
                  unit: str) -> str:
    """Per pattern a point: how often (wins per 100 wins) against the winner's mean gain, each axis on a
    log scale where the figures span a wide range; a dashed line marks the mean gain of every win. Points
    are named beside them, or numbered where crowded (names in the legend, numbers in the report's order)."""
    left, top, right, bottom = PLOT
    xs = {pid: often(row, wins) for pid, row in patterns.items()}
    ys = {pid: mean(row, "paid_sum") for pid, row in patterns.items()}
    baseline = mean(all_wins, "paid_sum") if all_wins["wins"] else None
    sx = scale_for(xs.values(), left, right)
    sy = scale_for([*ys.values(), *([baseline] if baseline is not None else [])], bottom, top)
    out = _scatter_axes(sx, sy)
    legend = []
    if baseline is not None:
        out.append(tag("line", {"x1": left, "y1": sy(baseline), "x2": right, "y2": sy(baseline),
                                "stroke": "#888888", "stroke-dasharray": "6 4"}))
        legend.append(f"dashed: every win, mean paid {all_wins['mean_paid']}")
    for pid, row in patterns.items():
        out.append(titled("circle", {"class": "point", "data-pattern": pid, "cx": sx(xs[pid]), "cy": sy(ys[pid]),
                                     "r": 4.0, "fill": INK["point"]}, _tooltip(names.get(pid, pid), row, unit)))
    labels, numbered = _point_labels([(sx(xs[pid]), sy(ys[pid]), names.get(pid, pid)) for pid in patterns], [])
    legend += numbered
    out += labels
    out += [text(left, bottom + 60 + i * LINE, words, {"fill": "#333333"}) for i, words in enumerate(legend)]
    return document("scatter", "How often against what it pays", right + 150 + GAP, bottom + 60 + len(legend) * LINE,
                    out)
