"""A person's round in a real browser: the lobby, a bot table of every ruleset, tiles clicked until the
round ends, with no script error, no request outside the server and nothing off screen on a phone."""
from __future__ import annotations

from typing import Any

import pytest

RULESETS = ["riichi", "sichuan", "zung_jung", "tianjin", "uzje"]


def start(page: Any) -> None:
    """Create a table with the lobby's defaults (you and bots) and start it."""
    page.click("#create button[type=submit]")
    page.wait_for_selector("#start:not([disabled])", timeout=20_000)
    page.click("#start")
    page.wait_for_selector("#game:not([hidden])", timeout=20_000)


def play_a_round(page: Any, url: str, ruleset: str) -> None:
    page.goto(url)
    page.wait_for_function("document.querySelectorAll('#ruleset option').length > 0")
    page.select_option("#ruleset", ruleset)
    start(page)
    for _ in range(400):
        if page.is_visible("#overlay"):
            return
        playable = page.query_selector_all("#me .playable")
        buttons = page.query_selector_all("#actions button")
        win = [b for b in buttons if "win" in (b.get_attribute("class") or "")]
        passes = [b for b in buttons if b.inner_text().strip().lower().startswith("pass")]
        if win:
            win[0].click()
        elif passes:
            passes[0].click()
        elif playable:
            playable[-1].click()  # the drawn tile when there is one: a tsumogiri
        elif buttons and page.inner_text("#prompt").startswith(("Your", "Choose")):
            buttons[0].click()  # a choice with no pass: the void suit, a mandatory action
        page.wait_for_timeout(60)
    raise AssertionError(f"{ruleset}: no round end after 400 steps; prompt {page.inner_text('#prompt')!r}")


@pytest.mark.parametrize("ruleset", RULESETS)
def test_a_round_of_every_ruleset_in_chromium(server: str, browser: Any, ruleset: str) -> None:
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    errors: list[str] = []
    outside: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("request", lambda r: outside.append(r.url) if not r.url.startswith(server.rstrip("/")) and
            not r.url.startswith(("ws://127.0.0.1", "data:", "blob:")) else None)
    play_a_round(page, server, ruleset)
    assert "round" in page.inner_text("#result").lower() or "match" in page.inner_text("#result").lower()
    assert errors == [] and outside == []
    page.close()


def test_the_hand_fits_a_phone_screen(server: str, browser: Any) -> None:
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.goto(server)
    page.wait_for_function("document.querySelectorAll('#ruleset option').length > 0")
    start(page)
    page.wait_for_selector("#me svg, #me img", timeout=20_000)
    page.screenshot(path=str(__import__("pathlib").Path(__import__("tempfile").gettempdir()) / "polymahjong-phone.png"))
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    right = page.eval_on_selector_all("#me .hand img, #table img", "els => Math.max(...els.map(e => e.getBoundingClientRect().right))")
    page.close()
    assert overflow <= 0, f"the page is {overflow}px wider than a 390px phone"
    assert right <= 390, f"a tile of the table ends at {right}px, off a 390px phone's screen"
