"""What the viewers have seen of a round, folded from the events the one observer
(:mod:`polymahjong.engine.observer`) gives each of them.

The observer gives a seat at least what it gives a spectator, so what a seat sees is in two parts:

* :class:`Public`, what every viewer sees alike, folded from the spectator's stream: each seat's hand size, the
  melds (another seat's face-down quad without its tiles), discards with tsumogiri and their order in the deal,
  the shared pond, flowers, indicators, the declarations, the seats still in the deal, scores, sticks, honba,
  the tiles left in the live wall and the last tile open to claims;
* :class:`Private`, what one seat sees beyond it, folded from that seat's stream: its concealed tiles and draw,
  the tiles of its own closed quads, what its ruleset shows it alone. It folds the events that name it
  (``seat``), the deal and the ruleset's kinds it folds; the others tell it nothing a spectator is not told.

Each keeps its place in the round's event list, so a fold takes only the events since the last, and folds only
when a view reads one of its fields (:class:`Seen`: a seat's fields fold only its part; a field that few kinds
change, the melds or the jokers, folds the public part only once an event of those kinds came). A ruleset folds
what its own events change through its table hooks: :attr:`~polymahjong.engine.table.TableHooks.folds` and
:meth:`~polymahjong.engine.table.TableHooks.fold` into the public part (Tianjin's jokers, Ùzje's quads turned
up), :attr:`~polymahjong.engine.table.TableHooks.seat_folds` and
:meth:`~polymahjong.engine.table.TableHooks.fold_seat` into every seat's (Sichuan's forbidden suits). An event
of a ``reveal`` kind that a ruleset folds is observed again at each fold until everyone sees it whole (Sichuan: a
forbidden suit is shown once its seat has discarded), so its hook folds it as it is seen now.
"""
from __future__ import annotations

from bisect import insort
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable

from polymahjong.engine.events import EventData, EventKind, Visibility
from polymahjong.engine.observer import SPECTATOR, seen_by
from polymahjong.variants.contract import DECLARATION_FLAG

if TYPE_CHECKING:
    from polymahjong.engine.round import Round
    from polymahjong.engine.table import Number, Table

#: A meld as a viewer sees it: its type, its tiles (none for a face-down quad of another seat) and its source.
SeenMeld = tuple[str, tuple[int, ...], "int | None"]
#: The dealer's fourteenth tile, dealt with the rest: no event names it (the deal's hands are sorted).
DEALT = -1
#: The tiles a closed kong takes from its owner's hand (a face-down one's are not told).
QUAD = 4
_PUBLIC = Visibility.PUBLIC


def number(value: Any) -> "Number":
    """A number as an event writes it (an int, or a fraction as ``"p/q"``: variants/numbers.py) read back."""
    return Fraction(value) if isinstance(value, str) else value


class Public:
    """What every viewer sees of a round of ``table`` alike, folded from the spectator's stream when asked
    (:meth:`now`): it keeps its place in the round's event list, how it folds each kind (the engine's folds, then
    the ruleset's), and the events of a reveal kind the ruleset folds that a spectator has not seen whole yet."""

    __slots__ = ("table", "rules", "pos", "_plans", "_again", "_pending", "sizes", "melds", "discards",
                 "tsumogiri", "order", "discarded", "pond", "flowers", "indicators", "jokers", "declared", "due",
                 "excluded_suits", "active", "scores", "honba", "sticks", "live", "spare", "flower_next", "claimable",
                 "robbable", "_clean", "shown")

    def __init__(self, table: "Table") -> None:
        self.table = table
        self.rules = table.rules
        self.pos = 0  # events of the round folded so far
        made = table.fold_plans
        plans = made.get(Public)
        if plans is None:
            plans = made[Public] = _plans(table, PUBLIC_FOLDS, table.hooks.folds, table.hooks.fold)
        self._plans, self._again = plans
        self._pending: list[EventData] = []
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
        self.declared: list[int | None] = [None] * n  # the tile each seat declared with (a declaring discard)
        self.due: int | None = None  # the seat whose declaring discard has not passed yet, its stick not paid
        self.excluded_suits: tuple[str | None, ...] = (None,) * n  # the excluded suits shown (the ruleset's fold)
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
        self._clean: dict[frozenset[str], int] = {}  # kinds: no event of them up to this place
        #: the melds as views show them and whether a quad lies face down, made once per fold (None: not yet)
        self.shown: Any = None

    def now(self, rnd: "Round", changed_by: frozenset[str] | None = None) -> "Public":
        """This part caught up with ``rnd``; with ``changed_by``, only fields that events of those kinds change
        are wanted, so it folds only once one came (the ruleset's folds change any field: they are among them)."""
        events = rnd.events
        end = len(events)
        if self.pos == end or changed_by is not None and not changed_by:  # caught up, or nothing changes them
            return self
        if changed_by is not None and not self._pending:
            start = max(self.pos, self._clean.get(changed_by, 0))
            for ev in events[start:end]:
                if ev["e"] in changed_by:
                    break
            else:
                self._clean[changed_by] = end
                return self
        self.catch_up(rnd)
        return self

    def catch_up(self, rnd: "Round") -> None:
        """Fold the events of ``rnd`` since the last fold, as the observer lets a spectator see them now."""
        events = rnd.events
        end = len(events)
        if self.pos == end:
            return
        new = events[self.pos:end]
        self.pos = end
        self.shown = None
        pending = self._pending
        self._pending = self._run(new, self._plans, rnd)
        if pending:  # folded again, as they are seen now
            self._pending += self._run(pending, self._again, rnd)

    def _run(self, events: list[Any], plans: dict[str, "_Plan"], rnd: "Round") -> list[EventData]:
        """Fold ``events`` by ``plans``, as a spectator sees them; those of a reveal kind the ruleset folds that it
        did not see whole."""
        again = self._again
        out: list[EventData] = []
        for ev in events:
            plan = plans.get(ev["e"])
            if plan is None:
                continue
            kind, folds, whole, _ = plan
            if kind.visibility is _PUBLIC:  # everyone sees all of it (most events)
                mine: EventData | None = ev
            elif whole and not kind.public(ev):  # folded only when everyone sees all of it
                continue
            else:
                mine = seen_by(ev, kind, SPECTATOR, rnd)
            if mine is not None:
                for fold in folds:
                    fold(self, mine)
            if mine is not ev and ev["e"] in again:
                out.append(ev)
        return out

    def add_discard(self, seat: int, tile: int, tsumogiri: bool) -> None:
        """``tile`` joins ``seat``'s discards, with its tsumogiri flag and its number in the deal."""
        self.discards[seat].append(tile)
        self.tsumogiri[seat].append(tsumogiri)
        self.order[seat].append(self.discarded)
        self.discarded += 1

    def _passed(self) -> None:
        """Play went on after the last discard: a declaring one's stick goes on the table."""
        seat, self.due = self.due, None
        if seat is not None:
            self.scores[seat] -= self.rules.declaration_stick
            self.sticks += 1

    def _round(self, ev: EventData) -> None:
        rules = self.rules
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
        """A seat drew: its hand size, the live wall (a replacement behind Tianjin's indicator spares it); a
        declaring discard passed."""
        rules = self.rules
        self.sizes[ev["seat"]] += 1
        if ev["replacement"] and self.spare and \
                (rules.flower_replacement if self.flower_next else rules.replacement) == "out_of_play":
            self.spare -= 1
        else:
            self.live -= 1
        if self.due is not None:
            self._passed()

    def _action(self, ev: EventData) -> None:
        """An added kong declared face up: its tile leaves the hand, and may be robbed."""
        if ev["act"] == "added_kan":
            seat, tile = ev["seat"], ev["tile"]
            self.sizes[seat] -= 1
            self.claimable = (seat, tile)
            self.robbable = (seat, tile, getattr(ev, "tsumogiri", False))

    def _discard(self, ev: EventData) -> None:
        """A discard (a declaring one: the declaration, its stick due once it passes)."""
        seat, tile = ev["seat"], ev["tile"]
        self.sizes[seat] -= 1
        self.add_discard(seat, tile, getattr(ev, "tsumogiri", False))
        if self.rules.shared_pond:
            insort(self.pond, tile)
        self.claimable = (seat, tile)
        if ev[DECLARATION_FLAG]:
            self.declared[seat] = tile
            if self.rules.declare_ready:
                self.due = seat

    def _call(self, ev: EventData) -> None:
        """A meld (an added kong completes a pon; another seat's face-down quad has no tiles); a chi, pon or
        open kong takes the discard."""
        seat, kind = ev["seat"], ev["type"]
        self.flower_next = False
        if self.due is not None:
            self._passed()
        melds = self.melds[seat]
        if kind == "added_kan":
            copies, tile = self.table.copies, ev["tiles"][0]
            i = next(i for i, m in enumerate(melds) if m[0] == "pon" and m[1][0] // copies == tile // copies)
            melds[i] = ("added_kan", tuple(sorted(melds[i][1] + (tile,))), melds[i][2])
            self.robbable = None
        elif kind == "closed_kan":
            self.sizes[seat] -= QUAD
            tiles = ev.get("tiles")  # none: face down
            melds.append((kind, tuple(tiles) if tiles is not None else (), None))
            self.claimable = (seat, tiles[self.table.hooks.quad_claim_tile] if tiles is not None else None)
        else:
            tiles, tile, source = ev["tiles"], ev["tile"], ev["source"]
            self.sizes[seat] -= len(tiles) - 1
            melds.append((kind, tuple(tiles), source))
            i = self.discards[source].index(tile)
            del self.discards[source][i], self.tsumogiri[source][i], self.order[source][i]
            if self.rules.shared_pond:
                self.pond.remove(tile)

    def _flower(self, ev: EventData) -> None:
        seat, tile = ev["seat"], ev["tile"]
        self.sizes[seat] -= 1
        self.flowers[seat].append(tile)
        self.flower_next = True
        self.claimable = (seat, tile)

    def _win(self, ev: EventData) -> None:
        if self.robbable is not None:  # the robbed tile counts as discarded
            self.add_discard(*self.robbable)
            self.robbable = None
        self._payments(ev)
        self.sticks = 0
        if self.rules.bloody_end:
            self.active.remove(ev["seat"])

    def _payments(self, ev: EventData) -> None:
        self.scores = [s + number(p) for s, p in zip(self.scores, ev["payments"])]

    def _round_end(self, ev: EventData) -> None:
        self.scores = [number(v) for v in ev["scores"]]
        self.sticks = ev["sticks"]


#: the engine's fold of each kind of event into :class:`Public` (the others change nothing every viewer sees); kept
#: out of the class body, which mypyc does not let name its methods
PUBLIC_FOLDS: dict[str, Callable[[Any, EventData], None]] = {
    "round": Public._round, "indicator": Public._indicator, "deal": Public._deal, "draw": Public._draw,
    "action": Public._action, "discard": Public._discard, "call": Public._call, "flower": Public._flower,
    "win": Public._win, "payment": Public._payments, "settlement": Public._payments, "round_end": Public._round_end}


class Private:
    """What ``seat`` sees of a round of ``table`` beyond what every viewer sees (:class:`Public`), folded from the
    events of its stream that name it, the deal and the ruleset's kinds it folds
    (:attr:`~polymahjong.engine.table.TableHooks.seat_folds`)."""

    __slots__ = ("viewer", "hand", "drawn", "dealing", "quads", "excluded_suits")

    def __init__(self, table: "Table", seat: int) -> None:
        self.viewer = seat
        self.hand: list[int] = []  # its concealed tiles, sorted
        self.drawn: int | None = None  # its tile just drawn; DEALT: the dealer's fourteenth
        self.dealing = False  # its flowers dealt are being replaced (the draws do not replace DEALT)
        self.quads: list[tuple[int, ...]] = []  # the tiles of its closed quads, in order
        self.excluded_suits: tuple[str | None, ...] = (None,) * table.n  # the excluded suits it sees (the ruleset's fold)

    def _deal(self, ev: EventData) -> None:
        """Its own hand (the dealer's drawn tile not named)."""
        self.hand = list(ev["hands"][self.viewer])
        self.drawn, self.dealing = DEALT, True

    def _draw(self, ev: EventData) -> None:
        """Its tile (its flowers' replacements during the deal are not its draw)."""
        tile = ev["tile"]
        insort(self.hand, tile)
        if not (self.dealing and ev["replacement"]):
            self.drawn, self.dealing = tile, False

    def _action(self, ev: EventData) -> None:
        if ev["act"] == "added_kan" and ev["seat"] == self.viewer:
            self.hand.remove(ev["tile"])

    def _discard(self, ev: EventData) -> None:
        self.hand.remove(ev["tile"])
        self.drawn, self.dealing = None, False

    def _call(self, ev: EventData) -> None:
        kind, tiles = ev["type"], ev["tiles"]
        if kind == "added_kan":
            return
        rest = list(tiles)
        if kind == "closed_kan":
            self.quads.append(tuple(tiles))
        else:
            rest.remove(ev["tile"])
            self.drawn = None
        self.dealing = False
        for t in rest:
            self.hand.remove(t)

    def _flower(self, ev: EventData) -> None:
        self.hand.remove(ev["tile"])


#: the engine's fold of each kind of event into :class:`Private`
PRIVATE_FOLDS: dict[str, Callable[[Any, EventData], None]] = {
    "deal": Private._deal, "draw": Private._draw, "action": Private._action, "discard": Private._discard,
    "call": Private._call, "flower": Private._flower}


class Seen:
    """What the viewers have seen of a round of ``table``: :attr:`public` (folded when asked, :meth:`Public.now`)
    and each seat's part (:attr:`seats`), folded together (:meth:`seats_now`): an event goes to the seat it names,
    or to every seat when its parts go by seat (the deal) or the ruleset folds its kind."""

    __slots__ = ("public", "seats", "pos", "melds_kinds", "jokers_kinds", "_plans", "_again", "_pending")

    def __init__(self, table: "Table") -> None:
        self.public = Public(table)
        self.seats = [Private(table, s) for s in range(table.n)]
        self.pos = 0  # events of the round the seats' parts folded so far
        #: the kinds of event that change the melds, the jokers (the ruleset's folds change anything)
        self.jokers_kinds = table.hooks.folds
        self.melds_kinds = frozenset({"call"}) | table.hooks.folds
        made = table.fold_plans
        plans = made.get(Private)
        if plans is None:
            plans = made[Private] = _plans(table, PRIVATE_FOLDS, table.hooks.seat_folds, table.hooks.fold_seat)
        self._plans, self._again = plans
        self._pending: list[EventData] = []  # events of a reveal kind the ruleset folds, not seen whole by all

    def seats_now(self, rnd: "Round") -> list[Private]:
        """Every seat's part, caught up with ``rnd`` as the observer lets each see its events now."""
        events = rnd.events
        end = len(events)
        if self.pos != end:
            new = events[self.pos:end]
            self.pos = end
            pending = self._pending
            self._pending = self._run(new, self._plans, rnd)
            if pending:  # folded again, as they are seen now
                self._pending += self._run(pending, self._again, rnd)
        return self.seats

    def _run(self, events: list[Any], plans: dict[str, "_Plan"], rnd: "Round") -> list[EventData]:
        """Fold ``events`` by ``plans`` into the seats' parts; those of a reveal kind the ruleset folds that a seat
        did not see whole."""
        seats, again = self.seats, self._again
        out: list[EventData] = []
        for ev in events:
            plan = plans.get(ev["e"])
            if plan is None:
                continue
            kind, folds, whole, every = plan
            if whole:  # folded only when everyone sees all of it (its kind's public_when)
                for field, values in kind.public_when:
                    if ev.get(field) in values:
                        break
                else:
                    continue
            if not every:  # the seat it names (for an event everyone sees all of: its own tiles)
                seat = ev.get("seat")
                if type(seat) is int:
                    mine = ev if kind.visibility is _PUBLIC else seen_by(ev, kind, seat, rnd)
                    if mine is not None:
                        for fold in folds:
                            fold(seats[seat], mine)
                    if mine is not ev and ev["e"] in again:
                        out.append(ev)
                continue
            seen_whole = True
            for s in range(len(seats)):
                mine = seen_by(ev, kind, s, rnd)
                if mine is not None:
                    for fold in folds:
                        fold(seats[s], mine)
                seen_whole = seen_whole and mine is ev
            if not seen_whole and ev["e"] in again:
                out.append(ev)
        return out


#: How a fold takes a kind of event: the kind, its folds (the engine's, then the ruleset's), whether it is folded
#: only when everyone sees all of it (:data:`WHOLE_ONLY`, when the ruleset does not fold it), and (for the seats'
#: parts) whether every seat folds it, as it sees it (its parts go by seat, or the ruleset folds it), or only the
#: seat it names.
_Plan = tuple[EventKind, tuple[Callable[[Any, EventData], None], ...], bool, bool]
#: The kinds the engine folds only when everyone sees all of the event: an ``action`` (a seat's choice, which
#: changes what is seen only when it is an added kong declared face up).
WHOLE_ONLY = frozenset({"action"})
#: The plans of a fold (:func:`_plans`): of every kind, and of the ``reveal`` kinds folded again; a table keeps
#: them by the class they fold into (``Table.fold_plans``), made once.
FoldPlans = tuple[dict[str, _Plan], dict[str, _Plan]]


def _plans(table: "Table", engine: dict[str, Callable[[Any, EventData], None]], kinds: frozenset[str],
           hook: Callable[[Any, EventData], None]) -> FoldPlans:
    """How a fold with the ``engine`` folds takes each of ``table``'s kinds of event, the ruleset's ``hook``
    folding ``kinds``; and of those of a ``reveal`` kind, the fold again (the ruleset's only) once more of one is
    shown."""
    plans: dict[str, _Plan] = {}
    again: dict[str, _Plan] = {}
    for name, kind in table.events.items():
        own = name in kinds
        folds = tuple(f for f in (engine.get(name), hook if own else None) if f is not None)
        if folds:
            whole = name in WHOLE_ONLY and not own and kind.visibility is not Visibility.PUBLIC
            plans[name] = (kind, folds, whole, own or kind.by_seat)
        if own and kind.visibility is Visibility.REVEAL:
            again[name] = (kind, (hook,), False, True)
    return plans, again


def seen(rnd: "Round") -> Seen:
    """What the viewers have seen of ``rnd`` (made on first use and kept as ``rnd.seen``); each part folds when
    asked (:meth:`Public.now`, :meth:`Seen.seats_now`)."""
    found = rnd.seen
    if found is None:
        found = rnd.seen = Seen(rnd.table)
    return found
