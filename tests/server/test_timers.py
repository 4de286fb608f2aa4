"""Turn timers and claim windows over a real loopback socket, with short timers: a human who does not
answer passes a claim and discards the drawn tile when the time runs out; the bank is spent first; every
state names the seats the table waits for; toggles answer for the player. The rulesets' own timers come
from the numbers of their documents."""
from __future__ import annotations

import time
from typing import Any

import pytest

from live import live_server
from table_client import create_and_sit, receive

from polymahjong.server.clock import Timers
from polymahjong.variants.registry import ruleset


def _idle_round(timers: dict[str, float], name: str, seed: int, toggles: dict[str, bool] | None = None,
                answer_turns: bool = False) -> list[dict[str, Any]]:
    """A round where the human answers nothing (or only turns, with their first legal action); returns
    every state received."""
    with live_server(bot_delay=0) as live, live.connect() as ws:
        create_and_sit(ws, name, seed, timers=timers)
        assert receive(ws, "toggles") == {"type": "toggles", "auto_win": False, "no_calls": False, "auto_pass": False}
        if toggles:
            ws.send_json({"type": "toggles", **toggles})
            assert receive(ws, "toggles") == {"type": "toggles", "auto_win": False, "no_calls": False,
                                              "auto_pass": False, **toggles}
        ws.send_json({"type": "start"})
        states: list[dict[str, Any]] = []
        answered = -1
        while not states or states[-1]["status"] == "playing":
            m = ws.receive_json()
            assert m["type"] != "error", m
            if m["type"] != "state":
                continue
            states.append(m)
            v = m["view"]
            if answer_turns and v["legal"] and v["phase"] == "turn" and len(states) > answered:
                ws.send_json({"type": "act", "action": v["legal"][0]})
                answered = len(states) + 1
        return states


def _timed_out(states: list[dict[str, Any]]) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """Each state asking this seat for a decision, with the seat's action that followed it."""
    out = []
    for i, m in enumerate(states):
        if m["view"]["legal"]:
            later = (e for s in states[i + 1:] for e in s["events"] if e["e"] == "action" and e["seat"] == m["seat"])
            action = next(later, None)
            if action is not None and (not out or out[-1][1] is not action):
                out.append((m, action))
    return out


def test_time_runs_out_discard_the_drawn_tile_or_pass() -> None:
    states = _idle_round({"turn": 0.1, "claim": 0.1, "bank": 0.2}, "riichi", 3)
    assert states[-1]["status"] in ("round_over", "over")
    decisions = _timed_out(states)
    turns = [(m, a) for m, a in decisions if m["view"]["phase"] == "turn"]
    assert len(turns) >= 5
    for m, action in decisions:
        v, timer = m["view"], m["timer"]
        assert m["waiting"] == [m["seat"]] if v["phase"] == "turn" else m["seat"] in m["waiting"]
        assert timer["kind"] == ("claim" if v["phase"] == "claim" else "turn") and timer["duration"] == 0.1
        assert timer["deadlines"][m["seat"]] is not None
        if v["phase"] == "claim":
            assert action["act"] == "pass"
        elif v["drawn"] is not None:
            assert action == {"e": "action", "act": "discard", "seat": m["seat"], "tile": v["drawn"]}
    first, later = turns[0][0]["timer"], turns[-1][0]["timer"]
    seat = turns[0][0]["seat"]
    assert first["banks"][seat] == 0.2  # a full bank at the first decision of the round
    assert first["deadlines"][seat] - first["now"] == pytest.approx(0.3, abs=0.05)  # 0.1 s and the bank
    assert later["banks"][seat] == 0  # spent by the first time-out


def test_every_state_names_the_seats_the_table_waits_for() -> None:
    states = _idle_round({"turn": 0.05, "claim": 0.05}, "sichuan", 2)
    assert states[-1]["status"] == "round_over"
    assert any(len(m["waiting"]) > 1 for m in states)  # the void choice, or a claim window
    for m in states:
        if m["status"] == "playing" and m["view"]["legal"]:
            assert m["seat"] in m["waiting"]
        if m["status"] == "round_over":  # the table waits for this human to be ready for the next round
            assert m["waiting"] == [m["seat"]] and m["timer"]["kind"] == "next"


def test_auto_pass_answers_every_claim_window_at_once() -> None:
    states = _idle_round({"turn": 0, "claim": 0, "next": 0}, "riichi", 3, {"auto_pass": True}, answer_turns=True)
    assert states[-1]["status"] in ("round_over", "over")  # no claim window waited for ever
    claims = [(m, a) for m, a in _timed_out(states) if m["view"]["phase"] == "claim"]
    assert claims and all(a["act"] == "pass" for _, a in claims)
    assert all(m["timer"] is None for m in states)  # timers off for this table


@pytest.mark.parametrize("name,claim", [("tianjin", 5), ("sichuan", 3)])
def test_claim_windows_as_the_documents_say(name: str, claim: float) -> None:
    """Tianjin: "the game will pause for five seconds"; Sichuan: "3 seconds to claim the discarded tile"."""
    assert Timers.of(ruleset(name)).claim == claim


def test_riichi_gives_five_seconds_and_a_bank() -> None:
    t = Timers.of(ruleset("riichi"))
    assert (t.turn, t.claim) == (5, 5) and t.bank > 0
    assert Timers.of(ruleset("riichi"), {"turn": 0, "bank": 0}) == Timers(turn=0, claim=5, bank=0, next=30)


def test_back_within_the_grace_period_the_clock_starts_again() -> None:
    """The only human drops on their turn: the room pauses (no time-out while nobody is there); back with
    the token, their time counts from the return."""
    with live_server(bot_delay=0, grace=30) as live:
        with live.connect() as ws:
            seated = create_and_sit(ws, "riichi", 4, timers={"turn": 0.4, "claim": 0.4, "bank": 0})
            ws.send_json({"type": "start"})
            first = receive(ws, "state")
            assert first["view"]["legal"] and first["timer"]["deadlines"][first["seat"]] is not None
        time.sleep(0.8)  # past the deadline, away
        with live.connect() as ws:
            receive(ws, "welcome")
            ws.send_json({"type": "sit", "room": seated["room"], "player": 0, "token": seated["token"]})
            back = receive(ws, "state")
            assert not any(e["e"] == "action" for e in back["events"])  # nothing was played for them
            timer = back["timer"]
            assert timer["deadlines"][back["seat"]] - timer["now"] == pytest.approx(0.4, abs=0.1)
            later = receive(ws, "state")  # the time runs out now that they are back: the drawn tile goes
            assert {"e": "action", "act": "discard", "seat": back["seat"], "tile": back["view"]["drawn"]} in later["events"]


def test_toggles_choose_the_move() -> None:
    """At the human's decisions of bot-played rounds: ``auto_win`` takes a win on offer, ``no_calls`` passes
    a claim window without a win, ``auto_pass`` passes every claim window; with no toggle the human is asked."""
    from polymahjong.engine.actions import Act
    from polymahjong.engine.view import seat_view
    from polymahjong.server.rooms import PLAYING, Lobby

    seen = {"win": 0, "call": 0}
    for seed in range(40):
        room = Lobby(timers=False).create("riichi", {}, seed=seed, bot="efficiency")
        room.sit(0, "a")
        room.start()
        while room.status == PLAYING and not (seen["win"] and seen["call"]):
            if room.automatic() is not None:
                room.auto_step()
                continue
            rnd, seat = room.round, room.seat_of(0)
            assert rnd is not None
            legal = rnd.legal(seat)
            wins = [a for a in legal if a.act in (Act.TSUMO, Act.RON)]
            claim = rnd.phase == "claim"
            passing = next((a for a in legal if a.act is Act.PASS), None)
            assert room.toggle_action(0) is None  # no toggle: the human is asked
            room.set_toggles(0, {"auto_win": True})
            assert room.toggle_action(0) == (wins[0] if wins else None)
            room.set_toggles(0, {"auto_win": False, "no_calls": True})
            assert room.toggle_action(0) == (passing if claim and not wins else None)
            room.set_toggles(0, {"no_calls": False, "auto_pass": True})
            assert room.toggle_action(0) == (passing if claim else None)
            room.set_toggles(0, {"auto_pass": False})
            seen["win"] += bool(wins)
            seen["call"] += claim and not wins
            room.act(0, room.bots[0].act(seat_view(rnd, seat)))
        if seen["win"] and seen["call"]:
            break
    assert seen["win"] and seen["call"]


def test_the_next_round_is_dealt_when_the_time_to_be_ready_runs_out() -> None:
    with live_server(bot_delay=0) as live, live.connect() as ws:
        create_and_sit(ws, "riichi", 3, timers={"turn": 0.05, "claim": 0.05, "next": 0.3})
        ws.send_json({"type": "start"})
        m = receive(ws, "state")
        while m["status"] == "playing":
            m = receive(ws, "state")
        assert m["status"] == "round_over" and m["timer"]["kind"] == "next" and m["timer"]["duration"] == 0.3
        dealt = receive(ws, "state")  # nobody sent next
        assert dealt["status"] == "playing" and dealt["deals"] == m["deals"]
        assert any(e["e"] == "round" for e in dealt["events"])
