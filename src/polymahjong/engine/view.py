"""What one seat may see: its own concealed tiles, everything public, never another
seat's concealed tiles or the order of the wall; a spectator (:data:`SPECTATOR`) sees what is public.

A view is folded from the events the one observer gives its seat (:mod:`polymahjong.engine.seen`: what every
viewer sees alike, and what the seat sees beyond it). What is not a fact of the table but a rule's answer is
computed by the engine when read: ``legal`` (the legal actions), ``furiten`` (when asked), and whose move it is
(``phase``, ``turn``: a claim window is open while another seat has a call, which no event tells the seat;
``last_discard`` is the tile open to claims while one is). Two fields read the round, as no event holds them:
``round_wind`` (the round event names the wind, not the rotations past four) and ``drawn`` for the dealer's
fourteenth tile, until the dealer draws, discards or calls (the deal's hands are sorted)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from polymahjong.engine.actions import Action
from polymahjong.engine.observer import SPECTATOR
from polymahjong.engine.round import Round, _plain
from polymahjong.engine.seen import DEALT, Public, Seen, seen


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
    riichi: tuple[bool, ...]  # each seat has declared (a declaring discard: riichi's)
    riichi_discards: tuple[int | None, ...]  # the tile each seat declared with (riichi: shown sideways)
    furiten: bool | None  # own seat: tenpai but may not ron now (riichi); None when not asked for (a wait search)
    voids: tuple[str | None, ...]  # own void at once; the others' as the ruleset's event shows them (all chosen)
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
        out = {k: _plain(list(v)) if isinstance(v, tuple) else _plain(v) for k, v in self._fields().items()}
        out["legal"] = [a.to_json() for a in self.legal]
        return out

    def __getattr__(self, name: str) -> Any:
        """A field of a view :func:`seat_view` made, read on first access (only a field not read yet, or an
        attribute no view has, comes here): folded from what the viewers have seen of the round
        (:class:`~polymahjong.engine.seen.Seen`, caught up once per view), or computed by the engine."""
        state = self.__dict__.get("_round")
        read = _PUBLIC.get(name)
        if read is not None and state is not None:
            value = read(self._seen().public)
        else:
            own = _OWN.get(name)
            if own is None or state is None:
                raise AttributeError(f"'SeatView' object has no attribute {name!r}")
            value = own(state[0], self, state[1])
        self.__dict__[name] = value
        return value

    def _seen(self) -> Seen:
        """What the viewers have seen of the view's round, caught up when the view first asks."""
        state = self.__dict__["_round"]
        found = state[2]
        if found is None:
            found = state[2] = seen(state[0])
        return found

    def settle(self) -> None:
        """Read every field not read yet and let go of the round: its round calls this before it changes, so a
        view never changes once made (:meth:`Round.read_by`)."""
        self._fields()
        self.__dict__.pop("_round", None)

    def _fields(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__dataclass_fields__}

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (for the thinker process) as its fields only."""
        return self._fields()


def seat_view(rnd: Round, seat: int, furiten: bool = False) -> SeatView:
    """The view of ``seat`` (or :data:`SPECTATOR`) now; ``furiten``: tell whether the seat is in furiten (costs
    a wait search, so bots go without).

    A view is made at every step of every game and most players read a few of its fields (a random player
    only ``legal``), so each field is read on its first access, what the viewers have seen of the round
    folding then the events since its last fold; before the round's next step (:meth:`Round.step`) every view of it still held reads the
    fields it has not read yet and lets the round go (:meth:`SeatView.settle`), so what a view shows is the
    round as it was when the view was made."""
    view = object.__new__(SeatView)
    view.__dict__.update(seat=seat, phase=rnd.phase, turn=rnd.turn, _round=[rnd, furiten, None])
    rnd.read_by(view)
    return view


def _tuples(lists: list[list[Any]]) -> tuple[tuple[Any, ...], ...]:
    return tuple(map(tuple, lists))


#: The fields every viewer sees alike, folded from the spectator's stream.
_PUBLIC: dict[str, Callable[[Public], Any]] = dict(
    hand_sizes=lambda seen: tuple(seen.sizes),
    discards=lambda seen: _tuples(seen.discards),
    tsumogiri=lambda seen: _tuples(seen.tsumogiri),
    discard_order=lambda seen: _tuples(seen.order),
    pond=lambda seen: tuple(seen.pond),
    flowers=lambda seen: _tuples(seen.flowers),
    indicators=lambda seen: tuple(seen.indicators),
    jokers=lambda seen: seen.jokers,
    riichi=lambda seen: tuple(d is not None for d in seen.declared),
    riichi_discards=lambda seen: tuple(seen.declared),
    active=lambda seen: tuple(seen.active),
    scores=lambda seen: tuple(seen.scores),
    wall_left=lambda seen: seen.live,
    honba=lambda seen: seen.honba,
    sticks=lambda seen: seen.sticks,
)


def _hand(rnd: Round, view: SeatView, told: bool) -> tuple[int, ...]:
    return tuple(view._seen().seats[view.seat].hand) if view.seat != SPECTATOR else ()


def _drawn(rnd: Round, view: SeatView, told: bool) -> int | None:
    """The tile the seat just drew, on its turn: its last draw event's; the dealer's fourteenth tile, which no
    event names (the deal's hands are sorted), is the round's until the dealer draws, discards or calls."""
    if view.phase != "turn" or view.turn != view.seat:
        return None
    drawn = view._seen().seats[view.seat].drawn
    return rnd.drawn if drawn == DEALT else drawn


def _melds(rnd: Round, view: SeatView, told: bool) -> tuple[tuple[tuple[str, tuple[int, ...], int | None], ...], ...]:
    """Every seat's melds as all see them, the seat's own closed quads with their tiles."""
    found = view._seen()
    public = found.public.melds
    if not any(public):
        return ((),) * len(public)
    melds = _tuples(public)
    seat = view.seat
    if seat == SPECTATOR or not any(not tiles for kind, tiles, _ in melds[seat]):
        return melds
    quads = iter(found.seats[seat].quads)
    own = tuple((kind, next(quads), source) if kind == "closed_kan" else (kind, tiles, source)
                for kind, tiles, source in melds[seat])
    return tuple(own if s == seat else ms for s, ms in enumerate(melds))


def _voids(rnd: Round, view: SeatView, told: bool) -> tuple[str | None, ...]:
    found = view._seen()
    return found.seats[view.seat].voids if view.seat != SPECTATOR else found.public.voids


def _last_discard(rnd: Round, view: SeatView, told: bool) -> tuple[int, int] | None:
    """The tile open to claims while a claim window is open: the last discard, added kong, flower or closed quad
    the seat saw (another seat's face-down quad: none)."""
    if view.phase != "claim":
        return None
    found = view._seen()
    claimable = found.public.claimable
    if claimable is None:
        return None
    seat, tile = claimable
    if tile is not None:
        return seat, tile
    if seat != view.seat:
        return None
    return seat, found.seats[seat].quads[-1][rnd.table.hooks.quad_claim_tile]


#: The fields of the seat's own: from what it sees beyond the others, or computed by the engine (see the module
#: docstring); read from the round, the view and whether it tells furiten.
_OWN: dict[str, Callable[[Round, SeatView, bool], Any]] = dict(
    hand=_hand,
    drawn=_drawn,
    melds=_melds,
    voids=_voids,
    last_discard=_last_discard,
    furiten=lambda rnd, view, told: rnd.table.hooks.furiten(rnd, view.seat) if told and view.seat != SPECTATOR
    else None,
    round_wind=lambda rnd, view, told: rnd.round_wind,
    legal=lambda rnd, view, told: tuple(rnd.legal(view.seat)) if view.seat != SPECTATOR else (),
)
