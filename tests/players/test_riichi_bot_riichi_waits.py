"""The riichi bot's tile danger against a riichi, fitted on real play: tools/fit_riichi_waits.py replays the Tenhou
games of the shared oracle (read from ../shared by path) and fits, on four games in five, the chance that a held
tile is a wait of a riichi hand. On a sample of the games held out of the fit, the records say how well the
written trees read: they rank real waits better than the hand-set danger, the tile they rate safest is a wait
less often, and their chances add up to about as many waits as the records hold. In a set position the bot's
danger against a riichi is the trees' chance, and its genbutsu stays safe."""
from __future__ import annotations

import sys
from pathlib import Path
from statistics import fmean

import pytest

from polymahjong.engine.view import seat_view
from polymahjong.variants.riichi.bot.danger import RIICHI_WORTH, Danger
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.riichi.bot.riichi_waits import FEATURES, features, wait_chance
from polymahjong.variants.riichi.kinds import KindTable

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "engine")]
import fit_riichi_waits as fit  # noqa: E402
from test_riichi_bot_judgement import PLAIN, _after_riichi  # noqa: E402

#: Every 30th game of the oracle (sorted by file; all held out of the fit): about 60 games, some seconds.
EVERY = 30


@pytest.fixture(scope="module")
def rows() -> fit.Rows:
    if not (fit.ORACLE / "raw").is_dir():
        pytest.skip("the Tenhou oracle is not present")
    games = sorted(fit.oracle_rounds(fit.ORACLE).items())
    return fit.replay_games([(gid, source, sorted(rounds)) for gid, (source, rounds) in enumerate(games)
                             if gid % EVERY == 0])


def test_the_sample_is_held_out_of_the_fit() -> None:
    assert EVERY % fit.HELD_OUT == 0


def test_the_fitted_chance_reads_held_out_riichi_waits_better_than_the_hand_set_danger(rows: fit.Rows) -> None:
    assert rows.decisions > 3000 and len(rows.x) > 20000
    chance = [wait_chance(x) for x in rows.x]
    hand_set = [x[FEATURES.index("hand_set")] for x in rows.x]
    assert fit.auc(chance, rows.wait) > fit.auc(hand_set, rows.wait) + 0.03
    assert fit.safest_waits(chance, rows.wait, rows.decision) < 0.85 * fit.safest_waits(hand_set, rows.wait,
                                                                                         rows.decision)
    assert fmean(chance) == pytest.approx(fmean(rows.wait), rel=0.1)


def test_the_roc_area_and_the_safest_tile_are_counted_with_ties_shared() -> None:
    assert fit.auc([0.1, 0.2, 0.3, 0.4], [False, False, True, True]) == 1.0
    assert fit.auc([0.5, 0.5, 0.5], [True, False, False]) == 0.5
    assert fit.safest_waits([0.1, 0.1, 0.9, 0.2, 0.3], [True, False, False, False, True], [1, 1, 1, 2, 2]) == 0.25


def test_against_a_riichi_the_bot_reads_the_fitted_chance_and_its_genbutsu_stays_safe() -> None:
    """Seat 1 declared riichi with 4s: the 4s is genbutsu; the 7s, its suji, is read as the trees say (and
    not safer than the 7m: the records make the declaring tile's suji no safe tile)."""
    view = seat_view(_after_riichi("123m456p789s35s99p", "7m"), 0)
    kt = KindTable.build(PLAIN.tileset)
    danger = Danger(Position.of(view, kt, PLAIN.tileset))
    riichi = next(o for o in danger.opponents if o.seat == 1)
    kind = lambda text: PLAIN.parse(text)[0].kind  # noqa: E731
    assert danger.danger(kind("4s")) == 0.0
    seven = kind("7s")
    chance = wait_chance(features(danger, riichi, danger.river(1), seven))
    assert danger.loss(seven) == pytest.approx(riichi.threat * chance * riichi.worth)
    assert danger.danger(seven) == pytest.approx(danger.loss(seven) / RIICHI_WORTH)
    assert danger.danger(seven) >= danger.danger(kind("7m")) > 0.0
