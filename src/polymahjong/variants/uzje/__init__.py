"""Ùzje mahjong: ranks to 16, a zero tile, ariths, gems and powers, 3 to 6 players."""
from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Sequence

from polymahjong.engine.table import match_length
from polymahjong.notation import Ujmj
from polymahjong.tiles import EAST, GREEN, HORIZONTAL, NORTH, RED, SOUTH, VERTICAL, WEST, WHITE, TileSet
from polymahjong.variants.base import FLOWER_NAMES, OptionError, Variant, even_widths
from polymahjong.variants.uzje.calls import UzjeValue
from polymahjong.variants.uzje.points import Ladder
from polymahjong.variants.uzje.values import (PatternSpec, check_values, exact, pattern_specs, table_with_options,
                                             value_options)

if TYPE_CHECKING:
    from polymahjong.variants.scoring import ScoreRequest, ScoreResult


class Uzje(Variant):
    """Ùzje as its rule document describes it."""

    name = "uzje"
    folder = Path(__file__).parent
    bots = {"expert": "polymahjong.variants.uzje.bot:UzjeBot"}
    default_bot = "expert"

    def __init__(self, **options: Any) -> None:
        given_tongs = "all_tongs" in options
        super().__init__(**options)
        if not given_tongs:
            self.options["all_tongs"] = self.players != 4

    def option_declarations(self) -> dict[str, Any]:
        """The ``[options]`` of rules.toml, and ``value.<id>[.<field>]`` for every number of the pattern table."""
        return {**super().option_declarations(), **value_options(self.rules["patterns"])}

    def check_options(self) -> None:
        """The minimum must be a half-integer; fan multiples of 0.2; limits whole; ``length`` one of its forms."""
        check_values(self.rules["patterns"], self.options)
        try:
            match_length(self.options["length"], self.rules["round"])
        except ValueError as e:
            raise OptionError(f"uzje: option 'length': {e}") from None

    @cached_property
    def pattern_specs(self) -> dict[str, PatternSpec]:
        """The pattern table with the value options applied."""
        return pattern_specs(self.rules["patterns"], self.options)

    @cached_property
    def ladder(self) -> Ladder:
        """The points table for the ``minimum`` option."""
        return Ladder.from_rules(self.rules["points"], exact(self.options["minimum"]))

    def patterns(self) -> list[dict[str, Any]]:
        """The pattern table as data, its numbers as the options set them."""
        return table_with_options(self.rules["patterns"], self.options)

    def score(self, request: "ScoreRequest") -> "ScoreResult":
        """Patterns, fan, points and payments of an Ùzje win (docs/rules/uzje.md)."""
        from polymahjong.variants.uzje.scoring import score

        return score(self, request)

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
    def notation(self) -> Ujmj:
        """UJMJ, the document's notation (it can write the zero as rank 0 of a suit)."""
        return Ujmj(self.tileset)

    @property
    def wall_width(self) -> int:
        """Stacks per wall, from the document's width table."""
        w = self.rules["wall"]
        return (w["base_width"] + w["full_winds"] * (self.options["winds"] == "full")
                + w["flowers"] * self.options["flowers"] + w["all_tongs"] * self.options["all_tongs"])

    def call_check(self) -> Callable[[Any, Sequence[int]], bool]:
        """Bots call only while the open hand keeps a visible route to the ``minimum`` (``calls.py``)."""
        return UzjeValue(self).reaches_minimum

    @property
    def wall_widths(self) -> list[int]:
        """Stacks in each player's wall: with four players the document's width (the table gives every
        wall the tiles / 8 stacks); the document describes four walls only, so with 3, 5 or 6 players the
        same tiles make one wall per player, shared as evenly as they go (ours, docs/rules/uzje.md)."""
        return even_widths(self.tileset.tile_count, self.players)

    def describe(self) -> dict[str, Any]:
        """``wall_widths`` per player, and ``wall_width`` when every wall has it (four players: the table's)."""
        widths = self.wall_widths
        return {**super().describe(), **({"wall_width": widths[0]} if len(set(widths)) == 1 else {}),
                "wall_widths": widths}

