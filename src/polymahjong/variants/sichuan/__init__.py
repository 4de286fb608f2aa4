"""Sichuan Bloody Rules mahjong."""
from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from polymahjong.variants.base import Variant

if TYPE_CHECKING:
    from polymahjong.variants.patterns import PatternSpec
    from polymahjong.variants.scoring import ScoreRequest, ScoreResult


class Sichuan(Variant):
    """Sichuan Bloody as its rule document describes it: 108 tiles, three suits."""

    name = "sichuan"
    folder = Path(__file__).parent
    bots = {"expert": "polymahjong.variants.sichuan.bot:SichuanBot"}
    default_bot = "expert"

    @cached_property
    def pattern_specs(self) -> dict[str, "PatternSpec[int]"]:
        """The ``[patterns]`` table of rules.toml (Table 4)."""
        from polymahjong.variants.patterns import table_specs

        return table_specs(self.rules["patterns"])

    def score(self, request: "ScoreRequest") -> "ScoreResult":
        """Patterns, fan, hand value and payments of a Sichuan Hu (docs/rules/sichuan.md)."""
        from polymahjong.variants.sichuan.scoring import score

        return score(self, request)
