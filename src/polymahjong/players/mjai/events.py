"""Our riichi events turned into mjai events, as one seat sees them (or as a log shows them all).

mjai numbers the players 0-3 from the first dealer (the chicha) for the whole game, where our
rounds number seats from their own dealer; scores, deltas and tehais are listed by mjai player.
A player's stream is made of what its seat may see (the one observer,
:func:`polymahjong.engine.observer.observe`); what it may not see is written ``"?"``, as mjai servers
do: another seat's tiles in ``start_kyoku`` and its draws. ``tsumogiri`` is the engine's
(:class:`~polymahjong.engine.events.Discard`); a discard read from a record, which does not write it,
is tsumogiri when it is the tile its seat last drew in the events the stream was given. The order and
fields follow the mjai protocol (gimite's specification, as Mortal and mjai.app use it):

* ``start_game`` {names, id}; ``start_kyoku`` {bakaze, kyoku, honba, kyotaku, oya, dora_marker,
  scores, tehais: 13 tiles each}, then the dealer's first ``tsumo``;
* ``tsumo`` {actor, pai}; ``dahai`` {actor, pai, tsumogiri}; a riichi discard is ``reach`` {actor}
  then its ``dahai``, and ``reach_accepted`` {actor, deltas, scores} once the discard passes (before
  the next ``tsumo`` or call, or the ``ryukyoku`` it brings);
* ``chi`` / ``pon`` / ``daiminkan`` {actor, target, pai, consumed}; ``ankan`` {actor, consumed};
  ``kakan`` {actor, pai, consumed} as soon as it is declared (so that a robbing ``hora`` follows
  it); ``dora`` {dora_marker} where our engine turns an indicator;
* ``hora`` {actor, target, pai, uradora_markers (a riichi winner's; empty for others), deltas,
  scores} per win (target = actor for a self-draw);
  ``ryukyoku`` {reason, deltas, scores, tenpais for an exhaustive draw}; ``end_kyoku``;
  ``end_game`` {scores}.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

from polymahjong.engine.events import Discard, event_kinds
from polymahjong.engine.observer import SPECTATOR, observe
from polymahjong.engine.table import TableRules
from polymahjong.engine.wins import score_request
from polymahjong.players.mjai.tiles import PLAYERS, UNKNOWN, MjaiError, MjaiTiles, check_variant
from polymahjong.tiles import Tile
from polymahjong.variants.base import Variant

if TYPE_CHECKING:
    from polymahjong.engine.match import Match
    from polymahjong.engine.round import Round

MjaiEvent = dict[str, Any]
Event = Mapping[str, Any]

#: Our abortive draws by their mjai reasons (gimite's mjai, from Tenhou's RYUUKYOKU types).
ABORT_REASONS = {"nine terminals": "kyushukyuhai", "four winds": "sufonrenta", "four riichi": "suchareach",
                 "four kongs": "sukaikan", "three wins on one tile": "sanchaho"}
#: mjai's call types by ours.
CALL_TYPES = {"chi": "chi", "pon": "pon", "open_kan": "daiminkan"}
Ura = Mapping[int, Sequence[Tile]]


@dataclass
class _Kyoku:
    """What the stream keeps during one round."""

    oya: int  # mjai player of the round's dealer
    start: Event  # our ``round`` event
    marker: int | None = None  # the first dora indicator
    # by seat: the last tile drawn, from the full events (a recorded discard's tsumogiri)
    drawn: list[int | None] = field(default_factory=lambda: [None] * PLAYERS)
    pons: dict[tuple[int, int], list[int]] = field(default_factory=dict)  # (seat, kind): the pon's tiles
    riichi: int | None = None  # seat whose riichi discard has not passed yet
    scores: list[int] = field(default_factory=list)  # by mjai player, as the round goes


class MjaiStream:
    """Turns our events of one riichi match into mjai events for ``viewer`` (an mjai player, 0 = the first
    dealer), or for a log that shows everything (``viewer`` None); ``names``: the players' names by our player
    number. Feed the events in order with :meth:`convert`; a deal needs the dealer's first draw, which our
    record leaves implicit in the deal."""

    def __init__(self, variant: Variant, names: Sequence[str], viewer: int | None = None) -> None:
        check_variant(variant)
        if len(names) != PLAYERS:
            raise MjaiError(f"mjai needs {PLAYERS} player names, not {len(names)}")
        self.tiles = MjaiTiles(variant.tileset)
        self.stick = TableRules.of(variant).declaration_stick
        self.kinds = event_kinds(variant)
        self.names = list(names)
        self.viewer = viewer
        self.first: int | None = None  # our player number of the first dealer
        self.kyoku: _Kyoku | None = None
        self.reach_told = False  # the viewer's own reach was told already (while it chose its discard)

    @property
    def _now(self) -> _Kyoku:
        """The current round (the events are in a round)."""
        assert self.kyoku is not None
        return self.kyoku

    def actor(self, seat: int) -> int:
        """The mjai player sitting at ``seat`` of the current round."""
        return (self._now.oya + seat) % PLAYERS

    def by_actor(self, values: Sequence[Any]) -> list[Any]:
        """``values`` listed by seat of the current round, reordered by mjai player."""
        out = [None] * PLAYERS
        for seat, v in enumerate(values):
            out[self.actor(seat)] = v
        return out

    def convert(self, events: Iterable[Event], first_draw: int | None = None, ura: Ura | None = None,
                rnd: "Round | None" = None) -> list[MjaiEvent]:
        """The mjai events for ``events`` as the viewer may see them, given what our events leave implicit:
        ``first_draw``, the dealer's 14th tile (needed with a ``deal`` the viewer sees whole), and ``ura``, by
        winning seat the ura dora indicators its win counts (a hora has ``uradora_markers`` when given);
        ``rnd``: the round being played, whose hooks say what of it is shown."""
        out: list[MjaiEvent] = []
        for ev in events:
            for seen in self._seen(ev, rnd):
                out += self._event(seen, first_draw, ura)
            self._follow(ev, first_draw)
        return out

    def _follow(self, ev: Event, first_draw: int | None) -> None:
        """Keep the tile each seat last drew, from the full events (a discard read from a record is tsumogiri
        when it is that tile)."""
        k, e = self.kyoku, ev["e"]
        if k is None:
            return
        if e in ("deal", "draw"):
            k.drawn[0 if e == "deal" else ev["seat"]] = first_draw if e == "deal" else ev["tile"]
        elif e in ("discard", "call"):
            k.drawn[ev["seat"]] = None

    def _seen(self, ev: Event, rnd: "Round | None") -> list[Event]:
        """What the viewer may see of ``ev`` (the observer's; a log sees everything)."""
        if self.viewer is None:
            return [ev]
        k = self.kyoku
        seat = (self.viewer - k.oya) % PLAYERS if k is not None else SPECTATOR
        return observe([ev], seat, self.kinds, rnd)

    def feed(self, match: "Match", events: Iterable[Event]) -> list[MjaiEvent]:
        """:meth:`convert` during a match (from the ``on_events`` hook of ``play_match``, which does not pass
        the match's own first event), with the facts read from the round being played."""
        events = list(events) if self.first is not None else [match.events[0], *events]
        rnd = match.round
        if rnd is None:
            return self.convert(events)
        kinds = {ev.get("e") for ev in events}
        ura = {w.seat: score_request(rnd, w, 0, 0).extra.get("ura_indicators", ()) for w in rnd.wins} \
            if "win" in kinds else None
        return self.convert(events, rnd.drawn if "deal" in kinds else None, ura, rnd)

    def _event(self, ev: Event, first_draw: int | None, ura: Ura | None) -> list[MjaiEvent]:
        e = ev.get("e")
        if e == "action":  # a player's action shows as the events it causes; an added kan at once
            return self._kakan(ev) if ev.get("act") == "added_kan" else []
        if e == "match":
            self.first = ev["dealer"]
            start: MjaiEvent = {"type": "start_game", "names": self._by_player(self.names)}
            return [start if self.viewer is None else {**start, "id": self.viewer}]
        if e == "match_end":
            return [{"type": "end_game", "scores": self._by_player(ev["scores"])}]
        if self.first is None:
            raise MjaiError(f"a {e!r} event before the match event")
        if e == "round":
            self.kyoku = _Kyoku((ev["dealer"] - self.first) % PLAYERS, ev)
            self.kyoku.scores = self.by_actor(ev["scores"])
            return []
        k = self.kyoku
        if k is None:
            raise MjaiError(f"a {e!r} event outside a round")
        if e == "indicator":
            if k.marker is None:
                k.marker = ev["tile"]
                return []
            return [{"type": "dora", "dora_marker": self.tiles.name(ev["tile"])}]
        if e == "deal":
            return self._start_kyoku(ev, first_draw)
        if e == "draw":
            return self._accepted() + [self._tsumo(ev["seat"], ev.get("tile"))]
        if e == "discard":
            return self._dahai(ev)
        if e == "call":
            return self._call(ev)
        if e == "win":
            return [self._hora(ev, ura)]
        if e == "round_end":
            return self._round_end(ev)
        raise MjaiError(f"no mjai counterpart for event {e!r}")

    def _by_player(self, values: Sequence[Any]) -> list[Any]:
        assert self.first is not None
        return [values[(actor + self.first) % PLAYERS] for actor in range(PLAYERS)]

    def _names(self, tiles: Sequence[int | None]) -> list[str]:
        """mjai tile names, ``"?"`` for a tile the viewer may not see."""
        return [UNKNOWN if t is None else self.tiles.name(t) for t in tiles]

    def _start_kyoku(self, ev: Event, first_draw: int | None) -> list[MjaiEvent]:
        k = self._now
        hands = [list(h) for h in ev["hands"]]
        if None in hands[0]:  # the dealer's tiles are not the viewer's: its first draw is unknown too
            first_draw = None
        elif first_draw is None or first_draw not in hands[0]:
            raise MjaiError("a deal needs the dealer's first draw (a tile of the dealer's 14)")
        if k.marker is None:
            raise MjaiError("a deal before the first dora indicator")
        hands[0].remove(first_draw)
        tehais = self.by_actor([self._names(h) for h in hands])
        r = k.start
        start = {"type": "start_kyoku", "bakaze": r["wind"], "kyoku": k.oya + 1, "honba": r["honba"],
                 "kyotaku": r["sticks"], "oya": k.oya, "dora_marker": self.tiles.name(k.marker),
                 "scores": list(k.scores), "tehais": tehais}
        return [start, self._tsumo(0, first_draw)]

    def _tsumo(self, seat: int, tile: int | None) -> MjaiEvent:
        """A draw (``tile`` None: one the viewer may not see)."""
        return {"type": "tsumo", "actor": self.actor(seat), "pai": self._names([tile])[0]}

    def _dahai(self, ev: Event) -> list[MjaiEvent]:
        k = self._now
        seat, tile, actor = ev["seat"], ev["tile"], self.actor(ev["seat"])
        out: list[MjaiEvent] = []
        if ev.get("riichi"):
            k.riichi = seat
            if actor == self.viewer and self.reach_told:
                self.reach_told = False
            else:
                out.append({"type": "reach", "actor": actor})
        tsumogiri = ev.tsumogiri if isinstance(ev, Discard) else tile == k.drawn[seat]
        out.append({"type": "dahai", "actor": actor, "pai": self.tiles.name(tile), "tsumogiri": tsumogiri})
        return out

    def _accepted(self) -> list[MjaiEvent]:
        """``reach_accepted`` when a riichi discard has just passed (its stick is paid)."""
        k = self._now
        if k.riichi is None:
            return []
        actor, k.riichi = self.actor(k.riichi), None
        deltas = [0] * PLAYERS
        deltas[actor] = -self.stick
        k.scores[actor] -= self.stick
        return [{"type": "reach_accepted", "actor": actor, "deltas": deltas, "scores": list(k.scores)}]

    def _call(self, ev: Event) -> list[MjaiEvent]:
        k = self._now
        seat, kind, tiles = ev["seat"], ev["type"], list(ev["tiles"])
        actor = self.actor(seat)
        if kind == "closed_kan":
            return [{"type": "ankan", "actor": actor, "consumed": self.tiles.names(tiles)}]
        if kind == "added_kan":  # told when declared (see _kakan)
            return []
        if kind not in CALL_TYPES:
            raise MjaiError(f"no mjai counterpart for a {kind!r} call")
        called = ev["tile"]
        tiles.remove(called)
        if kind == "pon":
            k.pons[seat, self.tiles.tileset.kind_of(called)] = sorted(tiles + [called])
        return self._accepted() + [{"type": CALL_TYPES[kind], "actor": actor, "target": self.actor(ev["source"]),
                                    "pai": self.tiles.name(called), "consumed": self.tiles.names(tiles)}]

    def _kakan(self, ev: Event) -> list[MjaiEvent]:
        k = self._now
        seat, tile = ev["seat"], ev["tile"]
        pon = k.pons.get((seat, self.tiles.tileset.kind_of(tile)))
        if pon is None:
            raise MjaiError(f"seat {seat} adds {self.tiles.name(tile)} to a pon it does not have")
        return [{"type": "kakan", "actor": self.actor(seat), "pai": self.tiles.name(tile),
                 "consumed": self.tiles.names(pon)}]

    def _hora(self, ev: Event, ura: Ura | None) -> MjaiEvent:
        k = self._now
        actor = self.actor(ev["seat"])
        deltas = self.by_actor(ev["payments"])
        k.scores = [s + d for s, d in zip(k.scores, deltas)]
        source = ev["seat"] if ev["source"] is None else ev["source"]
        hora = {"type": "hora", "actor": actor, "target": self.actor(source), "pai": self.tiles.name(ev["tile"])}
        if ura is not None:
            hora["uradora_markers"] = [self.tiles.kind_name(t.kind, t.red) for t in ura.get(ev["seat"], ())]
        return {**hora, "deltas": deltas, "scores": list(k.scores)}

    def _round_end(self, ev: Event) -> list[MjaiEvent]:
        k = self._now
        out: list[MjaiEvent] = []
        if k.riichi is not None and ev["deposits"][k.riichi]:
            out += self._accepted()
        if ev["result"] != "win":
            info = ev.get("info", {})
            if ev["result"] == "abortive":
                reason = ABORT_REASONS.get(info.get("reason"))
                if reason is None:
                    raise MjaiError(f"no mjai reason for the abortive draw {info.get('reason')!r}")
            else:
                reason = "nagashimangan" if info.get("nagashi") else "fanpai"
            ryukyoku: MjaiEvent = {"type": "ryukyoku", "reason": reason, "deltas": self.by_actor(ev["payments"]),
                                   "scores": self.by_actor(ev["scores"])}
            if "tenpai" in info:
                ryukyoku["tenpais"] = self.by_actor([s in info["tenpai"] for s in range(PLAYERS)])
            out.append(ryukyoku)
        self.kyoku = None
        return out + [{"type": "end_kyoku"}]
