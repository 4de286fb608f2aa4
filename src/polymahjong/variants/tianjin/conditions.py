"""Which of the document's win conditions a complete hand can meet.

Go Fish, Quinquennial and the dragons depend on how the tiles are arranged, and
conditions met together must hold in one arrangement. An :class:`Arrangement`
names what it needs (a pair holding a joker, for Go Fish, whose hand before the
draw :func:`fishing` checks; the drawn tile as the 5 of a 4-5-6 of myriads; the
runs 1-2-3, 4-5-6 and 7-8-9 of a suit); :func:`arrange` sets the groups aside, a
joker standing in for any tile the hand lacks, and asks the hand analyser to
complete the hand from the rest.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from polymahjong.hand import Decomposition, HandShape, Meld, MeldKind, decompositions
from polymahjong.tiles import CHARACTERS

#: The three runs of a dragon, and the run of the Quinquennial (whose 5 is the drawn tile).
RUNS = ((1, 2, 3), (4, 5, 6), (7, 8, 9))
CATCH_RUN, CATCH_RANK = (4, 5, 6), 5
#: The Quinquennial's suit: myriads.
CATCH_SUIT = CHARACTERS


@dataclass(frozen=True)
class WinningTiles:
    """A winning hand as the conditions see it: the concealed tiles with the drawn one, per kind and
    jokers left out (``real``), the jokers among them (``wild``), the declared melds and the drawn tile."""

    shape: HandShape
    real: tuple[int, ...]
    wild: int
    declared: tuple[Meld, ...]
    win: int
    win_is_joker: bool


@dataclass(frozen=True)
class Arrangement:
    """What one way of holding the hand must contain: a pair holding a joker (Go Fish), the Quinquennial's
    run, a dragon in ``dragon``'s suit; with ``shared_five`` the Quinquennial's run is the dragon's 4-5-6."""

    go_fish: bool = False
    quinquennial: bool = False
    dragon: str | None = None
    shared_five: bool = False


def arrangements(suits: Sequence[str]) -> list[Arrangement]:
    """Every combination of the arranged conditions, the plain hand first."""
    out = []
    for go_fish in (False, True):
        for quinquennial in (False, True):
            out.append(Arrangement(go_fish, quinquennial))
            for suit in suits:
                if quinquennial and suit == CATCH_SUIT:
                    out.append(Arrangement(go_fish, quinquennial, suit, shared_five=True))
                out.append(Arrangement(go_fish, quinquennial, suit))
    return out


def fishing(t: WinningTiles) -> bool:
    """Go Fish's hand before the draw: "you were fishing for the second half of your base pair with a joker
    and would win no matter what tile was drawn" — the tiles held before the draw, one joker set aside,
    are four sets."""
    real, wild = list(t.real), t.wild - (1 if t.win_is_joker else 0)
    if not t.win_is_joker:
        real[t.win] -= 1
    if not wild:
        return False
    # four sets and no pair: with two more jokers, a split whose pair is those two alone
    return any(d.pair is not None and not d.pair.tiles for d in decompositions(t.shape, real, t.declared, wild + 1))


class _Tiles:
    """The tiles left while groups are set aside: real tiles where the hand has them, jokers for the rest."""

    def __init__(self, t: WinningTiles) -> None:
        self.real = list(t.real)
        self.wild = t.wild

    def group(self, kind: MeldKind, kinds: tuple[int, ...], placed: int | None = None,
              placed_wild: bool = False) -> Meld | None:
        """Take a group of ``kinds`` (the one at ``placed`` is already taken: the drawn tile, a joker when
        ``placed_wild``); None when neither the tiles nor enough jokers are left."""
        holes: list[int] = []
        for pos, k in enumerate(kinds):
            if pos == placed:
                if placed_wild:
                    holes.append(pos)
            elif self.real[k]:
                self.real[k] -= 1
            elif self.wild:
                self.wild -= 1
                holes.append(pos)
            else:
                return None
        return Meld(kind, kinds, wild=tuple(holes))


def arrange(t: WinningTiles, a: Arrangement) -> Decomposition | None:
    """A complete arrangement of the hand holding ``a``'s groups, or None when there is none. Go Fish's
    pair is one that holds a joker ("the base pair must consist of a joker, and that joker must not be the
    last tile drawn"): a joker drawn, unless it is the Quinquennial's 5, may trade places with a held one;
    whether the hand was fishing is :func:`fishing`'s to say."""
    ts = t.shape.tileset
    left = _Tiles(t)
    if a.quinquennial:  # the drawn tile has its place
        if t.win_is_joker:
            left.wild -= 1
        else:
            left.real[t.win] -= 1
    fixed: list[Meld] = []
    runs = list(RUNS)
    if a.quinquennial:
        five = ts.number(CATCH_SUIT, CATCH_RANK)
        if not t.win_is_joker and t.win != five:
            return None
        kinds = tuple(ts.number(CATCH_SUIT, r) for r in CATCH_RUN)
        run = left.group(MeldKind.SEQUENCE, kinds, placed=CATCH_RUN.index(CATCH_RANK),  # type: ignore[arg-type]
                         placed_wild=t.win_is_joker)
        if run is None:
            return None
        fixed.append(run)
        if a.shared_five:
            runs.remove(CATCH_RUN)
    if a.dragon is not None:
        for ranks in runs:
            meld = left.group(MeldKind.SEQUENCE, tuple(ts.number(a.dragon, r) for r in ranks))  # type: ignore[misc]
            if meld is None:
                return None
            fixed.append(meld)
    found = decompositions(t.shape, left.real, t.declared + tuple(fixed), left.wild)
    return next((d for d in found if not a.go_fish or d.pair is not None and d.pair.wild), None)
