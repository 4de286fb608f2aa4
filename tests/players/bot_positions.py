"""Helpers for the ruleset bots' tests: a seat's view of a set position, and seeded rounds played by a
ruleset's default bots with every move checked against the legal ones."""
from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Any, Sequence

from polymahjong.engine import Act, Action, Round, Table
from polymahjong.engine.match import Match
from polymahjong.engine.view import SeatView, seat_view
from polymahjong.players.bots import make_bots
from polymahjong.variants.base import Variant


def tile_ids(v: Variant, text: str) -> list[int]:
    """Physical ids for tiles written in the ruleset's notation (distinct copies of a kind)."""
    used: Counter[int] = Counter()
    out = []
    for t in v.parse(text):
        out.append(t.kind * v.tileset.copies + used[t.kind])
        used[t.kind] += 1
    return out


def position(v: Variant, hand: str, legal: Sequence[Action], seat: int = 0, **fields: Any) -> SeatView:
    """``seat``'s view of a fresh round with its hand replaced by ``hand`` and the choices ``legal``;
    ``fields`` replace any other field of the view (no indicators or jokers unless given)."""
    view = seat_view(Round(Table(v), 1), seat)
    base = {"hand": tuple(sorted(tile_ids(v, hand))), "legal": tuple(legal), "indicators": (),
            "jokers": (), "phase": "turn", "turn": seat, "drawn": None}
    return dataclasses.replace(view, **{**base, **fields})


def discards(v: Variant, hand: str, seat: int = 0) -> list[Action]:
    """A discard of each tile of ``hand``."""
    return [Action(Act.DISCARD, seat, tile=t) for t in tile_ids(v, hand)]


def play_rounds(v: Variant, seed: int, rounds: int) -> Counter[str]:
    """Play up to ``rounds`` rounds of a match with the ruleset's default bots, asserting every action is
    legal; the actions taken, by kind."""
    bots = make_bots(v, None, seed)
    match = Match(v, seed)
    taken: Counter[str] = Counter()
    for _ in range(rounds):
        if match.over:
            break
        rnd = match.start_round()
        while not rnd.over:
            seat = rnd.to_act()[0]
            view = seat_view(rnd, seat)
            action = bots[match.player_of(seat)].act(view)
            assert action in view.legal, (seed, action, view.legal)
            taken[action.act.value] += 1
            rnd.step(action)
        match.finish_round()
    return taken
