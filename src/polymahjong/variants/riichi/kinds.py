"""What the riichi scorer needs to know about each tile kind, as flat tables.

Built once from the ruleset's tile set; lookups are plain tuple indexing so
the yaku predicates stay cheap.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from polymahjong.tiles import EAST, GREEN, NORTH, RED, SOUTH, WEST, WHITE, Group, TileSet

#: Wind letters of the request, in seat order (seat 0 is East).
WIND_ORDER = (EAST, SOUTH, WEST, NORTH)
#: Dragons in the order of the pattern ids (haku, hatsu, chun).
DRAGON_ORDER = (WHITE, GREEN, RED)
#: The all-green tiles of ryuuiisou: 2, 3, 4, 6, 8 of bamboo and the green dragon.
GREEN_BAMBOO = (2, 3, 4, 6, 8)
#: Bits of :attr:`KindTable.facts`: what a kind is (the facts of a hand's kinds are or'ed together).
SIMPLE, ORPHAN, HONOUR, NOT_GREEN = 1, 2, 4, 8
#: The bit of the first suit; suit i has ``FIRST_SUIT << i``.
FIRST_SUIT = 16


@dataclass(frozen=True)
class KindTable:
    """Per kind: suit number (or -1 for honours), rank, and the flags yaku ask about."""

    suit: tuple[int, ...]
    rank: tuple[int, ...]
    honour: tuple[bool, ...]
    orphan: tuple[bool, ...]  # terminal or honour
    green: tuple[bool, ...]
    winds: tuple[int, ...]  # kinds of E, S, W, N
    dragons: tuple[int, ...]  # kinds of haku, hatsu, chun
    dora_of: tuple[int, ...]  # the dora a kind indicates
    number: tuple[tuple[int, ...], ...]  # number[suit][rank - 1]: the kind

    @cached_property
    def straights(self) -> tuple[tuple[int, int, int], ...]:
        """Per suit, the first kinds of the sequences 123, 456, 789 (ittsu)."""
        return tuple((row[0], row[3], row[6]) for row in self.number)

    @cached_property
    def across(self) -> tuple[tuple[int, ...], ...]:
        """For a kind of the first suit, the kinds of its rank in the other suits (sanshoku); else ()."""
        return tuple(tuple(row[self.rank[k] - 1] for row in self.number[1:]) if self.suit[k] == 0 else ()
                     for k in range(len(self.suit)))

    @cached_property
    def facts(self) -> tuple[int, ...]:
        """Per kind, what it is as bits: ``ORPHAN`` (terminal or honour) or ``SIMPLE``, ``HONOUR`` or its
        suit's bit (``FIRST_SUIT << suit``), ``NOT_GREEN`` unless it is all-green."""
        return tuple((ORPHAN if o else SIMPLE) | (HONOUR if s < 0 else FIRST_SUIT << s) | (0 if g else NOT_GREEN)
                     for o, s, g in zip(self.orphan, self.suit, self.green))

    @classmethod
    def build(cls, ts: TileSet) -> "KindTable":
        """The tables of a riichi tile set (three suits 1-9, four winds, three dragons)."""
        suit_names = ts.suits
        suit = tuple(suit_names.index(k.suit) if k.is_number else -1 for k in ts.kinds)
        rank = tuple(k.rank for k in ts.kinds)
        terminal = tuple(ts.is_terminal(k.index) for k in ts.kinds)
        honour = tuple(k.group in (Group.WIND, Group.DRAGON) for k in ts.kinds)
        bamboo = suit_names.index("bamboo")
        green = tuple((s == bamboo and r in GREEN_BAMBOO) or k.name == GREEN for s, r, k in zip(suit, rank, ts.kinds))
        winds = tuple(_known(ts.named(w), w) for w in WIND_ORDER)
        dragons = tuple(_known(ts.named(d), d) for d in DRAGON_ORDER)
        return cls(suit, rank, honour, tuple(a or b for a, b in zip(terminal, honour)), green, winds, dragons,
                   _dora_table(ts, winds, dragons),
                   tuple(tuple(_known(ts.number(name, r), f"{r} of {name}") for r in range(1, 10)) for name in suit_names))


def _known(kind: int | None, what: str) -> int:
    """A kind the riichi tile set has (a clear error if it lacks it)."""
    if kind is None:
        raise ValueError(f"the tile set has no {what}")
    return kind


def _dora_table(ts: TileSet, winds: tuple[int, ...], dragons: tuple[int, ...]) -> tuple[int, ...]:
    """The next kind in its cycle: 9 to 1 within a suit, E S W N, haku hatsu chun."""
    out = []
    for k in ts.kinds:
        if k.is_number and k.suit is not None:
            up = ts.number(k.suit, k.rank + 1)
            nxt = up if up is not None else _known(ts.number(k.suit, 1), f"1 of {k.suit}")
        else:
            cycle = winds if k.index in winds else dragons
            nxt = cycle[(cycle.index(k.index) + 1) % len(cycle)]
        out.append(nxt)
    return tuple(out)
