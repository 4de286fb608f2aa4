"""The engine's win check on the analyser's compiled core gives what its pure-Python checks give: complete,
tenpai, waits and the discards leaving a hand ready, on random and near-complete hands of the rulesets the
core answers, concealed and beside declared melds."""
from __future__ import annotations

import random

import pytest

from polymahjong.engine.wincheck import WinCheck
from polymahjong.hand import Meld, compiled
from polymahjong.variants.registry import ruleset

pytestmark = pytest.mark.skipif(not compiled.available(), reason="the compiled core is not built")


def hand(rng: random.Random, variant, tiles: int, near: bool) -> list[int]:
    """``tiles`` tiles: random, or (``near``) sets and a pair from the shape's templates, cut or topped up."""
    ts = variant.tileset
    counts = [0] * len(ts.kinds)
    if near:
        while sum(counts) < tiles - 2:
            for t in rng.choice(variant.shape.templates)[1]:
                counts[t] += 1
        counts[rng.choice(ts.playing_kinds)] += 2
    wall = [k for k in ts.playing_kinds for _ in range(ts.copies_of(k) - counts[k])]
    while sum(counts) > tiles:
        counts[rng.choice([k for k, n in enumerate(counts) if n])] -= 1
    for k in rng.sample(wall, tiles - sum(counts)):
        counts[k] += 1
    return counts


@pytest.mark.parametrize("name", ["riichi", "sichuan", "zung_jung", "tianjin"])
def test_core_answers_as_the_pure_checks(name: str) -> None:
    variant = ruleset(name)
    fast, pure = WinCheck(variant.shape, variant.tileset.copies), WinCheck(variant.shape, variant.tileset.copies)
    pure.core = None
    assert fast.core is not None
    rng = random.Random(4)
    ready = 0
    for i in range(3000):
        melds = i % 3
        declared = tuple(Meld(kind, tiles, open=True, declared=True)
                         for kind, tiles in (rng.choice(variant.shape.templates) for _ in range(melds)))
        size = 14 - 3 * melds
        counts = hand(rng, variant, size, near=i % 4 != 0)
        if max(c + sum(m.tiles.count(k) for m in declared) for k, c in enumerate(counts)) > 4:
            continue
        held = {k for k, n in enumerate(counts) if n}
        assert fast.complete(counts, declared) == pure.complete(counts, declared), (counts, declared)
        assert fast.tenpai_discards(counts, declared, held) == pure.tenpai_discards(counts, declared, held), counts
        counts[rng.choice(sorted(held))] -= 1
        assert fast.tenpai(counts, declared) == pure.tenpai(counts, declared), (counts, declared)
        assert fast.waits(counts, declared) == pure.waits(counts, declared), str([(k, n) for k, n in enumerate(counts) if n])
        ready += bool(pure.waits(counts, declared))
    assert ready > 300
