"""The bots by name, and one per seat from a seed (``simulate``, ``play`` and the server's rooms).

``random`` and ``efficiency`` play every ruleset; a ruleset may add its own (``Variant.bots``) and name
one of them its default (``Variant.default_bot``), which the bot name ``default`` then means; a ruleset
without one falls back to the command's generic default.
"""
from __future__ import annotations

from importlib import import_module

from polymahjong.players.base import Player, RandomPlayer
from polymahjong.players.efficiency import EfficiencyPlayer
from polymahjong.variants.base import Variant
from polymahjong.variants.registry import variant_class, variant_names

#: The ruleset's default bot.
DEFAULT = "default"
#: Bots that play every ruleset.
GENERIC = ("random", "efficiency")


def bot_names(variant: Variant | None = None) -> tuple[str, ...]:
    """The bot names ``variant`` accepts (None: every name some ruleset accepts)."""
    own = variant.bots if variant is not None else {n: "" for v in variant_names() for n in variant_class(v).bots}
    return (DEFAULT, *GENERIC, *(n for n in own if n not in GENERIC))


#: Every bot name, for help texts and the server's welcome.
BOTS = bot_names()


def resolve_bot(variant: Variant, bot: str, fallback: str = "efficiency") -> str:
    """The bot ``bot`` names for ``variant``: ``default`` becomes the ruleset's default bot, or
    ``fallback`` when it has none. Unknown names raise ValueError listing the known ones."""
    if bot not in bot_names(variant):
        raise ValueError(f"unknown bot {bot!r} for {variant.name} (bots: {', '.join(bot_names(variant))})")
    return (variant.default_bot or fallback) if bot == DEFAULT else bot


def make_bots(variant: Variant, bot: str, seed: int, fallback: str = "efficiency") -> list[Player]:
    """One bot per seat, each with its own seed (``bot`` resolved by :func:`resolve_bot`)."""
    name = resolve_bot(variant, bot, fallback)
    if name == "random":
        return [RandomPlayer(seed + i, f"{name}{i}") for i in range(variant.players)]
    if name == "efficiency":
        return [EfficiencyPlayer(variant, seed + i, f"{name}{i}") for i in range(variant.players)]
    module, _, attr = variant.bots[name].partition(":")
    cls = getattr(import_module(module), attr)
    return [cls(variant, seed + i, f"{name}{i}") for i in range(variant.players)]
