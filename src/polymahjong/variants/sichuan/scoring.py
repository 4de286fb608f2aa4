"""Score a Sichuan Bloody Hu (rule document, Lesson 5).

The fan of Table 4 over the best split of the hand; the hand value of Table 5
(1 point doubled once per fan, up to the fan cap); the payments of Table 6
(the discarder pays the hand value; on a self-draw each non-Hu player pays it
plus 1). The same valuation gives a ready hand's "theoretical maximum" when
the wall ends (:func:`ready_value`): the best hand over every tile it waits
on, with no special condition of the winning tile.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from polymahjong.hand import SEVEN_PAIRS, STANDARD, Decomposition, Meld, MeldKind, decompositions, waits
from polymahjong.notation.mpsz import SUIT_LETTERS
from polymahjong.variants.base import RequestError
from polymahjong.variants.flags import check_flags
from polymahjong.variants.melds import CallRules, read_melds
from polymahjong.variants.patterns import Applied, best_split
from polymahjong.variants.scoring import ScoreRequest, ScoreResult

if TYPE_CHECKING:
    from polymahjong.variants.sichuan import Sichuan

UNIT = "fan"
#: Sichuan calls no chow.
CALLS = CallRules(chi=(), calls="pon and kongs only")


@dataclass(frozen=True)
class Valued:
    """The best split of a complete hand, its patterns of Table 4 and their total fan."""

    fans: tuple[Applied[int], ...]
    total: int
    split: Decomposition


def score(variant: "Sichuan", req: ScoreRequest) -> ScoreResult:
    """The response to a checked request; a request Sichuan cannot read raises :class:`RequestError`."""
    flags = frozenset(name for name, on in check_flags(variant, req).items() if on)
    melds = read_melds(variant, req.melds, CALLS)
    payers = paying_seats(req)
    counts = variant.tileset.counts(req.concealed_with_win)
    totals = held(counts, melds)
    for k, n in enumerate(totals):
        if n > variant.tileset.copies:
            raise RequestError(f"the hand holds {n} tiles of {variant.format([k])}; the set has {variant.tileset.copies}")
    robbed = req.win_tile.kind
    if "chankan" in flags and totals[robbed] > 1:
        raise RequestError(f"flag 'chankan': the robbed kong holds the other three {variant.format([robbed])}, "
                           "so the hand cannot hold one")
    if forbidden_suit_present(variant, totals, req.extra.get("void_suit")):
        return ScoreResult(valid=False, reason="forbidden suit present", unit=UNIT)
    best = value(variant, counts, melds, flags)
    if best is None:
        return ScoreResult(valid=False, reason="not a complete hand", unit=UNIT)
    points = hand_value(variant, best.total)
    share = points + (variant.rules["points"]["self_draw_bonus"] if req.tsumo else 0)
    pay = [0] * req.players
    for s in payers:
        pay[s] -= share
        pay[req.seat] += share
    return ScoreResult(valid=True, patterns=[f.as_dict() for f in best.fans], total=best.total, unit=UNIT,
                       base=points, payments=pay, decomposition=[variant.format(g.tiles) for g in best.split.groups])


def paying_seats(req: ScoreRequest) -> list[int]:
    """Who pays: the discarder on a Hu from a discard (or a robbed kong); on a self-draw every seat still
    in the deal but the winner (``active_seats``, default all: the bloody end)."""
    active = sorted(set(req.extra.get("active_seats", range(req.players))))
    if req.discarder is not None:
        if req.discarder not in active:
            raise RequestError(f"field 'active_seats' {active} must hold the discarder {req.discarder}: "
                               "a seat that has won no longer plays")
        return [req.discarder]
    payers = [s for s in active if s != req.seat]
    if not payers:
        raise RequestError(f"field 'active_seats' {active}: a self-draw needs another seat still in the deal")
    return payers


def held(counts: Sequence[int], melds: Sequence[Meld]) -> list[int]:
    """Every tile of the hand per kind: the concealed ones (winning tile included) and the melds'."""
    out = list(counts)
    for m in melds:
        for k in m.tiles:
            out[k] += 1
    return out


def forbidden_suit_present(variant: "Sichuan", totals: Sequence[int], void: str | None) -> bool:
    """Whether the hand holds its forbidden suit; without ``void_suit``, whether it holds all three suits
    (whichever suit the winner voided is then present)."""
    suits = {variant.tileset.kinds[k].suit for k, n in enumerate(totals) if n}
    if void is None:
        return len(suits) == len(variant.tileset.suits)
    return SUIT_LETTERS[void] in suits


def value(variant: "Sichuan", counts: Sequence[int], melds: tuple[Meld, ...], flags: frozenset[str]) -> Valued | None:
    """The split of a complete hand worth the most fan (None: the hand is not complete).

    ``counts``: the concealed tiles with the winning tile; ``flags``: the request flags set."""
    found = decompositions(variant.shape, counts, melds)
    if not found:
        return None
    totals = held(counts, melds)
    fans, split = best_split(found, lambda d: split_fans(variant, d, totals, flags),
                             key=lambda fans: sum(f.value for f in fans))
    return Valued(fans, sum(f.value for f in fans), split)


def split_fans(variant: "Sichuan", d: Decomposition, totals: Sequence[int],
               flags: frozenset[str]) -> tuple[Applied[int], ...]:
    """The patterns of Table 4 in one split of the hand."""
    kongs = sum(1 for g in d.groups if g.kind is MeldKind.QUAD)
    suits = {variant.tileset.kinds[k].suit for k, n in enumerate(totals) if n}
    standard = d.form == STANDARD
    counted = {
        "kong": kongs,
        # four identical tiles that are not a kong lie in two or more sets
        "root": sum(1 for n in totals if n == 4) - kongs,
        "all_pungs": standard and all(g.kind in (MeldKind.TRIPLET, MeldKind.QUAD) for g in d.sets),
        # every set declared: the hand held one tile and waited on its pair
        "golden_wait": standard and sum(1 for g in d.sets if g.declared) == 4,
        "full_flush": len(suits) == 1,
        "seven_pairs": d.form == SEVEN_PAIRS,
    }
    table = variant.rules["patterns"]
    out = []
    for pid, spec in variant.pattern_specs.items():
        n = int(counted[pid]) if pid in counted else int(any(f in flags for f in table[pid]["flags"]))
        if n:
            count = n if spec.each else 1
            out.append(Applied(spec, count, count * spec.value))
    return tuple(out)


def hand_value(variant: "Sichuan", fan: int) -> int:
    """Table 5: 1 point doubled once per fan, the fan counted up to the ``fan_cap`` option."""
    return variant.rules["points"]["base"] * 2 ** min(fan, variant.options["fan_cap"])


def ready_value(variant: "Sichuan", counts: Sequence[int], melds: tuple[Meld, ...]) -> int | None:
    """The "theoretical maximum" of a hand one tile short (Lesson 6): the most points over every tile it
    waits on, with no special condition of the winning tile; None when it waits on nothing."""
    best = None
    for k in waits(variant.shape, counts, melds):
        hand = list(counts)
        hand[k] += 1
        valued = value(variant, hand, melds, frozenset())
        if valued is not None:
            best = max(best or 0, hand_value(variant, valued.total))
    return best
