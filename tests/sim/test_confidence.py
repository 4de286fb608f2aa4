"""Intervals and the games a precision needs, against their formulas worked by hand."""
from __future__ import annotations

import math
from fractions import Fraction

from polymahjong.sim.confidence import games_needed, mean_interval, rate_interval, trials_needed, wilson


def test_wilson_at_the_edges_and_inside() -> None:
    # 0 of 10: centre z²/2n / (1 + z²/n), half the same: the interval starts at 0
    low, high = wilson(0, 10)
    z2 = 1.96 ** 2
    assert low == 0.0 and math.isclose(high, (z2 / 10) / (1 + z2 / 10))
    assert wilson(10, 10)[1] == 1.0 and wilson(0, 0) is None and rate_interval(3, 0) is None
    # 50 of 100: centre 1/2, half 1.96·√(1/400 + 1.96²/40000) / (1 + 1.96²/100)
    half = 1.96 * math.sqrt(0.25 / 100 + z2 / 40000) / (1 + z2 / 100)
    assert rate_interval(50, 100) == [f"{100 * (0.5 - half):.2f}", f"{100 * (0.5 + half):.2f}"] == ["40.38", "59.62"]


def test_a_count_above_its_trials_is_a_poisson_mean() -> None:
    # 30 Hu in 10 deals: 3 per deal ± 1.96·√30/10
    assert wilson(30, 10) == (3 - 1.96 * math.sqrt(30) / 10, 3 + 1.96 * math.sqrt(30) / 10)


def test_mean_interval_from_exact_sums() -> None:
    # values 1, 2, 3: mean 2, sample variance 1, standard error 1/√3
    values = [Fraction(1), Fraction(2), Fraction(3)]
    se = 1 / math.sqrt(3)
    assert mean_interval(sum(values), sum(v * v for v in values), 3) == [f"{2 - 1.96 * se:.2f}", f"{2 + 1.96 * se:.2f}"]
    assert mean_interval(Fraction(5), Fraction(25), 1) is None


def test_games_needed_for_one_per_100_wins() -> None:
    # p = 1/2 needs ⌈1.96²/4 · 10⁴⌉ = 9604 wins; at 20 wins in 10 games, 4802 games
    assert trials_needed(Fraction(1, 2), Fraction(1, 100)) == 9604
    assert games_needed(10, 20, 10) == 4802 and games_needed(0, 0, 5) is None
    # a rarer pattern needs fewer: p = 1/20 → ⌈1.96²·0.0475·10⁴⌉ = 1825 wins
    assert games_needed(1, 20, 10) == math.ceil(1825 * 10 / 20)
