"""The engine's win check on the analyser's compiled core gives what its pure-Python checks give: complete,
tenpai, waits and the discards leaving a hand ready, on random and near-complete hands of the rulesets the
core answers, concealed and beside declared melds; and the round's cached checks give the direct one."""
from __future__ import annotations

import random

import pytest

from polymahjong.engine import Round, Table
from polymahjong.engine.view import seat_view
from polymahjong.engine.wincheck import WinCheck
from polymahjong.hand import Meld, compiled
from polymahjong.players import RandomPlayer
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


@pytest.mark.parametrize("name", ["riichi", "sichuan", "zung_jung", "tianjin", "uzje"])
def test_round_completes_is_the_direct_check(name: str) -> None:
    """Round.completes (a seat's waits found once per change of its hand, the drawn tile looked up in the waits
    of the hand it joined) answers as the win check on the hand itself, at every step of random rounds."""
    table = Table(ruleset(name))
    checked = 0
    for seed in range(3):
        rnd = Round(table, seed)
        player = RandomPlayer(seed)
        while not rnd.over:
            tile = rnd.claim.tile if rnd.claim is not None else None
            for s in range(rnd.n):
                if tile is not None and s != rnd.claim.discarder:
                    counts, wild = rnd.concealed_counts(s, tile)
                elif tile is None and s == rnd.turn and rnd.drawn is not None:
                    counts, wild = rnd.concealed_counts(s)
                else:
                    continue
                direct = table.wincheck.complete(counts, rnd.declared(s), wild)
                assert rnd.completes(s, tile) == direct, (name, seed, s, tile)
                checked += 1
            seat = rnd.to_act()[0]
            rnd.step(player.act(seat_view(rnd, seat)))
    assert checked > 100
