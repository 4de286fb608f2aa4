"""Stacked walls for the table tests (Ùzje, and Zung Jung whose replacements also come from the far
end of the live wall): chosen hands, draws and far-end replacements; passing claims and finding the win."""
from __future__ import annotations

from typing import Any

from polymahjong.engine import Act, Action, Round, Table
from polymahjong.variants.base import Variant


def deal_order(players: int) -> list[int]:
    """The seat receiving each of the deal's tiles: three rounds of four, one each, the dealer's 14th."""
    return [s for _ in range(3) for s in range(players) for _ in range(4)] + list(range(players)) + [0]


def stacked_wall(v: Variant, hands: list[str], draws: str = "", tail: str = "") -> list[int]:
    """Every physical tile in draw order: ``hands`` (in the ruleset's notation, the dealer's 14 tiles
    first) dealt, then ``draws`` from the head and ``tail`` from the far end (top of a stack before its
    bottom); the other tiles fill the wall, the flowers not placed lie in the dead wall (``[deal]
    dead_wall`` tiles; Ùzje 16)."""
    ts = v.tileset
    free: dict[int, list[int]] = {}
    for t in ts.physical():
        free.setdefault(ts.kind_of(t), []).append(t)

    def take(text: str) -> list[int]:
        return [free[t.kind].pop() for t in v.parse(text)] if text else []

    dealt = [take(h) for h in hands]
    if [len(d) for d in dealt] != [14] + [13] * (len(hands) - 1):
        raise ValueError(f"the dealer needs 14 tiles and the others 13, not {[len(d) for d in dealt]}")
    head = [dealt[s].pop(0) for s in deal_order(len(hands))] + take(draws)
    far = take(tail)
    flowers = [t for k in ts.flowers for t in free.pop(k, [])]
    rest = [t for ts_ in free.values() for t in ts_]
    size_dead = v.rules["deal"]["dead_wall"]
    dead = (flowers + rest)[:size_dead]
    rest = (flowers + rest)[size_dead:]
    live = len(ts.physical()) - size_dead
    size = len(far) + len(far) % 2  # whole stacks at the far end
    wall: list[int | None] = head + [None] * (live - len(head) - size)
    end: list[int | None] = [None] * size
    for i, t in enumerate(far):  # taken from the far end: each stack's top (even position) first
        end[size - 2 - 2 * (i // 2) + i % 2] = t
    filled = [t if t is not None else rest.pop() for t in wall + end]
    return filled + dead


def stacked_round(hands: list[str], draws: str = "", tail: str = "", **options: object) -> Round:
    """A round of ``ruleset("uzje", **options)`` on a stacked wall."""
    from polymahjong.variants.registry import ruleset

    v = ruleset("uzje", players=len(hands), **options)
    return Round(Table(v), 0, wall=stacked_wall(v, hands, draws, tail))


def pass_claims(rnd: Round, events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every seat passes the claim windows on discards; ``events`` with those of the passes."""
    while rnd.phase == "claim" and rnd.claim is not None and rnd.claim.kind == "discard":
        for s in rnd.to_act():
            events += rnd.step(Action(Act.PASS, s))
    return events


def win_event(events: list[dict[str, Any]]) -> dict[str, Any]:
    """The first ``win`` event."""
    return next(e for e in events if e["e"] == "win")
