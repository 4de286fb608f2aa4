"""The riichi bot's tile danger against open hands, read by what their melds show: tools/fit_open_danger.py
replays Tenhou games of the shared oracle (read from ../shared by path) and counts, class by class, how often
a held tile was a ron wait of a ready open hand. On a sample, the records bear out what the rules imply (an
open hand needs a yaku: one of all simples seldom wins on a terminal or a guest honour, one whose melds show
no yaku often waits on a yakuhai honour); the bot reads a position through the fitted factors."""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from polymahjong.engine.view import seat_view
from polymahjong.variants.riichi.bot.danger import Danger
from polymahjong.variants.riichi.bot.open_danger_table import OPEN_FACTOR
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.riichi.kinds import KindTable

ROOT = Path(__file__).resolve().parents[2]
ORACLE = ROOT.parent / "shared" / "oracles" / "tenhou"
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "tests" / "engine"))
import fit_open_danger  # noqa: E402
from riichi_walls import deal  # noqa: E402
from test_riichi_bot_judgement import FILLER, PLAIN, TABLE, _ids  # noqa: E402

#: Every 30th game of the oracle (sorted by file): about 60 games, some seconds.
EVERY = 30


@pytest.fixture(scope="module")
def tally() -> fit_open_danger.Tally:
    if not (ORACLE / "raw").is_dir():
        pytest.skip("the Tenhou oracle is not present")
    return fit_open_danger.run(ORACLE, every=EVERY)


def _share(tally: fit_open_danger.Tally, row: str, keys: tuple[str, ...]) -> float:
    cells = [tally.cells[(row, k)] for k in keys if (row, k) in tally.cells]
    return sum(c[2] for c in cells) / sum(c[0] for c in cells)


def test_the_sample_replays_and_finds_every_kind_of_open_hand(tally: fit_open_danger.Tally) -> None:
    assert tally.skipped == 0 and tally.rounds > 500
    assert {row for row, _k in tally.cells} == set(fit_open_danger.ROWS)
    assert all(0 <= waits <= n for n, _d, waits in tally.cells.values())


def test_an_all_simples_hand_seldom_wins_on_a_terminal_or_a_guest_honour(tally: fit_open_danger.Tally) -> None:
    """Open tanyao wins only on simples; another yaku (a hidden yakuhai) is needed for anything else."""
    terminal = _share(tally, "simples", ("19", "19s"))
    middle = _share(tally, "simples", ("46", "46h"))
    assert terminal < middle / 3
    assert terminal < _share(tally, "yakuhai", ("19", "19s")) / 2
    assert _share(tally, "simples", ("G2", "G3")) < _share(tally, "simples", ("Y2", "Y3")) / 2


def test_a_hand_that_shows_no_yaku_waits_on_yakuhai_honours(tally: fit_open_danger.Tally) -> None:
    """Its yaku is hidden, most often a yakuhai pair waiting to become a triplet."""
    honours = _share(tally, "none", ("Y2", "Y3"))
    assert honours > _share(tally, "none", ("46", "46h"))
    assert honours > _share(tally, "yakuhai", ("Y2", "Y3"))


def test_the_table_holds_a_factor_for_every_class_the_records_show() -> None:
    assert set(OPEN_FACTOR) == set(fit_open_danger.ROWS)
    assert all(f > 0 for row in OPEN_FACTOR.values() for f in row.values())
    assert {"Y3", "G3", "19", "46", "46h", "46s"} <= set(OPEN_FACTOR["simples"])


def _open_danger(shown: tuple) -> Danger:
    """The dealer's view with seat 2 showing the melds ``shown`` (not in riichi), eight discards late."""
    rnd = deal(TABLE, ["1m5m9m2p6p8p3s7s9s1z4z6z7z", "123m456m789m123p5p", FILLER, "2468m2468p2468s3z"])
    view = seat_view(rnd, 0)
    river = _ids("4s1p9p8m3p2z8s6p", copy=2)
    view = dataclasses.replace(view, wall_left=40, discards=((), (), river, ()), melds=((), (), shown, ()))
    return Danger(Position.of(view, KindTable.build(PLAIN.tileset), PLAIN.tileset))


def test_the_bot_reads_an_open_hand_by_what_its_melds_show() -> None:
    """Against a hand of simples the red dragon (7z, yakuhai, no copy seen) is read by the fitted factor over the
    hand-set honour danger, and more dangerous than the guest wind 4z (north: seat 2 is west, the round east);
    against a hand showing no yaku (123m, 999p) the dragon reads more dangerous than against the simples."""
    kind = lambda text: PLAIN.parse(text)[0].kind  # noqa: E731
    simples = _open_danger((("pon", _ids("555s"), 1), ("chi", _ids("234p"), 1)))
    seat2 = next(o for o in simples.opponents if o.seat == 2)
    assert seat2.shows == "simples"
    red, north = kind("7z"), kind("4z")
    assert simples.open_class(seat2, red) == ("simples", "Y3")
    assert simples.danger(red) == pytest.approx(
        simples.danger(north) * OPEN_FACTOR["simples"]["Y3"] / OPEN_FACTOR["simples"]["G3"])
    assert simples.danger(red) > simples.danger(north)
    none = _open_danger((("chi", _ids("123m"), 1), ("pon", _ids("999p"), 1)))
    assert next(o for o in none.opponents if o.seat == 2).shows == "none"
    assert none.danger(red) / none.danger(kind("5m")) > simples.danger(red) / simples.danger(kind("5m"))
