"""Tiles, actions, exact numbers and wins as plain text, for any front end.

The terminal (``cli/game.py``) and the browser server (``server/``) both show
a ruleset's tiles in its own notation, name the legal actions the same way
and break a win down into its patterns, total and payments; these helpers are
the one place that does it. Nothing here knows about a screen.
"""
from __future__ import annotations

from decimal import Decimal
from fractions import Fraction
from typing import Any, Iterable, Mapping

from polymahjong.engine.actions import Act, Action
from polymahjong.tiles import Tile
from polymahjong.variants.base import Variant
from polymahjong.variants.scoring import ScoreResult

#: Round winds by number (the wind of a round is ``round_wind % 4``).
WIND_NAMES = "ESWN"

#: Seat winds by seat (the dealer's seat 0 is East; with more than four players they repeat after North).
SEAT_WINDS = "ESWN"


class Names:
    """Tile and action spelling in a ruleset's notation, in its own words (the ``[terms]`` table of its
    rules.toml: ``calls`` renames call types, ``indicator`` names the flipped tiles, ``self_draw_split``
    says how a self-draw's points split, ``declaration`` names a discard flag that declares something
    (riichi), ``ready`` the exhaustive draw's list of ready seats, ``sticks`` what the declarations' sticks
    on the table are called)."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant
        self.ts = variant.tileset
        self.terms: dict[str, Any] = variant.rules.get("terms", {})

    def call(self, kind: str) -> str:
        """A call type (``pon``, ``open_kan``, ...) in the ruleset's word (Tianjin: ``bump``, ``bar``)."""
        return self.terms.get("calls", {}).get(kind, kind)

    @property
    def sticks(self) -> str:
        """What the sticks a ready declaration puts on the table are called (riichi: ``riichi sticks``)."""
        return self.terms.get("sticks", "declaration sticks")

    @property
    def indicator(self) -> str:
        """What the flipped indicator tiles are called (``dora indicators``, ``bonus tile``)."""
        return self.terms.get("indicator", "indicators")

    def meld(self, ids: Iterable[int]) -> str:
        """One meld's physical tiles as the ruleset's notation writes a meld (UJMJ: ``07dt``)."""
        ids = list(ids)
        return self.variant.notation.format_meld([self._tile(t) for t in ids]) if ids else "-"

    def tile(self, tile: int) -> str:
        """One physical tile."""
        return self.variant.format([self._tile(tile)])

    def _tile(self, t: int) -> Tile:
        return Tile(self.ts.kind_of(t), self.ts.is_red(t))

    def tiles(self, ids: Iterable[int]) -> str:
        """Physical tiles in the ruleset's notation (red fives told apart); ``-`` for none."""
        ids = list(ids)
        return self.variant.format([self._tile(t) for t in ids]) if ids else "-"

    def action(self, a: Action) -> str:
        """What an action does, e.g. ``pon 555m``, ``TSUMO (win)``; one of the ruleset's own as its rules.toml
        ``[actions]`` text says (Sichuan: ``void suit: dots``), else as a call of its tile."""
        what = {Act.PASS: "pass", Act.TSUMO: "TSUMO (win)", Act.RON: "RON (win)",
                Act.ABORT: "abortive draw (nine terminals)"}.get(a.act)
        if what:
            return what
        own = self.variant.rules.get("actions", {}).get(a.act.value, {}).get("text")  # the ruleset's own action
        if own:
            return str(own).format(suit=a.suit, tile=self.tile(a.tile) if a.tile is not None else "")
        tiles = self.tile(a.tile) if a.tile is not None else self.meld(a.tiles)
        return f"{self.call(a.act.value)} {tiles}"


def river(names: Names, discards: tuple[int, ...], marked: int | None) -> str:
    """A seat's discards in the order played, the declaring tile (riichi's) marked as laid sideways:
    ``1z 9m >5p< 2s``; ``-`` for none."""
    return " ".join(f">{names.tile(t)}<" if t == marked else names.tile(t) for t in discards) or "-"


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


def win_breakdown(names: Names, ev: Mapping[str, Any], result: ScoreResult | None,
                  parts: tuple[Any, Any, Any] | None = None) -> dict[str, Any]:
    """A ``win`` event as text: ``patterns`` (each ``name``, ``value``, ``limit``), the ``total`` (riichi:
    han, fu, limit; Ùzje: fan), the hand's ``points`` where the ruleset shows them (with how a self-draw
    splits them), ``gain`` (the winner's score change) and ``payments`` (score changes by seat); with
    ``parts`` (the gain from the hand, from honba, from declaration sticks) ``from`` says each, signed.
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
        split = names.terms.get("self_draw_split")
        if split is not None and result.base is not None:
            out["points"] = number(result.base) + (f" ({split})" if ev["source"] is None else "")
    pay = [number(p) for p in ev["payments"]]
    out["gain"] = signed(ev["payments"][ev["seat"]])
    out["payments"] = pay
    out["from"] = None if parts is None else dict(zip(("hand", "honba", "sticks"), map(signed, parts)))
    return out


def signed(v: Any) -> str:
    """An exact score change with its sign: ``+7.5``, ``-2000``, ``0``."""
    text = number(v)
    return text if text.startswith("-") or text == "0" else f"+{text}"
