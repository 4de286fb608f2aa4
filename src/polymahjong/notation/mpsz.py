"""The mpsz notation of the riichi world: ``123m406p55s11z``.

Digits are followed by their suit letter: ``m`` characters, ``p`` dots,
``s`` bamboo, ``z`` honours (1-4 East South West North, 5-7 white green red).
``0`` in a number suit is a red five. Flowers (Zung Jung's option) are
``1f``-``4f`` (flowers one to four) and ``1g``-``4g`` (seasons spring to
winter). The canonical spelling sorts tiles by kind, red five first.
"""
from __future__ import annotations

from typing import Iterable

from polymahjong.notation.base import Notation, NotationError
from polymahjong.tiles import (CHARACTERS, BAMBOO, DOTS, EAST, GREEN, NORTH, RED, SOUTH, WEST, WHITE, Group, Tile,
                               TileSet)

SUIT_LETTERS = {"m": CHARACTERS, "p": DOTS, "s": BAMBOO}
HONOURS = (EAST, SOUTH, WEST, NORTH, WHITE, GREEN, RED)
FLOWERS = {"f": ("one", "two", "three", "four"), "g": ("spring", "summer", "autumn", "winter")}


class Mpsz(Notation):
    """mpsz for a riichi-family tile set (riichi, sichuan, zung jung, tianjin)."""

    def __init__(self, tileset: TileSet) -> None:
        super().__init__(tileset)
        spell: dict[int, tuple[str, str]] = {}
        for k in tileset.kinds:
            if k.group is Group.NUMBER:
                letter = next(l for l, s in SUIT_LETTERS.items() if s == k.suit)
                spell[k.index] = (str(k.rank), letter)
            elif k.group in (Group.WIND, Group.DRAGON):
                spell[k.index] = (str(HONOURS.index(k.name) + 1), "z")
            elif k.group is Group.FLOWER:
                letter = next(l for l, names in FLOWERS.items() if k.name in names)
                spell[k.index] = (str(FLOWERS[letter].index(k.name) + 1), letter)
        self._spell = spell
        self._read = {v: k for k, v in spell.items()}

    def parse(self, text: str) -> list[Tile]:
        tiles: list[Tile] = []
        pending: list[int] = []  # positions of digits waiting for their suit letter
        for pos, ch in enumerate(text):
            if ch.isdigit():
                pending.append(pos)
            elif ch in SUIT_LETTERS or ch == "z" or ch in FLOWERS:
                if not pending:
                    raise NotationError(text, pos, "suit letter with no digits before it")
                for dpos in pending:
                    tiles.append(self._tile(text, dpos, ch))
                pending = []
            elif ch.isspace():
                continue
            else:
                raise NotationError(text, pos, "not a digit or suit letter (m p s z)")
        if pending:
            raise NotationError(text, pending[-1], "digits with no suit letter after them")
        return tiles

    def _tile(self, text: str, pos: int, letter: str) -> Tile:
        digit = text[pos]
        red = digit == "0" and letter in SUIT_LETTERS
        kind = self._read.get(("5" if red else digit, letter))
        if kind is None or (red and not self.tileset.red.get(kind)):
            what = "red five" if red else "tile"
            raise NotationError(text, pos, f"no such {what} {digit}{letter} in this tile set")
        return Tile(kind, red)

    def format(self, tiles: Iterable[Tile | int]) -> str:
        out: list[str] = []
        letter_now = ""
        for t in self._as_tiles(tiles):
            digit, letter = self._spell[t.kind]
            if letter_now and letter != letter_now:
                out.append(letter_now)
            out.append("0" if t.red else digit)
            letter_now = letter
        if letter_now:
            out.append(letter_now)
        return "".join(out)


    @staticmethod
    def _as_tiles(tiles: Iterable[Tile | int]) -> list[Tile]:
        # red five before the plain fives of its kind
        return sorted((t if isinstance(t, Tile) else Tile(t) for t in tiles), key=lambda t: (t.kind, not t.red))
