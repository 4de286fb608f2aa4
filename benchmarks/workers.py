"""Games per second of ``simulate`` for riichi with the default bots: with 1 and 2 local workers and on a local Ray
instance, and the time of 1,000,000 games on a 64-core Ray cluster projected from the measured per-core rate.

The per-core rate is the one-worker run's games per second. Two projections: at that rate on every core (ideal
scaling), and at the parallel efficiency the local Ray instance measured (its rate over its cores times the
per-core rate: what Ray's task overhead and the machine's other load left). The Ray instance is started before
its run is timed (its start-up time is printed apart: a cluster pays it once) and its temporary folder removed
after. Each run's 1-minute load average is printed beside it: the machine may be shared, and a busy machine shows
no speed-up. Prints one JSON line.

Usage: ``workers.py [--games N] [--bot NAME] [--seed S] [--no-ray]`` (default: 1,000 games; a short run such as
``--games 16`` checks that it works).
"""
from __future__ import annotations

import argparse
import json
import logging
import os
import shutil
import tempfile
import time
from contextlib import contextmanager
from typing import Any, Iterator

from polymahjong.players.bots import resolve_bot
from polymahjong.sim import simulate
from polymahjong.variants.registry import ruleset

RULESET = "riichi"
#: The projection: this many games on a Ray cluster of this many cores.
PROJECTED_GAMES = 1_000_000
CLUSTER_CORES = 64


def timed(games: int, seed: int, bot: str, workers: int, backend: str = "local") -> dict[str, Any]:
    """One timed run: wall seconds, games per second, the 1-minute load average before it, and its digest."""
    load = os.getloadavg()[0]
    start = time.perf_counter()
    digest = simulate(RULESET, {}, games, seed, workers, bot, backend=backend).as_dict()["digest"]
    spent = time.perf_counter() - start
    return {"workers": workers, "backend": backend, "seconds": round(spent, 2), "games_per_s": round(games / spent, 3),
            "load_before": round(load, 2), "digest": digest[:16]}


@contextmanager
def local_ray() -> Iterator[dict[str, Any]]:
    """Start a local Ray instance in a temporary folder, yield its start-up seconds and cores, stop it and remove
    the folder."""
    import ray

    folder = tempfile.mkdtemp(prefix="pm-ray-bench-")
    start = time.perf_counter()
    ray.init(include_dashboard=False, log_to_driver=False, logging_level=logging.ERROR, _temp_dir=folder)
    try:
        yield {"start_s": round(time.perf_counter() - start, 2), "cores": int(ray.cluster_resources()["CPU"])}
    finally:
        ray.shutdown()
        shutil.rmtree(folder, ignore_errors=True)


def projection_hours(per_core: float, efficiency: float = 1.0) -> float:
    """Hours for :data:`PROJECTED_GAMES` games on :data:`CLUSTER_CORES` cores at ``per_core`` games per second per
    core and the given parallel efficiency."""
    return PROJECTED_GAMES / (CLUSTER_CORES * per_core * efficiency) / 3600


def measure(games: int, seed: int, bot: str, ray: bool) -> dict[str, Any]:
    """The runs and the projections, as the JSON line prints them."""
    runs = [timed(games, seed, bot, 1), timed(games, seed, bot, 2)]
    per_core = runs[0]["games_per_s"]
    out: dict[str, Any] = {"benchmark": f"simulate {RULESET}, {bot} bots", "games": games, "seed": seed,
                           "cores": os.cpu_count(), "runs": runs,
                           "speedup_2_workers": round(runs[1]["games_per_s"] / per_core, 2),
                           "per_core_games_per_s": per_core,
                           "projected_1e6_games_on_64_cores_hours": round(projection_hours(per_core), 2)}
    if ray:
        with local_ray() as info:
            run = timed(games, seed, bot, info["cores"], "ray")
        efficiency = run["games_per_s"] / (info["cores"] * per_core)
        out["runs"].append({**run, "ray_start_s": info["start_s"]})
        out["ray_efficiency"] = round(efficiency, 2)
        out["projected_1e6_games_on_64_cores_hours_at_ray_efficiency"] = round(projection_hours(per_core, efficiency),
                                                                              2)
    if len({r["digest"] for r in out["runs"]}) != 1:
        raise SystemExit(f"the runs disagree: {out['runs']}")
    return out


def main(argv: list[str] | None = None) -> None:
    """Parse the arguments, time the runs and print the JSON line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games per run (default 1000)")
    parser.add_argument("--bot", default=None, help="bots (default: the ruleset's own)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-ray", action="store_true", help="leave out the local Ray instance")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    bot = resolve_bot(ruleset(RULESET), args.bot, "random")
    print(json.dumps(measure(args.games, args.seed, bot, not args.no_ray)))


if __name__ == "__main__":
    main()
