"""Pattern statistics of a simulation: how often each pattern occurs and what it pays.

A rules designer setting provisional values asks two things of a pattern: how
often it comes up, and what the hands that have it are worth. For every
pattern id the win events carry, :class:`PatternStats` counts the wins that
have it and sums, exactly, the pattern's own value (in the ruleset's unit:
han, fan, points, multiplier) and the winner's gain from those wins (the
winner's payment, honba and sticks included). Over all wins it also counts
the hands by their total (the win's value: han, fan or points), with what
each total paid, and the mean total and gain of a win: the baseline a
pattern's figures are read against. Means are given as decimal strings
rounded from the exact quotients; the sums stay exact (whole numbers, or
``"p/q"`` strings where a ruleset halves). Every rate and mean has its 95%
interval beside it (``<figure>_ci``, see :mod:`polymahjong.sim.confidence`),
from the exact sums of squares kept with the sums.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields
from fractions import Fraction
from typing import Any, Iterable

from polymahjong.sim.confidence import games_needed, mean_interval, rate_interval
from polymahjong.variants.contract import DECLARATION_FLAG

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
    """One pattern's totals: wins that have it, the sum of its value and of the winners' gains, and the sums
    of their squares (for the intervals of the means)."""

    wins: int = 0
    value: Fraction = Fraction(0)
    paid: Fraction = Fraction(0)
    value_sq: Fraction = Fraction(0)
    paid_sq: Fraction = Fraction(0)

    def add(self, value: Fraction, gain: Fraction) -> None:
        """Count one win worth ``value`` that gained the winner ``gain``."""
        self.wins += 1
        self.value += value
        self.paid += gain
        self.value_sq += value * value
        self.paid_sq += gain * gain

    def merge(self, other: "PatternTally") -> None:
        """Add ``other``'s totals to these."""
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))


@dataclass
class PatternStats:
    """Per-pattern tallies over many wins, and tallies per hand total (``value`` sums the totals);
    merge the tallies of separate games with :meth:`merge`."""

    wins: int = 0
    tallies: dict[str, PatternTally] = field(default_factory=dict)
    totals: dict[Fraction, PatternTally] = field(default_factory=dict)

    def add_win(self, event: dict[str, Any]) -> None:
        """Count one ``win`` event: its total, its patterns, their values, and the winner's gain."""
        self.wins += 1
        gain = exact(event["payments"][event["seat"]])
        total = exact(event["value"])
        self.totals.setdefault(total, PatternTally()).add(total, gain)
        values = event.get("pattern_values") or [0] * len(event.get("patterns", ()))
        for pid, value in zip(event.get("patterns", ()), values):
            self.tallies.setdefault(pid, PatternTally()).add(exact(value), gain)

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
        for total, tally in other.totals.items():
            self.totals.setdefault(total, PatternTally()).merge(tally)

    def counts(self) -> dict[str, int]:
        """Wins per pattern id, sorted by id."""
        return {pid: t.wins for pid, t in sorted(self.tallies.items())}

    def report(self, rounds: int, games: int) -> dict[str, dict[str, Any]]:
        """Per pattern, most frequent first: ``wins`` with it, ``per_100_wins`` and ``per_100_rounds``
        (how often), ``mean_value`` (its own value, in the ruleset's unit) and ``mean_paid`` (the winner's
        gain in those wins), each with its interval (``_ci``), the exact sums ``value_sum`` and ``paid_sum``,
        and ``games_for_1_per_100_wins``: the games (of ``games``' length) a run needs to know the pattern's
        rate to about ±1 per 100 wins."""
        return {pid: {**self._often(t), **rate("per_100_rounds", t.wins, rounds), **self._worth(t),
                      "games_for_1_per_100_wins": games_needed(t.wins, self.wins, games)}
                for pid, t in sorted(self.tallies.items(), key=lambda item: (-item[1].wins, item[0]))}

    def all_wins(self) -> dict[str, Any]:
        """Every win together: ``wins``, ``mean_value`` (the mean hand total), ``mean_paid`` (the mean gain
        of a winner) and the exact sums ``value_sum`` and ``paid_sum``."""
        every = PatternTally()
        for tally in self.totals.values():
            every.merge(tally)
        return {"wins": every.wins, **self._worth(every)}

    def totals_report(self) -> list[dict[str, Any]]:
        """The wins by hand total (the win's value), lowest first: each ``total`` (exact), ``wins``,
        ``per_100_wins``, ``mean_paid`` and the exact ``paid_sum``."""
        return [{"total": plain(total), **self._often(t), "mean_paid": decimal(t.paid / t.wins),
                 "mean_paid_ci": mean_interval(t.paid, t.paid_sq, t.wins), "paid_sum": plain(t.paid)}
                for total, t in sorted(self.totals.items())]

    def _often(self, tally: PatternTally) -> dict[str, Any]:
        return {"wins": tally.wins, **rate("per_100_wins", tally.wins, self.wins)}

    @staticmethod
    def _worth(tally: PatternTally) -> dict[str, Any]:
        if not tally.wins:
            return {"mean_value": "0.00", "mean_value_ci": None, "mean_paid": "0.00", "mean_paid_ci": None,
                    "value_sum": 0, "paid_sum": 0}
        return {"mean_value": decimal(tally.value / tally.wins),
                "mean_value_ci": mean_interval(tally.value, tally.value_sq, tally.wins),
                "mean_paid": decimal(tally.paid / tally.wins),
                "mean_paid_ci": mean_interval(tally.paid, tally.paid_sq, tally.wins),
                "value_sum": plain(tally.value), "paid_sum": plain(tally.paid)}


#: Call types that open a hand (a closed kong does not; an added kong was a pon already).
OPEN_CALLS = frozenset({"chi", "pon", "open_kan"})


@dataclass
class PlayTally:
    """How the wins came and what the players did, counted from the events of games: wins by self-draw,
    with an open hand (a chi, pon or open kong of the winner in that round) and by the round's dealer
    (seat 0); deal-ins (a discard or robbed kong won on: a double win on one tile is one deal-in); riichi
    declarations (riichi discards)."""

    self_drawn: int = 0
    open: int = 0
    dealer: int = 0
    deal_ins: int = 0
    riichi: int = 0

    def add_events(self, events: Iterable[dict[str, Any]]) -> None:
        """Count the events of one or more games, in order."""
        opened: set[int] = set()
        last: dict[str, Any] = {}
        for ev in events:
            e = ev.get("e")
            if e == "round":
                opened = set()
            elif e == "call" and ev.get("type") in OPEN_CALLS:
                opened.add(ev["seat"])
            elif e == "discard" and ev.get(DECLARATION_FLAG):  # a declaring discard (riichi's)
                self.riichi += 1
            elif e == "win":
                source = ev.get("source")
                self.self_drawn += source is None
                self.open += ev["seat"] in opened
                self.dealer += ev["seat"] == 0
                self.deal_ins += source is not None and not (last.get("e") == "win" and last.get("source") == source)
            last = ev

    def merge(self, other: "PlayTally") -> None:
        """Add another game's counts to these."""
        for f in fields(self):
            setattr(self, f.name, getattr(self, f.name) + getattr(other, f.name))

    def report(self, wins: int, rounds: int, riichi: bool) -> dict[str, str]:
        """Rates with their intervals (``_ci``): per 100 of ``wins`` the self-drawn, open-hand and dealer wins;
        per 100 ``rounds`` the deal-ins and (``riichi``: where the ruleset has riichi) the riichi declarations."""
        out = {**rate("self_drawn_per_100_wins", self.self_drawn, wins), **rate("open_per_100_wins", self.open, wins),
               **rate("dealer_per_100_wins", self.dealer, wins),
               **rate("deal_ins_per_100_rounds", self.deal_ins, rounds)}
        if riichi:
            out.update(rate("riichi_per_100_rounds", self.riichi, rounds))
        return out


def per_100(count: int, out_of: int) -> str:
    """``count`` per 100 of ``out_of`` as decimal text (``"0.00"`` when there are none)."""
    return decimal(Fraction(100 * count, out_of)) if out_of else "0.00"


def rate(name: str, count: int, out_of: int) -> dict[str, Any]:
    """``{name: count per 100 of out_of, name_ci: its 95% interval}`` (see :func:`per_100`,
    :func:`polymahjong.sim.confidence.rate_interval`)."""
    return {name: per_100(count, out_of), f"{name}_ci": rate_interval(count, out_of)}
