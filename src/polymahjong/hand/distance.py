"""Distance tables: the fewest tiles a block needs to hold some sets and a pair.

For a block's tiles ``v`` a *cost table* gives, for every ``(m, p, u)``, the
fewest tiles to add so that ``m`` sets and ``p`` pairs (0 or 1) can be taken
from the block, ``u`` of the sets' tiles being zeros (Ùzje's shared kind, whose
supply is settled when blocks are combined). Tables of independent blocks
combine by a min-plus convolution, so a hand's distance to completion is one
lookup in the combined table.

Exactness: a group may only add a copy of a kind while copies are left (the
``room`` of each kind: its copies minus what the hand and declared melds
hold). Sets made of added tiles only are not checked against room: such a set
costs three tiles wherever it goes, and some kind with four free copies always
exists in the hand shapes we know.
"""
from __future__ import annotations

from typing import Sequence

from polymahjong.hand.layout import Block

INF = 99  # an impossible (m, p, u): larger than any real distance
BITS, MASK = 3, 7  # search states pack a count (0..7) per kind in 3 bits
ONCE_HELD_ROOM = 3  # copies left of a kind held once (of four)
#: Search states a block remembers before it forgets them all (see benchmarks/memory.py).
MEMO_LIMIT = 20_000


class Grid:
    """The index layout of a cost table: ``(m, p, u)`` for ``m`` in 0..max_sets,
    ``p`` in 0..1 and ``u`` in 0..zeros-1 (``zeros`` is 1 without a shared kind)."""

    def __init__(self, max_sets: int, zeros: int) -> None:
        self.max_sets, self.zeros = max_sets, zeros
        self.size = (max_sets + 1) * 2 * zeros
        cells = [(m, p, u) for m in range(max_sets + 1) for p in (0, 1) for u in range(zeros)]
        self.cells = cells
        at = {c: self.index(*c) for c in cells}
        self.pair_shift = [(at[m, 0, u], at[m, 1, u]) for m, p, u in cells if p == 0]
        self.set_shift = [[(at[m, p, u], at[m + 1, p, u + z]) for m, p, u in cells
                           if m < max_sets and u + z < zeros] for z in range(zeros)]
        # per cell of one table, the (cell of the other, cell of the sum) pairs of the min-plus convolution
        self.convolution = [[(at[b], at[a[0] + b[0], a[1] + b[1], a[2] + b[2]]) for b in cells
                             if a[0] + b[0] <= max_sets and a[1] + b[1] <= 1 and a[2] + b[2] < zeros] for a in cells]
        self.empty = tuple(0 if c == (0, 0, 0) else INF for c in cells)

    def index(self, m: int, p: int, u: int) -> int:
        """Position of ``(m, p, u)`` in a cost table."""
        return (m * 2 + p) * self.zeros + u

    def combine(self, a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
        """The cost table of two independent blocks together."""
        out = [INF] * self.size
        for ai, row in zip(a, self.convolution):
            if ai >= INF:  # an impossible cell adds nothing
                continue
            for j, k in row:
                c = ai + b[j]
                if c < out[k]:
                    out[k] = c
        return tuple(out)

    def from_nothing(self, uses_zero: bool) -> tuple[int, ...]:
        """Costs when every tile is added: 3 a set, 2 a pair, a zero in a set is
        accounted for later (so a set with a zero costs 2)."""
        return tuple(3 * m + 2 * p - u if u == 0 or (uses_zero and u <= m) else INF for m, p, u in self.cells)

    def zero_role(self) -> tuple[int, ...]:
        """The shared kind's own pseudo-block: a pair (2 zeros) or a set (3 zeros) of zeros."""
        free = {(0, 0, 0), (0, 1, 2), (1, 0, 3)}
        return tuple(0 if c in free else INF for c in self.cells)


class BlockDistance:
    """Cost tables of one block, computed by a memoised search.

    The search takes the lowest kind the block still holds and either leaves
    its tiles out or forms a group containing it (tiles the hand lacks are
    added while ``room`` allows); when no tile is left, the remaining groups are
    made of added tiles only. The memo holds at most ``limit`` states: when
    full it is emptied (long runs see ever new hands; memory stays flat).
    """

    def __init__(self, block: Block, grid: Grid, limit: int = MEMO_LIMIT) -> None:
        self.block, self.grid, self.limit = block, grid, limit
        self._memo: dict[int, tuple[int, ...]] = {}
        self._base = grid.from_nothing(block.uses_zero)
        n = len(block.kinds)
        self._width = BITS * n
        # reach[k]: the lowest kind a group containing a kind >= k can hold; the
        # room of kinds below it no longer matters once k is the lowest kind held
        lowest = [min(min(tiles) for tiles, _, _ in block.groups_with[k]) for k in range(n)]
        self._reach = [BITS * min(lowest[k:]) for k in range(n)]
        # a move is a group as bit shifts of its tiles, and its kind: 0 a pair, 1 + z a set using z zeros
        self._moves = [[(tuple(BITS * t for t in tiles), 0 if is_pair else 1 + zeros)
                        for tiles, zeros, is_pair in block.groups_with[k]] for k in range(n)]
        self._shifts = [grid.pair_shift] + grid.set_shift

    def table(self, held: Sequence[int], room: Sequence[int]) -> tuple[int, ...]:
        """The cost table for the block holding ``held[i]`` tiles of its local
        kind ``i``, with ``room[i]`` copies of it left to add.

        Room is tracked only for kinds that can run out in a plan worth
        taking: kinds held twice or more, kinds held once with fewer than
        three copies left, and kinds not held with fewer copies left than there
        are sets (each set adds one at most: pairs and triplets are formed only
        of kinds held). A kind held once can only run out when a plan adds it
        four times; tracking it multiplied the search states beyond reach for
        Ùzje's 16-rank suits (13 tiles of one suit took minutes), and such
        plans never beat one that uses a spare held tile instead (the riichi
        comparison with the ``mahjong`` package, four-of-a-kind hands
        included, and the Ùzje brute-force tests check this). Untracked room
        is stored as ``MASK``.
        """
        sets = self.grid.max_sets
        tracked = [min(r, MASK - 1) if h >= 2 or r < (ONCE_HELD_ROOM if h else sets) else MASK
                   for h, r in zip(held, room)]
        return self._solve(_pack(held), _pack(tracked))

    def _solve(self, held: int, room: int) -> tuple[int, ...]:
        if not held:
            return self._base
        k = ((held & -held).bit_length() - 1) // BITS
        key = held | (room >> self._reach[k]) << self._width
        found = self._memo.get(key)
        if found is not None:
            return found
        best = list(self._solve(held & ~(MASK << BITS * k), room))  # the tiles of k left out
        # groups leaving the same tiles and kind of group differ only in the room they
        # use up: one that adds untracked kinds only is as good as any of them
        options: dict[tuple[int, int], tuple[int, set[int]]] = {}
        for shifts, move in self._moves[k]:
            h, r, added = held, room, 0
            for sh in shifts:
                if (h >> sh) & MASK:
                    h -= 1 << sh
                    continue
                left = (r >> sh) & MASK
                if not left:
                    break
                if left != MASK:
                    r -= 1 << sh
                added += 1
            else:
                rooms = options.setdefault((h, move), (added, set()))[1]
                if room not in rooms:
                    if r == room:
                        rooms.clear()
                    rooms.add(r)
        shifts_of = self._shifts
        for (h, move), (added, rooms) in options.items():
            for r in rooms:
                sub = self._solve(h, r)
                for i, j in shifts_of[move]:
                    c = sub[i] + added
                    if c < best[j]:
                        best[j] = c
        result = tuple(best)
        if len(self._memo) >= self.limit:
            self._memo.clear()
        self._memo[key] = result
        return result


def _pack(counts: Sequence[int]) -> int:
    """Small counts packed into one integer, ``BITS`` bits each."""
    out = 0
    for i, n in enumerate(counts):
        out |= n << BITS * i
    return out
