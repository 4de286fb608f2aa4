"""A finished match as replay frames for the browser's replay viewer: ``GET /games/{room}.replay``.

The match is played again from its seed and moves (``Room.replay``), one move at a time; after each
move a frame holds what a spectator sees then (``public.spectator_view``), every seat's concealed hand
and drawn tile (the game is over: nothing is secret any more), the public part of the move's events, the
round and the names by seat. The viewer shows all hands or one seat's (the others face down), steps
through the frames and jumps to a round; a live table's spectator steps through the ``state`` messages it
was sent, which have the same fields (without the hands).
"""
from __future__ import annotations

from typing import Any

from polymahjong.engine.round import Event
from polymahjong.render.text import Names
from polymahjong.server.protocol import round_info, tiles_message
from polymahjong.server.public import SPECTATOR, public_events, spectator_view
from polymahjong.server.rooms import OVER, Room


def replay(room: Room) -> dict[str, Any]:
    """``room``'s match (over) as ``{"room", "ruleset", "names", "tiles", "frames"}``; ``names`` by player."""
    fresh = Room(room.id, room.variant.name, room.options, ["human" if s.human else "bot" for s in room.seats],
                 room.seed, room.bot, room.timers.to_json())
    names = room.record()[0]["players"]
    words = Names(fresh.variant)
    frames: list[dict[str, Any]] = []
    seen = 0  # events of the round in play already in a frame
    for move in room.moves:
        fresh.replay([move])
        rnd, match = fresh.round, fresh.match
        if rnd is None or match is None:
            continue
        if move["move"] != "act":  # a new round (the first after the match's own event)
            seen = 0
        events = [*(match.events if move["move"] == "start" else []), *rnd.events[seen:],
                  *(match.events[-1:] if fresh.status == OVER else [])]
        seen = len(rnd.events)
        frames.append(_frame(fresh, words, names, events))
    return {"room": room.id, "ruleset": room.variant.name, "names": names, "tiles": tiles_message(room.variant),
            "frames": frames}


def _frame(room: Room, words: Names, names: list[str], events: list[Event]) -> dict[str, Any]:
    rnd, match = room.round, room.match
    assert rnd is not None and match is not None
    players = [room.player_of(s) for s in range(len(room.seats))]
    view = spectator_view(rnd)
    view["hands"] = [sorted(h) for h in rnd.hands]
    view["drawn_tiles"] = [rnd.drawn if rnd.phase == "turn" and rnd.turn == s else None for s in range(len(players))]
    return {"status": room.status, "deals": match.deals, "seat": None, "player": None, "seat_players": players,
            "seat_names": [names[p] for p in players], "view": view, "legal_text": [], "waiting": [],
            "timer": None, "ready": [], "round": round_info(room),
            "events": public_events(rnd, words, SPECTATOR, events)}
