"""The bots by name, and one per seat from a seed (``simulate``, ``play`` and the server's rooms).

Every ruleset has the generic bots (``BOTS``); a ruleset with a bot of its own (its Variant's ``bot``,
the import path of a class in its folder) adds it under the ruleset's name, and that bot is the
ruleset's default."""
from __future__ import annotations

from importlib import import_module

from polymahjong.players.base import Player, RandomPlayer
from polymahjong.players.efficiency import EfficiencyPlayer
from polymahjong.variants.base import Variant

#: The bots every ruleset has.
BOTS = ("random", "efficiency")


def bot_names(variant: Variant) -> tuple[str, ...]:
    """The bots ``variant`` can seat: the generic ones, and its own under its name."""
    return BOTS + ((variant.name,) if variant.bot else ())


def default_bot(variant: Variant, fallback: str = "efficiency") -> str:
    """The ruleset's own bot when it has one, else ``fallback``."""
    return variant.name if variant.bot else fallback


def check_bot(variant: Variant, bot: str) -> None:
    """Raise ValueError naming the choices when ``variant`` has no bot ``bot``."""
    if bot not in bot_names(variant):
        raise ValueError(f"unknown bot {bot!r} for {variant.name} (bots: {', '.join(bot_names(variant))})")


def make_bots(variant: Variant, bot: str | None, seed: int, fallback: str = "efficiency") -> list[Player]:
    """One bot per seat, each with its own seed; ``bot`` None: the ruleset's default (else ``fallback``)."""
    bot = bot or default_bot(variant, fallback)
    check_bot(variant, bot)
    if bot == "random":
        return [RandomPlayer(seed + i, f"{bot}{i}") for i in range(variant.players)]
    if bot == "efficiency":
        return [EfficiencyPlayer(variant, seed + i, f"{bot}{i}") for i in range(variant.players)]
    module, _, attr = (variant.bot or "").partition(":")
    cls = getattr(import_module(module), attr)
    return [cls(variant, seed + i, f"{bot}{i}") for i in range(variant.players)]
