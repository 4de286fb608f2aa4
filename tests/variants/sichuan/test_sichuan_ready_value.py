"""A ready hand's value when the wall ends: the document's "theoretical maximum" (Lesson 6, "Hand value
theoretical maximum"): "the maximum value of the hand is chosen from the values obtained separately for all
the different waiting tiles of the hand", "no special conditions for the winning tile are assumed"; the
combinations a choice of tile can add are Root, All Pungs and Seven Pairs
(/work/shared/rules/003_3534f58af8d4ed74.txt)."""
from __future__ import annotations

from polymahjong import ruleset
from polymahjong.hand import Meld, MeldKind
from polymahjong.variants.sichuan.scoring import ready_value

SICHUAN = ruleset("sichuan")


def value(hand: str, melds: tuple[Meld, ...] = (), **options: int) -> int | None:
    v = ruleset("sichuan", **options) if options else SICHUAN
    return ready_value(v, v.tileset.counts(v.parse(hand)), melds)


def quad(tile: str) -> Meld:
    k = SICHUAN.parse(tile)[0].kind
    return Meld(MeldKind.QUAD, (k,) * 4, open=True, declared=True)


def test_root_by_the_choice_of_tile() -> None:
    """111p 23p waits on 1p (a Root: 111p + 123p, 2 points) or 4p (nothing, 1 point): the most is 2."""
    assert value("11123p456s789s55s") == 2


def test_seven_pairs_by_the_choice_of_tile() -> None:
    """11223344p 5566s 7s waits on 7s (Seven Pairs, 2 fans: 4 points) or 4s (chows: 1 point)."""
    assert value("11223344p5566s7s") == 4


def test_all_pungs_by_the_choice_of_tile() -> None:
    """222p 444p 888s 55s 66s waits on 5s or 6s, both All Pungs (2 points)."""
    assert value("222p444p888s55s66s") == 2


def test_declared_kongs_and_full_flush_count_in_the_hand() -> None:
    """Kong and Full Flush cannot come from the choice of tile, but the hand has them: a kong and one suit
    (234s 456s 678s, waiting on 9s): 1 + 2 fans, 8 points."""
    assert value("234s456s678s9s", (quad("1s"),)) == 8


def test_the_fan_cap_applies() -> None:
    """Seven pairs of one suit with a root: 2 + 2 + 1 = 5 fans: 8 points (3 fan limit), 16 (4 fan limit)."""
    assert value("1111p22p44p55p66p8p") == 8
    assert value("1111p22p44p55p66p8p", fan_cap=4) == 16


def test_not_ready() -> None:
    assert value("147p258p369s1234s") is None


def test_no_wait_on_a_tile_held_four_times() -> None:
    """"one cannot wait on a tile, all four copies of which are in the "standing" tiles": 1111p beside three
    chows would wait on a fifth 1p."""
    assert value("1111p234s567s789s") is None


def test_full_flush_cannot_come_from_the_choice_of_tile() -> None:
    """Chapter 2 test, question 5 (Full Flush is the combination that "cannot come from choosing winning
    tile"): twelve dots and 8s wait on 8s alone, so the hand never becomes one suit: 123p 345p 789p 666p 88s,
    no combination, 1 point (a one-suit hand can only wait on its own suit, so its Full Flush is no choice)."""
    assert value("123p345p789p666p8s") == 1
