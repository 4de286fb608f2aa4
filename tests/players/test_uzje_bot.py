"""The Ùzje bot: legal moves over seeded rounds for 3 to 6 players, and its choices in set positions."""
from __future__ import annotations

import pytest

from bot_positions import discards, play_rounds, position, tile_ids
from polymahjong.engine import Act, Action
from polymahjong.players.bots import make_bots
from polymahjong.variants.registry import ruleset
from polymahjong.variants.uzje.quads import CHALLENGE

V = ruleset("uzje")
BOT = make_bots(V, None, 0)[0]
WINDOW = [Action(CHALLENGE, 0), Action(Act.PASS, 0)]


def test_it_is_uzjes_default_bot_and_plays_only_legal_moves() -> None:
    assert type(BOT).__name__ == "UzjeBot"
    for players in (3, 5):
        assert play_rounds(ruleset("uzje", players=players), 1, 1)["discard"] > 0


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_no_illegal_move_over_many_rounds(players: int) -> None:
    v = ruleset("uzje", players=players)
    for seed in range(4):
        play_rounds(v, seed, 6)


def test_a_face_down_quad_is_challenged_when_close_to_ready() -> None:
    """A challenge costs nothing and shows the quad's tile: a hand one from ready wants to know it."""
    view = position(V, "123s456s789sCCCF", WINDOW, phase="claim")
    assert BOT.act(view).act is CHALLENGE


def test_a_face_down_quad_is_let_be_by_a_hand_far_from_ready() -> None:
    view = position(V, "27s38m4s9mESWNCFP", WINDOW, phase="claim")
    assert BOT.act(view).act is Act.PASS


def test_a_closed_quad_that_keeps_the_hand_is_declared() -> None:
    """A closed quad keeps the hand closed (2.6 f) and draws a replacement (Quad draw)."""
    hand = "5555m123s456s789sE"
    quad = Action(Act.CLOSED_KAN, 0, tiles=tuple(tile_ids(V, "5555m")))
    assert BOT.act(position(V, hand, [quad, *discards(V, hand)])) == quad


def test_a_clean_hand_plan_gives_up_a_run_of_another_suit() -> None:
    """Clean Socks (3 f) on top of the closed hand (2.6 f) climbs the 1-2-5 ladder three steps: with
    eleven socks and honours the bot throws the 3-6-9 arith of mans, though a lone honour costs less."""
    hand = "124s57sbdsCCEP369m"
    discard = BOT.act(position(V, hand, discards(V, hand), wall_left=100))
    assert V.tileset.kinds[discard.tile // V.tileset.copies].suit == "characters"  # type: ignore[operator]


def test_late_in_the_wall_the_plan_costs_no_shanten() -> None:
    hand = "124s57sbdsCCEP369m"
    discard = BOT.act(position(V, hand, discards(V, hand), wall_left=30))
    assert discard.tile // V.tileset.copies in {t.kind for t in V.parse("EP")}  # type: ignore[operator]
