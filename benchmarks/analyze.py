"""Hand analyser speed: our shanten, complete-hand checks and acceptance against the ``mahjong``
package's and riichienv's (where they have the function), on the same seeded random closed riichi
hands, plus shanten on random Ùzje hands against our own pure-Python path. Prints one JSON line.
The complete-hand check is ``is_complete`` (the compiled core's block-by-block test where built) beside the
pure path's decomposition search (``ours_decompose``).

Every figure is per call (one hand per call, through the public functions). Our analyser caches
per-segment profiles and block searches (sub-results, never whole hands), so it is timed twice:
``cold`` over a first set of hands (caches empty: building them is timed) and ``steady`` over a
second, different set of hands drawn with another seed (the state of a long-running process: the
hands are new, the suit profiles mostly known). The references keep no cache; they are timed on both
sets, and each ratio compares the same hands. The machine may be shared: time is this process's CPU
time, and the contenders are timed in turns over slices of the hands (each slice by each contender),
so a change of load hits all alike.

``ours`` is the compiled core when it is built (``compiled`` says so), ``pure`` the pure-Python path
(``POLYMAHJONG_PURE=1``), timed cold on the same hands. Acceptance is of 14-tile hands: for every
discard, the draws that lower shanten and their unseen copies (``polymahjong.hand.acceptance``);
the ``mahjong`` package has no such function, so its figure is the same answer by brute force over
its shanten (each discard, each draw), on fewer hands, and the answers are compared.

    uv run python benchmarks/analyze.py [--hands 100000] [--uzje-hands 5000] [--accept-hands 2000] [--seed 7]
"""
from __future__ import annotations

import argparse
import json
import random
import time
from functools import partial
from typing import Any, Callable, Sequence

from mahjong.agari import Agari
from mahjong.shanten import Shanten
from riichienv import calculate_shanten as riichienv_shanten

from polymahjong.hand import acceptance, compiled, is_complete, shanten
from polymahjong.hand.decompose import is_complete as decomposes
from polymahjong.hand.shanten import Analyser
from polymahjong.variants.registry import ruleset

SLICES = 20  # turns the contenders take over a set of hands


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


def tiles136(counts: list[int]) -> list[int]:
    """A count vector as riichienv's tile ids (four per kind)."""
    return [4 * k + i for k, n in enumerate(counts) for i in range(n)]


def race(contenders: dict[str, tuple[Callable[[Any], object], list[Any]]]) -> dict[str, tuple[float, list[object]]]:
    """Calls per second of each ``fn`` over its inputs (the same hands in each one's form), timed in turns
    over slices of the hands, and each one's results."""
    size = len(next(iter(contenders.values()))[1])
    step = max(1, -(-size // SLICES))
    spent = dict.fromkeys(contenders, 0.0)
    results: dict[str, list[object]] = {name: [] for name in contenders}
    for lo in range(0, size, step):
        for name, (fn, inputs) in contenders.items():
            part = inputs[lo:lo + step]
            start = time.process_time()
            got = [fn(h) for h in part]
            spent[name] += time.process_time() - start
            results[name] += got
    return {name: (size / spent[name], results[name]) for name in contenders}


def brute_acceptance(counts: list[int]) -> list[tuple[int, int, tuple[tuple[int, int], ...]]]:
    """Acceptance of a 14-tile hand from the ``mahjong`` package's shanten: each discard, each draw."""
    out = []
    for d in range(34):
        if not counts[d]:
            continue
        counts[d] -= 1
        now = Shanten.calculate_shanten(counts)
        better = []
        for k in range(34):
            unseen = 4 - counts[k] - (k == d)
            if unseen > 0:
                counts[k] += 1
                if Shanten.calculate_shanten(counts) < now:
                    better.append((k, unseen))
                counts[k] -= 1
        counts[d] += 1
        out.append((d, now, tuple(better)))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=100_000)
    ap.add_argument("--uzje-hands", type=int, default=5_000)
    ap.add_argument("--accept-hands", type=int, default=2_000)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()

    riichi = ruleset("riichi").shape
    pure = Analyser(riichi, use_compiled=False)
    ours_shanten = lambda c: shanten(riichi, c)  # noqa: E731
    out: dict[str, Any] = {"hands": args.hands, "seed": args.seed, "compiled": compiled.available()}

    hands13 = random_hands(range(34), 34, args.hands, 13, args.seed)
    fresh13 = random_hands(range(34), 34, args.hands, 13, args.seed + 10)
    cold = race({"ours": (ours_shanten, hands13), "pure": (pure.shanten, hands13),
                 "mahjong": (Shanten.calculate_shanten, hands13),
                 "riichienv": (riichienv_shanten, [tiles136(c) for c in hands13])})
    warm = race({"ours": (ours_shanten, fresh13), "mahjong": (Shanten.calculate_shanten, fresh13),
                 "riichienv": (riichienv_shanten, [tiles136(c) for c in fresh13])})
    for figures in (cold, warm):
        if any(figures[name][1] != figures["mahjong"][1] for name in figures):
            raise SystemExit("shanten disagrees with the mahjong package")
    out["shanten_per_s"] = {
        "ours_cold": round(cold["ours"][0]), "ours_steady": round(warm["ours"][0]), "pure_cold": round(cold["pure"][0]),
        "mahjong": round(cold["mahjong"][0]), "riichienv": round(cold["riichienv"][0]),
        "ratio_cold": round(cold["ours"][0] / cold["mahjong"][0], 2),
        "ratio_steady": round(warm["ours"][0] / warm["mahjong"][0], 2),
        "ratio_cold_riichienv": round(cold["ours"][0] / cold["riichienv"][0], 3)}

    hands14 = random_hands(range(34), 34, args.hands, 14, args.seed + 1)
    fresh14 = random_hands(range(34), 34, args.hands, 14, args.seed + 11)
    ours_complete = partial(is_complete, riichi)  # a call is_complete(riichi, counts), as Agari.is_agari(counts)
    done = race({"ours": (ours_complete, hands14), "decompose": (partial(decomposes, riichi), hands14),
                 "mahjong": (Agari.is_agari, hands14)})
    done_warm = race({"ours": (ours_complete, fresh14), "mahjong": (Agari.is_agari, fresh14)})
    for figures in (done, done_warm):
        if any(figures[name][1] != figures["mahjong"][1] for name in figures):
            raise SystemExit("complete-hand checks disagree with the mahjong package")
    out["complete_per_s"] = {
        "ours_cold": round(done["ours"][0]), "ours_steady": round(done_warm["ours"][0]),
        "ours_decompose": round(done["decompose"][0]), "mahjong": round(done["mahjong"][0]),
        "ratio_cold": round(done["ours"][0] / done["mahjong"][0], 2),
        "ratio_steady": round(done_warm["ours"][0] / done_warm["mahjong"][0], 2),
        "complete_found": sum(bool(x) for x in done["mahjong"][1])}

    accept14 = random_hands(range(34), 34, args.accept_hands, 14, args.seed + 3)
    brute = accept14[:max(1, args.accept_hands // 20)]
    ours_accept = lambda c: [(o.kind, o.shanten, o.draws) for o in acceptance(riichi, c)]  # noqa: E731
    accepted = race({"ours": (ours_accept, accept14)})
    checked = race({"ours": (ours_accept, brute), "mahjong": (brute_acceptance, brute)})
    if checked["ours"][1] != checked["mahjong"][1]:
        raise SystemExit("acceptance disagrees with the mahjong package's shanten")
    out["acceptance_14"] = {"hands": args.accept_hands, "ours_us_per_hand": round(1e6 / accepted["ours"][0], 1),
                            "mahjong_bruteforce_us_per_hand": round(1e6 / checked["mahjong"][0], 1),
                            "ratio": round(checked["ours"][0] / checked["mahjong"][0], 1)}

    uzje = ruleset("uzje")
    width = len(uzje.tileset.kinds)
    uzje_hands = random_hands(uzje.tileset.playing_kinds, width, args.uzje_hands, 13, args.seed + 2)
    uzje_fresh = random_hands(uzje.tileset.playing_kinds, width, args.uzje_hands, 13, args.seed + 12)
    uzje_pure = Analyser(uzje.shape, use_compiled=False)
    u_cold = race({"ours": (lambda c: shanten(uzje.shape, c), uzje_hands), "pure": (uzje_pure.shanten, uzje_hands)})
    if u_cold["ours"][1] != u_cold["pure"][1]:
        raise SystemExit("Ùzje shanten: the compiled core disagrees with the pure path")
    u_warm = race({"ours": (lambda c: shanten(uzje.shape, c), uzje_fresh)})
    out["uzje_shanten_per_s"] = {
        "hands": args.uzje_hands, "cold": round(u_cold["ours"][0]), "steady": round(u_warm["ours"][0]),
        "pure_cold": round(u_cold["pure"][0]), "ratio_cold_to_pure": round(u_cold["ours"][0] / u_cold["pure"][0], 1),
        "options": {k: uzje.options[k] for k in ("players", "winds", "flowers", "all_tongs")}}
    print(json.dumps(out))


if __name__ == "__main__":
    main()
