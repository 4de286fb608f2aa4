"""The riichi bot's opponent reading against real play: tools/fit_reading.py replays Tenhou games of the
shared oracle (read from ../shared by path) and fits the chance of being ready and the cost of a win; on a
sample of the records its numbers are sane (chances in [0, 1], non-decreasing in discards and in melds,
an open hand more often ready than a closed one that has not declared), its worths follow the
scoring rules (a dealer pays about half again), and what it sees agrees with the record itself (the
rons it reads are the record's rons); reading.py turns a position's signs into the table's numbers."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from polymahjong.variants.riichi.bot import reading_table
from polymahjong.variants.riichi.bot.reading import Signs, ready_chance, worth_of

ROOT = Path(__file__).resolve().parents[2]
ORACLE = ROOT.parent / "shared" / "oracles" / "tenhou"
sys.path.insert(0, str(ROOT / "tools"))
import fit_reading  # noqa: E402

pytestmark = pytest.mark.skipif(not (ORACLE / "raw").is_dir(), reason="the Tenhou oracle is not present")

#: Every 60th game of the oracle (sorted by file): about 30 games, a few seconds.
EVERY = 60


@pytest.fixture(scope="module")
def tally() -> fit_reading.Tally:
    return fit_reading.run(ORACLE, every=EVERY)


def test_the_sample_replays_and_counts_every_ron_of_the_record(tally: fit_reading.Tally) -> None:
    sources = sorted(fit_reading.oracle_rounds(ORACLE))[::EVERY]
    rows = [json.loads(line) for line in (ORACLE / "games.jsonl").open()]
    rows = [r for r in rows if r["source"] in set(sources)]
    rons = sum(1 for r in rows for w in r.get("wins") or () if w["winner"] != w["from"])
    assert tally.games == len(sources) and tally.skipped == 0
    assert tally.rounds == len(rows)
    assert len(tally.rons) == rons
    assert tally.situations > 100 * tally.rounds  # three reads at each of some 60 discards a round, riichi seats left out


def test_the_fitted_chances_are_sane(tally: fit_reading.Tally) -> None:
    ready, odds, _info = fit_reading.fit_ready(tally)
    assert len(ready) == 5 and all(len(row) == fit_reading.TURNS + 1 for row in ready)
    assert all(0.0 <= p <= 1.0 for row in ready for p in row)
    for row in ready:  # non-decreasing in discards
        assert all(a <= b for a, b in zip(row, row[1:]))
    for low, high in zip(ready, ready[1:]):  # and in melds
        assert all(a <= b for a, b in zip(low, high))
    late = fit_reading.TURNS
    assert ready[0][late] < 0.2 < ready[2][late]  # a closed hand that stays quiet is seldom ready
    assert ready[0][0] < 0.01  # nobody is ready at the deal
    assert all(f > 0 for factors in odds for f in factors.values())


def test_the_fitted_worths_follow_the_scoring(tally: fit_reading.Tally) -> None:
    worth = fit_reading.fit_worth(tally)
    # a 1-han 30-fu ron pays 1000 and a non-dealer's limit below yakuman is 24000 (rule document's table)
    for name in ("RIICHI_WORTH", "DAMA_WORTH", "OPEN_WORTH"):
        assert 1000 <= worth[name] <= 24000
    assert worth["OPEN_WORTH"] < worth["RIICHI_WORTH"]  # riichi is a han more than a bare open hand
    assert 1.2 <= worth["DEALER_WORTH"] <= 1.8  # a dealer's win pays half again


def test_reading_turns_signs_into_the_table() -> None:
    quiet = Signs(melds=2, turns=10, push=False, middle=False, tedashi_middle=False, settled=False,
                  no_yaku=False, suit=None, paid=0, simples=False)
    assert ready_chance(quiet) == pytest.approx(reading_table.READY[2][10])
    settled = Signs(**{**quiet.__dict__, "settled": True})
    p = reading_table.READY[2][10]
    odds = p / (1 - p) * reading_table.ODDS[1]["settled"]
    assert ready_chance(settled) == pytest.approx(odds / (1 + odds))
    assert ready_chance(Signs(**{**quiet.__dict__, "turns": 40})) == reading_table.READY[2][-1]
    assert worth_of(quiet) == reading_table.OPEN_WORTH
    assert worth_of(Signs(**{**quiet.__dict__, "paid": 2})) == pytest.approx(
        reading_table.OPEN_WORTH + 2 * reading_table.SHOWN_WORTH)
    assert worth_of(Signs(**{**quiet.__dict__, "melds": 0})) == reading_table.DAMA_WORTH


def test_tsumogiri_runs_read_as_settled_hands(tally: fit_reading.Tally) -> None:
    """In the records an open hand whose last discards were all tsumogiri is ready more often than one
    still changing its hand (the sign reading.py uses)."""
    seen = {True: [0, 0], False: [0, 0]}
    i = fit_reading.FLAGS.index("settled")
    for (melds, _t, flags), (k, n) in tally.ready.items():
        if melds:
            seen[flags[i]][0] += k
            seen[flags[i]][1] += n
    assert seen[True][0] / seen[True][1] > seen[False][0] / seen[False][1]


def test_the_fitted_reading_is_calibrated(tally: fit_reading.Tally) -> None:
    """Read with the fitted numbers through reading.ready_chance, the situations of each chance bin are
    ready about as often as read: in all within 5%, each well-populated bin within 0.1 (the situations of
    one hand at successive discards are not independent, so a bin of some hundreds still wanders)."""
    ready, odds, _info = fit_reading.fit_ready(tally)
    bins = fit_reading.calibration(tally, ready, odds)
    assert sum(n for _p, _r, n in bins) == tally.situations
    read = sum(p * n for p, _r, n in bins)
    seen = sum(r * n for _p, r, n in bins)
    assert abs(read - seen) < 0.05 * seen
    for p, r, n in bins:
        if n >= 500:
            assert abs(p - r) < 0.1, (p, r, n)
