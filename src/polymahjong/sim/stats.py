"""Pattern statistics of a simulation: how often each pattern occurs and what it pays.

A rules designer setting provisional values asks two things of a pattern: how
often it comes up, and what the hands that have it are worth. For every
pattern id the win events carry, :class:`PatternStats` counts the wins that
have it and sums, exactly, the pattern's own value (in the ruleset's unit:
han, fan, points, multiplier) and the winner's gain from those wins (the
winner's payment, honba and sticks included). Means are given as decimal
strings rounded from the exact quotients; the sums stay exact (whole numbers,
or ``"p/q"`` strings where a ruleset halves).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Iterable

Number = int | Fraction


def exact(value: Any) -> Fraction:
    """A record's number (int, or ``"p/q"`` for a Fraction) as a Fraction."""
    return Fraction(value)


def plain(value: Fraction) -> int | str:
    """A Fraction for JSON: an int when whole, else ``"p/q"``."""
    return int(value) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def decimal(value: Fraction, places: int = 2) -> str:
    """``value`` rounded half away from zero to ``places`` decimals, as text (no float on the way)."""
    scaled = abs(value) * 10 ** places
    whole = int(scaled + Fraction(1, 2))
    sign = "-" if value < 0 and whole else ""
    text = str(whole).rjust(places + 1, "0")
    return f"{sign}{text[:-places]}.{text[-places:]}" if places else f"{sign}{text}"


@dataclass
class PatternTally:
    """One pattern's totals: wins that have it, the sum of its value and of the winners' gains."""

    wins: int = 0
    value: Fraction = Fraction(0)
    paid: Fraction = Fraction(0)

    def merge(self, other: "PatternTally") -> None:
        """Add ``other``'s totals to these."""
        self.wins += other.wins
        self.value += other.value
        self.paid += other.paid


@dataclass
class PatternStats:
    """Per-pattern tallies over many wins (merge the tallies of separate games with :meth:`merge`)."""

    wins: int = 0
    tallies: dict[str, PatternTally] = field(default_factory=dict)

    def add_win(self, event: dict[str, Any]) -> None:
        """Count one ``win`` event: its patterns, their values, and the winner's gain."""
        self.wins += 1
        gain = exact(event["payments"][event["seat"]])
        values = event.get("pattern_values") or [0] * len(event.get("patterns", ()))
        for pid, value in zip(event.get("patterns", ()), values):
            tally = self.tallies.setdefault(pid, PatternTally())
            tally.wins += 1
            tally.value += exact(value)
            tally.paid += gain

    def add_events(self, events: Iterable[dict[str, Any]]) -> None:
        """Count every ``win`` among ``events`` (a game record's body)."""
        for ev in events:
            if ev.get("e") == "win":
                self.add_win(ev)

    def merge(self, other: "PatternStats") -> None:
        """Add another run's (or game's) tallies to these."""
        self.wins += other.wins
        for pid, tally in other.tallies.items():
            self.tallies.setdefault(pid, PatternTally()).merge(tally)

    def counts(self) -> dict[str, int]:
        """Wins per pattern id, sorted by id."""
        return {pid: t.wins for pid, t in sorted(self.tallies.items())}

    def report(self, rounds: int) -> dict[str, dict[str, Any]]:
        """Per pattern, most frequent first: ``wins`` with it, ``per_100_wins`` and ``per_100_rounds``
        (how often), ``mean_value`` (its own value, in the ruleset's unit) and ``mean_paid`` (the winner's
        gain in those wins), with the exact sums ``value_sum`` and ``paid_sum``."""
        out: dict[str, dict[str, Any]] = {}
        for pid, t in sorted(self.tallies.items(), key=lambda item: (-item[1].wins, item[0])):
            out[pid] = {
                "wins": t.wins,
                "per_100_wins": decimal(Fraction(100 * t.wins, self.wins)) if self.wins else "0.00",
                "per_100_rounds": decimal(Fraction(100 * t.wins, rounds)) if rounds else "0.00",
                "mean_value": decimal(t.value / t.wins), "mean_paid": decimal(t.paid / t.wins),
                "value_sum": plain(t.value), "paid_sum": plain(t.paid),
            }
        return out
