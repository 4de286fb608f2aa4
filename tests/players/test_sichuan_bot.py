"""The Sichuan bot: legal moves over seeded rounds, and its choices in set positions from the rules."""
from __future__ import annotations

import pytest

from bot_positions import discards, play_rounds, position, tile_ids
from polymahjong.engine import Act, Action
from polymahjong.players.bots import make_bots
from polymahjong.variants.registry import ruleset
from polymahjong.variants.sichuan.table import VOID

V = ruleset("sichuan")
BOT = make_bots(V, None, 0)[0]


def test_it_is_sichuans_default_bot_and_plays_only_legal_moves() -> None:
    assert type(BOT).__name__ == "SichuanBot"
    taken = play_rounds(V, 1, 2)
    assert taken["void"] == 8 and taken["discard"] > 0


@pytest.mark.slow
def test_no_illegal_move_over_many_rounds() -> None:
    for seed in range(12):
        play_rounds(V, seed, 16)


def test_the_void_suit_is_the_one_with_fewest_tiles() -> None:
    """Lesson 2: give up the suit you hold least of."""
    legal = [Action(VOID, 0, suit=s) for s in ("characters", "dots", "bamboo")]
    assert BOT.act(position(V, "1234567m2345p99s", legal, phase="void")).suit == "bamboo"
    assert BOT.act(position(V, "12m234567p234589s", legal, phase="void")).suit == "characters"


def test_the_forbidden_suit_is_discarded_first() -> None:
    hand = "1112345678999m4s"  # nine gates, and one forbidden tile left
    view = position(V, hand, discards(V, hand), excluded_suits=("bamboo", None, None, None))
    assert BOT.act(view).tile == tile_ids(V, "4s")[0]


def test_a_concealed_kong_that_keeps_the_hand_ready_is_declared() -> None:
    """Table 7: a concealed kong is paid 2 by each other player, and Kong is a fan."""
    hand = "11115m234567789p"
    kan = Action(Act.CLOSED_KAN, 0, tiles=tuple(tile_ids(V, "1111m")))
    view = position(V, hand, [kan, *discards(V, hand)], excluded_suits=("bamboo", None, None, None))
    assert BOT.act(view) == kan


def test_a_kong_that_sets_the_hand_back_is_not_declared() -> None:
    """1111m 2m: the four 1m are a pung and half a chow; as a kong the hand is one tile further away."""
    hand = "11112m345678p599p"
    kan = Action(Act.CLOSED_KAN, 0, tiles=tuple(tile_ids(V, "1111m")))
    view = position(V, hand, [kan, *discards(V, hand)], excluded_suits=("bamboo", None, None, None))
    assert BOT.act(view).act is Act.DISCARD


def test_against_a_ready_looking_player_a_tile_of_its_void_suit_is_safe() -> None:
    """A player cannot win on its forbidden suit: far from ready, the bot throws that suit to a threat."""
    threat = (("pon", tuple(tile_ids(V, "222s")), 0), ("pon", tuple(tile_ids(V, "555s")), 0),
              ("pon", tuple(tile_ids(V, "888s")), 0))
    hand = "1479m1479p25789s5m"  # far from ready
    view = position(V, hand, discards(V, hand), excluded_suits=(None, "characters", None, None),
                    melds=((), threat, (), ()), active=(0, 1, 2, 3), wall_left=20)
    assert V.tileset.kinds[BOT.act(view).tile // V.tileset.copies].suit == "characters"
