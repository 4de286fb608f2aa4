"""What ``polymahjong play`` tells as the game goes (cli/narrate.py), played in-process: the exhaustive
draw's ready players with their hands and payments, a win's gain from the hand, honba and sticks,
void suits only once public, a claim lost to a player with priority."""
from __future__ import annotations

import io
import re
from typing import Any

from rich.console import Console

from polymahjong.cli.narrate import Narrator
from polymahjong.cli.terminal import Seating
from polymahjong.engine.game import play_match
from polymahjong.players.bots import make_bots
from polymahjong.render.text import Names
from polymahjong.variants.registry import ruleset

WHO = r"(?:you|Bot \d)"


def told(name: str, seed: int, human: int | None, **options: Any) -> tuple[str, list[dict[str, Any]]]:
    """A bot match told as the terminal tells it (``human``: the player whose seat's view is used)."""
    v = ruleset(name, **options)
    out = io.StringIO()
    counters = name == "riichi"
    narrate = Narrator(Names(v), Console(file=out, width=200), Seating(v.players, human), counters)
    match = play_match(v, make_bots(v, "efficiency", seed), seed, on_events=narrate)
    return out.getvalue(), match.events


def rounds(text: str) -> list[str]:
    return re.split(r"^─+ round \d+", text, flags=re.M)[1:]


def test_an_exhaustive_draw_tells_who_was_ready_their_hands_and_what_each_paid():
    text, events = told("riichi", 1, None, length="east")
    ends = [e for e in events if e["e"] == "round_end" and e["result"] == "exhaustive"]
    assert ends
    starts = [e for e in events if e["e"] == "round"]
    checked = 0
    for start, body in zip(starts, rounds(text)):
        end = next(e for e in events[events.index(start):] if e["e"] == "round_end")
        if end["result"] != "exhaustive":
            continue
        ready = end["info"]["tenpai"]
        names = [f"Bot {(start['dealer'] + s) % 4}" for s in ready]
        assert f"tenpai: {', '.join(names) or 'no one'}" in body
        for who in names:  # each ready hand laid open: 13 tiles with its melds counted as three
            hand = re.search(rf"^  {who}: (\S+)(?:  melds (.*))?$", body, re.M)
            assert hand, body[-1500:]
            concealed = len(re.findall(r"\d", hand[1]))
            assert concealed + 3 * len((hand[2] or "").split()) == 13
        # the document: 3000 from the noten players to the tenpai players, split evenly
        k = len(ready)
        want = {f"Bot {(start['dealer'] + s) % 4}": (3000 // k if s in ready else -3000 // (4 - k)) if 0 < k < 4 else 0
                for s in range(4)}
        line = re.search(r"^score changes: (.*)$", body, re.M)[1]
        assert {w: int(x) for w, x in re.findall(rf"({WHO}) ([+-]?\d+)", line)} == want
        checked += 1
    assert checked == len(ends)


def test_a_win_tells_its_gain_from_the_hand_the_honba_and_the_riichi_sticks():
    text, events = told("riichi", 1, None, length="east")
    wins = re.findall(rf"^({WHO}) scores \+(\d+) \(from the hand \+(\d+), from honba \+?(\d+), "
                      rf"from riichi sticks \+?(\d+)\)", text, re.M)
    starts = [e for e in events if e["e"] == "round"]
    assert wins
    honba_seen = False
    for (who, gain, hand, honba, sticks), body, start in zip(wins, [b for b in rounds(text) if "wins on" in b],
                                                             [s for s, b in zip(starts, rounds(text)) if "wins on" in b]):
        assert int(gain) == int(hand) + int(honba) + int(sticks)
        assert int(honba) == 300 * start["honba"]  # the document: 300 per honba
        assert int(sticks) % 1000 == 0  # 1000 per riichi stick
        header = f"honba {start['honba']}, riichi sticks {start['sticks']}"
        assert header in body.splitlines()[0]
        honba_seen = honba_seen or start["honba"] > 0
    assert honba_seen  # seed 1: round 2 is won with a honba and a stick on the table


def test_sichuan_void_suits_are_told_only_once_the_table_may_see_them():
    text, events = told("sichuan", 3, 0)
    voids = [e["suits"] for e in events if e["e"] == "voids"]
    starts = [e for e in events if e["e"] == "round"]
    for start, suits, body in zip(starts, voids, rounds(text)):
        lines = body.splitlines()
        for s, suit in enumerate(suits):
            who = f"Bot {(start['dealer'] + s) % 4}" if (start["dealer"] + s) % 4 else "you"
            said = [i for i, line in enumerate(lines) if line == f"{'your' if who == 'you' else who + chr(39) + 's'} "
                                                                   f"void suit: {suit}"]
            assert len(said) == 1, body[:1500]
            if who != "you":  # the others' only after their first discard turns it up
                first = next(i for i, line in enumerate(lines) if re.match(rf"{who} (draws, )?discards ", line))
                assert said[0] == first + 1, "\n".join(lines[:first + 2])


def test_a_claim_lost_to_a_player_with_priority_is_told():
    v = ruleset("zung_jung")
    names = Names(v)
    out = io.StringIO()
    narrate = Narrator(names, Console(file=out, width=200), Seating(4, 0), False)
    tile = 0  # a 1m (kind 0, first copy)
    win = {"e": "win", "seat": 3, "tile": tile, "source": 2, "flags": {}, "value": 1, "payments": [0, 0, -8, 8],
           "patterns": [], "pattern_values": []}
    steps = [{"e": "discard", "seat": 2, "tile": tile, "riichi": False},
             {"e": "action", "act": "ron", "seat": 0, "tile": tile}, win]
    for i, ev in enumerate(steps):
        narrate.event(None, ev, steps[i + 1:])
    assert ("your ron on 1m is lost to Bot 3's ron: the player nearer in turn after the discarder wins first"
            in out.getvalue())
    out.truncate(0)
    call = {"e": "call", "seat": 1, "type": "pon", "tiles": [tile, tile + 1, tile + 2], "tile": tile, "source": 3}
    steps = [{"e": "discard", "seat": 3, "tile": tile, "riichi": False},
             {"e": "action", "act": "chi", "seat": 0, "tiles": [tile + 4, tile + 8]}, call]
    for i, ev in enumerate(steps):
        narrate.event(None, ev, steps[i + 1:])
    assert "your chi on 1m is lost to Bot 1's pon: a pon comes before a chi" in out.getvalue()
