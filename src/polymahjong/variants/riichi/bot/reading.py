"""How near each opponent looks to a win, and what its win is likely to cost, from public facts only.

A riichi is ready. Any other hand is read by its public signs (:class:`Signs`): how many melds it has
called and how many tiles it has discarded, signs of a hand that pushes late (a dora, red five or
yakuhai it could still pair let go, a middle tile let go), whether its melds show a yaku, and its
tsumogiri: a run of drawn tiles let go at once (the hand no longer changes) or a middle tile taken
from the hand late. The numbers that turn those signs into a chance and a cost are not set by hand:
:mod:`~polymahjong.variants.riichi.bot.reading_table` holds them, fitted on real Tenhou games by
``tools/fit_reading.py`` (the chance of being ready per melds and discards, an odds factor per sign,
the mean cost of a ron by what the winner showed).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from polymahjong.variants.riichi.bot import reading_table as table
from polymahjong.variants.riichi.bot.position import Position

#: Late signs are read among the last LAST discards, once the hand has made LATE_SIGN discards.
LAST, LATE_SIGN = 3, 8
#: Tsumogiri let go in a row at the end of the river from which the hand reads as settled.
SETTLED_RUN = 3
#: Likely cost of a riichi's win (points, non-dealer): the unit of :mod:`danger`'s tile danger.
RIICHI_WORTH = table.RIICHI_WORTH


@dataclass(frozen=True)
class Read:
    """One opponent read: the chance it is ready, what its win likely costs, and for an open hand the signs
    its tiles' danger is read by (:attr:`Signs.shows`, the one suit its melds show)."""

    ready: float
    worth: float
    shows: str | None
    suit: int | None


@dataclass(frozen=True)
class Signs:
    """What the table sees of a seat that has not declared riichi.

    ``melds``: called melds shown (closed kans are not calls), at most 4; ``turns``: tiles in its river;
    late signs (``turns`` >= LATE_SIGN, among the last LAST discards): ``push`` a dora, red five or a
    yakuhai with copies unseen let go, ``middle`` a 3-7 number tile let go, ``tedashi_middle`` one
    taken from the hand (not the tile just drawn); ``settled``: its last SETTLED_RUN discards or more
    were tsumogiri; ``no_yaku``: open, and its melds show no yaku (a terminal or honour meld that is
    no yakuhai triplet, no one-suit sign); ``suit``: the one suit of two or more number melds; ``paid``:
    dora, red fives and yakuhai triplets shown in its melds; ``simples``: open, and every tile of its melds
    is a simple (2-8).
    """

    melds: int
    turns: int
    push: bool
    middle: bool
    tedashi_middle: bool
    settled: bool
    no_yaku: bool
    suit: int | None
    paid: int
    simples: bool

    @property
    def shows(self) -> str | None:
        """The yaku an open hand's melds point to: ``suit`` (a one-suit sign), ``none`` (no yaku shown),
        ``simples`` (all simples) or ``yakuhai`` (a yakuhai triplet); None for a closed hand."""
        if not self.melds:
            return None
        if self.suit is not None:
            return "suit"
        if self.no_yaku:
            return "none"
        return "simples" if self.simples else "yakuhai"

    def flags(self) -> dict[str, bool]:
        """The yes/no signs the table has an odds factor for, by name."""
        return {"push": self.push, "middle": self.middle, "tedashi_middle": self.tedashi_middle,
                "settled": self.settled, "no_yaku": self.no_yaku, "suit": self.suit is not None}


def read(pos: Position, s: int) -> Read:
    """Read seat ``s`` from ``pos``'s view."""
    dealer = table.DEALER_WORTH if s == 0 else 1.0
    if pos.view.declared[s]:
        return Read(1.0, table.RIICHI_WORTH * dealer, None, None)
    sg = signs(pos, s)
    return Read(ready_chance(sg), worth_of(sg) * dealer, sg.shows, sg.suit)


def ready_chance(sg: Signs, ready: Sequence[Sequence[float]] = table.READY,
                 odds_of: Sequence[Mapping[str, float]] = table.ODDS) -> float:
    """The table's chance that a seat with signs ``sg`` is ready: the base chance of its melds and
    discards, its odds raised or lowered by each sign it shows (separate factors for closed and open).
    ``ready`` and ``odds_of`` replace the table's READY and ODDS (the fitting tool checks its fit)."""
    row = ready[sg.melds]
    p = row[min(sg.turns, len(row) - 1)]
    if p <= 0.0 or p >= 1.0:
        return p
    odds = p / (1.0 - p)
    factors = odds_of[sg.melds > 0]
    for name, on in sg.flags().items():
        if on:
            odds *= factors.get(name, 1.0)
    return odds / (1.0 + odds)


def worth_of(sg: Signs) -> float:
    """The table's likely cost of a non-dealer win with signs ``sg`` (a quiet closed hand, or an open
    hand by what its melds pay and a one-suit sign)."""
    if not sg.melds:
        return table.DAMA_WORTH
    return table.OPEN_WORTH + table.SHOWN_WORTH * sg.paid + (table.SUIT_WORTH if sg.suit is not None else 0.0)


def signs(pos: Position, s: int) -> Signs:
    """Seat ``s``'s public signs from ``pos``'s view."""
    view, c, kt = pos.view, pos.copies, pos.kt
    shown = [m for m in view.melds[s] if m[0] != "closed_kan"]
    n = min(len(shown), 4)
    river = view.discards[s]
    gone = view.tsumogiri[s]
    turns = len(river)
    kinds = [[t // c for t in tiles] for _k, tiles, _s in shown]
    suits = {kt.suit[k] for ks in kinds for k in ks} - {-1}
    numbered = sum(1 for ks in kinds if kt.suit[ks[0]] >= 0)
    suit = suits.pop() if len(suits) == 1 and numbered >= 2 else None
    yakuhai = yakuhai_of(pos, s)
    push = middle = tedashi_middle = False
    if turns >= LATE_SIGN:
        for t, drawn in zip(river[-LAST:], gone[-LAST:]):
            k = t // c
            if pos.dora[k] or pos.tileset.is_red(t) or (k in yakuhai and pos.unseen[k] > 0):
                push = True
            elif not kt.honour[k] and 3 <= kt.rank[k] <= 7:
                middle = True
                tedashi_middle = tedashi_middle or not drawn
    run = 0
    for drawn in reversed(gone):
        if not drawn:
            break
        run += 1
    paid = sum(pos.dora[k] for ks in kinds for k in ks)
    paid += sum(pos.tileset.is_red(t) for _k, tiles, _s in shown for t in tiles)
    paid += sum(1 for ks in kinds if ks[0] in yakuhai and len(set(ks)) == 1)
    no_yaku = bool(n) and suit is None and not _yaku_shown(pos, kinds, yakuhai)
    simples = bool(n) and not any(kt.orphan[k] for ks in kinds for k in ks)
    return Signs(n, turns, push, middle, tedashi_middle, run >= SETTLED_RUN, no_yaku, suit, paid, simples)


def yakuhai_of(pos: Position, s: int) -> set[int]:
    """Dragons, seat ``s``'s wind and the round wind."""
    kt = pos.kt
    return set(kt.dragons) | {kt.winds[s % 4], kt.winds[pos.view.round_wind % 4]}


def _yaku_shown(pos: Position, kinds: list[list[int]], yakuhai: set[int]) -> bool:
    """A yakuhai triplet among the melds, or melds of simples only (all simples may be on)."""
    if any(ks[0] in yakuhai and len(set(ks)) == 1 for ks in kinds):
        return True
    return not any(pos.kt.orphan[k] for ks in kinds for k in ks)
