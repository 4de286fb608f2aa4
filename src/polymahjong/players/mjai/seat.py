"""One mjai player's round rebuilt from the events it is told, as our engine's :class:`Round`, so that our
bots can play in mjai arenas with our own rules deciding what is legal.

The events of a kyoku (``start_kyoku`` onwards) are replayed through a real :class:`Round` at each
decision. What the player does not see is filled in so that the replay holds together:

* every tile shown (the player's own, each ``dahai``, the ``consumed`` tiles of calls and kans, a kan's
  added tile, the dora markers) gets a physical copy of its name, and goes to the wall position it came
  from: the player's own deal and draws; for another player, its draw for a ``tsumogiri`` discard, else
  one of its concealed tiles still unknown (a deal or earlier draw position);
* the other positions take the unseen copies, in order.

Positions follow our engine's deal and draws (a position wall: a round dealt from the wall 0, 1, 2, ...).
Others' turn actions (a discard, riichi, kan) are taken as the server tells them (they may hang on what
they hide); their calls, and everything the player itself does, must be legal by our rules, else
:class:`MjaiError` names the event. A ``hora`` or ``ryukyoku`` ends the replay: nothing is left to decide.
"""
from __future__ import annotations

from typing import Any, Sequence

from polymahjong.engine.actions import Act, Action, ActionError
from polymahjong.engine.round import Round
from polymahjong.engine.table import Table
from polymahjong.engine.view import SeatView, seat_view
from polymahjong.engine.wall import WallError
from polymahjong.players.mjai.tiles import PLAYERS, MjaiError, MjaiTiles
from polymahjong.variants.riichi.table import RIICHI

MjaiEvent = dict[str, Any]
WINDS = "ESWN"
CALLS = {"chi": Act.CHI, "pon": Act.PON, "daiminkan": Act.OPEN_KAN}
#: Events that end what is left to decide in a kyoku.
ENDS = ("hora", "ryukyoku", "end_kyoku")
#: A step of the replay: ("turn", action), ("claim", call or None: everyone else passes), ("drew", seat, position).
Step = tuple[Any, ...]


def field(ev: MjaiEvent, name: str) -> Any:
    """``ev[name]``, or :class:`MjaiError` naming the event and the missing field."""
    if name not in ev:
        raise MjaiError(f"{ev.get('type')} lacks {name}")
    return ev[name]


def player_field(ev: MjaiEvent, name: str = "actor") -> int:
    """A player number field (0-3) of ``ev``, checked."""
    value = field(ev, name)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < PLAYERS:
        raise MjaiError(f"{ev['type']} {name} must be a player 0-{PLAYERS - 1}, not {value!r}")
    return value


class _Tiles:
    """Physical copies handed out by mjai name over one kyoku (red fives are the red copies)."""

    def __init__(self, table: Table, names: MjaiTiles) -> None:
        self.names = names
        self.free: dict[str, list[int]] = {}
        for t in table.physical:
            self.free.setdefault(names.name(t), []).append(t)
        self.total = {name: len(ids) for name, ids in self.free.items()}

    def take(self, name: object, what: str) -> int:
        """A copy of ``name`` not handed out yet; :class:`MjaiError` when the name is unknown or all its copies
        are seen."""
        text = self.names.parse(name, what)
        free = self.free[text]
        if not free:
            raise MjaiError(f"{what} {text}: more than the {self.total[text]} copies of it in play")
        return free.pop(0)

    def rest(self) -> list[int]:
        """The copies not handed out, in id order."""
        return sorted(t for ids in self.free.values() for t in ids)


class _Kyoku:
    """Pass one of the replay: where each tile shown sits in the wall, and the engine steps of the events."""

    def __init__(self, table: Table, names: MjaiTiles, me: int, start: MjaiEvent) -> None:
        self.table, self.names, self.me = table, names, me
        self.oya = player_field(start, "oya")
        self.tiles = _Tiles(table, names)
        self.size = len(table.physical)
        self.positions = Round(table, 0, wall=list(range(self.size)))  # dealt from the wall 0, 1, 2, ...: positions
        self.known: dict[int, int] = {}  # wall position -> physical tile
        self.held = [list(h) for h in self.positions.hands]  # by seat: positions of the concealed tiles
        self.drawn: list[int | None] = [None] * PLAYERS  # by seat: position of the tile just drawn
        assert self.positions.drawn is not None
        self.drawn[0] = self.positions.drawn
        self.first_tsumo = True
        self.after_kan = False
        self.reach = [False] * PLAYERS
        self.last_dahai: tuple[int, int] | None = None  # (seat, tile) of the last discard
        self.markers = 0
        self.steps: list[Step] = []
        self._deal(start)

    def seat(self, player: int) -> int:
        return (player - self.oya) % PLAYERS

    def _deal(self, start: MjaiEvent) -> None:
        tehais = field(start, "tehais")
        seat = self.seat(self.me)
        dealt = [p for p in self.held[seat] if p != self.drawn[seat]]
        mine = tehais[self.me] if isinstance(tehais, list) and len(tehais) == PLAYERS else None
        if not isinstance(mine, list) or len(mine) != len(dealt):
            raise MjaiError(f"start_kyoku tehais must list {PLAYERS} hands of {len(dealt)} tiles")
        for pos, name in zip(dealt, mine):
            self.known[pos] = self.tiles.take(name, "tehai")
        self._marker(field(start, "dora_marker"))

    def _marker(self, name: object) -> None:
        positions = self.table.rules.indicator_positions
        if self.markers >= len(positions):
            raise MjaiError(f"more dora markers than the {len(positions)} indicators")
        self.known[self.size + positions[self.markers]] = self.tiles.take(name, "dora_marker")
        self.markers += 1

    def _reveal(self, seat: int, name: object, tsumogiri: bool | None, what: str) -> int:
        """The tile ``name`` leaving ``seat``'s concealed tiles (``tsumogiri``: it is / is not the tile just drawn;
        None: either)."""
        held, drawn = self.held[seat], self.drawn[seat]
        if tsumogiri:
            order = [drawn] if drawn is not None else []
        else:
            order = [p for p in held if p != drawn] + ([drawn] if drawn is not None and tsumogiri is None else [])
        if seat == self.seat(self.me):
            text = self.names.parse(name, what)
            pos = min((p for p in order if self.names.name(self.known[p]) == text), default=None,
                      key=lambda p: self.known[p])
            if pos is None:
                raise MjaiError(f"{what} {text}: not among the player's own tiles"
                                + (" (tsumogiri: the tile just drawn)" if tsumogiri else ""))
        else:
            pos = next((p for p in order if p not in self.known), None)
            if pos is None:
                raise MjaiError(f"{what} {name!r}: player {(seat + self.oya) % PLAYERS} has no such tile left")
            self.known[pos] = self.tiles.take(name, what)
        held.remove(pos)
        if pos == drawn:
            self.drawn[seat] = None
        return self.known[pos]

    def event(self, ev: MjaiEvent) -> None:
        """Take one event of the kyoku (after ``start_kyoku``)."""
        kind = ev["type"]
        if kind == "dora":
            self._marker(field(ev, "dora_marker"))
            return
        if kind == "reach_accepted":  # the stick is paid when the discard passes: the next tsumo or call
            return
        if kind not in ("tsumo", "dahai", "reach", "chi", "pon", "daiminkan", "ankan", "kakan"):
            raise MjaiError(f"unknown event type {kind!r} in a kyoku")
        seat = self.seat(player_field(ev))
        if kind == "tsumo":
            self._tsumo(seat, ev)
        elif kind == "reach":
            self.reach[seat] = True
        elif kind == "dahai":
            tsumogiri = field(ev, "tsumogiri")
            if not isinstance(tsumogiri, bool):
                raise MjaiError(f"dahai tsumogiri must be true or false, not {tsumogiri!r}")
            tile = self._reveal(seat, field(ev, "pai"), tsumogiri, "dahai pai")
            self.drawn[seat] = None
            act, self.reach[seat] = RIICHI if self.reach[seat] else Act.DISCARD, False
            self.steps.append(("turn", Action(act, seat, tile=tile)))
            self.last_dahai = (seat, tile)
        elif kind in CALLS:
            self._call(seat, ev)
        else:
            consumed = field(ev, "consumed")
            if kind == "ankan":
                ids = tuple(sorted(self._reveal(seat, t, None, "ankan consumed") for t in _tiles(consumed, 4)))
                self.steps.append(("turn", Action(Act.CLOSED_KAN, seat, tiles=ids)))
            else:
                tile = self._reveal(seat, field(ev, "pai"), None, "kakan pai")
                self.steps.append(("turn", Action(Act.ADDED_KAN, seat, tile=tile)))
            self.drawn[seat], self.after_kan = None, True

    def _tsumo(self, seat: int, ev: MjaiEvent) -> None:
        if self.first_tsumo:  # the dealer's 14th tile, dealt with the rest
            if seat != 0:
                raise MjaiError("the first tsumo of a kyoku must be the dealer's")
            pos = self.drawn[0]
            self.first_tsumo = False
        else:
            self.steps.append(("claim", None))
            wall = self.positions.wall
            try:
                pos = wall.draw_replacement() if self.after_kan else wall.draw()
            except WallError:
                raise MjaiError("tsumo from an empty wall") from None
            self.after_kan = False
            self.held[seat].append(pos)
            self.drawn[seat] = pos
        assert pos is not None
        if seat == self.seat(self.me):
            self.known[pos] = self.tiles.take(field(ev, "pai"), "tsumo pai")
        self.steps.append(("drew", seat, pos))

    def _call(self, seat: int, ev: MjaiEvent) -> None:
        kind = ev["type"]
        if self.last_dahai is None or self.names.name(self.last_dahai[1]) != self.names.parse(field(ev, "pai")):
            raise MjaiError(f"{kind} pai {ev['pai']!r} is not the last discard")
        consumed = _tiles(field(ev, "consumed"), 3 if kind == "daiminkan" else 2)
        ids = tuple(sorted(self._reveal(seat, t, None, f"{kind} consumed") for t in consumed))
        self.steps.append(("claim", Action(CALLS[kind], seat, tiles=ids)))
        self.drawn[seat] = None
        self.after_kan = kind == "daiminkan"

    def wall(self) -> list[int]:
        """Every physical tile in draw order: the known ones where they were, the unseen copies elsewhere."""
        rest = iter(self.tiles.rest())
        return [self.known[p] if p in self.known else next(rest) for p in range(self.size)]


def _tiles(value: object, n: int) -> list[Any]:
    if not isinstance(value, list) or len(value) != n:
        raise MjaiError(f"consumed must list {n} tiles, not {value!r}")
    return value


class MjaiSeat:
    """The rounds of one mjai player (``me``, 0 = the first dealer) of a riichi ``table``, from its events.

    :meth:`feed` takes the events of each line; :meth:`view` is the player's view of the rebuilt round when
    it owes an action there (None otherwise)."""

    def __init__(self, table: Table, me: int) -> None:
        self.table = table
        self.names = MjaiTiles(table.tileset)
        self.me = me
        self.kyoku: list[MjaiEvent] = []  # the events of the current kyoku, start_kyoku first
        self.done = False  # the kyoku has nothing left to decide

    def feed(self, events: Sequence[object]) -> None:
        """Take the events of one line (checked for shape; the kyoku's content is checked by :meth:`view`)."""
        for ev in events:
            if not isinstance(ev, dict) or not isinstance(ev.get("type"), str):
                raise MjaiError(f"an event must be a JSON object with a type, not {ev!r}")
            kind = ev["type"]
            if kind == "start_game":
                if "id" in ev and ev["id"] != self.me:
                    raise MjaiError(f"start_game id {ev['id']!r} is not this player ({self.me})")
                self.kyoku, self.done = [], False
            elif kind == "start_kyoku":
                self.kyoku, self.done = [ev], False
            elif kind in ENDS:
                self.done = True
            elif kind == "end_game":
                self.kyoku, self.done = [], True
            elif self.kyoku and not self.done:
                self.kyoku.append(ev)

    @property
    def oya(self) -> int:
        """The mjai player of the current kyoku's dealer."""
        return player_field(self.kyoku[0], "oya")

    def rebuild(self) -> Round | None:
        """The current kyoku replayed through our engine (None outside a kyoku or once it is decided)."""
        if not self.kyoku or self.done:
            return None
        start = self.kyoku[0]
        plan = _Kyoku(self.table, self.names, self.me, start)
        for ev in self.kyoku[1:]:
            plan.event(ev)
        scores = field(start, "scores")
        if not isinstance(scores, list) or len(scores) != PLAYERS:
            raise MjaiError(f"start_kyoku scores must list {PLAYERS} scores")
        bakaze = field(start, "bakaze")
        if bakaze not in tuple(WINDS):
            raise MjaiError(f"start_kyoku bakaze must be one of E S W N, not {bakaze!r}")
        rnd = Round(self.table, 0, round_wind=WINDS.index(bakaze), honba=field(start, "honba"),
                    sticks=field(start, "kyotaku"), scores=[scores[(plan.oya + s) % PLAYERS] for s in range(PLAYERS)],
                    dealer=plan.oya, wall=plan.wall())
        me = plan.seat(self.me)
        for i, step in enumerate(plan.steps):
            if rnd.over:
                raise MjaiError(f"the kyoku is over by our rules before event {i + 1} of it")
            _apply(rnd, step, me)
        return rnd

    def view(self, furiten: bool = False) -> SeatView | None:
        """The player's view of the rebuilt round, if it owes an action now (``furiten``: tell it)."""
        rnd = self.rebuild()
        if rnd is None or rnd.over:
            return None
        seat = (self.me - self.oya) % PLAYERS
        return seat_view(rnd, seat, furiten=furiten) if seat in rnd.to_act() else None


def _apply(rnd: Round, step: Step, me: int) -> None:
    """One step of the replay on ``rnd`` (``me``: the player's seat)."""
    kind = step[0]
    if kind == "drew":
        _, seat, pos = step
        if rnd.over or rnd.phase != "turn" or rnd.turn != seat or rnd.drawn != rnd.wall.tiles[pos]:
            raise MjaiError(f"seat {seat} draws where our rules do not have it draw")
        return
    if kind == "claim":
        _close(rnd, step[1])
        return
    action: Action = step[1]
    _close(rnd, None)
    if rnd.to_act() != [action.seat]:
        raise MjaiError(f"seat {action.seat} acts out of turn by our rules ({action})")
    if action.seat != me:  # another player's turn: it may hang on what it hides; the server judged it
        rnd._legal[action.seat] = [action]
    elif action not in rnd.legal(me):
        raise MjaiError(f"{action} is not legal by our rules for the player")
    try:
        rnd.step(action)
    except ActionError as e:  # pragma: no cover - legality was checked above
        raise MjaiError(str(e)) from None


def _close(rnd: Round, call: Action | None) -> None:
    """Answer the open claim window: ``call`` (matched by act and tile kinds among the caller's options), every
    other seat passes."""
    if rnd.phase != "claim":
        if call is not None:
            raise MjaiError(f"{call.act.value} by seat {call.seat}: our rules offer no call on that tile")
        return
    if call is not None and call.seat not in rnd.to_act():
        raise MjaiError(f"{call.act.value} by seat {call.seat}: our rules offer no call on that tile")
    kind = rnd.table.tileset.kind_of
    red = rnd.table.tileset.is_red
    for s in rnd.to_act():
        if call is not None and s == call.seat:
            want = sorted((kind(t), red(t)) for t in call.tiles)
            chosen = next((a for a in rnd.legal(s) if a.act is call.act
                           and sorted((kind(t), red(t)) for t in a.tiles) == want), None)
            if chosen is None:
                raise MjaiError(f"{call.act.value} by seat {s} is not legal by our rules")
        else:
            chosen = Action(Act.PASS, s)
        rnd.step(chosen)
