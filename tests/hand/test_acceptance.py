"""Tile acceptance (hand/acceptance.py): per discard, the draws that lower shanten and their unseen copies,
checked against a brute-force count (each kind drawn, the hand's shanten recomputed, copies counted by hand)."""
from __future__ import annotations

import random

import pytest
from conftest import random_hand

from polymahjong import ruleset
from polymahjong.hand import Meld, MeldKind, shanten, waits
from polymahjong.hand.acceptance import acceptance, best_discards, improving_draws

RIICHI = ruleset("riichi")


def counts_of(variant, hand: str) -> list[int]:
    return variant.tileset.counts(variant.parse(hand))


def brute_force(variant, counts: list[int], declared=()) -> dict[int, tuple[int, dict[int, int]]]:
    """Per discard kind: the shanten left and {kind: unseen} of the draws that lower it; unseen = the set's
    copies less those in the 14 tiles and the melds."""
    ts = variant.tileset
    in_melds = [sum(t == k for m in declared for t in m.tiles) for k in range(len(ts.kinds))]
    out = {}
    for d in range(len(counts)):
        if not counts[d]:
            continue
        hand = list(counts)
        hand[d] -= 1
        now = shanten(variant.shape, hand, declared)
        better = {}
        for k in ts.playing_kinds:
            unseen = ts.copies_of(k) - counts[k] - in_melds[k]
            if unseen <= 0:
                continue
            hand[k] += 1
            if shanten(variant.shape, hand, declared) < now:
                better[k] = unseen
            hand[k] -= 1
        out[d] = (now, better)
    return out


def as_dict(options) -> dict[int, tuple[int, dict[int, int]]]:
    return {o.kind: (o.shanten, dict(o.draws)) for o in options}


def test_nine_gates_after_discarding_the_odd_tile_waits_on_all_nine():
    """1112345678999m + 5p: throwing 5p leaves the nine gates, waiting on every man tile (docs/rules/riichi.md,
    junsei chuuren): unseen 1m and 9m one each (three held), 2m-8m three each (one held), 23 tiles. Throwing
    2m, 5m or 8m also stays ready (waiting on 5p and a few man tiles), on fewer tiles."""
    options = acceptance(RIICHI.shape, counts_of(RIICHI, "1112345678999m5p"))
    best = best_discards(options)
    assert sorted(o.kind for o in best) == [1, 4, 7, RIICHI.parse("5p")[0].kind]
    assert best[0].kind == RIICHI.parse("5p")[0].kind and best[0].shanten == 0
    assert all(o.unseen < 23 for o in best[1:])
    assert dict(best[0].draws) == {0: 1, **{k: 3 for k in range(1, 8)}, 8: 1}
    assert best[0].unseen == 23


@pytest.mark.parametrize("variant_name", ["riichi", "sichuan", "zung_jung", "uzje"])
def test_every_discard_matches_the_brute_force_count(variant_name):
    v = ruleset(variant_name)
    rng = random.Random(7)
    kinds = v.tileset.playing_kinds
    for _ in range(25):
        counts = random_hand(rng, kinds, len(v.tileset.kinds), tiles=14)
        assert as_dict(acceptance(v.shape, counts)) == brute_force(v, counts)


def test_declared_melds_count_as_seen_and_take_a_set():
    """With a pon of 5m declared, 11 tiles: the melds' copies are not unseen, and the shanten is of 3 sets."""
    pon = Meld(MeldKind.TRIPLET, (4, 4, 4), open=True, declared=True)
    rng = random.Random(3)
    for _ in range(15):
        counts = random_hand(rng, [k for k in RIICHI.tileset.playing_kinds if k != 4], 34, tiles=11)
        assert as_dict(acceptance(RIICHI.shape, counts, (pon,))) == brute_force(RIICHI, counts, (pon,))


def test_improving_draws_of_a_ready_hand_are_its_waits_and_seen_tiles_are_subtracted():
    counts = counts_of(RIICHI, "123456789m1234p")
    now, draws = improving_draws(RIICHI.shape, counts)
    assert now == 0 and [k for k, _n in draws] == waits(RIICHI.shape, counts)
    assert dict(draws) == {9: 3, 12: 3}  # 1p and 4p, one of each held
    seen = [0] * 34
    seen[9] = 3  # every other 1p is in sight
    assert dict(improving_draws(RIICHI.shape, counts, seen=seen)[1]) == {12: 3}  # no 1p left to draw


def test_a_hand_of_the_wrong_size_or_too_many_copies_is_an_error():
    with pytest.raises(ValueError, match="14 tiles"):
        acceptance(RIICHI.shape, counts_of(RIICHI, "123456789m1234p"))
    with pytest.raises(ValueError, match="copies"):
        acceptance(RIICHI.shape, counts_of(RIICHI, "11111m234567899p"))
