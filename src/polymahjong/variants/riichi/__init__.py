"""Riichi (Japanese) mahjong."""
from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Any

from polymahjong.variants.base import OptionError, Variant
from polymahjong.variants.riichi.scoring import Scorer
from polymahjong.variants.scoring import ScoreRequest, ScoreResult


class Riichi(Variant):
    """Riichi as its rule document describes it, or as Tenhou plays it (``preset="tenhou"``)."""

    name = "riichi"
    folder = Path(__file__).parent
    bots = {"expert": "polymahjong.variants.riichi.bot:RiichiBot"}
    default_bot = "expert"

    def __init__(self, **options: Any) -> None:
        if isinstance(options.get("red_fives"), bool):  # true/false: one red five per suit, or none
            options["red_fives"] = int(options["red_fives"])
        super().__init__(**options)

    def check_options(self) -> None:
        """A preset that fixes an option (Tenhou: open tanyao, no kiriage) rejects another value."""
        preset = self.options["preset"]
        for name, value in self.rules["presets"][preset].get("fixed", {}).items():
            if self.options[name] != value:
                raise OptionError(f"riichi: preset {preset!r} plays {name}={value!r}, not {self.options[name]!r}")

    @cached_property
    def scorer(self) -> Scorer:
        """The scorer of this ruleset (tables built once, readings cached)."""
        return Scorer(self)

    def score(self, request: ScoreRequest) -> ScoreResult:
        """Yaku, fu, han, limit and every seat's payment of a riichi win."""
        return self.scorer.score(request)

