"""The Ùzje bot: legal moves over seeded rounds for 3 to 6 players, and its choices in set positions."""
from __future__ import annotations

from typing import Any

import pytest

from bot_positions import discards, play_rounds, position, tile_ids
from polymahjong.engine import Act, Action
from polymahjong.players.bots import make_bots
from polymahjong.tiles import Tile
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


# -- the hands beyond the closed hand (issue #13): a goal when one is near and pays ---------------------------
def kind(action: Action) -> str:
    """The discarded tile, in UJMJ."""
    return V.format([Tile(action.tile // V.tileset.copies)])  # type: ignore[operator]


def choice(hand: str, **fields: Any) -> tuple[str, str | None]:
    """The bot's discard from ``hand`` (100 wall tiles left unless given) and the goal it plans."""
    view = position(V, hand, discards(V, hand), **{"wall_left": 100, **fields})
    counts = BOT._counts(view.hand, ())[0]
    goal = BOT.plan(view, counts, ()).goal
    return kind(BOT.act(view)), goal.name if goal else None


def test_twelve_orphans_kinds_throw_a_middle_tile() -> None:
    """Fourteen Orphans (1ft1fs1fmZNESWCFP) is a limit hand, 5000 points against the closed hand's 2: a
    dealt hand with twelve of its kinds keeps them all and throws a middle man."""
    discard, goal = choice("1ft1fs1fm5m6mESWNCF")
    assert discard in {"5m", "6m"} and goal in {"thirteen_orphans", "fourteen_orphans"}  # each lacks two


def test_a_hand_two_tiles_from_all_gems_keeps_the_gem_shapes() -> None:
    """139 twice, 124 and 48f of socks with a pair of 9s lack a 1 and a 4: All gems (3 f) with Purity
    (7 f) and the closed hand (2.6 f) is 12.6 f, a limit; the 7 and 10 fit no gem, the 16 does."""
    discard, goal = choice("112334789999xfs")
    assert goal == "all_gems" and discard in {"7s", "xs"}


def test_three_wind_trips_in_sight_keep_the_lone_wind() -> None:
    """Journeyman (trips of three winds and any meld) is a limit hand: with EEE SS W the bot keeps the
    West it would otherwise throw for a 2-point ready hand."""
    discard, goal = choice("123s456m78mEEESSW")
    assert goal == "journeyman" and discard not in {"E", "S", "W"}


def test_a_long_run_of_one_suit_plans_the_ultra_long_straight() -> None:
    """Eleven ranks of socks in the window 1 to 13: the Ultra-long straight (2 f) with Purity (7 f) and the
    closed hand is 11.6 f, 2000 points; the man goes, and no rank of the window held once."""
    discard, goal = choice("123456789xsds55s1m")
    assert goal == "ultra_long_straight" and discard in {"1m", "5s"}


def test_no_goal_far_from_every_one_or_late_in_the_wall() -> None:
    assert choice("124s57sbdsCCEP369m")[1] is None
    assert choice("1ft1fs1fm5m6mESWNCF", wall_left=12)[1] is None



def test_a_wind_pung_towards_journeyman_is_called() -> None:
    """EE SS WW lack three tiles of Journeyman, a limit whatever is open: the bot pungs a South though
    the winds in sight are worth only 2 f of the 2.5 f minimum (its seat's and the round's East)."""
    hand = "123s456m7mEESSWW"
    south = tile_ids(V, hand + "S")[-1]
    pon = Action(Act.PON, 0, tile=south, tiles=tuple(tile_ids(V, "SS")))
    view = position(V, hand, [pon, Action(Act.PASS, 0)], phase="claim", turn=1, wall_left=100,
                    last_discard=(1, south))
    assert BOT.act(view) == pon
