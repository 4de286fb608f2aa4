"""The analyser's memory stays bounded: equal hand shapes share one analyser, and its caches
(profiles, block searches) are emptied at their limit without changing any answer."""
from __future__ import annotations

import gc
import random

import pytest
from conftest import built_complete, random_hand
from mahjong.shanten import Shanten

from polymahjong.engine import wincheck
from polymahjong.hand import Meld, MeldKind, compiled
from polymahjong.hand.shanten import Analyser, analyser
from polymahjong.variants.registry import ruleset

PER_HAND = 20  # most cache entries one hand can add (segments, their pairs, profiles)


def test_equal_shapes_share_one_analyser() -> None:
    first, second = ruleset("riichi"), ruleset("riichi")
    assert first.shape is not second.shape
    assert analyser(first.shape) is analyser(second.shape)
    assert analyser(ruleset("uzje", players=5).shape) is not analyser(first.shape)


def test_a_dropped_shape_leaves_no_entry() -> None:
    shape, other = ruleset("riichi").shape, ruleset("riichi").shape
    analyser(shape)
    analyser(other)  # the shape asked last is held until another is asked
    gc.collect()  # shapes earlier tests dropped in reference cycles go first, not during the count below
    held = len(analyser._by_shape)
    del shape
    gc.collect()
    assert len(analyser._by_shape) == held - 1
    assert len(analyser) == len({id(a) for a in analyser._by_signature.values()})


def test_caches_stay_at_their_limit_and_answers_stay_exact() -> None:
    fresh = Analyser(ruleset("riichi").shape, use_compiled=False)
    fresh.limit = 300
    for block in fresh._distance.values():
        block.limit = 200
    rng = random.Random(91)
    cleared = False
    for i in range(1500):
        counts = random_hand(rng, range(34), 34, 13 + i % 2)
        assert fresh.shanten(counts) == Shanten.calculate_shanten(counts)
        assert fresh.cache_size <= fresh.limit + PER_HAND
        cleared |= fresh.cache_size < i
        assert all(len(block._memo) <= block.limit for block in fresh._distance.values())
    assert cleared
    entries = (len(fresh._profiles) + len(fresh._pairs) + len(fresh._concealed) + len(fresh._capped)
               + sum(map(len, fresh._caches)))
    assert entries == fresh.cache_size


def test_declared_melds_go_through_the_same_limit() -> None:
    fresh = Analyser(ruleset("riichi").shape, use_compiled=False)
    fresh.limit = 200
    pon = Meld(MeldKind.TRIPLET, (33, 33, 33), open=True, declared=True)
    rng = random.Random(5)
    for _ in range(600):
        counts = random_hand(rng, range(33), 34, 10)
        assert fresh.shanten(counts, (pon,)) == Shanten.calculate_shanten_for_regular_hand(counts)
        assert fresh.cache_size <= fresh.limit + PER_HAND


@pytest.mark.skipif(not compiled.available(), reason="the compiled core is not built")
def test_compiled_memos_stay_at_their_limit_and_answers_stay_exact() -> None:
    pure = Analyser(ruleset("riichi").shape, use_compiled=False)
    core = compiled.build(pure.kinds, pure.copies, pure.zero, 4, pure.grid.zeros, pure.segments, pure.forms,
                          memo_limit=60, segment_limit=40)
    core.set_fallback(pure.shanten)
    rng = random.Random(23)
    blocks, segments = 10 * 60, 4 * 40  # 3 suit blocks and 7 honour blocks, 4 segments
    for i in range(1500):
        counts = random_hand(rng, range(34), 34, 13 + i % 2)
        assert core.shanten(counts) == Shanten.calculate_shanten(counts)
        assert core.entries() <= blocks + segments
    core.clear()
    assert core.entries() == 0


def test_engine_memos_are_bounded() -> None:
    for memo in (wincheck._suit_states, wincheck._discard_states, wincheck._sets):
        assert memo.cache_info().maxsize == wincheck.MEMO_SIZE


def test_block_split_memos_stay_at_their_limit() -> None:
    from mahjong.agari import Agari

    from polymahjong.hand.complete import StandardTest

    test = StandardTest(ruleset("riichi").shape)
    for _start, _stop, splits in test.blocks:
        splits.limit = 50
    shape = ruleset("riichi").shape
    rng = random.Random(17)
    for i in range(3000):  # random hands of suits only (most reach the split memos) and complete ones
        counts = random_hand(rng, range(27), 34, 14) if i % 2 else built_complete(rng, shape)
        if not test.may_be_special(counts):
            assert test.complete(counts) == Agari.is_agari(counts)
        assert all(len(splits._memo) <= splits.limit for _a, _b, splits in test.blocks)
