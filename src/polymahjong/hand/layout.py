"""How a hand shape splits its kinds into independent blocks and segments.

A *block* is a group of kinds that set templates connect (a suit, or one
honour alone): no set crosses two blocks, so a hand's distance to completion
is a sum of per-block distances. Ùzje's zero tile joins every suit as rank 0,
so it is kept out of the blocks as the *shared* kind: a block counts how many
zeros its sets use, and the zero's own role (pair or triplet of zeros) is a
pseudo-block of its own.

A *segment* is a contiguous range of kinds holding whole blocks (a suit, or
the run of honours); the analyser caches one profile per segment content.
"""
from __future__ import annotations

from dataclasses import dataclass

from polymahjong.hand.melds import HandShape


@dataclass(frozen=True)
class Block:
    """Kinds (global indices, ascending) and the groups that can be formed in them.

    ``groups_with[i]`` lists, for local kind ``i``, every group containing it
    as ``(local tiles, zeros, is_pair)``: the group's non-zero tiles as local
    indices, and how many zero tiles it uses.
    """

    kinds: tuple[int, ...]
    groups_with: tuple[tuple[tuple[tuple[int, ...], int, bool], ...], ...]
    uses_zero: bool


@dataclass(frozen=True)
class Segment:
    """A contiguous range ``start:stop`` of kinds and the blocks inside it.

    ``zero_role`` is True when the shared zero kind lies in the range (its
    pair/triplet role is then part of this segment's profile).
    """

    start: int
    stop: int
    blocks: tuple[Block, ...]
    zero_role: bool


def shared_kind(shape: HandShape) -> int | None:
    """The zero kind when some set template uses it (Ùzje), else None."""
    zero = shape.tileset.zero
    if zero is None or not any(zero in tiles and len(set(tiles)) > 1 for _, tiles in shape.templates):
        return None
    return zero


def blocks_of(shape: HandShape) -> list[Block]:
    """The blocks of a shape: connected components of its set templates, the shared kind left out."""
    zero = shared_kind(shape)
    playing = [k for k in shape.tileset.playing_kinds if k != zero]
    parent = {k: k for k in playing}

    def root(k: int) -> int:
        while parent[k] != k:
            parent[k] = parent[parent[k]]
            k = parent[k]
        return k

    templates = sorted({tiles for _, tiles in shape.templates})
    for tiles in templates:
        numbered = [t for t in tiles if t != zero]
        for t in numbered[1:]:
            parent[root(t)] = root(numbered[0])
    members: dict[int, list[int]] = {}
    for k in playing:
        members.setdefault(root(k), []).append(k)
    out = []
    for kinds in sorted(members.values()):
        local = {k: i for i, k in enumerate(kinds)}
        groups: list[list[tuple[tuple[int, ...], int, bool]]] = [[((i, i), 0, True)] for i in range(len(kinds))]
        uses_zero = False
        for tiles in templates:
            if not any(t in local for t in tiles):
                continue
            plain = tuple(local[t] for t in tiles if t != zero)
            zeros = len(tiles) - len(plain)
            uses_zero |= zeros > 0
            for i in sorted(set(plain)):
                groups[i].append((plain, zeros, False))
        out.append(Block(tuple(kinds), tuple(tuple(g) for g in groups), uses_zero))
    return out


def segments_of(shape: HandShape) -> list[Segment]:
    """Contiguous ranges of playing kinds, each holding whole blocks; runs of
    one-kind blocks (honours) are merged into one segment."""
    zero = shared_kind(shape)
    blocks = blocks_of(shape)
    block_of = {k: b for b in blocks for k in b.kinds}
    kinds = sorted(shape.tileset.playing_kinds)
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(kinds):
        start, stop = kinds[i], kinds[i] + 1
        j = i
        while j < len(kinds) and kinds[j] < stop:
            b = block_of.get(kinds[j])
            if b is not None:
                stop = max(stop, b.kinds[-1] + 1)
            j += 1
        spans.append((start, stop))
        i = j
    merged: list[tuple[int, int]] = []
    for start, stop in spans:
        single = stop - start == 1
        if merged and single and merged[-1][1] == start and _singles(merged[-1], block_of):
            merged[-1] = (merged[-1][0], stop)
        else:
            merged.append((start, stop))
    out = []
    for start, stop in merged:
        inside = tuple(b for b in blocks if start <= b.kinds[0] < stop)
        out.append(Segment(start, stop, inside, zero is not None and start <= zero < stop))
    return out


def _singles(span: tuple[int, int], block_of: dict[int, Block]) -> bool:
    """Whether every kind of a span is a block by itself (or the shared kind)."""
    return all(len(block_of[k].kinds) == 1 if k in block_of else True for k in range(*span))
