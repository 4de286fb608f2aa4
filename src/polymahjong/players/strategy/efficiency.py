"""Shanten and acceptance (the unseen tiles whose draw brings a hand nearer to complete).

Any ruleset whose hands are sets and a pair: the shape's analyser gives shanten; a draw can only
help when its kind is held or near a held number tile (within two ranks of its suit), so only those
kinds are tried.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Sequence

from polymahjong.hand import HandShape, Meld, MeldKind
from polymahjong.hand.acceptance import Discard, discards, improving
from polymahjong.hand.shanten import analyser

#: Ranks apart that two number tiles of one suit may still share a set.
REACH = 2


class Efficiency:
    """Shanten and acceptance of one hand shape; ``standard_only`` drops the special forms (seven
    pairs, orphans), so a bot may weigh them itself."""

    def __init__(self, shape: HandShape, standard_only: bool = False) -> None:
        if standard_only:
            shape = replace(shape, seven_pairs=None, orphans=frozenset(), ultra_long_straight=False)
        self.shape = shape
        self.analyser = analyser(shape)
        kinds = shape.tileset.kinds
        self.near: tuple[tuple[int, ...], ...] = tuple(
            tuple(j.index for j in kinds if j.index == k.index or (
                k.is_number and j.is_number and j.suit == k.suit and abs(j.rank - k.rank) <= REACH))
            for k in kinds)

    def shanten(self, counts: Sequence[int], declared: Sequence[Meld] = ()) -> int:
        """The analyser's shanten (-1: complete)."""
        return self.analyser.shanten(counts, declared)

    def candidates(self, counts: Sequence[int]) -> list[int]:
        """The kinds whose draw might lower the shanten of ``counts``, ascending."""
        out: set[int] = set()
        for k, n in enumerate(counts):
            if n:
                out.update(self.near[k])
        return sorted(out)

    def acceptance(self, counts: list[int], declared: Sequence[Meld], unseen: Sequence[int],
                   wild: int = 0) -> tuple[int, list[int]]:
        """For a hand waiting to draw (3n+1 tiles, ``wild`` wildcards among them): the unseen copies of the
        kinds among :meth:`candidates` that lower its shanten, and those kinds, by the hand analyser's one
        acceptance routine (:func:`polymahjong.hand.acceptance.improving`). ``counts`` is restored
        before returning."""
        draws = [k for k in self.candidates(counts) if unseen[k]]
        _now, better = improving(self.analyser, counts, declared, wild, draws, unseen)
        return sum(n for _k, n in better), [k for k, _n in better]

    def discards(self, counts: list[int], declared: Sequence[Meld], unseen: Sequence[int],
                 wild: int = 0) -> list[Discard]:
        """For a hand about to discard (3n+2 tiles): per kind held, the shanten its discard leaves and the draws
        among :meth:`candidates` that then lower it, with their ``unseen`` copies (one call of the hand
        analyser's acceptance table, :func:`polymahjong.hand.acceptance.discards`)."""
        draws = [k for k in self.candidates(counts) if unseen[k]]
        return discards(self.analyser, counts, declared, wild, draws, unseen)


def declared_melds(melds: Sequence[tuple[str, tuple[int, ...], int | None]], copies: int) -> tuple[Meld, ...]:
    """A seat's shown melds (a view's ``(type, tiles, source)``) as the analyser's declared melds (made once
    for each set of melds: bots ask at every decision)."""
    return _declared_melds(tuple(melds), copies) if melds else ()


@lru_cache(maxsize=4096)
def _declared_melds(melds: tuple[tuple[str, tuple[int, ...], int | None], ...], copies: int) -> tuple[Meld, ...]:
    out = []
    for _type, tiles, _src in melds:
        kinds = tuple(sorted(t // copies for t in tiles))
        same = len(set(kinds)) == 1
        kind = (MeldKind.QUAD if len(kinds) == 4 else MeldKind.TRIPLET) if same else MeldKind.SEQUENCE
        out.append(Meld(kind, kinds[:3], open=_type != "closed_kan", declared=True))
    return tuple(out)
