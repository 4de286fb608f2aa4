"""Games per second of ``simulate`` with 1 and 2 local workers (and, with ``--ray``, on a local Ray instance),
the load average beside each figure (the machine may be shared: a busy machine shows no speed-up), and the
time of 1,000,000 games on a 64-core Ray cluster projected from the best per-core rate measured. Prints one
JSON line. Usage: ``workers.py [games] [bot] [--ray]`` (defaults: 40 riichi games, the default bots)."""
from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

from polymahjong.players.bots import resolve_bot
from polymahjong.sim import simulate
from polymahjong.variants.registry import ruleset

RULESET = "riichi"


def rate(games: int, bot: str, workers: int, backend: str = "local") -> dict[str, Any]:
    """One timed run: wall seconds, games per second, the 1-minute load average before it, and its digest."""
    load = os.getloadavg()[0]
    start = time.perf_counter()
    digest = simulate(RULESET, {}, games, 1, workers, bot, backend=backend).as_dict()["digest"]
    spent = time.perf_counter() - start
    return {"workers": workers, "backend": backend, "seconds": round(spent, 2), "games_per_s": round(games / spent, 2),
            "load_before": round(load, 2), "digest": digest[:16]}


def main() -> None:
    """Time the runs and print the JSON line."""
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = int(args[0]) if args else 40
    bot = resolve_bot(ruleset(RULESET), args[1] if len(args) > 1 else None, "random")
    runs = [rate(games, bot, 1), rate(games, bot, 2), rate(games, bot, 1), rate(games, bot, 2)]
    if "--ray" in sys.argv:
        runs.append(rate(games, bot, 1, "ray"))
    best = {w: max(r["games_per_s"] for r in runs if r["workers"] == w and r["backend"] == "local") for w in (1, 2)}
    per_core = best[1]
    print(json.dumps({"benchmark": f"simulate {RULESET}, {bot} bots", "games": games, "cores": os.cpu_count(),
                      "runs": runs, "speedup_2_workers": round(best[2] / best[1], 2),
                      "projected_1e6_games_on_64_cores_hours": round(1_000_000 / (64 * per_core) / 3600, 2)}))


if __name__ == "__main__":
    main()
