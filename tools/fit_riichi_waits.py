"""Fit the chance that a tile is a riichi seat's wait, on real play: replays the four-player Tenhou games of the
shared oracle through the engine and writes src/polymahjong/variants/riichi/bot/riichi_waits_table.py.

Before every discard made while another seat stands in riichi, each kind in the discarder's hand that is not
safe against the riichi seat is described by ``riichi_waits.features`` from the discarder's own view, and the
engine says whether the riichi seat may win on it by ron. A gradient-boosted fit (LightGBM, log-loss) learns the
chance from four games in five; the fifth, held out, stops the boosting and gives the printed figures: the
area under the ROC curve of the fit and of the hand-set danger (``Danger.hand_set``), and against a lone
riichi how often the tile each rates safest in the hand is a wait (ties shared).

    uv run --with lightgbm python tools/fit_riichi_waits.py            # prints the figures
    uv run --with lightgbm python tools/fit_riichi_waits.py --write    # and writes the table

LightGBM is needed by this tool only (the bot reads the written trees); the replays take about 4 minutes on
the shared 2-core machine with ``--workers 2``.
"""
from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import groupby
from statistics import fmean
from typing import TYPE_CHECKING

from fit_open_danger import _ron_waits, each_discard
from fit_reading import ORACLE, ROOT, oracle_rounds

from polymahjong.engine.round import Round
from polymahjong.engine.table import Table
from polymahjong.engine.view import SeatView
from polymahjong.records.replay import ReplayMismatch
from polymahjong.records.tenhou import TenhouRound, read_tenhou
from polymahjong.records.tenhou_replay import tenhou_variant
from polymahjong.variants.riichi.bot.danger import Danger
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.riichi.bot.riichi_waits import FEATURES, features
from polymahjong.variants.riichi.kinds import KindTable

if TYPE_CHECKING:
    import lightgbm

TABLE_FILE = ROOT / "src" / "polymahjong" / "variants" / "riichi" / "bot" / "riichi_waits_table.py"
#: Every HELD_OUT-th game (sorted by file) is held out of the fit.
HELD_OUT = 5
#: The games are replayed in PARTS interleaved parts, their rows joined part after part whatever the workers (the
#: bagging, and so the trees, follow the rows' order).
PARTS = 2
#: LightGBM's settings (small trees: the bot walks them in pure Python).
PARAMS = {"objective": "binary", "learning_rate": 0.1, "num_leaves": 15, "min_data_in_leaf": 200,
          "feature_fraction": 0.8, "bagging_fraction": 0.8, "bagging_freq": 1, "seed": 1, "deterministic": True,
          "num_threads": 2, "verbose": -1}
#: At most ROUNDS trees; the boosting stops once PATIENCE more have not improved the held-out log-loss.
ROUNDS, PATIENCE = 600, 30
#: The columns the held-out figures read.
HAND_SET, RIICHI_SEATS = FEATURES.index("hand_set"), FEATURES.index("riichi_seats")


@dataclass
class Rows:
    """Per tile held against a riichi: its features, whether it is a wait, its decision's and its game's number."""

    x: list[list[float]] = field(default_factory=list)
    wait: list[bool] = field(default_factory=list)
    decision: list[int] = field(default_factory=list)
    game: list[int] = field(default_factory=list)
    decisions: int = 0

    def extend(self, other: "Rows") -> None:
        """Append ``other``'s rows (its decisions numbered after these)."""
        self.x += other.x
        self.wait += other.wait
        self.decision += [d + self.decisions for d in other.decision]
        self.game += other.game
        self.decisions += other.decisions


def replay_games(jobs: list[tuple[int, str, list[int]]]) -> Rows:
    """The rows of the records ``jobs`` ((game number, file, its rounds))."""
    rows = Rows()
    for gid, source, indices in jobs:
        game = read_tenhou(ORACLE / "raw" / source)
        table = Table(tenhou_variant(game))
        kt = KindTable.build(table.tileset)
        for rec in game.rounds:
            if rec.index in indices and rec.results:
                try:
                    _replay_round(rec, table, kt, gid, rows)
                except ReplayMismatch:
                    continue
    return rows


def _replay_round(rec: TenhouRound, table: Table, kt: KindTable, gid: int, rows: Rows) -> None:
    ts = table.tileset

    def visit(rnd: Round, view: SeatView) -> None:
        if not any(on for s, on in enumerate(view.declared) if s != view.seat):
            return
        danger = Danger(Position.of(view, kt, ts))
        held = sorted({t // ts.copies for t in view.hand})
        for o in danger.opponents:
            if not view.declared[o.seat]:
                continue
            waits = _ron_waits(rnd, o.seat, view.seat)
            rows.decisions += 1
            for k in held:
                if k not in o.safe:
                    rows.x.append(features(danger, o, danger.river(o.seat), k))
                    rows.wait.append(k in waits)
                    rows.decision.append(rows.decisions)
                    rows.game.append(gid)

    each_discard(rec, table, visit)


def collect(workers: int) -> Rows:
    """Every game's rows, replayed in PARTS parts by ``workers`` processes."""
    jobs = [(gid, source, sorted(indices)) for gid, (source, indices) in enumerate(sorted(oracle_rounds(ORACLE).items()))]
    rows = Rows()
    with ProcessPoolExecutor(workers) as pool:
        for part in pool.map(replay_games, [jobs[i::PARTS] for i in range(PARTS)]):
            rows.extend(part)
    return rows


def auc(score: list[float], label: list[bool]) -> float:
    """The area under the ROC curve (tiles rated alike counted half)."""
    pairs = sorted(zip(score, label))
    rank_sum = 0.0
    at = 0
    for _s, tied in groupby(pairs, key=lambda p: p[0]):
        n = [w for _x, w in tied]
        rank_sum += sum(n) * (2 * at + len(n) + 1) / 2
        at += len(n)
    waits = sum(label)
    return (rank_sum - waits * (waits + 1) / 2) / (waits * (len(label) - waits))


def safest_waits(score: list[float], label: list[bool], decision: list[int]) -> float:
    """Over the decisions, how often the tile rated safest is a wait (tiles rated alike share the choice)."""
    shares = []
    for _d, tiles in groupby(sorted(zip(decision, score, label)), key=lambda t: t[0]):
        rows = list(tiles)
        low = rows[0][1]
        shares.append(fmean(w for _d, x, w in rows if x <= low))
    return fmean(shares)


def fit(rows: Rows) -> tuple["lightgbm.Booster", str]:
    """The boosted fit on the games not held out, and the held-out figures."""
    import lightgbm
    import numpy as np

    x = np.array(rows.x, dtype=np.float64)
    y = np.array(rows.wait)
    d, g = np.array(rows.decision), np.array(rows.game)
    out = g % HELD_OUT == 0
    booster = lightgbm.train(PARAMS, lightgbm.Dataset(x[~out], y[~out]), ROUNDS,
                             valid_sets=[lightgbm.Dataset(x[out], y[out])],
                             callbacks=[lightgbm.early_stopping(PATIENCE, verbose=False)])
    chance = list(booster.predict(x[out], num_iteration=booster.best_iteration))
    hand_set = list(x[out, HAND_SET])
    lone = list(x[out, RIICHI_SEATS] == 1)
    yo, do = list(y[out]), list(d[out])

    def alone(values: list) -> list:
        return [v for v, one in zip(values, lone) if one]

    figures = (f"{int(g.max()) + 1} games, {rows.decisions} decisions, {len(y)} tiles ({y.mean():.4f} waits); "
               f"held out {out.sum()} tiles: trees {booster.best_iteration}, AUC fit {auc(chance, yo):.3f} "
               f"hand-set {auc(hand_set, yo):.3f}; the safest tile a wait against a lone riichi: fit "
               f"{safest_waits(alone(chance), alone(yo), alone(do)):.4f} hand-set "
               f"{safest_waits(alone(hand_set), alone(yo), alone(do)):.4f}")
    return booster, figures


def flatten(tree: dict) -> tuple[tuple, ...]:
    """A LightGBM tree as (features, thresholds, left, right, leaves) (see ``riichi_waits.wait_chance``)."""
    nodes: list[dict] = []
    leaves: list[float] = []

    def index(node: dict) -> int:
        if "leaf_value" in node:
            leaves.append(node["leaf_value"])
            return ~(len(leaves) - 1)
        assert node["decision_type"] == "<=", node
        nodes.append(node)
        return len(nodes) - 1

    left: dict[int, int] = {}
    right: dict[int, int] = {}
    root = index(tree)
    assert root == 0, "a tree of a single leaf"
    i = 0
    while i < len(nodes):
        left[i] = index(nodes[i]["left_child"])
        right[i] = index(nodes[i]["right_child"])
        i += 1
    return (tuple(n["split_feature"] for n in nodes), tuple(n["threshold"] for n in nodes),
            tuple(left[j] for j in range(len(nodes))), tuple(right[j] for j in range(len(nodes))), tuple(leaves))


def render(booster: "lightgbm.Booster", figures: str) -> str:
    """The table module's text."""
    dump = booster.dump_model(num_iteration=booster.best_iteration)
    lines = [
        '"""The chance that a tile is a riichi seat\'s wait, fitted on real play: made by tools/fit_riichi_waits.py',
        "from the four-player Tenhou records of ../shared/oracles/tenhou. Do not edit by hand: rerun the tool",
        "(``uv run --with lightgbm python tools/fit_riichi_waits.py --write``).",
        "",
        figures + '"""',
        "",
        "#: The boosted trees (riichi_waits.wait_chance): per tree its nodes' features, thresholds, left and right",
        "#: children (~j: leaf j) and its leaves' log-odds.",
        "TREES = (",
    ]
    for tree in dump["tree_info"]:
        lines.append(f"    {flatten(tree['tree_structure'])!r},")
    lines.append(")")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--workers", type=int, default=2, help=f"processes replaying the records (at most {PARTS} work)")
    parser.add_argument("--write", action="store_true", help=f"write {TABLE_FILE.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    booster, figures = fit(collect(args.workers))
    print(figures)
    if args.write:
        TABLE_FILE.write_text(render(booster, figures), encoding="utf-8")


if __name__ == "__main__":
    main()
