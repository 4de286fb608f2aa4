"""Shanten: how many tile exchanges a hand is from tenpai (-1: complete).

The distance of a hand is the fewest tiles it must draw (discarding as many)
to be complete; shanten is that distance minus one. For the standard form
(sets and a pair) the hand is cut into segments (suits, the honours); each
segment's content is looked up in a cache of *profiles* (its cost table for
every number of sets, pair and zeros used, and the special-form counts), and
profiles combine pairwise through a second cache, so a hand costs a handful
of dictionary lookups once the caches are warm.

Forms: the standard form with the sets the declared melds leave; seven pairs,
thirteen/fourteen orphans and the ultra-long straight for concealed hands (the
straight also with declared sequences). Wildcards (Tianjin's jokers) count in
the standard form only, each filling any missing tile (even a fifth copy).
"""
from __future__ import annotations

from typing import Any, Sequence

from polymahjong.hand import compiled
from polymahjong.hand.decompose import is_complete as decomposes
from polymahjong.hand.distance import MASK, BlockDistance, Grid
from polymahjong.hand.layout import Segment, segments_of, shared_kind
from polymahjong.hand.melds import HandShape, Meld, MeldKind
from polymahjong.hand.pershape import PerShape
from polymahjong.hand.special import FORM_TILES, SpecialForms, Stats

Profile = tuple[tuple[int, ...], Stats]
#: Entries the profile caches of one analyser may hold before they are emptied (see benchmarks/memory.py).
PROFILE_LIMIT = 50_000


class Analyser:
    """Shanten of one hand shape, with its caches. Get one with :func:`analyser`.

    With ``use_compiled`` (the default) and the compiled core available (:mod:`polymahjong.hand.compiled`),
    :attr:`core` answers every hand it can: :meth:`shanten` becomes the core's, which hands the rest
    to the pure-Python method below (declared melds and wildcards, whose standard form the core
    computes again, and the hands that raise errors); both paths give the same answers."""

    def __init__(self, shape: HandShape, use_compiled: bool = True) -> None:
        ts = shape.tileset
        self.shape = shape
        self.kinds = len(ts.kinds)
        self.copies = [ts.copies_of(k) for k in range(self.kinds)]
        self.playing = ts.playing_kinds
        self.zero = shared_kind(shape)
        self.grid = Grid(shape.sets_needed, 5 if self.zero is not None else 1)
        self.forms = SpecialForms(shape)
        self.segments = segments_of(shape)
        self._distance = {b.kinds: BlockDistance(b, self.grid) for s in self.segments for b in s.blocks}
        self._totals = {3 * shape.sets_needed + 1, 3 * shape.sets_needed + 2}
        self.limit = PROFILE_LIMIT
        self.sets = shape.sets_needed
        self.core = compiled.build(self.kinds, self.copies, self.zero, shape.sets_needed, self.grid.zeros,
                                   self.segments, self.forms) if use_compiled else None
        if self.core is not None:  # the core answers concealed hands and hands the rest to the pure method
            self.core.set_fallback(self.shanten)
            self.shanten = self.core.shanten  # type: ignore[method-assign]
        self.clear()

    def clear(self) -> None:
        """Empty the profile caches (the block searches keep their own bounded memos)."""
        self._caches: list[dict[bytes, int]] = [{} for _ in self.segments]
        self._capped: dict[tuple[int, bytes, tuple[int, ...]], int] = {}  # segment ids under other caps (declared, wild)
        self._spans = [(i, s.start, s.stop, c) for i, (s, c) in enumerate(zip(self.segments, self._caches))]
        self._segment_of = {k: i for i, s in enumerate(self.segments) for k in range(s.start, s.stop)}
        self._profiles: list[Profile] = []
        self._ids: dict[Profile, int] = {}
        self._pairs: dict[tuple[int, int], int] = {}
        self._concealed: dict[tuple[int, int], int] = {}
        self.cache_size = 0  # entries in all of the above

    def _make_room(self) -> None:
        """Past :attr:`limit` entries, forget the combined profiles and keep each segment's (the
        costly searches), or empty everything when those alone fill half the limit. Called
        before a hand's profiles are looked up, never between them."""
        if self.cache_size <= self.limit:
            return
        segments = sum(len(c) for c in self._caches)
        if segments > self.limit // 2:
            self.clear()
            return
        profiles: list[Profile] = []
        ids: dict[Profile, int] = {}
        for cache_ in self._caches:
            for key, pid in cache_.items():
                profile = self._profiles[pid]
                new = ids.get(profile)
                if new is None:
                    new = ids[profile] = len(profiles)
                    profiles.append(profile)
                cache_[key] = new
        self._profiles, self._ids = profiles, ids
        self._pairs.clear()
        self._concealed.clear()
        self._capped.clear()
        self.cache_size = segments + len(profiles)

    # -- the hot path ------------------------------------------------------
    def shanten(self, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> int:
        """See :func:`shanten`."""
        if declared or wild:
            return self._general(counts, declared, wild)
        if len(counts) != self.kinds or sum(counts) not in self._totals:
            self.check(counts, 0, self.shape.sets_needed)
        pid = -1
        pairs = self._pairs
        for _i, start, stop, cache_ in self._spans:
            sid = cache_.get(bytes(counts[start:stop]))
            if sid is None:
                return self._cold(counts)
            if pid < 0:
                pid = sid
            else:
                pid = pairs.get((pid, sid))  # type: ignore[assignment]
                if pid is None:
                    return self._cold(counts)
        hz = counts[self.zero] if self.zero is not None else 0
        found = self._concealed.get((pid, hz))
        return found if found is not None else self._concealed_shanten(pid, hz)

    def draw_shanten(self, counts: list[int], kinds: Sequence[int]) -> list[int]:
        """The shanten of a concealed 3n+1-tile hand (no declared melds, no wildcards) with each of
        ``kinds`` drawn in turn: :meth:`shanten` of each 3n+2-tile hand, the segments a draw leaves
        alone looked up once. ``counts`` is restored before returning."""
        self.check(counts, 0, self.shape.sets_needed, short=True)
        self._make_room()  # the caches may be emptied here, never between the lookups below
        spans, pairs, concealed = self._spans, self._pairs, self._concealed
        sids = []
        for seg_index, start, stop, cache_ in spans:
            key = bytes(counts[start:stop])
            sid = cache_.get(key)
            sids.append(sid if sid is not None else self._segment_id(seg_index, key, None))
        prefix = [-1]  # prefix[i]: the profile of segments 0..i-1 together
        for sid in sids[:-1]:
            prefix.append(sid if prefix[-1] < 0 else self._pair_id(prefix[-1], sid))
        out = []
        for k in kinds:
            i = self._segment_of.get(k)
            counts[k] += 1
            if i is None:  # a kind outside every segment (none today): the plain path
                out.append(self.shanten(counts))
                counts[k] -= 1
                continue
            _, start, stop, cache_ = spans[i]
            key = bytes(counts[start:stop])
            sid = cache_.get(key)
            if sid is None:
                if decomposes(self.shape, counts):
                    out.append(-1)
                    counts[k] -= 1
                    continue
                sid = self._segment_id(i, key, None)
            pid = sid
            if i:
                nxt = pairs.get((prefix[i], sid))
                pid = nxt if nxt is not None else self._pair_id(prefix[i], sid)
            for later in sids[i + 1:]:
                nxt = pairs.get((pid, later))
                pid = nxt if nxt is not None else self._pair_id(pid, later)
            hz = counts[self.zero] if self.zero is not None else 0
            found = concealed.get((pid, hz))
            out.append(found if found is not None else self._concealed_shanten(pid, hz))
            counts[k] -= 1
        return out

    def _cold(self, counts: Sequence[int]) -> int:
        """:meth:`shanten` of a concealed hand some of whose profiles are not cached yet."""
        self._make_room()
        if sum(counts) % 3 == 2 and any(cache_.get(bytes(counts[start:stop])) is None
                                        for _i, start, stop, cache_ in self._spans):
            if decomposes(self.shape, counts):
                return -1  # a complete hand needs no new (possibly costly) table
        pid = self._hand_id(counts, None)
        hz = counts[self.zero] if self.zero is not None else 0
        found = self._concealed.get((pid, hz))
        return found if found is not None else self._concealed_shanten(pid, hz)

    def _hand_id(self, counts: Sequence[int], room: list[int] | None) -> int:
        """The profile id of the whole hand, each segment's built as needed, with ``room``
        copies left of each kind (default: the tile set's)."""
        pid = -1
        for i, start, stop, cache_ in self._spans:
            key = bytes(counts[start:stop])
            caps = None if room is None else room[start:stop]
            if caps is None or caps == self.copies[start:stop]:
                sid = cache_.get(key)
            else:
                sid = self._capped.get((i, key, tuple(caps)))
            if sid is None:
                sid = self._segment_id(i, key, caps)
            pid = sid if pid < 0 else self._pair_id(pid, sid)
        return pid

    def _concealed_shanten(self, pid: int, zeros_held: int) -> int:
        costs, stats = self._profiles[pid]
        zero_room = self.copies[self.zero] if self.zero is not None else 0
        found = min(self._standard(costs, self.shape.sets_needed, zeros_held, zero_room), self.forms.distance(stats)) - 1
        self._concealed[pid, zeros_held] = found
        self.cache_size += 1
        return found

    # -- complete hands ------------------------------------------------------------
    def complete(self, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> bool:
        """See :func:`is_complete`."""
        core = self.core
        if core is not None and not wild:
            sets = self.shape.sets_needed - sum(1 for m in declared if m.is_set) if declared else self.shape.sets_needed
            if not (declared and self.forms.windows):  # the straight with declared sequences: the search
                found = core.complete(counts, sets, not declared)
                if found is not None:
                    return found
        return decomposes(self.shape, counts, declared, wild)

    def completing(self, counts: Sequence[int], draws: Sequence[int], declared: Sequence[Meld] = (),
                   wild: int = 0) -> list[int]:
        """The kinds of ``draws`` (in their order) that complete the 3n+1-tile ``counts`` with ``declared``
        and ``wild`` (arguments as for :func:`is_complete`); a draw of a kind ``counts`` holds every copy of
        completes nothing."""
        core = self.core
        if core is not None and not wild and not (declared and self.forms.windows):
            sets = self.shape.sets_needed - sum(1 for m in declared if m.is_set) if declared else self.shape.sets_needed
            found = core.completing(counts, sets, not declared, draws)
            if found is not None:
                return found
        hand = list(counts)
        out = []
        for k in draws:
            if hand[k] >= self.copies[k]:
                continue
            hand[k] += 1
            if decomposes(self.shape, hand, declared, wild):
                out.append(k)
            hand[k] -= 1
        return out

    # -- declared melds and wildcards -------------------------------------------
    def _general(self, counts: Sequence[int], declared: Sequence[Meld], wild: int) -> int:
        sets = self.shape.sets_needed - sum(1 for m in declared if m.is_set)
        if self.core is not None and sets >= 0 and not self.forms.windows:  # the core's standard form is all
            found = self.core.shanten_general(counts, self.room(declared, wild), sets, wild)  # (None: checked below)
            if found is not None:
                return found
        self.check(counts, wild, sets)
        if self.core is None and sum(counts) + wild == 3 * sets + 2 and decomposes(self.shape, counts, declared, wild):
            return -1  # a shortcut of the pure path (the compiled core finds -1 as fast)
        if not declared:
            return self.shanten(counts) if not wild else self._standard_general(counts, (), wild, sets)
        best = self._standard_general(counts, declared, wild, sets)
        if not wild and self.forms.windows and all(m.kind is MeldKind.SEQUENCE for m in declared):
            best = min(best, self._straight_declared(counts, declared) - 1)
        return best

    def room(self, declared: Sequence[Meld], wild: int) -> list[int]:
        """Per kind, the copies a hand may still hold beside ``declared``, each raised by ``wild``."""
        room = list(self.copies)
        for m in declared:
            for pos, t in enumerate(m.tiles):
                if pos not in m.wild:
                    room[t] -= 1
        if wild:  # a wildcard may stand for a copy the wall no longer has
            room = [r + wild for r in room]
        return room

    def core_context(self, declared: Sequence[Meld], wild: int) -> tuple[Any, list[int] | None, int, bool] | None:
        """What the compiled core needs to answer hands with ``declared`` and ``wild``: the core, the
        room per kind (None: the tile set's copies), the sets to form and whether the special forms
        count; None when the core is off or cannot (the ultra-long straight with declared sequences)."""
        core = self.core
        if core is None:
            return None
        if not declared and not wild:
            return core, None, self.shape.sets_needed, True
        if declared and not wild and self.forms.windows and all(m.kind is MeldKind.SEQUENCE for m in declared):
            return None
        return core, self.room(declared, wild), self.shape.sets_needed - sum(1 for m in declared if m.is_set), False

    def _standard_general(self, counts: Sequence[int], declared: Sequence[Meld], wild: int, sets: int) -> int:
        room = self.room(declared, wild)
        if self.core is not None:
            found = self.core.shanten_general(counts, room, sets, wild)
            if found is not None:
                return found
        self._make_room()
        pid = self._hand_id(counts, room)
        hz = counts[self.zero] if self.zero is not None else 0
        zero_room = room[self.zero] if self.zero is not None else 0
        distance = self._standard(self._profiles[pid][0], sets, hz, zero_room)
        return max(distance - wild, 0) - 1

    def _straight_declared(self, counts: Sequence[int], declared: Sequence[Meld]) -> int:
        """Distance to the ultra-long straight when some of its sequences are declared."""
        total = list(counts)
        for m in declared:
            for t in m.tiles:
                total[t] += 1
        best = FORM_TILES + 1
        for window in self.forms.windows:
            inside = set(window)
            if all(t in inside for m in declared for t in m.tiles):
                best = min(best, FORM_TILES - sum(total[k] > 0 for k in window))
        return best

    def _standard(self, costs: tuple[int, ...], sets: int, zeros_held: int, zero_room: int) -> int:
        """Distance to ``sets`` sets and a pair, given how many zeros the hand holds."""
        index = self.grid.index
        return min(costs[index(sets, 1, u)] + max(0, u - zeros_held)
                   for u in range(min(self.grid.zeros - 1, zero_room) + 1))

    def check(self, counts: Sequence[int], wild: int, sets: int, short: bool = False) -> None:
        """Raise ValueError unless ``counts`` (with ``wild``) is a hand needing
        ``sets`` more sets: 3n+1 or 3n+2 tiles (only 3n+1 when ``short``)."""
        if len(counts) != self.kinds:
            raise ValueError(f"counts has {len(counts)} kinds, the tile set has {self.kinds}")
        if sets < 0:
            raise ValueError("more declared sets than a hand holds")
        if wild < 0 or min(counts, default=0) < 0:
            raise ValueError("negative tile count")
        total = sum(counts) + wild
        allowed = (3 * sets + 1,) if short else (3 * sets + 1, 3 * sets + 2)
        if total not in allowed:
            raise ValueError(f"a hand needing {sets} more sets holds {' or '.join(map(str, allowed))} tiles, not {total}")

    # -- profiles ------------------------------------------------------------
    def _segment_id(self, i: int, key: bytes, caps: list[int] | None) -> int:
        """The profile id of segment ``i`` holding ``key`` with ``caps`` copies of
        each kind (default: the tile set's); cached for the default caps."""
        seg = self.segments[i]
        copies = self.copies[seg.start:seg.stop]
        if any(n > c for n, c in zip(key, copies)):
            raise ValueError(f"more copies of a kind than the tile set has: {list(key)}")
        pid = self._intern((self._segment_costs(seg, key, caps or copies), self.forms.stats(seg.start, key)))
        if caps is None or caps == copies:
            self._caches[i][key] = pid
        else:
            self._capped[i, key, tuple(caps)] = pid
        self.cache_size += 1
        return pid

    def _segment_costs(self, seg: Segment, held: bytes, caps: list[int]) -> tuple[int, ...]:
        grid = self.grid
        costs = grid.zero_role() if seg.zero_role else None
        for block in seg.blocks:
            local = [k - seg.start for k in block.kinds]
            room = [min(max(caps[i] - held[i], 0), MASK) for i in local]
            table = self._distance[block.kinds].table([held[i] for i in local], room)
            costs = table if costs is None else grid.combine(costs, table)
        return costs if costs is not None else grid.empty

    def _pair_id(self, a: int, b: int) -> int:
        """The profile id of segments ``a`` and ``b`` together (cached)."""
        known = self._pairs.get((a, b))
        if known is not None:
            return known
        (ca, sa), (cb, sb) = self._profiles[a], self._profiles[b]
        pid = self._intern((self.grid.combine(ca, cb), SpecialForms.combine(sa, sb)))
        self._pairs[a, b] = pid
        self.cache_size += 1
        return pid

    def _intern(self, profile: Profile) -> int:
        pid = self._ids.get(profile)
        if pid is None:
            pid = self._ids[profile] = len(self._profiles)
            self._profiles.append(profile)
            self.cache_size += 1
        return pid


#: The analyser of a hand shape, shared by equal shapes (see :mod:`polymahjong.hand.pershape`).
analyser: PerShape[Analyser] = PerShape(Analyser)


def shanten(shape: HandShape, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> int:
    """Tile exchanges to tenpai: 0 tenpai, -1 complete.

    ``counts``: concealed tiles per kind (3n+1 or 3n+2 of them with the
    wildcards), wildcards excluded; ``declared``: melds set aside, each set
    leaving one set fewer to form; ``wild``: wildcards held (standard form
    only). Exact over every form the shape allows, never counting on a copy of
    a kind that the hand and declared melds already hold all of.
    """
    return analyser(shape).shanten(counts, declared, wild)



def is_complete(shape: HandShape, counts: Sequence[int], declared: Sequence[Meld] = (), wild: int = 0) -> bool:
    """Whether the hand is complete in any form the shape allows (the concealed ``counts`` with the winning
    tile, wildcards excluded; ``declared`` melds; ``wild`` wildcards held). The compiled core answers
    hands without wildcards of shapes without a shared kind (the standard form block by block, the special
    forms from their counts); the rest, and the pure path, go to the decomposition search
    (:func:`polymahjong.hand.decompose.is_complete`). The answers are the same."""
    a = analyser(shape)
    if a.core is not None and not declared and not wild:  # the hot path: a concealed hand
        found = a.core.complete(counts, a.sets, True)
        if found is not None:
            return found
    return a.complete(counts, declared, wild)
