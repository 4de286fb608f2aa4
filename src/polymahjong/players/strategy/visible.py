"""What a seat has seen: every tile it may see, counted per kind, and what is still unseen."""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView
    from polymahjong.tiles import TileSet


def visible_counts(view: "SeatView", tileset: "TileSet") -> list[int]:
    """Per kind, the copies this seat can see: its own hand, every discard still in a river, every
    tile of every meld shown, and the indicators (a claimed discard is counted once, in its meld)."""
    c = tileset.copies
    seen = [0] * len(tileset.kinds)
    for t in view.hand:
        seen[t // c] += 1
    for river in view.discards:
        for t in river:
            seen[t // c] += 1
    for melds in view.melds:
        for _type, tiles, _src in melds:
            for t in tiles:
                seen[t // c] += 1
    for t in view.indicators:
        seen[t // c] += 1
    return seen


def unseen_counts(seen: Sequence[int], tileset: "TileSet") -> list[int]:
    """Per kind, the copies this seat cannot see (in the wall or in other hands)."""
    return [max(tileset.copies_of(k) - n, 0) for k, n in enumerate(seen)]
