"""Exact numbers as JSON: the one place that says how a :class:`~fractions.Fraction` is written.

Points are exact (int or Fraction) everywhere; only when written out does a Fraction that is not whole need a
form. Records and events keep it exact, as the text ``"p/q"`` (a replay reads back what was written); the
scoring API's responses give JSON numbers, so there it is the nearest float (``2.6`` fan).
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any


def plain(v: Any, exact: bool = True) -> Any:
    """``v`` with every Fraction inside it (through lists, tuples and dicts; tuples become lists) written for
    JSON: a whole one as an int, another as ``"p/q"`` (``exact``) or as the nearest float."""
    if isinstance(v, Fraction):
        return int(v) if v.denominator == 1 else str(v) if exact else float(v)
    if isinstance(v, (list, tuple)):
        return [plain(x, exact) for x in v]
    if isinstance(v, dict):
        return {k: plain(x, exact) for k, x in v.items()}
    return v
