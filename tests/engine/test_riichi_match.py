"""When a riichi match ends: the document's length, busting and sudden death (option ``sudden_death``), and
Tenhou's end rules under preset tenhou (values from the rule document
/work/shared/rules/002_44baba66c52ec293.txt and Tenhou's records; the records themselves are checked in
tests/records/test_tenhou_replay.py)."""
from __future__ import annotations

import pytest

from polymahjong.engine.match import Match
from polymahjong.engine.match_end import leader, match_over
from polymahjong.variants.registry import ruleset

#: passes of the deal: after the fourth South round (hanchan) the deal has passed 8 times
AFTER_S4, AFTER_W4 = 8, 12


def match(scores: list[int], passes: int, dealer: int = 0, **options: object) -> Match:
    m = Match(ruleset("riichi", **options), 0)
    m.scores, m.passes, m.dealer = list(scores), passes, dealer
    return m


LOW = [26000, 25000, 25000, 24000]
HIGH = [31000, 25000, 24000, 20000]


@pytest.mark.parametrize("options, scores, passes, repeat, over", [
    ({}, LOW, AFTER_S4 - 1, False, False),  # document: East and South rounds
    ({}, LOW, AFTER_S4, False, True),
    ({"length": "east"}, LOW, 4, False, True),
    ({}, [26000, 25000, 50000, -1000], 1, False, True),  # document: someone below zero ends the game
    ({}, [26000, 25000, 49000, 0], 1, False, False),
    # sudden death: nobody at 30000 after S4 -> West; ends once a round ends with 30000+, or after W4
    ({"sudden_death": True}, LOW, AFTER_S4, False, False),
    ({"sudden_death": True}, HIGH, AFTER_S4, False, True),
    ({"sudden_death": True}, LOW, AFTER_S4 + 2, False, False),
    ({"sudden_death": True}, HIGH, AFTER_S4 + 2, True, True),  # "as soon as someone ends a round with 30000+"
    ({"sudden_death": True}, LOW, AFTER_W4, False, True),
])
def test_document_match_end(options: dict, scores: list[int], passes: int, repeat: bool, over: bool) -> None:
    assert match_over(match(scores, passes, **options), repeat=repeat, kept="win" if repeat else None) is over


S4_DEALER_FIRST = [20000, 25000, 24000, 31000]


@pytest.mark.parametrize("scores, passes, dealer, repeat, kept, over", [
    (LOW, AFTER_S4, 0, False, None, False),  # sudden death is on: into the West
    (HIGH, AFTER_S4 + 1, 1, True, "win", False),  # a West dealer repeat plays on while the dealer is not first
    (HIGH, AFTER_S4 + 1, 0, True, "win", True),  # ... and ends when the repeating dealer is first with 30000
    (S4_DEALER_FIRST, AFTER_S4 - 1, 3, True, "win", True),  # S4 dealer wins, first: the end (agari-yame)
    (S4_DEALER_FIRST, AFTER_S4 - 1, 3, True, "tenpai", True),  # ... or is tenpai (tenpai-yame)
    (S4_DEALER_FIRST, AFTER_S4 - 1, 3, True, None, False),  # an abortive draw does not end it
    ([20000, 26000, 25000, 29000], AFTER_S4 - 1, 3, True, "win", False),  # first but below 30000
    ([31000, 25000, 13000, 31000], AFTER_S4 - 1, 3, True, "win", False),  # tied: the earlier seat is first
])
def test_tenhou_match_end(scores: list[int], passes: int, dealer: int, repeat: bool, kept: str | None,
                          over: bool) -> None:
    m = match(scores, passes, dealer, preset="tenhou")
    assert match_over(m, repeat=repeat, kept=kept) is over


@pytest.mark.parametrize("options, kept, over", [
    ({}, "win", False),  # the document has no dealer stop: South 4 repeats
    ({"dealer_stop": "win"}, "win", True),
    ({"dealer_stop": "win"}, "tenpai", False),
    ({"dealer_stop": "win_tenpai"}, "tenpai", True),
    ({"preset": "tenhou", "dealer_stop": "win"}, "tenpai", False),  # Tenhou's early records
    ({"preset": "tenhou", "dealer_stop": "none"}, "win", False),
])
def test_the_dealer_stop_option(options: dict, kept: str, over: bool) -> None:
    assert match_over(match(S4_DEALER_FIRST, AFTER_S4 - 1, 3, **options), repeat=True, kept=kept) is over


def test_a_wrong_dealer_stop_is_named() -> None:
    with pytest.raises(ValueError, match="dealer_stop"):
        ruleset("riichi", dealer_stop="tenpai")


def test_the_first_place_breaks_ties_by_seat_from_the_first_dealer() -> None:
    assert leader(match([31000, 25000, 13000, 31000], 0)) == 0
