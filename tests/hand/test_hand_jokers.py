"""Wildcards (Tianjin's jokers): each stands for any tile of the standard form."""
from __future__ import annotations

import itertools
import random

from conftest import random_hand
from mahjong.shanten import Shanten

from polymahjong.hand import decompositions, is_complete, shanten, waits
from polymahjong.variants.registry import ruleset

TIANJIN = ruleset("tianjin")
SHAPE, MPSZ = TIANJIN.shape, TIANJIN.notation


def standard_shanten(counts: list[int]) -> int:
    """The package's shanten of the four-sets-and-a-pair form (Tianjin has no other)."""
    return Shanten.calculate_shanten(counts, use_chiitoitsu=False, use_kokushi=False)


def best_over_jokers(counts: list[int], jokers: int) -> int:
    """Oracle: each joker replaced by the best kind (never a fifth copy)."""
    best = 99
    for kinds in itertools.combinations_with_replacement(range(34), jokers):
        hand = list(counts)
        for k in kinds:
            hand[k] += 1
        if max(hand) <= 4:
            best = min(best, standard_shanten(hand))
    return best


def test_hand_complete_only_with_a_joker_for_the_missing_tile() -> None:
    counts = MPSZ.counts("123m456p78s11z555z")  # 13 tiles and a joker for 6s or 9s
    assert shanten(SHAPE, counts, wild=1) == -1
    assert is_complete(SHAPE, counts, wild=1)
    assert any(m.wild for d in decompositions(SHAPE, counts, wild=1) for m in d.groups)
    assert shanten(SHAPE, counts) == 0  # without the joker: tenpai on the missing tile
    assert waits(SHAPE, counts) == MPSZ.kinds("69s")


def test_joker_waiting_pair_wins_on_any_tile() -> None:
    # "Go Fish": the joker waits for the second half of the pair and wins whatever is drawn
    counts = MPSZ.counts("123m456p789s111z")
    assert shanten(SHAPE, counts, wild=1) == 0
    assert waits(SHAPE, counts, wild=1) == list(range(34))


def test_one_joker_matches_oracle() -> None:
    rng = random.Random(5)
    for _ in range(400):
        counts = random_hand(rng, range(34), 34, 13)
        if max(counts) < 4:
            assert shanten(SHAPE, counts, wild=1) == best_over_jokers(counts, 1)


def test_two_jokers_match_oracle() -> None:
    rng = random.Random(6)
    for _ in range(60):
        counts = random_hand(rng, range(34), 34, 11)
        if max(counts) < 3:
            assert shanten(SHAPE, counts, wild=2) == best_over_jokers(counts, 2)


def test_shanten_drops_with_jokers() -> None:
    rng = random.Random(8)
    for _ in range(500):
        counts = random_hand(rng, range(34), 34, 13)
        before = shanten(SHAPE, counts)
        counts[rng.choice([k for k in range(34) if counts[k]])] -= 1  # that tile becomes a joker
        assert shanten(SHAPE, counts, wild=1) <= before
    scattered = MPSZ.counts("147m147p147s1234z")
    assert [shanten(SHAPE, scattered[:], wild=0)] == [standard_shanten(scattered)]
    fewer = MPSZ.counts("147m147p147s123z")
    assert shanten(SHAPE, fewer, wild=1) == best_over_jokers(fewer, 1) < standard_shanten(scattered)
