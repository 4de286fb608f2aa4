"""The bots by name, and one per seat from a seed (``simulate``, ``play`` and the server's rooms).

``random`` and ``efficiency`` play every ruleset; a ruleset may add its own (``Variant.bots``) and name
its default bot in ``rules.toml`` (``[bots] default``), which the bot name ``default`` then means; a
ruleset without one falls back to the command's generic default.
"""
from __future__ import annotations

from importlib import import_module

from polymahjong.players.base import Player, RandomPlayer
from polymahjong.players.efficiency import EfficiencyPlayer
from polymahjong.variants.base import Variant
from polymahjong.variants.registry import variant_class, variant_names

#: The name that means the ruleset's default bot.
DEFAULT = "default"
#: Bots that play every ruleset.
GENERIC = ("random", "efficiency")
#: The default bot of a ruleset whose rules.toml names none.
DEFAULT_BOT = "efficiency"


def bot_names(variant: Variant | None = None) -> tuple[str, ...]:
    """The bot names ``variant`` accepts (None: every name some ruleset accepts)."""
    own = variant.bots if variant is not None else {n: "" for v in variant_names() for n in variant_class(v).bots}
    return (DEFAULT, *GENERIC, *(n for n in own if n not in GENERIC))


#: Every bot name, for help texts and the server's welcome.
BOTS = bot_names()


def default_bot(variant: Variant, fallback: str = DEFAULT_BOT) -> str:
    """The name of ``variant``'s default bot (its rules.toml ``[bots] default``), else ``fallback``."""
    return str(variant.rules.get("bots", {}).get("default", fallback))


def resolve_bot(variant: Variant, bot: str, fallback: str = DEFAULT_BOT) -> str:
    """The bot ``bot`` names for ``variant``: ``default`` becomes the ruleset's default bot, or
    ``fallback`` when it names none. Unknown names raise ValueError listing the known ones."""
    if bot not in bot_names(variant):
        raise ValueError(f"unknown bot {bot!r} for {variant.name} (bots: {', '.join(bot_names(variant))})")
    return default_bot(variant, fallback) if bot == DEFAULT else bot


def make_bot(variant: Variant, bot: str, seed: int, name: str | None = None) -> Player:
    """One bot by its name (resolved by :func:`resolve_bot`), from ``seed``; ``name``: what it is called
    (default: the bot's name)."""
    bot = resolve_bot(variant, bot)
    if bot == "random":
        return RandomPlayer(seed, name or bot)
    if bot == "efficiency":
        return EfficiencyPlayer(variant, seed, name or bot)
    module, _, attr = variant.bots[bot].partition(":")
    return getattr(import_module(module), attr)(variant, seed, name or bot)


def make_bots(variant: Variant, bot: str, seed: int, fallback: str = DEFAULT_BOT) -> list[Player]:
    """One bot per seat, each with its own seed (``bot`` resolved by :func:`resolve_bot`)."""
    bot = resolve_bot(variant, bot, fallback)
    return [make_bot(variant, bot, seed + i, f"{bot}{i}") for i in range(variant.players)]
