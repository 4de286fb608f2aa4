"""Ùzje speed: shanten (the hand analyser) on seeded random Ùzje hands, and simulated Ùzje
games beside riichi games in the same run (random-legal and efficiency bots). Prints one JSON line.

A "game" here is a whole match of the ruleset (Ùzje: ``--length``, default ``games:4``, so
that a run stays short; riichi: its own east+south match).

    uv run python benchmarks/uzje.py [--hands 2000] [--games 4] [--length games:4] [--seed 7]
"""
from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any

from polymahjong.engine.game import play_match
from polymahjong.hand import shanten
from polymahjong.sim.runner import make_bots
from polymahjong.variants.base import Variant
from polymahjong.variants.registry import ruleset


def hands_per_second(variant: Variant, hands: int, seed: int) -> float:
    """Shanten calls per second on ``hands`` random 14-tile hands of ``variant``'s wall (flowers left out)."""
    ts = variant.tileset
    wall = [k for k in ts.playing_kinds for _ in range(ts.copies_of(k))]
    rng = random.Random(seed)
    samples = []
    for _ in range(hands):
        counts = [0] * len(ts.kinds)
        for k in rng.sample(wall, 14):
            counts[k] += 1
        samples.append(counts)
    start = time.perf_counter()
    for counts in samples:
        shanten(variant.shape, counts)
    return hands / (time.perf_counter() - start)


def games_per_second(variant: Variant, games: int, bot: str, seed: int) -> tuple[float, int, int]:
    """Matches per second with ``bot`` players; also the rounds played and the rounds won."""
    rounds = wins = 0
    start = time.perf_counter()
    for g in range(games):
        match = play_match(variant, make_bots(variant, bot, seed + g), seed + g)
        ends = [e for e in match.events if e["e"] == "round_end"]
        rounds += len(ends)
        wins += sum(e["result"] == "win" for e in ends)
    return games / (time.perf_counter() - start), rounds, wins


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=2000)
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--length", default="games:4")
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    uzje = ruleset("uzje", length=a.length)
    out: dict[str, Any] = {"uzje_shanten_hands_per_s": round(hands_per_second(uzje, a.hands, a.seed)),
                           "uzje_length": a.length, "games": a.games}
    for name, variant in (("uzje", uzje), ("riichi", ruleset("riichi"))):
        for bot in ("random", "efficiency"):
            rate, rounds, wins = games_per_second(variant, a.games, bot, a.seed)
            out[f"{name}_{bot}_games_per_s"] = round(rate, 3)
            out[f"{name}_{bot}_rounds"] = rounds
            out[f"{name}_{bot}_wins"] = wins
    print(json.dumps(out))


if __name__ == "__main__":
    main()
