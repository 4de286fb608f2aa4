"""The UJMJ notation of Ùzje mahjong, as its rule document defines it.

Number tiles are a rank character and a suit letter: ranks ``1``-``9``, ``x``
(10), ``a``-``f`` (11-16); suits ``t`` tongs, ``s`` socks, ``m`` mans. Tiles of
one suit written together share the last suit letter: ``9xas`` is 9, 10, 11 of
socks. The zero tile is ``Z`` as an honour and ``0`` plus a suit letter when it
is used as a number (``0s``; the same tile). Winds ``E S W N`` or the
compressed ``H V``; arrows ``C`` (red) ``F`` (green) ``P`` (white); flowers
``h i j k`` (spring to winter) and ``o p q r`` (one to four).

Canonical order: tongs, socks, mans, zero, winds, arrows; flowers by
themselves after every other tile.
"""
from __future__ import annotations

from typing import Iterable

from polymahjong.notation.base import Notation, NotationError
from polymahjong.tiles import BAMBOO, CHARACTERS, DOTS, GREEN, RED, WHITE, Group, Tile, TileSet

RANKS = "0123456789xabcdef"  # index = rank
SUIT_LETTERS = {"t": DOTS, "s": BAMBOO, "m": CHARACTERS}
ARROWS = {"C": RED, "F": GREEN, "P": WHITE}
FLOWERS = {"h": "spring", "i": "summer", "j": "autumn", "k": "winter", "o": "one", "p": "two", "q": "three", "r": "four"}
WINDS = "ESWNHV"


class Ujmj(Notation):
    """UJMJ for an Ùzje tile set."""

    def __init__(self, tileset: TileSet) -> None:
        super().__init__(tileset)
        self._letter = {suit: letter for letter, suit in SUIT_LETTERS.items()}
        self._honour: dict[str, int] = {}
        for k in tileset.kinds:
            if k.group is Group.WIND:
                self._honour[k.name] = k.index
            elif k.group is Group.DRAGON:
                self._honour[next(c for c, n in ARROWS.items() if n == k.name)] = k.index
            elif k.group is Group.FLOWER:
                self._honour[next(c for c, n in FLOWERS.items() if n == k.name)] = k.index
            elif k.group is Group.ZERO:
                self._honour["Z"] = k.index
        self._spell = {i: c for c, i in self._honour.items()}

    def parse(self, text: str) -> list[Tile]:
        tiles: list[Tile] = []
        pending: list[int] = []  # positions of rank characters waiting for a suit letter
        for pos, ch in enumerate(text):
            if ch in RANKS:
                pending.append(pos)
            elif ch in SUIT_LETTERS:
                if not pending:
                    raise NotationError(text, pos, "suit letter with no rank before it")
                tiles.extend(self._number(text, p, SUIT_LETTERS[ch]) for p in pending)
                pending = []
            elif ch in self._honour or ch in WINDS or ch in ARROWS or ch in FLOWERS or ch == "Z":
                if pending:
                    raise NotationError(text, pending[-1], "rank with no suit letter after it")
                if ch not in self._honour:
                    raise NotationError(text, pos, "tile not in this tile set")
                tiles.append(Tile(self._honour[ch]))
            elif ch.isspace():
                continue
            else:
                raise NotationError(text, pos, "not a UJMJ tile character")
        if pending:
            raise NotationError(text, pending[-1], "rank with no suit letter after it")
        return tiles

    def _number(self, text: str, pos: int, suit: str) -> Tile:
        rank = RANKS.index(text[pos])
        kind = self.tileset.zero if rank == 0 else self.tileset.number(suit, rank)
        if kind is None:
            raise NotationError(text, pos, "tile not in this tile set")
        return Tile(kind)

    def format(self, tiles: Iterable[Tile | int], zero_suit: str | None = None) -> str:
        """Canonical spelling; ``zero_suit`` writes the zero as a number of that suit (``0s``)."""
        out: list[str] = []
        letter_now = ""
        items = self._as_tiles(tiles)
        plain = [t for t in items if self.tileset.kinds[t.kind].group is not Group.FLOWER]
        flowers = [t for t in items if self.tileset.kinds[t.kind].group is Group.FLOWER]
        if zero_suit is not None:  # the zero as rank 0 leads its suit's run
            zeros = [t for t in plain if self.tileset.kinds[t.kind].group is Group.ZERO]
            plain = zeros + [t for t in plain if t not in zeros]
        for t in plain + flowers:
            k = self.tileset.kinds[t.kind]
            if k.group is Group.NUMBER or (k.group is Group.ZERO and zero_suit is not None):
                letter = self._letter[k.suit or zero_suit or ""]
                if letter_now and letter != letter_now:
                    out.append(letter_now)
                out.append(RANKS[k.rank])
                letter_now = letter
                continue
            if letter_now:
                out.append(letter_now)
                letter_now = ""
            out.append(self._spell[t.kind])
        if letter_now:
            out.append(letter_now)
        return "".join(out)

    def format_meld(self, tiles: Iterable[Tile | int]) -> str:
        """A meld as the document writes it: a zero among number tiles of one suit is that suit's rank 0
        (``07dt``, not ``7dtZ``); any other meld as :meth:`format` spells it."""
        items = self._as_tiles(tiles)
        groups = [self.tileset.kinds[t.kind] for t in items]
        suits = {k.suit for k in groups if k.group is Group.NUMBER}
        zero = any(k.group is Group.ZERO for k in groups)
        if zero and len(suits) == 1 and all(k.group in (Group.NUMBER, Group.ZERO) for k in groups):
            return self.format(items, zero_suit=suits.pop())
        return self.format(items)
