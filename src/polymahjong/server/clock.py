"""Table clocks: a turn timer and a claim window, per ruleset (``[timers]`` of its rules.toml) and per table,
and the time the players have to be ready for the next round.

Pure and given the time: the room keeps a :class:`Clock` and the hub asks it, at each change, whom the
table waits for and until when. A decision is timed from the moment a human owes it: ``turn`` seconds
on one's turn (the void choice and a flower's replacement count as turns), ``claim`` seconds in a claim
window, plus what is left of one's ``bank``, which is filled again at each deal and spent by the time a
decision takes beyond its base seconds (the big online sites' time bank). A value of 0 means no limit.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from polymahjong.variants.base import Variant

#: Each setting and what it is; its default when a ruleset's ``[timers]`` leaves it out.
SETTINGS = {"turn": ("seconds for a decision on one's turn", 15.0),
            "claim": ("seconds to answer a claim window", 5.0),
            "bank": ("extra seconds per player and round, spent beyond a decision's own time", 0.0),
            "next": ("seconds after a round before the next is dealt without those not ready", 30.0)}
MAX_SECONDS = 600.0


@dataclass(frozen=True)
class Timers:
    """A table's timer settings in seconds (0: no limit)."""

    turn: float = 0.0
    claim: float = 0.0
    bank: float = 0.0
    next: float = 0.0

    @classmethod
    def of(cls, variant: Variant, overrides: Mapping[str, Any] | None = None) -> "Timers":
        """The ruleset's ``[timers]`` (the :data:`SETTINGS` defaults where it says nothing), with a table's
        ``overrides``; raises ValueError naming a bad setting."""
        data = {k: d for k, (_, d) in SETTINGS.items()}
        data.update(variant.rules.get("timers", {}))
        for source in (data, dict(overrides or {})):
            unknown = sorted(set(source) - set(SETTINGS))
            if unknown:
                raise ValueError(f"unknown timer setting(s) {unknown} (settings: {sorted(SETTINGS)})")
            for k, v in source.items():
                if not isinstance(v, (int, float)) or isinstance(v, bool) or not 0 <= v <= MAX_SECONDS:
                    raise ValueError(f"timer {k!r} must be a number of seconds from 0 to {MAX_SECONDS:g}, not {v!r}")
        return cls(**{k: float(v) for k, v in {**data, **dict(overrides or {})}.items()})

    def to_json(self) -> dict[str, float]:
        return {"turn": self.turn, "claim": self.claim, "bank": self.bank, "next": self.next}


@dataclass
class Clock:
    """The current decision's timing: which decision (``key``), its kind and base ``duration``, when it
    began and each owing player's deadline; and each player's bank."""

    timers: Timers
    banks: list[float]
    key: tuple[Any, ...] | None = None
    kind: str = ""
    duration: float = 0.0
    start: float = 0.0
    deadlines: dict[int, float] = field(default_factory=dict)  # player -> when their answer is due
    now: float = 0.0  # the time of the last update

    def refill(self) -> None:
        """A new round: every bank is full again."""
        self.banks = [self.timers.bank] * len(self.banks)

    def update(self, key: tuple[Any, ...] | None, kind: str, owing: list[int], now: float) -> None:
        """The table now waits for the human players ``owing`` a ``kind`` (``turn``/``claim``) decision
        ``key``: a new decision starts their clocks; the same one keeps them (those who answered drop).
        ``kind`` ``next`` (ready for the next round) has no bank."""
        self.now = now
        if key != self.key:
            self.key, self.kind, self.start = key, kind, now
            self.duration = getattr(self.timers, kind) if kind else 0.0
            self.deadlines = {}
        self.deadlines = {p: self.deadlines.get(p, self.start + self.duration + (kind != "next") * self.banks[p])
                          for p in owing}
        if not self.duration:
            self.deadlines = {}

    def resume(self, player: int, now: float) -> None:
        """``player`` came back while owing the decision: their time counts again from ``now``."""
        if player in self.deadlines:
            self.deadlines[player] = now + self.duration + self.banks[player]

    def answered(self, player: int, now: float) -> None:
        """``player`` answered at ``now``: the time beyond the decision's own comes off their bank."""
        if player in self.deadlines:
            over = now - self.start - self.duration
            self.banks[player] = max(0.0, self.banks[player] - max(0.0, over))
            del self.deadlines[player]

    def due(self, now: float) -> list[int]:
        """The players whose time ran out at ``now``."""
        return sorted(p for p, d in self.deadlines.items() if d <= now)

    def next_deadline(self) -> float | None:
        return min(self.deadlines.values(), default=None)
