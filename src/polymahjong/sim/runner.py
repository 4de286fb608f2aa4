"""Play many seeded bot games, in one process, several, or on Ray, with identical results."""
from __future__ import annotations

import hashlib
import traceback
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from random import Random
from typing import Any, Callable, Iterator

from polymahjong.engine.game import play_match
from polymahjong.players.bots import make_bots
from polymahjong.records.log import dumps, header
from polymahjong.sim.economy import Economy, Money
from polymahjong.sim.ray_backend import ray_outcomes
from polymahjong.engine.table import TableRules
from polymahjong.sim.stats import PatternStats, PlayTally, rate
from polymahjong.variants.registry import ruleset

BACKENDS = ("local", "ray")


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed``."""
    return Random(f"{seed}/game {index}").getrandbits(63)


@dataclass
class GameOutcome:
    """One game: its record text, or the error that stopped it, its counts and pattern statistics."""

    index: int
    record: str
    rounds: int = 0
    wins: int = 0
    draws: int = 0
    patterns: PatternStats = field(default_factory=PatternStats)
    play: PlayTally = field(default_factory=PlayTally)
    economy: Economy = field(default_factory=Economy)
    error: str | None = None


def play_one(args: tuple[str, dict[str, Any], int, int, str]) -> GameOutcome:
    """Play game ``index`` of a run (a picklable job for worker processes)."""
    name, options, seed, index, bot = args
    variant = ruleset(name, **options)
    gseed = game_seed(seed, index)
    bots = make_bots(variant, bot, gseed)
    try:
        match = play_match(variant, bots, gseed)
    except Exception as e:  # a bug in the engine or a ruleset: count it, keep going
        return GameOutcome(index, "", error=f"game {index} (seed {gseed}): {type(e).__name__}: {e}\n"
                                           + traceback.format_exc(limit=3))
    out = GameOutcome(index, dumps([header(variant, gseed, [b.name for b in bots]), *match.events]))
    for ev in match.events:
        if ev["e"] == "round_end":
            out.rounds += 1
            out.draws += ev["result"] != "win"
        elif ev["e"] == "win":
            out.wins += 1
            out.patterns.add_win(ev)
    out.play.add_events(match.events)
    table = TableRules.of(variant)
    out.economy.add_game(match.events, Money.of(variant.rules, table.honba, table.riichi_stick))
    return out


@dataclass
class Summary:
    """Totals over a run; ``digest`` is the sha256 of all records in game order; ``riichi``: the ruleset has
    riichi declarations (their rate is reported)."""

    riichi: bool = False
    games: int = 0
    rounds: int = 0
    wins: int = 0
    draws: int = 0
    patterns: PatternStats = field(default_factory=PatternStats)
    play: PlayTally = field(default_factory=PlayTally)
    economy: Economy = field(default_factory=Economy)
    errors: list[str] = field(default_factory=list)
    sha: Any = field(default_factory=hashlib.sha256)

    def add(self, g: GameOutcome) -> None:
        self.games += 1
        self.rounds += g.rounds
        self.wins += g.wins
        self.draws += g.draws
        self.patterns.merge(g.patterns)
        self.play.merge(g.play)
        self.economy.merge(g.economy)
        if g.error:
            self.errors.append(g.error)
        self.sha.update(g.record.encode())

    def as_dict(self) -> dict[str, Any]:
        """The ``simulate --json`` line: totals and their rates per 100 rounds, how the wins came and what the
        players did (see :meth:`PlayTally.report`), ``pattern_counts`` (wins per
        pattern id), ``patterns`` (how often each occurs and what it pays, see :meth:`PatternStats.report`),
        ``all_wins`` (the mean hand total and gain), ``totals`` (wins by hand total, see
        :meth:`PatternStats.totals_report`), ``economy`` (how deals end, payments by category, seats, deal
        length, final scores: :meth:`Economy.report`), errors and the digest."""
        return {"games": self.games, "rounds": self.rounds, "wins": self.wins, "draws": self.draws,
                **rate("wins_per_100_rounds", self.wins, self.rounds),
                **rate("draws_per_100_rounds", self.draws, self.rounds),
                **self.play.report(self.wins, self.rounds, self.riichi),
                "pattern_counts": self.patterns.counts(), "patterns": self.patterns.report(self.rounds, self.games),
                "all_wins": self.patterns.all_wins(), "totals": self.patterns.totals_report(),
                "economy": self.economy.report(), "errors": self.errors, "digest": self.sha.hexdigest()}


def outcomes(name: str, options: dict[str, Any], games: int, seed: int, workers: int = 1,
             bot: str = "random", backend: str = "local", address: str | None = None) -> Iterator[GameOutcome]:
    """Each game's outcome in game order: in this process, in ``workers`` local processes, or with
    ``backend="ray"`` as Ray tasks (a local Ray instance, or the cluster at ``address``)."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r} (backends: {', '.join(BACKENDS)})")
    jobs = [(name, options, seed, i, bot) for i in range(games)]
    if backend == "ray":
        yield from ray_outcomes(play_one, jobs, address)
        return
    if workers <= 1:
        yield from map(play_one, jobs)
        return
    with ProcessPoolExecutor(workers) as pool:
        yield from pool.map(play_one, jobs, chunksize=max(1, games // (8 * workers)))


def simulate(name: str, options: dict[str, Any], games: int, seed: int, workers: int = 1, bot: str = "random",
             each: Callable[[GameOutcome], None] | None = None, backend: str = "local",
             address: str | None = None) -> Summary:
    """Play ``games`` games and total them; ``each`` sees every game's outcome (to save records, show progress).
    The result is the same for any ``workers`` and ``backend`` (see :func:`outcomes`)."""
    summary = Summary(riichi=TableRules.of(ruleset(name, **options)).declare_ready)
    for g in outcomes(name, options, games, seed, workers, bot, backend, address):
        summary.add(g)
        if each:
            each(g)
    return summary
