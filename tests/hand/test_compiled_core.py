"""The analyser's compiled core (hand/_core.c) against its pure-Python path, on the same random hands of
every ruleset: shanten (concealed, with declared melds, with wildcards), acceptance of 14-tile hands and
the improving draws of 13-tile hands, complete-hand checks and waits; riichi also against the ``mahjong``
package."""
from __future__ import annotations

import importlib
import random
from typing import Callable

import pytest
from conftest import built_complete, random_hand
from mahjong.agari import Agari
from mahjong.shanten import Shanten

from polymahjong.hand import Meld, MeldKind, compiled, is_complete, waits
from polymahjong.hand.decompose import is_complete as decomposes
from polymahjong.hand.acceptance import acceptance, discard_shanten, improving, unseen_counts
from polymahjong.hand.shanten import Analyser
from polymahjong.variants.registry import ruleset

acceptance_module = importlib.import_module("polymahjong.hand.acceptance")  # the package exports a function of that name
pytestmark = pytest.mark.skipif(not compiled.available(), reason="the compiled core is not built")

RULESETS = [("riichi", {}), ("sichuan", {}), ("zung_jung", {}), ("tianjin", {}), ("uzje", {}),
            ("uzje", {"players": 5, "winds": "compressed"})]
IDS = ["-".join([name, *(f"{k}={v}" for k, v in options.items())]) for name, options in RULESETS]


def both(name: str, options: dict) -> tuple:
    variant = ruleset(name, **options)
    fast, pure = Analyser(variant.shape), Analyser(variant.shape, use_compiled=False)
    assert fast.core is not None and pure.core is None
    return variant, fast, pure


def declared_hand(rng: random.Random, variant, melds: int, wild: int) -> tuple[list[int], tuple[Meld, ...]]:
    """A concealed hand of 3(4 - melds) + 1 or + 2 tiles (``wild`` of them wildcards, left out of the
    counts) beside ``melds`` declared sets drawn from the shape's templates, four copies of a kind at most."""
    ts = variant.tileset
    while True:
        chosen = [rng.choice(variant.shape.templates) for _ in range(melds)]
        used = [0] * len(ts.kinds)
        for _kind, tiles in chosen:
            for t in tiles:
                used[t] += 1
        if max(used) > 4:
            continue
        wall = [k for k in ts.playing_kinds for _ in range(ts.copies_of(k) - used[k])]
        size = 3 * (4 - melds) + 1 + rng.randrange(2) - wild
        counts = [0] * len(ts.kinds)
        for k in rng.sample(wall, size):
            counts[k] += 1
        return counts, tuple(Meld(kind, tiles, open=True, declared=True) for kind, tiles in chosen)


def completing(a: Analyser, counts: list[int], melds: tuple[Meld, ...], complete: Callable[[list[int]], bool]) -> list[int]:
    """The kinds whose draw (a copy of each left beside the hand and melds) makes ``complete`` true."""
    held = list(counts)
    for m in melds:
        for t in m.tiles:
            held[t] += 1
    out = []
    for k in a.playing:
        if held[k] < a.copies[k]:
            counts[k] += 1
            if complete(counts):
                out.append(k)
            counts[k] -= 1
    return out


@pytest.mark.parametrize(("name", "options"), RULESETS, ids=IDS)
def test_shanten_is_the_pure_paths(name: str, options: dict) -> None:
    """Concealed hands, then hands beside declared melds (and wildcards in Tianjin); the waits of ready
    hands (found by the decomposition search) are the draws the core finds complete."""
    variant, fast, pure = both(name, options)
    rng = random.Random(3)
    concealed, declared, ready = (3000, 800, 300) if name != "uzje" else (400, 150, 60)
    readies = 0
    for i in range(concealed + declared + ready):
        if i < concealed:
            counts, melds, wild = random_hand(rng, variant.tileset.playing_kinds, len(variant.tileset.kinds),
                                              13 + i % 2), (), 0
        elif i >= concealed + declared:  # a complete hand less one tile: ready, or complete another way
            counts, melds, wild = built_complete(rng, variant.shape), (), 0
            counts[rng.choice([k for k, n in enumerate(counts) if n])] -= 1
        else:
            wild = rng.randrange(3) if name == "tianjin" else 0
            counts, melds = declared_hand(rng, variant, i % 4, wild)
        now = fast.shanten(counts, melds, wild)
        assert now == pure.shanten(counts, melds, wild), (counts, melds, wild)
        if now == 0 and (sum(counts) + wild) % 3 == 1:  # a ready hand: its waits are the draws completing it
            found = completing(fast, counts, melds, lambda c: fast.shanten(c, melds, wild) == -1)
            assert waits(variant.shape, counts, melds, wild) == found, counts
            readies += 1
    assert readies >= ready // 2


@pytest.mark.parametrize(("name", "options"), RULESETS, ids=IDS)
def test_complete_is_the_decomposition_search(name: str, options: dict) -> None:
    """The core's complete-hand check (where it answers: shapes without a shared kind, hands without
    wildcards) is the decomposition search's, on random hands, built complete hands, hands of pairs and
    hands beside declared melds; and the waits of 13-tile hands are the draws the search finds complete."""
    variant, fast, pure = both(name, options)
    rng = random.Random(11)
    ts = variant.tileset
    complete, hands = 0, 1500 if name != "uzje" else 200
    for i in range(hands):
        melds: tuple[Meld, ...] = ()
        if i % 5 == 0:
            counts = built_complete(rng, variant.shape)
        elif i % 5 == 1:  # seven pairs, or one tile away from them
            counts = [0] * len(ts.kinds)
            for k in rng.sample(list(ts.playing_kinds), 7):
                counts[k] += 2
        elif i % 5 == 2:
            counts, melds = declared_hand(rng, variant, 1 + i % 3, 0)
        else:
            counts = random_hand(rng, ts.playing_kinds, len(ts.kinds), 14)
        if i % 2 and (sum(counts) - 2) % 3 == 0:  # a 3n+1 hand: its waits
            counts[rng.choice([k for k, n in enumerate(counts) if n])] -= 1
            expected = completing(fast, counts, melds, lambda c: decomposes(variant.shape, c, melds))
            assert waits(variant.shape, counts, melds) == expected, (counts, melds)
            continue
        found = fast.complete(counts, melds)
        assert found == pure.complete(counts, melds) == decomposes(variant.shape, counts, melds), (counts, melds)
        complete += found
    assert complete >= hands // 15


def test_riichi_complete_is_the_mahjong_packages() -> None:
    rng = random.Random(8)
    shape = ruleset("riichi").shape
    for i in range(20000):
        counts = random_hand(rng, range(34), 34, 14) if i % 2 else built_complete(rng, shape)
        assert is_complete(shape, counts) == Agari.is_agari(counts), counts


def test_riichi_shanten_is_the_mahjong_packages() -> None:
    fast = Analyser(ruleset("riichi").shape)
    rng = random.Random(5)
    for i in range(20000):
        counts = random_hand(rng, range(34), 34, 13 + i % 2)
        assert fast.shanten(counts) == Shanten.calculate_shanten(counts), counts


@pytest.mark.parametrize(("name", "options"), RULESETS, ids=IDS)
def test_acceptance_is_the_pure_paths(name: str, options: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    variant, fast, pure = both(name, options)
    rng = random.Random(17)
    hands = 60 if name != "uzje" else 12
    ts = variant.tileset
    for i in range(hands):
        wild = rng.randrange(2) if name == "tianjin" else 0
        counts, declared = declared_hand(rng, variant, (0, 0, 1, 2)[i % 4], wild)
        sets = 4 - len(declared)
        while sum(counts) + wild != 3 * sets + 2:  # 14-tile hands only
            counts, declared = declared_hand(rng, variant, (0, 0, 1, 2)[i % 4], wild)
            sets = 4 - len(declared)
        seen = [rng.randrange(2) for _ in ts.kinds]
        monkeypatch.setattr(acceptance_module, "analyser", lambda _shape: fast)
        got = acceptance(variant.shape, counts, declared, wild, seen)
        monkeypatch.setattr(acceptance_module, "analyser", lambda _shape: pure)
        assert got == acceptance(variant.shape, counts, declared, wild, seen), (counts, declared, wild)
        unseen = unseen_counts(variant.shape, counts, declared, seen)
        d = next(k for k, n in enumerate(counts) if n)
        counts[d] -= 1
        draws = [k for k in ts.playing_kinds if unseen[k] > 0]
        assert improving(fast, counts, declared, wild, draws, unseen) == improving(pure, counts, declared, wild,
                                                                                   draws, unseen)


@pytest.mark.parametrize(("name", "options"), RULESETS, ids=IDS)
def test_discard_shanten_is_each_discards_shanten(name: str, options: dict, monkeypatch: pytest.MonkeyPatch) -> None:
    """discard_shanten (one core call) gives, per kind held, the pure path's shanten of the hand without it."""
    variant, fast, pure = both(name, options)
    rng = random.Random(23)
    monkeypatch.setattr(acceptance_module, "analyser", lambda _shape: fast)
    for i in range(60 if name != "uzje" else 12):
        wild = rng.randrange(2) if name == "tianjin" else 0
        counts, declared = declared_hand(rng, variant, (0, 0, 1, 2)[i % 4], wild)
        if sum(counts) + wild != 3 * (4 - len(declared)) + 2:
            continue
        expected = {}
        for d, n in enumerate(counts):
            if n:
                counts[d] -= 1
                expected[d] = pure.shanten(counts, declared, wild)
                counts[d] += 1
        assert discard_shanten(variant.shape, counts, declared, wild) == expected, (counts, declared, wild)


def test_the_environment_variable_keeps_the_pure_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(compiled.PURE_ENV, "1")
    assert not compiled.available()
    assert Analyser(ruleset("riichi").shape).core is None
    monkeypatch.setenv(compiled.PURE_ENV, "0")
    assert Analyser(ruleset("riichi").shape).core is not None


def test_errors_come_from_the_pure_path() -> None:
    fast = Analyser(ruleset("riichi").shape)
    with pytest.raises(ValueError, match="13 or 14 tiles, not 12"):
        fast.shanten([1] * 12 + [0] * 22)
    with pytest.raises(ValueError, match="more copies"):
        fast.shanten([5] + [1] * 8 + [0] * 25)
    pon = Meld(MeldKind.TRIPLET, (0, 0, 0), open=True, declared=True)
    with pytest.raises(ValueError, match="needing 3 more sets"):
        fast.shanten([1] * 13 + [0] * 21, (pon,))
