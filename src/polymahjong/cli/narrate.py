"""``polymahjong play`` tells the game as it goes: every draw, discard, call, flower and payment, each
win's breakdown, each round's end (at a draw: who was ready, with their hands, and what each paid), a
claim lost to a player with priority, and the void suits once the table may see them. A human's screen
shows only what their seat may see (``server/public.py``'s filter); a watcher sees everything."""
from __future__ import annotations

from typing import Any, Sequence

from rich.console import Console, Group
from rich.table import Table as RichTable

from polymahjong.cli.terminal import Seating
from polymahjong.engine.actions import Act
from polymahjong.engine.match import Match
from polymahjong.engine.events import EventData as Event
from polymahjong.engine.round import Round
from polymahjong.engine.view import seat_view
from polymahjong.engine.wins import gain_parts
from polymahjong.render.text import Names, win_breakdown
from polymahjong.server.public import public_events
from polymahjong.variants.scoring import ScoreResult

#: What a human may claim a discard with; a claim another player takes first is told as lost.
CLAIMS = (Act.RON.value, Act.PON.value, Act.OPEN_KAN.value, Act.CHI.value)


def render_win(names: Names, seating: Seating, ev: Event, result: ScoreResult | None,
               parts: tuple[Any, Any, Any] | None) -> Group:
    """A ``win`` event as a table: each pattern with its value, the total (riichi: han, fu, limit;
    Ùzje: fan, limits and the hand's points), the winner's gain (from the hand, honba and sticks where
    the ruleset keeps them) and each player's score change."""
    b = win_breakdown(names, ev, result, parts)
    t = RichTable()
    t.add_column("pattern")
    t.add_column("value", justify="right")
    for p in b["patterns"]:
        t.add_row(p["name"], p["value"] + (" (limit)" if p["limit"] else ""))
    if b["total"] is not None:
        t.add_row("[bold]total[/]", f"[bold]{b['total']}[/]")
    if b["points"] is not None:
        t.add_row("[bold]points[/]", f"[bold]{b['points']}[/]")
    source = "self-drawn" if ev["source"] is None else f"from {seating.at(ev['source'])}"
    gain = f"{seating.does(ev['seat'], 'score')} {b['gain']}"
    if b["from"] is not None:
        gain += f" (from the hand {b['from']['hand']}, from honba {b['from']['honba']}, " \
                f"from {names.sticks} {b['from']['sticks']})"
    return Group(f"[bold green]{seating.does(ev['seat'], 'win')} on {b['tile']} {source}[/]", t,
                 f"{gain}; score changes: {seating.by_player(ev['payments'], sign=True)}")


class Narrator:
    """Prints the events of a match as they happen (``play_match``'s ``on_events``)."""

    def __init__(self, names: Names, console: Console, seating: Seating, counters: bool) -> None:
        self.names = names
        self.console = console
        self.seating = seating
        self.counters = counters
        self.watch = seating.human is None
        self.drawn: Event | None = None  # a draw not yet told: told with the discard that follows
        self.claim: str | None = None  # the human's claim on the open discard, until it is resolved
        self.discard: int | None = None  # the last discarded tile
        self.excluded_told: set[int] = set()  # players whose excluded suit (Sichuan's void) has been told this round

    def __call__(self, match: Match, events: Sequence[Event]) -> None:
        rnd = match.round
        for ev in events:
            if ev["e"] == "round":
                self.seating.dealer = ev["dealer"]
        if rnd is not None and not self.watch:
            events = public_events(rnd, self.names, self.seating.mine, events)
        for i, ev in enumerate(events):
            self.event(rnd, ev, events[i + 1:])
        if rnd is not None and rnd.rules.excluded_suit and not rnd.over:
            self._tell_excluded_suits(rnd)

    def event(self, rnd: Round | None, ev: Event, rest: Sequence[Event]) -> None:
        """Tell one event (``rest``: the events after it in the same batch)."""
        e, say, names, seats = ev["e"], self.console.print, self.names, self.seating
        if e == "draw":
            self._tell_draw()
            self.drawn = ev
            return
        if e == "action":  # the player's choice: told by the events it causes
            if ev["act"] in CLAIMS:
                self.claim = ev["act"]
            return
        if not (e == "discard" and self.drawn is not None and self.drawn["seat"] == ev["seat"]):
            self._tell_draw()
        if e == "round":
            self.excluded_told = set()
            counters = f", honba {ev['honba']}, {names.sticks} {ev['sticks']}" if self.counters else ""
            where = "" if self.watch else f"; you sit {seats.wind(seats.mine)}"
            self.console.rule(f"round {ev['number'] + 1}: {ev['wind']} round, dealer {seats.name(ev['dealer'])}"
                              f"{counters}{where}")
        elif e == "discard":
            self._discard(ev)
        elif e == "call":
            self._lost(ev, rest)
            shown = names.meld(ev["tiles"]) if "tiles" in ev else "(face down)"
            say(f"{seats.does(ev['seat'], 'call')} {names.call(ev['type'])} {shown}")
        elif e == "flower":
            say(f"{seats.does(ev['seat'], 'show')} a flower: {names.tile(ev['tile'])}")
        elif e == "voids" and self.watch:
            say("void suits: " + ", ".join(f"{seats.at(s)} {v}" for s, v in enumerate(ev["suits"])))
        elif e == "challenge":
            tiles = f": {names.tiles(ev['tiles'])} (turned face down again)" if "tiles" in ev else ""
            many = len(ev["seats"]) > 1
            who = f"{seats.names(ev['seats'])} challenge" if many else seats.does(ev["seats"][0], "challenge")
            say(f"{who} {seats.possessive(ev['seat'])} face-down quad{tiles}")
        elif e == "step_up":
            say(f"{seats.does(ev['seat'], 'step up')}: every payment to and from them is doubled this round")
        elif e == "payment":
            who = seats.does(ev["seat"], "be paid") if "seat" in ev else "paid"
            say(f"{who} for a {ev['reason']}: {seats.by_player(ev['payments'], sign=True)}")
        elif e == "settlement":
            say(f"paid at the round's end: {seats.by_player(ev['payments'], sign=True)}")
        elif e == "reveal":
            say("quads turned up: " + "  ".join(f"{seats.at(s)} {names.meld(t)}" for s, t in ev["quads"]))
        elif e == "win":
            self._lost(ev, rest)
            self._win(rnd, ev)
        elif e == "round_end":
            self._round_end(rnd, ev)
        elif e == "match_end":
            say(f"[bold]match over[/]: final scores: {seats.by_player(ev['scores'], seats=False)}")

    def _discard(self, ev: Event) -> None:
        names, seats = self.names, self.seating
        seat, tile = ev["seat"], names.tile(ev["tile"])
        self.claim, self.discard = None, ev["tile"]
        declaration = names.terms.get("declaration")
        if declaration and ev.get(declaration["flag"]):
            done = f"{seats.verb(seat, declaration['says'])}, discarding {tile} ({declaration['marked']})"
        else:
            done = f"{seats.verb(seat, 'discard')} {tile}"
        if self.drawn is not None and self.drawn["seat"] == seat:
            done = f"{seats.verb(seat, self._drew(self.drawn))}, {done}"
            self.drawn = None
        self.console.print(f"{seats.at(seat)} {done}")

    def _drew(self, ev: Event) -> str:
        """A draw as a verb phrase: ``draw 5m``, ``draw a replacement`` (another seat's tile unseen)."""
        what = "a replacement" if ev.get("replacement") else ""
        if "tile" in ev:
            what = f"{what} {self.names.tile(ev['tile'])}".strip()
        return f"draw {what}".strip()

    def _tell_draw(self) -> None:
        if self.drawn is not None:
            self.console.print(self.seating.does(self.drawn["seat"], self._drew(self.drawn)))
            self.drawn = None

    def _lost(self, ev: Event, rest: Sequence[Event]) -> None:
        """The human claimed the discard but ``ev`` (another seat's call or win) takes it: say why."""
        if self.claim is None or self.watch:
            return
        seats = self.seating
        mine = seats.mine
        if ev["seat"] == mine or any(r["e"] in ("call", "win") and r["seat"] == mine for r in rest):
            self.claim = None
            return
        theirs = Act.RON.value if ev["e"] == "win" else ev["type"]
        call = self.names.call
        why = ("the player nearer in turn after the discarder wins first" if theirs == self.claim == Act.RON.value
               else "a win comes before a call" if theirs == Act.RON.value
               else f"a {call(theirs)} comes before a {call(self.claim)}")
        tile = f" on {self.names.tile(self.discard)}" if self.discard is not None else ""
        self.console.print(f"[yellow]your {self.names.call(self.claim)}{tile} is lost to {seats.at(ev['seat'])}'s "
                           f"{self.names.call(theirs)}: {why}[/]")
        self.claim = None

    def _win(self, rnd: Round | None, ev: Event) -> None:
        win = next((w for w in rnd.wins if w.seat == ev["seat"] and w.tile == ev["tile"]), None) if rnd else None
        parts = gain_parts(rnd, win) if rnd is not None and win is not None and self.counters else None
        self.console.print(render_win(self.names, self.seating, ev, win.result if win is not None else None, parts))
        if rnd is not None:
            self.console.print(f"{self.seating.at(ev['seat'])}'s hand: {self._hand(rnd, ev['seat'])}")

    def _hand(self, rnd: Round, seat: int) -> str:
        melds = " ".join(self.names.meld(m.tiles) for m in rnd.melds[seat])
        return self.names.tiles(sorted(rnd.hands[seat])) + (f"  melds {melds}" if melds else "")

    def _round_end(self, rnd: Round | None, ev: Event) -> None:
        seats, say = self.seating, self.console.print
        say(f"[bold]round over: {ev['result']}[/]")
        ready_key = self.names.terms.get("ready")
        info = ev.get("info", {})
        if ready_key and rnd is not None and ready_key in info:
            ready = info[ready_key]
            say(f"{ready_key}: {seats.names(ready)}")
            for s in ready:
                say(f"  {seats.at(s)}: {self._hand(rnd, s)}")
        if info.get("reason"):
            say(f"  ({info['reason']})")
        say(f"score changes: {seats.by_player(ev['payments'], sign=True)}")
        say(f"scores: {seats.by_player(ev['scores'])}")

    def _tell_excluded_suits(self, rnd: Round) -> None:
        """Each seat's excluded suit (Sichuan's void suit) once the human's seat may see it (its view decides; a
        watcher is told them all with Sichuan's ``voids`` event)."""
        if self.watch:
            return
        for s, v in enumerate(seat_view(rnd, self.seating.mine).excluded_suits):
            if v is not None and self.seating.player(s) not in self.excluded_told:
                self.excluded_told.add(self.seating.player(s))
                self.console.print(f"{self.seating.possessive(s)} void suit: {v}")
