"""Pattern statistics of simulate: how often each pattern occurs and what it pays, exactly, and the same for
any number of workers. Expected figures are worked out by hand from the events, or recounted from the
records the run wrote."""
from __future__ import annotations

import json
import math
from fractions import Fraction

import pytest

from polymahjong.sim import simulate
from polymahjong.sim.stats import PatternStats, PlayTally, decimal


@pytest.mark.parametrize("value, text", [
    (Fraction(2, 3), "0.67"), (Fraction(5), "5.00"), (Fraction(1, 200), "0.01"),  # half rounds away from zero
    (Fraction(-1, 8), "-0.13"), (Fraction(-1, 1000), "0.00"), (Fraction(12345, 100), "123.45"),
])
def test_decimal_text_from_exact_values(value: Fraction, text: str) -> None:
    assert decimal(value) == text


def wilson_text(k: int, n: int) -> list[str]:
    """The Wilson 95% interval of k of n per 100, by its formula: (p + z²/2n ± z·√(p(1-p)/n + z²/4n²)) / (1 + z²/n)."""
    z, p = 1.96, k / n
    centre, half = p + z * z / (2 * n), z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return [f"{100 * (centre - half) / (1 + z * z / n):.2f}", f"{100 * (centre + half) / (1 + z * z / n):.2f}"]


def mean_text(values: list[Fraction]) -> list[str]:
    """mean ± 1.96 standard errors (sample variance, n - 1), by its formula."""
    n, mean = len(values), sum(values, Fraction(0)) / len(values)
    se = math.sqrt(float(sum((v - mean) ** 2 for v in values) / (n - 1)) / n)
    return [f"{float(mean) - 1.96 * se:.2f}", f"{float(mean) + 1.96 * se:.2f}"]


def win(seat: int, payments: list, patterns: list[str], values: list) -> dict:
    total = str(sum(map(Fraction, values), Fraction(0)))
    return {"e": "win", "seat": seat, "payments": payments, "value": total, "patterns": patterns,
            "pattern_values": values}


def test_tallies_of_hand_made_wins() -> None:
    stats = PatternStats()
    stats.add_events([
        win(1, [-1000, 1000, 0, 0], ["riichi", "dora"], [1, 2]),
        {"e": "round_end"},
        win(2, ["-5/2", "-5/2", "15/2", "-5/2"], ["closed_hand"], ["13/5"]),  # a ruleset that halves
        win(0, [3900, -1300, -1300, -1300], ["riichi"], [1]),
    ])
    report = stats.report(rounds=4, games=2)
    # riichi: 2 of 3 wins, 2 of 4 rounds; winners got 1000 and 3900: mean 2450, sample sd 1450·√2, standard
    # error 1450, so 2450 ± 1.96·1450; its value is 1 both times (no spread). For ±1 per 100 wins at p = 2/3:
    # ⌈1.96²·(2/3)(1/3)/0.01²⌉ = 8537 wins, at 3 wins per 2 games 5692 games.
    assert report["riichi"] == {"wins": 2, "per_100_wins": "66.67", "per_100_wins_ci": wilson_text(2, 3),
                                "per_100_rounds": "50.00", "per_100_rounds_ci": wilson_text(2, 4),
                                "mean_value": "1.00", "mean_value_ci": ["1.00", "1.00"],
                                "mean_paid": "2450.00", "mean_paid_ci": ["-392.00", "5292.00"],
                                "value_sum": 2, "paid_sum": 4900, "games_for_1_per_100_wins": 5692}
    assert report["closed_hand"]["value_sum"] == "13/5" and report["closed_hand"]["paid_sum"] == "15/2"
    assert report["closed_hand"]["mean_value"] == "2.60" and report["closed_hand"]["mean_paid"] == "7.50"
    assert list(report) == ["riichi", "closed_hand", "dora"]  # most frequent first, then by id
    assert stats.counts() == {"closed_hand": 1, "dora": 1, "riichi": 2}
    # hands of 3, 13/5 and 1: the wins by total, lowest first, and every win together
    assert stats.totals_report() == [
        {"total": 1, "wins": 1, "per_100_wins": "33.33", "per_100_wins_ci": wilson_text(1, 3),
         "mean_paid": "3900.00", "mean_paid_ci": None, "paid_sum": 3900},  # one value: no spread to estimate
        {"total": "13/5", "wins": 1, "per_100_wins": "33.33", "per_100_wins_ci": wilson_text(1, 3),
         "mean_paid": "7.50", "mean_paid_ci": None, "paid_sum": "15/2"},
        {"total": 3, "wins": 1, "per_100_wins": "33.33", "per_100_wins_ci": wilson_text(1, 3),
         "mean_paid": "1000.00", "mean_paid_ci": None, "paid_sum": 1000},
    ]
    every = stats.all_wins()
    assert {k: every[k] for k in ("wins", "mean_value", "mean_paid", "value_sum", "paid_sum")} == {
        "wins": 3, "mean_value": "2.20", "mean_paid": "1635.83", "value_sum": "33/5", "paid_sum": "9815/2"}
    assert every["mean_value_ci"] == mean_text([Fraction(3), Fraction(13, 5), Fraction(1)])
    assert every["mean_paid_ci"] == mean_text([Fraction(1000), Fraction(15, 2), Fraction(3900)])


def test_no_wins_have_zero_means() -> None:
    assert PatternStats().all_wins() == {"wins": 0, "mean_value": "0.00", "mean_value_ci": None, "mean_paid": "0.00",
                                         "mean_paid_ci": None, "value_sum": 0, "paid_sum": 0}
    assert PatternStats().totals_report() == [] and PatternStats().report(0, 0) == {}


def test_merging_games_equals_counting_them_together() -> None:
    a, b, both = PatternStats(), PatternStats(), PatternStats()
    first, second = win(1, [-8, 8, 0, 0], ["kong"], [1]), win(3, [-4, 0, 0, 4], ["kong", "root"], [1, 1])
    a.add_win(first)
    b.add_win(second)
    both.add_events([first, second])
    a.merge(b)
    assert a.report(2, 2) == both.report(2, 2)
    assert a.totals_report() == both.totals_report() and a.all_wins() == both.all_wins()


def test_simulate_reports_what_its_records_show() -> None:
    records: list[str] = []
    summary = simulate("riichi", {}, 3, 11, bot="efficiency", each=lambda g: records.append(g.record)).as_dict()
    wins = [e for text in records for e in map(json.loads, text.splitlines()) if e.get("e") == "win"]
    assert summary["wins"] == len(wins) > 0
    for pid, row in summary["patterns"].items():
        having = [w for w in wins if pid in w["patterns"]]
        assert row["wins"] == len(having) == summary["pattern_counts"][pid]
        assert Fraction(row["paid_sum"]) == sum(Fraction(w["payments"][w["seat"]]) for w in having)
        assert Fraction(row["value_sum"]) == sum(Fraction(w["pattern_values"][w["patterns"].index(pid)])
                                                 for w in having)
    totals = sorted({Fraction(w["value"]) for w in wins})
    assert [Fraction(row["total"]) for row in summary["totals"]] == totals
    for total, row in zip(totals, summary["totals"]):
        having = [w for w in wins if Fraction(w["value"]) == total]
        assert row["wins"] == len(having)
        assert Fraction(row["paid_sum"]) == sum(Fraction(w["payments"][w["seat"]]) for w in having)
    every = summary["all_wins"]
    assert every["wins"] == len(wins)
    assert Fraction(every["value_sum"]) == sum(Fraction(w["value"]) for w in wins)
    assert Fraction(every["paid_sum"]) == sum(Fraction(w["payments"][w["seat"]]) for w in wins)
    assert summary["draws_per_100_rounds"] == decimal(Fraction(100 * summary["draws"], summary["rounds"]))
    again = simulate("riichi", {}, 3, 11, workers=2, bot="efficiency").as_dict()
    assert again["patterns"] == summary["patterns"] and again["totals"] == summary["totals"]


def test_how_wins_came_and_what_players_did_in_hand_made_records() -> None:
    """Two rounds: in the first, seat 2 pons (open), seat 1 declares riichi, seat 3 makes a closed kong, and a
    discard of seat 1 is won by seats 0 (the dealer) and 2 (a double win: one deal-in); in the second, seat 3
    (closed kong only) wins by self-draw and seat 2's chi of the round before does not count. 3 wins: 1 self-drawn,
    1 open, 1 by the dealer; 1 deal-in and 1 riichi in 2 rounds."""
    events = [
        {"e": "round", "number": 0}, {"e": "call", "seat": 2, "type": "pon", "tiles": [1, 2, 3]},
        {"e": "discard", "seat": 1, "tile": 9, "riichi": True}, {"e": "call", "seat": 3, "type": "closed_kan"},
        {"e": "discard", "seat": 1, "tile": 40, "riichi": False},
        {"e": "win", "seat": 0, "source": 1}, {"e": "win", "seat": 2, "source": 1}, {"e": "round_end"},
        {"e": "round", "number": 1}, {"e": "call", "seat": 3, "type": "closed_kan"},
        {"e": "win", "seat": 3, "source": None}, {"e": "round_end"},
    ]
    tally = PlayTally()
    tally.add_events(events)
    assert (tally.self_drawn, tally.open, tally.dealer, tally.deal_ins, tally.riichi) == (1, 1, 1, 1, 1)
    third, half = wilson_text(1, 3), wilson_text(1, 2)
    assert tally.report(wins=3, rounds=2, riichi=True) == {
        "self_drawn_per_100_wins": "33.33", "self_drawn_per_100_wins_ci": third, "open_per_100_wins": "33.33",
        "open_per_100_wins_ci": third, "dealer_per_100_wins": "33.33", "dealer_per_100_wins_ci": third,
        "deal_ins_per_100_rounds": "50.00", "deal_ins_per_100_rounds_ci": half, "riichi_per_100_rounds": "50.00",
        "riichi_per_100_rounds_ci": half}
    assert "riichi_per_100_rounds" not in tally.report(wins=3, rounds=2, riichi=False)
    # a bloody end: the same discarder dealt in twice in one round, at different times
    bloody = PlayTally()
    bloody.add_events([{"e": "round"}, {"e": "win", "seat": 1, "source": 0}, {"e": "discard", "seat": 0, "tile": 5},
                       {"e": "win", "seat": 2, "source": 0}])
    assert bloody.deal_ins == 2 and bloody.report(0, 0, False)["open_per_100_wins"] == "0.00"


def test_simulate_reports_how_wins_came_from_its_records() -> None:
    """The rates of simulate --json recounted from the records it wrote; riichi declarations only where the
    ruleset's table has riichi."""
    records: list[str] = []
    data = simulate("riichi", {}, 2, 4, bot="efficiency", each=lambda g: records.append(g.record)).as_dict()
    events = [e for text in records for e in map(json.loads, text.splitlines())]
    wins = [e for e in events if e.get("e") == "win"]
    riichi = sum(1 for e in events if e.get("e") == "discard" and e["riichi"])
    assert data["self_drawn_per_100_wins"] == decimal(Fraction(100 * sum(w["source"] is None for w in wins), len(wins)))
    assert data["dealer_per_100_wins"] == decimal(Fraction(100 * sum(w["seat"] == 0 for w in wins), len(wins)))
    assert data["riichi_per_100_rounds"] == decimal(Fraction(100 * riichi, data["rounds"])) and riichi > 0
    assert "riichi_per_100_rounds" not in simulate("zung_jung", {}, 1, 4, bot="efficiency").as_dict()
