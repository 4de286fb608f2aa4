"""Every way a complete hand splits into sets and a pair, or a special form.

The search takes the lowest kind still in the hand and tries each group that
can contain it (a pair, or a set template of the hand shape). Wildcards
(Tianjin's jokers) are not enumerated tile by tile: a set uses a wildcard only
for a tile the hand lacks, and wildcards left over become sets or a pair that
may stand for anything (:attr:`MeldKind.ANY`).
"""
from __future__ import annotations

from typing import Iterator, Sequence

from polymahjong.hand.complete import non_orphan_runs, standard_test
from polymahjong.hand.melds import (FOURTEEN_ORPHANS, SEVEN_PAIRS, STANDARD, THIRTEEN_ORPHANS, ULTRA_LONG_STRAIGHT,
                                    Decomposition, HandShape, Meld, MeldKind, meld_suit)
from polymahjong.hand.pershape import PerShape
from polymahjong.tiles import Group

STRAIGHT_LENGTH = 14


def decompositions(shape: HandShape, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> list[Decomposition]:
    """All decompositions of a complete hand.

    ``counts``: the concealed tiles per kind, winning tile included, wildcards
    excluded; ``declared``: melds set aside on the table; ``wild``: how many
    wildcards the concealed hand holds. An incomplete hand gives ``[]``.
    """
    out = [Decomposition(STANDARD, tuple(declared) + groups) for groups in _standard(shape, counts, declared, wild)]
    if not declared and not wild:
        out += _seven_pairs(shape, counts) + _orphans(shape, counts)
    out += _straight(shape, counts, declared, wild)
    return out


def is_complete(shape: HandShape, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> bool:
    """Whether the hand is complete in any form (see :func:`decompositions`)."""
    test = None if wild else standard_test(shape)
    if test is None:
        if next(_standard(shape, counts, declared, wild, first_only=True), None) is not None:
            return True
    elif not declared:  # a concealed hand: every form is tested here
        return test.complete(counts) or (test.may_be_special(counts)
                                         and bool(_seven_pairs(shape, counts) or _orphans(shape, counts)))
    else:
        need = shape.sets_needed - sum(1 for m in declared if m.is_set)
        if need >= 0 and test.complete(counts, 3 * need + 2):
            return True
    if declared or wild:
        return bool(_straight(shape, counts, declared, wild))
    return bool(_seven_pairs(shape, counts) or _orphans(shape, counts) or _straight(shape, counts, declared, wild))


# -- four sets and a pair ---------------------------------------------------
def _with_kind(shape: HandShape) -> tuple[tuple[tuple[MeldKind, tuple[int, ...]], ...], ...]:
    """For each kind, the set templates that contain it."""
    table: list[list[tuple[MeldKind, tuple[int, ...]]]] = [[] for _ in shape.tileset.kinds]
    for kind, tiles in shape.templates:
        for k in set(tiles):
            table[k].append((kind, tiles))
    return tuple(tuple(t) for t in table)


_templates_with = PerShape(_with_kind)


def _standard(shape: HandShape, counts: Sequence[int], declared: Sequence[Meld], wild: int,
              first_only: bool = False) -> Iterator[tuple[Meld, ...]]:
    need = shape.sets_needed - sum(1 for m in declared if m.is_set)
    if need < 0 or sum(counts) + wild != 3 * need + 2:
        return
    with_kind = _templates_with(shape)
    ts = shape.tileset
    c = list(counts)
    seen: set[tuple[Meld, ...]] = set()
    acc: list[Meld] = []

    def dfs(k: int, need: int, pair: bool, wild: int) -> Iterator[tuple[Meld, ...]]:
        while k < len(c) and not c[k]:
            k += 1
        if k == len(c):
            if wild == 3 * need + (0 if pair else 2):
                rest = [Meld(MeldKind.ANY, (), wild=(0, 1, 2))] * need
                if not pair:
                    rest.append(Meld(MeldKind.PAIR, (), wild=(0, 1)))
                key = tuple(sorted(acc + rest, key=_order))
                if key not in seen:
                    seen.add(key)
                    yield key
            return
        if not pair and (c[k] >= 2 or wild):
            used = min(c[k], 2)
            c[k] -= used
            acc.append(Meld(MeldKind.PAIR, (k, k), wild=tuple(range(used, 2))))
            yield from dfs(k, need, True, wild - (2 - used))
            acc.pop()
            c[k] += used
        if not need:
            return
        for kind, tiles in with_kind[k]:
            taken: list[int] = []
            holes: list[int] = []
            for pos, t in enumerate(tiles):  # real tiles where the hand has them, wildcards for the rest
                if c[t]:
                    c[t] -= 1
                    taken.append(t)
                else:
                    holes.append(pos)
            if len(holes) <= wild:
                acc.append(Meld(kind, tiles, wild=tuple(holes), suit=meld_suit(ts, tiles)))
                yield from dfs(k, need - 1, pair, wild - len(holes))
                acc.pop()
            for t in taken:
                c[t] += 1

    for found in dfs(0, need, False, wild):
        yield found
        if first_only:
            return


def _order(m: Meld) -> tuple:
    return (m.kind is MeldKind.PAIR, m.tiles, m.kind.value, m.wild)


# -- special forms ------------------------------------------------------------
def _seven_pairs(shape: HandShape, counts: Sequence[int]) -> list[Decomposition]:
    if shape.seven_pairs is None or 1 in counts or 3 in counts or sum(counts) != 14 or any(n % 2 for n in counts):
        return []
    if shape.seven_pairs == "distinct" and any(n > 2 for n in counts):
        return []
    pairs = tuple(Meld(MeldKind.PAIR, (k, k)) for k, n in enumerate(counts) for _ in range(n // 2))
    return [Decomposition(SEVEN_PAIRS, pairs)]


def orphan_requirement(shape: HandShape) -> dict[int, int]:
    """The thirteen-orphans tiles: each terminal, dragon and wind once; with
    compressed winds H stands for East and West and V for North and South, so
    each is needed twice."""
    need: dict[int, int] = {}
    for k in shape.orphan_kinds:
        need[k] = 2 if shape.tileset.kinds[k].name in ("H", "V") else 1
    return need


_orphan_need = PerShape(orphan_requirement)


_other_runs = PerShape(non_orphan_runs)


def _orphans(shape: HandShape, counts: Sequence[int]) -> list[Decomposition]:
    if not shape.orphans or sum(counts) != 14:
        return []
    if any(any(counts[start:stop]) for start, stop in _other_runs(shape)):
        return []
    need = _orphan_need(shape)
    extra = {k: counts[k] - need.get(k, 0) for k in range(len(counts)) if counts[k] != need.get(k, 0)}
    zero = shape.tileset.zero
    tiles = tuple(k for k, n in enumerate(counts) for _ in range(n))
    if FOURTEEN_ORPHANS in shape.orphans and zero is not None and extra == {zero: 1}:
        return [Decomposition(FOURTEEN_ORPHANS, (Meld(MeldKind.ORPHANS, tiles),))]
    if THIRTEEN_ORPHANS in shape.orphans and len(extra) == 1:
        (k, n), = extra.items()
        if n == 1 and k in need:
            return [Decomposition(THIRTEEN_ORPHANS, (Meld(MeldKind.ORPHANS, tiles),))]
    return []


def _straight(shape: HandShape, counts: Sequence[int], declared: Sequence[Meld], wild: int) -> list[Decomposition]:
    if not shape.ultra_long_straight or wild or len(declared) >= shape.sets_needed:
        return []
    if any(m.kind is not MeldKind.SEQUENCE for m in declared):
        return []
    ts = shape.tileset
    total = list(counts)
    for m in declared:
        for t in m.tiles:
            total[t] += 1
    if sum(total) != STRAIGHT_LENGTH or any(n > 1 for n in total):
        return []
    held = [ts.kinds[k] for k, n in enumerate(total) if n]
    suits = {k.suit for k in held}
    if len(suits) != 1 or any(k.group is not Group.NUMBER for k in held):
        return []
    ranks = sorted(k.rank for k in held)
    if ranks[-1] - ranks[0] != STRAIGHT_LENGTH - 1:
        return []
    concealed = tuple(k for k, n in enumerate(counts) for _ in range(n))
    return [Decomposition(ULTRA_LONG_STRAIGHT, tuple(declared) + (Meld(MeldKind.STRAIGHT, concealed),))]
