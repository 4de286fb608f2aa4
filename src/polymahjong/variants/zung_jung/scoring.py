"""Score a Zung Jung win: the patterns of the best split of the hand, the
hand's value under the limit, and who pays what (spec_zung_jung.md sections
4 to 7, the rule document's Blame section).

The hand's value is the sum of its patterns after supersession, at most
``[scoring] limit`` (320); a hand with a limit pattern scores only its best
limit pattern, whatever that is worth. A hand with no pattern is a chicken
hand. The split scored is the one worth the most.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Mapping

from polymahjong.hand import Decomposition, decompositions
from polymahjong.variants.melds import read_melds
from polymahjong.variants.patterns import Applied, PatternSpec, best_split, check_table, split_patterns, table_specs
from polymahjong.variants.scoring import ScoreRequest, ScoreResult
from polymahjong.variants.zung_jung.context import CALLS, WinContext, win_context
from polymahjong.variants.zung_jung.patterns import CHECKS

if TYPE_CHECKING:
    from polymahjong.variants.zung_jung import ZungJung

UNIT = "points"
CHICKEN = "chicken_hand"
#: ``limit`` of the response: the sum of the patterns was cut down to the limit, or a limit pattern gave the value.
CAPPED, LIMIT_HAND = "limit", "limit_hand"


def pattern_specs(table: Mapping[str, Mapping[str, Any]]) -> dict[str, PatternSpec[int]]:
    """The pattern table of rules.toml as specs (values in points); every predicate needs an entry and the
    other way round."""
    check_table("zung_jung", table, CHECKS, without=(CHICKEN,))
    return table_specs(table)


@dataclass(frozen=True)
class Valued:
    """The patterns of one split and what the hand is worth with them."""

    applied: tuple[Applied[int], ...]
    value: int
    limit: str | None

    @property
    def key(self) -> tuple[int, int]:
        """Splits compare by value, then by the sum before the limit."""
        return self.value, sum(a.value for a in self.applied)


def score(variant: "ZungJung", req: ScoreRequest) -> ScoreResult:
    """The response to a checked request (bad melds, tiles or flags raise RequestError)."""
    melds = read_melds(variant, req.melds, CALLS)
    ctx = win_context(variant, req, melds)
    found = decompositions(variant.shape, variant.tileset.counts(req.concealed_with_win), melds)
    if not found:
        return ScoreResult(valid=False, reason="not a complete hand", unit=UNIT)
    rules = variant.rules["scoring"]
    best, chosen = best_split(found, lambda d: valued(variant.pattern_specs, ctx, d, rules["limit"]),
                              key=lambda v: v.key)
    patterns = [a.as_dict() for a in best.applied]
    split = [variant.format(g.tiles) for g in chosen.groups]
    minimum = variant.options["minimum"]
    if best.value < minimum:
        return ScoreResult(valid=False, reason=f"below minimum {minimum} points", patterns=patterns, total=best.value,
                           unit=UNIT, decomposition=split)
    blame = ctx.flags["blame_seat"]
    return ScoreResult(valid=True, patterns=patterns, total=best.value, unit=UNIT, limit=best.limit, base=best.value,
                       payments=payments(best.value, req.seat, req.discarder, req.discarder if blame is None else blame,
                                         req.players, rules["blame_above"]),
                       decomposition=split)


def valued(specs: Mapping[str, PatternSpec[int]], ctx: WinContext, d: Decomposition, limit: int) -> Valued:
    """The patterns of one split after supersession, and the hand's value: its best limit pattern's
    value if it has one, else the sum of its patterns up to ``limit``; a chicken hand without any."""
    applied = split_patterns(specs, CHECKS, ctx, d, lambda spec, n: spec.value * n)
    limits = [a for a in applied if a.spec.limit]
    if limits:
        top = max(limits, key=lambda a: a.value)
        return Valued((top,), top.value, LIMIT_HAND)
    if not applied:
        applied = [Applied(specs[CHICKEN], 1, specs[CHICKEN].value)]
    total = sum(a.value for a in applied)
    return Valued(tuple(applied), min(total, limit), CAPPED if total > limit else None)


def payments(value: int, winner: int, discarder: int | None, blame: int | None, players: int,
             above: int) -> list[int | Fraction]:
    """Every seat's change. Each other player pays ``value``; but on a discard win worth more than
    ``above``, the others pay ``above`` and the player to blame the rest of what the winner is
    owed, unless the winner is to blame himself (same-turn immunity: paid as a self-draw)."""
    others = [s for s in range(players) if s != winner]
    out: list[int | Fraction] = [0] * players
    for s in others:
        out[s] = -value
    if discarder is not None and value > above and blame is not None and blame != winner:
        for s in others:
            out[s] = -above
        out[blame] = -(len(others) * value - above * (len(others) - 1))
    out[winner] = -sum(out)
    return out
