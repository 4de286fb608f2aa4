"""The Tianjin bot: legal moves over seeded rounds, and its choices in set positions from the rules."""
from __future__ import annotations

import pytest

from bot_positions import discards, play_rounds, position, tile_ids
from polymahjong.engine import Act, Action
from polymahjong.players.bots import make_bots
from polymahjong.variants.registry import ruleset
from polymahjong.variants.tianjin.table import STEP_UP

V = ruleset("tianjin")
BOT = make_bots(V, None, 0)[0]
JOKERS = tuple(t.kind for t in V.parse("2s3s"))  # a flipped 2s: jokers are 2s and 3s


def test_it_is_tianjins_default_bot_and_plays_only_legal_moves() -> None:
    assert type(BOT).__name__ == "TianjinBot"
    assert play_rounds(V, 1, 2)["discard"] > 0


@pytest.mark.slow
def test_no_illegal_move_over_many_rounds() -> None:
    for seed in range(12):
        play_rounds(V, seed, 16)


def test_the_dealer_steps_up_with_a_hand_close_to_ready() -> None:
    """Step up doubles every transfer to and from the dealer: worth it when the dealer is likely to win."""
    hand = "123456789m1299p7z"  # one from ready
    step = Action(STEP_UP, 0)
    assert BOT.act(position(V, hand, [step, *discards(V, hand)])) == step


def test_the_dealer_does_not_step_up_with_a_scattered_hand() -> None:
    hand = "159m159p159s12345z"
    step = Action(STEP_UP, 0)
    assert BOT.act(position(V, hand, [step, *discards(V, hand)])).act is Act.DISCARD


def test_four_jokers_make_a_golden_bar() -> None:
    """A golden bar is paid 8 by each other player."""
    hand = "3333s123456m1199p"
    bar = Action(Act.CLOSED_KAN, 0, tiles=tuple(tile_ids(V, "3333s")))
    legal = [bar, *(a for a in discards(V, hand) if a.tile // V.tileset.copies not in JOKERS)]
    assert BOT.act(position(V, hand, legal, jokers=JOKERS)) == bar


def test_a_dark_bar_that_keeps_the_hand_is_declared() -> None:
    """A dark bar is paid 2 by each other player."""
    hand = "5555m123456p789s1z"
    bar = Action(Act.CLOSED_KAN, 0, tiles=tuple(tile_ids(V, "5555m")))
    assert BOT.act(position(V, hand, [bar, *discards(V, hand)], jokers=JOKERS)) == bar


def test_a_joker_fishing_hand_is_kept() -> None:
    """Go Fish: four sets and a joker win on any tile; the bot throws the stray tile, not a set's."""
    hand = "123456789m789p3s1z"  # 3s is a joker
    legal = [a for a in discards(V, hand) if a.tile // V.tileset.copies not in JOKERS]
    assert BOT.act(position(V, hand, legal, jokers=JOKERS)).tile == tile_ids(V, "1z")[0]
