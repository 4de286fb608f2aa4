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
from polymahjong.engine.seen import DEALT, Private, Public, seen


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
    declared: tuple[bool, ...]  # each seat has declared its hand ready (a declaring discard; riichi's riichi)
    declared_with: tuple[int | None, ...]  # the discard each seat declared with, None before (riichi: laid sideways)
    furiten: bool | None  # own seat: tenpai but may not ron now (riichi); None when not asked for (a wait search)
    excluded_suits: tuple[str | None, ...]  # each seat's excluded suit (one it may not win holding), None where it has
    # none or this seat may not see it yet (Sichuan's void suits: the own at once, the others' as the ruleset's
    # event shows them)
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
        (:class:`~polymahjong.engine.seen.Seen`), or computed by the engine."""
        state = self.__dict__.get("_round")
        read = _OWN.get(name)
        if read is None or state is None:
            raise AttributeError(f"'SeatView' object has no attribute {name!r}")
        value = self.__dict__[name] = read(state[0], self, state[1])
        return value

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
    only ``legal``), so each field is read on its first access, the part of what the viewers have seen that it
    comes from folding then the events since its last fold; before the round's next step (:meth:`Round.step`)
    every view of it still held reads the fields it has not read yet and lets the round go
    (:meth:`SeatView.settle`), so what a view shows is the round as it was when the view was made."""
    view = object.__new__(SeatView)
    view.__dict__.update(seat=seat, phase=rnd.phase, turn=rnd.turn, _round=(rnd, furiten))
    rnd.read_by(view)
    return view


def _tuples(lists: list[list[Any]]) -> tuple[tuple[Any, ...], ...]:
    return tuple(map(tuple, lists))


def _public(rnd: Round) -> Public:
    """What every viewer sees of ``rnd`` now."""
    return seen(rnd).public.now(rnd)


def _own(rnd: Round, seat: int) -> Private:
    """What ``seat`` sees of ``rnd`` beyond the others now."""
    return seen(rnd).seats_now(rnd)[seat]


def _folded(read: Callable[[Public], Any]) -> Callable[[Round, "SeatView", bool], Any]:
    """A field every viewer sees alike, read from what every viewer sees."""
    return lambda rnd, view, told: read(_public(rnd))


def _hand(rnd: Round, view: SeatView, told: bool) -> tuple[int, ...]:
    return tuple(_own(rnd, view.seat).hand) if view.seat != SPECTATOR else ()


def _drawn(rnd: Round, view: SeatView, told: bool) -> int | None:
    """The tile the seat just drew, on its turn: its last draw event's; the dealer's fourteenth tile, which no
    event names (the deal's hands are sorted), is the round's until the dealer draws, discards or calls."""
    if view.phase != "turn" or view.turn != view.seat:
        return None
    drawn = _own(rnd, view.seat).drawn
    return rnd.drawn if drawn == DEALT else drawn


def _melds(rnd: Round, view: SeatView, told: bool) -> tuple[tuple[tuple[str, tuple[int, ...], int | None], ...], ...]:
    """Every seat's melds as all see them, the seat's own closed quads with their tiles (folded once a meld came)."""
    found = seen(rnd)
    public = found.public.now(rnd, found.melds_kinds)
    shown = public.shown
    if shown is None:
        melds = _tuples(public.melds) if any(public.melds) else ((),) * len(public.melds)
        shown = public.shown = melds, any(not tiles for ms in melds for _, tiles, _ in ms)
    melds, hidden = shown
    seat = view.seat
    if not hidden or seat == SPECTATOR or not any(not tiles for kind, tiles, _ in melds[seat]):
        return melds
    quads = iter(_own(rnd, seat).quads)
    own = tuple((kind, next(quads), source) if kind == "closed_kan" else (kind, tiles, source)
                for kind, tiles, source in melds[seat])
    return tuple(own if s == seat else ms for s, ms in enumerate(melds))


def _jokers(rnd: Round, view: SeatView, told: bool) -> tuple[int, ...]:
    """The wild kinds (the ruleset's fold: folded once one of its events came)."""
    found = seen(rnd)
    return found.public.now(rnd, found.jokers_kinds).jokers


def _excluded_suits(rnd: Round, view: SeatView, told: bool) -> tuple[str | None, ...]:
    return _own(rnd, view.seat).excluded_suits if view.seat != SPECTATOR else _public(rnd).excluded_suits


def _last_discard(rnd: Round, view: SeatView, told: bool) -> tuple[int, int] | None:
    """The tile open to claims while a claim window is open: the last discard, added kong, flower or closed quad
    the seat saw (another seat's face-down quad: none)."""
    if view.phase != "claim":
        return None
    claimable = _public(rnd).claimable
    if claimable is None:
        return None
    seat, tile = claimable
    if tile is not None:
        return seat, tile
    if seat != view.seat:
        return None
    return seat, _own(rnd, seat).quads[-1][rnd.table.hooks.quad_claim_tile]


#: How each field but ``seat``, ``phase`` and ``turn`` (set at once) is read, from the round, the view and
#: whether it tells furiten: folded from what every viewer sees alike or from what the seat sees beyond it, or
#: computed by the engine (see the module docstring).
_OWN: dict[str, Callable[[Round, SeatView, bool], Any]] = dict(
    hand=_hand,
    drawn=_drawn,
    hand_sizes=_folded(lambda seen: tuple(seen.sizes)),
    melds=_melds,
    discards=_folded(lambda seen: _tuples(seen.discards)),
    tsumogiri=_folded(lambda seen: _tuples(seen.tsumogiri)),
    discard_order=_folded(lambda seen: _tuples(seen.order)),
    pond=_folded(lambda seen: tuple(seen.pond)),
    flowers=_folded(lambda seen: _tuples(seen.flowers)),
    indicators=_folded(lambda seen: tuple(seen.indicators)),
    jokers=_jokers,
    declared=_folded(lambda seen: tuple(d is not None for d in seen.declared)),
    declared_with=_folded(lambda seen: tuple(seen.declared)),
    furiten=lambda rnd, view, told: rnd.table.hooks.furiten(rnd, view.seat) if told and view.seat != SPECTATOR
    else None,
    excluded_suits=_excluded_suits,
    active=_folded(lambda seen: tuple(seen.active)),
    scores=_folded(lambda seen: tuple(seen.scores)),
    wall_left=_folded(lambda seen: seen.live),
    round_wind=lambda rnd, view, told: rnd.round_wind,
    honba=_folded(lambda seen: seen.honba),
    sticks=_folded(lambda seen: seen.sticks),
    last_discard=_last_discard,
    legal=lambda rnd, view, told: tuple(rnd.legal(view.seat)) if view.seat != SPECTATOR else (),
)
