"""Zung Jung mahjong."""
from pathlib import Path

from polymahjong.variants.base import Variant


class ZungJung(Variant):
    """Zung Jung as its rule document and pattern table describe it."""

    name = "zung_jung"
    folder = Path(__file__).parent
