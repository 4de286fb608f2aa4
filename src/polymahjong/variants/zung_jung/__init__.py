"""Zung Jung mahjong."""
from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from polymahjong.variants.base import Variant

if TYPE_CHECKING:
    from polymahjong.variants.scoring import ScoreRequest, ScoreResult
    from polymahjong.variants.zung_jung.scoring import PatternSpec


class ZungJung(Variant):
    """Zung Jung as its rule document and pattern table describe it."""

    name = "zung_jung"
    folder = Path(__file__).parent
    bots = {"expert": "polymahjong.variants.zung_jung.bot:ZungJungBot"}
    default_bot = "expert"

    @cached_property
    def pattern_specs(self) -> dict[str, "PatternSpec"]:
        """The ``[patterns]`` table of rules.toml."""
        from polymahjong.variants.zung_jung.scoring import pattern_specs

        return pattern_specs(self.rules["patterns"])

    def patterns(self) -> list[dict[str, Any]]:
        """The pattern table; the flower patterns only with the ``flowers`` option."""
        return [p for p in super().patterns() if self.options["flowers"] or not p.get("flowers")]

    def score(self, request: "ScoreRequest") -> "ScoreResult":
        """Patterns, points and payments of a Zung Jung win (docs/rules/zung_jung.md)."""
        from polymahjong.variants.zung_jung.scoring import score

        return score(self, request)
