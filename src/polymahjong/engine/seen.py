"""What the viewers have seen of a round, folded from the events the one observer
(:mod:`polymahjong.engine.observer`) gives each of them.

The observer gives a seat at least what it gives a spectator, so what a seat sees is in two parts:

* :class:`Public`, what every viewer sees alike, folded from the spectator's stream: each seat's hand size, the
  melds (another seat's face-down quad without its tiles), discards with tsumogiri and their order in the deal,
  the shared pond, flowers, indicators, the seats still in the deal, scores, riichi sticks, honba, the tiles left
  in the live wall and the last tile open to claims;
* :class:`Private`, what one seat sees beyond it, folded from that seat's stream: its concealed tiles and draw,
  the tiles of its own closed quads, what its ruleset shows it alone. It folds the events that name it
  (``seat``), and of the others those that may tell it more than a spectator (:func:`~.observer.told`:
  the deal, a ruleset's parts by seat or shown later).

:class:`Seen` folds each event of the round once, into both, and keeps its place in the round's event list, so
a fold takes only the events since the last; a view asks it only when a field is read. A ruleset folds what its
events change through its table hooks: :attr:`~polymahjong.engine.table.TableHooks.folds` and
:meth:`~polymahjong.engine.table.TableHooks.fold` into the public part (Tianjin's jokers, Ùzje's quads turned
up, riichi's declarations and their sticks), :attr:`~polymahjong.engine.table.TableHooks.seat_folds` and
:meth:`~polymahjong.engine.table.TableHooks.fold_seat` into every seat's (Sichuan's forbidden suits). An event
of a ``reveal`` kind that a ruleset folds is observed again at each fold until everyone sees it whole (Sichuan: a
forbidden suit is shown once its seat has discarded), so its hook folds it as it is seen now.
"""
from __future__ import annotations

from bisect import insort
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable, ClassVar

from polymahjong.engine.events import EventData, EventKind, Visibility
from polymahjong.engine.observer import told

if TYPE_CHECKING:
    from polymahjong.engine.round import Round
    from polymahjong.engine.table import Number, Table

#: A meld as a viewer sees it: its type, its tiles (none for a face-down quad of another seat) and its source.
SeenMeld = tuple[str, tuple[int, ...], "int | None"]
#: The dealer's fourteenth tile, dealt with the rest: no event names it (the deal's hands are sorted).
DEALT = -1
#: The tiles a closed kong takes from its owner's hand (a face-down one's are not told).
QUAD = 4


def number(value: Any) -> "Number":
    """A number as an event writes it (an int, or a fraction as ``"p/q"``: variants/numbers.py) read back."""
    return Fraction(value) if isinstance(value, str) else value


class Public:
    """What every viewer sees of a round of ``table`` alike, folded from the spectator's stream."""

    def __init__(self, table: "Table") -> None:
        hooks = table.hooks
        self.table = table
        n = table.n
        self.sizes = [0] * n
        self.melds: list[list[SeenMeld]] = [[] for _ in range(n)]
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.tsumogiri: list[list[bool]] = [[] for _ in range(n)]
        self.order: list[list[int]] = [[] for _ in range(n)]
        self.discarded = 0
        self.pond: list[int] = []
        self.flowers: list[list[int]] = [[] for _ in range(n)]
        self.indicators: list[int] = []
        self.jokers: tuple[int, ...] = ()  # the ruleset's fold
        self.declared: list[int | None] = [None] * n  # the tile each seat declared with (the ruleset's fold)
        self.voids: tuple[str | None, ...] = (None,) * n  # the forbidden suits shown (the ruleset's fold)
        self.active = list(range(n))
        self.scores: list[Number] = []
        self.honba = 0
        self.sticks = 0
        self.live = 0  # tiles left in the live wall
        #: tiles a replacement of ``out_of_play`` mode takes before it takes from the live wall (the ruleset's fold)
        self.spare = 0
        self.flower_next = False  # the next replacement draw replaces a flower (else a kong)
        #: the last tile a claim may be on, (seat, tile); the tile None: that seat's face-down quad
        self.claimable: tuple[int, int | None] | None = None
        self.robbable: tuple[int, int, bool] | None = None  # an added kong's tile not in its meld yet, tsumogiri
        self.state: Any = hooks.seen_state(self)  # the ruleset's own notes (its fold's)
        self._rules = table.rules

    def _round(self, ev: EventData) -> None:
        rules = self._rules
        self.scores = [number(v) for v in ev["scores"]]
        self.honba, self.sticks = ev["honba"], ev["sticks"]
        self.live = len(self.table.physical) - rules.dead_wall
        if "out_of_play" in (rules.replacement, rules.flower_replacement):
            self.spare = max(rules.dead_wall - 1, 0)

    def _indicator(self, ev: EventData) -> None:
        self.indicators.append(ev["tile"])

    def _deal(self, ev: EventData) -> None:
        self.sizes = [len(h) for h in ev["hands"]]
        self.live -= sum(self.sizes)

    def _draw(self, ev: EventData) -> None:
        self.sizes[ev["seat"]] += 1
        if ev["replacement"]:
            rules = self._rules
            if (rules.flower_replacement if self.flower_next else rules.replacement) == "out_of_play" and self.spare:
                self.spare -= 1
                return
        self.live -= 1

    def _action(self, ev: EventData) -> None:
        if ev["act"] == "added_kan":  # declared face up: its tile leaves the hand (the others may rob it)
            seat, tile = ev["seat"], ev["tile"]
            self.sizes[seat] -= 1
            self.claimable = (seat, tile)
            self.robbable = (seat, tile, getattr(ev, "tsumogiri", False))

    def _discard(self, ev: EventData) -> None:
        seat, tile = ev["seat"], ev["tile"]
        self.sizes[seat] -= 1
        self._add_discard(seat, tile, getattr(ev, "tsumogiri", False))
        if self._rules.shared_pond:
            insort(self.pond, tile)
        self.claimable = (seat, tile)

    def _add_discard(self, seat: int, tile: int, tsumogiri: bool) -> None:
        self.discards[seat].append(tile)
        self.tsumogiri[seat].append(tsumogiri)
        self.order[seat].append(self.discarded)
        self.discarded += 1

    def _call(self, ev: EventData) -> None:
        self.flower_next = False
        seat, kind = ev["seat"], ev["type"]
        melds = self.melds[seat]
        if kind == "added_kan":
            copies, tile = self.table.copies, ev["tiles"][0]
            i = next(i for i, m in enumerate(melds) if m[0] == "pon" and m[1][0] // copies == tile // copies)
            melds[i] = ("added_kan", tuple(sorted(melds[i][1] + (tile,))), melds[i][2])
            self.robbable = None
        elif kind == "closed_kan":
            tiles = ev.get("tiles")  # none: face down
            self.sizes[seat] -= QUAD
            melds.append((kind, tuple(tiles) if tiles is not None else (), None))
            self.claimable = (seat, tiles[self.table.hooks.quad_claim_tile] if tiles is not None else None)
        else:
            tiles, tile, source = ev["tiles"], ev["tile"], ev["source"]
            self.sizes[seat] -= len(tiles) - 1
            melds.append((kind, tuple(tiles), source))
            i = self.discards[source].index(tile)
            del self.discards[source][i], self.tsumogiri[source][i], self.order[source][i]
            if self._rules.shared_pond:
                self.pond.remove(tile)

    def _flower(self, ev: EventData) -> None:
        seat, tile = ev["seat"], ev["tile"]
        self.sizes[seat] -= 1
        self.flowers[seat].append(tile)
        self.flower_next = True
        self.claimable = (seat, tile)

    def _win(self, ev: EventData) -> None:
        if self.robbable is not None:  # the robbed tile counts as discarded
            self._add_discard(*self.robbable)
            self.robbable = None
        self._payments(ev)
        self.sticks = 0
        if self._rules.bloody_end:
            self.active.remove(ev["seat"])

    def _payments(self, ev: EventData) -> None:
        self.scores = [s + number(p) for s, p in zip(self.scores, ev["payments"])]

    def _round_end(self, ev: EventData) -> None:
        self.scores = [number(v) for v in ev["scores"]]
        self.sticks = ev["sticks"]

    FOLDS: ClassVar[dict[str, Callable[["Public", EventData], None]]] = {
        "round": _round, "indicator": _indicator, "deal": _deal, "draw": _draw, "action": _action, "discard": _discard,
        "call": _call, "flower": _flower, "win": _win, "payment": _payments, "settlement": _payments,
        "round_end": _round_end}


class Private:
    """What ``seat`` sees of a round of ``table`` beyond what every viewer sees (:class:`Public`), folded from its
    stream."""

    def __init__(self, table: "Table", seat: int) -> None:
        self.viewer = seat
        self.hand: list[int] = []  # its concealed tiles, sorted
        self.drawn: int | None = None  # its tile just drawn; DEALT: the dealer's fourteenth
        self.dealing = False  # its flowers dealt are being replaced (the draws do not replace DEALT)
        self.quads: list[tuple[int, ...]] = []  # the tiles of its closed quads, in order
        self.voids: tuple[str | None, ...] = (None,) * table.n  # the forbidden suits it sees (the ruleset's fold)

    def _deal(self, ev: EventData) -> None:
        self.hand = list(ev["hands"][self.viewer])
        self.drawn, self.dealing = DEALT, True

    def _draw(self, ev: EventData) -> None:
        if ev["seat"] != self.viewer:
            return
        tile = ev["tile"]
        insort(self.hand, tile)
        if not (self.dealing and ev["replacement"]):
            self.drawn, self.dealing = tile, False

    def _action(self, ev: EventData) -> None:
        if ev["seat"] != self.viewer:
            return
        self.dealing = False
        if ev["act"] == "added_kan":
            self.hand.remove(ev["tile"])

    def _discard(self, ev: EventData) -> None:
        if ev["seat"] == self.viewer:
            self.hand.remove(ev["tile"])
            self.drawn, self.dealing = None, False

    def _call(self, ev: EventData) -> None:
        kind = ev["type"]
        if kind == "added_kan" or ev["seat"] != self.viewer:
            return
        tiles = ev["tiles"]
        self.dealing = False
        rest = list(tiles)
        if kind == "closed_kan":
            self.quads.append(tuple(tiles))
        else:
            rest.remove(ev["tile"])
            self.drawn = None
        for t in rest:
            self.hand.remove(t)

    def _flower(self, ev: EventData) -> None:
        if ev["seat"] == self.viewer:
            self.hand.remove(ev["tile"])

    FOLDS: ClassVar[dict[str, Callable[["Private", EventData], None]]] = {
        "deal": _deal, "draw": _draw, "action": _action, "discard": _discard, "call": _call, "flower": _flower}


class Seen:
    """What the viewers have seen of a round of ``table``: :attr:`public`, and each seat's :attr:`seats`, folded
    from the round's events as the observer gives them to each (:meth:`catch_up`)."""

    def __init__(self, table: "Table") -> None:
        self.public = Public(table)
        self.seats = [Private(table, s) for s in range(table.n)]
        self.pos = 0  # events of the round folded so far
        self._n = table.n
        self._plans, self._again = _plans(table)
        self._pending: list[EventData] = []  # events of a reveal kind the ruleset folds, not seen whole yet

    def catch_up(self, rnd: "Round") -> None:
        """Fold the events of ``rnd`` since the last fold, as the observer lets each viewer see them now."""
        events = rnd.events
        end = len(events)
        if self.pos == end:
            return
        new = events[self.pos:end]
        self.pos = end
        plans, again, fold = self._plans, self._again, self._fold
        pending = self._pending
        self._pending = []
        for ev in new:
            plan = plans.get(ev["e"])
            if plan is not None and not fold(ev, plan, rnd) and ev["e"] in again:
                pending.append(ev)
        for shown in pending:  # folded again, as they are seen now
            if not fold(shown, again[shown["e"]], rnd):
                self._pending.append(shown)

    def _fold(self, ev: EventData, plan: "_Plan", rnd: "Round") -> bool:
        """Fold ``ev`` by ``plan`` into what every viewer sees and into what the seats it tells more see (the
        seat it names, when everyone sees it whole: its own tiles move); whether everyone sees it whole."""
        kind, public_folds, seat_folds, every = plan
        public, more = told(ev, kind, self._n, rnd)
        if public is not None:
            for fold in public_folds:
                fold(self.public, public)
        if seat_folds:
            if public is ev:
                seat = ev.get("seat")
                more = [(s, ev) for s in range(self._n)] if every else [(seat, ev)] if type(seat) is int else ()
            for s, mine in more:
                for own in seat_folds:
                    own(self.seats[s], mine)
        return public is ev


#: How :class:`Seen` folds a kind of event: the kind, its folds into what every viewer sees and into a seat's,
#: and whether every seat folds it (else only the seat it names, of what everyone sees whole).
_Plan = tuple[EventKind, tuple[Callable[[Public, EventData], None], ...],
              tuple[Callable[[Private, EventData], None], ...], bool]


def _plans(table: "Table") -> tuple[dict[str, _Plan], dict[str, _Plan]]:
    """The fold of each of ``table``'s kinds of event (the engine's, then the ruleset's); and of its ``reveal``
    kinds the ruleset folds, the fold again (the ruleset's only) once more of one is shown."""
    hooks = table.hooks
    plans: dict[str, _Plan] = {}
    again: dict[str, _Plan] = {}
    for name, kind in table.events.items():
        public = tuple(f for f in (Public.FOLDS.get(name), hooks.fold if name in hooks.folds else None) if f)
        seat = tuple(f for f in (Private.FOLDS.get(name), hooks.fold_seat if name in hooks.seat_folds else None) if f)
        every = name in hooks.seat_folds
        if public or seat:
            plans[name] = (kind, public, seat, every)
        if kind.visibility is Visibility.REVEAL and (name in hooks.folds or every):
            again[name] = (kind, (hooks.fold,) if name in hooks.folds else (),
                           (hooks.fold_seat,) if every else (), every)
    return plans, again


def seen(rnd: "Round") -> Seen:
    """What the viewers have seen of ``rnd`` (made on first use and kept as ``rnd.seen``), caught up."""
    found = rnd.seen
    if found is None:
        found = rnd.seen = Seen(rnd.table)
    found.catch_up(rnd)
    return found
