"""What the analyser derives from a hand shape, kept once per distinct shape.

A ruleset builds a new :class:`HandShape` each time it is made (``simulate``
makes one per game), and shapes compare by identity. Memoising per shape
object would keep one copy of every derived table per game for ever; here
equal shapes (same tiles, meld kinds and forms) share one result, and a shape
object's own entry goes away with the shape.
"""
from __future__ import annotations

from typing import Callable, Generic, TypeVar
from weakref import WeakKeyDictionary

from polymahjong.hand.melds import HandShape

T = TypeVar("T")


def signature(shape: HandShape) -> tuple:
    """What the analysis of ``shape`` depends on (red fives do not count)."""
    ts = shape.tileset
    return (ts.kinds, ts.copies, shape.meld_kinds, shape.seven_pairs, shape.orphans, shape.ultra_long_straight,
            shape.sets_needed)


class PerShape(Generic[T]):
    """``build(shape)`` memoised per shape signature; call it with a shape."""

    def __init__(self, build: Callable[[HandShape], T]) -> None:
        self.build = build
        self._by_shape: WeakKeyDictionary[HandShape, T] = WeakKeyDictionary()
        self._by_signature: dict[tuple, T] = {}
        self._last: tuple[HandShape | None, T | None] = (None, None)  # the shape asked last, and its result

    def __call__(self, shape: HandShape) -> T:
        last, found = self._last
        if shape is last:
            return found  # type: ignore[return-value]
        try:
            found = self._by_shape[shape]
        except KeyError:
            key = signature(shape)
            if key not in self._by_signature:
                self._by_signature[key] = self.build(shape)
            found = self._by_shape[shape] = self._by_signature[key]
        self._last = (shape, found)
        return found

    def __len__(self) -> int:
        """How many distinct shapes have a result."""
        return len(self._by_signature)
