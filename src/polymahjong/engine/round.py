"""One deal (a "round", a "game" in Ùzje terms) as a deterministic state machine.

``Round(table, seed, ...)`` builds and breaks the wall and deals. Then
:meth:`Round.to_act` names the seats that owe an action, :meth:`Round.legal`
lists a seat's legal actions, and :meth:`Round.step` applies one action and
returns the events it caused. An illegal action raises :class:`ActionError`
and changes nothing. Seats are numbered from this round's dealer (seat 0).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from random import Random
from typing import Any, Sequence
from weakref import ReferenceType, ref

from polymahjong.engine.aborts import abort_after_discard, nine_terminals
from polymahjong.engine.actions import Act, Action, ActionError
from polymahjong.engine.claims import Claim, claim_options, resolve_claims
from polymahjong.engine.events import Discard, Event, FromHand
from polymahjong.engine.table import Number, RoundResult, Table
from polymahjong.engine.wall import Wall, WallError
from polymahjong.engine.wins import settle_win, win_result
from polymahjong.hand import Meld, MeldKind
from polymahjong.variants.contract import DECLARATION_FLAG
from polymahjong.variants.numbers import plain as _plain

WINDS = ("E", "S", "W", "N")
#: Weak references to readers (views) a round keeps between steps before it lets go of the dead ones.
READERS_KEPT = 64
#: The phases of the engine's own; any other is a ruleset's (:meth:`TableHooks.opening`).
ENGINE_PHASES = frozenset({"deal", "turn", "flower", "claim", "over"})



@dataclass
class MeldRec:
    """A declared meld: its type (chi, pon, open_kan, closed_kan, added_kan), tiles, where the called tile came from."""

    type: str
    tiles: tuple[int, ...]
    kind: MeldKind
    source: int | None = None
    called: int | None = None
    meld: Meld | None = field(default=None, init=False, repr=False, compare=False)  # as_meld's, kept

    def __post_init__(self) -> None:
        self.meld = None  # set here too: a class compiled by mypyc does not read a default left out of __init__

    def as_meld(self, copies: int) -> Meld:
        """The analyser's view of this meld (made once: a meld's tiles never change)."""
        if self.meld is None:
            kinds = tuple(t // copies for t in self.tiles)
            self.meld = Meld(self.kind, tuple(sorted(kinds))[:3] if self.kind is not MeldKind.QUAD else kinds,
                             open=self.type != "closed_kan", declared=True)
        return self.meld


@dataclass
class Win:
    """A win: the seat, the winning tile, the discarder (None for self-drawn), flags, score and payments."""

    seat: int
    tile: int
    discarder: int | None
    flags: dict[str, Any]
    result: Any = None
    payments: list[Number] = field(default_factory=list)


class Round:
    """The state of one deal. See the module docstring for the protocol."""

    def __init__(self, table: Table, seed: int, *, round_wind: int = 0, honba: int = 0, sticks: int = 0,
                 scores: list[Number] | None = None, number: int = 0, dealer: int = 0,
                 wall: list[int] | None = None, match_state: Any = None) -> None:
        """Deal a round; ``wall`` (every physical tile in draw order, the dead wall at the end) replaces
        the shuffled and broken wall, e.g. to replay a record; ``match_state``: the ruleset's state of the match
        the round belongs to (:meth:`TableHooks.match_state`; None: a new one)."""
        self.table = table
        self.rules = table.rules
        self.n = n = table.n
        self.seed = seed
        self.round_wind = round_wind
        self.honba = honba
        self.sticks = sticks  # declaration sticks on the table (riichi's riichi sticks)
        self.scores: list[Number] = list(scores) if scores is not None else [self.rules.start_score] * n
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.counts: list[list[int]] = [[0] * len(table.tileset.kinds) for _ in range(n)]
        self.melds: list[list[MeldRec]] = [[] for _ in range(n)]
        self.discards: list[list[int]] = [[] for _ in range(n)]  # each seat's river (called tiles leave it)
        self.tsumogiri: list[list[bool]] = [[] for _ in range(n)]  # parallel to discards: the tile just drawn
        self.discard_order: list[list[int]] = [[] for _ in range(n)]  # parallel to discards: its number in the deal
        self.discarded = 0  # discards so far in the deal
        self.river: list[list[int]] = [[] for _ in range(n)]  # every discard of each seat, called ones included
        self.river_called = [False] * n  # a discard of the seat was called (no nagashi mangan)
        self.pond: list[int] = []  # the shared sorted pond (Ùzje)
        self.flowers: list[list[int]] = [[] for _ in range(n)]
        self.pending_flips = 0  # indicators owed for open/added kans, flipped at the next discard or kan
        self.last_call: MeldRec | None = None  # the chi/pon the turn's seat just made (kuikae)
        self.deposits: list[Number] = [0] * n
        self.side: list[Number] = [0] * n  # payments during the deal outside the wins (Sichuan's kong payments)
        self.active = list(range(n))  # seats still in the deal (bloody end)
        self.turn = 0
        self.drawn: int | None = None  # the tile just drawn by ``turn``; None after a call
        self.after_kan = False
        self.kan_discard = False  # the last discard came right after its discarder's kong
        self.first_turns = [True] * n  # no call has interrupted and the seat has not discarded
        self.kans: list[int] = []  # seats that declared each kong
        self.chain: list[str] = []  # the quads (meld types) declared one after another since the last discard
        self.flower: int | None = None  # a drawn flower that may win (Ùzje), its replacement not yet drawn
        self.claim: Claim | None = None
        self.wins: list[Win] = []
        self.phase = "deal"
        self.result: RoundResult | None = None
        self.version = 0
        self._legal: dict[int, list[Action]] = {}
        self._choices: dict[int, list[int]] = {}  # discard_choices, per seat, until the next step
        self._waits: dict[int, frozenset[int]] = {}  # per seat, the kinds completing its hand, until it changes
        self._drawn_waits: tuple[int, int, frozenset[int]] | None = None  # (seat, tile drawn, waits before it)
        self._core = table.wincheck.core is not None  # the compiled core finds the waits (completes)
        self._copies = table.copies
        self._readers: list[ReferenceType[Any]] = []  # objects that read the round until it changes (views)
        #: what the viewers have seen of the round, folded from the events they are told as their views are read
        #: (engine/seen.py's ``Seen``, made at the first read)
        self.seen: Any = None
        self.events: list[Event] = []
        self.rng = Random(seed)
        #: the ruleset's own state of the match (its hooks' :meth:`~TableHooks.match_state`, kept by the match
        #: across its deals), e.g. Ùzje's goulashes in a row
        self.match_state: Any = match_state if match_state is not None else table.hooks.match_state()
        #: the ruleset's own state of the deal (its hooks' :meth:`~TableHooks.round_state`), e.g. riichi's
        #: declarations and furiten
        self.state: Any = table.hooks.round_state(self)
        self._deal(number, dealer, wall)

    # -- setup -----------------------------------------------------------------
    def _deal(self, number: int, dealer: int, tiles: list[int] | None) -> None:
        t, rules, rng = self.table, self.rules, self.rng
        if tiles is None:
            dice, wall_seat, count = t.hooks.break_wall(rng)
            self.wall = wall = Wall.build(rng, t.physical, rules, wall_seat, count)
        else:
            if sorted(tiles) != sorted(t.physical):
                raise ValueError(f"a given wall must hold each of the {len(t.physical)} physical tiles once")
            dice, wall_seat, count = [], 0, 0
            self.wall = wall = Wall(list(tiles), rules.dead_wall, rules.replacement)
        self._emit(e="round", number=number, dealer=dealer, wind=WINDS[self.round_wind % 4], honba=self.honba, sticks=self.sticks,
                   scores=_plain(self.scores), dice=dice, wall=wall_seat, count=count)
        self._flip_indicator()
        for ev in t.hooks.setup_wall(wall, rng):
            self.emit(ev)
        self.jokers = t.hooks.jokers(wall)
        for _ in range(3):
            for s in range(self.n):
                for _ in range(4):
                    self._add(s, wall.draw())
        for s in range(self.n):
            self._add(s, wall.draw())
        self.drawn = wall.draw()
        self._add(0, self.drawn)
        self._emit(e="deal", hands=[sorted(h) for h in self.hands])
        if rules.flowers:
            for s in range(self.n):
                for tile in [x for x in self.hands[s] if t.tileset.kind_of(x) in t.flower_kinds]:
                    self._expose_flower(s, tile, replace=True)
        self.phase = t.hooks.opening(self)

    # -- queries ---------------------------------------------------------------
    def to_act(self) -> list[int]:
        """Seats that owe an action now (several while a claim or a ruleset's choice before play is open)."""
        if self.phase in ("turn", "flower"):
            return [self.turn]
        if self.phase == "claim":
            assert self.claim is not None
            return [s for s in self.claim.options if s not in self.claim.answers]
        if self.phase in ("deal", "over"):
            return []
        return self.table.hooks.owed(self)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def legal(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now (empty when it owes none)."""
        if seat in self._legal:
            return self._legal[seat]
        out: list[Action] = []
        if self.phase == "turn" and seat == self.turn:
            out = self._turn_actions(seat)
        elif self.phase == "claim" and seat in self.to_act():
            out = self.claim.options[seat]  # type: ignore[union-attr]
        elif self.phase == "flower" and seat == self.turn and self.flower is not None:
            out = [Action(Act.TSUMO, seat, tile=self.flower), Action(Act.PASS, seat)]
        elif self.phase not in ENGINE_PHASES and seat in self.to_act():
            out = self.table.hooks.own_actions(self, seat)
        self._legal[seat] = out
        return out

    def read_by(self, reader: Any) -> None:
        """``reader`` (a seat's view) reads this round lazily: its ``settle()`` is called before the round's next
        step if it is still alive then, so it can read what it has not read yet."""
        if len(self._readers) >= READERS_KEPT:  # many views and no step (a finished round watched): drop the dead
            self._readers = [r for r in self._readers if r() is not None]
        self._readers.append(ref(reader))

    def _settle_readers(self) -> None:
        for r in self._readers:
            reader = r()
            if reader is not None:
                reader.settle()
        self._readers = []

    def kind(self, tile: int) -> int:
        return tile // self.table.copies

    def declared(self, seat: int) -> tuple[Meld, ...]:
        """The seat's declared melds as the analyser sees them."""
        melds = self.melds[seat]
        if not melds:
            return ()
        c = self.table.copies
        return tuple(m.as_meld(c) for m in melds)

    def concealed_counts(self, seat: int, extra: int | None = None) -> tuple[list[int], int]:
        """Counts of the concealed tiles (plus ``extra``) without jokers, and the number of jokers."""
        c = list(self.counts[seat])
        if extra is not None:
            c[self.kind(extra)] += 1
        wild = 0
        for j in self.jokers:
            wild += c[j]
            c[j] = 0
        return c, wild

    def completes(self, seat: int, tile: int | None = None) -> bool:
        """Whether ``seat``'s concealed tiles (with ``tile``, another seat's, when given) and declared melds
        make a complete hand: the engine's win check, before the flags and the scorer are asked. Another
        seat's tile (not a joker) is looked up in the seat's waits, found once per change of its hand; so is
        the tile just drawn, in the waits of the hand it joined when they were known."""
        if self._core:  # (its waits count ``copies`` of every kind)
            if tile is not None:
                k = tile // self._copies
                if k not in self.jokers:
                    waits = self._waits.get(seat)
                    if waits is None:
                        counts, wild = self.concealed_counts(seat)
                        waits = self._waits[seat] = frozenset(self.table.wincheck.waits(counts, self.declared(seat), wild))
                    return k in waits
            elif self._drawn_waits is not None:  # the tile just drawn: the waits of the hand it joined, if known
                drawer, drawn, waits = self._drawn_waits
                if drawer == seat and drawn == self.drawn and drawn // self._copies not in self.jokers:
                    return drawn // self._copies in waits
        counts, wild = self.concealed_counts(seat, tile)
        return self.table.wincheck.complete(counts, self.declared(seat), wild)

    def can_win(self, seat: int, tile: int, discarder: int | None, flags: dict[str, Any]) -> Win | None:
        """A :class:`Win` if ``seat`` may win on ``tile`` (self-drawn and in hand when ``discarder`` is None)."""
        tsumo = discarder is None
        if not self.completes(seat, None if tsumo else tile):
            return None
        if not self.table.hooks.win_allowed(self, seat, tile, tsumo):
            return None
        win = Win(seat, tile, discarder, flags)
        if self.table.scored:
            win.result = win_result(self, win)
            if not win.result.valid or not self.table.hooks.win_kept(self, win):
                return None
        return win

    # -- turn actions ------------------------------------------------------------
    def _turn_actions(self, seat: int) -> list[Action]:
        out: list[Action] = []
        rules, c = self.rules, self.counts[seat]
        drawn = self.drawn
        if drawn is not None:
            win = self.can_win(seat, drawn, None, self._win_flags(seat, tsumo=True)) if self.completes(seat) else None
            if win is not None:
                self._pending_win = win
                out.append(Action(Act.TSUMO, seat, tile=drawn))
            if (rules.closed_kan and 4 in c or rules.added_kan and self.melds[seat]) and self._may_kan():
                hand = self.hands[seat]
                if rules.closed_kan and 4 in c:
                    for k, n in enumerate(c):
                        if n == 4 and self.table.hooks.kan_allowed(self, seat, k):
                            out.append(Action(Act.CLOSED_KAN, seat, tiles=tuple(sorted(t for t in hand if self.kind(t) == k))))
                if rules.added_kan:
                    for m in self.melds[seat]:
                        if m.type == "pon" and self.table.hooks.kan_allowed(self, seat, self.kind(m.tiles[0])):
                            k = self.kind(m.tiles[0])
                            out += [Action(Act.ADDED_KAN, seat, tile=t) for t in hand if self.kind(t) == k]
        if (drawn is not None and "nine_terminals" in rules.aborts and self.first_turns[seat]
                and nine_terminals(self, seat)):
            out.append(Action(Act.ABORT, seat))
        out += map(_DISCARDS[seat].__getitem__, self.discard_choices(seat))
        own = self.table.hooks.turn_actions(self, seat)
        if own:
            out += own
        return out

    def discard_choices(self, seat: int) -> list[int]:
        """The tiles ``seat`` may discard now, one of each physical id (:meth:`TableHooks.discard_choices`)."""
        found = self._choices.get(seat)
        if found is None:
            found = self._choices[seat] = self.table.hooks.discard_choices(self, seat)
        return found

    def _may_kan(self) -> bool:
        kan_abort = self.rules.kan_abort
        return self.wall.live > 0 and not (kan_abort and len(self.kans) >= kan_abort)

    def _win_flags(self, seat: int, tsumo: bool, robbing: bool = False) -> dict[str, Any]:
        f: dict[str, Any] = {}
        if tsumo and self.after_kan:
            f["rinshan"] = True
            if len(self.chain) >= 2 and all(t == "closed_kan" for t in self.chain[1:]):
                f["multi_kan"], f["kan_chain"] = True, len(self.chain)
        if robbing:
            f["chankan"] = True
        elif not tsumo and self.kan_discard:
            f["after_kong_discard"] = True
        if self.wall.live == 0 and not robbing:
            f["haitei" if tsumo else "houtei"] = True
        if self.first_turns[seat] and tsumo:
            f["first_turn"] = True
        return self.table.hooks.win_flags(self, seat, tsumo, f)

    # -- stepping --------------------------------------------------------------
    def step(self, action: Action) -> list[Event]:
        """Apply a legal action; returns the events it caused. Illegal: :class:`ActionError`, no change."""
        if self.phase == "over":
            raise ActionError("the round is over")
        if not isinstance(action, Action):
            raise ActionError(f"not an action: {action!r}")
        legal = self.legal(action.seat) if 0 <= action.seat < self.n else []
        for offered in legal:  # most actions are one of the list
            if offered is action:
                break
        else:
            self._refuse(action, legal)
        if self._readers:
            self._settle_readers()
        start = len(self.events)
        self._legal, self._choices = {}, {}
        self.version += 1
        a = action.act
        if a is Act.ADDED_KAN:  # declared face up (the others may rob it), with whether its tile was the one just drawn
            self.events.append(FromHand.of({"e": "action", **action.to_json()}, action.tile == self.drawn))
        else:
            self._emit(e="action", **action.to_json())
        if a is Act.DISCARD:
            self.discard(action)
        elif a is Act.ABORT:
            self.abort("nine terminals")
        elif a is Act.TSUMO:
            self.finish_wins([self._pending_win])
        elif a is Act.CLOSED_KAN:
            self._closed_kan(action)
        elif a is Act.ADDED_KAN:
            self._added_kan(action)
        elif a is Act.PASS and self.phase == "flower":  # a flower that could win: draw its replacement
            self.flower = None
            self._replacement(action.seat, kan=self.after_kan, flower=True)
        elif self.phase == "claim":  # an answer: a call, a pass or one of the ruleset's own
            assert self.claim is not None
            self.claim.answers[action.seat] = action
            if len(self.claim.answers) == len(self.claim.options):
                resolve_claims(self)
        else:  # one of the ruleset's own actions on a turn or in its own phase
            for ev in self.table.hooks.act(self, action):
                self.emit(ev)
        return self.events[start:]

    def _refuse(self, action: Action, legal: list[Action]) -> None:
        """ActionError unless ``action`` equals one of ``legal``."""
        if action in legal:
            return
        owed = self.to_act()
        why = (f"seat {action.seat} has nothing to do now (waiting for seat(s) {owed})" if not legal
               else f"{action} is not legal for seat {action.seat}; legal: {', '.join(map(str, legal[:12]))}"
                    + (" ..." if len(legal) > 12 else ""))
        raise ActionError(why)

    def discard(self, action: Action) -> None:
        """``action``'s seat discards its ``tile``: a plain discard, or a ruleset's own action that discards
        (:meth:`TableHooks.act` calls this; the discard event's declaration flag says it is not plain);
        then the claim window on it, or the next draw."""
        seat, tile = action.seat, action.tile
        assert tile is not None
        self._flip_pending()
        self.table.hooks.discarding(self, action)
        self.last_call = None
        self._remove(seat, tile)
        tsumogiri = tile == self.drawn
        self.add_discard(seat, tile, tsumogiri)
        self.river[seat].append(tile)
        if self.rules.shared_pond:
            self._insert_pond(tile)
        self.events.append(Discard.of({"e": "discard", "seat": seat, "tile": tile,
                                       DECLARATION_FLAG: action.act is not Act.DISCARD}, tsumogiri))
        self.first_turns[seat] = False
        self.drawn = None
        self.after_kan = False
        self.kan_discard = bool(self.chain)
        self.chain = []
        claim = claim_options(self, tile, seat, robbing=False)
        if claim is not None:
            self.claim = claim
            self.phase = "claim"
        else:
            self.next_draw(seat)

    def _insert_pond(self, tile: int) -> None:
        pond, i = self.pond, len(self.pond)
        pond.append(tile)
        while i and pond[i - 1] > tile:
            pond[i] = pond[i - 1]
            i -= 1
        pond[i] = tile

    def _closed_kan(self, action: Action) -> None:
        seat = action.seat
        for t in action.tiles:
            self._remove(seat, t)
        self.melds[seat].append(MeldRec("closed_kan", action.tiles, MeldKind.QUAD))
        self._waits.pop(seat, None)
        self._emit(e="call", seat=seat, type="closed_kan", tiles=list(action.tiles))
        self._open_claim(self.table.hooks.closed_quad_claim(self, seat, self.melds[seat][-1]), seat)

    def _open_claim(self, claim: Claim | None, owner: int) -> None:
        """Open a claim window on ``owner``'s closed quad, or go on to its replacement draw."""
        if claim is not None and claim.options:
            self.claim = claim
            self.phase = "claim"
            return
        self.claim = None
        self._after_kan(owner, self.melds[owner][-1], None)

    def quad_answered(self, answers: list[Action]) -> None:
        """The claim window on a closed quad closed without a win; ``answers``: the answers of the ruleset's
        own in it, which its hooks carry out (:meth:`TableHooks.closed_quad_answered`) and may open a new
        window; else the quad stands."""
        claim = self.claim
        assert claim is not None
        owner = claim.discarder
        self._open_claim(self.table.hooks.closed_quad_answered(self, owner, answers) if answers else None, owner)

    def _added_kan(self, action: Action) -> None:
        seat, tile = action.seat, action.tile
        assert tile is not None
        self._remove(seat, tile)
        if self.rules.rob_kong:
            claim = claim_options(self, tile, seat, robbing=True)
            if claim is not None:
                self.claim = claim
                self.phase = "claim"
                return
        self.complete_added_kan(seat, tile)

    def complete_added_kan(self, seat: int, tile: int) -> None:
        """Turn the seat's pon of ``tile``'s kind into a kong (the tile already left the hand)."""
        k = self.kind(tile)
        i = next(i for i, m in enumerate(self.melds[seat]) if m.type == "pon" and self.kind(m.tiles[0]) == k)
        m = self.melds[seat][i]
        self.melds[seat][i] = MeldRec("added_kan", tuple(sorted(m.tiles + (tile,))), MeldKind.QUAD, m.source, m.called)
        self._waits.pop(seat, None)
        self._emit(e="call", seat=seat, type="added_kan", tiles=[tile])
        self.claim = None
        self._after_kan(seat, self.melds[seat][i], tile)

    def _after_kan(self, seat: int, meld: MeldRec, tile: int | None) -> None:
        """The kong ``meld`` stands (``tile``: the called or added tile, None for a closed kong): tell the
        hooks, flip the next indicator (after an open or added kong, at the next discard when the rules say
        so), draw a replacement."""
        closed = meld.type == "closed_kan"
        self.kans.append(seat)
        self.chain.append(meld.type)
        self.table.hooks.kong_declared(self, seat, meld, tile)
        self.first_turns = [False] * self.n
        self._flip_pending()
        if closed or not self.rules.kan_dora_after_discard:
            self._flip_indicator()
        else:
            self.pending_flips += 1
        self.turn = seat
        self._replacement(seat, kan=True)

    def _flip_pending(self) -> None:
        while self.pending_flips:
            self.pending_flips -= 1
            self._flip_indicator()

    def _flip_indicator(self) -> None:
        positions = self.rules.indicator_positions
        if len(self.wall.indicators) < len(positions):
            tile = self.wall.flip(len(self.wall.tiles) + positions[len(self.wall.indicators)])
            self._emit(e="indicator", tile=tile)

    def apply_call(self, action: Action) -> None:
        """Give the claimed tile to a chi, pon or open kan caller (claims have been resolved)."""
        claim = self.claim
        assert claim is not None
        seat, tile = action.seat, claim.tile
        if self._discard_passed(claim.discarder, tile):
            return
        for t in action.tiles:
            self._remove(seat, t)
        kind = {Act.PON: MeldKind.TRIPLET, Act.OPEN_KAN: MeldKind.QUAD}.get(action.act) or claim.chi_kind[action]
        tiles = tuple(sorted(action.tiles + (tile,)))
        self.melds[seat].append(MeldRec(action.act.value, tiles, kind, claim.discarder, tile))
        self._waits.pop(seat, None)
        self._emit(e="call", seat=seat, type=action.act.value, tiles=list(tiles), tile=tile, source=claim.discarder)
        self._take_discard(claim.discarder, tile)
        self.river_called[claim.discarder] = True
        self.last_call = self.melds[seat][-1]
        self.table.hooks.after_call(self, seat, self.melds[seat][-1])
        if self.rules.shared_pond:
            self.pond.remove(tile)
        self.claim = None
        self.first_turns = [False] * self.n
        self.turn = seat
        self.drawn = None
        if action.act is Act.OPEN_KAN:
            self._after_kan(seat, self.melds[seat][-1], tile)
        else:
            self.phase = "turn"

    # -- drawing -----------------------------------------------------------------
    def next_seat(self, seat: int) -> int:
        """The next seat still in the deal after ``seat``."""
        for i in range(1, self.n + 1):
            s = (seat + i) % self.n
            if s in self.active:
                return s
        return seat

    def next_draw(self, after: int) -> None:
        """``after``'s discard passed: the next seat in the deal draws (or the wall is exhausted)."""
        if self.discards[after] and self._discard_passed(after, self.discards[after][-1]):
            return
        seat = self.next_seat(after)
        if self.wall.live == 0:
            self._exhaustive()
            return
        self.turn = seat
        self._give(seat, self.wall.draw(), replacement=False)

    def _discard_passed(self, seat: int, tile: int) -> bool:
        """``seat``'s discard of ``tile`` was not won on: tell the hooks, check the abortive draws; True when
        the round ended."""
        self.table.hooks.discard_passed(self, seat, tile)
        reason = abort_after_discard(self)
        if reason:
            self.abort(reason)
        return reason is not None

    def _replacement(self, seat: int, kan: bool, flower: bool = False) -> None:
        """``seat`` draws the replacement of a kong or (``flower``) of a flower; ``kan``: it follows a kong."""
        try:
            tile = self.wall.draw_replacement(self.rules.flower_replacement if flower else None)
        except WallError:
            self._exhaustive()
            return
        self.after_kan = kan
        self._give(seat, tile, replacement=True)

    def _give(self, seat: int, tile: int, replacement: bool) -> None:
        before = self._waits.get(seat)
        self._add(seat, tile)
        self._drawn_waits = (seat, tile, before) if before is not None else None
        self.table.hooks.tile_drawn(self, seat, tile)
        self._emit(e="draw", seat=seat, tile=tile, replacement=replacement)
        if tile // self._copies in self.table.flower_kinds:
            self._expose_flower(seat, tile, replace=False)
            if not self._flower_wins(seat, tile):
                self._replacement(seat, kan=self.after_kan, flower=True)
            return
        self.drawn = tile
        self.phase = "turn"

    def _flower_wins(self, seat: int, tile: int) -> bool:
        """Offer the wins on a flower just drawn and exposed, before its replacement: to the drawer
        (phase ``flower``: TSUMO or PASS) or to the others (a claim window); True when one is offered."""
        hooks = self.table.hooks
        if hooks.flower_win(self, seat, None):
            win = self._valid(Win(seat, tile, None, {}))
            if win is not None:
                self._pending_win, self.flower, self.drawn, self.turn, self.phase = win, tile, None, seat, "flower"
                return True
        claim = Claim(tile, seat, "flower")
        for s in self.active:
            if s != seat and hooks.flower_win(self, s, seat):
                win = self._valid(Win(s, tile, seat, {}))
                if win is not None:
                    claim.wins[s] = win
                    claim.options[s] = [Action(Act.RON, s, tile=tile), Action(Act.PASS, s)]
        if claim.options:
            self.claim, self.phase = claim, "claim"
        return bool(claim.options)

    def _valid(self, win: Win) -> Win | None:
        """``win`` scored, if the scorer finds it valid."""
        win.result = win_result(self, win)
        return win if win.result.valid else None

    def flower_passed(self, seat: int) -> None:
        """No one won on ``seat``'s flower: it draws the replacement."""
        self.claim = None
        self._replacement(seat, kan=self.after_kan, flower=True)

    def _expose_flower(self, seat: int, tile: int, replace: bool) -> None:
        self._remove(seat, tile)
        self.flowers[seat].append(tile)
        self._emit(e="flower", seat=seat, tile=tile)
        if replace:  # during the deal: draw replacements until no flower comes
            new = self.wall.draw_replacement(self.rules.flower_replacement)
            self._add(seat, new)
            self.table.hooks.tile_drawn(self, seat, new)
            self._emit(e="draw", seat=seat, tile=new, replacement=True)
            if self.table.tileset.kind_of(new) in self.table.flower_kinds:
                self._expose_flower(seat, new, replace=True)
            elif seat == 0 and self.drawn is not None and self.drawn not in self.hands[0]:
                self.drawn = new

    # -- ending ------------------------------------------------------------------
    def finish_wins(self, wins: list[Win]) -> None:
        """Settle ``wins`` (resolved claims or a self-draw) and end or continue the deal."""
        self.flower = None
        self.table.hooks.wins_declared(self, wins)
        for w in wins:
            w.payments = settle_win(self, w, first=w is wins[0])
            self.wins.append(w)
            for s, p in enumerate(w.payments):
                self.scores[s] += p
            self._emit(e="win", seat=w.seat, tile=w.tile, source=w.discarder, flags=w.flags,
                       value=_plain(w.result.total) if w.result is not None else self.rules.placeholder_value,
                       payments=_plain(w.payments),
                       patterns=[p["id"] for p in w.result.patterns] if w.result is not None else [],
                       pattern_values=[_plain(p["value"]) for p in w.result.patterns] if w.result is not None else [])
        if self.rules.bloody_end:
            for w in wins:
                self.active.remove(w.seat)
            if len(self.active) > 1:
                self.claim = None
                self.after_kan, self.kan_discard, self.chain = False, False, []  # a kong's draw was the winner's
                self.next_draw(wins[-1].seat)
                return
        self.claim = None
        self._end("win", {})

    def _exhaustive(self) -> None:
        """The wall ran out: its payments (bloody end: also after wins, among the seats still in the deal)."""
        pay, info = self.table.hooks.exhaustive_payments(self)
        for s, p in enumerate(pay):
            self.scores[s] += p
        self._end("exhaustive", {"wall_end": True, **info} if self.wins else info, pay)

    def pay(self, payments: Sequence[Number], reason: str, **facts: Any) -> None:
        """A payment during the deal outside the wins (Sichuan: a kong's), recorded and announced."""
        for s, p in enumerate(payments):
            self.scores[s] += p
            self.side[s] += p
        self._emit(e="payment", reason=reason, payments=_plain(payments), **facts)

    def abort(self, reason: str) -> None:
        """End the round in an abortive draw."""
        self._end("abortive", {"reason": reason})

    def _end(self, kind: str, info: dict[str, Any], extra: list[Number] | None = None) -> None:
        for ev in self.table.hooks.round_end_events(self):
            self.emit(ev)
        pay: list[Number] = list(extra) if extra else [0] * self.n
        pay = [a + b for a, b in zip(pay, self.side)]
        for w in self.wins:
            pay = [a + b for a, b in zip(pay, w.payments)]
        settled = self.table.hooks.settlement(self)
        if any(settled):
            for s, p in enumerate(settled):
                self.scores[s] += p
            pay = [a + b for a, b in zip(pay, settled)]
            self._emit(e="settlement", payments=_plain(settled))
        self.result = RoundResult("win" if self.wins else kind, list(self.wins), pay, info)
        self.phase = "over"
        self.claim = None
        self._emit(e="round_end", result=self.result.kind, payments=_plain(pay), deposits=_plain(self.deposits),
                   sticks=self.sticks, scores=_plain(self.scores), **({"info": _plain(info)} if info else {}))

    # -- tile bookkeeping ------------------------------------------------------------
    def _add(self, seat: int, tile: int) -> None:
        self.hands[seat].append(tile)
        self.counts[seat][tile // self.table.copies] += 1
        self._waits.pop(seat, None)

    def _remove(self, seat: int, tile: int) -> None:
        self.hands[seat].remove(tile)
        self.counts[seat][tile // self.table.copies] -= 1
        self._waits.pop(seat, None)
        self._drawn_waits = None

    def add_discard(self, seat: int, tile: int, tsumogiri: bool) -> None:
        """``tile`` joins ``seat``'s discards (its ``tsumogiri`` flag and its number in the deal beside it)."""
        self.discards[seat].append(tile)
        self.tsumogiri[seat].append(tsumogiri)
        self.discard_order[seat].append(self.discarded)
        self.discarded += 1

    def _take_discard(self, seat: int, tile: int) -> None:
        """A call takes ``tile`` from ``seat``'s discards."""
        i = self.discards[seat].index(tile)
        del self.discards[seat][i], self.tsumogiri[seat][i], self.discard_order[seat][i]

    def _emit(self, e: str, **fields: Any) -> None:
        if e not in self.table.events:
            raise ValueError(self._undeclared(e))
        self.events.append(Event(e=e, **fields))

    def emit(self, event: dict[str, Any]) -> None:
        """Record an event of the ruleset's own (its hooks call this, e.g. Ùzje's challenge): ``e`` names its
        kind, which the ruleset declares (rules.toml ``[events]``); ValueError for a kind it does not have."""
        kind = event.get("e")
        if kind not in self.table.events:
            raise ValueError(self._undeclared(kind))
        self.events.append(event if isinstance(event, Event) else Event(event))

    def _undeclared(self, kind: object) -> str:
        return (f"event {kind!r} is not an event of {self.table.variant.name} (its events: "
                f"{', '.join(self.table.events)}); a ruleset declares its own in rules.toml [events]")


class _SeatDiscards(dict[int, Action]):
    """One seat's discard actions by tile, each made once (actions are immutable values)."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def __missing__(self, tile: int) -> Action:
        made = self[tile] = Action(Act.DISCARD, self.seat, tile=tile)
        return made


class _Discards(dict[int, _SeatDiscards]):
    """Every seat's discard actions (:class:`_SeatDiscards`), by seat."""

    def __missing__(self, seat: int) -> _SeatDiscards:
        made = self[seat] = _SeatDiscards(seat)
        return made


_DISCARDS = _Discards()
