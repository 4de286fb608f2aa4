"""Tianjin's pattern table as the scorer frame's specs, and its predicates: the win conditions, each of one
arrangement of the hand (conditions.py), and the multipliers and bars, each of the win as a whole.

A pattern's value is what it multiplies the win by, or for a bar what each other player pays its owner on
top of the win, per bar (``each``); Joker's Dragon ``supersedes`` Dragon.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Mapping

from polymahjong.hand import Decomposition
from polymahjong.variants.patterns import PatternSpec, Predicate, check_table, table_specs
from polymahjong.variants.tianjin.conditions import Arrangement


@dataclass(frozen=True)
class WinContext:
    """A Tianjin win as its patterns see it: no joker anywhere (``vanilla``), the jokers' suit, the checked
    flags, and the pattern of each bar among the melds."""

    vanilla: bool
    joker_suit: str | None
    flags: Mapping[str, Any]
    bars: tuple[str, ...]


def go_fish(w: WinContext, a: Arrangement) -> bool:
    """A pair holding a joker, the hand fishing (the arrangement asks for it only then)."""
    return a.go_fish


def vanilla(w: WinContext, a: Arrangement) -> bool:
    """No joker anywhere in the hand, its bars included."""
    return w.vanilla


def quinquennial(w: WinContext, a: Arrangement) -> bool:
    """The drawn tile is the 5 of a 4-5-6 of myriads."""
    return a.quinquennial


def dragon(w: WinContext, a: Arrangement) -> bool:
    """1-2-3, 4-5-6 and 7-8-9 of one suit."""
    return a.dragon is not None


def jokers_dragon(w: WinContext, a: Arrangement) -> bool:
    """A dragon in the jokers' suit."""
    return a.dragon is not None and a.dragon == w.joker_suit


def open_bar(w: WinContext, d: Decomposition) -> bool:
    """The winning tile is a bar's replacement."""
    return bool(w.flags["rinshan"])


def heavenly_victory(w: WinContext, d: Decomposition) -> bool:
    """A win on the player's own first turn."""
    return bool(w.flags["first_turn"])


def _bars(pid: str) -> Callable[[WinContext, Decomposition], int]:
    """The predicate of bar pattern ``pid``: how many of the winner's bars it is."""
    def count(w: WinContext, d: Decomposition) -> int:
        return w.bars.count(pid)
    return count


#: The win conditions, read off one arrangement of the hand (a win needs one; their values multiply).
ARRANGED: dict[str, Predicate[WinContext, Arrangement]] = {f.__name__: f for f in (
    go_fish, vanilla, quinquennial, dragon, jokers_dragon)}
#: The multipliers of the win, read off the win.
MULTIPLIERS: dict[str, Predicate[WinContext, Decomposition]] = {f.__name__: f for f in (open_bar, heavenly_victory)}
#: The winner's bars, read off the win (paid apart, not multiplied).
BARS: dict[str, Predicate[WinContext, Decomposition]] = {pid: _bars(pid) for pid in ("bar", "dark_bar", "golden_bar")}


def pattern_specs(table: Mapping[str, Mapping[str, Any]]) -> dict[str, PatternSpec[int]]:
    """The table's specs (its values resolved from their options); every pattern needs a predicate and the
    other way round."""
    check_table("tianjin", table, {**ARRANGED, **MULTIPLIERS, **BARS})
    return table_specs(table)
