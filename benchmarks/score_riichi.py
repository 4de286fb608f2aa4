"""Riichi scoring speed: polymahjong against the ``mahjong`` package's HandCalculator.

Both score the same complete hands: a seeded sample of the Tenhou oracle's
real wins (``/work/shared/oracles/tenhou/agari.jsonl``). Inputs are parsed
before the clock starts (ours: a ``ScoreRequest``; theirs: 136-tile arrays,
melds and a ``HandConfig``); each side's scorer is built once before the clock
and reused, as a server would. Time is CPU time of this process; passes
alternate between the two, and the best of ``--repeat`` is reported as one
JSON line:
``{"hands", "seed", "ours_hands_per_s", "mahjong_hands_per_s", "ratio", "ours_cold_hands_per_s"}``.

Our scorer memoises small things as it meets them (the splits of each suit's
tiles with their tile facts, process-wide, at most a few thousand suit patterns;
called melds; the flag check per set of flags, win type and call types; the
yaku and yakuman worth trying per set of conditions; the spelling of each split;
the value of each han and fu; the payments of each base, seat and counters),
so the first pass of a fresh process, with every memo empty, is slower: it is
reported on its own as ``ours_cold_hands_per_s``.

    uv run python benchmarks/score_riichi.py [--hands N] [--seed S] [--repeat R]
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import random
import time
from pathlib import Path
from typing import Any, Callable

from mahjong.constants import EAST, NORTH, SOUTH, WEST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.meld import Meld

from polymahjong import ruleset
from polymahjong.variants.scoring import parse_request

ORACLE = Path("/work/shared/oracles/tenhou/agari.jsonl")
CHECK = Path("/work/shared/checks/tenhou_case.py")
WINDS = {"E": EAST, "S": SOUTH, "W": WEST, "N": NORTH}
SEAT_WINDS = (EAST, SOUTH, WEST, NORTH)
MELD_TYPES = {"chi": Meld.CHI, "pon": Meld.PON, "open_kan": Meld.KAN, "added_kan": Meld.SHOUMINKAN,
              "closed_kan": Meld.KAN}


def oracle_requests(hands: int, seed: int) -> list[dict[str, Any]]:
    """A seeded sample of the oracle's wins as SCORING_API requests (Tenhou preset)."""
    spec = importlib.util.spec_from_file_location("tenhou_case", CHECK)
    case = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(case)
    lines = ORACLE.read_text().splitlines()
    random.Random(seed).shuffle(lines)
    return [case.request(json.loads(line)) for line in lines[:hands]]


class Tiles136:
    """Hands in the 136-tile numbering of the ``mahjong`` package: red fives are copy 0 of a five."""

    def __init__(self) -> None:
        self.used: dict[int, int] = {}

    def ids(self, text: str, variant: Any) -> list[int]:
        out = []
        for tile in variant.parse(text):
            if tile.red:
                out.append(tile.kind * 4)
                continue
            first = 1 if variant.tileset.red.get(tile.kind) else 0
            n = self.used.get(tile.kind, first)
            self.used[tile.kind] = n + 1
            out.append(tile.kind * 4 + n)
        return out


def mahjong_case(req: dict[str, Any],
                 variant: Any) -> tuple[list[int], int, list[Meld], list[int], HandConfig, list[int]]:
    """The arguments of ``HandCalculator.estimate_hand_value`` for one request."""
    tiles = Tiles136()
    hand = tiles.ids(req["hand"], variant)
    win = tiles.ids(req["win_tile"], variant)[0]
    melds, meld_tiles = [], []
    for m in req["melds"]:
        ids = tiles.ids(m["tiles"], variant)
        meld_tiles += ids
        melds.append(Meld(MELD_TYPES[m["type"]], ids, opened=m["type"] != "closed_kan"))
    marker = Tiles136()
    dora = [marker.ids(t, variant)[0] for t in req["dora_indicators"]]
    ura = [marker.ids(t, variant)[0] for t in req["ura_indicators"]]
    f = req["flags"]
    tsumo = req["win_type"] == "tsumo"
    config = HandConfig(
        is_tsumo=tsumo, is_riichi=f["riichi"] or f["double_riichi"], is_daburu_riichi=f["double_riichi"],
        is_ippatsu=f["ippatsu"], is_rinshan=f["rinshan"], is_chankan=f["chankan"], is_haitei=f["haitei"],
        is_houtei=f["houtei"], is_tenhou=f["first_turn"] and tsumo and req["seat"] == 0,
        is_chiihou=f["first_turn"] and tsumo and req["seat"] != 0, player_wind=SEAT_WINDS[req["seat"]],
        round_wind=WINDS[req["round_wind"]], tsumi_number=req["honba"], kyoutaku_number=req["riichi_sticks"],
        options=OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=False))
    return hand + [win] + meld_tiles, win, melds, dora, config, ura


def best_rates(runs: list[Callable[[], None]], hands: int, repeat: int) -> list[float]:
    """Hands per second of each run's fastest of ``repeat`` passes. Passes alternate
    between the runs, so that a busy machine slows both alike."""
    best = [float("inf")] * len(runs)
    for _ in range(repeat):
        for i, run in enumerate(runs):
            start = time.process_time()
            run()
            best[i] = min(best[i], time.process_time() - start)
    return [hands / b for b in best]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    requests = oracle_requests(args.hands, args.seed)
    variant = ruleset("riichi", preset="tenhou", red_fives=1)
    ours = [parse_request(variant, r) for r in requests]
    theirs = [mahjong_case(r, variant) for r in requests]

    scorer = variant.scorer  # built before the clock, as the calculator is
    calculator = HandCalculator()

    def run_ours() -> None:
        for r in ours:
            scorer.score(r)

    def run_theirs() -> None:
        for tiles, win, melds, dora, config, ura in theirs:
            calculator.estimate_hand_value(tiles, win, melds, dora, config, ura_dora_indicators=ura)

    n = len(requests)
    cold, = best_rates([run_ours], n, 1)
    our_rate, their_rate = best_rates([run_ours, run_theirs], n, args.repeat)
    print(json.dumps({"hands": n, "seed": args.seed, "ours_hands_per_s": round(our_rate),
                      "mahjong_hands_per_s": round(their_rate), "ratio": round(our_rate / their_rate, 2),
                      "ours_cold_hands_per_s": round(cold)}))


if __name__ == "__main__":
    main()
