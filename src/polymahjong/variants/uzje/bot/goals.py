"""The Ùzje hands the bot may aim at beyond the closed hand, each a :class:`Goal` with what it pays, and
the choice among them (``bot.py``).

Full hands (fourteen tiles, closed): Thirteen and Fourteen Orphans, the Ultra-long straight of each
window of each suit (with Purity), All gems and All powers in one suit (with Purity: a limit closed),
Honourable (four honour trips and an honour pair). Cores (the rest of the hand is any melds and pair,
which the shanten builds): the three wind trips of Journeyman, the two arrow trips and arrow pair of
Archery class; these may be open (calls of their tiles, quads).

Each goal's points are the scorer's for a closed win on a discard (the pattern table and the ladder,
with the options applied), so a change of a value changes what the bot aims at.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Sequence

from polymahjong.hand import orphan_requirement
from polymahjong.hand.decompose import STRAIGHT_LENGTH
from polymahjong.hand.melds import GEM_RANKS, POWER_RANKS
from polymahjong.players.strategy.goal import UNREACHABLE, Goal
from polymahjong.tiles import Group
from polymahjong.variants.uzje.patterns import CLEAN

if TYPE_CHECKING:
    from polymahjong.variants.uzje import Uzje

#: Tiles a full goal may still lack when it is chosen (nine orphans kinds lack five) ...
FULL_REACH = 5
#: ... and a core goal (e.g. two wind pairs and a third wind lack four of Journeyman's nine tiles).
CORE_REACH = 3
#: The most tiles a goal may lack beyond the hand's own distance to a win: one per factor of ten its
#: points exceed the plan's (a limit, 5000 points, against the closed hand's 2 or a clean hand's 20).
MAX_SLACK = 3


class UzjeGoals:
    """Every goal of one Ùzje game (its options: players, winds, tongs, values)."""

    def __init__(self, variant: "Uzje") -> None:
        self.variant = variant
        ts = variant.tileset
        self.specs = variant.pattern_specs
        self.ladder = variant.ladder
        self.closed = self.fan("closed_hand")
        self.sets = variant.shape.sets_needed
        kinds = ts.kinds
        winds = [k.index for k in kinds if k.group is Group.WIND]
        arrows = [k.index for k in kinds if k.group is Group.DRAGON]
        honours = [k.index for k in kinds if k.is_honour]
        full: list[Goal] = []
        need = orphan_requirement(variant.shape)
        singles = [(k,) * n for k, n in need.items()]
        full.append(Goal("thirteen_orphans", singles, len(singles), pair=list(need), pair_size=1,
                         points=self.limit("thirteen_orphans")))
        if ts.zero is not None:
            full.append(Goal("fourteen_orphans", singles + [(ts.zero,)], len(singles) + 1,
                             points=self.limit("fourteen_orphans")))
        pure = self.fan("purity")
        for suit in ts.suits:
            ranks = {k.rank: k.index for k in kinds if k.suit == suit}
            for low in range(1, max(ranks) - STRAIGHT_LENGTH + 2):
                run = [ranks.get(r) for r in range(low, low + STRAIGHT_LENGTH)]
                if None not in run:
                    full.append(Goal("ultra_long_straight", [(k,) for k in run if k is not None], STRAIGHT_LENGTH,
                                     points=self.points(self.fan("ultra_long_straight") + pure)))
            ranks[0] = ts.zero if ts.zero is not None else -1
            in_suit = [ranks[r] for r in sorted(ranks) if ranks[r] >= 0]
            for pid, shapes in (("all_gems", GEM_RANKS), ("all_powers", POWER_RANKS)):
                melds = [tuple(ranks[r] for r in shape) for shape in shapes if all(r in ranks and ranks[r] >= 0 for r in shape)]
                if len(melds) == len(shapes):
                    full.append(Goal(pid, melds, 4, pair=in_suit, repeat=True, points=self.points(self.fan(pid) + pure)))
        full.append(Goal("honourable", [(k,) * 3 for k in honours], 4, pair=honours, open=True,
                         points=self.limit("honourable")))
        core: list[Goal] = []
        if len(winds) >= 3:
            core.append(Goal("journeyman", [(k,) * 3 for k in winds], 3, open=True, points=self.limit("journeyman")))
        if len(arrows) == 3:
            core.append(Goal("archery_class", [(k,) * 3 for k in arrows], 2, pair=arrows, open=True,
                             points=self.points(self.fan("archery_class") + 2 * self.fan("arrow"))))
        self.goals = [(g, FULL_REACH, False) for g in full] + [(g, CORE_REACH, True) for g in core]

    def fan(self, pid: str) -> Fraction:
        """A pattern's fan, as the options set it."""
        return self.specs[pid].amount

    def limit(self, pid: str) -> int:
        """The points of a limit pattern."""
        return int(self.fan(pid)) * self.ladder.limit

    def points(self, fan: Fraction) -> int:
        """The points of a closed hand with ``fan`` besides the closed hand's (0 below the minimum)."""
        return self.ladder.points(fan + self.closed) or 0

    def plan_points(self, suit: str | None) -> int:
        """What the plan without a goal heads for: a clean hand of ``suit``, else the closed hand."""
        return self.points(self.fan(CLEAN[suit])) if suit else self.points(Fraction(0))

    def choose(self, held: Sequence[int], room: Sequence[int], distance: int, suit: str | None,
               declared: Sequence[tuple[int, ...]], draws: int) -> Goal | None:
        """The goal to aim at, or None: the one lacking fewest tiles for its slack (a core lacks at least
        the hand's ``distance`` to any win), among those within their reach, within ``distance`` plus
        their slack, twice over within ``draws`` (the seat's draws left), and with no ``declared`` melds
        (each meld's tiles) unless they may be open and the melds leave them room (a full goal's melds
        are of its kinds; a core's other melds leave it its sets); ``held`` and ``room`` per kind, melds
        included (room: held plus unseen)."""
        base = max(self.plan_points(suit), 1)
        best: tuple[int, int] | None = None
        chosen = None
        for goal, reach, core in self.goals:
            if declared:
                others = sum(not goal.kinds.issuperset(m) for m in declared)
                if not goal.open or (others + goal.sets > self.sets if core else others):
                    continue
            slack = min(MAX_SLACK, len(str(goal.points // base)) - 1) if goal.points > base else 0
            lacks = goal.distance(held, room, min(reach, distance + slack, draws // 2))
            if lacks == UNREACHABLE:
                continue
            key = ((max(lacks, distance) if core else lacks) - slack, -goal.points)
            if best is None or key < best:
                best, chosen = key, goal
        return chosen
