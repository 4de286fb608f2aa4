"""Whether a call keeps a hand able to reach its ruleset's minimum (Ùzje's 2.5 fan).

The check is the ruleset's (:meth:`Variant.call_check`, e.g. ``variants/uzje/calls.py``); rulesets
without a minimum allow every call.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView
    from polymahjong.variants.base import Variant

#: A check: (the seat's view, the tile kinds the hand would hold after the call, melds included) -> allowed.
CallCheck = Callable[["SeatView", Sequence[int]], bool]


def call_check(variant: "Variant") -> CallCheck:
    """The variant's check (every call allowed for rulesets without a fan minimum)."""
    check: CallCheck | None = variant.call_check()
    return check if check is not None else (lambda view, kinds: True)
