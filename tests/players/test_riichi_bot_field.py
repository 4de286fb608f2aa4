"""The riichi expert's read of the field (``bot/field.py``): after a riichi, a tile is safe against it when the
riichi seat discarded it or let it pass since declaring (the rule document's furiten: a riichi hand that
passes its winning tile may not ron it any more); a seat that keeps discarding other tiles does not fold.
Positions are dealt from set walls (tests/engine/riichi_walls.py)."""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from polymahjong.engine import Round, Table
from polymahjong.engine.actions import Act, Action
from polymahjong.engine.view import SeatView, seat_view
from polymahjong.variants.registry import ruleset
from polymahjong.records.replay import ReplayMismatch
from polymahjong.records.tenhou import read_tenhou
from polymahjong.records.tenhou_replay import check_round, engine_round, tenhou_variant
from polymahjong.variants.riichi.bot.field import FOLD_SHARE, PUSH_SHARE, FieldRead, answers
from polymahjong.variants.riichi.table import RIICHI

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))  # the set-wall helpers of the engine tests
from riichi_walls import deal, discard, in_turns  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import fit_reading  # noqa: E402

PLAIN = ruleset("riichi", red_fives=0)
TABLE = Table(PLAIN)
COPIES = PLAIN.tileset.copies


def _riichi_then(two: str, three: str) -> Round:
    """Seat 1 declares riichi with 4s after the dealer's West; then seat 2 throws ``two`` and seat 3 ``three``
    (singles), then the dealer throws the West it draws and seat 1 its draw, and the same again."""
    hands = ["9999p9999s111z22z", "123m456m789m123p5p", "2468m2468p2468s4z", "1357m1357p1357s4z"]
    draws = in_turns({0: "3z3z3z", 1: "4s7z7z", 2: two, 3: three}, 11)
    rnd = deal(TABLE, hands, draws=draws)
    discard(rnd, 0, "3z")
    discard(rnd, 1, "4s", RIICHI)
    for turn in range(2):
        discard(rnd, 2, two[2 * turn:2 * turn + 2])
        discard(rnd, 3, three[2 * turn:2 * turn + 2])
        discard(rnd, 0, "3z")
        discard(rnd, 1, "7z")
    return rnd


def test_a_tile_the_riichi_seat_threw_or_let_pass_is_a_safe_answer_and_others_are_not() -> None:
    # seat 2 throws 4s (the riichi tile) then 3z (the dealer's 3z went by seat 1's riichi);
    # seat 3 throws 9m then 8p: neither was thrown by seat 1 nor let pass by it
    rnd = _riichi_then("4s3z", "9m8p")
    unsafe, total = answers(seat_view(rnd, 0), COPIES)
    assert (unsafe, total) == (2, 4)


def test_tiles_let_pass_after_the_riichi_become_safe() -> None:
    # seat 3 throws 3z after the dealer's 3z went by seat 1's riichi (seat 1 could not ron it): safe;
    # its first 9m was not
    rnd = _riichi_then("4s4s", "9m3z")
    unsafe, total = answers(seat_view(rnd, 0), COPIES)
    assert (unsafe, total) == (1, 4)


def test_a_field_pushes_only_once_enough_answers_were_mostly_unsafe() -> None:
    read = FieldRead(COPIES)
    view = seat_view(_riichi_then("9m8p", "1p7m"), 0)
    read.update(view)
    assert answers(view, COPIES) == (4, 4) and not read.pushes  # too few answers to tell
    for honba in range(1, 3):  # two more deals alike: 12 answers, all unsafe
        read.update(_as_deal(view, honba))
    assert read.pushes and not read.folds


def test_a_field_that_folds_does_not_push() -> None:
    read = FieldRead(COPIES)
    view = seat_view(_riichi_then("4s4s", "9m3z"), 0)  # one unsafe answer in four
    read.update(view)
    assert not read.folds  # too few answers to tell
    for honba in range(1, 4):
        read.update(_as_deal(view, honba))
    assert answers(view, COPIES) == (1, 4) and not read.pushes and read.folds


def _as_deal(view: SeatView, honba: int) -> SeatView:
    """The same view as if it were another deal's (another honba)."""
    return dataclasses.replace(view, honba=honba)


ORACLE = Path(__file__).resolve().parents[2].parent / "shared" / "oracles" / "tenhou"


@pytest.mark.skipif(not (ORACLE / "raw").is_dir(), reason="the Tenhou oracle is not present")
def test_real_players_fold_so_their_field_does_not_push() -> None:
    """Every 60th game of the shared Tenhou records, replayed: at each round's last discard, what its discarder
    saw of the others' answers to a riichi. Real players mostly fold to a riichi: the field reads as folding
    (and so not as pushing)."""
    unsafe = total = 0
    for source, indices in sorted(fit_reading.oracle_rounds(ORACLE).items())[::60]:
        game = read_tenhou(ORACLE / "raw" / source)
        table = Table(tenhou_variant(game))
        for rec in game.rounds:
            if rec.index not in indices or not rec.results:
                continue
            rnd = engine_round(rec, table)
            last: list[tuple[int, int]] = []

            def observed(rnd: Round, action: Action, last: list[tuple[int, int]] = last) -> None:
                if action.act in (Act.DISCARD, RIICHI):
                    last[:] = [answers(seat_view(rnd, action.seat), COPIES)]

            try:
                check_round(rnd, rec, observed)
            except ReplayMismatch:
                continue
            if last:
                unsafe, total = unsafe + last[0][0], total + last[0][1]
    assert total > 200
    assert FOLD_SHARE * total >= unsafe
