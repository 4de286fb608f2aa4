"""The bots by name, and one per seat from a seed (``simulate``, ``play``, the server's rooms, ``mjai-bot``).

``random`` and ``efficiency`` play every ruleset. A ruleset may add bots of its own (``Variant.bots``:
name -> the import path of a class in its folder, built as ``Class(variant, seed, name)``) and name one
of them its default (``Variant.default_bot``); the bot name ``default``, or no name, then means it.
A ruleset without a bot of its own falls back to the command's generic default.
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


def bot_names(variant: Variant | None = None) -> tuple[str, ...]:
    """The bot names ``variant`` accepts (None: every name some ruleset accepts)."""
    own = variant.bots if variant is not None else {n: "" for v in variant_names() for n in variant_class(v).bots}
    return (DEFAULT, *GENERIC, *(n for n in own if n not in GENERIC))


#: Every bot name, for help texts.
BOTS = bot_names()


def default_bot(variant: Variant, fallback: str = "efficiency") -> str:
    """The name of ``variant``'s default bot: its own default, else ``fallback``."""
    return variant.default_bot or fallback


def resolve_bot(variant: Variant, bot: str | None, fallback: str = "efficiency") -> str:
    """The bot ``bot`` names for ``variant`` (None or ``default``: :func:`default_bot`). An unknown name
    raises ValueError listing the names ``variant`` accepts."""
    if bot is not None and bot not in bot_names(variant):
        raise ValueError(f"unknown bot {bot!r} for {variant.name} (bots: {', '.join(bot_names(variant))})")
    return default_bot(variant, fallback) if bot in (None, DEFAULT) else bot


def check_bot(variant: Variant, bot: str) -> None:
    """Raise ValueError naming the choices when ``variant`` has no bot ``bot``."""
    resolve_bot(variant, bot)


def make_bot(variant: Variant, bot: str | None, seed: int, name: str | None = None,
             fallback: str = "efficiency") -> Player:
    """One bot by its name (resolved by :func:`resolve_bot`) from ``seed``, called ``name`` (default: the
    bot's name)."""
    kind = resolve_bot(variant, bot, fallback)
    if kind == "random":
        return RandomPlayer(seed, name or kind)
    if kind == "efficiency":
        return EfficiencyPlayer(variant, seed, name or kind)
    module, _, attr = variant.bots[kind].partition(":")
    player: Player = getattr(import_module(module), attr)(variant, seed, name or kind)
    return player


def make_bots(variant: Variant, bot: str | None, seed: int, fallback: str = "efficiency") -> list[Player]:
    """One bot per seat, each with its own seed (``seed + seat``)."""
    kind = resolve_bot(variant, bot, fallback)
    return [make_bot(variant, kind, seed + i, f"{kind}{i}") for i in range(variant.players)]
