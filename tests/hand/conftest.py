"""Shared helpers of the hand analyser tests: seeded hands and complete hands built from set templates."""
from __future__ import annotations

import random
from typing import Sequence

from polymahjong.hand import HandShape


def random_hand(rng: random.Random, kinds: Sequence[int], width: int, tiles: int = 13, copies: int = 4) -> list[int]:
    """Counts of ``tiles`` tiles drawn without replacement from ``copies`` of each kind."""
    counts = [0] * width
    for k in rng.sample([k for k in kinds for _ in range(copies)], tiles):
        counts[k] += 1
    return counts


def built_complete(rng: random.Random, shape: HandShape, sets: int = 4) -> list[int]:
    """A hand of ``sets`` random set templates and a random pair (at most four copies of a kind)."""
    kinds = shape.tileset.playing_kinds
    while True:
        counts = [0] * len(shape.tileset.kinds)
        for _ in range(sets):
            for t in rng.choice(shape.templates)[1]:
                counts[t] += 1
        counts[rng.choice(kinds)] += 2
        if max(counts) <= 4:
            return counts
