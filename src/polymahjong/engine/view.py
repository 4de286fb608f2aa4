"""What one seat may see: its own concealed tiles, everything public, never another
seat's concealed tiles or the order of the wall; a spectator (:data:`SPECTATOR`) sees what is public."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

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
    declared: tuple[bool, ...]  # each seat has declared its hand ready (the hooks' declarations; riichi's riichi)
    declared_with: tuple[int | None, ...]  # the discard each seat declared with, None before (riichi: laid sideways)
    furiten: bool | None  # own seat: tenpai but may not ron now (riichi); None when not asked for (a wait search)
    excluded_suits: tuple[str | None, ...]  # each seat's excluded suit (one it may not win holding), None where it has
    # none or this seat may not see it yet: the hooks' excluded_suits (Sichuan's void suits: the own at once, the
    # others' once the ruleset shows them)
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
        """A field of a view :func:`seat_view` made, read from its round on first access (only a field not read
        yet, or an attribute no view has, comes here)."""
        read = _READS.get(name)
        state = self.__dict__.get("_round")
        if read is None or state is None:
            raise AttributeError(f"'SeatView' object has no attribute {name!r}")
        value = self.__dict__[name] = read(state[0], self.__dict__["seat"], state[1])
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
    only ``legal``), so each field is read from the round on its first access; before the round's next step
    (:meth:`Round.step`) every view of it still held reads the fields it has not read yet and lets the round go
    (:meth:`SeatView.settle`), so what a view shows is the round as it was when the view was made."""
    view = object.__new__(SeatView)
    view.__dict__.update(seat=seat, phase=rnd.phase, turn=rnd.turn, _round=(rnd, furiten))
    rnd.read_by(view)
    return view


def _melds(rnd: Round, seat: int) -> tuple[tuple[tuple[str, tuple[int, ...], int | None], ...], ...]:
    if not any(rnd.melds):
        return ((),) * rnd.n
    visible = rnd.table.hooks.meld_visible
    return tuple(tuple((m.type, m.tiles if visible(rnd, seat, s, m) else (), m.source) for m in ms) if ms else ()
                 for s, ms in enumerate(rnd.melds))


def _last_discard(rnd: Round, seat: int) -> tuple[int, int] | None:
    claim = rnd.claim
    return (claim.discarder, claim.tile) if claim is not None and _claim_visible(rnd, seat) else None


#: How each field but ``seat``, ``phase`` and ``turn`` (set at once) is read: from the round, the seat (or
#: :data:`SPECTATOR`) and whether the view tells furiten.
_READS: dict[str, Callable[[Round, int, bool], Any]] = dict(
    hand=lambda rnd, seat, _: tuple(sorted(rnd.hands[seat])) if seat != SPECTATOR else (),
    drawn=lambda rnd, seat, _: rnd.drawn if rnd.turn == seat and rnd.phase == "turn" else None,
    hand_sizes=lambda rnd, seat, _: tuple(map(len, rnd.hands)),
    melds=lambda rnd, seat, _: _melds(rnd, seat),
    discards=lambda rnd, seat, _: tuple(map(tuple, rnd.discards)),
    tsumogiri=lambda rnd, seat, _: tuple(map(tuple, rnd.tsumogiri)),
    discard_order=lambda rnd, seat, _: tuple(map(tuple, rnd.discard_order)),
    pond=lambda rnd, seat, _: tuple(rnd.pond),
    flowers=lambda rnd, seat, _: tuple(map(tuple, rnd.flowers)),
    indicators=lambda rnd, seat, _: tuple(rnd.wall.flipped()),
    jokers=lambda rnd, seat, _: tuple(sorted(rnd.jokers)),
    declared=lambda rnd, seat, _: tuple(d is not None for d in rnd.table.hooks.declarations(rnd)),
    declared_with=lambda rnd, seat, _: rnd.table.hooks.declarations(rnd),
    furiten=lambda rnd, seat, told: rnd.table.hooks.furiten(rnd, seat) if told and seat != SPECTATOR else None,
    excluded_suits=lambda rnd, seat, _: rnd.table.hooks.excluded_suits(rnd, seat),
    active=lambda rnd, seat, _: tuple(rnd.active),
    scores=lambda rnd, seat, _: tuple(rnd.scores),
    wall_left=lambda rnd, seat, _: rnd.wall.live,
    round_wind=lambda rnd, seat, _: rnd.round_wind,
    honba=lambda rnd, seat, _: rnd.honba,
    sticks=lambda rnd, seat, _: rnd.sticks,
    last_discard=lambda rnd, seat, _: _last_discard(rnd, seat),
    legal=lambda rnd, seat, _: tuple(rnd.legal(seat)) if seat != SPECTATOR else (),
)


def _claim_visible(rnd: Round, seat: int) -> bool:
    """Whether ``seat`` may see the tile of the open claim (not a face-down closed quad's)."""
    claim = rnd.claim
    assert claim is not None
    if claim.kind != "closed_kan":
        return True
    owner = claim.discarder
    return rnd.table.hooks.meld_visible(rnd, seat, owner, rnd.melds[owner][-1])
