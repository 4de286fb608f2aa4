"""The bots by name, and one per seat from a seed (``simulate``, ``play`` and the server's rooms)."""
from __future__ import annotations

from polymahjong.players.base import Player, RandomPlayer
from polymahjong.players.efficiency import EfficiencyPlayer
from polymahjong.variants.base import Variant

BOTS = ("random", "efficiency")


def make_bots(variant: Variant, bot: str, seed: int) -> list[Player]:
    """One bot per seat, each with its own seed."""
    if bot not in BOTS:
        raise ValueError(f"unknown bot {bot!r} (bots: {', '.join(BOTS)})")
    return [RandomPlayer(seed + i, f"{bot}{i}") if bot == "random" else EfficiencyPlayer(variant, seed + i, f"{bot}{i}")
            for i in range(variant.players)]
