"""Ùzje at the table: the document's wall, dead wall, calls, match length and goulashes."""
from __future__ import annotations

import pytest

from polymahjong.engine import Round, Table
from polymahjong.engine.round import Win
from polymahjong.engine.table import RoundResult
from polymahjong.hand import MeldKind
from polymahjong.variants.base import OptionError
from polymahjong.variants.registry import ruleset


def test_bonus_tiles_start_top_leftmost_then_push_down_from_the_rightmost() -> None:
    """"Flip over the tile on the top leftmost stack" of the 8-stack dead wall; when the tops are
    used up, push them down and "open the rightmost tile on the newly exposed set", then leftward."""
    rules = Table(ruleset("uzje")).rules
    pos = rules.indicator_positions
    assert rules.dead_wall == 16 and len(pos) == 16 and set(pos) == set(range(-16, 0))
    # stacks are top then bottom in draw order; the dead wall's leftmost stack (by the break) is -2, -1
    assert pos[0] == -2
    assert all(p % 2 == 0 for p in pos[:8])  # every top before any bottom
    assert pos[8] == -15  # the rightmost bottom first
    assert list(pos[8:]) == sorted(pos[8:])  # then to the left, ending next to the break


def test_flower_replacements_come_from_the_far_end_and_the_dead_wall_stays() -> None:
    """Flowers are exposed and replaced "from the far end of the wall"; dead wall tiles are "permanently stuck"."""
    for seed in range(5):
        rnd = Round(Table(ruleset("uzje")), seed)
        w = rnd.wall
        flowers = sum(len(f) for f in rnd.flowers)
        assert w.replacement == "live_tail"
        assert w.tail == len(w.tiles) - 16 - flowers  # one far-end tile per flower of the deal
        assert all(rnd.table.tileset.kind_of(t) not in rnd.table.flower_kinds for h in rnd.hands for t in h)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_deal_with_three_to_six_players(players: int) -> None:
    v = ruleset("uzje", players=players)
    t = Table(v)
    assert 2 * sum(t.rules.wall_widths) == v.tileset.tile_count and len(t.rules.wall_widths) == players
    rnd = Round(t, 3)
    assert [len(h) for h in rnd.hands] == [14] + [13] * (players - 1)
    assert len(rnd.wall.flipped()) == 1


def test_calls_only_ariths_from_the_left_never_gems_or_powers() -> None:
    rules = Table(ruleset("uzje")).rules
    assert rules.chi_kinds == {MeldKind.ARITH} and rules.pon and rules.open_kan and rules.shared_pond


def test_match_length_option() -> None:
    """A match is four sets, a half match two; a set: the deal goes once round the table."""
    def length(**o: object) -> tuple[int, int]:
        r = Table(ruleset("uzje", **o)).rules
        return r.rotations, r.max_deals

    assert length() == (4, 0)
    assert length(length="half_match") == (2, 0)
    assert length(length="games:7") == (0, 7)
    for bad in ("games:0", "forever", "games:x"):
        with pytest.raises(OptionError, match="length"):
            ruleset("uzje", length=bad)


def test_dealer_keeps_east_on_his_win_and_on_goulashes_until_the_limit() -> None:
    """Someone other than the dealer going out rotates the orientation; a dealer win or a goulash
    does not (the document: they make a set longer); three goulashes in a row pass the deal (ours)."""
    t = Table(ruleset("uzje"))
    rnd = Round(t, 1)
    hooks = t.hooks

    def after(kind: str, seat: int | None = None) -> int:
        wins = [Win(seat, 0, None, {})] if seat is not None else []  # a real Win: the compiled engine checks types
        return hooks.dealer_seat_after(rnd, RoundResult(kind, wins, [0] * 4, {}))

    assert after("win", 0) == 0
    assert after("win", 2) == 1
    assert [after("exhaustive") for _ in range(3)] == [0, 0, 1]
    assert after("exhaustive") == 0  # the count starts again


def test_closed_quads_option() -> None:
    assert ruleset("uzje").options["closed_quads"] == "hidden"
    assert ruleset("uzje", closed_quads="shown").options["closed_quads"] == "shown"
    with pytest.raises(OptionError):
        ruleset("uzje", closed_quads="sideways")


def test_replacements_take_the_top_of_the_last_stack_before_its_bottom() -> None:
    """"Draw a tile from the end of the wall": the far end's stack is taken top first (tiles are in
    draw order, each stack's top before its bottom), also when the break split a stack (parity 1)."""
    from polymahjong.engine.wall import Wall

    w = Wall(list(range(40)), 16, "live_tail")  # live tiles 0..23: stacks (22 top, 23 bottom), (20, 21)...
    assert [w.draw_replacement() for _ in range(5)] == [22, 23, 20, 21, 18]
    assert w.live == 19 and w.tiles[:w.tail] == [*range(18), 19]
    split = Wall(list(range(40)), 16, "live_tail", parity=1)  # 23 is the top of a stack split by the dead wall
    assert [split.draw_replacement() for _ in range(3)] == [23, 21, 22]
    short = Wall(list(range(20)), 16, "live_tail")
    short.head = 3  # only the bottom of the last stack is left
    assert short.draw_replacement() == 3 and short.live == 0
