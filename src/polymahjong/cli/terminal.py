"""The human at the terminal (``polymahjong play``): who sits where, the table as the seat sees it,
and what the human types (a number, an action's name or a tile in the ruleset's notation)."""
from __future__ import annotations

from typing import Any

from rich.console import Console
from rich.table import Table as RichTable

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.view import SeatView
from polymahjong.notation.base import NotationError
from polymahjong.render.text import SEAT_WINDS, WIND_NAMES, Names, number, river, signed
from polymahjong.tiles import Tile


class Quit(Exception):
    """The human closed the input (Ctrl-D)."""


class Seating:
    """Who sits where this round: seat ``s`` is player ``(dealer + s) % n``; players are named ``you``
    (the human's player) and ``Bot <player>``."""

    def __init__(self, players: int, human: int | None) -> None:
        self.n = players
        self.human = human
        self.dealer = 0  # the current round's dealer (a player), set from each ``round`` event

    def player(self, seat: int) -> int:
        return (self.dealer + seat) % self.n

    def seat(self, player: int) -> int:
        return (player - self.dealer) % self.n

    def name(self, player: int) -> str:
        return "you" if player == self.human else f"Bot {player}"

    def does(self, seat: int, verb: str) -> str:
        """The player at ``seat`` doing ``verb``: ``you discard``, ``Bot 1 discards``, ``you are paid``."""
        return f"{self.at(seat)} {self.verb(seat, verb)}"

    def verb(self, seat: int, verb: str) -> str:
        """``verb`` (its first word) conjugated for the player at ``seat``: ``discards``, ``steps up``, ``is paid``."""
        first, _, rest = verb.partition(" ")
        if self.player(seat) == self.human:
            first = "are" if first == "be" else first
        else:
            first = "is" if first == "be" else first + "s"
        return f"{first} {rest}".strip()

    def possessive(self, seat: int) -> str:
        """``your`` or ``Bot 2's``."""
        return "your" if self.player(seat) == self.human else f"{self.at(seat)}'s"

    @property
    def mine(self) -> int:
        """The human's seat this round (0 when watching)."""
        return 0 if self.human is None else self.seat(self.human)

    def at(self, seat: int) -> str:
        """The name of the player at ``seat``."""
        return self.name(self.player(seat))

    def names(self, seats: list[int]) -> str:
        """Players at ``seats``, named: ``you, Bot 2``; ``no one`` for none."""
        return ", ".join(self.at(s) for s in seats) or "no one"

    @staticmethod
    def wind(seat: int) -> str:
        """The seat's wind (the dealer is East; past four players the winds repeat)."""
        return SEAT_WINDS[seat % len(SEAT_WINDS)]

    def rows(self, bottom: int) -> list[int]:
        """Seats in turn order, ``bottom`` (the human's) last: the table reads towards you."""
        return [(bottom + i) % self.n for i in range(1, self.n + 1)]

    def by_player(self, values: list[Any], sign: bool = False, seats: bool = True) -> str:
        """Values given by seat (``seats``) or by player as ``you +1000, Bot 1 -1000, ...`` in player order."""
        spell = signed if sign else number
        return ", ".join(f"{self.name(p)} {spell(values[self.seat(p) if seats else p])}" for p in range(self.n))


class TerminalPlayer:
    """A human at the terminal: shows the table, lists the legal actions, reads the choice."""

    shows_furiten = True  # its views say when it is in furiten (riichi)

    def __init__(self, names: Names, console: Console, seating: Seating, counters: bool, name: str = "you") -> None:
        self.names = names
        self.console = console
        self.seating = seating
        self.counters = counters  # the ruleset keeps honba and declaration sticks
        self.name = name
        self._told = False

    def act(self, view: SeatView) -> Action:
        spelled: dict[str, Action] = {}
        for a in view.legal:  # two copies of a tile are one choice
            spelled.setdefault(self.names.action(a), a)
        legal = list(spelled.values())
        if len(legal) == 1:
            return legal[0]
        self.console.print(render_view(self.names, self.seating, view, self.counters))
        for i, a in enumerate(legal):
            self.console.print(f"  [bold]{i}[/] {self.names.action(a)}")
        if not self._told:
            self._told = True
            self.console.print("  (type a number, an action as listed, or a tile to discard it, e.g. "
                               f"{self.names.tile(view.hand[0])}; Ctrl-D leaves the match)")
        while True:
            try:
                text = input(f"your action [0-{len(legal) - 1}]: ").strip()
            except EOFError:
                raise Quit from None
            chosen = pick(self.names, spelled, text)
            if chosen is not None:
                return chosen
            self.console.print(f"[red]not a choice: {text!r} — type a number from 0 to {len(legal) - 1}, "
                               f"an action as listed or a tile you may discard[/]")


def pick(names: Names, spelled: dict[str, Action], text: str) -> Action | None:
    """The action ``text`` chooses: its number in the list, its name as listed (``riichi 5m``), or a tile
    in the ruleset's notation (``1z``, ``5m``, ``xs``) to discard; None when it names none."""
    legal = list(spelled.values())
    if text.isdigit():
        return legal[int(text)] if int(text) < len(legal) else None
    if text in spelled:
        return spelled[text]
    try:
        tile = names.variant.notation.tile(text)
    except NotationError:
        return None
    discards = [a for a in legal if a.act is Act.DISCARD and a.tile is not None
                and names.ts.kind_of(a.tile) == tile.kind]
    exact = [a for a in discards if a.tile is not None and names.ts.is_red(a.tile) == tile.red]
    found = exact or discards
    return found[0] if found else None


def render_view(names: Names, seating: Seating, view: SeatView, counters: bool) -> RichTable:
    """A seat's view as a rich table: one row per player in turn order with the viewer at the bottom,
    each with its seat wind, score, hand (own tiles shown), melds, flowers and discards in play order."""
    title = f"round wind {WIND_NAMES[view.round_wind % 4]}  wall {view.wall_left}"
    if counters:
        title += f"  honba {view.honba}  {names.sticks} {view.sticks}"
    if view.indicators:
        title += f"  {names.indicator} {names.tiles(view.indicators)}"
    if view.jokers:
        title += f"  jokers {names.variant.format([Tile(k) for k in view.jokers])}"
    t = RichTable(title=title)
    flowers = bool(names.ts.flowers)
    for col in ("player", "wind", "score", "hand", "melds", *(("flowers",) if flowers else ()), "discards"):
        t.add_column(col)
    declared = names.terms.get("declaration", {}).get("flag", "")
    for s in seating.rows(view.seat):
        hand = names.tiles(view.hand) if s == view.seat else f"{view.hand_sizes[s]} tiles"
        melds = " ".join(names.meld(m[1]) if m[1] else "(face-down quad)" for m in view.melds[s]) or "-"
        flags = (f" {declared}" if view.declared[s] else "") + (" out" if s not in view.active else "")
        if view.excluded_suits[s]:
            flags += f" void {view.excluded_suits[s]}"
        t.add_row(seating.at(s) + flags, seating.wind(s), number(view.scores[s]), hand, melds,
                  *((names.tiles(view.flowers[s]),) if flowers else ()),
                  river(names, view.discards[s], view.declared_with[s]))
    if view.pond:
        t.caption = f"pond: {names.tiles(view.pond)}"
    if view.last_discard:
        seat, tile = view.last_discard
        t.caption = (t.caption or "") + f"  claim on {names.tile(tile)} from {seating.at(seat)}"
    if view.drawn is not None:
        t.caption = (t.caption or "") + f"  you drew {names.tile(view.drawn)}"
    if view.furiten:
        t.caption = (t.caption or "") + "  [bold red]furiten[/] (no ron now)"
    return t
