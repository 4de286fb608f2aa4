"""From han and fu to base points, and from base points to every seat's payment.

All arithmetic is on integers, with the numbers of ``[points]`` in
``rules.toml``. Seats are relative to the dealer (seat 0).
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping, NamedTuple


class Value(NamedTuple):
    """A hand's base points and the limit that set them (None below mangan)."""

    base: int
    limit: str | None


def _round_up(x: int, step: int) -> int:
    return -(-x // step) * step


def hand_value(han: int, fu: int, rules: Mapping[str, Any], kiriage: bool) -> Value:
    """Base points of a hand without yakuman: fu x 2^(han + 2) up to mangan, then the limits;
    ``kazoe_han`` han are a yakuman. With ``kiriage`` 4 han 30 fu and 3 han 60 fu are mangan."""
    if han >= rules["kazoe_han"]:
        return Value(rules["yakuman_base"], rules["yakuman_names"][0])
    limits = rules["limits"]
    if han >= limits[0][0]:
        return next(Value(base, name) for first, name, base in reversed(limits) if han >= first)
    base = fu << (han + 2)
    mangan = rules["mangan_base"]
    if base >= mangan or (kiriage and base >= rules["kiriage_base"]):
        return Value(mangan, rules["limits"][0][1])
    return Value(base, None)


def yakuman_value(count: int, rules: Mapping[str, Any]) -> Value:
    """Base points of ``count`` yakuman."""
    names = rules["yakuman_names"]
    return Value(rules["yakuman_base"] * count, names[min(count, len(names)) - 1])


def _tsumo_shares(base: int, winner: int, players: int, rules: Mapping[str, Any]) -> list[int]:
    """What each seat pays on a self-draw (0 for the winner): the dealer twice a non-dealer's share."""
    step = rules["round_to"]
    return [0 if seat == winner else _round_up(base * (2 if seat == 0 or winner == 0 else 1), step)
            for seat in range(players)]


def ron_value(base: int, winner: int, rules: Mapping[str, Any]) -> int:
    """What the discarder pays on a ron, honba aside."""
    return _round_up(base * (rules["dealer_ron"] if winner == 0 else rules["ron"]), rules["round_to"])


def points(base: int, winner: int, tsumo: bool, players: int, rules: Mapping[str, Any]) -> int:
    """The hand's worth to the winner, honba and sticks aside."""
    return sum(_tsumo_shares(base, winner, players, rules)) if tsumo else ron_value(base, winner, rules)


def payments(base: int, winner: int, discarder: int | None, players: int, rules: Mapping[str, Any], *,
             honba: int = 0, sticks: int = 0, pao: int | None = None, liable_base: int = 0) -> list[int]:
    """Every seat's change of score.

    Honba add ``honba`` points per counter to the hand, paid by the discarder
    on a ron and split evenly on a tsumo; the winner takes the riichi sticks.
    Pao: seat ``pao`` is liable for ``liable_base`` of the base points. On a
    tsumo it pays that part in full (and all honba) and the rest is split as
    usual; on a ron by another discarder it pays half of that part and the
    honba.
    """
    pay = [0] * players
    extra = rules["honba"] * honba
    if discarder is None:
        rest = base - liable_base if pao is not None else base
        for seat, share in enumerate(_tsumo_shares(rest, winner, players, rules)):
            pay[seat] -= share
        if pao is not None:
            pay[pao] -= ron_value(liable_base, winner, rules) + extra
        else:
            for seat in range(players):
                if seat != winner:
                    pay[seat] -= extra // (players - 1)
    else:
        total = ron_value(base, winner, rules)
        if pao is not None and pao != discarder:
            half = ron_value(liable_base, winner, rules) // 2
            pay[pao] -= half + extra
            pay[discarder] -= total - half
        else:
            pay[discarder] -= total + extra
    pay[winner] = -sum(pay) + rules["stick"] * sticks
    return pay


#: Payments remembered by a :class:`PointTable` (honba and sticks make them unbounded; the common ones recur).
PAYMENTS_KEPT = 4096


class PointTable:
    """One ruleset's points as memoised lookups: the value of each han and fu, the worth of
    each base to a winner (a few hundred entries at most), the payments of a win without pao."""

    def __init__(self, rules: Mapping[str, Any], kiriage: bool) -> None:
        self.rules, self.kiriage = rules, kiriage
        self.value = lru_cache(maxsize=None)(self._value)
        self.worth = lru_cache(maxsize=None)(self._worth)
        self.payments = lru_cache(maxsize=PAYMENTS_KEPT)(self._payments)

    def _value(self, han: int, fu: int) -> Value:
        """:func:`hand_value` of ``han`` and ``fu``."""
        return hand_value(han, fu, self.rules, self.kiriage)

    def _payments(self, base: int, winner: int, discarder: int | None, players: int, honba: int,
                  sticks: int) -> tuple[int, ...]:
        """:func:`payments` without pao."""
        return tuple(payments(base, winner, discarder, players, self.rules, honba=honba, sticks=sticks))

    def _worth(self, base: int, winner: int, tsumo: bool, players: int) -> int:
        """:func:`points` of ``base``."""
        return points(base, winner, tsumo, players, self.rules)
