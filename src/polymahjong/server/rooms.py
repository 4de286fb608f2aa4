"""Rooms and the lobby: a ruleset, its options and seats, and the match played there.

A :class:`Room` is synchronous and knows nothing of sockets: the hub
(``server/hub.py``) calls it and sends what it returns. Its match is a
:class:`~polymahjong.engine.driver.MatchDriver`, the one driver ``play_match``
runs too: the room feeds it the humans' and bots' actions one at a time (and
the timers' default moves) and deals the next round once its people are
ready. Players are numbered as in :class:`~polymahjong.engine.match.Match`
(fixed for the match); a round's seats count from that round's dealer. Bots
are made from the room's seed like ``simulate``'s, and a bot also plays a
human's seat while that human is away, so the same seed and the same human
moves give the same game.
Every refused request raises :class:`RoomError` and changes nothing.
"""
from __future__ import annotations

import secrets
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Mapping, Sequence

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.driver import MatchDriver
from polymahjong.engine.match import Match
from polymahjong.engine.round import Event, Round
from polymahjong.engine.view import SeatView
from polymahjong.players.base import Player
from polymahjong.players.bots import make_bots, resolve_bot
from polymahjong.records.log import header
from polymahjong.server.clock import Clock, Timers
from polymahjong.variants.base import OptionError, Variant
from polymahjong.variants.numbers import plain
from polymahjong.variants.registry import ruleset

SEAT_KINDS = ("human", "bot")
WAITING, PLAYING, ROUND_OVER, OVER = "waiting", "playing", "round_over", "over"
#: A player's toggles: declare every win at once; pass every call (wins are still asked); pass every claim.
TOGGLES = ("auto_win", "no_calls", "auto_pass")
WINS = (Act.TSUMO, Act.RON)


class RoomError(ValueError):
    """A request a room or the lobby cannot take; the message says why. Nothing changed."""


@dataclass
class Seat:
    """A player's place: a human's (``human``) or a bot's."""

    human: bool
    name: str = ""
    token: str | None = None  # the key a human took the seat with (None: free)
    connected: bool = False
    stand_in: bool = False  # a bot plays this human's seat (the human left, or stayed away past the grace period)

    @property
    def automatic(self) -> bool:
        """A bot plays this seat now: a bot's seat, or a human's once a bot stands in for them."""
        return not self.human or self.stand_in


@dataclass(frozen=True)
class AutoMove:
    """A move the room makes by itself (:meth:`Room.next_auto`): ``player``'s, with the table at
    ``version`` (its number of moves so far); ``action`` when known, else the ``view`` its bot decides on."""

    player: int
    version: int
    action: Action | None
    view: SeatView | None



class Room:
    """One table. ``seats`` lists ``"human"`` or ``"bot"`` per player; ``bot`` names the bot kind;
    ``timers`` overrides the ruleset's timer settings (server/clock.py; 0 turns one off)."""

    def __init__(self, room_id: str, variant_name: str, options: dict[str, Any], seats: Sequence[str],
                 seed: int, bot: str | None = None, timers: Mapping[str, Any] | None = None) -> None:
        try:
            self.variant: Variant = ruleset(variant_name, **options)
        except OptionError as e:
            raise RoomError(str(e)) from None
        n = self.variant.players
        if len(seats) != n:
            raise RoomError(f"{variant_name} with these options seats {n} players, not {len(seats)} (field 'seats')")
        bad = [s for s in seats if s not in SEAT_KINDS]
        if bad:
            raise RoomError(f"a seat is one of {list(SEAT_KINDS)}, not {bad[0]!r} (field 'seats')")
        try:
            bot = resolve_bot(self.variant, bot)
        except ValueError as e:
            raise RoomError(f"{e} (field 'bot')") from None
        try:
            self.timers = Timers.of(self.variant, timers)
        except ValueError as e:
            raise RoomError(f"{e} (field 'timers')") from None
        self.id = room_id
        self.key = secrets.token_hex(8)  # this room object's own key (an id is reused by another server)
        self.options = dict(options)
        self.seed = seed
        self.bot = bot
        self.seats = [Seat(human=s == "human") for s in seats]
        self.status = WAITING
        self.driver: MatchDriver | None = None  # the match, once started
        self.ready: set[int] = set()  # humans who asked for the next round
        self.touched = 0.0  # when the room last changed (the lobby's clock), for idle expiry
        self.clock = Clock(self.timers, [self.timers.bank] * n)
        self.toggles = [dict.fromkeys(TOGGLES, False) for _ in range(n)]
        self.moves: list[dict[str, Any]] = []  # the match as moves: start, each action, each next deal

    @property
    def match(self) -> Match | None:
        """The match, once started."""
        return self.driver.match if self.driver is not None else None

    @property
    def round(self) -> Round | None:
        """The round in play, or the one just finished (None before the start)."""
        return self.driver.round if self.driver is not None else None

    @property
    def dealer(self) -> int:
        """The player who deals (dealt) :attr:`round`."""
        return self.driver.dealer if self.driver is not None else 0

    @cached_property
    def bots(self) -> list[Player]:
        """A bot per player, made from the room's seed when first asked (the hub's bots decide in their own
        process, server/thinker.py, from the same :attr:`bot_spec`)."""
        return make_bots(self.variant, self.bot, self.seed)

    @property
    def bot_spec(self) -> tuple[str, dict[str, Any], str, int]:
        """What the room's bots are made from: its ruleset, options, bot kind and seed."""
        return self.variant.name, self.options, self.bot, self.seed

    # -- seats ---------------------------------------------------------------------
    def sit(self, player: int, name: str, token: str | None = None, takeover: bool = False) -> str:
        """Take ``player``'s human seat (or take it back with its ``token``; with ``takeover`` even from
        another connection that holds it); returns the token. No bot plays the seat from now on."""
        seat = self._seat(player)
        if not seat.human:
            raise RoomError(f"player {player} is a bot's seat")
        if token is not None:
            if token != seat.token:
                raise RoomError(f"wrong token for player {player}'s seat")
            if seat.connected and not takeover:
                raise RoomError(f"player {player}'s seat is in use by another connection "
                                "(send 'takeover': true to play it here)")
        elif seat.token is not None:
            raise RoomError(f"player {player}'s seat is taken")
        seat.token = token or secrets.token_urlsafe(12)
        seat.name = name or seat.name or f"player {player}"
        seat.connected, seat.stand_in = True, False
        return seat.token

    def leave(self, player: int) -> list[Event]:
        """The human at ``player`` leaves for good: before the start the seat is free again; later a bot
        plays it from now on, and the seat is free for another human to take over (the token no longer
        works). Returns the next round's events when the others were only waiting for this human."""
        seat = self._seat(player)
        if self.status == WAITING:
            self.seats[player] = Seat(human=True)
            return []
        seat.connected, seat.stand_in, seat.token = False, True, None
        self.ready.discard(player)
        return self._deal_when_ready()

    def disconnect(self, player: int) -> list[Event]:
        """The human at ``player`` lost the connection: the seat stays theirs, and no bot plays it until
        :meth:`grace_over` (the grace period). Returns the next round's events when the others were only
        waiting for this human to be ready."""
        seat = self._seat(player)
        seat.connected = False
        self.ready.discard(player)
        return self._deal_when_ready()

    def grace_over(self, player: int) -> bool:
        """The grace period of an away human ended: before the start the seat is freed, later a bot stands
        in. Returns whether anything changed (nothing when the human came back)."""
        seat = self._seat(player)
        if not seat.human or seat.connected or seat.token is None or seat.stand_in:
            return False
        if self.status == WAITING:
            self.seats[player] = Seat(human=True)
        else:
            seat.stand_in = True
        return True

    def _seat(self, player: int) -> Seat:
        if not 0 <= player < len(self.seats):
            raise RoomError(f"no player {player} in room {self.id} (players 0..{len(self.seats) - 1})")
        return self.seats[player]

    def seat_name(self, player: int) -> str:
        """How the table names ``player``: the human's name (marked while a bot stands in), or the bot."""
        seat = self._seat(player)
        if not seat.human:
            return f"{self.bot} bot {player}"
        if seat.connected or self.status == WAITING:
            return seat.name
        if seat.token is None:
            return f"{seat.name} (left: a bot plays)"
        return f"{seat.name} (away: a bot plays)" if seat.stand_in else f"{seat.name} (away)"

    @property
    def bots_only(self) -> bool:
        """Every seat is a bot's: the match starts when the room is made and plays on by itself."""
        return not any(s.human for s in self.seats)

    @property
    def watched(self) -> bool:
        """Some human is connected, or the table is :attr:`bots_only` (a room whose humans are all away does
        not play on)."""
        return (self.bots_only and self.status != OVER) or any(s.human and s.connected for s in self.seats)

    @property
    def held(self) -> bool:
        """A human holds a seat here (taken, whether connected or not)."""
        return any(s.human and s.token is not None for s in self.seats)

    # -- the match -----------------------------------------------------------------
    def start(self) -> list[Event]:
        """Start the match once every human seat is taken; returns the first round's events."""
        if self.status != WAITING:
            raise RoomError(f"room {self.id} has already started")
        empty = [p for p, s in enumerate(self.seats) if s.human and s.token is None]
        if empty:
            raise RoomError(f"human seat(s) of player(s) {empty} are still empty")
        return self._begin()

    def _begin(self) -> list[Event]:
        self.driver = MatchDriver(self.variant, self.seed)
        self.moves.append({"move": "start"})
        return [*self.driver.match.events, *self._deal()]

    def _deal(self) -> list[Event]:
        assert self.driver is not None
        self.ready = set()
        self.clock.refill()
        events = self.driver.deal()
        self._update_status()
        return events

    def _update_status(self) -> None:
        assert self.driver is not None
        self.status = OVER if self.driver.over else PLAYING if self.driver.playing else ROUND_OVER

    def seat_of(self, player: int) -> int:
        """``player``'s seat in the current (or last) round."""
        return (player - self.dealer) % len(self.seats)

    def player_of(self, seat: int) -> int:
        """The player at ``seat`` of the current (or last) round."""
        return (self.dealer + seat) % len(self.seats)

    def view(self, player: int, furiten: bool = True) -> SeatView:
        """What ``player`` sees of the current (or last) round (told when in furiten, as the terminal is)."""
        if self.driver is None or self.driver.round is None:
            raise RoomError(f"room {self.id} has not started")
        return self.driver.view(self.seat_of(player), furiten=furiten)

    def act(self, player: int, action: Action, now: float = 0.0) -> list[Event]:
        """``player``'s move at ``now`` (the clock's time), one of its legal actions; returns the events it
        caused."""
        rnd = self._playing()
        seat = self.seat_of(player)
        legal = rnd.legal(seat)
        if not legal:
            raise RoomError("you have nothing to do now; wait for your turn")
        if action.seat != seat:
            raise RoomError(f"field 'seat' of the action must be your seat this round, {seat}, not {action.seat}")
        if action not in legal:
            raise RoomError(f"{action} is not one of your legal actions now: {', '.join(map(str, legal))}")
        self.clock.answered(player, now)
        return self._step(action)

    # -- timers and toggles ------------------------------------------------------------
    def waiting(self) -> list[int]:
        """The seats the table waits for now: owing an action, in turn order; after a round, the connected
        humans not ready for the next one (seats of the round just played)."""
        if self.status == ROUND_OVER:
            return sorted(self.seat_of(p) for p in self._not_ready())
        return self.driver.owed() if self.driver is not None else []

    def _not_ready(self) -> list[int]:
        return [p for p, s in enumerate(self.seats) if s.human and s.connected and p not in self.ready]

    def tick(self, now: float) -> None:
        """Bring the clock up to the table at ``now``: the humans who owe the current decision are timed."""
        rnd = self.round
        if self.status == ROUND_OVER and self.match is not None:
            self.clock.update(("next", self.match.deals), "next", self._not_ready(), now)
            return
        if self.status != PLAYING or rnd is None:
            self.clock.update(None, "", [], now)
            return
        owing = [p for p in map(self.player_of, rnd.to_act()) if not self.seats[p].automatic]
        key = (self.dealer, self.match.deals if self.match else 0, rnd.phase,
               sum(e["e"] != "action" for e in rnd.events))
        self.clock.update(key, "claim" if rnd.phase == "claim" else "turn", owing, now)

    def expire(self, now: float) -> list[Event]:
        """Make the default move of every human whose time ran out at ``now`` (:meth:`timeout_action`; after
        a round: ready for the next); returns the events."""
        events: list[Event] = []
        self.tick(now)
        key = self.clock.key
        for player in self.clock.due(now):
            if self.clock.key != key:  # the decision they let run out is over
                break
            self.clock.answered(player, now)
            if self.status == ROUND_OVER:
                self.ready.add(player)
                events += self._deal_when_ready()
            else:
                events += self._step(self.timeout_action(player))
            self.tick(now)
        return events

    def timeout_action(self, player: int) -> Action:
        """What a human who let the time run out does: pass a claim (or a flower's win), else discard the
        drawn tile (tsumogiri), else the last tile of the hand; a choice with neither (a void
        suit) is the room's bot's."""
        rnd = self._playing()
        seat = self.seat_of(player)
        legal = rnd.legal(seat)
        discards = [a for a in legal if a.act is Act.DISCARD]
        for a in legal:
            if a.act is Act.PASS or (a.act is Act.DISCARD and a.tile == rnd.drawn):
                return a
        return discards[-1] if discards else self.bots[player].act(self.view(player, furiten=False))

    def set_toggles(self, player: int, changes: Mapping[str, bool]) -> dict[str, bool]:
        """Turn ``player``'s toggles (:data:`TOGGLES`) on or off; returns them all."""
        self._seat(player)
        self.toggles[player].update(changes)
        return dict(self.toggles[player])

    def toggle_action(self, player: int) -> Action | None:
        """The move ``player``'s toggles make now, if any: a win with ``auto_win``; a pass in a claim
        window with ``auto_pass``, or with ``no_calls`` when no win is on offer."""
        rnd = self.round
        if self.status != PLAYING or rnd is None:
            return None
        on = self.toggles[player]
        legal = rnd.legal(self.seat_of(player))
        win = next((a for a in legal if a.act in WINS), None)
        if win is not None and on["auto_win"]:
            return win
        passing = next((a for a in legal if a.act is Act.PASS), None)
        if rnd.phase == "claim" and passing is not None and (on["auto_pass"] or (on["no_calls"] and win is None)):
            return passing
        return None

    def automatic(self) -> int | None:
        """The player whose move the room makes now: a bot's, or a human's only possible move; None when
        the room waits for a human (or is not in play). Of several seats that owe an answer (a claim
        window, the void choice) the driver's :meth:`~polymahjong.engine.driver.MatchDriver.next_seat` goes
        first, as in ``play_match``, so a game with the same seed and moves is the same record."""
        if self.status != PLAYING or self.driver is None:
            return None
        seat = self.driver.next_seat()
        if seat is None:
            return None
        player = self.player_of(seat)
        due = self.seats[player].automatic or len(self._playing().legal(seat)) == 1 or self.toggle_action(player)
        return player if due else None

    def due(self) -> bool:
        """The room has a move to make by itself: :meth:`automatic`'s, or a table of bots only dealing its
        next round (:meth:`deal_itself`)."""
        return self.automatic() is not None or (self.bots_only and self.status == ROUND_OVER)

    def deal_itself(self) -> list[Event]:
        """A table of bots only after a round: the next round's events (nobody to wait for)."""
        if not (self.bots_only and self.status == ROUND_OVER):
            return []
        return self._deal_next()

    def auto_step(self) -> list[Event]:
        """Make the move :meth:`automatic` names; returns its events (none when no move is due)."""
        move = self.next_auto()
        if move is None:
            return []
        if move.action is not None:
            return self.play_auto(move, move.action)
        assert move.view is not None
        return self.play_auto(move, self.bots[move.player].act(move.view))

    def next_auto(self) -> AutoMove | None:
        """The move :meth:`automatic` names, to be made by :meth:`play_auto`: its action when it is known at
        once (the only legal one, or a toggle's), else the view its bot decides on (the hub asks the bot
        away from the event loop)."""
        player = self.automatic()
        if player is None:
            return None
        rnd = self._playing()
        seat = self.seat_of(player)
        legal = rnd.legal(seat)
        toggled = None if self.seats[player].automatic else self.toggle_action(player)
        action = legal[0] if len(legal) == 1 else toggled
        view = None if action is not None else self.view(player, furiten=False)
        return AutoMove(player, len(self.moves), action, view)

    def play_auto(self, move: AutoMove, action: Action) -> list[Event]:
        """Make ``move`` with ``action``; nothing when the table moved on since :meth:`next_auto` (a human
        answered, or took the seat back). Returns its events."""
        if len(self.moves) != move.version or self.automatic() != move.player:
            return []
        self.clock.deadlines.pop(move.player, None)
        return self._step(action)

    def _step(self, action: Action) -> list[Event]:
        self._playing()
        assert self.driver is not None
        events = self.driver.step(action)
        self.moves.append({"move": "act", "action": action.to_json()})
        self._update_status()
        return events

    def _playing(self) -> Round:
        if self.status != PLAYING or self.round is None:
            raise RoomError({WAITING: f"room {self.id} has not started", ROUND_OVER: "the round is over",
                             OVER: "the match is over"}.get(self.status, self.status))
        return self.round

    def next_round(self, player: int) -> list[Event]:
        """``player`` is ready for the next round; it is dealt once every connected human is.
        Returns its events (none while others are not ready)."""
        if self.status != ROUND_OVER:
            raise RoomError("no round to go on to: " + ("the match is over" if self.status == OVER
                                                         else "the round is still on" if self.status == PLAYING
                                                         else "the match has not started"))
        self.ready.add(player)
        return self._deal_when_ready()

    def _deal_when_ready(self) -> list[Event]:
        """Deal the next round if some human asked for it and every connected human is ready."""
        if self.status != ROUND_OVER or not self.ready or self._not_ready():
            return []
        return self._deal_next()

    def _deal_next(self) -> list[Event]:
        self.moves.append({"move": "deal"})
        return self._deal()

    @classmethod
    def saved(cls, r: Mapping[str, Any]) -> "Room":
        """A room as ``Store`` saved it, its match replayed to its last move, its humans away."""
        room = cls(r["id"], r["ruleset"], r["options"], r["kinds"], r["seed"], r["bot"], r["timers"])
        for seat, (name, token) in zip(room.seats, r["seats"]):
            seat.name, seat.token = name, token
        room.replay(r["moves"])
        for seat in room.seats:  # a human who left the match: their bot plays on
            seat.stand_in = seat.human and seat.token is None and room.status != WAITING
        return room

    def record(self) -> tuple[dict[str, Any], list[Event]]:
        """The match as our record (records/log.py): its header (the seat names as players) and every
        event so far, the players' actions included. Every tile is in it: only for a finished match."""
        events = list(self.match.events) if self.match is not None else []
        if self.round is not None and self.status == PLAYING:
            events += self.round.events
        names = [s.name if s.human else f"{self.bot} bot {p}" for p, s in enumerate(self.seats)]
        return header(self.variant, self.seed, names), events

    def replay(self, moves: list[dict[str, Any]]) -> None:
        """Play ``moves`` (as :attr:`moves` records them) on this new room: the same seed and moves make the
        same match, move for move."""
        for m in moves:
            if m["move"] == "start":
                self._begin()
            elif m["move"] == "act":
                self._step(Action.from_json(m["action"], self.variant))
            elif m["move"] == "deal":
                self._deal_next()
            else:
                raise RoomError(f"room {self.id}: unknown saved move {m!r}")

    def info(self) -> dict[str, Any]:
        """The room as the lobby shows it (the seed only once the match is over: it fixes every wall)."""
        out: dict[str, Any] = {
            "room": self.id, "ruleset": self.variant.name, "options": self.options, "players": self.variant.players,
            "bot": self.bot, "status": self.status, "timers": self.timers.to_json(),
            "seats": [{"player": p, "kind": "human" if s.human else "bot", "name": self.seat_name(p),
                       "taken": s.token is not None, "connected": s.connected, "stand_in": s.stand_in}
                      for p, s in enumerate(self.seats)],
        }
        if self.match is not None:
            out["scores"] = plain(self.match.scores)
            out["deals"] = self.match.deals
        if self.status == OVER:
            out["seed"] = self.seed
        return out


class Lobby:
    """Every room of a server, by id: at most ``max_rooms``. A room that never started, whose match is
    over, or that every human left, expires once nobody is connected to it and ``idle_expiry`` seconds
    passed since its last change; a match where a human holds a seat is never cleared (a full lobby
    refuses new rooms instead)."""

    def __init__(self, max_rooms: int = 100, idle_expiry: float = 600.0, timers: bool = True) -> None:
        self.rooms: dict[str, Room] = {}
        self.max_rooms = max_rooms
        self.idle_expiry = idle_expiry
        self.timers = timers  # False: tables have no timers unless they set their own
        self._next = 1

    def create(self, variant_name: str, options: dict[str, Any], seats: Sequence[str] | None = None,
               seed: int | None = None, bot: str | None = None, now: float = 0.0,
               timers: Mapping[str, Any] | None = None) -> Room:
        """A new room; ``seats`` defaults to one human and bots, ``seed`` to a secret random one; ``timers``
        overrides the ruleset's timer settings; ``now`` is the lobby's clock (seconds)."""
        self.expire(now)
        if len(self.rooms) >= self.max_rooms:
            raise RoomError(f"the lobby is full ({self.max_rooms} rooms in play); try again later")
        if seats is None:
            try:
                n = ruleset(variant_name, **options).players
            except OptionError as e:
                raise RoomError(str(e)) from None
            seats = ["human"] + ["bot"] * (n - 1)
        room = Room(f"r{self._next}", variant_name, options, seats,
                    secrets.randbelow(2 ** 31) if seed is None else seed, bot,
                    {**({} if self.timers else dict.fromkeys(Timers().to_json(), 0)), **(timers or {})})
        room.touched = now
        self._next += 1
        self.rooms[room.id] = room
        return room

    def expire(self, now: float) -> list[str]:
        """Remove the rooms nobody is connected to that have not changed for longer than ``idle_expiry`` at
        ``now`` and are not a match where a human holds a seat. Returns their ids."""
        gone = [rid for rid, r in self.rooms.items() if now - r.touched > self.idle_expiry and not r.watched
                and (r.status in (WAITING, OVER) or not r.held)]
        for rid in gone:
            del self.rooms[rid]
        return gone
    def restore(self, saved: list[dict[str, Any]], next_number: int, now: float = 0.0) -> None:
        """Bring back saved rooms (``Store.rooms``): each match replayed to its last move, each seat with its
        name and token, every human away until they come back, idle from ``now``; new rooms are numbered
        from ``next_number``."""
        for r in saved:
            room = Room.saved(r)
            room.touched = now
            self.rooms[room.id] = room
        self._next = max(self._next, next_number)

    def get(self, room_id: str) -> Room:
        """The room ``room_id``."""
        room = self.rooms.get(room_id)
        if room is None:
            raise RoomError(f"no room {room_id!r} (rooms: {', '.join(self.rooms) or 'none'})")
        return room

    def listing(self) -> list[dict[str, Any]]:
        """Every room's :meth:`Room.info`."""
        return [r.info() for r in self.rooms.values()]
