"""Score a Tianjin win: the win conditions it meets (multiplied together), the
open bar and heavenly victory multipliers, the winner's bars, and the transfers.
The patterns are the scorer frame's (patterns.py): the win conditions of each
arrangement of the hand, the arrangement whose conditions are worth the most
that the tiles can be held as (``best_split``), then the win's multipliers and bars.

``total`` (and ``base``) is the win's points: what each other player pays the
winner before a step up doubles the dealer's transfers. Bars are listed as
patterns too but are not multiplied: each other player pays their points on top.
"""
from __future__ import annotations

from math import prod
from typing import TYPE_CHECKING, Mapping, NamedTuple

from polymahjong.hand import Meld, is_complete
from polymahjong.variants.base import RequestError
from polymahjong.variants.flags import check_flags
from polymahjong.variants.melds import CallRules, read_melds
from polymahjong.variants.patterns import Applied, PatternSpec, best_split, split_patterns
from polymahjong.variants.scoring import CalledMeld, ScoreRequest, ScoreResult
from polymahjong.variants.tianjin import points
from polymahjong.variants.tianjin.conditions import Arrangement, WinningTiles, arrange, arrangements, fishing
from polymahjong.variants.tianjin.jokers import flipped_kind
from polymahjong.variants.tianjin.patterns import ARRANGED, BARS, MULTIPLIERS, WinContext

if TYPE_CHECKING:
    from polymahjong.hand import Decomposition
    from polymahjong.variants.tianjin import Tianjin

UNIT = "points"
CONDITIONS = "Go Fish, Vanilla, Quinquennial, Dragon or Joker's Dragon"
#: Tianjin calls no chi.
CALLS = CallRules(chi=(), calls="bump and bar only")


def score(variant: "Tianjin", req: ScoreRequest) -> ScoreResult:
    """The response to a checked request (bad Tianjin flags, jokers or melds raise RequestError)."""
    flags = check_flags(variant, req)
    jokers = joker_kinds(variant, req)
    melds = declared_melds(variant, req.melds, jokers)
    if not req.tsumo:
        return invalid("the winning tile must be self-drawn")
    ts = variant.tileset
    counts = ts.counts(req.concealed_with_win)
    wild = sum(counts[k] for k in jokers)
    real = tuple(0 if k in jokers else n for k, n in enumerate(counts))
    if not is_complete(variant.shape, real, melds, wild):
        return invalid("not a complete hand")
    win = req.win_tile.kind
    tiles = WinningTiles(variant.shape, real, wild, melds, win, win in jokers)
    vanilla = not wild and not any(t.kind in jokers for m in req.melds for t in m.tiles)
    suit = ts.kinds[min(jokers)].suit  # both jokers are of one row
    bars = tuple(b for m in req.melds if (b := bar_id(m.type, m.tiles[0].kind, jokers)))
    ctx = WinContext(vanilla, suit, flags, bars)
    specs = variant.pattern_specs
    best = best_arrangement(specs, ctx, tiles)
    if best.split is None:
        return invalid(f"no win condition: the hand needs {CONDITIONS}")
    multiplied = best.conditions + split_patterns(specs, MULTIPLIERS, ctx, best.split, worth)
    won_bars = split_patterns(specs, BARS, ctx, best.split, worth)
    total = prod(a.value for a in multiplied)
    n, step_up = req.players, flags["step_up"]
    pay = [0] * n
    points.from_everyone(pay, req.seat, total, step_up)
    pay = points.add(pay, points.bar_payments(n, [(req.seat, a.value) for a in won_bars for _ in range(a.count)],
                                              step_up))
    if flags["shoveled"]:
        pay = points.add(pay, points.shoveled(n, step_up))
    return ScoreResult(valid=True, patterns=[a.as_dict() for a in multiplied + won_bars], total=total, unit=UNIT,
                       base=total, payments=pay, decomposition=spell(variant, best.split, counts, jokers))


def worth(spec: PatternSpec[int], count: int) -> int:
    """What a Tianjin pattern is worth: its value (a bar's value is each bar's)."""
    return spec.value


class Held(NamedTuple):
    """An arrangement of the hand, its win conditions after supersession, their product (0 without any:
    no win) and, once tried, the hand held that way (None: the tiles cannot be)."""

    arrangement: Arrangement
    conditions: list[Applied[int]]
    worth: int
    split: "Decomposition | None" = None


def best_arrangement(specs: Mapping[str, PatternSpec[int]], ctx: WinContext, tiles: WinningTiles) -> Held:
    """The win conditions worth the most that the hand meets together, and an arrangement holding them (its
    ``split`` None when no arrangement with a win condition can be held). The arrangements are tried from the
    most worth down, and only until one can be held: Go Fish's only when the hand was fishing."""
    fish = fishing(tiles)
    held = []
    for a in arrangements(tiles.shape.tileset.suits):
        if fish or not a.go_fish:
            found = split_patterns(specs, ARRANGED, ctx, a, worth)
            held.append(Held(a, found, prod(c.value for c in found) if found else 0))
    held.sort(key=lambda h: -h.worth)
    best, _ = best_split(held, lambda h: h._replace(split=arrange(tiles, h.arrangement)) if h.worth else h,
                         key=lambda h: h.worth if h.split is not None else 0, bound=lambda h: h.worth)
    return best


def joker_kinds(variant: "Tianjin", req: ScoreRequest) -> frozenset[int]:
    """The request's ``jokers``: a flipped tile's kind and the next kind of its row."""
    given = req.extra.get("jokers")
    if not given:
        raise RequestError("missing field 'jokers': the round's two joker kinds, e.g. [\"2s\", \"3s\"]")
    kinds = frozenset(t.kind for t in given)
    if flipped_kind(variant, kinds) is None:
        raise RequestError(f"field 'jokers' must be a flipped tile's kind and the next kind of its row "
                           f"(e.g. [\"2s\", \"3s\"] or [\"9m\", \"1m\"]), not {variant.format(sorted(kinds))!r}")
    return kinds


def declared_melds(variant: "Tianjin", melds: tuple[CalledMeld, ...], jokers: frozenset[int]) -> tuple[Meld, ...]:
    """The bumps and bars as the hand analyser sees them (:data:`CALLS`); a joker taken from a discard is an
    error too."""
    out = read_melds(variant, melds, CALLS)
    for i, m in enumerate(melds):
        if m.type != "closed_kan" and m.tiles[0].kind in jokers:
            raise RequestError(f"field 'melds[{i}]': a joker is never discarded, so it cannot be bumped or barred "
                               f"from a discard")
    return out


def bar_id(meld_type: str, kind: int, jokers: frozenset[int]) -> str | None:
    """The pattern of a meld that is a bar: a dark bar of jokers is golden, other dark bars dark, the rest
    plain; None for a bump."""
    if meld_type == "closed_kan":
        return "golden_bar" if kind in jokers else "dark_bar"
    return "bar" if meld_type.endswith("kan") else None


def spell(variant: "Tianjin", d: "Decomposition", counts: list[int], jokers: frozenset[int]) -> list[str]:
    """The groups in mpsz, each as the tiles it stands for, with the jokers filling it: ``456m (jokers as
    5m)``; a group of jokers standing for any set or pair is written as the jokers."""
    pool = [k for k in sorted(jokers) for _ in range(counts[k])]
    out = []
    for g in d.groups:
        used = [pool.pop(0) for _ in g.wild if pool]
        if not g.tiles:
            out.append(f"{variant.format(used)} (jokers)")
        elif g.wild:
            out.append(f"{variant.format(g.tiles)} (jokers as {variant.format([g.tiles[p] for p in g.wild])})")
        else:
            out.append(variant.format(g.tiles))
    return out


def invalid(reason: str) -> ScoreResult:
    """A well-formed request that is not a win."""
    return ScoreResult(valid=False, reason=reason, unit=UNIT)
