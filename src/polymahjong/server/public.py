"""Which events a seat may be told, and in what form.

The engine's events are the full record: every hand dealt, every tile drawn,
every action (a seat's ``pass`` tells that it had a call). A client is told
only what the table shows: events whose type is known to be public pass as
they are; the deal, draws, actions, face-down quads and challenges are cut
down to what the seat may see; a win is shown with its breakdown and the
winner's hand laid open. An event of a type not listed here is not sent, so
a ruleset's new event stays private until it is classified.
"""
from __future__ import annotations

from typing import Any

from polymahjong.engine.round import Event, Round
from polymahjong.engine.view import seat_view
from polymahjong.render.text import Names, win_breakdown

#: The viewer number of a spectator: no seat of the round.
SPECTATOR = -1

#: Events with nothing private in them.
PUBLIC = frozenset({"match", "round", "indicator", "jokers", "discard", "flower", "step_up", "payment",
                    "settlement", "reveal", "match_end"})
#: Events shown in part (see :func:`public_events`).
FILTERED = frozenset({"deal", "draw", "action", "call", "challenge", "voids", "win", "round_end"})


def public_events(rnd: Round, names: Names, viewer: int, events: list[Event]) -> list[Event]:
    """What ``viewer`` (a seat of ``rnd``) may see of ``events``, which ``rnd`` (or its match) emitted.

    The deal shows hand sizes; another seat's draw and a face-down quad hide their tiles; another seat's
    actions are left out (the discards and calls they made are events of their own); a challenged quad's
    tiles go to the challengers and the owner only; the forbidden suits chosen (Sichuan) show the seat's own
    and those the table shows now; a win carries ``breakdown`` (render/text.py) and the winner's ``hand``; a
    draw's end the ready seats' ``hands``."""
    out: list[Event] = []
    for ev in events:
        e = ev["e"]
        if e in PUBLIC:
            out.append(ev)
        elif e == "deal":
            out.append({"e": "deal", "sizes": [len(h) for h in ev["hands"]]})
        elif e == "draw":
            out.append(ev if ev["seat"] == viewer else _without(ev, "tile"))
        elif e == "action":
            if ev["seat"] == viewer:
                out.append(ev)
        elif e == "call":
            out.append(ev if _call_visible(rnd, viewer, ev) else _without(ev, "tiles"))
        elif e == "challenge":
            out.append(ev if viewer == ev["seat"] or viewer in ev["seats"] else _without(ev, "tiles"))
        elif e == "voids":
            seen = rnd.table.hooks.voids(rnd, viewer)
            out.append({**ev, "suits": [v if seen[s] is not None else None for s, v in enumerate(ev["suits"])]})
        elif e == "win":
            out.append(_win(rnd, names, ev))
        elif e == "round_end":
            out.append(_ready_hands(rnd, ev))
    return out


def _ready_hands(rnd: Round, ev: Event) -> Event:
    """A round's end; at a draw the ready seats (``info.tenpai``) lay their hands open: ``hands`` by seat
    (null for the others)."""
    ready = ev.get("info", {}).get("tenpai")
    if ev["result"] == "win" or not ready:
        return ev
    return {**ev, "hands": [sorted(h) if s in ready else None for s, h in enumerate(rnd.hands)]}


def spectator_view(rnd: Round) -> dict[str, Any]:
    """What a spectator sees of ``rnd``: a seat view's public part (``seat`` null, no hand, no drawn tile,
    no legal actions), melds, void suits and the claimed tile as a seat that is none of theirs sees them."""
    view = seat_view(rnd, 0).to_json()
    hooks = rnd.table.hooks
    claim = rnd.claim
    shown_claim = claim is not None and (claim.kind != "closed_kan" or hooks.meld_visible(
        rnd, SPECTATOR, claim.discarder, rnd.melds[claim.discarder][-1]))
    view.update(
        seat=None, hand=[], drawn=None, legal=[], furiten=None,
        melds=[[[m.type, list(m.tiles) if hooks.meld_visible(rnd, SPECTATOR, s, m) else [], m.source] for m in ms]
               for s, ms in enumerate(rnd.melds)],
        voids=list(hooks.voids(rnd, SPECTATOR)),
        last_discard=[claim.discarder, claim.tile] if claim is not None and shown_claim else None)
    return view


def _without(ev: Event, key: str) -> Event:
    return {k: v for k, v in ev.items() if k != key}


def _call_visible(rnd: Round, viewer: int, ev: Event) -> bool:
    """Whether ``viewer`` sees the tiles of a call: all but another seat's face-down closed quad."""
    if ev["type"] != "closed_kan" or ev["seat"] == viewer:
        return True
    tiles = set(ev["tiles"])
    meld = next(m for m in rnd.melds[ev["seat"]] if m.type == "closed_kan" and set(m.tiles) == tiles)
    return rnd.table.hooks.meld_visible(rnd, viewer, ev["seat"], meld)


def _win(rnd: Round, names: Names, ev: Event) -> Event:
    """A win event with its breakdown and the winner's concealed tiles (shown when a hand wins)."""
    win = next((w for w in rnd.wins if w.seat == ev["seat"] and w.tile == ev["tile"]), None)
    extra: dict[str, Any] = {"breakdown": win_breakdown(names, ev, win.result if win is not None else None),
                             "hand": sorted(rnd.hands[ev["seat"]])}
    return {**ev, **extra}
