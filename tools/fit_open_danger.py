"""Fit how an open hand's melds change the riichi bot's tile danger, on real play: replays the four-player Tenhou
games of the shared oracle through the engine and writes src/polymahjong/variants/riichi/bot/open_danger_table.py.

Before every discard, for each other seat that has called and not declared riichi and is ready (the record's
hand completes on some tile), each kind in the discarder's hand that is not safe against it is classed as the
bot classes it (``Danger.open_class``: what the melds show, the tile's kind, suji and copies unseen), and the
engine says whether that seat may win on it by ron (a wait that makes a yaku, not furiten). The factor of a
class is its waits over the sum of the hand-set dangers (``Danger.hand_set``) of its tiles, shrunk towards 1
by ``PRIOR`` expected waits, so that the danger read times the factor is as often a wait as real open hands'.

    uv run python tools/fit_open_danger.py                # every game: prints the fit
    uv run python tools/fit_open_danger.py --write        # and writes the table

Every game takes about 7 minutes on the shared 2-core machine; ``--every`` samples the games (sorted by file).
"""
from __future__ import annotations

import argparse
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from fit_reading import ORACLE, ROOT, oracle_rounds

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.round import Round
from polymahjong.engine.table import Table
from polymahjong.engine.view import SeatView, seat_view
from polymahjong.records.replay import ReplayMismatch
from polymahjong.records.tenhou import TenhouRound, read_tenhou
from polymahjong.records.tenhou_replay import check_round, engine_round, tenhou_variant
from polymahjong.variants.riichi.bot.danger import Danger
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.riichi.kinds import KindTable
from polymahjong.variants.riichi.table import RIICHI

TABLE_FILE = ROOT / "src" / "polymahjong" / "variants" / "riichi" / "bot" / "open_danger_table.py"
#: Expected waits of pseudo-data at factor 1 added to every class (a thin class stays near the hand-set danger).
PRIOR = 5.0
#: The rows of the table, in order.
ROWS = ("simples", "yakuhai", "suit_in", "suit_out", "none")


@dataclass
class Tally:
    """Per (row, column): tiles, their hand-set dangers summed, and how many were ron waits."""

    cells: dict[tuple[str, str], list[float]] = field(default_factory=lambda: defaultdict(lambda: [0, 0.0, 0]))
    games: int = 0
    rounds: int = 0
    skipped: int = 0

    @property
    def tiles(self) -> int:
        return int(sum(c[0] for c in self.cells.values()))


def replay_game(path: Path, indices: set[int], tally: Tally) -> None:
    """Replay the rounds ``indices`` of the record at ``path`` into ``tally``."""
    game = read_tenhou(path)
    table = Table(tenhou_variant(game))
    kt = KindTable.build(table.tileset)
    tally.games += 1
    for rec in game.rounds:
        if rec.index in indices and rec.results:
            found: list[tuple[tuple[str, str], float, bool]] = []
            try:
                _replay_round(rec, table, kt, found)
            except ReplayMismatch:
                tally.skipped += 1
                continue
            tally.rounds += 1
            for cell, danger, wait in found:
                c = tally.cells[cell]
                c[0] += 1
                c[1] += danger
                c[2] += wait


def _ron_waits(rnd: Round, seat: int, discarder: int) -> set[int]:
    """The kinds ``seat`` may win on by ron from ``discarder`` now (one copy stands for each; a kind of which the
    seat holds every copy, concealed or melded, can be no other seat's discard)."""
    c = rnd.table.copies
    own = list(rnd.counts[seat])
    for meld in rnd.melds[seat]:
        for t in meld.tiles:
            own[t // c] += 1
    flags = rnd._win_flags(seat, tsumo=False, robbing=False)
    return {k for k, n in enumerate(own) if n < c and rnd.completes(seat, k * c + c - 1)
            and rnd.can_win(seat, k * c + c - 1, discarder, flags) is not None}


def each_discard(rec: TenhouRound, table: Table, visit: Callable[[Round, SeatView], None]) -> None:
    """Replay ``rec`` and call ``visit`` before every discard (riichi's too) with the discarder's view."""
    def observed(rnd: Round, action: Action) -> None:
        if action.act in (Act.DISCARD, RIICHI):
            visit(rnd, seat_view(rnd, action.seat))

    check_round(engine_round(rec, table), rec, observed)


def _replay_round(rec: TenhouRound, table: Table, kt: KindTable, found: list) -> None:
    ts = table.tileset

    def visit(rnd: Round, view: SeatView) -> None:
        danger = Danger(Position.of(view, kt, ts))
        held = sorted({t // ts.copies for t in view.hand})
        for o in danger.opponents:
            if o.shows is None:
                continue
            if not rnd.table.wincheck.tenpai(rnd.counts[o.seat], rnd.declared(o.seat)):
                continue
            waits = _ron_waits(rnd, o.seat, view.seat)
            for k in held:
                d = danger.hand_set(o, k)
                if d > 0.0:
                    found.append((danger.open_class(o, k), d, k in waits))

    each_discard(rec, table, visit)


def run(oracle: Path, every: int = 1) -> Tally:
    """Replay every ``every``-th game of the oracle (sorted by file)."""
    tally = Tally()
    for source, indices in sorted(oracle_rounds(oracle).items())[::every]:
        replay_game(oracle / "raw" / source, indices, tally)
    return tally


def fit(tally: Tally) -> dict[str, dict[str, float]]:
    """Per row and column: (waits + PRIOR) / (hand-set dangers summed + PRIOR)."""
    out: dict[str, dict[str, float]] = {row: {} for row in ROWS}
    for (row, key), (_n, danger, waits) in sorted(tally.cells.items()):
        out[row][key] = (waits + PRIOR) / (danger + PRIOR)
    return out


def render(tally: Tally, factors: dict[str, dict[str, float]], every: int) -> str:
    """The table module's text."""
    sample = "every game" if every == 1 else f"every {every}th game (sorted by file)"
    lines = [
        '"""How an open hand\'s melds change the riichi bot\'s tile danger, fitted on real play: made by',
        f"tools/fit_open_danger.py from the four-player Tenhou records of ../shared/oracles/tenhou ({sample}:",
        f"{tally.games} games, {tally.rounds} rounds, {tally.tiles} tiles held against ready open hands). Do not edit",
        'by hand: rerun the tool (``uv run python tools/fit_open_danger.py --write``)."""',
        "",
        "#: The factor on a tile's hand-set danger against an open hand, by what its melds show (danger.open_class:",
        "#: all simples, a yakuhai triplet, a one-suit sign in or out of the tile's suit, no yaku) and the tile's",
        "#: class (honours Y yakuhai / G guest by copies unseen; number tiles by ranks from the edge, s suji, h half).",
        "OPEN_FACTOR = {",
    ]
    for row in ROWS:
        numbers = ", ".join(f'"{k}": {v:.2f}' for k, v in factors[row].items() if k[0].isdigit())
        honours = ", ".join(f'"{k}": {v:.2f}' for k, v in factors[row].items() if not k[0].isdigit())
        body = numbers + (f",\n{' ' * 8}{honours}" if honours else "")
        lines.append(f'    "{row}": {{{body}}},')
    lines.append("}")
    return "\n".join(lines) + "\n"


def report(tally: Tally, factors: dict[str, dict[str, float]]) -> str:
    """Each class: tiles, the hand-set danger's mean, the real share of waits, the factor."""
    out = [f"{tally.games} games, {tally.rounds} rounds ({tally.skipped} skipped), {tally.tiles} tiles"]
    for (row, key), (n, danger, waits) in sorted(tally.cells.items()):
        out.append(f"{row:9s} {key:4s} {int(n):8d} hand-set {danger / n:.4f} waits {waits / n:.4f} "
                   f"factor {factors[row][key]:.2f}")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--every", type=int, default=1, help="replay every N-th game (sorted by file)")
    parser.add_argument("--write", action="store_true", help=f"write {TABLE_FILE.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    tally = run(ORACLE, args.every)
    factors = fit(tally)
    print(report(tally, factors))
    if args.write:
        TABLE_FILE.write_text(render(tally, factors, args.every), encoding="utf-8")


if __name__ == "__main__":
    main()
