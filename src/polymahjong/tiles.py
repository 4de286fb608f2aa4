"""Tile kinds, physical tiles and tile sets.

A *kind* is what matching cares about (the 5 of dots); a *physical tile* is one
of the copies in the wall (the red 5 of dots is a physical tile of that kind).
A :class:`TileSet` lists the kinds of a ruleset in canonical sort order, so a
kind is a small integer (its index) and a hand is a list of counts per kind.
Physical tiles are integers too: ``tile_id // copies`` is the kind, as in
Tenhou's 136-tile numbering.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Iterable, NamedTuple, Sequence


class Group(str, Enum):
    """The family a tile kind belongs to."""

    NUMBER = "number"
    ZERO = "zero"
    WIND = "wind"
    DRAGON = "dragon"
    FLOWER = "flower"


#: Number suits by their meaning; notations give them letters.
CHARACTERS, DOTS, BAMBOO = "characters", "dots", "bamboo"
#: Wind kinds: the four winds and the two compressed winds of Ùzje
#: (H stands for East and West, V for North and South).
EAST, SOUTH, WEST, NORTH, HORIZONTAL, VERTICAL = "E", "S", "W", "N", "H", "V"
#: Dragons (Ùzje calls them arrows: C red, F green, P white).
WHITE, GREEN, RED = "white", "green", "red"


@dataclass(frozen=True, slots=True)
class TileKind:
    """One kind of tile: what two identical tiles share.

    ``suit`` is set for number tiles; ``rank`` is the number (0 for the zero
    tile, the position within the group for honours and flowers); ``name`` is
    the honour or flower name (``"E"``, ``"red"``, ``"spring"``...).
    """

    index: int
    group: Group
    suit: str | None = None
    rank: int = 0
    name: str = ""

    @property
    def is_number(self) -> bool:
        return self.group is Group.NUMBER

    @property
    def is_honour(self) -> bool:
        return self.group in (Group.WIND, Group.DRAGON, Group.ZERO)


class Tile(NamedTuple):
    """A tile as written in a hand: its kind, and whether it is a red five."""

    kind: int
    red: bool = False


@dataclass(frozen=True)
class TileSet:
    """The kinds of a ruleset in canonical order and how many copies of each.

    Build one with :meth:`build`. ``copies`` is the number of physical tiles of
    every kind; ``red`` maps a kind to how many of its copies are red fives.
    """

    kinds: tuple[TileKind, ...]
    copies: int = 4
    red: dict[int, int] = field(default_factory=dict)
    _lookup: dict[object, int] = field(init=False, repr=False, compare=False)  # set by __post_init__
    _suit_ends: dict[str | None, set[int]] = field(init=False, repr=False, compare=False)

    @classmethod
    def build(
        cls,
        suits: Sequence[tuple[str, Iterable[int]]],
        *,
        zero: bool = False,
        winds: Sequence[str] = (),
        dragons: Sequence[str] = (),
        flowers: Sequence[str] = (),
        red_fives: int = 0,
        copies: int = 4,
    ) -> "TileSet":
        """A tile set from its number suits ``[(suit, ranks)]`` and honour lists.

        Kinds are laid out in that order: number suits, zero, winds, dragons,
        flowers. Flowers come in one copy each. ``red_fives`` red copies of each
        suit's 5 are physical attributes, not extra kinds.
        """
        kinds: list[TileKind] = []
        for suit, ranks in suits:
            for r in ranks:
                kinds.append(TileKind(len(kinds), Group.NUMBER, suit, r))
        if zero:
            kinds.append(TileKind(len(kinds), Group.ZERO, None, 0, "zero"))
        for group, names in ((Group.WIND, winds), (Group.DRAGON, dragons), (Group.FLOWER, flowers)):
            for i, n in enumerate(names, 1):
                kinds.append(TileKind(len(kinds), group, None, i, n))
        red = {k.index: red_fives for k in kinds if red_fives and k.is_number and k.rank == 5}
        return cls(tuple(kinds), copies, red)

    # -- lookups ---------------------------------------------------------
    def __len__(self) -> int:
        return len(self.kinds)

    def copies_of(self, kind: int) -> int:
        """Physical tiles of a kind (flowers are unique)."""
        return 1 if self.kinds[kind].group is Group.FLOWER else self.copies

    @property
    def tile_count(self) -> int:
        """Number of physical tiles in the set."""
        return sum(self.copies_of(k.index) for k in self.kinds)

    @property
    def suits(self) -> tuple[str, ...]:
        """The number suits in canonical order."""
        out: list[str] = []
        for k in self.kinds:
            if k.suit and k.suit not in out:
                out.append(k.suit)
        return tuple(out)

    def number(self, suit: str, rank: int) -> int | None:
        """Kind index of a number tile, or None when the set lacks it."""
        return self._lookup.get((suit, rank))

    def named(self, name: str) -> int | None:
        """Kind index of an honour, zero or flower by name."""
        return self._lookup.get(name)

    @property
    def zero(self) -> int | None:
        """The zero tile's kind (Ùzje), or None."""
        return self._lookup.get("zero")

    @property
    def flowers(self) -> tuple[int, ...]:
        return tuple(k.index for k in self.kinds if k.group is Group.FLOWER)

    @property
    def playing_kinds(self) -> tuple[int, ...]:
        """Kinds that can be held in a hand (every kind but flowers)."""
        return tuple(k.index for k in self.kinds if k.group is not Group.FLOWER)

    def is_terminal(self, kind: int) -> bool:
        """A number tile of the lowest or highest rank of its suit."""
        k = self.kinds[kind]
        return k.is_number and k.rank in self._suit_ends[k.suit]

    # -- physical tiles ----------------------------------------------------
    def physical(self) -> list[int]:
        """All physical tile ids in order. Kind of an id ``t`` is ``self.kind_of(t)``."""
        return [t for k in self.kinds for t in range(k.index * self.copies, k.index * self.copies + self.copies_of(k.index))]

    def kind_of(self, tile_id: int) -> int:
        return tile_id // self.copies

    def is_red(self, tile_id: int) -> bool:
        """Red fives are the lowest-numbered copies of a five (Tenhou's 16, 52, 88)."""
        return tile_id % self.copies < self.red.get(tile_id // self.copies, 0)

    def __post_init__(self) -> None:
        lookup: dict[object, int] = {}
        ends: dict[str | None, set[int]] = {}
        for k in self.kinds:
            lookup[(k.suit, k.rank) if k.group is Group.NUMBER else k.name] = k.index
            if k.is_number:
                ends.setdefault(k.suit, set()).add(k.rank)
        object.__setattr__(self, "_lookup", lookup)
        object.__setattr__(self, "_suit_ends", {s: {min(r), max(r)} for s, r in ends.items()})

    def counts(self, tiles: Iterable[Tile | int]) -> list[int]:
        """A count per kind from tiles (or kind indices)."""
        c = [0] * len(self.kinds)
        for t in tiles:
            c[t if isinstance(t, int) else t.kind] += 1
        return c
