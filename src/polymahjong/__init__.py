"""polymahjong: one engine for many mahjong rulesets.

A ruleset by name, with its options; its tile set, notation and hand shape:

>>> import polymahjong as pm
>>> rules = pm.ruleset("riichi")
>>> rules.tileset.tile_count
136
>>> hand = rules.parse("1112345678999m")
>>> rules.format(hand)
'1112345678999m'

Shanten (0: ready, -1: complete) and waits work on tile counts per kind, for the ruleset's hand shape:

>>> counts = rules.tileset.counts(hand)
>>> pm.shanten(rules.shape, counts)
0
>>> rules.format([pm.Tile(k) for k in pm.waits(rules.shape, counts)])  # the nine-sided wait
'123456789m'

Scoring answers a request of the scoring contract (SCORING_API.md) with plain data; here the dealer's
self-drawn Menzen Tsumo, Pinfu and Tanyao: 3 han 20 fu, 1300 from each other player:

>>> result = rules.score_request({"hand": "234m567p234s55s67s", "win_tile": "8s", "win_type": "tsumo",
...                               "seat": 0, "round_wind": "E", "dora_indicators": ["1z"]})
>>> [p["id"] for p in result["patterns"]], result["total"], result["fu"], result["payments"]
(['menzen_tsumo', 'pinfu', 'tanyao'], 3, 20, [3900, -1300, -1300, -1300])

Bad input is refused with an error naming what is wrong:

>>> rules.parse("1q")
Traceback (most recent call last):
...
polymahjong.notation.base.NotationError: ...
"""
from polymahjong.purepath import install as _install_pure_path

_install_pure_path()  # POLYMAHJONG_PURE=1: the .py sources, not the compiled modules (purepath.py)

from polymahjong.hand import Decomposition, HandShape, Meld, MeldKind, decompositions, is_complete, shanten, waits
from polymahjong.notation import NotationError
from polymahjong.tiles import Tile, TileKind, TileSet
from polymahjong.variants.base import OptionError, RequestError, Variant
from polymahjong.variants.registry import ruleset, variant_names

__version__ = "0.1.0"

__all__ = ["ruleset", "variant_names", "Variant", "TileSet", "TileKind", "Tile", "HandShape", "Meld", "MeldKind",
           "Decomposition", "decompositions", "is_complete", "shanten", "waits", "NotationError", "OptionError", "RequestError"]
