"""The riichi bot's wait appeal: how likely a wait is to be won on by what its tile looks like to the table,
fitted on real Tenhou games by tools/fit_waits.py (terminals, honours and the suji of the seat's own discards
are thrown more readily than middle tiles), and the ready hand it chooses by it. Positions are dealt from set
walls (tests/engine/riichi_walls.py)."""
from __future__ import annotations

import sys
from pathlib import Path

from polymahjong.engine import Round, Table
from polymahjong.engine.view import seat_view
from polymahjong.variants.registry import ruleset
from polymahjong.variants.riichi.bot import RiichiBot, appeal_table
from polymahjong.variants.riichi.bot.appeal import category
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.riichi.kinds import KindTable
from polymahjong.variants.riichi.table import RIICHI

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests" / "engine"))  # the set-wall helpers of the engine tests
sys.path.insert(0, str(ROOT / "tools"))
import fit_waits  # noqa: E402
from riichi_walls import deal, discard, in_turns  # noqa: E402

PLAIN = ruleset("riichi", red_fives=0)
TABLE = Table(PLAIN)
#: Every 40th game of the shared records: about 45 games.
EVERY = 40


def _west_let_go() -> Round:
    """The dealer holds 123m 456p 789s 234s 5m and throws 9m; seat 1 lets a West go, seats 2 and 3 a 1s and a
    9p; the dealer draws the second West."""
    hands = ["123m456p789s234s5m", "1199m1199p1199s1z", "2468m2468p2468s4z", "2468m2468p2468s5z"]
    rnd = deal(TABLE, hands, draws=in_turns({0: "9m3z", 1: "3z", 2: "1s", 3: "9p"}, 5))
    for seat, tile in enumerate(("9m", "3z", "1s", "9p")):
        discard(rnd, seat, tile)
    return rnd


def test_a_wait_is_told_by_its_rank_its_suji_and_the_honours_shown() -> None:
    rnd = _west_let_go()
    pos = Position.of(seat_view(rnd, 0), KindTable.build(PLAIN.tileset), PLAIN.tileset)
    kind = {text: PLAIN.parse(text)[0].kind for text in ("6m", "3m", "5p", "2s", "1z", "3z")}
    assert category(pos, kind["6m"]) == "456 suji"  # three ranks from the 9m it threw
    assert category(pos, kind["3m"]) == "37"
    assert category(pos, kind["5p"]) == "456"
    assert category(pos, kind["2s"]) == "28"
    assert category(pos, kind["1z"]) == "honour"
    assert category(pos, kind["3z"]) == "honour shown"  # seat 1's West


def test_an_honour_single_wait_is_chosen_over_a_middle_one_with_more_copies() -> None:
    """Ready on a single West (one let go, so two unseen) or a single 5m (three unseen), riichi either way: a
    West with a copy shown is thrown far more readily than a 5m, so the bot keeps it and declares with the 5m
    (counting unseen copies alone would keep the 5m)."""
    choice = RiichiBot(PLAIN).act(seat_view(_west_let_go(), 0))
    assert choice.act is RIICHI and PLAIN.format([PLAIN.tileset.kind_of(choice.tile)]) == "5m"


def test_the_fit_finds_terminals_and_honours_won_on_more_than_middle_tiles() -> None:
    games = sorted(fit_waits.oracle_rounds(fit_waits.ORACLE).items())[::EVERY]
    tally = fit_waits.Tally()
    for source, indices in games:
        fit_waits.replay_game(fit_waits.ORACLE / "raw" / source, indices, tally)
    assert tally.rounds > 300 and tally.skipped == 0 and tally.riichi > 200
    wins = sum(tally.ron.values()) + sum(tally.tsumo.values())
    assert 0 < wins <= tally.riichi  # a riichi hand wins once at most (a double ron counts each winner)
    assert tally.rate("19") > tally.rate("456") and tally.rate("honour") > tally.rate("456")
    assert tally.ron[fit_waits.FURITEN] == 0  # a wait among own discards never wins by ron
    assert {c for c in tally.live if c != fit_waits.FURITEN} <= set(appeal_table.APPEAL)
