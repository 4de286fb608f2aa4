"""Tile acceptance: for each discard of a hand, the shanten it leaves and the draws that lower it.

A draw *improves* a hand one tile short (3n+1 tiles) when it lowers the hand's
shanten; for a ready hand these are its waits. Each improving kind comes with
how many of its copies are unseen: the tile set's copies less those in the
hand (before the discard: the discarded tile is seen), in its declared melds
and in ``seen`` (what else the player has seen: discards, others' melds,
indicators). A kind with no unseen copy improves nothing: it cannot be drawn.

Ruleset-agnostic: the hand shape's analyser (:mod:`polymahjong.hand.shanten`)
gives every shanten. :func:`improving` is the one acceptance routine: this
module's functions (``analyze``) and the bots (:mod:`polymahjong.players.strategy.efficiency`)
call it, each with the draws it wants tried. The analyser's compiled core
answers it incrementally (each draw one segment lookup), else the pure path
measures each draw.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

from polymahjong.hand.melds import HandShape, Meld
from polymahjong.hand.shanten import Analyser, analyser


class Discard(NamedTuple):
    """One discard of a 3n+2-tile hand: the kind thrown, the shanten left, and the improving draws as
    ``(kind, unseen copies)`` in kind order. (A named tuple: made by the thousand, it costs little.)"""

    kind: int
    shanten: int
    draws: tuple[tuple[int, int], ...]

    @property
    def unseen(self) -> int:
        """How many unseen tiles improve the hand after this discard."""
        return sum(n for _k, n in self.draws)


def acceptance(shape: HandShape, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0,
               seen: Sequence[int] | None = None) -> list[Discard]:
    """Every discard of a 3n+2-tile hand (one per kind held, in kind order) with the shanten it leaves
    and the draws that then lower it.

    ``counts``, ``declared`` and ``wild`` as for :func:`polymahjong.hand.shanten`
    (wildcards are neither discarded nor listed as draws); ``seen``: per kind,
    copies visible elsewhere (default none). Raises ValueError for a hand of
    the wrong size or holding more copies of a kind than the tile set has.
    """
    a = analyser(shape)
    sets = shape.sets_needed - sum(1 for m in declared if m.is_set)
    if sum(counts) + wild != 3 * sets + 2:
        raise ValueError(f"a hand needing {sets} more sets holds {3 * sets + 2} tiles before a discard, "
                         f"not {sum(counts) + wild}")
    unseen = unseen_counts(shape, counts, declared, seen)
    return discards(a, counts, declared, wild, [k for k in a.playing if unseen[k] > 0], unseen)


def discards(a: Analyser, counts: Sequence[int], declared: Sequence[Meld], wild: int, draws: Sequence[int],
             unseen: Sequence[int]) -> list[Discard]:
    """:func:`acceptance` of a hand checked by the caller, with the ``draws`` to try and the ``unseen`` copies
    of each kind given (a bot looking ahead counts a draw's copies as it likes): the compiled core answers
    every discard in one call, else each is measured by :func:`improving`."""
    context = a.core_context(declared, wild)
    if context is not None:
        core, room, sets, specials = context
        found = core.acceptance(counts, draws, unseen, room, sets, wild, specials)
        if found is not None:
            return list(map(Discard._make, found))
    hand = list(counts)
    out = []
    for d in range(len(hand)):
        if not hand[d]:
            continue
        hand[d] -= 1
        out.append(Discard(d, *improving(a, hand, declared, wild, draws, unseen)))
        hand[d] += 1
    return out


def discard_shanten(shape: HandShape, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0,
                    kinds: Sequence[int] | None = None) -> dict[int, int]:
    """For each kind a 3n+2-tile hand holds, the shanten that discarding one of it leaves: :func:`acceptance`
    without the draws (the compiled core answers every kind in one call), for a bot weighing its discards.
    Arguments as for :func:`acceptance`; ``kinds``: the kinds wanted (default all held; the pure path
    measures only these, the core may give more)."""
    a = analyser(shape)
    context = a.core_context(declared, wild)
    if context is not None:
        core, room, sets, specials = context
        found = core.acceptance(counts, (), a.copies, room, sets, wild, specials)
        if found is not None:
            return {kind: left for kind, left, _draws in found}
    hand = list(counts)
    out = {}
    for d in kinds if kinds is not None else range(len(hand)):
        if hand[d] and d not in out:
            hand[d] -= 1
            out[d] = a.shanten(hand, declared, wild)
            hand[d] += 1
    return out


def improving_draws(shape: HandShape, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0,
                    seen: Sequence[int] | None = None) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The shanten of a 3n+1-tile hand and the draws that lower it, ``(kind, unseen copies)`` in kind
    order (for a ready hand: its waits). Arguments as for :func:`acceptance`."""
    a = analyser(shape)
    a.check(counts, wild, shape.sets_needed - sum(1 for m in declared if m.is_set), short=True)
    unseen = unseen_counts(shape, counts, declared, seen)
    draws = [k for k in a.playing if unseen[k] > 0]
    return improving(a, list(counts), declared, wild, draws, unseen)


def best_discards(options: Sequence[Discard]) -> list[Discard]:
    """The discards that leave the lowest shanten, most unseen improving tiles first (then kind order)."""
    low = min((o.shanten for o in options), default=None)
    return sorted((o for o in options if o.shanten == low), key=lambda o: -o.unseen)


def unseen_counts(shape: HandShape, counts: Sequence[int], declared: Sequence[Meld] = (),
                  seen: Sequence[int] | None = None) -> list[int]:
    """Per kind, the copies of the tile set not in ``counts``, in the declared melds or in ``seen``
    (never below 0). Raises ValueError when the hand and melds hold more copies than the set has."""
    copies = analyser(shape).copies
    if len(counts) != len(copies):
        raise ValueError(f"counts has {len(counts)} kinds, the tile set has {len(copies)}")
    left = [c - n for c, n in zip(copies, counts)]
    for m in declared:
        for pos, k in enumerate(m.tiles):
            if pos not in m.wild:
                left[k] -= 1
    if min(left, default=0) < 0:
        k = next(k for k, n in enumerate(left) if n < 0)
        raise ValueError(f"more copies of kind {k} than the tile set's {copies[k]}")
    if seen is not None:
        left = [max(n - s, 0) for n, s in zip(left, seen)]
    return left


def improving(a: Analyser, hand: list[int], declared: Sequence[Meld], wild: int, draws: Sequence[int],
              unseen: Sequence[int]) -> tuple[int, tuple[tuple[int, int], ...]]:
    """The shanten of ``hand`` (3n+1 tiles, checked by the caller) and the kinds of ``draws`` that
    lower it, each with its ``unseen`` copies, in the order of ``draws``; ``hand`` is restored
    before returning. Each draw must leave a copy of its kind unseen (not held, declared or seen)."""
    context = a.core_context(declared, wild)
    if context is not None:
        core, room, sets, specials = context
        found = core.improving(hand, draws, unseen, room, sets, wild, specials)
        if found is not None:
            return found
    now = a.shanten(hand, declared, wild)
    if declared or wild:
        after = []
        for k in draws:
            hand[k] += 1
            after.append(a.shanten(hand, declared, wild))
            hand[k] -= 1
    else:
        after = a.draw_shanten(hand, draws)
    return now, tuple((k, unseen[k]) for k, s in zip(draws, after) if s < now)
