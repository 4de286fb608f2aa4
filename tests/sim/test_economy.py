"""The economy of a run from hand-made records whose figures are worked out by hand, and from a real run's
records."""
from __future__ import annotations

import json
import math
from fractions import Fraction

from polymahjong.sim import simulate
from polymahjong.sim.economy import Economy, Money


def ci(values: list[Fraction]) -> list[str]:
    n, mean = len(values), sum(values, Fraction(0)) / len(values)
    se = math.sqrt(float(sum((v - mean) ** 2 for v in values) / (n - 1)) / n)
    return [f"{float(mean) - 1.96 * se:.2f}", f"{float(mean) + 1.96 * se:.2f}"]


def wilson(k: int, n: int) -> list[str]:
    z, p = 1.96, k / n
    centre, half = p + z * z / (2 * n), z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return [f"{100 * (centre - half) / (1 + z * z / n):.2f}", f"{100 * (centre + half) / (1 + z * z / n):.2f}"]


#: Deal 1 (riichi-like: 1 honba, 1 stick on the table): seat 2 declares riichi (deposit 1000), three discards,
#: seat 2 wins on seat 1's discard: 8000 for the hand + 300 honba + 2000 sticks = 10300.
#: Deal 2 (bloody-like): a kong payment of 2 to seat 3 from seat 1, seats 0 and 3 win (self-draw 6, discard 4),
#: a settlement of 1 to seat 0 from seat 2, then the wall's end: seat 1 pays seat 2 5.
#: Deal 3: an abortive draw (four winds), nothing paid. The match ends at [-500, 30000, 20000, 50500].
EVENTS = [
    {"e": "round", "honba": 1, "sticks": 1},
    {"e": "discard", "seat": 0}, {"e": "discard", "seat": 1}, {"e": "discard", "seat": 2, "riichi": True},
    {"e": "win", "seat": 2, "source": 1, "payments": [0, -8300, 10300, 0]},
    {"e": "round_end", "result": "win", "payments": [0, -8300, 10300, 0], "deposits": [0, 0, -1000, 0], "sticks": 0,
     "scores": [25000, 16700, 34300, 25000]},
    {"e": "round", "honba": 0, "sticks": 0},
    {"e": "discard", "seat": 0},
    {"e": "payment", "reason": "kong", "payments": [0, -2, 0, 2]},
    {"e": "win", "seat": 0, "source": None, "payments": [6, -2, -2, -2]},
    {"e": "win", "seat": 3, "source": 2, "payments": [0, 0, -4, 4]},
    {"e": "settlement", "payments": [1, 0, -1, 0]},
    {"e": "round_end", "result": "win", "payments": [7, -9, -2, 4], "deposits": [0, 0, 0, 0], "sticks": 0,
     "scores": [-1, 0, 0, 0], "info": {"wall_end": True}},
    {"e": "round", "honba": 0, "sticks": 0},
    {"e": "round_end", "result": "abortive", "payments": [0, 0, 0, 0], "deposits": [0, 0, 0, 0], "sticks": 0,
     "scores": [1, 0, 0, 0], "info": {"reason": "four_winds"}},
    {"e": "match_end", "scores": [-500, 30000, 20000, 50500]},
]


def test_the_economy_of_hand_made_records() -> None:
    eco = Economy()
    eco.add_game(EVENTS, Money(honba=300, stick=1000))
    r = eco.report()
    assert (r["self_drawn_per_100_wins"], r["discard_per_100_wins"]) == ("33.33", "66.67")
    assert r["self_drawn_per_100_wins_ci"] == wilson(1, 3)
    assert r["wins_per_deal"] == {"deals": {"0": 1, "1": 1, "2": 1}, "mean": "1.00",
                                  "mean_ci": ci([Fraction(1), Fraction(2), Fraction(0)]), "sum": 3, "n": 3}
    assert r["draws"] == {"abortive: four_winds": {"deals": 1, "per_100_rounds": "33.33",
                                                   "per_100_rounds_ci": wilson(1, 3)}}
    pay = r["payments"]
    # hand: 8000 in deal 1, 6 + 4 in deal 2; honba 300, sticks 2000 (the one on the table and the riichi's)
    assert pay["hand"]["sum"] == 8010 and pay["hand"]["deals"] == 2
    assert pay["hand"]["per_deal"] == "2670.00"
    assert pay["hand"]["per_deal_ci"] == ci([Fraction(8000), Fraction(10), Fraction(0)])
    assert (pay["honba"]["sum"], pay["sticks"]["sum"], pay["kong"]["sum"], pay["settlement"]["sum"]) == (300, 2000, 2, 1)
    # deal 2's payments [7, -9, -2, 4] less kong, wins and settlement [7, -4, -7, 4]: [0, -5, 5, 0]
    assert pay["deal_end"] == {"deals": 1, "sum": 5, "per_deal": "1.67",
                               "per_deal_ci": ci([Fraction(0), Fraction(5), Fraction(0)])}
    seats = r["seats"]
    assert seats["0"]["dealer"] and not seats["2"]["dealer"]
    assert seats["2"]["wins"] == 1 and seats["2"]["wins_per_100_rounds"] == "33.33"
    # seat 2 gained 10300 less its 1000 deposit, then -2, then 0
    assert seats["2"]["gain_per_deal"]["sum"] == 9298
    assert seats["2"]["gain_per_deal"]["mean_ci"] == ci([Fraction(9300), Fraction(-2), Fraction(0)])
    assert r["turns_per_deal"]["mean"] == "1.33" and r["turns_per_deal"]["sum"] == 4
    assert r["final_spread"]["sum"] == 51000 and r["final_spread"]["mean_ci"] is None  # one game
    # deal 2 ends with seat 0 at -1; one of the 4 players ends below zero
    assert r["below_zero"] == {"player_games": 4, "deals_per_100_rounds": "33.33",
                               "deals_per_100_rounds_ci": wilson(1, 3), "at_end_per_100": "25.00",
                               "at_end_per_100_ci": wilson(1, 4)}


def test_merging_games_equals_counting_them_together() -> None:
    one, two, both = Economy(), Economy(), Economy()
    one.add_game(EVENTS, Money(300, 1000))
    two.add_game(EVENTS[6:], Money(300, 1000))
    both.add_game(EVENTS, Money(300, 1000))
    both.add_game(EVENTS[6:], Money(300, 1000))
    one.merge(two)
    assert one.report() == both.report()


def test_a_run_pays_what_its_records_show() -> None:
    """Sichuan's Hu per deal and the payments by category recounted from the records: every category sums
    to what changed hands in the deals."""
    records: list[str] = []
    data = simulate("sichuan", {}, 2, 3, bot="expert", each=lambda g: records.append(g.record)).as_dict()
    events = [e for text in records for e in map(json.loads, text.splitlines())]
    eco = data["economy"]
    per_deal: list[int] = []
    for e in events:
        if e.get("e") == "round":
            per_deal.append(0)
        elif e.get("e") == "win":
            per_deal[-1] += 1
    assert eco["wins_per_deal"]["deals"] == {str(k): per_deal.count(k) for k in sorted(set(per_deal))}
    assert eco["wins_per_deal"]["sum"] == data["wins"] and max(per_deal) > 1  # deals go on after a Hu
    kongs = sum(sum(p for p in map(Fraction, e["payments"]) if p > 0) for e in events
                if e.get("e") == "payment" and e["reason"] == "kong")
    assert Fraction(eco["payments"]["kong"]["sum"]) == kongs > 0
    assert eco["turns_per_deal"]["sum"] == sum(1 for e in events if e.get("e") == "discard")
