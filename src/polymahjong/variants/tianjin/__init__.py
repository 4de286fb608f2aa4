"""Tianjin mahjong (Xing family rules), with seven jokers chosen each round."""
from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from polymahjong.variants.base import Variant

if TYPE_CHECKING:
    from polymahjong.variants.scoring import ScoreRequest, ScoreResult
    from polymahjong.variants.patterns import PatternSpec


class Tianjin(Variant):
    """Tianjin as its rule document describes it: 136 tiles; the jokers are
    chosen per round from the flipped tile, not extra tiles."""

    name = "tianjin"
    folder = Path(__file__).parent
    bots = {"expert": "polymahjong.variants.tianjin.bot:TianjinBot"}
    default_bot = "expert"

    @cached_property
    def pattern_table(self) -> dict[str, dict[str, Any]]:
        """``[patterns]`` of rules.toml, each value the document's or (where it gives none) its option's."""
        out = {}
        for pid, entry in self.rules["patterns"].items():
            entry = dict(entry)
            option = entry.pop("value_option", None)
            if option is not None:
                entry["value"] = self.options[option]
            out[pid] = entry
        return out

    @cached_property
    def pattern_specs(self) -> dict[str, "PatternSpec[int]"]:
        """The pattern table as the scorer frame's specs."""
        from polymahjong.variants.tianjin.patterns import pattern_specs

        return pattern_specs(self.pattern_table)

    @cached_property
    def values(self) -> dict[str, int]:
        """Each pattern's points."""
        return {pid: spec.value for pid, spec in self.pattern_specs.items()}

    def patterns(self) -> list[dict[str, Any]]:
        """The pattern table with the value options applied."""
        return [{"id": pid, **e} for pid, e in self.pattern_table.items()]

    def score(self, request: "ScoreRequest") -> "ScoreResult":
        """Win conditions, multipliers, bars and transfers of a Tianjin win (docs/rules/tianjin.md)."""
        from polymahjong.variants.tianjin.scoring import score

        return score(self, request)
