"""The whole economy of a run: how deals end, what changes hands and why, who gains, how games finish.

Everything is counted from the events of the game records, so a ruleset is described by its data, not
its name: wins per deal (several where the deal goes on after a win), draws by kind (``exhaustive``,
``abortive: <reason>``), self-drawn and discard wins, every payment by category, each seat's wins and
gain (seats as the events give them: seat 0 is the round's dealer), turns per deal (discards), the
spread of the final scores and how often a player's score goes below zero (deals that end with a
score below zero; players who end the game below zero).

Payment categories, each the amount that changed hands (the sum of what was received):

- ``hand``: what winners gained from their wins, less the honba and riichi sticks they took;
- ``honba``, ``sticks``: those parts, where the table has them (``[round]`` ``honba``, ``declaration_stick``;
  the honba per counter from ``[points]`` ``honba``, all of it on a discard win, a third from each
  payer on a self-draw);
- one per ``payment`` event reason (a kong's payment, ...);
- ``settlement``: the ``settlement`` event at the deal's end (bars of players who did not win, ...);
- ``deal_end``: the rest of the deal's payments: what the end of the wall settles (ready-hand payments,
  penalties), the round's payments less all of the above.

Flowers and bars the winner is paid for are part of the win's payments, so of ``hand``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Iterable

from polymahjong.sim.confidence import mean_interval, rate_interval
from polymahjong.sim.stats import decimal, exact, per_100, plain


@dataclass
class Mean:
    """A mergeable mean: how many values, their exact sum and sum of squares."""

    n: int = 0
    total: Fraction = Fraction(0)
    squares: Fraction = Fraction(0)

    def add(self, value: Fraction | int) -> None:
        """Count one value."""
        self.n += 1
        self.total += value
        self.squares += Fraction(value) * value

    def merge(self, other: "Mean") -> None:
        """Add ``other``'s values to these."""
        self.n += other.n
        self.total += other.total
        self.squares += other.squares

    def report(self) -> dict[str, Any]:
        """``n``, the exact ``sum``, the ``mean`` (decimal text) and its 95% interval ``mean_ci``."""
        return {"n": self.n, "sum": plain(self.total),
                "mean": decimal(self.total / self.n) if self.n else "0.00",
                "mean_ci": mean_interval(self.total, self.squares, self.n)}


@dataclass(frozen=True)
class Money:
    """What a ruleset's table says about the extras on a win: the honba per counter (0: none) and the
    value of a riichi stick (0: none)."""

    honba: int = 0
    stick: int = 0

    @classmethod
    def of(cls, rules: dict[str, Any], has_honba: bool, stick: int) -> "Money":
        """From a ruleset's rules table and its table rules' ``honba`` and ``declaration_stick``."""
        return cls(int(rules.get("points", {}).get("honba", 0)) if has_honba else 0, stick)


def _merge_counts(mine: dict[Any, Any], other: dict[Any, Any]) -> None:
    for key, value in other.items():
        if isinstance(value, Mean):
            mine.setdefault(key, Mean()).merge(value)
        else:
            mine[key] = mine.get(key, 0) + value


@dataclass
class Economy:
    """The economy tallies of one or more games (merge games' tallies with :meth:`merge`)."""

    rounds: int = 0
    self_drawn: int = 0
    discard_wins: int = 0
    wins_per_deal: dict[int, int] = field(default_factory=dict)
    wins_each_deal: Mean = field(default_factory=Mean)
    draws: dict[str, int] = field(default_factory=dict)
    payments: dict[str, Mean] = field(default_factory=dict)
    seat_wins: dict[int, int] = field(default_factory=dict)
    seat_gain: dict[int, Mean] = field(default_factory=dict)
    turns: Mean = field(default_factory=Mean)
    spread: Mean = field(default_factory=Mean)
    player_games: int = 0
    deals_below_zero: int = 0
    end_below_zero: int = 0

    def add_game(self, events: Iterable[dict[str, Any]], money: Money) -> None:
        """Count one game's events (a record's body, in order)."""
        deal: _Deal | None = None
        for ev in events:
            e = ev.get("e")
            if e == "round":
                deal = _Deal(int(ev.get("honba", 0)), int(ev.get("sticks", 0)))
            elif e == "match_end":
                scores = [exact(s) for s in ev["scores"]]
                self.spread.add(max(scores) - min(scores))
                self.player_games += len(scores)
                self.end_below_zero += sum(s < 0 for s in scores)
            elif deal is None:
                continue
            elif e == "discard":
                deal.turns += 1
            elif e == "win":
                self._win(ev, deal, money)
            elif e == "payment":
                deal.add(str(ev.get("reason", "payment")), ev["payments"])
            elif e == "settlement":
                deal.add("settlement", ev["payments"])
            elif e == "round_end":
                self._end(ev, deal, money)
                self.deals_below_zero += any(exact(score) < 0 for score in ev.get("scores", ()))
                deal = None

    def _win(self, ev: dict[str, Any], deal: "_Deal", money: Money) -> None:
        seat, source = ev["seat"], ev.get("source")
        self.self_drawn += source is None
        self.discard_wins += source is not None
        self.seat_wins[seat] = self.seat_wins.get(seat, 0) + 1
        if not deal.wins:  # the first win of the deal takes the honba (and the sticks, see _end)
            payers = 1 if source is not None else len(ev["payments"]) - 1
            honba = Fraction(money.honba * deal.honba) if source is not None else \
                Fraction(money.honba * deal.honba, 3) * payers
            if money.honba:
                deal.amounts["honba"] = honba
            deal.amounts["hand"] = -honba
        deal.amounts["hand"] += exact(ev["payments"][seat])
        deal.wins += 1
        deal.counted = [a + exact(p) for a, p in zip(deal.counted or [Fraction(0)] * len(ev["payments"]),
                                                        ev["payments"])]

    def _end(self, ev: dict[str, Any], deal: "_Deal", money: Money) -> None:
        self.rounds += 1
        self.wins_per_deal[deal.wins] = self.wins_per_deal.get(deal.wins, 0) + 1
        self.wins_each_deal.add(deal.wins)
        self.turns.add(deal.turns)
        if ev.get("result") != "win":
            reason = (ev.get("info") or {}).get("reason")
            kind = f"{ev.get('result')}: {reason}" if reason else str(ev.get("result"))
            self.draws[kind] = self.draws.get(kind, 0) + 1
        pay = [exact(p) for p in ev["payments"]]
        deposits = [exact(d) for d in ev.get("deposits", [0] * len(pay))]
        if deal.wins and money.stick:  # the sticks the deal started with and those put in, less those left
            taken = money.stick * (deal.sticks - int(ev.get("sticks", 0))) - sum(deposits, Fraction(0))
            deal.amounts["sticks"] = taken
            deal.amounts["hand"] -= taken
        rest = [p - c for p, c in zip(pay, deal.counted or [Fraction(0)] * len(pay))]
        if any(rest):
            deal.amounts["deal_end"] = sum((r for r in rest if r > 0), Fraction(0))
        for seat, (p, d) in enumerate(zip(pay, deposits)):
            self.seat_gain.setdefault(seat, Mean()).add(p + d)
        for name, amount in deal.amounts.items():
            if amount:
                self.payments.setdefault(name, Mean()).add(amount)

    def merge(self, other: "Economy") -> None:
        """Add another game's (or run's) tallies to these."""
        for name in ("rounds", "self_drawn", "discard_wins", "player_games", "deals_below_zero", "end_below_zero"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        for name in ("wins_per_deal", "draws", "payments", "seat_wins", "seat_gain"):
            _merge_counts(getattr(self, name), getattr(other, name))
        for name in ("wins_each_deal", "turns", "spread"):
            getattr(self, name).merge(getattr(other, name))

    def report(self) -> dict[str, Any]:
        """The ``economy`` of ``simulate --json``: rates per 100 with ``_ci`` intervals, means with ``mean_ci``.

        ``self_drawn`` / ``discard`` wins per 100 wins; ``wins_per_deal`` (how many deals had 0, 1, 2, ...
        wins, and the mean with its interval); ``draws`` by kind per 100 rounds; ``payments`` per category
        (the amount that changed hands: ``deals`` where it happened, exact ``sum``, ``per_deal`` mean over
        all deals with its interval); ``seats`` (seat 0 deals): wins per 100 rounds and mean gain per
        deal; ``turns_per_deal``; ``final_spread`` (highest less lowest final score);
        ``below_zero``: per 100 deals, a deal that ends with some player below zero; per 100 player-games, a
        final score below zero."""
        wins = self.self_drawn + self.discard_wins
        rounds = self.rounds
        return {
            "self_drawn_per_100_wins": per_100(self.self_drawn, wins),
            "self_drawn_per_100_wins_ci": rate_interval(self.self_drawn, wins),
            "discard_per_100_wins": per_100(self.discard_wins, wins),
            "discard_per_100_wins_ci": rate_interval(self.discard_wins, wins),
            "wins_per_deal": {"deals": {str(k): v for k, v in sorted(self.wins_per_deal.items())},
                              **_mean(self.wins_each_deal)},
            "draws": {kind: {"deals": n, "per_100_rounds": per_100(n, rounds),
                             "per_100_rounds_ci": rate_interval(n, rounds)} for kind, n in sorted(self.draws.items())},
            "payments": {name: self._per_deal(m) for name, m in sorted(self.payments.items())},
            "seats": {str(seat): {"dealer": seat == 0, "wins": self.seat_wins.get(seat, 0),
                                  "wins_per_100_rounds": per_100(self.seat_wins.get(seat, 0), rounds),
                                  "wins_per_100_rounds_ci": rate_interval(self.seat_wins.get(seat, 0), rounds),
                                  "gain_per_deal": _mean(self.seat_gain[seat])}
                      for seat in sorted(self.seat_gain)},
            "turns_per_deal": _mean(self.turns),
            "final_spread": _mean(self.spread),
            "below_zero": {"player_games": self.player_games,
                           "deals_per_100_rounds": per_100(self.deals_below_zero, rounds),
                           "deals_per_100_rounds_ci": rate_interval(self.deals_below_zero, rounds),
                           "at_end_per_100": per_100(self.end_below_zero, self.player_games),
                           "at_end_per_100_ci": rate_interval(self.end_below_zero, self.player_games)},
        }

    def _per_deal(self, m: Mean) -> dict[str, Any]:
        """A category's amounts as a mean over every deal (deals without it count 0)."""
        every = Mean(self.rounds, m.total, m.squares)
        return {"deals": m.n, "sum": plain(m.total), "per_deal": _mean(every)["mean"],
                "per_deal_ci": _mean(every)["mean_ci"]}


def _mean(m: Mean) -> dict[str, Any]:
    out = m.report()
    return {"mean": out["mean"], "mean_ci": out["mean_ci"], "sum": out["sum"], "n": out["n"]}


@dataclass
class _Deal:
    """One deal in progress: the honba and sticks it started with, wins, discards, amounts per category,
    and the payments counted so far (to find what the deal's end settles)."""

    honba: int
    sticks: int
    wins: int = 0
    turns: int = 0
    amounts: dict[str, Fraction] = field(default_factory=dict)
    counted: list[Fraction] | None = None

    def add(self, name: str, payments: list[Any]) -> None:
        """A payment event: its amount (what was received) under ``name``; its payments are counted."""
        pay = [exact(p) for p in payments]
        self.amounts[name] = self.amounts.get(name, Fraction(0)) + sum((p for p in pay if p > 0), Fraction(0))
        self.counted = [a + p for a, p in zip(self.counted or [Fraction(0)] * len(pay), pay)]
