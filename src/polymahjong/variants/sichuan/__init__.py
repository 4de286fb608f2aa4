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
        """The ``[patterns]`` table of rules.toml (Table 4), each pattern counted as many times as the hand has it."""
        from polymahjong.variants.patterns import PatternSpec, spec_fields

        return {pid: PatternSpec(value=e["value"], **{**spec_fields(pid, e), "each": True})
                for pid, e in self.rules["patterns"].items()}

    def score(self, request: "ScoreRequest") -> "ScoreResult":
        """Patterns, fan, hand value and payments of a Sichuan Hu (docs/rules/sichuan.md)."""
        from polymahjong.variants.sichuan.scoring import score

        return score(self, request)
