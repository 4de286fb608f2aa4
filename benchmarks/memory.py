"""Memory of long runs: peak memory of ``simulate`` (efficiency bots) at a short and a
ten-times longer run, for riichi and for 5-player Ùzje. Prints one JSON line.

Each run is a fresh child process (``sys.executable``) that plays the games as
``polymahjong simulate`` does and reports its own peak resident memory
(``ru_maxrss``); memory is flat when the longer run's peak is within 1.3x of
the shorter's.

    uv run python benchmarks/memory.py [--riichi 15 150] [--uzje 20 200] [--seed 0]
"""
from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from typing import Any

FLAT = 1.3  # the longer run's peak may be at most this multiple of the shorter's
RUNS = {"riichi": {}, "uzje": {"players": 5}}


def child(name: str, games: int, seed: int) -> None:
    """Play the games in this process and print its peak memory (MB) and the run's digest."""
    from polymahjong.sim.runner import simulate

    start = time.perf_counter()
    summary = simulate(name, RUNS[name], games, seed, bot="efficiency")
    print(json.dumps({"peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1),
                      "seconds": round(time.perf_counter() - start, 1), "digest": summary.sha.hexdigest()}))


def measure(name: str, games: int, seed: int) -> dict[str, Any]:
    """One child run's figures."""
    out = subprocess.run([sys.executable, __file__, "--child", name, str(games), str(seed)],
                         check=True, capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[-1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--riichi", type=int, nargs=2, default=(15, 150), metavar=("SHORT", "LONG"))
    ap.add_argument("--uzje", type=int, nargs=2, default=(20, 200), metavar=("SHORT", "LONG"))
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        child(a.child[0], int(a.child[1]), int(a.child[2]))
        return
    out: dict[str, Any] = {"benchmark": "simulate peak memory (ru_maxrss, MB), efficiency bots", "seed": a.seed}
    for name, (short, long) in (("riichi", a.riichi), ("uzje", a.uzje)):
        small, large = measure(name, short, a.seed), measure(name, long, a.seed)
        ratio = large["peak_mb"] / small["peak_mb"]
        out[name] = {"options": RUNS[name], "games": [short, long], "peak_mb": [small["peak_mb"], large["peak_mb"]],
                     "seconds": [small["seconds"], large["seconds"]], "ratio": round(ratio, 2), "flat": ratio <= FLAT}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
