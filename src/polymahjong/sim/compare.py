"""What-if runs: the same games under several option sets, and each set's difference from the base.

A designer changes a value and asks what it changes. Every option set plays the same seeds (game i of
every set has the same game seed, :func:`polymahjong.sim.runner.game_seed`), so the walls are the same
and much of the play too; the difference of a figure is estimated *paired by game*: each game gives
the base's and the set's figure, and the standard error comes from the spread of the per-game
differences, where the noise the two share cancels. A figure here is a ratio over games (a pattern's
mean paid: the sum of its wins' gains over its wins; its share of wins: its wins over all wins), so a
game's part in it is linearised (the delta method): game i contributes ``(y_i - R·n_i) / n̄`` to the ratio
``R = Σy/Σn``, with ``n̄`` the mean of ``n`` per game; the difference of two ratios has the per-game
differences of those contributions, and its interval is ``D ± 1.96·sd/√games``.
"""
from __future__ import annotations

import json
import math
import tomllib
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from polymahjong.sim.confidence import Z, show
from polymahjong.sim.runner import GameOutcome, Summary, simulate
from polymahjong.sim.stats import PatternStats, PatternTally, decimal
from polymahjong.variants.base import OptionError


@dataclass(frozen=True)
class OptionSet:
    """One option set of a what-if run: its label (as given) and its options on top of the base's."""

    label: str
    options: Mapping[str, str]


def parse_option_set(text: str) -> OptionSet:
    """``"k=v,k=v"``, or the path of an option file (a JSON object, or TOML of ``key = value`` lines), as an
    :class:`OptionSet` labelled by ``text``; anything else is an :class:`OptionError` naming it."""
    path = Path(text)
    if "=" not in text and path.is_file():
        try:
            raw = path.read_text(encoding="utf-8")
            data = json.loads(raw) if path.suffix == ".json" else tomllib.loads(raw)
        except (OSError, ValueError) as e:
            raise OptionError(f"--compare {text}: cannot read the option file: {e}") from None
        if not isinstance(data, dict):
            raise OptionError(f"--compare {text}: an option file holds one table of options, not {type(data).__name__}")
        return OptionSet(text, {str(k): str(v).lower() if isinstance(v, bool) else str(v) for k, v in data.items()})
    pairs = [p for p in text.split(",") if p.strip()]
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise OptionError(f"--compare takes k=v,k=v or an option file, not {text!r} (no such file)")
        out[key.strip()] = value.strip()
    if not out:
        raise OptionError("--compare takes k=v,k=v or an option file, not an empty text")
    return OptionSet(text, out)


@dataclass
class SetRun:
    """One option set's run: its totals and every game's pattern tallies, in game order."""

    label: str
    options: dict[str, str]
    summary: Summary
    games: list[PatternStats] = field(default_factory=list)


def paired_difference(base: Sequence[tuple[Fraction, int]], other: Sequence[tuple[Fraction, int]]
                      ) -> tuple[Fraction, list[str] | None] | None:
    """The difference ``R_other - R_base`` of two ratios ``Σy/Σn`` over the same games (per game ``(y, n)``),
    exact, with its paired 95% interval as display text (``None`` for fewer than two games); ``None`` when
    either ratio has no ``n``."""
    games = len(base)
    nb, no = sum(n for _, n in base), sum(n for _, n in other)
    if not nb or not no:
        return None
    rb = sum((y for y, _ in base), Fraction(0)) / nb
    ro = sum((y for y, _ in other), Fraction(0)) / no
    diff = ro - rb
    if games < 2:
        return diff, None
    d = [float((yo - ro * n_o) * games / no - (yb - rb * n_b) * games / nb)
         for (yb, n_b), (yo, n_o) in zip(base, other)]
    mean = sum(d) / games
    se = math.sqrt(sum((x - mean) ** 2 for x in d) / (games - 1) / games)
    return diff, [show(float(diff) - Z * se), show(float(diff) + Z * se)]


def _paid(stats: PatternStats, pid: str | None) -> tuple[Fraction, int]:
    """A game's gains and wins with pattern ``pid`` (every win for ``None``)."""
    if pid is None:
        every = PatternTally()
        for tally in stats.totals.values():
            every.merge(tally)
        return every.paid, every.wins
    own = stats.tallies.get(pid)
    return (own.paid, own.wins) if own else (Fraction(0), 0)


def _share(stats: PatternStats, pid: str) -> tuple[Fraction, int]:
    """A game's wins with pattern ``pid`` (times 100) over its wins."""
    tally = stats.tallies.get(pid)
    return Fraction(100 * (tally.wins if tally else 0)), stats.wins


def _difference(base: SetRun, other: SetRun, pid: str | None) -> dict[str, Any]:
    out: dict[str, Any] = {}
    pairs: list[tuple[str, Callable[[PatternStats, Any], tuple[Fraction, int]]]] = [("mean_paid", _paid)]
    if pid is not None:
        pairs.append(("per_100_wins", _share))
    for name, part in pairs:
        found = paired_difference([part(g, pid) for g in base.games], [part(g, pid) for g in other.games])
        out[name] = decimal(found[0]) if found else None
        out[f"{name}_ci"] = found[1] if found else None
    return out


def comparison(runs: Sequence[SetRun]) -> dict[str, Any]:
    """The what-if table: per set its label, options, digest and totals; per pattern (most frequent in the base
    first, then the others' new ones) each set's figures (``simulate --json``'s pattern fields, or ``None``
    where the set never met it) and each later set's paired difference from the first (``mean_paid`` and
    ``per_100_wins``, with ``_ci``); ``every_win`` the same for the mean gain of every win."""
    data = [r.summary.as_dict() for r in runs]
    order = list(dict.fromkeys(pid for d in data for pid in d["patterns"]))
    base = runs[0]
    patterns = {pid: {"sets": [d["patterns"].get(pid) for d in data],
                      "differences": [_difference(base, r, pid) for r in runs[1:]]} for pid in order}
    return {"sets": [{"label": r.label, "options": r.options, "digest": d["digest"], "games": d["games"],
                      "rounds": d["rounds"], "wins": d["wins"], "errors": d["errors"]} for r, d in zip(runs, data)],
            "patterns": patterns,
            "every_win": {"sets": [d["all_wins"] for d in data],
                          "differences": [_difference(base, r, None) for r in runs[1:]]}}


def compare(name: str, base: Mapping[str, str], sets: Sequence[OptionSet], games: int, seed: int,
            workers: int = 1, bot: str = "random", each: Callable[[int, GameOutcome], None] | None = None,
            backend: str = "local", address: str | None = None) -> list[SetRun]:
    """Play ``games`` games, seeded ``seed``, under the base options and under each set on top of them; ``each``
    sees (set number, game outcome) for every game. The first run is the base (labelled ``base``)."""
    runs: list[SetRun] = []
    for k, option_set in enumerate([OptionSet("base", {}), *sets]):
        options = {**base, **option_set.options}
        run = SetRun(option_set.label, dict(options), Summary())
        run.summary = simulate(name, options, games, seed, workers, bot, _keep(run, k, each), backend, address)
        runs.append(run)
    return runs


def _keep(run: SetRun, k: int, each: Callable[[int, GameOutcome], None] | None) -> Callable[[GameOutcome], None]:
    def keep(g: GameOutcome) -> None:
        run.games.append(g.patterns)
        if each:
            each(k, g)
    return keep
