"""A goal: a particular hand a bot builds towards (orphans, a straight, melds of one family), and how
many tiles the hand still lacks for it.

A goal is ``sets`` melds chosen from its ``templates`` (each a tuple of tile kinds; with ``repeat`` a
template may be chosen more than once) and, when ``pair`` names kinds, a pair of one of them (or
``pair_size`` copies: thirteen orphans are thirteen single tiles and one more of any of them). The
distance of a hand is the fewest tiles it must draw to hold every tile of the best choice, counting only
copies the seat may still get (``room``: held plus unseen, per kind). Rulesets build their goals (e.g.
``variants/<name>/bot/goals.py``); the value bot (``players/valuebot.py``) keeps a goal's tiles when its
ruleset's plan names one.
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations, combinations_with_replacement
from typing import Sequence

#: The distance of a choice the room cannot supply.
UNREACHABLE = 99


class Goal:
    """A hand of ``sets`` melds of ``templates`` and a pair of ``pair`` kinds (see the module).

    ``points``: what the ruleset's scorer would pay for it (the ruleset's plan compares goals by it);
    ``open``: whether calls and quads of its kinds fit it (a hand of triplets)."""

    def __init__(self, name: str, templates: Sequence[tuple[int, ...]], sets: int, pair: Sequence[int] = (),
                 repeat: bool = False, open: bool = False, points: int = 0, pair_size: int = 2) -> None:
        self.name = name
        self.sets = sets
        self.pair = tuple(pair)
        self.pair_set = frozenset(pair)
        self.pair_size = pair_size if self.pair else 0
        self.open = open
        self.points = points
        choose = combinations_with_replacement if repeat else combinations
        self.needs: tuple[tuple[tuple[int, int], ...], ...] = tuple(
            tuple(Counter(k for i in pick for k in templates[i]).items()) for pick in choose(range(len(templates)), sets))
        top: Counter[int] = Counter()
        for need in self.needs:
            for k, n in need:
                top[k] = max(top[k], n)
        for k in self.pair:
            top[k] += pair_size
        #: the kinds the goal may use, and the most copies of each any choice keeps
        self.top = tuple(top.items())
        self.kinds = frozenset(top)
        self.size = sum(n for _k, n in self.needs[0]) + self.pair_size if self.needs else 0

    def __repr__(self) -> str:
        return f"Goal({self.name!r})"

    def distance(self, held: Sequence[int], room: Sequence[int], limit: int = UNREACHABLE) -> int:
        """Fewest tiles ``held`` (per kind, melds included) lacks for the goal, each copy drawn from ``room``
        (per kind, held plus unseen); :data:`UNREACHABLE` when no choice can be completed or every choice
        lacks more than ``limit``."""
        if self.size - sum(min(held[k], n) for k, n in self.top) > limit:
            return UNREACHABLE
        best = UNREACHABLE
        pairs, size = self.pair_set, self.pair_size
        free = sorted((max(0, size - held[p]), p) for p in self.pair if room[p] >= size)  # a pair beside no meld
        for need in self.needs:
            if any(n > room[k] for k, n in need):
                continue
            missing = sum(n - held[k] for k, n in need if n > held[k])
            if pairs:
                used = {k for k, _n in need}
                cost = next((c for c, p in free if p not in used), UNREACHABLE)
                for k, n in need:  # a pair of a kind the melds use too
                    if k in pairs and n + size <= room[k]:
                        cost = min(cost, max(0, size - max(0, held[k] - n)))
                missing += cost
            best = min(best, missing)
        return best if best <= limit else UNREACHABLE
