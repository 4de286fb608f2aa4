"""Four-player riichi half-games (east + south) with random-legal agents: our games/s
beside riichienv's (a Rust engine) in the same run. Prints one JSON line."""
from __future__ import annotations

import json
import sys
import time

from polymahjong.engine.game import play_match
from polymahjong.players import RandomPlayer
from polymahjong.variants.registry import ruleset


def ours(games: int) -> float:
    """Games per second of polymahjong."""
    variant = ruleset("riichi")
    start = time.perf_counter()
    for g in range(games):
        play_match(variant, [RandomPlayer(g * 4 + i) for i in range(4)], g)
    return games / (time.perf_counter() - start)


def riichienv(games: int) -> float:
    """Games per second of riichienv with its RandomAgent, half-games (YON_HANCHAN)."""
    from riichienv import RiichiEnv
    from riichienv.agents import RandomAgent
    from riichienv.game_mode import GameType

    start = time.perf_counter()
    for g in range(games):
        env = RiichiEnv(game_mode=int(GameType.YON_HANCHAN), skip_mjai_logging=True, seed=g)
        agents = [RandomAgent(g * 4 + i) for i in range(4)]
        obs = env.reset()
        while not env.done():
            obs = env.step({p: agents[p].act(o) for p, o in obs.items()})
    return games / (time.perf_counter() - start)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    theirs = riichienv(games)
    mine = ours(games)
    print(json.dumps({"benchmark": "riichi half-games, random agents", "games": games,
                      "polymahjong_games_per_s": round(mine, 2), "riichienv_games_per_s": round(theirs, 2),
                      "ratio": round(mine / theirs, 3)}))


if __name__ == "__main__":
    main()
