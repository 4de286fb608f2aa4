"""Score an Ùzje win: the patterns of the best split of the hand, fan or
limits, the ladder amount and the payments.

A win on a flower (the winning tile is a flower) needs no hand: Six flowers
and Crossing the sea on the sixth or eighth flower drawn, Ivies on the Wall on
another player's eighth flower. Every other win is scored over each
decomposition of the hand, keeping the one worth the most points.
"""
from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Mapping

from polymahjong.hand import Decomposition, decompositions
from polymahjong.tiles import Group
from polymahjong.variants.flags import check_flags
from polymahjong.variants.melds import read_melds
from polymahjong.variants.patterns import Applied, best_split, split_patterns
from polymahjong.variants.scoring import ScoreRequest, ScoreResult
from polymahjong.variants.uzje.context import CALLS, RUNS, WinContext, win_context
from polymahjong.variants.uzje.flags import check_quads
from polymahjong.variants.uzje.patterns import CHECKS
from polymahjong.variants.uzje.points import Ladder, payments
from polymahjong.variants.uzje.values import PatternSpec

if TYPE_CHECKING:
    from polymahjong.variants.uzje import Uzje

UNIT = "fan"


def score(variant: "Uzje", req: ScoreRequest) -> ScoreResult:
    """The response to a checked request (bad Ùzje flags or melds raise RequestError)."""
    flags = check_flags(variant, req)
    check_quads(flags, req.melds)
    melds = read_melds(variant, req.melds, CALLS)
    ctx = win_context(variant, req, melds, flags)
    if variant.tileset.kinds[req.win_tile.kind].group is Group.FLOWER:
        return flower_win(variant, req, ctx)
    found = decompositions(variant.shape, variant.tileset.counts(req.concealed_with_win), melds)
    if not found:
        return invalid("not a complete hand")
    ladder = variant.ladder
    applied, best = best_split(found, lambda d: hand_patterns(variant.pattern_specs, ctx, d),
                               key=lambda a: worth(a, ladder))
    return settle(req, applied, ladder, spell(variant, best))


def hand_patterns(specs: Mapping[str, PatternSpec], ctx: WinContext, d: Decomposition) -> list[Applied[Fraction]]:
    """The patterns of one split, after supersession; only limit hands if there are any."""
    applied = split_patterns(specs, CHECKS, ctx, d, lambda spec, n: value(spec, n, ctx))
    limits = [a for a in applied if a.spec.limit]
    return limits or applied


def value(spec: PatternSpec, n: int, ctx: WinContext) -> Fraction:
    """What ``n`` times the pattern is worth in this win."""
    base = spec.all_tongs if spec.all_tongs is not None and ctx.all_tongs else spec.amount
    lucky = spec.lucky if spec.lucky_tile == ctx.win else 0
    return base * n + lucky + spec.extra_quad * (ctx.flags["chain_quads"] - 2)


def worth(applied: list[Applied], ladder: Ladder) -> tuple[int, int, Fraction]:
    """A key ordering splits by points: limits, then the ladder amount, then fan."""
    limits = sum(int(a.value) for a in applied if a.spec.limit)
    fan = sum((a.value for a in applied if not a.spec.limit), Fraction(0))
    return limits, ladder.points(fan) or 0, fan


def spell(variant: "Uzje", d: Decomposition) -> list[str]:
    """The groups of a split in UJMJ, the zero written 0 plus the suit inside ariths and powers."""
    return [variant.notation.format(m.tiles, zero_suit=m.suit if m.kind in RUNS else None) for m in d.groups]


def settle(req: ScoreRequest, applied: list[Applied], ladder: Ladder, decomposition: list[str]) -> ScoreResult:
    """The result of a win with these patterns: validity, points, limit and payments."""
    patterns = [a.as_dict() for a in applied]
    limits, points, fan = worth(applied, ladder)
    if limits:
        fan, points = Fraction(0), limits * ladder.limit
    elif ladder.points(fan) is None:
        return ScoreResult(valid=False, reason=f"below minimum {decimal(ladder.minimum)} f", patterns=patterns,
                           total=fan, unit=UNIT, decomposition=decomposition)
    else:
        limits = ladder.limits(fan)
    return ScoreResult(valid=True, patterns=patterns, total=fan, unit=UNIT, limit=f"{limits} l" if limits else None,
                       base=points, payments=payments(points, req.seat, req.discarder, req.players),
                       decomposition=decomposition)


def decimal(x: Fraction) -> str:
    """A fan amount as people write it: ``2.5``, ``3``."""
    return str(x.numerator) if x.denominator == 1 else str(float(x))


def flower_win(variant: "Uzje", req: ScoreRequest, ctx: WinContext) -> ScoreResult:
    """A win on a flower: the winner's flowers with the winning one decide everything."""
    specs, ladder = variant.pattern_specs, variant.ladder
    flower = variant.tileset.kinds[req.win_tile.kind].name
    if flower in ctx.flowers:
        return invalid(f"the winning flower {ctx.win!r} is already among the flowers")
    held = len(ctx.flowers) + 1
    if not req.tsumo and held != 8:
        return invalid("a flower from another player wins only as Ivies on the Wall (seven flowers held)")
    if req.tsumo and held not in (6, 8):
        return invalid("a drawn flower wins only as the sixth (Six flowers) or the eighth (Crossing the sea)")
    if not req.tsumo:
        won = Applied(specs["ivies_on_the_wall"], 1, specs["ivies_on_the_wall"].amount)
    elif held == 8:
        won = Applied(specs["crossing_the_sea"], 1, specs["crossing_the_sea"].amount)
    else:
        won = Applied(specs["six_flowers"], 1, ladder.minimum)
    return settle(req, [won], ladder, [variant.format(list(req.extra.get("flowers", ())) + [req.win_tile])])


def invalid(reason: str) -> ScoreResult:
    """A well-formed request that is not a win."""
    return ScoreResult(valid=False, reason=reason, unit=UNIT)
