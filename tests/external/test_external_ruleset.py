"""Proof of the ruleset boundary (issue 10, item 7): a ruleset from outside the package, found through the
``polymahjong.variants`` entry point, with an action and an event of its own, is played and scored by the
engine, replays from its record and is named on screen, and no file of the package knows it.

The ruleset ("knock") is written here into a temporary folder: a package ``knockmj`` (its Variant, its
rules.toml, its table hooks) and a dist-info that registers it, put on ``sys.path`` for the test. A seat may
knock once a deal on its turn (its own action, which emits its own ``knock`` event); a win pays 1 from the
discarder (from each other seat on a self-draw), 2 once the winner has knocked.
"""
from __future__ import annotations

import importlib
import sys
import textwrap
from pathlib import Path
from typing import Iterator

import pytest

from polymahjong.engine.actions import Act, Action, ActionError
from polymahjong.engine.events import event_kinds
from polymahjong.engine.game import play_match
from polymahjong.engine.observer import observe
from polymahjong.engine.view import SeatView
from polymahjong.players import EfficiencyPlayer
from polymahjong.records.log import header
from polymahjong.records.replay import replay
from polymahjong.render.text import Names
from polymahjong.variants.registry import ruleset, variant_names

PACKAGE = Path(__file__).parents[2] / "src" / "polymahjong"

INIT = '''
"""A tiny ruleset outside polymahjong: wins pay 1, or 2 after the winner knocked."""
from pathlib import Path

from polymahjong.variants.base import Variant
from polymahjong.variants.scoring import ScoreResult


class Knock(Variant):
    name = "knock"
    folder = Path(__file__).parent

    def score(self, request):
        shape = super().score(request)  # the engine's shape check: a complete hand
        if not shape.valid:
            return shape
        value = 2 if request.flags.get("knocked") else 1
        payers = [request.discarder] if not request.tsumo else [s for s in range(request.players) if s != request.seat]
        pay = [0] * request.players
        for s in payers:
            pay[s] -= value
            pay[request.seat] += value
        patterns = [{"id": "knocked" if value == 2 else "win", "name": "a win", "value": value}]
        return ScoreResult(valid=True, patterns=patterns, total=value, unit="points", payments=pay)
'''

TABLE = '''
"""Knock's table hooks: its own action and its own state."""
from dataclasses import dataclass, replace

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.table import TableHooks

KNOCK = Act("knock")


@dataclass
class KnockState:
    knocked: list


class Hooks(TableHooks):
    def round_state(self, rnd):
        return KnockState([False] * rnd.n)

    def turn_actions(self, rnd, seat):
        return [] if rnd.state.knocked[seat] else [Action(KNOCK, seat)]

    def act(self, rnd, action):
        rnd.state.knocked[action.seat] = True
        return [{"e": "knock", "seat": action.seat}]

    def win_request(self, rnd, win, request):
        return replace(request, flags={**request.flags, "knocked": rnd.state.knocked[win.seat]})
'''

RULES = '''
title = "Knock"

[table]
players = 2

[tiles]
suits = ["characters", "dots", "bamboo"]
ranks = [1, 9]

[hand]
melds = ["sequence", "triplet"]

[units]
value = "points"

[deal]
dice = "2d6"
break_unit = "stack"
dead_wall = 0
replacement = "live"

[calls]
chi = ["sequence"]
pon = true
open_kan = true
closed_kan = true
added_kan = true

[claims]
ron = true
rob_kong = false
multiple_wins = "all"

[round]
start_score = 100
placeholder_value = 1
dealer_repeat = []
max_deals = 1

[request]
fields = []
flags = []

[actions.knock]
text = "knock (your next win pays double)"

[events.knock]
visibility = "public"
'''


@pytest.fixture
def knock(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The knock ruleset installed (on ``sys.path``, with its entry point) for one test."""
    pkg = tmp_path / "knockmj"
    pkg.mkdir()
    for name, text in (("__init__.py", INIT), ("table.py", TABLE), ("rules.toml", RULES)):
        (pkg / name).write_text(textwrap.dedent(text).lstrip(), encoding="utf-8")
    info = tmp_path / "knockmj-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: knockmj\nVersion: 1.0\n", encoding="utf-8")
    (info / "entry_points.txt").write_text("[polymahjong.variants]\nknock = knockmj:Knock\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    importlib.invalidate_caches()
    yield
    for mod in [m for m in sys.modules if m == "knockmj" or m.startswith("knockmj.")]:
        del sys.modules[mod]


def package_files() -> dict[Path, int]:
    """Each source and data file of polymahjong, with the time it was last changed."""
    return {p: p.stat().st_mtime_ns for p in PACKAGE.rglob("*") if p.is_file() and "__pycache__" not in p.parts}


class Knocker(EfficiencyPlayer):
    """Knocks as soon as it may, then plays for shanten."""

    def act(self, view: SeatView) -> Action:
        return next((a for a in view.legal if a.act not in (Act.DISCARD, Act.TSUMO, Act.RON)
                     and a.act.value == "knock"), None) or super().act(view)


def test_a_ruleset_from_outside_the_package_is_played_scored_and_replayed(knock: None) -> None:
    before = package_files()
    assert "knock" in variant_names()
    variant = ruleset("knock")
    assert type(variant).__module__ == "knockmj"
    assert not Path(sys.modules[type(variant).__module__].__file__ or "").is_relative_to(PACKAGE)
    won = None
    for seed in range(20):
        match = play_match(variant, [Knocker(variant, seed + s) for s in range(2)], seed)
        events = match.events
        wins = [e for e in events if e["e"] == "win"]
        if wins:
            won = (seed, events, wins[0])
            break
    assert won is not None, "no win in 20 one-deal matches"
    seed, events, win = won
    knocks = [e for e in events if e["e"] == "knock"]
    assert knocks and {e["seat"] for e in knocks} <= {0, 1}  # its own event, emitted by its own action
    kinds = event_kinds(variant)  # declared public in its rules.toml: the other seat is told it
    assert [e for e in observe(events, 1 - knocks[0]["seat"], kinds) if e["e"] == "knock"][:1] == knocks[:1]
    knocked = any(e["seat"] == win["seat"] for e in knocks)
    # scored by its own scorer: 2 after a knock, paid by the discarder or the other seat
    assert win["value"] == (2 if knocked else 1) and win["patterns"] == ["knocked" if knocked else "win"]
    assert sorted(win["payments"]) == [-win["value"], win["value"]]
    # the record replays: its action parses in its own ruleset, and in no other
    assert replay(header(variant, seed, ["a", "b"]), events).events == events
    action = next(e for e in events if e["e"] == "action" and e["act"] == "knock")
    assert Action.from_json(action, variant).act is Act("knock")
    with pytest.raises(ActionError, match="action 'knock' is not an action of zung_jung"):
        Action.from_json(action, ruleset("zung_jung"))
    assert Names(variant).action(Action(Act("knock"), 0)) == "knock (your next win pays double)"
    # the score request of SCORING_API.md reaches its scorer too
    answer = variant.score_request({"variant": "knock", "hand": "123456789m1234p", "win_tile": "4p",
                                    "win_type": "ron", "seat": 0, "discarder": 1, "round_wind": "E"})
    assert answer["ok"] and answer["valid"] and answer["total"] == 1 and answer["payments"] == [1, -1]
    assert package_files() == before
