"""Typed events and the one observer: each kind's visibility rule, what a seat may see of seeded games of all
five rulesets, the reveals, and the tsumogiri flags and discard order of the seat view against the record."""
from __future__ import annotations

import json
import pickle
from typing import Any

import pytest

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.events import CORE, Discard, Event, EventKind, Visibility, event_kinds
from polymahjong.engine.match import Match
from polymahjong.engine.observer import SPECTATOR, observe
from polymahjong.engine.round import Round
from polymahjong.engine.table import Table
from polymahjong.engine.view import seat_view
from polymahjong.players.bots import make_bots
from polymahjong.players.mjai.events import MjaiStream
from polymahjong.variants.registry import ruleset, variant_names

RULESETS = sorted(variant_names())


def played(name: str, seed: int, **options: Any) -> list[Round]:
    """The rounds of a seeded match of efficiency bots (each kept whole, its events in ``rnd.events``)."""
    variant = ruleset(name, **options)
    match, bots, rounds = Match(variant, seed), make_bots(variant, "efficiency", seed), []
    while not match.over:
        rnd = match.start_round()
        while not rnd.over:
            seat = rnd.to_act()[0]
            rnd.step(bots[match.player_of(seat)].act(seat_view(rnd, seat)))
        match.finish_round()
        rounds.append(rnd)
    return rounds


# -- the kinds and their rules ----------------------------------------------------------------------------
def test_the_engine_kinds_and_the_rulesets_own_rules() -> None:
    assert CORE["draw"] == EventKind("draw", Visibility.ACTOR, secret=("tile",))
    assert CORE["action"].visibility is Visibility.ACTOR and not CORE["action"].secret  # the actor's only
    assert CORE["deal"].by_seat and CORE["discard"].visibility is Visibility.PUBLIC
    assert event_kinds(ruleset("riichi")) == CORE
    assert event_kinds(ruleset("sichuan"))["voids"] == EventKind("voids", Visibility.REVEAL, ("suits",), by_seat=True)
    uzje = event_kinds(ruleset("uzje"))
    assert uzje["call"].visibility is Visibility.REVEAL  # a face-down quad: a stricter rule for an engine kind
    assert uzje["challenge"] == EventKind("challenge", Visibility.ACTOR, ("tiles",), actors=("seat", "seats"))
    assert {"jokers", "step_up"} <= set(event_kinds(ruleset("tianjin")))


@pytest.mark.parametrize("bad, message", [
    ({"visibility": "secret"}, r"visibility must be one of \['public', 'actor', 'reveal'\], not 'secret'"),
    ({"secret": "tiles"}, "secret must be a list of field names, not 'tiles'"),
    ({"by_seat": 1}, "by_seat must be true or false, not 1"),
    ({"shown": True}, r"unknown field\(s\) \['shown'\]"),
])
def test_a_bad_declaration_is_named(bad: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=r"knock's rules.toml \[events.knock\] " + message):
        EventKind.from_toml("knock", bad, "knock's rules.toml")


def test_an_event_is_a_read_only_record_entry() -> None:
    ev = Event(e="draw", seat=1, tile=5, replacement=False)
    assert ev == {"e": "draw", "seat": 1, "tile": 5, "replacement": False} and ev.kind == "draw"
    assert json.dumps(ev) == json.dumps(ev.to_json()) == '{"e": "draw", "seat": 1, "tile": 5, "replacement": false}'
    with pytest.raises(TypeError, match="a 'draw' event is read-only"):
        ev["tile"] = 6
    with pytest.raises(TypeError, match="read-only"):
        ev.update(tile=6)
    discard = Discard.of({"e": "discard", "seat": 0, "tile": 9, "riichi": False}, tsumogiri=True)
    with pytest.raises(TypeError, match="read-only"):
        discard.tsumogiri = False  # type: ignore[misc]
    again = pickle.loads(pickle.dumps([ev, discard]))
    assert again == [ev, discard] and type(again[1]) is Discard and again[1].tsumogiri
    assert json.dumps(discard) == '{"e": "discard", "seat": 0, "tile": 9, "riichi": false}'  # not in the record


def test_a_round_refuses_an_event_its_ruleset_does_not_declare() -> None:
    rnd = Round(Table(ruleset("riichi")), 1)
    before = list(rnd.events)
    with pytest.raises(ValueError, match=r"event 'voids' is not an event of riichi .*rules.toml \[events\]"):
        rnd.emit({"e": "voids", "suits": ["m", "p", "s", "m"]})
    assert rnd.events == before


# -- what a seat sees ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", RULESETS)
def test_a_seat_never_sees_another_seats_draws_or_concealed_tiles(name: str) -> None:
    for rnd in played(name, 3)[:2]:
        kinds = rnd.table.events
        for viewer in (*range(rnd.n), SPECTATOR):
            seen = observe(rnd.events, viewer, kinds, rnd)
            assert [ev["e"] for ev in seen] == [ev["e"] for ev in rnd.events
                                                if ev["e"] != "action" or ev["seat"] == viewer]
            for ev, full in zip(seen, (ev for ev in rnd.events if ev["e"] != "action" or ev["seat"] == viewer)):
                if ev["e"] == "draw":
                    assert ("tile" in ev) == (ev["seat"] == viewer)
                    assert ev == full if ev["seat"] == viewer else ev == {k: v for k, v in full.items() if k != "tile"}
                elif ev["e"] == "deal":  # its own hand; the others' sizes only
                    assert [h if s == viewer else [None] * len(h) for s, h in enumerate(full["hands"])] == ev["hands"]
                elif ev["e"] not in ("voids", "call"):
                    assert ev is full


def test_a_face_down_quad_is_its_owners_until_the_reveal() -> None:
    from test_uzje_quads import TWO_QUADS, play_out, quad
    from uzje_walls import stacked_round

    from polymahjong.variants.uzje.quads import CHALLENGE

    rnd = stacked_round(TWO_QUADS)
    kinds = rnd.table.events
    rnd.step(quad(rnd, "1s"))
    call = rnd.events[-3]
    assert call["e"] == "call" and call["type"] == "closed_kan"
    assert observe([call], 0, kinds, rnd) == [call]
    assert observe([call], 1, kinds, rnd) == observe([call], SPECTATOR, kinds, rnd) == [
        {k: v for k, v in call.items() if k != "tiles"}]
    rnd.step(quad(rnd, "2s"))
    events = rnd.step(Action(CHALLENGE, 1)) + rnd.step(Action(Act.PASS, 2)) + rnd.step(Action(Act.PASS, 3))
    challenge = next(ev for ev in events if ev["e"] == "challenge")
    assert observe([challenge], 1, kinds, rnd) == observe([challenge], 0, kinds, rnd) == [challenge]  # challenger, owner
    assert "tiles" not in observe([challenge], 2, kinds, rnd)[0]
    play_out(rnd)
    reveal = next(ev for ev in rnd.events if ev["e"] == "reveal")
    assert observe([reveal], 3, kinds, rnd) == [reveal] and [0, list(call["tiles"])] in reveal["quads"]
    assert observe([call], 1, kinds, rnd) == [call]  # the game is over: every quad turned up


def test_a_forbidden_suit_is_shown_once_its_tile_is_discarded() -> None:
    """Sichuan: each seat sees its own forbidden suit at once, the others' once their set-aside tile is
    discarded (or the seat is out)."""
    rnd = played("sichuan", 2)[0]
    voids = next(ev for ev in rnd.events if ev["e"] == "voids")
    assert observe([voids], 1, rnd.table.events, rnd) == [voids]  # the round is over: all shown
    fresh = Round(Table(ruleset("sichuan")), rnd.seed)
    while fresh.phase != "turn":
        seat = fresh.to_act()[0]
        fresh.step(fresh.legal(seat)[0])
    told = fresh.events[-1]
    assert told["e"] == "voids"
    for viewer in range(4):
        suits = observe([told], viewer, fresh.table.events, fresh)[0]["suits"]
        assert suits == [v if s == viewer else None for s, v in enumerate(told["suits"])]
    fresh.step(next(a for a in fresh.legal(0) if a.act is Act.DISCARD))
    assert observe([told], 1, fresh.table.events, fresh)[0]["suits"][0] == told["suits"][0]


def test_an_undeclared_kind_read_from_a_record_is_not_told() -> None:
    assert observe([{"e": "secret", "tiles": [1]}], 0, CORE) == []


# -- the seat view's tsumogiri flags and discard order ----------------------------------------------------
def expected_discards(rnd: Round, first: int | None) -> list[list[tuple[int, bool, int]]]:
    """From the record: each seat's discards (called ones taken away) with whether each was the tile its seat
    last drew (no call between; the dealer's first draw is inside the deal: ``first``) and its number."""
    last: list[int | None] = [first] + [None] * (rnd.n - 1)
    out: list[list[tuple[int, bool, int]]] = [[] for _ in range(rnd.n)]
    count, playing = 0, False
    for ev in rnd.events:
        e = ev["e"]
        playing = playing or e == "action"
        if e == "draw" and playing:  # replacements of flowers in the deal stay inside it
            last[ev["seat"]] = ev["tile"]
        elif e == "discard":
            out[ev["seat"]].append((ev["tile"], ev["tile"] == last[ev["seat"]], count))
            last[ev["seat"]], count = None, count + 1
        elif e == "call":
            last[ev["seat"]] = None
            if ev.get("source") is not None:
                out[ev["source"]] = [d for d in out[ev["source"]] if d[0] != ev["tile"]]
        elif e == "win" and ev["flags"].get("chankan") and ev["source"] is not None and ev["tile"] not in {
                t for t, _, _ in out[ev["source"]]}:  # a robbed kong's tile counts as discarded
            out[ev["source"]].append((ev["tile"], ev["tile"] == last[ev["source"]], count))
            count += 1
    return out


@pytest.mark.parametrize("name", RULESETS)
def test_the_tsumogiri_flags_and_the_discard_order_match_the_record(name: str) -> None:
    variant = ruleset(name)
    match, bots = Match(variant, 4), make_bots(variant, "efficiency", 4)
    flags = 0
    for _ in range(3):
        rnd = match.start_round()
        first = rnd.drawn
        while not rnd.over:
            seat = rnd.to_act()[0]
            rnd.step(bots[match.player_of(seat)].act(seat_view(rnd, seat)))
            view = seat_view(rnd, (seat + 1) % rnd.n)
            want = expected_discards(rnd, first)
            assert [list(zip(d, t, o)) for d, t, o in zip(view.discards, view.tsumogiri, view.discard_order)] == want
        discards = [ev for ev in rnd.events if ev["e"] == "discard"]
        flags += sum(ev.tsumogiri for ev in discards)
        assert all(isinstance(ev, Discard) for ev in discards)
        match.finish_round()
        if match.over:
            break
    assert flags  # some discards were the tile just drawn


def test_the_mjai_streams_tsumogiri_is_the_engines() -> None:
    """Every player's mjai stream (which sees only its own draws) says tsumogiri exactly where the engine's
    discard events do."""
    from polymahjong.engine.game import play_match

    variant = ruleset("riichi", length="east")
    streams = [MjaiStream(variant, ["a", "b", "c", "d"], v) for v in range(4)]
    told: list[list[bool]] = [[] for _ in streams]

    def feed(match: Match, events: list[Event]) -> None:
        for stream, flags in zip(streams, told):
            flags += [m["tsumogiri"] for m in stream.feed(match, events) if m["type"] == "dahai"]

    match = play_match(variant, make_bots(variant, "efficiency", 6), 6, on_events=feed)
    engine = [ev.tsumogiri for ev in match.events if isinstance(ev, Discard)]
    assert any(engine) and not all(engine)
    assert told == [engine] * 4
