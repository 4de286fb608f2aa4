"""The ``analyze`` request: shanten, waits, the best discards and the waits' values of a hand.

A request is a score request (SCORING_API.md) without ``win_tile``: ``hand``
(concealed tiles) and, if any, ``melds``; the other fields describe the win a
ready hand's waits are valued as, each wait scored as that request's winning
tile (default: the ruleset's ``[request] wait_value`` of rules.toml, e.g. a
ron on the dealer's discard). A hand of 3n+2 tiles lists the discards that
leave it at its lowest shanten, with the draws that then lower it and their
unseen copies (:mod:`polymahjong.hand.acceptance`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from polymahjong.hand import Meld, MeldKind, best_discards, decompositions, shanten, waits
from polymahjong.hand.acceptance import acceptance
from polymahjong.variants.base import RequestError
from polymahjong.variants.scoring import parse_request

if TYPE_CHECKING:
    from polymahjong.variants.base import Variant

#: The wait's result fields an analysis lists.
VALUE_FIELDS = ("valid", "reason", "total", "unit", "base", "limit")


def analyze(v: "Variant", request: Mapping[str, Any]) -> dict[str, Any]:
    """Answer one analyze request (``hand`` required; see the module docstring). Raises
    :class:`RequestError` naming what is wrong (a field, a tile held more often than the set has it)."""
    if "win_tile" in request:
        raise RequestError("field 'win_tile' is not for analyze: each wait of a ready hand is valued as it")
    hand = request.get("hand")
    if not isinstance(hand, str):
        raise RequestError(f"field 'hand' must be a tile string, not {hand!r}")
    tiles = v.parse(hand)
    n = len(tiles)
    if n % 3 == 0 or n > 14:
        raise RequestError(f"a hand holds 3n+1 or 3n+2 tiles (at most 14), not {n}: {hand!r}")
    situation = _situation(v, request)
    # the situation checked once, as the score request of the hand's first tile
    melds = parse_request(v, {**situation, "hand": hand, "win_tile": v.format([tiles[0]])}).melds
    counts = v.tileset.counts(tiles)
    declared = [Meld(MeldKind.ANY, tuple(sorted(t.kind for t in m.tiles)), declared=True) for m in melds]
    missing = v.shape.sets_needed - n // 3 - len(declared)
    if missing < 0:
        raise RequestError(f"{n} tiles and {len(declared)} melds are more sets than a hand holds")
    # a short hand: the missing sets count as already declared
    declared += [Meld(MeldKind.ANY, (), declared=True)] * missing
    _check_copies(v, counts, declared)
    out: dict[str, Any] = {"ok": True, "variant": v.name, "hand": v.format(tiles), "tiles": n,
                           "shanten": shanten(v.shape, counts, declared)}
    if n % 3 == 1:
        found = waits(v.shape, counts, declared)
        out["waits"] = [v.notation.kind_name(k) for k in found]
        if found and _valued(v, request):
            out.update(wait_values(v, situation, hand, found))
        return out
    if out["shanten"] < 0:
        out["decompositions"] = [{"form": d.form, "groups": [v.notation.format(g.tiles) for g in d.groups if g.tiles]}
                                 for d in decompositions(v.shape, counts, declared)]
    out["discards"] = [{"tile": v.notation.kind_name(o.kind), "shanten": o.shanten, "unseen": o.unseen,
                        "draws": [{"tile": v.notation.kind_name(k), "unseen": u} for k, u in o.draws]}
                       for o in best_discards(acceptance(v.shape, counts, declared))]
    return out


def wait_values(v: "Variant", situation: Mapping[str, Any], hand: str, kinds: list[int]) -> dict[str, Any]:
    """Each wait scored as the winning tile of ``situation`` (a score request without hand and win tile):
    ``wait_values`` (per wait: tile, valid, and total, unit, base, limit, pattern ids or the reason) and
    ``max_value``, the valid wait of the highest ``base`` (null when none is valid)."""
    listed, best = [], None
    for k in kinds:
        tile = v.notation.kind_name(k)
        answer = v.score_request({**situation, "hand": hand, "win_tile": tile})
        if not answer["ok"]:
            raise RequestError(f"valuing the wait {tile}: {answer['error']}")
        entry = {"tile": tile, **{f: answer[f] for f in VALUE_FIELDS if f in answer}}
        if answer["valid"]:
            entry["patterns"] = [p["id"] for p in answer["patterns"]]
            if best is None or entry["base"] > best["base"]:
                best = entry
        listed.append(entry)
    top = None if best is None else {f: best[f] for f in ("tile", "total", "unit", "base", "limit") if f in best}
    return {"wait_values": listed, "max_value": top}


def _situation(v: "Variant", request: Mapping[str, Any]) -> dict[str, Any]:
    """The score request fields the waits are valued with: the ruleset's defaults, then the request's."""
    given = {k: val for k, val in request.items() if k != "hand"}
    out = {"variant": v.name, **v.rules.get("request", {}).get("wait_value", {"win_type": "tsumo", "seat": 0}),
           **given}
    if "discarder" not in given:
        if out["win_type"] != "ron":
            out.pop("discarder", None)
        elif out.get("discarder") == out.get("seat") and isinstance(out.get("seat"), int):
            out["discarder"] = (out["seat"] + 1) % v.players
    return out


def _valued(v: "Variant", request: Mapping[str, Any]) -> bool:
    """Whether the request holds what the ruleset needs to value a wait (``[request] wait_value_needs``)."""
    return all(f in request for f in v.rules.get("request", {}).get("wait_value_needs", ()))


def _check_copies(v: "Variant", counts: list[int], declared: list[Meld]) -> None:
    """No kind in the hand and melds beyond the tile set's copies of it."""
    held = list(counts)
    for m in declared:
        for k in m.tiles:
            held[k] += 1
    for k, n in enumerate(held):
        if n > v.tileset.copies_of(k):
            raise RequestError(f"the hand holds {n} tiles of {v.notation.kind_name(k)}; the set has "
                               f"{v.tileset.copies_of(k)}")
