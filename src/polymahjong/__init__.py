"""polymahjong: one engine for many mahjong rulesets.

>>> import polymahjong as pm
>>> rules = pm.ruleset("riichi")
>>> rules.tileset.tile_count
136
"""
from polymahjong.hand import Decomposition, HandShape, Meld, MeldKind, decompositions, is_complete, shanten, waits
from polymahjong.notation import NotationError
from polymahjong.tiles import Tile, TileKind, TileSet
from polymahjong.variants.base import OptionError, RequestError, Variant
from polymahjong.variants.registry import ruleset, variant_names

__version__ = "0.1.0"

__all__ = ["ruleset", "variant_names", "Variant", "TileSet", "TileKind", "Tile", "HandShape", "Meld", "MeldKind",
           "Decomposition", "decompositions", "is_complete", "shanten", "waits", "NotationError", "OptionError", "RequestError"]
