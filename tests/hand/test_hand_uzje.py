"""Ùzje hands: gems, powers, the zero as rank 0 or as an honour, fourteen
orphans (full and compressed winds), the ultra-long straight; checked by the
Ùzje document's examples and by brute force from the definition."""
from __future__ import annotations

import itertools
import random

import pytest
from conftest import built_complete, random_hand

from polymahjong.hand import (FOURTEEN_ORPHANS, THIRTEEN_ORPHANS, ULTRA_LONG_STRAIGHT, Meld, MeldKind, decompositions,
                              is_complete, shanten, waits)
from polymahjong.variants.registry import ruleset

UZJE = ruleset("uzje")
SHAPE, UJMJ = UZJE.shape, UZJE.notation
COMPRESSED = ruleset("uzje", winds="compressed", players=5)


def kinds_of_sets(hand: str, rules=UZJE) -> set[MeldKind]:
    return {g.kind for d in decompositions(rules.shape, rules.notation.counts(hand)) for g in d.groups}


def assert_complete_and_waits(hand: str, rules=UZJE) -> None:
    """Complete by both analysers, and every tile taken out is a wait of the rest."""
    counts = rules.notation.counts(hand)
    assert is_complete(rules.shape, counts) and shanten(rules.shape, counts) == -1
    for k in {k for k, n in enumerate(counts) if n}:
        counts[k] -= 1
        assert shanten(rules.shape, counts) == 0
        assert k in waits(rules.shape, counts)
        counts[k] += 1


FILLER = "NNNWWWCCCFF"  # three honour triplets and a pair: nothing else can be made of them


@pytest.mark.parametrize("meld, only", [
    ("124s", MeldKind.GEM),  # 124 is neither an arith nor a power
    ("139s", MeldKind.GEM),
    ("248m", MeldKind.GEM),
    ("48fm", MeldKind.GEM),
    ("149s", MeldKind.POWER),
    ("49fm", MeldKind.POWER),
    ("14sZ", MeldKind.POWER),  # 014: the zero as rank 0
    ("18mZ", MeldKind.POWER),  # 018
    ("48sZ", MeldKind.ARITH),  # 048: an arith of difference 4 from the zero
    ("369s", MeldKind.ARITH),  # the document's examples of ariths: 369s, 5xet, xcfs
    ("5xem", MeldKind.ARITH),
    ("xcfs", MeldKind.ARITH),
])
def test_hand_complete_only_through_one_meld_kind(meld: str, only: MeldKind) -> None:
    hand = meld + FILLER
    assert_complete_and_waits(hand)
    assert kinds_of_sets(hand) == {only, MeldKind.TRIPLET, MeldKind.PAIR}


@pytest.mark.parametrize("hand, suit", [("12sZ" + FILLER, "bamboo"), ("12mZ" + FILLER, "characters"),
                                        ("24mZ" + FILLER, "characters")])
def test_zero_joins_either_suit_as_rank_0(hand: str, suit: str) -> None:
    assert_complete_and_waits(hand)
    zero = UZJE.tileset.zero
    runs = [g for d in decompositions(SHAPE, UJMJ.counts(hand)) for g in d.groups if zero in g.tiles]
    assert runs and all(g.kind in (MeldKind.SEQUENCE, MeldKind.ARITH) and g.suit == suit for g in runs)


@pytest.mark.parametrize("hand", ["ZZZ" + FILLER, "123sNNNWWWCCCZZ"])
def test_zero_is_also_an_honour(hand: str) -> None:
    assert_complete_and_waits(hand)


@pytest.mark.parametrize("hand", ["12s3m" + FILLER, "1s2mZ" + FILLER, "1s24m" + FILLER, "1s4mZ" + FILLER])
def test_sets_across_two_suits_are_not_melds(hand: str) -> None:
    counts = UJMJ.counts(hand)
    assert not is_complete(SHAPE, counts) and shanten(SHAPE, counts) == 0


def test_gems_never_use_the_zero() -> None:
    assert all(MeldKind.GEM != kind or UZJE.tileset.zero not in tiles for kind, tiles in SHAPE.templates)
    # 2 8, 4 16, 3 9, 1 9, 1 3 are gems 248, 48f, 139 with the zero in place of one rank, and nothing else
    for pair in ("28s", "4fm", "39s", "19m", "13s"):
        counts = UJMJ.counts(pair + "Z" + FILLER)
        assert not is_complete(SHAPE, counts) and shanten(SHAPE, counts) == 0


def test_fourteen_orphans_full_winds() -> None:
    hand = "1ft1fs1fmZNESWCFP"  # the document's fourteen terminals
    assert_complete_and_waits(hand)
    assert {d.form for d in decompositions(SHAPE, UJMJ.counts(hand))} == {FOURTEEN_ORPHANS}
    thirteen = UJMJ.counts("1ft1fs1fmNESWCFP")  # the thirteen classical terminals wait on any of them or the zero
    assert waits(SHAPE, thirteen) == sorted(UJMJ.kinds("1ft1fs1fmZNESWCFP"))


def test_fourteen_orphans_compressed_winds() -> None:
    notation = COMPRESSED.notation
    hand = "1ft1fs1fmZHHVVCFP"  # EW becomes HH and NS becomes VV
    assert_complete_and_waits(hand, COMPRESSED)
    assert {d.form for d in decompositions(COMPRESSED.shape, notation.counts(hand))} == {FOURTEEN_ORPHANS}
    thirteen = "1ft1fs1fmHHVVCFPP"
    assert {d.form for d in decompositions(COMPRESSED.shape, notation.counts(thirteen))} == {THIRTEEN_ORPHANS}
    assert shanten(COMPRESSED.shape, notation.counts("1ft1fs1fmHVVCFPP")) == 0  # one H short


@pytest.mark.parametrize("hand", ["123456789xabcds", "23456789xabcdem", "3456789xabcdefs"])
def test_ultra_long_straight(hand: str) -> None:
    counts = UJMJ.counts(hand)
    assert {d.form for d in decompositions(SHAPE, counts)} == {ULTRA_LONG_STRAIGHT}
    assert is_complete(SHAPE, counts) and shanten(SHAPE, counts) == -1
    for k in (counts.index(1), len(counts) - 1 - counts[::-1].index(1)):  # either end taken out is the wait
        counts[k] -= 1
        assert k in waits(SHAPE, counts)
        counts[k] += 1


def test_ultra_long_straight_with_a_declared_sequence() -> None:
    run = Meld(MeldKind.SEQUENCE, tuple(UJMJ.kinds("123s")), open=True, declared=True)
    counts = UJMJ.counts("456789xabcds")
    assert is_complete(SHAPE, counts, [run]) and shanten(SHAPE, counts, [run]) == -1
    counts[UJMJ.kinds("ds")[0]] -= 1
    assert UJMJ.kinds("ds")[0] in waits(SHAPE, counts, [run])


def test_seven_pairs_count_four_of_a_kind_as_two_pairs() -> None:
    assert_complete_and_waits("5555s77mZZEECCFF")


def test_random_complete_hands_and_their_waits() -> None:
    """Hands built from random templates are complete; a tile taken out is a
    wait, and the waits are exactly the kinds the decomposition search completes."""
    rng = random.Random(12)
    for _ in range(15):
        counts = built_complete(rng, SHAPE)
        assert shanten(SHAPE, counts) == -1
        taken = rng.choice([k for k, n in enumerate(counts) if n])
        counts[taken] -= 1
        expected = [k for k in SHAPE.tileset.playing_kinds if counts[k] < 4
                    and is_complete(SHAPE, [n + (i == k) for i, n in enumerate(counts)])]
        assert taken in expected and waits(SHAPE, counts) == expected


def brute_force_shanten(counts: list[int], room: list[int]) -> int:
    """Shanten of a hand needing one set and a pair, from the definition: the
    fewest tiles any (template, pair) lacks, within the copies left, minus one."""
    best = 99
    for (_, tiles), pair in itertools.product(SHAPE.templates, SHAPE.tileset.playing_kinds):
        need = [0] * len(counts)
        for t in tiles + (pair, pair):
            need[t] += 1
        if all(n <= r for n, r in zip(need, room)):
            best = min(best, sum(max(0, n - h) for n, h in zip(need, counts)))
    return best - 1


def test_small_hands_match_brute_force() -> None:
    """Three declared sets of honours leave one set and a pair to make from
    four or five tiles of socks, mans and the zero."""
    honours = UJMJ.kinds("NCF")
    declared = [Meld(MeldKind.TRIPLET, (k, k, k), open=True, declared=True) for k in honours]
    pool = [k for k in SHAPE.tileset.playing_kinds if UZJE.tileset.kinds[k].suit in ("bamboo", "characters")
            or k == UZJE.tileset.zero]
    rng = random.Random(4)
    width = len(UZJE.tileset.kinds)
    for _ in range(80):
        counts = random_hand(rng, pool, width, rng.choice([4, 5]))
        room = [4 - n - 3 * (k in honours) for k, n in enumerate(counts)]
        assert shanten(SHAPE, counts, declared) == brute_force_shanten(counts, room)


def test_thirteen_tiles_of_one_suit_are_analysed_at_once() -> None:
    """1-13 of socks is ready for the ultra-long straight 123456789xabcd (the document's
    first straight): shanten 0 with 14s among the waits. Such one-suit hands once took minutes."""
    counts = UJMJ.counts("123456789xabcs")
    assert shanten(SHAPE, counts) == 0
    assert UZJE.tileset.number("bamboo", 14) in waits(SHAPE, counts)
