"""Valuing and settling a win: the variant's scorer when it has one, else the placeholder hook."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from polymahjong.engine.table import Number
from polymahjong.tiles import Tile
from polymahjong.variants.contract import FLAG_NAMES
from polymahjong.variants.scoring import CalledMeld, ScoreRequest, ScoreResult

if TYPE_CHECKING:
    from polymahjong.engine.round import Round, Win

SUIT_LETTERS = {"characters": "m", "dots": "p", "bamboo": "s"}


def flag_names(rules: Mapping[str, Any]) -> dict[str, str]:
    """The engine's win flags that a ruleset reads under its own names (rules.toml ``[request] flag_names``
    for the contract's flags, ``[round] flag_names`` for the engine's others), engine name → ruleset name."""
    return {**rules.get("request", {}).get("flag_names", {}), **rules["round"].get("flag_names", {})}


def score_request(rnd: "Round", win: "Win", sticks: int, honba: int) -> ScoreRequest:
    """The SCORING_API request describing ``win`` (seats relative to the dealer, as in the round)."""
    ts = rnd.table.tileset

    def tile(t: int) -> Tile:
        return Tile(ts.kind_of(t), ts.is_red(t))

    hand = list(rnd.hands[win.seat])
    if win.discarder is None and win.tile in hand:  # a drawn flower that wins was exposed, not held
        hand.remove(win.tile)
    melds = tuple(CalledMeld(m.type, tuple(tile(t) for t in m.tiles), m.source) for m in rnd.melds[win.seat])
    extra: dict[str, object] = {}
    shown = tuple(tile(t) for t in rnd.wall.flipped())
    if rnd.rules.indicators == "dora":
        extra["dora_indicators"] = shown
    elif rnd.rules.indicators == "bonus":
        extra["bonus_tile"] = shown
    flowers = [t for t in rnd.flowers[win.seat] if t != win.tile]  # a winning flower is the win tile
    if flowers:
        extra["flowers"] = tuple(tile(t) for t in flowers)
    if rnd.jokers:
        extra["jokers"] = tuple(Tile(k) for k in sorted(rnd.jokers))
    if rnd.rules.bloody_end:
        extra["active_seats"] = tuple(rnd.active)
    rules = rnd.table.variant.rules
    names = flag_names(rules)
    allowed = set(rules["round"].get("engine_flags", ())) or set(rules.get("request_flags", ())) or set(FLAG_NAMES)
    flags = {names.get(k, k): v for k, v in win.flags.items() if names.get(k, k) in allowed}
    request = ScoreRequest(tuple(tile(t) for t in sorted(hand)), melds, tile(win.tile), win.discarder is None, win.seat,
                           win.discarder, "ESWN"[rnd.round_wind % 4], rnd.n, flags, honba, sticks, None,
                           extra)
    return rnd.table.hooks.win_request(rnd, win, request)


def win_result(rnd: "Round", win: "Win") -> ScoreResult:
    """The variant's score of ``win`` (honba and declaration sticks go to the first winner, see :func:`settle_win`)."""
    return rnd.table.variant.score(score_request(rnd, win, rnd.sticks, rnd.honba))


def settle_win(rnd: "Round", win: "Win", first: bool) -> list[Number]:
    """Each seat's payment for ``win``; the first winner of a tile also takes the honba and declaration sticks."""
    stick = rnd.rules.declaration_stick
    if win.result is not None:
        if not first:  # rescore without the honba and sticks, which went to the first winner
            win.result = rnd.table.variant.score(score_request(rnd, win, 0, 0))
        pay = list(win.result.payments)
        if len(pay) != rnd.n:
            raise ValueError(f"{rnd.table.variant.name} scorer gave {len(pay)} payments for {rnd.n} seats")
    else:
        pay = rnd.table.hooks.placeholder_payments(rnd, win)
        if first:
            pay[win.seat] += rnd.sticks * stick
    if first:
        rnd.sticks = 0
    return pay


def gain_parts(rnd: "Round", win: "Win") -> tuple[Number, Number, Number] | None:
    """A settled win's gain to the winner split into what the hand is worth, what the honba added and the
    declaration sticks it took (the hand rescored without them); None without a scorer."""
    if win.result is None:
        return None
    gain = win.payments[win.seat]
    hand = rnd.table.variant.score(score_request(rnd, win, 0, 0)).payments[win.seat]
    if gain == hand:  # nothing on the table, or not the first winner of the tile
        return hand, 0, 0
    with_honba = rnd.table.variant.score(score_request(rnd, win, 0, rnd.honba)).payments[win.seat]
    return hand, with_honba - hand, gain - with_honba
