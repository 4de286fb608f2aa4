"""The table's situations in a real browser: a turn timer running out, a reload within the grace period,
two humans at one table, a spectator, the replay viewer, and the server killed (-9) and restarted under a
player. Each page must raise no script error."""
from __future__ import annotations

import os
import re
import signal
from pathlib import Path
from typing import Any, Iterator

import pytest

from browser_server import free_port, start_server

DESKTOP = {"width": 1280, "height": 800}


@pytest.fixture
def pages(browser: Any) -> Iterator[Any]:
    """``new(viewport)`` makes a page (its own context: its own session storage); every page's script errors
    fail the test."""
    errors: list[str] = []
    contexts: list[Any] = []

    def new(viewport: dict[str, int] = DESKTOP) -> Any:
        context = browser.new_context(viewport=viewport)
        contexts.append(context)
        page = context.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        return page

    yield new
    for c in contexts:
        c.close()
    assert errors == []


def lobby(page: Any, url: str) -> None:
    page.goto(url)
    page.wait_for_function("document.querySelectorAll('#ruleset option').length > 0")


def create(page: Any, request: str) -> None:
    """Send a ``create`` request (a JSON object's text) as the page's own form would, then sit or watch."""
    page.evaluate(f"S.creating = true; send({request})")


def hand(page: Any) -> list[str]:
    return [i.get_attribute("title") for i in page.query_selector_all("#me .hand img")]


def my_turn(page: Any) -> None:
    page.wait_for_function("document.querySelector('#prompt').textContent.startsWith('Your turn')", timeout=30_000)


def step(page: Any) -> None:
    """Pass a call, or discard the last playable tile, then let the table move."""
    passes = page.query_selector_all("#actions button:has-text('pass')")
    playable = page.query_selector_all("#me .playable")
    if passes:
        passes[0].click()
    elif playable:
        playable[-1].click()
    page.wait_for_timeout(150)


def test_a_turn_timer_runs_out_and_the_drawn_tile_is_discarded(server: str, pages: Any) -> None:
    page = pages()
    lobby(page, server)
    create(page, '{"type": "create", "ruleset": "riichi", "seed": 7, "timers": {"turn": 2, "claim": 2, "bank": 0}}')
    page.wait_for_selector("#start:not([disabled])")
    page.click("#start")
    my_turn(page)
    assert page.is_visible("#timer") and page.inner_text("#timer-text").startswith("you:")
    page.wait_for_function("[...document.querySelectorAll('#log p')].some(p => p.textContent.startsWith('you discard'))",
                           timeout=15_000)  # nobody clicked: the time ran out and the server discarded


def test_a_reload_within_the_grace_period_resumes_the_seat_with_no_move_made(server: str, pages: Any) -> None:
    page = pages()
    lobby(page, server)
    create(page, '{"type": "create", "ruleset": "riichi", "seed": 12, "timers": {"turn": 0, "claim": 0, "bank": 0, "next": 0}}')
    page.click("#start")
    my_turn(page)
    before = hand(page)
    page.reload()  # the connection drops; the tab's seat token takes the seat back
    page.wait_for_selector("#game:not([hidden])", timeout=20_000)
    my_turn(page)
    assert hand(page) == before  # nothing was played for us while away
    assert "(away" not in page.inner_text("#table")


def test_two_humans_play_one_table_each_seeing_only_their_own_hand(server: str, pages: Any) -> None:
    ann, bo = pages(), pages()
    lobby(ann, server)
    create(ann, '{"type": "create", "ruleset": "riichi", "seed": 3, "seats": ["human", "bot", "human", "bot"], '
                '"timers": {"turn": 0, "claim": 0, "bank": 0, "next": 0}}')
    ann.wait_for_selector("#waiting:not([hidden])")
    lobby(bo, server)
    bo.fill("#name", "bo")
    bo.click("#refresh")
    bo.click("text=sit at 2")
    bo.wait_for_selector("#waiting:not([hidden])")
    ann.wait_for_selector("#start:not([disabled])")
    ann.click("#start")
    for page in (ann, bo):
        page.wait_for_selector("#me .hand img", timeout=20_000)
    a, b = hand(ann), hand(bo)
    assert len(a) >= 13 and len(b) >= 13
    assert "bo" in ann.inner_text("#opp-top")  # across the table
    assert ann.query_selector_all("#opp-top .backs img") and bo.query_selector_all("#opp-top .backs img")
    my_turn(ann)
    ann.query_selector_all("#me .playable")[-1].click()
    ann.wait_for_function("[...document.querySelectorAll('#log p')].some(p => p.textContent.startsWith('you discard'))")
    bo.wait_for_function("[...document.querySelectorAll('#log p')].some(p => p.textContent.includes('discards'))")


def test_a_spectator_sees_the_public_table_and_replays_what_it_watched(server: str, pages: Any) -> None:
    player, spectator = pages(), pages()
    lobby(player, server)
    create(player, '{"type": "create", "ruleset": "riichi", "seed": 5, "timers": {"turn": 0, "claim": 0, "bank": 0, "next": 0}}')
    player.click("#start")
    my_turn(player)
    lobby(spectator, server)
    spectator.click("#refresh")
    room = player.evaluate("S.me.room")
    spectator.click(f"#rooms tr:has(td:text-is('{room}')) button:has-text('watch')")
    spectator.wait_for_selector("#game:not([hidden])")
    assert spectator.query_selector_all("#me .playable") == [] and spectator.query_selector_all("#me .backs img")
    for _ in range(40):  # the player plays on; the spectator is told each move
        if spectator.evaluate("S.seen.length") >= 5:
            break
        step(player)
    spectator.wait_for_function("S.seen.length >= 5")
    assert spectator.query_selector_all("#center .pond img")  # the discards, in the ponds
    spectator.click("#replay-watched")
    spectator.wait_for_selector("#replay-back")
    moves = re.compile(r"move (\d+) of (\d+)")
    last = moves.search(spectator.inner_text("#prompt"))
    assert last and last.group(1) == last.group(2)
    spectator.click("#replay-back")
    back = moves.search(spectator.inner_text("#prompt"))
    assert back and int(back.group(1)) == int(last.group(1)) - 1
    spectator.click("#replay-close")
    spectator.wait_for_selector("#replay-watched")


def test_the_replay_viewer_steps_through_a_finished_game(server: str, pages: Any) -> None:
    page = pages(DESKTOP)
    lobby(page, server)
    create(page, '{"type": "create", "ruleset": "riichi", "seed": 2, "seats": ["bot", "bot", "bot", "bot"], '
                 '"bot": "efficiency", "options": {"length": "east"}}')
    page.wait_for_selector("#game:not([hidden])", timeout=20_000)  # a table of bots only: watched at once
    page.wait_for_selector("#result h2:has-text('Match over')", timeout=120_000)
    page.click("#result button:has-text('Back to the lobby')")
    page.wait_for_selector("#lobby:not([hidden])")
    page.click("#refresh")
    room = page.evaluate("S.rooms.find((r) => r.status === 'over' && r.seats.every((s) => s.kind === 'bot')).room")
    page.click(f"#rooms tr:has(td:text-is('{room}')) .replay-open")
    page.wait_for_selector("#replay-step")
    assert "move 1 of" in page.inner_text("#prompt")
    assert page.query_selector_all("#table .backs img") == []  # all hands face up
    page.click("#replay-step")
    assert "move 2 of" in page.inner_text("#prompt")
    page.select_option("#replay-view", "1")  # seat 1's view: the others face down
    assert len(page.query_selector_all("#table .backs")) == 3
    rounds = page.query_selector_all("#replay-round option")
    assert len(rounds) >= 4  # an east match: four deals at least
    label = rounds[2].inner_text()  # e.g. "East 2, 1 honba"
    page.select_option("#replay-round", rounds[2].get_attribute("value"))
    shown = page.inner_text("#center .pond-label")
    assert shown.startswith(label.split(",")[0]) and (", " not in label or label.split(", ")[1] in shown)
    page.keyboard.press("ArrowRight")
    n = int(re.search(r"move (\d+)", page.inner_text("#prompt")).group(1))  # type: ignore[union-attr]
    assert n == int(rounds[2].get_attribute("value")) + 2
    page.click("#replay-close")
    page.wait_for_selector("#lobby:not([hidden])")


def test_the_server_killed_and_restarted_resumes_the_table(browser: Any, pages: Any, tmp_path: Path) -> None:
    port = free_port()
    db = str(tmp_path / "games.sqlite")
    server = start_server(port, "--bot-delay", "0", "--db", db)
    try:
        page = pages()
        lobby(page, f"http://127.0.0.1:{port}/")
        create(page, '{"type": "create", "ruleset": "riichi", "seed": 9, "timers": {"turn": 0, "claim": 0, "bank": 0, "next": 0}}')
        page.click("#start")
        my_turn(page)
        page.query_selector_all("#me .playable")[-1].click()
        my_turn(page)
        before, log = hand(page), page.inner_text("#log")
        os.kill(server.pid, signal.SIGKILL)
        server.wait(10)
        page.wait_for_function("document.querySelector('#connection').textContent.startsWith('disconnected')")
        server = start_server(port, "--bot-delay", "0", "--db", db)
        page.wait_for_function("document.querySelector('#connection').textContent === 'connected'", timeout=20_000)
        my_turn(page)  # back in the seat (its token), the round where it was
        assert hand(page) == before
        assert page.inner_text("#log").count("you discard") == log.count("you discard")
    finally:
        server.kill()
        server.wait(10)
