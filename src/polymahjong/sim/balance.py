"""Balance: is each pattern's value in line with how often it comes?

A designer prices a pattern by its difficulty: the rarer, the more it is worth. Over a run, each
pattern met (with a positive mean value in the ruleset's unit: a limit hand counted in limits is
left out, and so is a pattern worth nothing) is a point: its frequency ``f`` (wins with it over all
wins) and its mean value ``v`` (its own value per win that has it). The curve is the ordinary least
squares line of ``ln v`` on ``ln f`` over those points, unweighted: ``v ≈ e^a · f^b``. A pattern whose
value is more than :data:`FACTOR` times the curve's at its frequency, or less than 1/:data:`FACTOR` of
it, is flagged: ``high`` (it pays much for how often it comes) or ``low``.

Where the ruleset lets a flagged pattern's value be set and its document does not fix it (Ùzje's
provisional and open values, Tianjin's three open ones: status ``provisional`` or ``open`` in
:mod:`polymahjong.sim.settings`), a **suggestion**: the option ``value.<id>`` scaled by the curve's
value over the pattern's mean value (what would put the pattern on the curve, were its frequency to
stay), then the nearest value the ruleset accepts for that option (tenths tried nearest first, each
checked by the ruleset's own option check: Ùzje's fan in steps of 0.2, Tianjin's whole points).
Frequencies also answer to values (bots that weigh values chase a dearer pattern), so a suggestion
is a place to start a what-if run (``simulate --compare``), not a verdict.

The fit needs logarithms: it is computed in floats (unlike the exact sums it starts from) and its
figures are decimal text (``curve_value``, ``ratio``: 2 places; ``intercept``, ``slope``,
``residual_sd``: 4). A suggested value is exact (a tenth).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Mapping

from polymahjong.render.text import number
from polymahjong.sim.settings import status, value_settings, value_units
from polymahjong.variants.base import OptionError, Variant
from polymahjong.variants.registry import ruleset

#: A pattern is flagged when its mean value is more than FACTOR times the curve's, or less than 1/FACTOR of it.
FACTOR = 2
#: The fewest points a curve is fitted to (two always lie on their line: nothing to compare against).
MIN_POINTS = 3

METHOD = ("ordinary least squares of ln(mean value) on ln(frequency) over the patterns met with a positive mean "
          "value in the ruleset's unit, unweighted (frequency: wins with the pattern over all wins); value = "
          "e^intercept × frequency^slope; computed in floats")
THRESHOLD = (f"flagged where the mean value is more than {FACTOR} times the curve's at the pattern's frequency "
             f"(high) or less than 1/{FACTOR} of it (low): |ln(value / curve)| > ln {FACTOR}")
SUGGESTION = ("for a flagged pattern whose value option the document does not fix: the option scaled by curve / "
              "mean value, then the nearest value the ruleset accepts (tenths, nearest first)")

Row = Mapping[str, Any]
Accepts = Callable[[str, Fraction], bool]


@dataclass(frozen=True)
class Curve:
    """The fitted curve ``ln v = intercept + slope · ln f``, and the spread of the points about it."""

    intercept: float
    slope: float
    residual_sd: float | None

    def __call__(self, frequency: Fraction) -> float:
        """The curve's value at ``frequency`` (a fraction of all wins)."""
        return math.exp(self.intercept + self.slope * math.log(frequency))


def fit(points: list[tuple[Fraction, Fraction]]) -> Curve | None:
    """The least squares line of ``ln v`` on ``ln f`` through ``(f, v)`` points (both positive); ``None`` for
    fewer than :data:`MIN_POINTS` points or when every point has the same frequency. ``residual_sd`` is the
    residuals' standard deviation with ``n - 2`` degrees of freedom."""
    if len(points) < MIN_POINTS:
        return None
    xs = [math.log(f) for f, _ in points]
    ys = [math.log(v) for _, v in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        return None
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    intercept = my - slope * mx
    squares = sum((y - intercept - slope * x) ** 2 for x, y in zip(xs, ys))
    return Curve(intercept, slope, math.sqrt(squares / (len(xs) - 2)) if len(xs) > 2 else None)


def nearest_accepted(target: float, option: str, accepts: Accepts) -> Fraction | None:
    """The tenth nearest ``target`` (above zero) that ``accepts(option, value)`` allows, trying the tenths within
    one whole of it nearest first; ``None`` if none is."""
    tenth = round(target * 10)
    tried = sorted((Fraction(k, 10) for k in range(tenth - 10, tenth + 11) if k > 0),
                   key=lambda v: (abs(float(v) - target), v))
    return next((v for v in tried if accepts(option, v)), None)


def balance(patterns: Mapping[str, Row], wins: int, unit: str, units: Mapping[str, str],
            options: Mapping[str, Fraction], accepts: Accepts) -> dict[str, Any]:
    """The balance of a run's ``patterns`` (``simulate --json``'s rows) over its ``wins``: ``method``,
    ``threshold`` and ``suggestion_method`` in words, ``factor`` (:data:`FACTOR`), ``fit`` (``points``,
    ``intercept``, ``slope``, ``residual_sd``; ``None`` where no curve can be fitted) and per pattern, in the
    rows' order, its ``per_100_wins`` and ``mean_value``, and either ``excluded`` (why it is not a point) or
    ``curve_value``, ``ratio`` (value over curve), ``flag`` (``high``, ``low`` or ``None``) and ``suggestion``
    (``{option, value, suggested}``, or ``None``). ``options``: the value options a suggestion may change, with
    their values in this run (``value.<id>`` of the patterns the document does not fix); ``accepts``: whether the
    ruleset accepts a value for an option."""
    rows: dict[str, dict[str, Any]] = {}
    points: dict[str, tuple[Fraction, Fraction]] = {}
    for pid, row in patterns.items():
        rows[pid] = {"per_100_wins": row["per_100_wins"], "mean_value": row["mean_value"]}
        value = Fraction(row["value_sum"]) / row["wins"] if row["wins"] else Fraction(0)
        if units.get(pid, unit) != unit:
            rows[pid]["excluded"] = f"counted in {units[pid]}, not {unit}"
        elif value <= 0:
            rows[pid]["excluded"] = "no positive value"
        else:
            points[pid] = (Fraction(row["wins"], wins), value)
    curve = fit(list(points.values()))
    for pid, (frequency, value) in points.items():
        if curve is None:
            rows[pid]["excluded"] = f"no curve: fewer than {MIN_POINTS} patterns of different frequencies"
            continue
        expected = curve(frequency)
        ratio = float(value) / expected
        flag = "high" if ratio > FACTOR else "low" if ratio < 1 / FACTOR else None
        rows[pid].update(curve_value=f"{expected:.2f}", ratio=f"{ratio:.2f}", flag=flag,
                         suggestion=_suggest(f"value.{pid}", options, 1 / ratio, accepts) if flag else None)
    return {"method": METHOD, "threshold": THRESHOLD, "suggestion_method": SUGGESTION, "factor": FACTOR,
            "fit": None if curve is None else {
                "points": len(points), "intercept": f"{curve.intercept:.4f}", "slope": f"{curve.slope:.4f}",
                "residual_sd": None if curve.residual_sd is None else f"{curve.residual_sd:.4f}"},
            "patterns": rows}


def _suggest(option: str, options: Mapping[str, Fraction], scale: float, accepts: Accepts) -> dict[str, str] | None:
    if option not in options:
        return None
    value = nearest_accepted(float(options[option]) * scale, option, accepts)
    return None if value is None else {"option": option, "value": number(options[option]),
                                       "suggested": number(value)}


def variant_balance(variant: Variant, patterns: Mapping[str, Row], wins: int) -> dict[str, Any]:
    """:func:`balance` for a run of ``variant``: its units, the value options of the patterns its document does
    not fix, and its own option check for a suggested value."""
    unit, units = value_units(variant)
    options = {f"value.{pid}": Fraction(str(variant.options[f"value.{pid}"]))
               for pid, settings in value_settings(variant).items()
               if any(s.option == f"value.{pid}" for s in settings) and status(variant, pid) != "fixed"}

    def accepts(option: str, value: Fraction) -> bool:
        try:
            ruleset(variant.name, **{**variant.options, option: number(value)})
        except OptionError:
            return False
        return True

    return balance(patterns, wins, unit, units, options, accepts)
