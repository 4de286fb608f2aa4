"""Play many seeded bot games, in one process, several, or on Ray, with identical results."""
from __future__ import annotations

import hashlib
import traceback
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from random import Random
from pathlib import Path
from typing import Any, Callable, Iterator

from polymahjong.engine.game import play_match
from polymahjong.players.bots import make_bots
from polymahjong.records.log import dumps, header
from polymahjong.sim.balance import variant_balance
from polymahjong.sim.economy import Economy, Money
from polymahjong.sim.ray_backend import ray_outcomes
from polymahjong.sim.resume import ChunkStore
from polymahjong.variants.base import Variant
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


Job = tuple[str, dict[str, Any], int, int, int, str]


def play_chunk(job: Job) -> list[GameOutcome]:
    """Play games ``start`` to ``stop - 1`` of a run, ``(name, options, seed, start, stop, bot)``: a picklable
    job for worker processes and Ray tasks; the ruleset is made once per chunk."""
    name, options, seed, start, stop, bot = job
    variant = ruleset(name, **options)
    table = TableRules.of(variant)
    money = Money.of(variant.rules, table.honba, table.declaration_stick)
    return [play_game(variant, money, seed, index, bot) for index in range(start, stop)]


def play_game(variant: Variant, money: Money, seed: int, index: int, bot: str) -> GameOutcome:
    """Play game ``index`` of a run seeded ``seed`` and count it."""
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
    out.economy.add_game(match.events, money)
    return out


def chunk_size(games: int) -> int:
    """Games per chunk: a sixteenth of the run (so that two or more workers finish together), at most 25 (so
    that a chunk's cost of shipping is small against its games, and progress and ``--resume`` see chunks
    finish), at least 1. It depends on the run alone, so a run resumes with any number of workers."""
    return max(1, min(25, games // 16))


@dataclass
class Summary:
    """Totals over a run; ``digest`` is the sha256 of all records in game order; ``riichi``: the ruleset has
    riichi declarations (their rate is reported); ``variant``: the ruleset as the run resolved it (for the
    balance of its pattern values)."""

    riichi: bool = False
    variant: Variant | None = None
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
        length, final scores: :meth:`Economy.report`), ``balance`` (each pattern's value against its frequency:
        :func:`polymahjong.sim.balance.variant_balance`; ``None`` without a ``variant``), errors and the digest."""
        patterns = self.patterns.report(self.rounds, self.games)
        return {"games": self.games, "rounds": self.rounds, "wins": self.wins, "draws": self.draws,
                **rate("wins_per_100_rounds", self.wins, self.rounds),
                **rate("draws_per_100_rounds", self.draws, self.rounds),
                **self.play.report(self.wins, self.rounds, self.riichi),
                "pattern_counts": self.patterns.counts(), "patterns": patterns,
                "all_wins": self.patterns.all_wins(), "totals": self.patterns.totals_report(),
                "economy": self.economy.report(),
                "balance": variant_balance(self.variant, patterns, self.wins) if self.variant else None,
                "errors": self.errors, "digest": self.sha.hexdigest()}


def outcomes(name: str, options: dict[str, Any], games: int, seed: int, workers: int = 1,
             bot: str = "random", backend: str = "local", address: str | None = None,
             store: ChunkStore | None = None) -> Iterator[GameOutcome]:
    """Each game's outcome in game order, played in chunks (:func:`chunk_size`): in this process, in
    ``workers`` local processes, or with ``backend="ray"`` as Ray tasks (a local Ray instance, or the cluster
    at ``address``). With a ``store``, chunks finished before are read from it, not played, and every chunk
    played is saved there as soon as it finishes."""
    if backend not in BACKENDS:
        raise ValueError(f"unknown backend {backend!r} (backends: {', '.join(BACKENDS)})")
    size = chunk_size(games)
    done: dict[int, list[GameOutcome]] = {}
    jobs: list[Job] = []
    for start in range(0, games, size):
        kept = store.load(start) if store else None
        if kept is not None:
            done[start] = kept
        else:
            jobs.append((name, options, seed, start, min(games, start + size), bot))
    finished = _played(jobs, workers, backend, address)
    for start in range(0, games, size):
        while start not in done:
            first, chunk = next(finished)
            if store:
                store.save(first, chunk)
            done[first] = chunk
        yield from done.pop(start)


def _played(jobs: list[Job], workers: int, backend: str,
            address: str | None) -> Iterator[tuple[int, list[GameOutcome]]]:
    """Each job's (first game, outcomes) as it finishes (in job order in one process and on Ray)."""
    if backend == "ray":
        yield from zip((job[3] for job in jobs), ray_outcomes(play_chunk, jobs, address))
    elif workers <= 1 or len(jobs) <= 1:
        for job in jobs:
            yield job[3], play_chunk(job)
    else:
        with ProcessPoolExecutor(workers) as pool:
            futures = {pool.submit(play_chunk, job): job[3] for job in jobs}
            for future in as_completed(futures):
                yield futures[future], future.result()


def simulate(name: str, options: dict[str, Any], games: int, seed: int, workers: int = 1, bot: str = "random",
             each: Callable[[GameOutcome], None] | None = None, backend: str = "local",
             address: str | None = None, resume: Path | None = None) -> Summary:
    """Play ``games`` games and total them; ``each`` sees every game's outcome (to save records, show progress).
    The result is the same for any ``workers`` and ``backend`` (see :func:`outcomes`), and for a run continued
    from the chunks it left in the folder ``resume`` (:mod:`polymahjong.sim.resume`)."""
    variant = ruleset(name, **options)
    summary = Summary(riichi=TableRules.of(variant).declare_ready, variant=variant)
    store = None
    if resume is not None:
        store = ChunkStore(resume, {"ruleset": name, "options": {k: str(v) for k, v in options.items()},
                                    "games": games, "seed": seed, "bot": bot,
                                    "chunk_size": chunk_size(games)})
    for g in outcomes(name, options, games, seed, workers, bot, backend, address, store):
        summary.add(g)
        if each:
            each(g)
    return summary
