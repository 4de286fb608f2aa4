"""Hand analyser speed: our shanten and complete-hand checks against the
``mahjong`` package's, on the same seeded random closed riichi hands, plus
shanten on random Ùzje hands. Prints one JSON line.

Every figure is per call (one hand per call, through the public functions).
Our analyser caches per-suit profiles (sub-results, never whole hands), so it
is timed twice: ``cold`` over a first set of hands (caches empty: building
them is timed) and ``steady`` over a second, different set of hands drawn with
another seed (the state of a long-running process: the hands are new, the
suit profiles mostly known). The ``mahjong`` package keeps no cache; it is
timed on both sets, and each ratio compares the same hands.

    uv run python benchmarks/analyze.py [--hands 100000] [--uzje-hands 5000] [--seed 7]
"""
from __future__ import annotations

import argparse
import json
import random
import time
from typing import Callable, Sequence

from mahjong.agari import Agari
from mahjong.shanten import Shanten

from polymahjong.hand import is_complete, shanten
from polymahjong.variants.registry import ruleset


def random_hands(kinds: Sequence[int], width: int, size: int, tiles: int, seed: int) -> list[list[int]]:
    """``size`` count vectors (``width`` kinds) of ``tiles`` tiles drawn without
    replacement from a wall of four copies of each of ``kinds``."""
    rng = random.Random(seed)
    wall = [k for k in kinds for _ in range(4)]
    out = []
    for _ in range(size):
        counts = [0] * width
        for k in rng.sample(wall, tiles):
            counts[k] += 1
        out.append(counts)
    return out


def rate(fn: Callable[[list[int]], object], hands: list[list[int]]) -> tuple[float, list[object]]:
    """Calls per second of ``fn`` over ``hands``, and its results."""
    start = time.perf_counter()
    results = [fn(h) for h in hands]
    return len(hands) / (time.perf_counter() - start), results


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=100_000)
    ap.add_argument("--uzje-hands", type=int, default=5_000)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()

    riichi = ruleset("riichi").shape
    hands13 = random_hands(range(34), 34, args.hands, 13, args.seed)
    fresh13 = random_hands(range(34), 34, args.hands, 13, args.seed + 10)
    hands14 = random_hands(range(34), 34, args.hands, 14, args.seed + 1)
    fresh14 = random_hands(range(34), 34, args.hands, 14, args.seed + 11)

    theirs, expected = rate(Shanten.calculate_shanten, hands13)
    cold, got = rate(lambda c: shanten(riichi, c), hands13)
    theirs_fresh, expected_fresh = rate(Shanten.calculate_shanten, fresh13)
    warm, again = rate(lambda c: shanten(riichi, c), fresh13)
    if got != expected or again != expected_fresh:
        raise SystemExit("shanten disagrees with the mahjong package")

    theirs_done, done = rate(Agari.is_agari, hands14)
    ours_done, ours = rate(lambda c: shanten(riichi, c) < 0, hands14)
    theirs_done_fresh, done_fresh = rate(Agari.is_agari, fresh14)
    warm_done, ours_fresh = rate(lambda c: shanten(riichi, c) < 0, fresh14)
    dfs_done, dfs = rate(lambda c: is_complete(riichi, c), hands14)
    if ours != done or dfs != done or ours_fresh != done_fresh:
        raise SystemExit("complete-hand checks disagree with the mahjong package")

    uzje = ruleset("uzje")
    width = len(uzje.tileset.kinds)
    uzje_hands = random_hands(uzje.tileset.playing_kinds, width, args.uzje_hands, 13, args.seed + 2)
    uzje_fresh = random_hands(uzje.tileset.playing_kinds, width, args.uzje_hands, 13, args.seed + 12)
    uzje_cold, _ = rate(lambda c: shanten(uzje.shape, c), uzje_hands)
    uzje_warm, _ = rate(lambda c: shanten(uzje.shape, c), uzje_fresh)

    print(json.dumps({
        "hands": args.hands, "seed": args.seed,
        "shanten_per_s": {"ours_cold": round(cold), "ours_steady": round(warm), "mahjong": round(theirs),
                          "ratio_cold": round(cold / theirs, 2), "ratio_steady": round(warm / theirs_fresh, 2)},
        "complete_per_s": {"ours_cold": round(ours_done), "ours_steady": round(warm_done),
                           "ours_decompose": round(dfs_done), "mahjong": round(theirs_done),
                           "ratio_cold": round(ours_done / theirs_done, 2),
                           "ratio_steady": round(warm_done / theirs_done_fresh, 2), "complete_found": sum(done)},
        "uzje_shanten_per_s": {"hands": args.uzje_hands, "cold": round(uzje_cold), "steady": round(uzje_warm),
                               "options": {k: uzje.options[k] for k in ("players", "winds", "flowers", "all_tongs")}},
    }))


if __name__ == "__main__":
    main()
