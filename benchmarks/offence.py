"""Offence alone: a bot's hand building measured against three dummies that never win, call or fold (each
discards the tile it drew). Prints one JSON line.

Every deal ends in the tested bot's win or an exhaustive draw, so what it measures is how fast the bot gets
its hand to a win and what the win pays, free of defence and of the others' speed: wins per deal, points
per deal (its score's change over all deals: the figure an attack tries to raise), what its wins by its
6th, 9th and 12th draw pay per deal (speed weighed as a real table does: others win too), the mean draw
count of a win, its mean payment, open wins per 100 wins, the deals it called or declared riichi in, and the
bot's milliseconds per decision. The same ``--seed`` deals the same walls, so two versions of a
bot compare on the same deals (paired; the standard errors are the deals' spread). East-only matches
(preset ``tenhou``), the tested bot in each seat of each match in turn. The bot is one of ours by name or an
external mjai bot as ``mjai:COMMAND`` (as in ``league.py``), so that ours compare with an independent one.

    uv run python benchmarks/offence.py [--bot expert] [--games 40] [--seed 1] [--workers 2]
"""
from __future__ import annotations

import argparse
import json
import math
from concurrent.futures import ProcessPoolExecutor
from fractions import Fraction
from typing import Any, Sequence

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.game import play_match
from polymahjong.engine.view import SeatView
from polymahjong.players.mjai import MjaiPlayer, mjai_feed
from polymahjong.sim.runner import game_seed
from polymahjong.sim.stats import OPEN_CALLS
from polymahjong.variants.registry import ruleset

from league import Timed, make_player  # benchmarks/ is the script's folder

OPTIONS = {"preset": "tenhou", "length": "east"}
#: Own draw counts by which a win is also counted apart: real deals end early (another seat wins), so
#: what a hand wins by its 6th, 9th or 12th draw weighs speed as play at a table does.
CUTS = (6, 9, 12)


class Dummy:
    """Discards the tile it drew (else its first tile), passes on every claim, never wins."""

    def __init__(self, name: str) -> None:
        self.name = name

    def act(self, view: SeatView) -> Action:
        discards = [a for a in view.legal if a.act is Act.DISCARD]
        if discards:
            return next((a for a in discards if a.tile == view.drawn), discards[0])
        return next(a for a in view.legal if a.act is Act.PASS)


def play_seed(job: tuple[str, int, int]) -> dict[str, Any]:
    """The deals of one wall seed, the tested bot in each seat in turn: per deal, its score's change (wins,
    riichi sticks, the ready hand's payment at a draw), and each win's draw count and payment."""
    bot, seed, index = job
    variant = ruleset("riichi", **OPTIONS)
    mseed = game_seed(seed, index)
    gains: list[int] = []
    wins: list[tuple[int, int, bool]] = []  # each win: its draw count, what it paid, whether the hand was open
    calls = riichis = 0  # deals in which the bot called (chi, pon, open kong), declared riichi
    seconds: list[float] = []
    for seat in range(variant.players):
        tested = make_player(bot, variant, mseed + seat, "bot")
        timed = Timed(tested)
        players = [timed if p == seat else Dummy(f"dummy{p}") for p in range(variant.players)]
        feed = mjai_feed([tested if p == seat else players[p] for p in range(variant.players)])
        match = play_match(variant, players, mseed, on_events=feed if isinstance(tested, MjaiPlayer) else None)
        seconds += timed.times
        me, drawn, start = 0, 0, Fraction(0)  # the bot's seat in the deal, its draws, its score at the deal
        opened = declared = False
        for ev in match.events:
            e = ev.get("e")
            if e == "round":
                me, drawn = (seat - ev["dealer"]) % variant.players, 0
                start = Fraction(ev["scores"][me])
                opened = declared = False
            elif e == "draw" and ev["seat"] == me:
                drawn += 1
            elif e == "call" and ev["seat"] == me and ev.get("type") in OPEN_CALLS:
                opened = True
            elif e == "discard" and ev["seat"] == me and ev.get("riichi"):
                declared = True
            elif e == "win" and ev["seat"] == me:
                wins.append((drawn, int(Fraction(ev["payments"][me])), opened))
            elif e == "round_end":
                gains.append(int(Fraction(ev["scores"][me]) - start))
                calls += opened
                riichis += declared
    return {"gains": gains, "wins": wins, "seconds": seconds, "calls": calls, "riichis": riichis}


def main(argv: Sequence[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bot", default="expert")
    ap.add_argument("--games", type=int, default=40, help="wall seeds (each played once per seat)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--workers", type=int, default=1)
    args = ap.parse_args(argv)
    jobs = [(args.bot, args.seed, i) for i in range(args.games)]
    with ProcessPoolExecutor(args.workers) as pool:
        results = list(pool.map(play_seed, jobs))
    gains = [g for r in results for g in r["gains"]]
    wins = [w for r in results for w in r["wins"]]
    seconds = [s for r in results for s in r["seconds"]]
    n = len(gains)
    mean = sum(gains) / n
    se = math.sqrt(sum((g - mean) ** 2 for g in gains) / (n - 1) / n)
    print(json.dumps({"benchmark": "offence against three dummies", "bot": args.bot, "wall_seeds": args.games,
                      "seed": args.seed, "deals": n, "win_per_deal": round(len(wins) / n, 4),
                      "points_per_deal": round(mean, 1), "points_per_deal_se": round(se, 1),
                      "draws_to_win": round(sum(d for d, _p, _o in wins) / max(len(wins), 1), 2),
                      "win_points_per_deal_by_draw": {d: round(sum(p for k, p, _o in wins if k <= d) / n, 1)
                                                      for d in CUTS},
                      "points_per_win": round(sum(p for _d, p, _o in wins) / max(len(wins), 1)),
                      "open_per_100_wins": round(100 * sum(o for _d, _p, o in wins) / max(len(wins), 1), 1),
                      "call_per_deal": round(sum(r["calls"] for r in results) / n, 4),
                      "riichi_per_deal": round(sum(r["riichis"] for r in results) / n, 4),
                      "ms_per_decision": round(1000 * sum(seconds) / len(seconds), 3),
                      "ms_max": round(1000 * max(seconds), 1)}))


if __name__ == "__main__":
    main()
