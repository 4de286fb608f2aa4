"""Zung Jung's table hooks: who is to blame for a win on a discard (same-turn immunity), Blessing of
Earth, and a win on a tile the winner himself passed up, scored as the self-draw before it.

Same-turn immunity (rule document): a player who passes up a winning discard may still win on the
same tile later in that go-around, but the blame stays with the first player who discarded it. The
winner's hand has not changed since his own last discard, so he could have won on every discard of
the winning tile since then: the first of them (his own included) takes the blame. If that is his
own discard, "your hand is treated as though you had called tsumo before discarding the tile".
"""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Sequence

from polymahjong.engine.events import EventData
from polymahjong.engine.table import TableHooks
from polymahjong.tiles import Tile

if TYPE_CHECKING:
    from polymahjong.engine.round import Round, Win
    from polymahjong.variants.scoring import ScoreRequest

KONGS = ("open_kan", "closed_kan", "added_kan")


class Hooks(TableHooks):
    """Zung Jung: discard wins carry the seat to blame; a win on one's own passed-up tile is a self-draw."""

    def win_request(self, rnd: "Round", win: "Win", request: "ScoreRequest") -> "ScoreRequest":
        """A discard win: ``blame_seat`` and Blessing of Earth's ``first_turn``; or, when the winner
        discarded the tile himself this go-around, the self-draw he passed up before that discard."""
        if request.tsumo:
            return request
        mine = last_discard(rnd.events, win.seat)
        blame = to_blame(rnd, win, mine)
        if blame == win.seat:
            assert mine is not None
            passed = passed_self_draw(rnd, win, request, mine)
            if passed is not None:
                return passed
        flags = {**request.flags, "blame_seat": blame}
        if blessing_of_earth(rnd, win):
            flags["first_turn"] = True
        return replace(request, flags=flags)


def last_discard(events: Sequence[EventData], seat: int) -> int | None:
    """The index of ``seat``'s last discard event, None if it has not discarded this deal."""
    return next((i for i in range(len(events) - 1, -1, -1)
                 if events[i]["e"] == "discard" and events[i]["seat"] == seat), None)


def to_blame(rnd: "Round", win: "Win", since: int | None) -> int:
    """The first player to discard the winning tile's kind since the winner's own last discard (that
    discard included); the discarder (or the robbed kong's owner) if there is none."""
    kind = rnd.kind(win.tile)
    for e in rnd.events[since or 0:]:
        if e["e"] == "discard" and rnd.kind(e["tile"]) == kind:
            return e["seat"]
    assert win.discarder is not None
    return win.discarder


def blessing_of_earth(rnd: "Round", win: "Win") -> bool:
    """A win on the dealer's first discard, before any call or kong (either clears every first turn)."""
    return win.discarder == 0 and len(rnd.river[0]) == 1 and rnd.first_turns[win.seat]


def passed_self_draw(rnd: "Round", win: "Win", request: "ScoreRequest", mine: int) -> "ScoreRequest | None":
    """The self-draw the winner could have declared before his discard at event ``mine``: the same
    fourteen tiles, the tile he had received last as the winning tile (with Win on Kong if that was a
    kong's replacement, Blessing of Heaven if the dealer had done nothing else yet). None when his turn
    began with a chi or pon: he had drawn nothing to win on."""
    before, seat = rnd.events[:mine], win.seat
    at = turn_start(before, seat)
    start = before[at]
    flags: dict[str, Any] = {}
    if start["e"] == "call":
        return None
    if start["e"] == "deal":  # the dealer's first turn: the deal's fourteenth tile
        drawn = rnd.wall.tiles[13 * rnd.n]
        if drawn not in rnd.hands[seat] + rnd.river[seat][-1:]:
            return None
    else:
        drawn = start["tile"]
        if start["replacement"] and after_kong(before[:at]):
            flags["rinshan"] = True
    if seat == 0 and not any(e["e"] in ("discard", "call") for e in before):
        flags["first_turn"] = True
    tile = Tile(rnd.table.tileset.kind_of(drawn))
    tiles = list(request.hand) + [request.win_tile]
    tiles.remove(tile)
    return replace(request, hand=tuple(sorted(tiles)), win_tile=tile, tsumo=True, discarder=None, flags=flags)


def turn_start(events: Sequence[EventData], seat: int) -> int:
    """The index of the event that gave ``seat`` its last tile: a draw, a chi or pon, or the deal."""
    return next(j for j in range(len(events) - 1, -1, -1)
                if events[j]["e"] == "deal" or (events[j]["e"] in ("draw", "call") and events[j]["seat"] == seat))


def after_kong(events: Sequence[EventData]) -> bool:
    """Whether the replacement draw after ``events`` follows a kong (through any flowers replaced on the way)."""
    for e in reversed(events):
        if e["e"] == "flower" or (e["e"] == "draw" and e["replacement"]):
            continue
        return e["e"] == "call" and e["type"] in KONGS
    return False
