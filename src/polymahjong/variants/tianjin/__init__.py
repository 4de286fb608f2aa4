"""Tianjin mahjong (Xing family rules), with seven jokers chosen each round."""
from pathlib import Path

from polymahjong.variants.base import Variant


class Tianjin(Variant):
    """Tianjin as its rule document describes it: 136 tiles; the jokers are
    chosen per round from the flipped tile, not extra tiles."""

    name = "tianjin"
    folder = Path(__file__).parent
