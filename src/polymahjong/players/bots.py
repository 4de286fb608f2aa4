"""The bots by name, and one per seat from a seed (``simulate``, ``play``, the server's rooms, ``mjai-bot``)."""
from __future__ import annotations

from polymahjong.players.base import Player, RandomPlayer
from polymahjong.players.efficiency import EfficiencyPlayer
from polymahjong.variants.base import Variant

BOTS = ("random", "efficiency")
#: The bot a ruleset plays with when none is named, unless its rules.toml names one (``[bots] default``).
DEFAULT_BOT = "efficiency"


def default_bot(variant: Variant) -> str:
    """The name of ``variant``'s default bot."""
    return str(variant.rules.get("bots", {}).get("default", DEFAULT_BOT))


def make_bot(variant: Variant, bot: str, seed: int, name: str | None = None) -> Player:
    """One bot by its name, from ``seed`` (``name``: what it is called; default the bot's name)."""
    if bot not in BOTS:
        raise ValueError(f"unknown bot {bot!r} (bots: {', '.join(BOTS)})")
    if bot == "random":
        return RandomPlayer(seed, name or bot)
    return EfficiencyPlayer(variant, seed, name or bot)


def make_bots(variant: Variant, bot: str, seed: int) -> list[Player]:
    """One bot per seat, each with its own seed."""
    return [make_bot(variant, bot, seed + i, f"{bot}{i}") for i in range(variant.players)]
