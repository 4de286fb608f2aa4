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
from typing import TYPE_CHECKING, Any

from polymahjong.engine.table import TableHooks
from polymahjong.tiles import Tile
from polymahjong.variants.zung_jung.state import Drawn, OwnDiscard, ZungJungState, zung_jung_state

if TYPE_CHECKING:
    from polymahjong.engine.actions import Action
    from polymahjong.engine.round import MeldRec, Round, Win
    from polymahjong.variants.scoring import ScoreRequest


class Hooks(TableHooks):
    """Zung Jung: discard wins carry the seat to blame; a win on one's own passed-up tile is a self-draw. What
    they need of the deal is kept in its :class:`ZungJungState` as play goes."""

    def round_state(self, rnd: "Round") -> ZungJungState:
        return ZungJungState.new(rnd.n)

    def tile_drawn(self, rnd: "Round", seat: int, tile: int) -> None:
        """``seat``'s turn begins with ``tile`` (a kong's replacement when the round is after a kong)."""
        zung_jung_state(rnd).start[seat] = Drawn(tile, rnd.after_kan)

    def after_call(self, rnd: "Round", seat: int, meld: "MeldRec") -> None:
        """A chi or pon begins ``seat``'s turn with nothing drawn (an open kong's replacement draw follows)."""
        zung_jung_state(rnd).start[seat] = "called"

    def discarding(self, rnd: "Round", action: "Action") -> None:
        """Every discard is kept, with how its seat's turn began."""
        seat, tile = action.seat, action.tile
        assert tile is not None
        zung_jung_state(rnd).discarded(seat, rnd.kind(tile), seat == 0 and rnd.first_turns[0])

    def win_request(self, rnd: "Round", win: "Win", request: "ScoreRequest") -> "ScoreRequest":
        """A discard win: ``blame_seat`` and Blessing of Earth's ``first_turn``; or, when the winner
        discarded the tile himself this go-around, the self-draw he passed up before that discard."""
        if request.tsumo:
            return request
        mine = zung_jung_state(rnd).last[win.seat]
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


def to_blame(rnd: "Round", win: "Win", mine: OwnDiscard | None) -> int:
    """The first player to discard the winning tile's kind since the winner's own last discard ``mine`` (that
    discard included; the whole deal when he has not discarded); the discarder (or the robbed kong's owner) if
    there is none."""
    first = zung_jung_state(rnd).first_discarder(rnd.kind(win.tile), mine.number if mine is not None else 0)
    if first is not None:
        return first
    assert win.discarder is not None
    return win.discarder


def blessing_of_earth(rnd: "Round", win: "Win") -> bool:
    """A win on the dealer's first discard, before any call or kong (either clears every first turn)."""
    return win.discarder == 0 and len(rnd.river[0]) == 1 and rnd.first_turns[win.seat]


def passed_self_draw(rnd: "Round", win: "Win", request: "ScoreRequest", mine: OwnDiscard) -> "ScoreRequest | None":
    """The self-draw the winner could have declared before his discard ``mine``: the same fourteen tiles, the
    tile he had received last as the winning tile (with Win on Kong if that was a kong's replacement, Blessing
    of Heaven if the dealer had done nothing else yet). None when his turn began with a chi or pon: he had drawn
    nothing to win on."""
    seat, start = win.seat, mine.start
    flags: dict[str, Any] = {}
    if start == "called":
        return None
    if start == "dealt":  # the dealer's first turn: the deal's fourteenth tile
        drawn = rnd.wall.tiles[13 * rnd.n]
        if drawn not in rnd.hands[seat] + rnd.river[seat][-1:]:
            return None
    else:
        assert isinstance(start, Drawn)
        drawn = start.tile
        if start.after_kong:
            flags["rinshan"] = True
    if mine.first_turn:
        flags["first_turn"] = True
    tile = Tile(rnd.table.tileset.kind_of(drawn))
    tiles = list(request.hand) + [request.win_tile]
    tiles.remove(tile)
    return replace(request, hand=tuple(sorted(tiles)), win_tile=tile, tsumo=True, discarder=None, flags=flags)
