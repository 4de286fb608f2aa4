"""Zung Jung rounds on stacked walls for the table tests, and turns played to the wall's end."""
from __future__ import annotations

from riichi_walls import act, pass_all
from uzje_walls import stacked_wall

from polymahjong.engine import Act, Round, Table
from polymahjong.variants.registry import ruleset

#: Hands that hold nothing for anyone (13 tiles, no two alike): the others' hands in most positions.
JUNK = ("147p258p369p1457z", "147s258s369s1467z", "13579p2468s1357z")


def deal(hands: list[str], draws: str = "", tail: str = "", **options: object) -> Round:
    """A Zung Jung round dealt ``hands`` (the dealer's 14 tiles first, its fourteenth last), the live wall
    giving ``draws`` in order (kong replacements too) and its far end ``tail`` (the first flower replacement
    first)."""
    v = ruleset("zung_jung", **options)
    return Round(Table(v), 0, wall=stacked_wall(v, hands, draws, tail))


def wall(hands: list[str], draws: str = "") -> list[int]:
    """The wall of :func:`deal` (default options), for :meth:`polymahjong.engine.match.Match.start_round`."""
    return stacked_wall(ruleset("zung_jung"), hands, draws)


def discard_drawn_until_last(rnd: Round) -> None:
    """Everyone discards the tile just drawn and passes every claim, until the last tile of the live wall
    has been drawn."""
    while not (rnd.wall.live == 0 and rnd.phase == "turn"):
        assert rnd.drawn is not None
        act(rnd, rnd.turn, Act.DISCARD, rnd.table.variant.format([rnd.kind(rnd.drawn)]))
        pass_all(rnd)
