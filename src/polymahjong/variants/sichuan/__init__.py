"""Sichuan Bloody Rules mahjong."""
from pathlib import Path

from polymahjong.variants.base import Variant


class Sichuan(Variant):
    """Sichuan Bloody as its rule document describes it: 108 tiles, three suits."""

    name = "sichuan"
    folder = Path(__file__).parent
