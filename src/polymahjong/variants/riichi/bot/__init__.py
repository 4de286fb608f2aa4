"""The expert riichi bot (``bot expert``, the riichi default): see ``player``."""
from polymahjong.variants.riichi.bot.player import RiichiBot

__all__ = ["RiichiBot"]
