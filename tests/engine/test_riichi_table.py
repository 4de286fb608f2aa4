"""Riichi table rules on hand-set positions; expected values from the rule document
(/work/shared/rules/002_44baba66c52ec293.txt)."""
from __future__ import annotations

import pytest

from polymahjong.engine import Round, Table
from polymahjong.engine.aborts import nine_terminals
from polymahjong.engine.round import MeldRec
from polymahjong.hand import MeldKind
from polymahjong.variants.registry import ruleset

TABLE = Table(ruleset("riichi"))
TENPAI = "123m456m789m123p5p"  # waits on 5p
NOTEN = "159m159p159s1234z"


def ids(text: str) -> list[int]:
    """Physical ids of mpsz text, taking unused copies (no red fives asked for)."""
    out: list[int] = []
    v = TABLE.variant
    for tile in v.parse(text):
        k = tile.kind
        out.append(next(i for i in range(4 * k + 1, 4 * k + 4) if i not in out) if 4 * k in out else 4 * k)
    return out


def position(*hands: str) -> Round:
    rnd = Round(TABLE, seed=1)
    used: list[int] = []
    for s, text in enumerate(hands):
        hand = [t + (1 if t in used else 0) for t in ids(text)]
        used += hand
        rnd.hands[s] = hand
        rnd.counts[s] = [0] * len(TABLE.tileset.kinds)
        for t in hand:
            rnd.counts[s][t // 4] += 1
    return rnd


@pytest.mark.parametrize("hands, expected", [
    ((TENPAI, NOTEN, NOTEN, NOTEN), [3000, -1000, -1000, -1000]),  # 1 tenpai: paid 1000 by everyone else
    ((TENPAI, TENPAI, NOTEN, NOTEN), [1500, 1500, -1500, -1500]),  # 2: each noten pays 1500
    ((TENPAI, TENPAI, TENPAI, NOTEN), [1000, 1000, 1000, -3000]),  # 3: the noten pays everyone 1000
    ((TENPAI, TENPAI, TENPAI, TENPAI), [0, 0, 0, 0]),
    ((NOTEN, NOTEN, NOTEN, NOTEN), [0, 0, 0, 0]),
])
def test_exhaustive_draw_tenpai_payments(hands: tuple[str, ...], expected: list[int]) -> None:
    pay, info = TABLE.hooks.exhaustive_payments(position(*hands))
    assert pay == expected


def test_nagashi_mangan_is_paid_as_a_mangan_by_self_draw() -> None:
    rnd = position(NOTEN, NOTEN, NOTEN, NOTEN)
    rnd.river[1] = ids("19m1z")  # a non-dealer: mangan 8000, dealer pays 4000, the others 2000
    rnd.river[2] = ids("5m")
    pay, info = TABLE.hooks.exhaustive_payments(rnd)
    assert pay == [-4000, 8000, -2000, -2000] and info["nagashi"] == [1]
    rnd.river_called[1] = True  # a called discard spoils it
    assert TABLE.hooks.exhaustive_payments(rnd)[0] == [0, 0, 0, 0]


def test_nine_terminals_needs_nine_different_terminals_and_honours() -> None:
    assert nine_terminals(position("19m19p1s1234z2345m"), 0)
    assert not nine_terminals(position("19m19p1s123z23456m"), 0)


def test_kuikae_forbids_the_called_tile_and_the_other_end() -> None:
    rnd = position("34m2m5m6m7p8p9p1z2z3z")
    five = ids("5m")[0] + 1
    rnd.last_call = MeldRec("chi", tuple(sorted(ids("34m") + [five])), MeldKind.SEQUENCE, 3, five)
    two, other_five, six = ids("2m")[0], ids("5m")[0], ids("6m")[0]
    choices = TABLE.hooks.discard_choices(rnd, 0)
    assert two not in choices and other_five not in choices
    assert six in choices
