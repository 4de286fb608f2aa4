"""Bloody end: a Win after Kong takes the winner out, and the next seat's ordinary draw is no kong's
replacement (document 003, Table 4: "Win after Kong" is a Hu on the tile drawn after declaring a kong).
The seed is a game where the next seat could win on its ordinary draw right after such a win; the engine
scored it as a Win after Kong, which the scorer refused, and the game stopped."""
from __future__ import annotations

from polymahjong.engine.game import play_match
from polymahjong.players.bots import make_bots
from polymahjong.variants.registry import ruleset

SEED = 3659681482553348136


def test_only_a_kong_replacement_wins_after_kong() -> None:
    v = ruleset("sichuan")
    events = play_match(v, make_bots(v, "expert", SEED), SEED).events
    last_draw: dict[str, object] = {}
    checked = 0
    for ev in events:
        if ev["e"] == "draw":
            last_draw = ev
        elif ev["e"] == "win" and ev["flags"].get("rinshan"):
            assert last_draw.get("replacement") and last_draw.get("seat") == ev["seat"], (last_draw, ev)
            checked += 1
    assert checked >= 1
