"""Set riichi walls for the table tests: chosen hands, live draws (in turn order, or per seat),
kan replacements and indicators; and stepping a round with its legal actions."""
from __future__ import annotations

import re
from typing import Sequence

from polymahjong.engine import Round, Table
from polymahjong.engine.actions import Act, Action

#: replacement tiles, in the order the engine takes them, and dora / ura indicators (from the wall's end)
REPLACEMENTS = (-2, -1, -4, -3)
INDICATORS = (-6, -8, -10, -12, -14)


def singles(text: str) -> list[str]:
    """Compact mpsz text one tile at a time: ``"19m5z"`` -> ``["1m", "9m", "5z"]``."""
    return [digit + suit for digits, suit in re.findall(r"(\d+)([mpsz])", text) for digit in digits]


def in_turns(per_seat: dict[int, str], count: int, players: int = 4) -> list[str | None]:
    """``count`` live draws of a round without calls, for :func:`build`: draw k (draw 0 is the dealer's
    14th tile) goes to seat k % players, ``per_seat[s]`` gives seat s's draws in order, None: any tile."""
    queues = {s: singles(text) for s, text in per_seat.items()}
    out = [queues[k % players].pop(0) if queues.get(k % players) else None for k in range(count)]
    if any(queues.values()):
        raise ValueError(f"more draws than the seats' {count} turns: {queues}")
    return out


def build(table: Table, hands: list[str], draws: str | Sequence[str | None] = "", rinshan: str = "",
          dora: str = "") -> list[int]:
    """A wall: seat s (0 = dealer) is dealt ``hands[s]``, the live wall gives ``draws`` in turn order
    (the dealer's first draw first; a list: one tile or None (any tile) per draw), kans draw ``rinshan``,
    the indicators are ``dora``; other tiles anywhere (the lowest free ids first)."""
    ts, v = table.tileset, table.variant
    free = list(table.physical)

    def take(text: str) -> list[int]:
        out = []
        for tile in v.parse(text):
            t = next(p for p in free if ts.kind_of(p) == tile.kind and ts.is_red(p) == tile.red)
            free.remove(t)
            out.append(t)
        return out

    dealt = [take(h) for h in hands]
    size = len(table.physical)
    wall: list[int | None] = [None] * size
    pos = 0
    for block in range(4):
        for hand in dealt:
            for t in hand[4 * block:min(4 * block + 4, 13)]:
                wall[pos] = t
                pos += 1
    for t in take(draws) if isinstance(draws, str) else [take(d)[0] if d else None for d in draws]:
        wall[pos] = t
        pos += 1
    for at, t in zip(REPLACEMENTS, take(rinshan)):
        wall[size + at] = t
    for at, t in zip(INDICATORS, take(dora)):
        wall[size + at] = t
    rest = iter(free)
    return [t if t is not None else next(rest) for t in wall]


def deal(table: Table, hands: list[str], **kw: str) -> Round:
    """A round dealt from :func:`build`'s wall."""
    return Round(table, 0, wall=build(table, hands, **kw))


def act(rnd: Round, seat: int, what: Act, tile: str | None = None) -> list[dict]:
    """Play ``seat``'s legal action ``what`` (on a tile of kind ``tile``); returns its events."""
    kind = rnd.table.variant.parse(tile)[0].kind if tile else None
    for a in rnd.legal(seat):
        if a.act is what and (kind is None or rnd.kind(a.tile if a.tile is not None else a.tiles[0]) == kind):
            return rnd.step(a)
    raise AssertionError(f"{what} {tile} not legal for seat {seat}: {rnd.legal(seat)}")


def pass_all(rnd: Round) -> None:
    """Every seat with a claim option passes."""
    while rnd.phase == "claim":
        rnd.step(Action(Act.PASS, rnd.to_act()[0]))


def discard(rnd: Round, seat: int, tile: str, what: Act = Act.DISCARD) -> None:
    """``seat`` discards (or, with ``what`` RIICHI, declares riichi with) ``tile``; every claim is passed."""
    act(rnd, seat, what, tile)
    pass_all(rnd)


def throw_draws(rnd: Round) -> None:
    """Play ``rnd`` to its end: on every turn the seat throws the tile it drew, every claim is passed."""
    while not rnd.over:
        if rnd.phase == "claim":
            pass_all(rnd)
            continue
        seat = rnd.turn
        rnd.step(next(a for a in rnd.legal(seat) if a.act is Act.DISCARD and a.tile == rnd.drawn))
