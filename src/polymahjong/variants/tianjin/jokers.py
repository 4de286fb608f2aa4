"""The round's jokers: the flipped tile's kind and the kind to its right in the
document's table of tiles, wrapping within the row (9m gives 9m and 1m; blank
gives blank and center)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from polymahjong.tiles import Group

if TYPE_CHECKING:
    from polymahjong.variants.base import Variant


def next_kind(variant: "Variant", kind: int) -> int:
    """The kind right of ``kind`` in its row: the next rank of a suit, the next direction, or the next of
    the miscellaneous row (``[jokers] dragon_order``: center, fortune, blank), each wrapping round."""
    ts = variant.tileset
    k = ts.kinds[kind]
    if k.group is Group.NUMBER:
        ranks = sorted(x.rank for x in ts.kinds if x.suit == k.suit)
        nxt = ts.number(k.suit, ranks[(ranks.index(k.rank) + 1) % len(ranks)])  # type: ignore[arg-type]
    else:
        row = ([x.name for x in ts.kinds if x.group is Group.WIND] if k.group is Group.WIND
               else variant.rules["jokers"]["dragon_order"])
        nxt = ts.named(row[(row.index(k.name) + 1) % len(row)])
    assert nxt is not None
    return nxt


def joker_kinds(variant: "Variant", flipped: int) -> frozenset[int]:
    """The two joker kinds when a tile of kind ``flipped`` is turned up."""
    return frozenset({flipped, next_kind(variant, flipped)})


def flipped_kind(variant: "Variant", jokers: frozenset[int]) -> int | None:
    """The kind that was turned up to give ``jokers``, or None when no flipped tile gives them."""
    return next((k for k in jokers if joker_kinds(variant, k) == jokers), None)
