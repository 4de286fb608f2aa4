"""Fit the riichi bot's opponent reading on real play: replays the four-player Tenhou games of the shared
oracle through the engine and writes src/polymahjong/variants/riichi/bot/reading_table.py.

At every discard of every round, the discarding seat reads each other seat that has not declared riichi
(``reading.signs`` from the discarder's own view, before the tile goes), and the record tells whether that
seat really is ready then (its concealed hand's shanten is 0). Fitted from those situations: the chance of
being ready per called melds and discards (a logistic fit with one odds factor per yes/no sign, separate
for closed and open hands; the base chances then made non-decreasing in discards and in melds), and from
every ron the cost of the win by what the winner showed when it was read (non-dealer means; an open hand's
cost by least squares on the dora/yakuhai triplets shown and a one-suit sign; the dealer's ratio).

    uv run python tools/fit_reading.py                 # every game: prints the fit
    uv run python tools/fit_reading.py --every 2 --write   # every second game, and writes the table

Every game takes about 4 minutes on the shared 2-core machine (1.5 minutes of CPU); ``--every``/``--limit``
sample the games (sorted by file) for a quicker look, and the table file says which sample made it.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.round import Round
from polymahjong.engine.table import Table
from polymahjong.engine.view import seat_view
from polymahjong.hand import shanten
from polymahjong.players.strategy.efficiency import declared_melds
from polymahjong.records.replay import ReplayMismatch
from polymahjong.records.tenhou import Agari, TenhouRound, read_tenhou
from polymahjong.records.tenhou_replay import check_round, engine_round, tenhou_variant
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.riichi.bot.reading import Signs, ready_chance, signs
from polymahjong.variants.riichi.kinds import KindTable
from polymahjong.variants.riichi.table import RIICHI

ROOT = Path(__file__).resolve().parents[1]
ORACLE = ROOT.parent / "shared" / "oracles" / "tenhou"
TABLE_FILE = ROOT / "src" / "polymahjong" / "variants" / "riichi" / "bot" / "reading_table.py"
#: Discards counted one by one; a river this long or longer shares the last entry.
TURNS = 18
#: The yes/no signs fitted (Signs.flags), in a fixed order.
FLAGS = ("push", "middle", "tedashi_middle", "settled", "no_yaku", "suit")
#: Rounds of logistic coordinate fitting (each matches every cell's and every sign's ready count).
SWEEPS = 40


@dataclass
class Tally:
    """What the replays saw: ready/total per situation, and every ron's winner as read at the discard."""

    ready: dict[tuple, list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0]))
    rons: list[tuple[str, bool, int, bool, int]] = field(default_factory=list)  # (kind, dealer, paid, suit, points)
    rounds: int = 0
    skipped: int = 0
    games: int = 0

    def add(self, sg: Signs, is_ready: bool) -> None:
        flags = sg.flags()
        row = self.ready[(sg.melds, min(sg.turns, TURNS), tuple(flags[f] for f in FLAGS))]
        row[0] += is_ready
        row[1] += 1

    @property
    def situations(self) -> int:
        return sum(n for _k, n in self.ready.values())


def oracle_rounds(oracle: Path) -> dict[str, set[int]]:
    """games.jsonl's four-player rounds (each real round once) by record file."""
    out: dict[str, set[int]] = defaultdict(set)
    with open(oracle / "games.jsonl") as f:
        for line in f:
            row = json.loads(line)
            out[row["source"]].add(row["round_index"])
    return out


def replay_game(path: Path, indices: set[int], tally: Tally) -> None:
    """Replay the rounds ``indices`` of the record at ``path`` into ``tally``."""
    game = read_tenhou(path)
    variant = tenhou_variant(game)
    table = Table(variant)
    kt = KindTable.build(table.tileset)
    tally.games += 1
    for rec in game.rounds:
        if rec.index in indices and rec.results:
            try:
                _replay_round(rec, table, kt, tally)
                tally.rounds += 1
            except ReplayMismatch:
                tally.skipped += 1


def _replay_round(rec: TenhouRound, table: Table, kt: KindTable, tally: Tally) -> None:
    """One round: before each discard, the discarder reads the others; the record's hands say who is ready.
    The round is the replay's own (``check_round``), which shows each action before the round takes it."""
    n = table.n
    rnd = engine_round(rec, table)
    shape, ts = table.variant.shape, table.tileset
    read_at: dict[int, Signs | None] = {}  # per seat, its signs at the latest discard (None: in riichi)
    found: list[tuple[Signs, bool]] = []

    def observed(rnd: Round, action: Action) -> None:
        if action.act in (Act.DISCARD, RIICHI):
            view = seat_view(rnd, action.seat)
            pos = Position.of(view, kt, ts)
            for s in range(n):
                if s == action.seat:
                    continue
                if view.declared[s]:
                    read_at[s] = None
                    continue
                sg = read_at[s] = signs(pos, s)
                ready = shanten(shape, rnd.counts[s], declared_melds(view.melds[s], ts.copies)) <= 0
                found.append((sg, ready))

    check_round(rnd, rec, observed)
    for sg, ready in found:  # only rounds the engine replays to Tenhou's result count
        tally.add(sg, ready)
    for res in rec.results:
        if isinstance(res, Agari) and not res.tsumo:
            w = (res.winner - rec.dealer) % n
            winner = read_at.get(w)
            if winner is None:
                tally.rons.append(("riichi", w == 0, 0, False, res.points))
            else:
                kind = "open" if winner.melds else "closed"
                tally.rons.append((kind, w == 0, winner.paid, winner.suit is not None, res.points))


# -- fitting ---------------------------------------------------------------------------------------------

def _logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def _solve(groups: list[tuple[float, int, int]], target: int) -> float:
    """The shift ``x`` of the logits for which sum(n * sigmoid(offset + x)) equals ``target``."""
    x = 0.0
    for _ in range(30):
        exp = sum(n / (1 + math.exp(-(o + x))) for o, _k, n in groups)
        slope = sum(n * (p := 1 / (1 + math.exp(-(o + x)))) * (1 - p) for o, _k, n in groups)
        if slope < 1e-9:
            break
        step = max(min((target - exp) / slope, 2.0), -2.0)
        x += step
        if abs(step) < 1e-7:
            break
    return x


def fit_ready(tally: Tally) -> tuple[list[list[float]], list[dict[str, float]], dict]:
    """Base chance per (melds, discards) for a hand showing no sign, and the odds factor of each sign for
    closed (0) and open (1) hands: logistic maximum likelihood by coordinates, then the base made
    non-decreasing in discards (pooled adjacent violators, weighted by situations) and in melds."""
    rows = [(m, t, fl, k, n) for (m, t, fl), (k, n) in tally.ready.items()]
    base = {(m, t): 0.0 for m, t, *_ in rows}
    coef = {(o, f): 0.0 for o in (False, True) for f in FLAGS}

    def offset(m: int, fl: tuple[bool, ...], skip: str | None = None) -> float:
        return sum(coef[(m > 0, f)] for f, on in zip(FLAGS, fl) if on and f != skip)

    for _ in range(SWEEPS):
        cells: dict[tuple[int, int], list] = defaultdict(list)
        for m, t, fl, k, n in rows:
            cells[(m, t)].append((offset(m, fl), k, n))
        for cell, groups in cells.items():
            k = sum(g[1] for g in groups)
            if k == 0 or k == sum(g[2] for g in groups):
                base[cell] = -30.0 if k == 0 else 30.0
            else:
                base[cell] = _solve(groups, k)
        for o, f in coef:
            i = FLAGS.index(f)
            groups = [(base[(m, t)] + offset(m, fl, f), k, n) for m, t, fl, k, n in rows if (m > 0) == o and fl[i]]
            k = sum(g[1] for g in groups)
            coef[(o, f)] = _solve(groups, k) if 0 < k < sum(g[2] for g in groups) else 0.0
    weight: dict[tuple[int, int], int] = defaultdict(int)
    for m, t, _fl, _k, n in rows:
        weight[(m, t)] += n
    table: list[list[float]] = []
    for m in range(5):
        ps = [(1 / (1 + math.exp(-base[(m, t)])), weight[(m, t)]) for t in range(TURNS + 1) if (m, t) in base]
        ts = [t for t in range(TURNS + 1) if (m, t) in base]
        fitted = _monotone(ps)
        row, last = [], fitted[0] if fitted else 0.0  # fewer discards than ever seen: the first seen
        for t in range(TURNS + 1):
            if t in ts:
                last = fitted[ts.index(t)]
            row.append(last)
        if table:
            row = [max(a, b) for a, b in zip(row, table[-1])]
        table.append(row)
    odds = [{f: math.exp(coef[(o, f)]) for f in FLAGS} for o in (False, True)]
    return table, odds, {"cells": dict(weight)}


def _monotone(points: list[tuple[float, int]]) -> list[float]:
    """Weighted least-squares non-decreasing fit (pool adjacent violators)."""
    blocks: list[list[float]] = []  # [mean, weight, size]
    for p, w in points:
        blocks.append([p, max(w, 1), 1])
        while len(blocks) > 1 and blocks[-2][0] > blocks[-1][0]:
            b = blocks.pop()
            a = blocks[-1]
            total = a[1] + b[1]
            a[0], a[1], a[2] = (a[0] * a[1] + b[0] * b[1]) / total, total, a[2] + b[2]
    return [b[0] for b in blocks for _ in range(int(b[2]))]


def fit_worth(tally: Tally) -> dict[str, float]:
    """Mean non-dealer ron by kind of hand, an open hand's cost by least squares, the dealer's ratio."""
    def mean(xs: list[int]) -> float:
        return sum(xs) / len(xs) if xs else 0.0

    child = [r for r in tally.rons if not r[1]]
    dealer = mean([r[4] for r in tally.rons if r[1]]) / max(mean([r[4] for r in child]), 1.0)
    open_rows = [(1.0, float(p), float(s), float(y)) for k, _d, p, s, y in child if k == "open"]
    a, b, c = _least_squares(open_rows)
    return {"RIICHI_WORTH": mean([r[4] for r in child if r[0] == "riichi"]),
            "DAMA_WORTH": mean([r[4] for r in child if r[0] == "closed"]),
            "OPEN_WORTH": a, "SHOWN_WORTH": b, "SUIT_WORTH": c, "DEALER_WORTH": dealer}


def _least_squares(rows: list[tuple[float, float, float, float]]) -> tuple[float, float, float]:
    """y ~ a + b x1 + c x2 (rows: (1, x1, x2, y)), by the normal equations; a lone mean where they are singular."""
    m = [[sum(r[i] * r[j] for r in rows) for j in range(3)] + [sum(r[i] * r[3] for r in rows)] for i in range(3)]
    for col in range(3):
        pivot = max(range(col, 3), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-9:
            mean = sum(r[3] for r in rows) / len(rows) if rows else 0.0
            return mean, 0.0, 0.0
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(3):
            if r != col:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return m[0][3] / m[0][0], m[1][3] / m[1][1], m[2][3] / m[2][2]


# -- report and table file -------------------------------------------------------------------------------

def run(oracle: Path, every: int = 1, limit: int | None = None) -> Tally:
    """Replay every ``every``-th game of the oracle (sorted by file), at most ``limit`` games."""
    tally = Tally()
    games = sorted(oracle_rounds(oracle).items())[::every][:limit]
    for source, indices in games:
        replay_game(oracle / "raw" / source, indices, tally)
    return tally


def render(tally: Tally, ready: list[list[float]], odds: list[dict[str, float]], worth: dict[str, float],
           every: int) -> str:
    """The table module's text."""
    rows = "\n".join(f"    ({', '.join(f'{p:.3f}' for p in row)}),  # {m} melds" for m, row in enumerate(ready))
    sample = "every game" if every == 1 else f"every {every}th game (sorted by file)"

    def factors(d: dict[str, float]) -> str:
        return "{" + ", ".join(f'"{f}": {d[f]:.2f}' for f in FLAGS) + "}"

    lines = [
        '"""The riichi bot\'s opponent reading, fitted on real play: made by tools/fit_reading.py from the',
        f"four-player Tenhou records of ../shared/oracles/tenhou ({sample}: {tally.games} games, {tally.rounds}",
        f"rounds, {tally.situations} situations, {len(tally.rons)} rons). Do not edit by hand: rerun the tool",
        '(``uv run python tools/fit_reading.py --write``)."""',
        "",
        "#: Chance of being ready of a hand that has not declared riichi and shows no sign, by called melds",
        f"#: (0-4) and discards (0-{TURNS}; longer rivers take the last).",
        f"READY = (\n{rows}\n)",
        "#: Odds factor of each sign (reading.Signs.flags), for closed hands (0) and open hands (1).",
        f"ODDS = ({factors(odds[0])},\n        {factors(odds[1])})",
        "#: Mean cost of a non-dealer ron (points): a riichi, a quiet closed hand; an open hand's as",
        "#: OPEN_WORTH + SHOWN_WORTH per dora/red five/yakuhai triplet shown + SUIT_WORTH for a one-suit sign;",
        "#: a dealer's ron costs DEALER_WORTH times as much.",
    ]
    for name, value in worth.items():
        lines.append(f"{name} = {value:.2f}" if name == "DEALER_WORTH" else f"{name} = {round(value, -1):.1f}")
    return "\n".join(lines) + "\n"


#: Upper ends of the chance bins of the calibration check.
BINS = (0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)


def calibration(tally: Tally, ready: list[list[float]], odds: list[dict[str, float]]) -> list[tuple[float, float, int]]:
    """Per chance bin of reading.ready_chance with the fitted numbers: (mean chance, share ready, situations)."""
    bins = [[0.0, 0, 0] for _ in BINS]
    for (m, t, fl), (k, n) in tally.ready.items():
        on = dict(zip(FLAGS, fl))
        sg = Signs(m, t, on["push"], on["middle"], on["tedashi_middle"], on["settled"], on["no_yaku"],
                   0 if on["suit"] else None, 0, False)
        p = ready_chance(sg, ready, odds)
        b = bins[next(i for i, top in enumerate(BINS) if p <= top)]
        b[0] += p * n
        b[1] += k
        b[2] += n
    return [(float(p) / n, k / n, int(n)) for p, k, n in bins if n]


def summary(tally: Tally, ready: list[list[float]], odds: list[dict[str, float]], worth: dict[str, float]) -> str:
    """Observed ready rates beside the fit, for the report."""
    raw: dict[tuple[int, int], list[int]] = defaultdict(lambda: [0, 0])
    by_flag: dict[tuple[bool, str, bool], list[int]] = defaultdict(lambda: [0, 0])
    for (m, t, fl), (k, n) in tally.ready.items():
        raw[(m, t)][0] += k
        raw[(m, t)][1] += n
        for f, on in zip(FLAGS, fl):
            by_flag[(m > 0, f, on)][0] += k
            by_flag[(m > 0, f, on)][1] += n
    out = [f"{tally.games} games, {tally.rounds} rounds ({tally.skipped} not replayed), "
           f"{tally.situations} situations, {len(tally.rons)} rons"]
    for m in range(5):
        cells = [raw[(m, t)] for t in range(TURNS + 1)]
        seen = " ".join(f"{k / n:.2f}" if n else "  - " for k, n in cells)
        out.append(f"melds {m}: situations {sum(n for _k, n in cells):7d}  observed {seen}")
        out.append(f"{'':27}fitted   {' '.join(f'{p:.2f}' for p in ready[m])}")
    for o in (False, True):
        for f in FLAGS:
            yes, no = by_flag[(o, f, True)], by_flag[(o, f, False)]
            out.append(f"{'open' if o else 'closed'} {f:15s} with {yes[1]:7d} ready {_rate(yes)}  "
                       f"without {no[1]:7d} ready {_rate(no)}  odds factor {odds[o][f]:.2f}")
    out.append("calibration (chance read / share ready / situations): " + ", ".join(
        f"{p:.3f}/{r:.3f}/{n}" for p, r, n in calibration(tally, ready, odds)))
    kinds: dict[tuple[str, bool], list[int]] = defaultdict(list)
    for kind, d, _p, _s, y in tally.rons:
        kinds[(kind, d)].append(y)
    for (kind, d), ys in sorted(kinds.items()):
        out.append(f"rons {kind:6s} {'dealer' if d else 'other '}: {len(ys):5d}, mean {sum(ys) / len(ys):.0f}")
    out.append("worth: " + ", ".join(f"{k} {v:.2f}" for k, v in worth.items()))
    return "\n".join(out)


def _rate(count: list[int]) -> str:
    """ready / total, or a dash for none."""
    return f"{count[0] / count[1]:.3f}" if count[1] else "-"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--oracle", type=Path, default=ORACLE, help="the Tenhou oracle folder (games.jsonl, raw/)")
    ap.add_argument("--every", type=int, default=1, help="replay every N-th game only (sorted by file)")
    ap.add_argument("--limit", type=int, default=None, help="at most this many games")
    ap.add_argument("--write", action="store_true", help=f"write {TABLE_FILE.relative_to(ROOT)}")
    args = ap.parse_args(argv)
    if args.every < 1 or (args.limit is not None and args.limit < 1):
        ap.error(f"--every and --limit must be 1 or more, not {args.every} and {args.limit}")
    if not (args.oracle / "games.jsonl").is_file():
        ap.error(f"no games.jsonl in {args.oracle}")
    start = time.perf_counter()
    tally = run(args.oracle, args.every, args.limit)
    ready, odds, _info = fit_ready(tally)
    worth = fit_worth(tally)
    print(summary(tally, ready, odds, worth))
    print(f"{time.perf_counter() - start:.0f} s")
    if args.write:
        empty = [name for name, value in worth.items() if value <= 0]
        if empty:
            ap.error(f"too few games for a table: no rons to fit {', '.join(empty)}; replay more games")
        TABLE_FILE.write_text(render(tally, ready, odds, worth, args.every))
        print(f"wrote {TABLE_FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
