"""Riichi shanten and waits against the ``mahjong`` package (an independent implementation)."""
from __future__ import annotations

import random

import pytest
from conftest import built_complete, random_hand
from mahjong.agari import Agari
from mahjong.shanten import Shanten

from polymahjong.hand import Meld, MeldKind, is_complete, shanten, waits
from polymahjong.variants.registry import ruleset

RIICHI = ruleset("riichi")
SHAPE, MPSZ = RIICHI.shape, RIICHI.notation


def package_waits(counts: list[int]) -> list[int]:
    """Kinds (not held four times) with which the package calls the hand complete."""
    if Shanten.calculate_shanten(counts) != 0:
        return []
    out = []
    for k in range(34):
        if counts[k] < 4:
            counts[k] += 1
            if Shanten.calculate_shanten(counts) == -1:
                out.append(k)
            counts[k] -= 1
    return out


def test_shanten_of_random_hands_matches_package() -> None:
    rng = random.Random(20240601)
    for _ in range(6000):
        counts = random_hand(rng, range(34), 34)
        assert shanten(SHAPE, counts) == Shanten.calculate_shanten(counts), MPSZ.format(
            [k for k, n in enumerate(counts) for _ in range(n)])


def test_fourteen_tile_hands_match_package() -> None:
    rng = random.Random(7)
    hands = [random_hand(rng, range(34), 34, 14) for _ in range(2000)]
    hands += [built_complete(rng, SHAPE) for _ in range(500)]
    for counts in hands:
        assert shanten(SHAPE, counts) == Shanten.calculate_shanten(counts)
        assert (shanten(SHAPE, counts) == -1) == Agari.is_agari(counts) == is_complete(SHAPE, counts)


def test_waits_match_package() -> None:
    rng = random.Random(11)
    hands = [random_hand(rng, range(34), 34) for _ in range(2500)]
    for _ in range(2500):  # tenpai-rich: a complete hand less one tile
        counts = built_complete(rng, SHAPE)
        counts[rng.choice([k for k in range(34) if counts[k]])] -= 1
        hands.append(counts)
    for counts in hands:
        assert waits(SHAPE, counts) == package_waits(counts)


def test_hands_holding_four_copies_match_package() -> None:
    rng = random.Random(3)
    for _ in range(3000):
        quad = rng.randrange(34)
        counts = [0] * 34
        counts[quad] = 4
        for k in rng.sample([k for k in range(34) for _ in range(4) if k != quad], 9):
            counts[k] += 1
        assert shanten(SHAPE, counts) == Shanten.calculate_shanten(counts)


@pytest.mark.parametrize("hand, expected", [
    ("1112345678999m", "123456789m"),  # nine gates: every kind of the suit
    ("123m456p789s1122z", "12z"),
    ("1122m3344p5566s7z", "7z"),  # seven pairs
    ("19m19p19s1234567z", "19m19p19s1234567z"),  # thirteen orphans, thirteen-sided
    ("1111m234p567p789s", ""),  # the single wait on 1m would need a fifth copy
])
def test_known_waits(hand: str, expected: str) -> None:
    assert waits(SHAPE, MPSZ.counts(hand)) == sorted(MPSZ.kinds(expected))


def test_wait_on_tiles_held_in_a_declared_meld_is_not_a_wait() -> None:
    pon = Meld(MeldKind.TRIPLET, (0, 0, 0), open=True, declared=True)
    counts = MPSZ.counts("1m234p567p789s")
    assert waits(SHAPE, counts, [pon]) == []
    assert shanten(SHAPE, counts, [pon]) == 1  # the fourth 1m is in hand: the single wait needs a fifth
    counts = MPSZ.counts("2m234p567p789s")
    assert waits(SHAPE, counts, [pon]) == MPSZ.kinds("2m")
    assert shanten(SHAPE, counts, [pon]) == 0


@pytest.mark.parametrize("counts", [[0] * 34, [1] * 12 + [0] * 22, [1] * 33])
def test_wrong_tile_counts_are_rejected(counts: list[int]) -> None:
    with pytest.raises(ValueError):
        shanten(SHAPE, counts)


def test_waits_need_a_short_hand() -> None:
    with pytest.raises(ValueError):
        waits(SHAPE, MPSZ.counts("123m456p789s11222z"))
