"""mjai tile names for our physical riichi tiles, and the check that a ruleset can speak mjai.

mjai writes a tile as its rank and suit (``"1m"`` .. ``"9s"``), a red five with a trailing ``r``
(``"5mr"``), winds as ``"E" "S" "W" "N"`` and dragons as ``"P"`` (white), ``"F"`` (green), ``"C"``
(red); ``"?"`` stands for a tile the viewer may not see. Our physical ids are Tenhou's (kind * 4 +
copy; the red fives are copy 0: ids 16, 52, 88), so a name maps back to a kind and a red flag, and
the adapter picks the physical copy among the seat's tiles.
"""
from __future__ import annotations

from typing import Iterable

from polymahjong.tiles import TileSet
from polymahjong.variants.base import Variant

#: The tile a seat may not see (another seat's draw or concealed hand).
UNKNOWN = "?"
#: mjai's letters for the honours, by our kind names.
HONOURS = {"E": "E", "S": "S", "W": "W", "N": "N", "white": "P", "green": "F", "red": "C"}
SUIT_LETTERS = {"characters": "m", "dots": "p", "bamboo": "s"}
PLAYERS = 4
#: The ruleset mjai describes.
RULESET = "riichi"


class MjaiError(ValueError):
    """Something mjai cannot say, or an mjai message that is malformed or not legal; the message names it."""


def check_variant(variant: Variant) -> None:
    """Raise :class:`MjaiError` unless ``variant`` is a game mjai describes: four-player riichi with at
    most one red five per suit."""
    if variant.name != RULESET:
        raise MjaiError(f"mjai speaks {RULESET} only, not {variant.name}")
    if variant.players != PLAYERS:
        raise MjaiError(f"mjai seats four players, not {variant.players}")
    reds = max(variant.tileset.red.values(), default=0)
    if reds > 1:
        raise MjaiError(f"mjai has one red five per suit; this table has {reds} (option red_fives)")


class MjaiTiles:
    """Names of the physical tiles of a riichi tile set, and their parser."""

    def __init__(self, tileset: TileSet) -> None:
        self.tileset = tileset
        self.kind_names = [HONOURS[k.name] if k.suit is None else f"{k.rank}{SUIT_LETTERS[k.suit]}"
                           for k in tileset.kinds]
        self.kinds = {name: i for i, name in enumerate(self.kind_names)}

    def name(self, tile: int) -> str:
        """The mjai name of physical tile ``tile`` (``"5mr"`` for a red five)."""
        return self.kind_name(self.tileset.kind_of(tile), self.tileset.is_red(tile))

    def kind_name(self, kind: int, red: bool = False) -> str:
        """The mjai name of a tile of ``kind`` (``red``: a red five)."""
        return self.kind_names[kind] + ("r" if red else "")

    def names(self, tiles: Iterable[int]) -> list[str]:
        """The mjai names of ``tiles``, in their order."""
        return [self.name(t) for t in tiles]

    def parse(self, text: object, field: str = "pai") -> str:
        """``text`` checked as an mjai tile name (returned as it is); :class:`MjaiError` naming ``field``
        when it is not one of this tile set."""
        if isinstance(text, str):
            kind = self.kinds.get(text[:-1] if text.endswith("r") else text)
            if kind is not None and (not text.endswith("r") or self.tileset.red.get(kind)):
                return text
        raise MjaiError(f"{field} {text!r} is not an mjai tile of this table")
