"""What a client is told of the events, and what a spectator sees.

The engine's events are the full record: every hand dealt, every tile drawn, every action (a seat's
``pass`` tells that it had a call). What a seat may see of them is the one observer's
(:func:`polymahjong.engine.observer.observe`, by each kind's visibility rule, a ruleset's own kinds
included); here it is only presented for the screen: the deal as hand sizes (the seat's own hand is in its
view), a win with its breakdown and the winner's hand laid open, a draw's end with the ready hands.
"""
from __future__ import annotations

from typing import Any, Sequence

from polymahjong.engine.events import EventData as Event
from polymahjong.engine.observer import SPECTATOR, observe
from polymahjong.engine.round import Round
from polymahjong.engine.view import seat_view
from polymahjong.render.text import Names, win_breakdown

__all__ = ["SPECTATOR", "public_events", "spectator_view"]


def public_events(rnd: Round, names: Names, viewer: int, events: Sequence[Event]) -> list[Event]:
    """What ``viewer`` (a seat of ``rnd``, or :data:`SPECTATOR`) is told of ``events``, which ``rnd`` (or its
    match) emitted: what the observer lets it see, the deal as ``sizes``, a win with its ``breakdown``
    (render/text.py) and the winner's ``hand``, a draw's end with the ready seats' ``hands``."""
    out: list[Event] = []
    for ev in observe(events, viewer, rnd.table.events, rnd):
        e = ev["e"]
        if e == "deal":
            out.append({"e": "deal", "sizes": [len(h) for h in ev["hands"]]})
        elif e == "win":
            out.append(_win(rnd, names, ev))
        elif e == "round_end":
            out.append(_ready_hands(rnd, ev))
        else:
            out.append(ev)
    return out


def _ready_hands(rnd: Round, ev: Event) -> Event:
    """A round's end; at a draw the ready seats (``info.tenpai``) lay their hands open: ``hands`` by seat
    (null for the others)."""
    ready = ev.get("info", {}).get("tenpai")
    if ev["result"] == "win" or not ready:
        return ev
    return {**ev, "hands": [sorted(h) if s in ready else None for s, h in enumerate(rnd.hands)]}


def spectator_view(rnd: Round) -> dict[str, Any]:
    """What a spectator sees of ``rnd``: the view of no seat (``seat`` null, no hand, no drawn tile, no legal
    actions; the melds, the ruleset's declarations and the claimed tile as a seat that is none of theirs sees
    them)."""
    return {**seat_view(rnd, SPECTATOR).to_json(), "seat": None}


def _win(rnd: Round, names: Names, ev: Event) -> Event:
    """A win event with its breakdown and the winner's concealed tiles (shown when a hand wins)."""
    win = next((w for w in rnd.wins if w.seat == ev["seat"] and w.tile == ev["tile"]), None)
    extra: dict[str, Any] = {"breakdown": win_breakdown(names, ev, win.result if win is not None else None),
                             "hand": sorted(rnd.hands[ev["seat"]])}
    return {**ev, **extra}
