"""Tiles, actions, exact numbers and wins as plain text, for any front end.

The terminal (``cli/game.py``) and the browser server (``server/``) both show
a ruleset's tiles in its own notation, name the legal actions the same way
and break a win down into its patterns, total and payments; these helpers are
the one place that does it. Nothing here knows about a screen.
"""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any, Iterable

from polymahjong.engine.actions import Act, Action
from polymahjong.tiles import Tile
from polymahjong.variants.base import Variant
from polymahjong.variants.scoring import ScoreResult

#: Round winds by number (the wind of a round is ``round_wind % 4``).
WIND_NAMES = "ESWN"

#: Rulesets whose win shows its points (the total is in fan), and how a self-draw splits them.
SELF_DRAW_SPLIT = {"uzje": "each other player pays half", "sichuan": "each player still in the deal pays 1 more"}


class Names:
    """Tile and action spelling in a ruleset's notation."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.ts = variant.tileset

    def tiles(self, ids: Iterable[int]) -> str:
        """Physical tiles in the ruleset's notation (red fives told apart); ``-`` for none."""
        ids = list(ids)
        return self.variant.format([Tile(self.ts.kind_of(t), self.ts.is_red(t)) for t in ids]) if ids else "-"

    def action(self, a: Action) -> str:
        """What an action does, e.g. ``pon 555m``, ``TSUMO (win)``, ``void suit: dots``."""
        what = {Act.PASS: "pass", Act.TSUMO: "TSUMO (win)", Act.RON: "RON (win)",
                Act.CHALLENGE: "challenge the face-down quad", Act.ABORT: "abortive draw (nine terminals)",
                Act.STEP_UP: "step up (every payment to and from you doubled this round)"}.get(a.act)
        if what:
            return what
        if a.act is Act.VOID:
            return f"void suit: {a.suit}"
        tiles = self.tiles([a.tile] if a.tile is not None else a.tiles)
        return f"{a.act.value} {tiles}"


def river(names: Names, discards: tuple[int, ...], riichi: int | None) -> str:
    """A seat's discards, the riichi tile marked as laid sideways: ``1z9m >5p< 2s``."""
    if riichi is None or riichi not in discards:
        return names.tiles(discards)
    at = discards.index(riichi)
    return " ".join(x for x in (names.tiles(discards[:at]) if at else "", f">{names.tiles([riichi])}<",
                                names.tiles(discards[at + 1:]) if at + 1 < len(discards) else "") if x)


def number(v: Any) -> str:
    """An exact number for the screen: decimals when they are exact (Ùzje's 2.6 f, 7.5 points),
    else ``p/q``; ``v`` is an int, a Fraction or a record's ``"p/q"``."""
    f = Fraction(v)
    d = f.denominator
    while d % 2 == 0:
        d //= 2
    while d % 5 == 0:
        d //= 5
    if f.denominator == 1 or d != 1:
        return str(f)
    return str(Decimal(f.numerator) / Decimal(f.denominator))


def numbers(vs: Any) -> str:
    """A list of exact numbers for the screen, e.g. ``[-2.5, 7.5, -2.5, -2.5]``."""
    return f"[{', '.join(map(number, vs))}]"


def win_breakdown(names: Names, ev: dict[str, Any], result: ScoreResult | None) -> dict[str, Any]:
    """A ``win`` event as text: ``patterns`` (each ``name``, ``value``, ``limit``), the ``total`` (riichi:
    han, fu, limit; Ùzje: fan), the hand's ``points`` where the ruleset shows them (with how a self-draw
    splits them), ``gain`` (the winner's score change) and ``payments`` (score changes by seat).
    Without a scorer (``result`` None) one row with the ruleset's placeholder value."""
    out: dict[str, Any] = {
        "seat": ev["seat"], "tile": names.tiles([ev["tile"]]),
        "source": "self-drawn" if ev["source"] is None else f"from seat {ev['source']}",
        "patterns": [], "total": None, "points": None,
    }
    if result is None:
        out["patterns"].append({"name": "(no scorer)", "value": f"{number(ev['value'])} placeholder", "limit": False})
    else:
        out["patterns"] = [{"name": p.get("name", p["id"]), "value": number(p["value"]), "limit": bool(p.get("limit"))}
                           for p in result.patterns]
        out["total"] = " ".join(part for part in (f"{number(result.total)} {result.unit or ''}".strip(),
                                                  f"{result.fu} fu" if result.fu else "", result.limit or "") if part)
        split = SELF_DRAW_SPLIT.get(names.variant.name)
        if split is not None and result.base is not None:
            out["points"] = number(result.base) + (f" ({split})" if ev["source"] is None else "")
    pay = [number(p) for p in ev["payments"]]
    out["gain"] = pay[ev["seat"]] if pay[ev["seat"]].startswith("-") else f"+{pay[ev['seat']]}"
    out["payments"] = pay
    return out
