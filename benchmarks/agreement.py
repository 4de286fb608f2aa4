"""Agreement with Phoenix-room players: how often the riichi bot decides as the players of real Tenhou games
did, in the positions they met. Prints one JSON line.

Replays the four-player games of the shared Tenhou oracle (``../shared/oracles/tenhou``, nearly all from the
Phoenix room) through the engine and, before each action of the record, asks the bot in that seat what it
would do (one bot per player, shown each of that player's decisions in order, as at a table). Counted:

- ``discards``: the bot throws the same kind as the player, by the player's shanten (``sh0`` ready ... ``sh3``
  three steps or more), apart while an opponent's riichi stands (``vs_riichi``) or not (``free``);
- ``riichi``: each seat's first chance in a deal to declare (a turn on which riichi is offered), when there
  the player and the bot both throw a tile that leaves the hand ready: how often each declares, by whether
  the ready hand has a yaku (it can win by ron without riichi) and whether it has at least ``WIDE`` live
  waits;
- ``calls``: where a chi, pon or open kan is offered (and no ron): how often each calls, by a closed or open
  hand and its shanten;
- ``safe_vs_riichi``: while an opponent's riichi stands: how often each throws a tile safe against every
  riichi (its genbutsu, as the bot reads them), by shanten.

The figures measure likeness, not strength (``league.py`` does that); a systematic gap in one kind of
decision points at a belief of the bot to look at. Rounds the engine cannot replay to Tenhou's result are
left out (the count is printed).

    uv run python benchmarks/agreement.py [--every 8] [--offset 0] [--workers 2]
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.round import Round
from polymahjong.engine.table import Table
from polymahjong.engine.view import SeatView, seat_view
from polymahjong.hand import shanten
from polymahjong.players.strategy.efficiency import declared_melds
from polymahjong.records.replay import ReplayMismatch
from polymahjong.records.tenhou import read_tenhou
from polymahjong.records.tenhou_replay import check_round, engine_round, tenhou_variant
from polymahjong.variants.riichi.bot.danger import Danger
from polymahjong.variants.riichi.bot.discards import Discard
from polymahjong.variants.riichi.bot.player import RiichiBot
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.riichi.table import RIICHI

if TYPE_CHECKING:
    from polymahjong.variants.riichi import Riichi

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
from fit_reading import ORACLE, oracle_rounds  # noqa: E402  (tools/: the oracle's layout)

#: A ready hand with at least this many live waits counts as a wide one.
WIDE = 5
CALLS = (Act.CHI, Act.PON, Act.OPEN_KAN)


@dataclass(frozen=True)
class Decision:
    """One decision of the record: the seat's view, the player's action, the bot in the seat and its action,
    the discards it rated for it (None: it rated none), the seat's shanten, and whether the seat has not yet
    had a chance to declare riichi in the deal."""

    view: SeatView
    player: Action
    bot: "RatingBot"
    ours: Action
    rated: list[Discard] | None
    shanten: int
    first: bool

    @property
    def copies(self) -> int:
        return self.bot.tileset.copies


class RatingBot(RiichiBot):
    """The riichi bot, keeping the discards it rated at its latest decision."""

    def __init__(self, variant: "Riichi", seed: int = 0) -> None:
        super().__init__(variant, seed)
        self.rated: list[Discard] | None = None
        rate = self.rater.rate

        def keep(pos: Position, tiles: Sequence[int]) -> list[Discard]:
            self.rated = rate(pos, tiles)
            return self.rated

        self.rater.rate = keep  # type: ignore[method-assign]

    def act(self, view: SeatView) -> Action:
        self.rated = None
        return super().act(view)


def replay_game(path: Path, indices: set[int], study: Callable[[Decision], None], tally: Counter[str]) -> None:
    """Replay the rounds ``indices`` of the record at ``path``, calling ``study`` at each decision that offers
    the seat more than one action."""
    game = read_tenhou(path)
    variant = tenhou_variant(game)
    table = Table(variant)
    copies = table.tileset.copies
    bots = [RatingBot(variant, seed=p) for p in range(4)]  # type: ignore[arg-type]
    for rec in game.rounds:
        if rec.index not in indices or not rec.results:
            continue
        chances: set[int] = set()  # seats that have had a chance to declare riichi in this deal

        def before(rnd: Round, action: Action) -> None:
            s = action.seat
            if len(rnd.legal(s)) <= 1:
                return
            view = seat_view(rnd, s)
            bot = bots[(rec.dealer + s) % 4]
            mine = bot.act(view)
            steps = shanten(variant.shape, rnd.counts[s], declared_melds(view.melds[s], copies))
            study(Decision(view, action, bot, mine, bot.rated, steps, s not in chances))
            if any(a.act is RIICHI for a in view.legal):
                chances.add(s)

        try:
            check_round(engine_round(rec, table), rec, before)
            tally["rounds"] += 1
        except ReplayMismatch:
            tally["rounds left out"] += 1


class Agreement:
    """The counts of one replay: per figure and cell, [decisions, the player's yes, the bot's yes, agreed]."""

    def __init__(self) -> None:
        self.counts: Counter[tuple[str, str, int]] = Counter()

    def add(self, figure: str, cell: str, player: bool, bot: bool) -> None:
        """Count one decision of ``figure`` in ``cell``: the player's and the bot's answer (yes/no)."""
        for i, yes in enumerate((True, player, bot, player == bot)):
            self.counts[(figure, cell, i)] += yes

    def __call__(self, d: Decision) -> None:
        view, player, bot = d.view, d.player, d.ours
        legal = view.legal
        sh = f"sh{min(max(d.shanten, 0), 3)}"
        if any(a.act in (Act.RON, Act.TSUMO) for a in legal):
            return
        if view.phase == "claim":
            if any(a.act in CALLS for a in legal):
                self.add("calls", f"{'open' if view.melds[view.seat] else 'closed'} {sh}",
                         player.act in CALLS, bot.act in CALLS)
            return
        if view.declared[view.seat] or player.tile is None or bot.tile is None \
                or {player.act, bot.act} - {Act.DISCARD, RIICHI}:
            return
        hk, bk = player.tile // d.copies, bot.tile // d.copies
        ready = {a.tile // d.copies for a in legal if a.act is RIICHI and a.tile is not None}
        if d.first and hk in ready and bk in ready and d.rated is not None:
            t = next((r.tenpai for r in d.rated if r.kind == bk), None)
            if t is not None and t.live:
                cell = f"{'yaku' if t.has_yaku else 'no yaku'}, {'wide' if t.live >= WIDE else 'narrow'} wait"
                self.add("riichi", cell, player.act is RIICHI, bot.act is RIICHI)
        riichi = [o for o in range(len(view.hand_sizes)) if o != view.seat and view.declared[o]]
        self.add("discards", f"{'vs_riichi' if riichi else 'free'} {sh}", True, hk == bk)
        if riichi:
            pos = Position.of(view, d.bot.kt, d.bot.tileset)
            safe = set.intersection(*(o.safe for o in Danger(pos).opponents if o.seat in riichi))
            self.add("safe_vs_riichi", sh, hk in safe, bk in safe)

    def report(self) -> dict[str, Any]:
        """Per figure and cell: decisions, the share agreed, and (but for discards) the shares of yes."""
        out: dict[str, Any] = {}
        for (figure, cell, i), n in sorted(self.counts.items()):
            if i == 0:
                row = [self.counts[(figure, cell, j)] for j in range(4)]
                entry = {"n": n, "agree": round(row[3] / n, 4)}
                if figure != "discards":
                    entry.update(player=round(row[1] / n, 4), bot=round(row[2] / n, 4))
                out.setdefault(figure, {})[cell] = entry
        cells = out.get("discards", {})
        total = sum(e["n"] for e in cells.values())
        agreed = sum(self.counts[("discards", cell, 3)] for cell in cells)
        out["discard_match"] = round(agreed / total, 4) if total else None
        return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--oracle", type=Path, default=ORACLE, help="the Tenhou oracle folder (games.jsonl, raw/)")
    ap.add_argument("--every", type=int, default=8, help="replay every N-th game only (sorted by file)")
    ap.add_argument("--offset", type=int, default=0, help="start at this game of the sorted list")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args(argv)
    if args.every < 1 or not 0 <= args.offset < args.every or args.workers < 1:
        ap.error(f"--every must be 1 or more, --offset from 0 to every-1, --workers 1 or more "
                 f"(got {args.every}, {args.offset}, {args.workers})")
    if not (args.oracle / "games.jsonl").is_file():
        ap.error(f"no games.jsonl in {args.oracle}")
    start = time.perf_counter()
    games = sorted(oracle_rounds(args.oracle).items())[args.offset::args.every]
    jobs = [(args.oracle, games[w::args.workers]) for w in range(args.workers)]
    with ProcessPoolExecutor(args.workers) as pool:
        parts = list(pool.map(_replay_part, jobs))
    agreement, tally = Agreement(), Counter[str]()
    for counts, t in parts:
        agreement.counts.update(counts)
        tally.update(t)
    print(json.dumps({"benchmark": "agreement with Phoenix-room players (Tenhou records)", "games": len(games),
                      **tally, **agreement.report(), "seconds": round(time.perf_counter() - start)}))
    return 0


def _replay_part(job: tuple[Path, list[tuple[str, set[int]]]]) -> tuple[Counter, Counter]:
    oracle, games = job
    agreement, tally = Agreement(), Counter[str]()
    for source, indices in games:
        replay_game(oracle / "raw" / source, indices, agreement, tally)
    return agreement.counts, tally


if __name__ == "__main__":
    sys.exit(main())
