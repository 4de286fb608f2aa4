"""The Zung Jung bot: legal moves over seeded rounds, and its choices in set positions from the rules."""
from __future__ import annotations

import pytest

from bot_positions import discards, play_rounds, position, tile_ids
from polymahjong.engine import Act, Action
from polymahjong.players.bots import make_bots
from polymahjong.variants.registry import ruleset

V = ruleset("zung_jung")
BOT = make_bots(V, None, 0)[0]


def test_it_is_zung_jungs_default_bot_and_plays_only_legal_moves() -> None:
    assert type(BOT).__name__ == "ZungJungBot"
    assert play_rounds(V, 1, 2)["discard"] > 0


@pytest.mark.slow
def test_no_illegal_move_over_many_rounds() -> None:
    for seed in range(12):
        play_rounds(V, seed, 16)


def test_a_kong_that_keeps_the_hand_is_declared() -> None:
    """One Kong is worth 5 points."""
    hand = "5555m123p456p789s1z"
    kan = Action(Act.CLOSED_KAN, 0, tiles=tuple(tile_ids(V, "5555m")))
    assert BOT.act(position(V, hand, [kan, *discards(V, hand)])) == kan


def test_a_plain_pon_that_makes_no_pattern_is_refused_early() -> None:
    """A call loses Concealed Hand (5) and makes no pattern: the bot stays concealed early in the wall."""
    hand = "44m258p13579s123z"
    pon = Action(Act.PON, 0, tiles=tuple(tile_ids(V, "44m")))
    view = position(V, hand, [pon, Action(Act.PASS, 0)], phase="claim", last_discard=(1, tile_ids(V, "444m")[2]),
                    wall_left=80)
    assert BOT.act(view).act is Act.PASS


def test_a_dragon_pon_is_taken() -> None:
    """Value Honor: a dragon pung is 10 points."""
    hand = "258m258p13579s77z"
    pon = Action(Act.PON, 0, tiles=tuple(tile_ids(V, "77z")))
    view = position(V, hand, [pon, Action(Act.PASS, 0)], phase="claim", last_discard=(1, tile_ids(V, "777z")[2]),
                    wall_left=80)
    assert BOT.act(view) == pon


def test_a_large_visible_hand_is_not_fed() -> None:
    """Blame: the discarder alone pays 3V - 50 of a large hand; a seat showing two bamboo melds is not
    given bamboo by a hand far from ready."""
    shown = (("pon", tuple(tile_ids(V, "222s")), 0), ("chi", tuple(tile_ids(V, "456s")), 0))
    hand = "1479m1479p258s156z"
    view = position(V, hand, discards(V, hand), melds=((), shown, (), ()))
    assert V.tileset.kinds[BOT.act(view).tile // V.tileset.copies].suit != "bamboo"
