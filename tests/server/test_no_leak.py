"""No message ever tells a client another seat's concealed tiles, a face-down quad's tiles or the wall.

Every message the hub queues is checked at that moment against the room's state: each tile id under a
tile field must not be in another seat's concealed hand (the winners' hands are laid open), in another
seat's face-down quad, or still in the wall (the indicators flipped aside)."""
from __future__ import annotations

import time
from typing import Any, Iterator

import pytest
from starlette.testclient import TestClient

from live import live_server
from table_client import create_and_sit, play_first_legal, receive

from polymahjong.engine.actions import Act
from polymahjong.engine.round import Round
from polymahjong.engine.table import Table
from polymahjong.engine.view import seat_view
from polymahjong.render.text import Names
from polymahjong.server import hub
from polymahjong.engine.events import event_kinds
from polymahjong.server.public import SPECTATOR, public_events
from polymahjong.server.rooms import Room
from polymahjong.variants.registry import ruleset, variant_names

#: Fields that hold physical tile ids (views and events); ``melds`` (type, tiles, source), ``last_discard``
#: (seat, tile) and ``quads`` (seat, tiles) hold them at one place of each entry.
TILE_FIELDS = {"hand", "drawn", "discards", "pond", "flowers", "indicators", "tile", "tiles", "hands", "indicator",
               "ura"}


def tiles_in(message: Any, key: str | None = None) -> Iterator[int]:
    """Every tile id ``message`` holds under a tile field."""
    if isinstance(message, dict):
        for k, v in message.items():
            yield from tiles_in(v, k)
    elif key == "melds":
        for seat in message:
            for _type, tiles, _source in seat:
                yield from tiles
    elif key == "last_discard" and message is not None:
        yield message[1]
    elif key == "quads":
        for _seat, tiles in message:
            yield from tiles
    elif isinstance(message, list):
        for v in message:
            yield from tiles_in(v, key)
    elif isinstance(message, int) and not isinstance(message, bool) and key in TILE_FIELDS:
        yield message


def hidden_from(rnd: Round, viewer: int) -> set[int]:
    """The tiles ``viewer`` may not know of now (a winner's hand, the ready hands at a draw and the ura-dora
    indicators after a riichi win are laid open)."""
    shown = {w.seat for w in rnd.wins} | set(rnd.result.info.get("tenpai", ()) if rnd.result is not None else ())
    out: set[int] = set()
    for s in range(rnd.n):
        if s != viewer and s not in shown:
            out.update(rnd.hands[s])
        if s != viewer:
            out.update(t for m in rnd.melds[s] if not rnd.table.hooks.meld_visible(rnd, viewer, s, m) for t in m.tiles)
    placed = {t for h in rnd.hands for t in h} | {t for ms in rnd.melds for m in ms for t in m.tiles}
    placed |= {t for r in rnd.river for t in r} | {t for f in rnd.flowers for t in f} | set(rnd.wall.flipped())
    if rnd.over and any(rnd.table.hooks.declarations(rnd)[w.seat] is not None for w in rnd.wins) and rnd.rules.indicators == "dora":
        placed |= {rnd.wall.tiles[p + 1] for p in rnd.wall.indicators}  # the ura-dora, turned after the win
    return out | (set(rnd.table.physical) - placed)


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Check every message queued for a seated client; returns a list counting the messages checked."""
    count: list[int] = []
    send = hub.Client.send

    def checking(self: hub.Client, message: dict[str, Any]) -> None:
        room: Room | None = self.room or self.watching
        if room is not None and room.round is not None and message["type"] != "tiles":
            viewer = room.seat_of(self.player) if self.room is not None else SPECTATOR
            leaked = set(tiles_in(message)) & hidden_from(room.round, viewer)
            assert not leaked, f"{message['type']} message leaks tiles {sorted(leaked)} to viewer {viewer}"
            shown = list(room.round.table.hooks.excluded_suits(room.round, viewer))
            for ev in message.get("events", []):
                assert ev["e"] != "voids" or ev["suits"] == shown, f"voids {ev} told, the view shows {shown}"
            count.append(1)
        send(self, message)

    monkeypatch.setattr(hub.Client, "send", checking)
    return count


CASES = [("riichi", {}, 4), ("sichuan", {}, 4), ("zung_jung", {"flowers": True}, 4), ("tianjin", {}, 4),
         ("uzje", {}, 4), ("uzje", {"players": 6}, 6)]


@pytest.mark.parametrize("name,options,seed", CASES, ids=[f"{n}{o or ''}" for n, o, _ in CASES])
def test_no_message_holds_hidden_tiles(client: TestClient, checked: list[int], name: str, options: dict,
                                       seed: int) -> None:
    with client.websocket_connect("/ws") as ws:
        create_and_sit(ws, name, seed, options=options)
        ws.send_json({"type": "start"})
        states = play_first_legal(ws)
    assert len(checked) >= len(states) > 10
    kinds = {e["e"] for s in states for e in s["events"]}
    assert "draw" in kinds and "deal" in kinds and "'hands'" not in str([e for s in states for e in s["events"]
                                                                          if e["e"] != "round_end"])


def test_timers_waiting_and_toggles_hold_no_hidden_tiles(checked: list[int]) -> None:
    """A timed table (a loopback server) where the human lets every time run out, with toggles on; then
    the history and toggles answers."""
    with live_server(bot_delay=0) as live, live.connect() as ws:
        create_and_sit(ws, "riichi", 6, timers={"turn": 0.05, "claim": 0.05, "bank": 0.05})
        ws.send_json({"type": "toggles", "no_calls": True})
        ws.send_json({"type": "start"})
        states = []
        while not states or states[-1]["status"] == "playing":
            states.append(receive(ws, "state"))
        ws.send_json({"type": "history", "name": "tester"})
        assert receive(ws, "history")["games"] == []
        count = len(checked)
        ws.send_json({"type": "toggles", "auto_win": True})
        receive(ws, "toggles")
        assert len(checked) == count + 1  # the toggles answer was checked too
    assert len(checked) >= len(states) > 10
    assert any(s["timer"] for s in states) and any(s["waiting"] for s in states)


@pytest.mark.parametrize("name,options,seed", CASES, ids=[f"{n}{o or ''}" for n, o, _ in CASES])
def test_a_spectator_sees_no_hidden_tiles(checked: list[int], name: str, options: dict, seed: int) -> None:
    """A spectator joins at the start and watches a round to its end (a loopback server)."""
    with live_server(bot_delay=0, timers=False) as live, live.connect() as player, live.connect() as spectator:
        seated = create_and_sit(player, name, seed, options=options)
        player.send_json({"type": "start"})
        receive(spectator, "welcome")
        spectator.send_json({"type": "watch", "room": seated["room"]})
        assert receive(spectator, "watching")["room"] == seated["room"]
        first = receive(spectator, "state")
        assert first["seat"] is None and first["view"]["hand"] == [] and first["view"]["legal"] == []
        play_first_legal(player)
        seen = [first]
        while seen[-1]["status"] == "playing":
            seen.append(receive(spectator, "state"))
    assert all(m["view"]["hand"] == [] and m["view"]["drawn"] is None for m in seen)
    assert not any(e["e"] == "draw" and "tile" in e for m in seen for e in m["events"])
    assert len(checked) > 2 * len(seen)


def test_every_event_type_is_classified() -> None:
    """Each event the engine and rulesets emit is a declared kind with its visibility rule (the round refuses
    an undeclared kind, and the observer does not send one read from a record)."""
    emitted = {"match", "match_end", "round", "deal", "draw", "action", "discard", "call", "indicator", "flower",
               "win", "round_end", "voids", "jokers", "step_up", "payment", "settlement", "challenge", "reveal"}
    assert emitted <= set().union(*(event_kinds(ruleset(name)) for name in variant_names()))


def _quad_round() -> Round:
    """An Ùzje round (quads face down) whose dealer has just declared a closed quad."""
    table = Table(ruleset("uzje", flowers=False))
    quads = ((rnd, a) for rnd in map(lambda seed: Round(table, seed), range(400))
             for a in rnd.legal(0) if a.act is Act.CLOSED_KAN)
    rnd, quad = next(quads)
    rnd.step(quad)
    return rnd


def test_face_down_quads_and_challenges_stay_with_their_owner() -> None:
    rnd = _quad_round()
    names = Names(rnd.table.variant)
    call = next(e for e in rnd.events if e["e"] == "call")
    assert public_events(rnd, names, 0, [call]) == [call]
    assert public_events(rnd, names, 1, [call]) == [{k: v for k, v in call.items() if k != "tiles"}]
    challenge = {"e": "challenge", "seats": [2], "seat": 0, "tiles": call["tiles"]}
    assert public_events(rnd, names, 2, [challenge]) == [challenge]
    assert public_events(rnd, names, 0, [challenge]) == [challenge]
    assert "tiles" not in public_events(rnd, names, 3, [challenge])[0]
    deal = next(e for e in rnd.events if e["e"] == "deal")
    assert public_events(rnd, names, 1, [deal]) == [{"e": "deal", "sizes": [14, 13, 13, 13]}]
    action = next(e for e in rnd.events if e["e"] == "action")
    assert public_events(rnd, names, 1, [action]) == [] and public_events(rnd, names, 0, [action]) == [action]
    assert public_events(rnd, names, 1, [{"e": "secret", "tiles": [1]}]) == []


def test_a_spectator_with_a_delay_is_told_each_change_that_much_later() -> None:
    with live_server(bot_delay=0, timers=False) as live, live.connect() as player, live.connect() as spectator:
        seated = create_and_sit(player, "riichi", 2)
        receive(spectator, "welcome")
        spectator.send_json({"type": "watch", "room": seated["room"], "delay": 1})
        assert receive(spectator, "watching")["delay"] == 1
        assert spectator.receive_json(timeout=0.5)["type"] == "tiles"  # sent at once: no news in it
        receive(spectator, "room")  # the room as it was at the watch, a second late: out of the way
        player.send_json({"type": "start"})
        mine = receive(player, "state")
        started = time.monotonic()
        with pytest.raises(TimeoutError):
            spectator.receive_json(timeout=0.5)  # nothing about the table yet
        watched = receive(spectator, "state")
        assert time.monotonic() - started >= 0.9
        assert watched["view"]["discards"] == mine["view"]["discards"] and watched["view"]["hand"] == []


def test_at_a_draw_only_the_ready_hands_are_laid_open() -> None:
    """A riichi round that ends in an exhaustive draw with some seats ready (tenpai): its end event shows
    those seats' hands, and null for the others."""
    from polymahjong.engine.match import Match
    from polymahjong.players.bots import make_bots

    v = ruleset("riichi")
    for seed in range(40):
        match, bots = Match(v, seed), make_bots(v, "efficiency", seed)
        rnd = match.start_round()
        while not rnd.over:
            seat = rnd.to_act()[0]
            rnd.step(bots[match.player_of(seat)].act(seat_view(rnd, seat)))
        end = rnd.events[-1]
        ready = end.get("info", {}).get("tenpai", [])
        if end["result"] == "exhaustive" and 0 < len(ready) < 4:
            break
    else:
        pytest.fail("no exhaustive draw with some seats ready in 40 seeds")
    told = public_events(rnd, Names(v), 0, [end])[0]
    assert told["hands"] == [sorted(h) if s in ready else None for s, h in enumerate(rnd.hands)]
    assert {k: x for k, x in told.items() if k != "hands"} == end
