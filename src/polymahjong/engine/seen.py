"""What the viewers have seen of a round, folded from the events the one observer
(:mod:`polymahjong.engine.observer`) gives each of them.

The observer gives a seat at least what it gives a spectator, so what a seat sees is in two parts:

* :class:`Public`, what every viewer sees alike, folded from the spectator's stream: each seat's hand size, the
  melds (another seat's face-down quad without its tiles), discards with tsumogiri and their order in the deal,
  the shared pond, flowers, indicators, the declarations, the seats still in the deal, scores, sticks, honba,
  the tiles left in the live wall and the last tile open to claims;
* :class:`Private`, what one seat sees beyond it, folded from that seat's stream: its concealed tiles and draw,
  the tiles of its own closed quads, what its ruleset shows it alone. It folds the events that name it
  (``seat``), and of the others those that tell it more than a spectator (:func:`~.observer.told`: the deal, a
  ruleset's parts by seat or shown later).

:class:`Seen` folds each event of the round once, into both, and keeps its place in the round's event list, so
a fold takes only the events since the last; a view asks it only when a field is read. A ruleset folds what its
own events change through its table hooks: :attr:`~polymahjong.engine.table.TableHooks.folds` and
:meth:`~polymahjong.engine.table.TableHooks.fold` into the public part (Tianjin's jokers, Ùzje's quads turned
up), :attr:`~polymahjong.engine.table.TableHooks.seat_folds` and
:meth:`~polymahjong.engine.table.TableHooks.fold_seat` into every seat's (Sichuan's forbidden suits). An event
of a ``reveal`` kind that a ruleset folds is observed again at each fold until everyone sees it whole (Sichuan: a
forbidden suit is shown once its seat has discarded), so its hook folds it as it is seen now.
"""
from __future__ import annotations

from bisect import insort
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable, Sequence
from weakref import WeakKeyDictionary

from polymahjong.engine.events import EventData, EventKind, Visibility
from polymahjong.engine.observer import told
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
    """What every viewer sees of a round of ``table`` alike, folded from the spectator's stream."""

    __slots__ = ("sizes", "melds", "discards", "tsumogiri", "order", "discarded", "pond", "flowers", "indicators",
                 "jokers", "declared", "due", "voids", "active", "scores", "honba", "sticks", "live", "spare",
                 "flower_next", "claimable", "robbable")

    def __init__(self, table: "Table") -> None:
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

    def add_discard(self, seat: int, tile: int, tsumogiri: bool) -> None:
        """``tile`` joins ``seat``'s discards, with its tsumogiri flag and its number in the deal."""
        self.discards[seat].append(tile)
        self.tsumogiri[seat].append(tsumogiri)
        self.order[seat].append(self.discarded)
        self.discarded += 1

    def passed(self, stick: int) -> None:
        """Play went on after the last discard: a declaring one's ``stick`` goes on the table."""
        seat, self.due = self.due, None
        if seat is not None:
            self.scores[seat] -= stick
            self.sticks += 1


class Private:
    """What ``seat`` sees of a round of ``table`` beyond what every viewer sees (:class:`Public`), folded from its
    stream."""

    __slots__ = ("seat", "hand", "drawn", "dealing", "quads", "voids")

    def __init__(self, table: "Table", seat: int) -> None:
        self.seat = seat
        self.hand: list[int] = []  # its concealed tiles, sorted
        self.drawn: int | None = None  # its tile just drawn; DEALT: the dealer's fourteenth
        self.dealing = False  # its flowers dealt are being replaced (the draws do not replace DEALT)
        self.quads: list[tuple[int, ...]] = []  # the tiles of its closed quads, in order
        self.voids: tuple[str | None, ...] = (None,) * table.n  # the forbidden suits it sees (the ruleset's fold)


#: How the engine folds a kind of event into what the viewers have seen: from what a spectator sees of it (None:
#: nothing) and each seat that sees more, with what it sees (none when everyone sees it whole).
Fold = Callable[["Seen", "EventData | None", Sequence[tuple[int, EventData]]], None]


class Seen:
    """What the viewers have seen of a round of ``table``: :attr:`public`, and each seat's :attr:`seats`, folded
    from the round's events as the observer gives them to each (:meth:`catch_up`)."""

    __slots__ = ("public", "seats", "table", "rules", "pos", "_plans", "_again", "_pending")

    def __init__(self, table: "Table") -> None:
        self.public = Public(table)
        self.seats = [Private(table, s) for s in range(table.n)]
        self.table = table
        self.rules = table.rules
        self.pos = 0  # events of the round folded so far
        plans = _PLANS.get(table)
        if plans is None:
            plans = _PLANS[table] = _plans(table)
        self._plans, self._again = plans
        self._pending: list[EventData] = []  # events of a reveal kind the ruleset folds, not seen whole yet

    def catch_up(self, rnd: "Round") -> None:
        """Fold the events of ``rnd`` since the last fold, as the observer lets each viewer see them now."""
        events = rnd.events
        end = len(events)
        if self.pos == end:
            return
        new = events[self.pos:end]
        self.pos = end
        pending = self._pending
        self._pending = self._run(new, self._plans, rnd)
        if pending:  # folded again, as they are seen now
            self._pending += self._run(pending, self._again, rnd)

    def _run(self, events: list[Any], plans: dict[str, "_Plan"], rnd: "Round") -> list[EventData]:
        """Fold ``events`` by ``plans`` into what every viewer sees and into what the seats each tells more see
        (the seat it names, when everyone sees it whole: its own tiles move); those of a reveal kind the ruleset
        folds that not everyone sees whole yet."""
        again, seats = self._again, self.seats
        out: list[EventData] = []
        for ev in events:
            plan = plans.get(ev["e"])
            if plan is None:
                continue
            kind, engine, public_hook, seat_hook, whole = plan
            if kind.visibility is _PUBLIC:  # everyone sees all of it (most events)
                public: EventData | None = ev
                more: Sequence[tuple[int, EventData]] = ()
            elif whole and not kind.public(ev):  # the engine folds it only when everyone sees all of it
                continue
            else:
                public, more = told(ev, kind, len(seats), rnd)
            if engine is not None:
                engine(self, public, more)
            if public_hook is not None and public is not None:
                public_hook(self.public, public)
            everyone = public is ev
            if seat_hook is not None:
                for s, mine in [(s, ev) for s in range(len(seats))] if everyone else more:
                    seat_hook(seats[s], mine)
            if not everyone and ev["e"] in again:
                out.append(ev)
        return out


# -- the engine's folds -----------------------------------------------------------
def _round(seen: Seen, ev: EventData | None, more: Sequence[tuple[int, EventData]]) -> None:
    assert ev is not None
    public, rules = seen.public, seen.rules
    public.scores = [number(v) for v in ev["scores"]]
    public.honba, public.sticks = ev["honba"], ev["sticks"]
    public.live = len(seen.table.physical) - rules.dead_wall
    if "out_of_play" in (rules.replacement, rules.flower_replacement):
        public.spare = max(rules.dead_wall - 1, 0)


def _indicator(seen: Seen, ev: EventData | None, more: Sequence[tuple[int, EventData]]) -> None:
    assert ev is not None
    seen.public.indicators.append(ev["tile"])


def _deal(seen: Seen, ev: EventData | None, more: Sequence[tuple[int, EventData]]) -> None:
    """Each seat's hand size; each seat's own hand (the dealer's drawn tile not named)."""
    assert ev is not None
    public = seen.public
    public.sizes = [len(h) for h in ev["hands"]]
    public.live -= sum(public.sizes)
    for s, mine in more:
        own = seen.seats[s]
        own.hand = list(mine["hands"][s])
        own.drawn, own.dealing = DEALT, True


def _draw(seen: Seen, ev: EventData | None, more: Sequence[tuple[int, EventData]]) -> None:
    """A seat drew: its hand size, the live wall (a replacement behind Tianjin's indicator spares it), a
    declaring discard passed; the drawer's tile (its flowers' replacements during the deal are not its draw)."""
    assert ev is not None
    public, rules = seen.public, seen.rules
    public.sizes[ev["seat"]] += 1
    if ev["replacement"] and public.spare and \
            (rules.flower_replacement if public.flower_next else rules.replacement) == "out_of_play":
        public.spare -= 1
    else:
        public.live -= 1
    if public.due is not None:
        public.passed(rules.riichi_stick)
    for s, mine in more:
        own = seen.seats[s]
        tile = mine["tile"]
        insort(own.hand, tile)
        if not (own.dealing and mine["replacement"]):
            own.drawn, own.dealing = tile, False


def _action(seen: Seen, ev: EventData | None, more: Sequence[tuple[int, EventData]]) -> None:
    """An added kong declared face up: its tile leaves the hand, and may be robbed."""
    if ev is None or ev["act"] != "added_kan":
        return
    seat, tile = ev["seat"], ev["tile"]
    public = seen.public
    public.sizes[seat] -= 1
    public.claimable = (seat, tile)
    public.robbable = (seat, tile, getattr(ev, "tsumogiri", False))
    seen.seats[seat].hand.remove(tile)


def _discard(seen: Seen, ev: EventData | None, more: Sequence[tuple[int, EventData]]) -> None:
    """A discard (a declaring one: the declaration, its stick due once it passes)."""
    assert ev is not None
    public = seen.public
    seat, tile = ev["seat"], ev["tile"]
    public.sizes[seat] -= 1
    public.add_discard(seat, tile, getattr(ev, "tsumogiri", False))
    if seen.rules.shared_pond:
        insort(public.pond, tile)
    public.claimable = (seat, tile)
    if ev[DECLARATION_FLAG]:
        public.declared[seat] = tile
        if seen.rules.declare_ready:
            public.due = seat
    own = seen.seats[seat]
    own.hand.remove(tile)
    own.drawn, own.dealing = None, False


def _call(seen: Seen, ev: EventData | None, more: Sequence[tuple[int, EventData]]) -> None:
    """A meld (an added kong completes a pon; another seat's face-down quad has no tiles); a chi, pon or open
    kong takes the discard."""
    assert ev is not None
    public = seen.public
    seat, kind = ev["seat"], ev["type"]
    public.flower_next = False
    if public.due is not None:
        public.passed(seen.rules.riichi_stick)
    melds = public.melds[seat]
    if kind == "added_kan":
        copies, tile = seen.table.copies, ev["tiles"][0]
        i = next(i for i, m in enumerate(melds) if m[0] == "pon" and m[1][0] // copies == tile // copies)
        melds[i] = ("added_kan", tuple(sorted(melds[i][1] + (tile,))), melds[i][2])
        public.robbable = None
        return
    own = seen.seats[seat]
    if kind == "closed_kan":
        public.sizes[seat] -= QUAD
        tiles = ev.get("tiles")  # none: face down, told to its owner only
        if tiles is None:
            melds.append((kind, (), None))
            public.claimable = (seat, None)
            tiles = next(mine for s, mine in more if s == seat)["tiles"]
        else:
            melds.append((kind, tuple(tiles), None))
            public.claimable = (seat, tiles[seen.table.hooks.quad_claim_tile])
        own.quads.append(tuple(tiles))
        rest = list(tiles)
    else:
        tiles, tile, source = ev["tiles"], ev["tile"], ev["source"]
        public.sizes[seat] -= len(tiles) - 1
        melds.append((kind, tuple(tiles), source))
        i = public.discards[source].index(tile)
        del public.discards[source][i], public.tsumogiri[source][i], public.order[source][i]
        if seen.rules.shared_pond:
            public.pond.remove(tile)
        rest = list(tiles)
        rest.remove(tile)
        own.drawn = None
    own.dealing = False
    for t in rest:
        own.hand.remove(t)


def _flower(seen: Seen, ev: EventData | None, more: Sequence[tuple[int, EventData]]) -> None:
    assert ev is not None
    public = seen.public
    seat, tile = ev["seat"], ev["tile"]
    public.sizes[seat] -= 1
    public.flowers[seat].append(tile)
    public.flower_next = True
    public.claimable = (seat, tile)
    seen.seats[seat].hand.remove(tile)


def _win(seen: Seen, ev: EventData | None, more: Sequence[tuple[int, EventData]]) -> None:
    assert ev is not None
    public = seen.public
    if public.robbable is not None:  # the robbed tile counts as discarded
        public.add_discard(*public.robbable)
        public.robbable = None
    _payments(seen, ev, more)
    public.sticks = 0
    if seen.rules.bloody_end:
        public.active.remove(ev["seat"])


def _payments(seen: Seen, ev: EventData | None, more: Sequence[tuple[int, EventData]]) -> None:
    assert ev is not None
    public = seen.public
    public.scores = [s + number(p) for s, p in zip(public.scores, ev["payments"])]


def _round_end(seen: Seen, ev: EventData | None, more: Sequence[tuple[int, EventData]]) -> None:
    assert ev is not None
    public = seen.public
    public.scores = [number(v) for v in ev["scores"]]
    public.sticks = ev["sticks"]


#: The engine's fold of each of its kinds of event (the others change nothing a viewer sees).
ENGINE: dict[str, Fold] = {
    "round": _round, "indicator": _indicator, "deal": _deal, "draw": _draw, "action": _action, "discard": _discard,
    "call": _call, "flower": _flower, "win": _win, "payment": _payments, "settlement": _payments,
    "round_end": _round_end}
#: The kinds the engine folds only when everyone sees all of the event: an ``action`` (a seat's choice, which
#: changes what is seen only when it is an added kong declared face up).
WHOLE_ONLY = frozenset({"action"})
#: How :class:`Seen` folds a kind of event: the kind, the engine's fold, the ruleset's into what every viewer sees
#: and into every seat's, and whether it is folded only when everyone sees all of it (:data:`WHOLE_ONLY`, when the
#: ruleset does not fold it).
_Plan = tuple[EventKind, "Fold | None", "Callable[[Public, EventData], None] | None",
              "Callable[[Private, EventData], None] | None", bool]
#: Each table's plans (:func:`_plans`), made once.
_PLANS: "WeakKeyDictionary[Table, tuple[dict[str, _Plan], dict[str, _Plan]]]" = WeakKeyDictionary()


def _plans(table: "Table") -> tuple[dict[str, _Plan], dict[str, _Plan]]:
    """The fold of each of ``table``'s kinds of event; and of its ``reveal`` kinds the ruleset folds, the fold
    again (the ruleset's only) once more of one is shown."""
    hooks = table.hooks
    plans: dict[str, _Plan] = {}
    again: dict[str, _Plan] = {}
    for name, kind in table.events.items():
        public = hooks.fold if name in hooks.folds else None
        seat = hooks.fold_seat if name in hooks.seat_folds else None
        engine = ENGINE.get(name)
        if engine or public or seat:
            plans[name] = (kind, engine, public, seat, name in WHOLE_ONLY and not public and not seat)
        if kind.visibility is Visibility.REVEAL and (public or seat):
            again[name] = (kind, None, public, seat, False)
    return plans, again


def seen(rnd: "Round") -> Seen:
    """What the viewers have seen of ``rnd`` (made on first use and kept as ``rnd.seen``), caught up."""
    found = rnd.seen
    if found is None:
        found = rnd.seen = Seen(rnd.table)
    found.catch_up(rnd)
    return found
