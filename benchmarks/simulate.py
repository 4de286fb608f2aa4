"""Four-player riichi half-games (east + south) with random-legal agents: our games/s
beside riichienv's (a Rust engine) in the same run; and our half-games with the efficiency bots
(``players.bots``' ``efficiency``, each seat's acceptance counted at every turn). Prints one JSON line.

Every engine is timed in CPU seconds of this process (so other jobs on a busy
machine count less), over ``repeats`` alternating runs of the same ``games``
seeds (the efficiency bots: ``games // 4`` seeds, at least 2); each figure is its best run.
Usage: ``simulate.py [games] [repeats]``.
"""
from __future__ import annotations

import json
import sys
import time
from typing import Callable

from polymahjong.engine.game import play_match
from polymahjong.players import RandomPlayer
from polymahjong.sim.runner import make_bots
from polymahjong.variants.registry import ruleset


def ours(games: int) -> None:
    """Play ``games`` polymahjong half-games."""
    variant = ruleset("riichi")
    for g in range(games):
        play_match(variant, [RandomPlayer(g * 4 + i) for i in range(4)], g)


def efficiency(games: int) -> None:
    """Play ``games`` polymahjong half-games with the efficiency bots."""
    variant = ruleset("riichi")
    for g in range(games):
        play_match(variant, make_bots(variant, "efficiency", g), g)


def riichienv(games: int) -> None:
    """Play ``games`` riichienv half-games (YON_HANCHAN) with its RandomAgent."""
    from riichienv import RiichiEnv
    from riichienv.agents import RandomAgent
    from riichienv.game_mode import GameType

    for g in range(games):
        env = RiichiEnv(game_mode=int(GameType.YON_HANCHAN), skip_mjai_logging=True, seed=g)
        agents = [RandomAgent(g * 4 + i) for i in range(4)]
        obs = env.reset()
        while not env.done():
            obs = env.step({p: agents[p].act(o) for p, o in obs.items()})


def cpu_rate(run: Callable[[int], None], games: int) -> float:
    """Games per CPU second of one run."""
    start = time.process_time()
    run(games)
    return games / (time.process_time() - start)


def main() -> None:
    """Time both engines, alternating, and print the JSON line."""
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    repeats = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    mine: list[float] = []
    theirs: list[float] = []
    bots: list[float] = []
    for _ in range(repeats):
        theirs.append(cpu_rate(riichienv, games))
        mine.append(cpu_rate(ours, games))
        bots.append(cpu_rate(efficiency, max(2, games // 4)))
    print(json.dumps({"benchmark": "riichi half-games, random agents, CPU time, best of repeats", "games": games,
                      "repeats": repeats, "polymahjong_games_per_s": round(max(mine), 2),
                      "riichienv_games_per_s": round(max(theirs), 2), "ratio": round(max(mine) / max(theirs), 3),
                      "efficiency_games": max(2, games // 4), "efficiency_games_per_s": round(max(bots), 2)}))

if __name__ == "__main__":
    main()
