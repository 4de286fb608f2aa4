"""Ùzje mahjong: ranks to 16, a zero tile, ariths, gems and powers, 3 to 6 players."""
from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Any

from polymahjong.notation import Notation, Ujmj
from polymahjong.tiles import EAST, GREEN, HORIZONTAL, NORTH, RED, SOUTH, VERTICAL, WEST, WHITE, TileSet
from polymahjong.variants.base import FLOWER_NAMES, Variant


class Uzje(Variant):
    """Ùzje as its rule document describes it."""

    name = "uzje"
    folder = Path(__file__).parent

    def __init__(self, **options: Any) -> None:
        given_tongs = "all_tongs" in options
        super().__init__(**options)
        if not given_tongs:
            self.options["all_tongs"] = self.players != 4

    @cached_property
    def tileset(self) -> TileSet:
        """176 tiles with four players and the default options (the width-22 wall)."""
        t = self.rules["tiles"]
        low, high = t["ranks"]
        full = range(low, high + 1)
        suits = [(s, full if s != "dots" or self.options["all_tongs"] else t["short_tong_ranks"]) for s in t["suits"]]
        winds = (EAST, SOUTH, WEST, NORTH) if self.options["winds"] == "full" else (HORIZONTAL, VERTICAL)
        return TileSet.build(suits, zero=True, winds=winds, dragons=(RED, GREEN, WHITE),
                             flowers=FLOWER_NAMES if self.options["flowers"] else ())

    @cached_property
    def notation(self) -> Notation:
        return Ujmj(self.tileset)

    @property
    def wall_width(self) -> int:
        """Stacks per wall, from the document's width table."""
        w = self.rules["wall"]
        return (w["base_width"] + w["full_winds"] * (self.options["winds"] == "full")
                + w["flowers"] * self.options["flowers"] + w["all_tongs"] * self.options["all_tongs"])

    def describe(self) -> dict[str, Any]:
        return {**super().describe(), "wall_width": self.wall_width}
