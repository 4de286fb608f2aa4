"""Waits: the kinds that complete a hand one tile short of complete."""
from __future__ import annotations

from typing import Sequence

from polymahjong.hand.melds import HandShape, Meld
from polymahjong.hand.shanten import analyser


def waits(shape: HandShape, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> list[int]:
    """The kinds (ascending) whose draw completes a 3n+1-tile hand in any form
    the shape allows. A kind is no wait when the hand and the declared melds
    already hold every copy of it. Arguments as for :func:`shanten`.

    Each candidate is checked by the analyser's complete-hand test (:meth:`Analyser.completing`: the
    compiled core's where it answers, else the decomposition search), which answers "complete?" faster
    than a full distance."""
    a = analyser(shape)
    a.check(counts, wild, shape.sets_needed - sum(1 for m in declared if m.is_set), short=True)
    held = list(counts)
    for m in declared:
        for pos, t in enumerate(m.tiles):
            if pos not in m.wild:
                held[t] += 1
    ts = shape.tileset
    return a.completing(counts, [k for k in ts.playing_kinds if held[k] < ts.copies_of(k)], declared, wild)
