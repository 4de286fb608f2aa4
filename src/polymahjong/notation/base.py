"""What every tile notation offers, and the error a malformed string raises."""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Iterable

from polymahjong.tiles import Tile, TileSet


class NotationError(ValueError):
    """A tile string that does not parse; the message names the character and its position."""

    def __init__(self, text: str, position: int, problem: str) -> None:
        char = text[position] if 0 <= position < len(text) else "end of string"
        where = f"{char!r} at position {position}" if char != "end of string" else f"the end (position {position})"
        super().__init__(f"bad tile string {text!r}: {problem}: {where}")
        self.text, self.position, self.problem = text, position, problem


class Notation(ABC):
    """Parse and format tiles of one tile set in one written notation."""

    def __init__(self, tileset: TileSet) -> None:
        self.tileset = tileset

    @abstractmethod
    def parse(self, text: str) -> list[Tile]:
        """The tiles written in ``text``, in the order written."""

    @abstractmethod
    def format(self, tiles: Iterable[Tile | int]) -> str:
        """The canonical (sorted, compact) spelling of ``tiles``."""

    def format_meld(self, tiles: Iterable[Tile | int]) -> str:
        """The spelling of one meld's tiles; by default as :meth:`format` (a notation may write a meld's
        tiles differently, as UJMJ writes the zero in a run of numbers)."""
        return self.format(tiles)

    def kinds(self, text: str) -> list[int]:
        """The kind indices of the tiles written in ``text``."""
        return [t.kind for t in self.parse(text)]

    def counts(self, text: str) -> list[int]:
        """A count per kind of the tiles written in ``text``."""
        return self.tileset.counts(self.parse(text))

    def kind_name(self, kind: int) -> str:
        """One kind spelled alone, e.g. ``5m`` (mpsz) or ``xs`` (UJMJ)."""
        return self.format([kind])

    def tile(self, text: str) -> Tile:
        """Exactly one tile."""
        tiles = self.parse(text)
        if len(tiles) != 1:
            raise NotationError(text, len(text), f"expected one tile, found {len(tiles)}")
        return tiles[0]

    @staticmethod
    def _as_tiles(tiles: Iterable[Tile | int]) -> list[Tile]:
        return sorted(t if isinstance(t, Tile) else Tile(t) for t in tiles)
