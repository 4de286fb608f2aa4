"""A league: one bot against the other seats' copies of another, seats rotated over the same wall seeds. Prints one
JSON line.

Each wall seed is played once with the tested bot in each seat (so every seat and every wall counts the same for
both sides); hanchan by default, riichi with preset ``tenhou`` (``--variant`` and ``-o`` for other rulesets and
options). A bot is one of ours by name (``efficiency``, ``random``...) or an external mjai bot as
``mjai:COMMAND`` (riichi only; the player id is appended, mjai.app's convention), e.g.::

    OPPONENTS_DIR=/work/opponents uv run python benchmarks/league.py --bot efficiency \\
        --field "mjai:/work/opponents/venv/bin/python ../shared/opponents/mjai_pkg_bot.py rulebase" --games 40

The line holds the tested bot's average rank ± one standard error (``even_rank``: (players + 1) / 2, 2.50 with four
players, 3.00 with five, e.g. ``--variant uzje -o players=5``; ties go to the player nearer the first dealer), its placements, per hand (round) the rates of wins, deal-ins (its discard or kong robbed by
a win; a double win is one), riichi declarations (where the table has riichi) and hands with a call (chi, pon
or open kong), the points a win brought and a deal-in cost on average, the same figures for the field's
seats, and the milliseconds per decision of each side (mean and max, an external bot's including the pipe).
``--workers`` plays wall seeds in parallel processes.

Two versions of a bot are best compared on the same games: ``--ranks FILE`` writes each game's wall seed, seat, rank
and final score (a JSON line each), and ``--against FILE`` (another run's ranks) adds the paired figures: over the
games both played, the mean of this run's rank less that run's, its standard error, and how many games ended in the
same place; and the same difference of the final scores, where both files hold them.
The bots draw no random numbers, so two versions play the same game until their first different decision: a change
that is rarely triggered leaves most games as they were, and the paired error is far below the league's own.

A candidate version of one of our bots is a bot with some module constants set otherwise: ``--set MODULE:NAME=VALUE``
(a Python literal; the module that reads the name, e.g. ``polymahjong.variants.riichi.bot.player:PUSH_LATER=0.01``)
gives the tested bot's decisions those values (the field's copies of the same bot keep their own). With ``--shadow``
the bot without them (the landed version) sits in the same seat, is shown the same views and asked the same
decisions until the two first differ: a game where they never do is the landed version's game too, so only the
games where they differ are played again by the landed version, and the paired figures come with the one run (their
``differed``: how many games were played again).
"""
from __future__ import annotations

import argparse
import ast
import importlib
import json
import math
import shlex
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Sequence

from polymahjong.engine.actions import Action
from polymahjong.engine.game import play_match
from polymahjong.engine.table import TableRules
from polymahjong.engine.view import SeatView
from polymahjong.players.base import Player
from polymahjong.players.bots import make_bot
from polymahjong.players.mjai import MjaiPlayer, mjai_feed
from polymahjong.sim.runner import game_seed
from polymahjong.sim.stats import OPEN_CALLS
from polymahjong.variants.registry import ruleset

MJAI = "mjai:"
#: Options of a ruleset when none are given.
DEFAULT_OPTIONS = {"riichi": {"preset": "tenhou"}}
RATES = ("win", "deal_in", "riichi", "call")
#: Rates whose points are summed too: what a win brought its winner, what a deal-in cost (both wins of a double one).
POINTS = ("win", "deal_in")


class Timed:
    """A player whose decisions are timed."""

    def __init__(self, player: Player) -> None:
        self.player, self.name = player, player.name
        self.shows_furiten = getattr(player, "shows_furiten", False)
        self.times: list[float] = []

    def act(self, view: SeatView) -> Action:
        start = time.perf_counter()
        action = self.player.act(view)
        self.times.append(time.perf_counter() - start)
        return action


@dataclass(frozen=True)
class Setting:
    """A module constant a candidate bot decides with: ``module``'s ``name`` set to ``value``."""

    module: Any
    name: str
    value: Any

    @classmethod
    def parse(cls, text: str) -> "Setting":
        """``MODULE:NAME=VALUE`` (a Python literal); :class:`ValueError` naming what is wrong."""
        target, eq, literal = text.partition("=")
        module_name, colon, name = target.partition(":")
        if not (eq and colon and module_name and name):
            raise ValueError(f"--set {text!r}: not MODULE:NAME=VALUE")
        try:
            module = importlib.import_module(module_name)
        except ImportError as e:
            raise ValueError(f"--set {text!r}: no module {module_name!r} ({e})") from None
        if not hasattr(module, name):
            raise ValueError(f"--set {text!r}: module {module_name!r} has no {name!r}")
        try:
            value = ast.literal_eval(literal)
        except (ValueError, SyntaxError):
            raise ValueError(f"--set {text!r}: {literal!r} is not a Python literal") from None
        return cls(module, name, value)


class Tuned:
    """A player that decides with some module constants set otherwise, restored after each decision."""

    def __init__(self, player: Player, settings: Sequence[Setting]) -> None:
        self.player, self.name, self.settings = player, player.name, settings
        self.shows_furiten = getattr(player, "shows_furiten", False)

    def act(self, view: SeatView) -> Action:
        saved = [getattr(s.module, s.name) for s in self.settings]
        for s in self.settings:
            setattr(s.module, s.name, s.value)
        try:
            return self.player.act(view)
        finally:
            for s, value in zip(self.settings, saved):
                setattr(s.module, s.name, value)


class Shadowed:
    """The tested player with another (``landed``) in its seat, asked the same decisions until the two first differ
    (``differed``); only the tested player's choices are played, and only its decisions are timed."""

    def __init__(self, player: Player, landed: Player) -> None:
        self.timed, self.landed, self.name = Timed(player), landed, player.name
        self.shows_furiten = self.timed.shows_furiten
        self.differed = False

    @property
    def times(self) -> list[float]:
        return self.timed.times

    def act(self, view: SeatView) -> Action:
        action = self.timed.act(view)
        if not self.differed and self.landed.act(view) != action:
            self.differed = True
        return action


def make_player(spec: str, variant: Any, seed: int, name: str) -> Player:
    """A bot by our name, or an external mjai bot for ``mjai:COMMAND``."""
    if spec.startswith(MJAI):
        return MjaiPlayer(shlex.split(spec[len(MJAI):]), name=name)
    return make_bot(variant, spec, seed, name)


@dataclass
class Side:
    """The counts of one side (the tested bot, or the field's seats together)."""

    hands: int = 0
    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(RATES, 0))
    points: dict[str, Fraction] = field(default_factory=lambda: dict.fromkeys(POINTS, Fraction(0)))
    times: list[float] = field(default_factory=list)

    def merge(self, other: "Side") -> None:
        self.hands += other.hands
        for k in RATES:
            self.counts[k] += other.counts[k]
        for k in POINTS:
            self.points[k] += other.points[k]
        self.times += other.times

    def report(self, riichi: bool) -> dict[str, Any]:
        rates = {f"{k}_per_hand": round(self.counts[k] / self.hands, 4) if self.hands else 0.0
                 for k in RATES if riichi or k != "riichi"}
        for k in POINTS:
            rates[f"points_per_{k}"] = round(self.points[k] / self.counts[k]) if self.counts[k] else 0
        ms = [t * 1000 for t in self.times]
        return {**rates, "decisions": len(ms), "ms_per_decision_mean": round(sum(ms) / len(ms), 3) if ms else 0.0,
                "ms_per_decision_max": round(max(ms), 3) if ms else 0.0}


def rank(scores: Sequence[Any], player: int, first: int) -> int:
    """``player``'s place (1 = top); equal scores go to the player nearer the first dealer ``first``."""
    n = len(scores)
    key = [(-scores[p], (p - first) % n) for p in range(n)]
    return 1 + sum(k < key[player] for k in key)


def hand_counts(events: list[dict[str, Any]], players: int) -> list[Side]:
    """Per player: hands played, won, dealt in, with riichi, with an open call; points won and dealt in."""
    sides = [Side() for _ in range(players)]
    dealer, last = 0, {}
    acted: list[set[int]] = [set() for _ in RATES]  # by rate: the players who did it this hand
    for ev in events:
        e = ev.get("e")
        if e == "round":
            dealer, acted = ev["dealer"], [set() for _ in RATES]
            for s in sides:
                s.hands += 1
        elif e == "win":
            acted[0].add((dealer + ev["seat"]) % players)
            sides[(dealer + ev["seat"]) % players].points["win"] += Fraction(ev["payments"][ev["seat"]])
            if ev["source"] is not None:
                sides[(dealer + ev["source"]) % players].points["deal_in"] -= Fraction(ev["payments"][ev["source"]])
                if not (last.get("e") == "win" and last.get("source") == ev["source"]):
                    acted[1].add((dealer + ev["source"]) % players)
        elif e == "discard" and ev.get("riichi"):
            acted[2].add((dealer + ev["seat"]) % players)
        elif e == "call" and ev.get("type") in OPEN_CALLS:
            acted[3].add((dealer + ev["seat"]) % players)
        elif e == "round_end":
            for k, who in zip(RATES, acted):
                for p in who:
                    sides[p].counts[k] += 1
        last = ev
    return sides


#: One job of a worker: ruleset, options, tested bot, field, league seed, wall seed's index, the tested bot's
#: ``--set`` texts, and whether the landed version shadows it.
Job = tuple[str, dict[str, Any], str, str, int, int, tuple[str, ...], bool]


def play_game(variant: Any, players: Sequence[Player], seat: int, seed: int) -> dict[str, Any]:
    """One match of ``players`` from ``seed``, the tested bot in ``seat``: its rank and final score, and both sides'
    counts."""
    timed = [p if isinstance(p, Shadowed) else Timed(p) for p in players]
    has_mjai = any(isinstance(p, MjaiPlayer) for p in players)
    match = play_match(variant, timed, seed, on_events=mjai_feed(players) if has_mjai else None)
    counts = hand_counts(match.events, variant.players)
    mine, theirs = Side(), Side()
    for p, (c, t) in enumerate(zip(counts, timed)):
        c.times = t.times
        (mine if p == seat else theirs).merge(c)
    errors = [e for p in players if isinstance(p, MjaiPlayer) for e in p.errors]
    return {"rank": rank(match.scores, seat, match.first_dealer), "score": int(match.scores[seat]), "bot": mine,
            "field": theirs, "errors": errors}


def play_seed(job: Job) -> list[dict[str, Any]]:
    """The games of one wall seed, the tested bot in each seat in turn: its rank, and both sides' counts; with a
    shadow, the landed version's rank and score too (``landed``) and whether it was played again (``differed``)."""
    name, options, bot, field_bot, seed, index, sets, shadow = job
    variant = ruleset(name, **options)
    settings = [Setting.parse(text) for text in sets]
    mseed = game_seed(seed, index)
    out = []
    for seat in range(variant.players):
        def seat_players(tested: Player) -> list[Player]:
            return [tested if p == seat else make_player(field_bot, variant, mseed + p, f"field{p}")
                    for p in range(variant.players)]

        tested = make_player(bot, variant, mseed + seat, f"bot{seat}")
        if settings:
            tested = Tuned(tested, settings)
        if shadow:
            tested = Shadowed(tested, make_player(bot, variant, mseed + seat, f"bot{seat}"))
        game = {"seed": mseed, "seat": seat, **play_game(variant, seat_players(tested), seat, mseed)}
        if isinstance(tested, Shadowed):
            game["differed"] = tested.differed
            landed = (play_game(variant, seat_players(make_player(bot, variant, mseed + seat, f"bot{seat}")), seat,
                                mseed) if tested.differed else game)
            game["landed"] = {"rank": landed["rank"], "score": landed["score"]}
            game["errors"] = game["errors"] + (landed["errors"] if tested.differed else [])
        out.append(game)
    return out


def mean_se(values: Sequence[float]) -> tuple[float, float]:
    """The mean of ``values`` and its standard error (0 for a single value)."""
    n = len(values)
    mean = sum(values) / n
    return mean, math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1) / n) if n > 1 else 0.0


def play(name: str, options: dict[str, Any], bot: str, field_bot: str, games: int, seed: int, workers: int,
         sets: Sequence[str] = (), shadow: bool = False) -> list[dict[str, Any]]:
    """Play the league's games: per game, its wall seed, the tested bot's seat and rank, both sides' counts (the
    tested bot deciding with the ``--set`` texts ``sets``; ``shadow``: with the landed version's figures too, as
    :func:`play_seed` gives them)."""
    variant = ruleset(name, **options)
    jobs: list[Job] = [(name, options, bot, field_bot, seed, i, tuple(sets), shadow)
                       for i in range(math.ceil(games / variant.players))]
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            return [g for seed_games in pool.map(play_seed, jobs) for g in seed_games]
    return [g for job in jobs for g in play_seed(job)]


def league(name: str, options: dict[str, Any], bot: str, field_bot: str, seed: int,
           results: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The league's figures (the JSON line) from its games' ``results`` (:func:`play`)."""
    variant = ruleset(name, **options)
    seeds = len({g["seed"] for g in results})
    ranks = [g["rank"] for g in results]
    mean, se = mean_se(ranks)
    mine, theirs = Side(), Side()
    for g in results:
        mine.merge(g["bot"])
        theirs.merge(g["field"])
    riichi = TableRules.of(variant).declare_ready
    return {"benchmark": f"league: 1 bot vs {variant.players - 1} copies, seats rotated over the same wall seeds",
            "variant": name, "options": options, "bot": bot, "field": field_bot, "games": len(results),
            "wall_seeds": seeds, "seed": seed, "avg_rank": round(mean, 3), "rank_se": round(se, 3),
            "even_rank": (variant.players + 1) / 2,
            "placements": [ranks.count(r) for r in range(1, variant.players + 1)],
            "bot_stats": mine.report(riichi), "field_stats": theirs.report(riichi),
            "errors": [e for g in results for e in g["errors"]][:20]}


def paired(mine: Sequence[dict[str, Any]], theirs: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Two runs' ranks compared game by game (the games both played, keyed by wall seed and seat): how many, the
    mean of ``mine`` less ``theirs`` and its standard error, and how many ended in the same place; where both runs
    kept each game's final score, the mean difference of the scores and its standard error."""
    other = {(g["seed"], g["seat"]): g for g in theirs}
    both = [(g, other[g["seed"], g["seat"]]) for g in mine if (g["seed"], g["seat"]) in other]
    if not both:
        raise ValueError("the two runs share no game (same --seed and variant needed)")
    diffs = [g["rank"] - h["rank"] for g, h in both]
    mean, se = mean_se(diffs)
    out = {"games": len(diffs), "rank_diff": round(mean, 3), "rank_diff_se": round(se, 3),
           "same_rank": diffs.count(0)}
    if all("score" in g and "score" in h for g, h in both):
        points, points_se = mean_se([g["score"] - h["score"] for g, h in both])
        out.update(score_diff=round(points), score_diff_se=round(points_se))
    return out


def read_ranks(path: str) -> list[dict[str, Any]]:
    """A ranks file written by ``--ranks``: one JSON object (seed, seat, rank; the final score when kept) per line."""
    games = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                g = json.loads(line)
                game = {"seed": int(g["seed"]), "seat": int(g["seat"]), "rank": int(g["rank"])}
                if "score" in g:
                    game["score"] = int(g["score"])
                games.append(game)
            except (ValueError, KeyError, TypeError) as e:
                raise ValueError(f"{path}, line {n}: not a game's seed, seat and rank ({e})") from None
    return games


def main(argv: Sequence[str] | None = None) -> None:
    """Parse the command line, play, print the JSON line."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bot", default="efficiency", help="the tested bot: our bot's name, or mjai:COMMAND")
    parser.add_argument("--field", default="efficiency", help="the other seats: our bot's name, or mjai:COMMAND")
    parser.add_argument("--variant", default="riichi", help="ruleset")
    parser.add_argument("-o", "--option", action="append", help="a ruleset option key=value (riichi: on top of "
                        "preset=tenhou)")
    parser.add_argument("--games", type=int, default=40, help="games (rounded up to whole wall seeds: one per seat)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1, help="processes playing wall seeds in parallel")
    parser.add_argument("--ranks", help="write each game's wall seed, seat, rank and final score to this file (JSON "
                        "lines)")
    parser.add_argument("--against", help="another run's --ranks file: add the paired rank (and score) difference")
    parser.add_argument("--set", action="append", default=[], metavar="MODULE:NAME=VALUE",
                        help="a module constant the tested bot decides with (a Python literal); repeatable")
    parser.add_argument("--shadow", action="store_true", help="pair the --set bot with the landed version in the "
                        "same run: only the games where their decisions differ are played again")
    args = parser.parse_args(argv)
    given = [pair.split("=", 1) for pair in args.option or []]
    if any(len(pair) != 2 for pair in given):
        parser.error("-o takes key=value")
    options = {**DEFAULT_OPTIONS.get(args.variant, {}), **dict(given)}
    if args.shadow and not args.set:
        parser.error("--shadow pairs a --set bot with the landed version: give --set")
    if args.shadow and args.against:
        parser.error("--shadow and --against each give the paired figures: give one")
    try:
        ruleset(args.variant, **options)
        against = read_ranks(args.against) if args.against else None
        for text in args.set:
            Setting.parse(text)
    except (ValueError, OSError) as e:
        parser.error(str(e))
    results = play(args.variant, options, args.bot, args.field, args.games, args.seed, args.workers, args.set,
                   args.shadow)
    data = league(args.variant, options, args.bot, args.field, args.seed, results)
    if args.set:
        data["set"] = args.set
    if args.ranks:
        with open(args.ranks, "w", encoding="utf-8") as f:
            f.writelines(json.dumps({k: g[k] for k in ("seed", "seat", "rank", "score", "landed") if k in g}) + "\n"
                         for g in results)
    if args.shadow:
        data["paired"] = {**paired(results, [{"seed": g["seed"], "seat": g["seat"], **g["landed"]} for g in results]),
                          "differed": sum(g["differed"] for g in results)}
    failed = None
    if against is not None:
        try:
            data["paired"] = paired(results, against)
        except ValueError as e:
            failed = str(e)
    print(json.dumps(data), flush=True)  # the league's figures are kept even when the pairing fails
    if failed:
        parser.error(failed)


if __name__ == "__main__":
    main()
