"""Riichi (Japanese) mahjong."""
from pathlib import Path

from polymahjong.variants.base import Variant


class Riichi(Variant):
    """Riichi as its rule document describes it."""

    name = "riichi"
    folder = Path(__file__).parent
