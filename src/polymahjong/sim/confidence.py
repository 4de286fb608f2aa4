"""How sure a run's figures are: 95% intervals for rates and means, and the games a precision needs.

A rate (a count out of a number of trials: wins with a pattern out of all wins) gets the Wilson score
interval; a mean (what a pattern paid per win) gets mean ± 1.96 standard errors, the standard error
from the sample variance (n - 1) of the exact values. A count that can exceed its trials (Sichuan's
wins per round: several Hu in one deal) is a mean per trial, not a rate: its interval is the normal
one of a Poisson count, ``k/n ± 1.96·√k/n``. Intervals need a square root, so they are decimals,
rounded for display to two places (the figures they surround stay exact); every interval is
``[low, high]`` as decimal text, or ``None`` where there is nothing to estimate from (no trials; a
mean of fewer than two values).
"""
from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

#: The normal quantile of a two-sided 95% interval.
Z = 1.96


def show(x: float) -> str:
    """A bound rounded to two decimals for display (``-0.00`` shown as ``0.00``)."""
    text = f"{x:.2f}"
    return "0.00" if text == "-0.00" else text


def wilson(k: int, n: int) -> tuple[float, float] | None:
    """The Wilson score 95% interval of the proportion ``k`` of ``n`` (as fractions of 1); ``None`` when
    ``n`` is 0. A ``k`` above ``n`` (a count per trial, not a proportion) gets the Poisson interval."""
    if n <= 0:
        return None
    if k > n:
        half = Z * math.sqrt(k) / n
        return k / n - half, k / n + half
    p, z2 = k / n, Z * Z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def rate_interval(k: int, n: int, scale: int = 100) -> list[str] | None:
    """The 95% interval of ``k`` per ``scale`` of ``n`` (Wilson, see :func:`wilson`) as display text."""
    bounds = wilson(k, n)
    return None if bounds is None else [show(scale * bounds[0]), show(scale * bounds[1])]


def std_error(total: Fraction, squares: Fraction, n: int) -> float | None:
    """The standard error of the mean of ``n`` values whose sum is ``total`` and sum of squares ``squares``
    (sample variance with n - 1); ``None`` for fewer than two values."""
    if n < 2:
        return None
    variance = (squares - total * total / n) / (n - 1)
    return math.sqrt(max(0.0, float(variance)) / n)


def mean_interval(total: Fraction, squares: Fraction, n: int) -> list[str] | None:
    """The 95% interval of the mean, ``mean ± 1.96·SE`` (see :func:`std_error`), as display text."""
    se = std_error(total, squares, n)
    if se is None:
        return None
    mean = float(total / n)
    return [show(mean - Z * se), show(mean + Z * se)]


def trials_needed(p: Fraction, half_width: Fraction) -> int:
    """Trials for a 95% interval of about ± ``half_width`` (a fraction of 1) around a proportion ``p``:
    ``⌈1.96²·p(1-p)/half_width²⌉`` (at least 1)."""
    return max(1, math.ceil(Z * Z * float(p * (1 - p)) / float(half_width) ** 2))


def games_needed(k: int, wins: int, games: int, per_100: int = 1) -> int | None:
    """Games a run needs for a pattern seen in ``k`` of ``wins`` wins (in ``games`` games) to have its rate
    per 100 wins known to about ± ``per_100``: the wins :func:`trials_needed` asks, at this run's wins per
    game. ``None`` when the run had no wins."""
    if not wins or not games:
        return None
    needed = trials_needed(Fraction(k, wins), Fraction(per_100, 100))
    return math.ceil(Fraction(needed * games, wins))

