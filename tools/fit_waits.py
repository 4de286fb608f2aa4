"""Fit the riichi bot's wait appeal on real play: replays the four-player Tenhou games of the shared oracle
through the engine and writes src/polymahjong/variants/riichi/bot/appeal_table.py.

At each riichi declaration, the declarer's waits are noted with their live copies (unseen from its own seat)
and their category (``appeal.category``: honour, shown or not; a number tile's rank class, suji of the
declarer's own discards or not); at the round's end, the wait that won, by ron or self-draw. A category's
appeal is its wins per live copy over the wins per live copy of all waits (waits the declarer is furiten on
are left out: they win by self-draw only).

    uv run python tools/fit_waits.py                  # every game: prints the fit
    uv run python tools/fit_waits.py --write          # and writes the table

Every game takes about 40 seconds on the shared 2-core machine.
"""
from __future__ import annotations

import argparse
import time
from collections import Counter
from pathlib import Path

from fit_reading import ORACLE, ROOT, oracle_rounds  # tools/ is the script's folder

from polymahjong.engine.actions import Action
from polymahjong.engine.round import Round
from polymahjong.engine.table import Table
from polymahjong.engine.view import seat_view
from polymahjong.records.replay import ReplayMismatch
from polymahjong.records.tenhou import TenhouRound, read_tenhou
from polymahjong.records.tenhou_replay import check_round, engine_round, tenhou_variant
from polymahjong.variants.riichi.bot.appeal import category
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.riichi.kinds import KindTable

TABLE_FILE = ROOT / "src" / "polymahjong" / "variants" / "riichi" / "bot" / "appeal_table.py"
FURITEN = "furiten"


class Tally:
    """Live copies and wins (ron, self-draw) per category, over the riichi hands replayed."""

    def __init__(self) -> None:
        self.live: Counter[str] = Counter()
        self.ron: Counter[str] = Counter()
        self.tsumo: Counter[str] = Counter()
        self.riichi = self.rounds = self.skipped = 0

    def rate(self, cat: str | None = None) -> float:
        """Wins per live copy of a category (None: of every category but furiten)."""
        cats = [cat] if cat else [c for c in self.live if c != FURITEN]
        live = sum(self.live[c] for c in cats)
        return sum(self.ron[c] + self.tsumo[c] for c in cats) / live if live else 0.0


def replay_game(path: Path, indices: set[int], tally: Tally) -> None:
    """Replay the rounds ``indices`` of the record at ``path`` into ``tally``."""
    game = read_tenhou(path)
    table = Table(tenhou_variant(game))
    kt = KindTable.build(table.tileset)
    for rec in game.rounds:
        if rec.index in indices and rec.results:
            try:
                _replay_round(rec, table, kt, tally)
                tally.rounds += 1
            except ReplayMismatch:
                tally.skipped += 1


def _replay_round(rec: TenhouRound, table: Table, kt: KindTable, tally: Tally) -> None:
    """One round: each declarer's waits as its riichi is accepted, then the winning wait."""
    noted: dict[int, dict[int, tuple[int, str]]] = {}  # seat -> wait kind -> (live copies, category)

    def observed(rnd: Round, action: Action) -> None:
        for s in range(table.n):
            if s in noted or len(rnd.hands[s]) % 3 == 2:
                continue
            view = seat_view(rnd, s)
            if not view.declared[s]:
                continue
            pos = Position.of(view, kt, table.tileset)
            waits = table.wincheck.waits(rnd.counts[s], rnd.declared(s))
            noted[s] = {w: (pos.unseen[w], FURITEN if w in pos.river else category(pos, w)) for w in waits}

    rnd = check_round(engine_round(rec, table), rec, observed)
    copies = table.tileset.copies
    for s, waits in noted.items():  # only rounds the engine replays to Tenhou's result count
        tally.riichi += 1
        for live, cat in waits.values():
            tally.live[cat] += live
        for win in rnd.wins:
            if win.seat == s and win.tile // copies in waits:
                cat = waits[win.tile // copies][1]
                (tally.tsumo if win.discarder is None else tally.ron)[cat] += 1


def write_table(tally: Tally, games: int) -> None:
    """Write appeal_table.py from the fit."""
    overall = tally.rate()
    rows = "\n".join(f'    "{c}": {tally.rate(c) / overall:.2f},  # {tally.live[c]} live copies'
                     for c in sorted(tally.live) if c != FURITEN)
    TABLE_FILE.write_text(f'''"""The riichi bot's wait appeal, fitted on real play: made by tools/fit_waits.py from the four-player
Tenhou records of ../shared/oracles/tenhou ({games} games, {tally.rounds} rounds, {tally.riichi} riichi
hands). Do not edit by hand: rerun the tool (``uv run python tools/fit_waits.py --write``)."""

#: Wins per live copy of a wait of each category (``appeal.category``) over those of all waits
#: ({overall * 100:.2f} per 100 live copies).
APPEAL = {{
{rows}
}}
''')


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--every", type=int, default=1, help="replay every n-th game (sorted by file)")
    parser.add_argument("--write", action="store_true", help="write appeal_table.py")
    args = parser.parse_args()
    start = time.time()
    games = sorted(oracle_rounds(ORACLE).items())[::args.every]
    tally = Tally()
    for source, indices in games:
        replay_game(ORACLE / "raw" / source, indices, tally)
    overall = tally.rate()
    print(f"{len(games)} games, {tally.rounds} rounds ({tally.skipped} left out), {tally.riichi} riichi hands, "
          f"{time.time() - start:.0f} s; {overall * 100:.2f} wins per 100 live copies")
    for c in sorted(tally.live):
        rate = tally.rate(c)
        print(f"  {c:13s} {tally.live[c]:6d} live  ron {tally.ron[c]:5d}  self-drawn {tally.tsumo[c]:4d}  "
              f"{rate * 100:5.2f} per 100  appeal {rate / overall:.2f}")
    if args.write:
        write_table(tally, len(games))


if __name__ == "__main__":
    main()
