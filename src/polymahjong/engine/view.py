"""What one seat may see: its own concealed tiles, everything public, never another
seat's concealed tiles or the order of the wall; a spectator (:data:`SPECTATOR`) sees what is public."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from polymahjong.engine.actions import Action
from polymahjong.engine.observer import SPECTATOR
from polymahjong.engine.round import Round, _plain


@dataclass(frozen=True)
class SeatView:
    """A seat's view of a round (``seat`` -1: a spectator's). Tiles are physical ids; seats count from the
    dealer (0)."""

    seat: int
    phase: str
    turn: int
    hand: tuple[int, ...]  # own concealed tiles, sorted
    drawn: int | None  # own tile just drawn (None when not this seat's draw)
    hand_sizes: tuple[int, ...]
    melds: tuple[tuple[tuple[str, tuple[int, ...], int | None], ...], ...]  # per seat: (type, tiles, source);
    # a face-down closed quad of another seat (Ùzje) has no tiles
    discards: tuple[tuple[int, ...], ...]
    tsumogiri: tuple[tuple[bool, ...], ...]  # parallel to discards: the tile was the one just drawn
    discard_order: tuple[tuple[int, ...], ...]  # parallel to discards: its number among the deal's discards (0 first)
    pond: tuple[int, ...]
    flowers: tuple[tuple[int, ...], ...]
    indicators: tuple[int, ...]  # dora indicators, bonus tiles or the joker indicator
    jokers: tuple[int, ...]
    riichi: tuple[bool, ...]  # each seat has declared (the hooks' declarations: riichi's)
    riichi_discards: tuple[int | None, ...]  # the tile each seat declared with (riichi: shown sideways)
    furiten: bool | None  # own seat: tenpai but may not ron now (riichi); None when not asked for (a wait search)
    voids: tuple[str | None, ...]  # own void at once; the others' when the hooks show them (once all have chosen)
    active: tuple[int, ...]
    scores: tuple[Any, ...]
    wall_left: int
    round_wind: int
    honba: int
    sticks: int
    last_discard: tuple[int, int] | None  # (seat, tile) open to claims
    legal: tuple[Action, ...]

    def to_json(self) -> dict[str, Any]:
        """Plain data (for clients and the no-leak tests)."""
        out = {k: _plain(v) if not isinstance(v, tuple) else _plain(list(v)) for k, v in self.__dict__.items()}
        out["legal"] = [a.to_json() for a in self.legal]
        return out


def seat_view(rnd: Round, seat: int, furiten: bool = False) -> SeatView:
    """The view of ``seat`` (or :data:`SPECTATOR`) now; ``furiten``: tell whether the seat is in furiten (costs
    a wait search, so bots go without)."""
    claim = rnd.claim
    hooks = rnd.table.hooks
    declared = hooks.declarations(rnd)
    seated = seat != SPECTATOR
    return _made(
        seat=seat, phase=rnd.phase, turn=rnd.turn,
        hand=tuple(sorted(rnd.hands[seat])) if seated else (),
        drawn=rnd.drawn if rnd.turn == seat and rnd.phase == "turn" else None,
        hand_sizes=tuple(map(len, rnd.hands)),
        melds=tuple(tuple((m.type, m.tiles if hooks.meld_visible(rnd, seat, s, m) else (), m.source) for m in ms)
                    for s, ms in enumerate(rnd.melds)) if any(rnd.melds) else ((),) * rnd.n,
        discards=tuple(map(tuple, rnd.discards)),
        tsumogiri=tuple(map(tuple, rnd.tsumogiri)),
        discard_order=tuple(map(tuple, rnd.discard_order)),
        pond=tuple(rnd.pond),
        flowers=tuple(map(tuple, rnd.flowers)),
        indicators=tuple(rnd.wall.flipped()),
        jokers=tuple(sorted(rnd.jokers)),
        riichi=tuple(d is not None for d in declared), riichi_discards=declared,
        furiten=hooks.furiten(rnd, seat) if furiten and seated else None,
        voids=hooks.voids(rnd, seat),
        active=tuple(rnd.active),
        scores=tuple(rnd.scores),
        wall_left=rnd.wall.live,
        round_wind=rnd.round_wind, honba=rnd.honba, sticks=rnd.sticks,
        last_discard=(claim.discarder, claim.tile) if claim is not None and _claim_visible(rnd, seat) else None,
        legal=tuple(rnd.legal(seat)) if seated else (),
    )


def _made(**fields: Any) -> SeatView:
    """The view holding ``fields`` (every field of :class:`SeatView`), made without the frozen dataclass's
    one ``object.__setattr__`` per field: a view is made at every step of every game."""
    view = object.__new__(SeatView)
    view.__dict__.update(fields)
    return view


def _claim_visible(rnd: Round, seat: int) -> bool:
    """Whether ``seat`` may see the tile of the open claim (not a face-down closed quad's)."""
    claim = rnd.claim
    assert claim is not None
    if claim.kind != "closed_kan":
        return True
    owner = claim.discarder
    return rnd.table.hooks.meld_visible(rnd, seat, owner, rnd.melds[owner][-1])
