"""Goals (players/strategy/goal.py) measured on the Ùzje hands of its rule document (the goals of
variants/uzje/bot/goals.py): the tiles a hand lacks, counting only copies the seat may still get."""
from __future__ import annotations

from polymahjong.players.strategy.goal import UNREACHABLE, Goal
from polymahjong.variants.registry import ruleset
from polymahjong.variants.uzje.bot.goals import UzjeGoals

V = ruleset("uzje")
GOALS = {g.name: g for g, _reach, _core in UzjeGoals(V).goals}


def counts(text: str) -> list[int]:
    c = [0] * len(V.tileset.kinds)
    for t in V.parse(text):
        c[t.kind] += 1
    return c


def counts_kinds(text: str) -> list[int]:
    return [t.kind for t in V.parse(text)]


ROOM = [V.tileset.copies_of(k) for k in range(len(V.tileset.kinds))]


def test_the_documents_special_hands_lack_nothing() -> None:
    assert GOALS["thirteen_orphans"].distance(counts("1ft1fs1fmESWNCFPP"), ROOM) == 0
    assert GOALS["fourteen_orphans"].distance(counts("1ft1fs1fmZESWNCFP"), ROOM) == 0
    assert GOALS["honourable"].distance(counts("ZZZEEESSSCCCPP"), ROOM) == 0


def test_a_hand_lacks_the_tiles_of_its_nearest_choice() -> None:
    # twelve orphans kinds and two middle tiles: two short of Fourteen Orphans (the zero, the white)
    # and of Thirteen (the white, and a pair of any orphan)
    hand = counts("1ft1fs1fm5m6mESWNCF")
    assert GOALS["fourteen_orphans"].distance(hand, ROOM) == 2
    assert GOALS["thirteen_orphans"].distance(hand, ROOM) == 2
    # 139 twice, 124 and 48f of mans and a pair of 9s: the gems may repeat (139 twice is a Stutter)
    gems = [g for g, _reach, _core in UzjeGoals(V).goals if g.name == "all_gems"]
    assert [g.distance(counts("1112334489999fm"), ROOM) for g in gems] == [14, 0]  # socks (none held), mans
    assert gems[1].distance(counts("1112334489999fm"), ROOM, limit=0) == 0


def test_dead_tiles_make_a_choice_unreachable() -> None:
    hand = counts("1ft1fs1fm5m6mESWNCF")
    room = list(ROOM)
    room[V.parse("P")[0].kind] = 0  # every white seen: no orphans hand can be made
    assert GOALS["thirteen_orphans"].distance(hand, room) == UNREACHABLE
    assert GOALS["fourteen_orphans"].distance(hand, room) == UNREACHABLE


def test_a_limit_cuts_the_search_short() -> None:
    goal = Goal("pair of a kind", [(0, 0, 0)], 1, pair=[1])
    hand = [0] * len(ROOM)
    assert goal.distance(hand, ROOM) == 5
    assert goal.distance(hand, ROOM, limit=4) == UNREACHABLE


def test_a_core_goal_leaves_room_for_the_melds_declared() -> None:
    """Journeyman is three wind trips and any meld: beside one declared pung of mans the winds can still
    make it, beside two they cannot (a hand has four melds); an orphans hand is never open."""
    goals = UzjeGoals(V)
    pung = tuple(counts_kinds("555m"))
    other = tuple(counts_kinds("777m"))
    chosen = goals.choose(counts("555m123sEEESSWWC"), ROOM, 2, None, [pung], 30)
    assert chosen is not None and chosen.name == "journeyman"
    assert goals.choose(counts("555m777mEEESSWWC"), ROOM, 2, None, [pung, other], 30) is None
    assert goals.choose(counts("1ft1fs1fm5m6mESWNCF"), ROOM, 3, None, [], 30) is not None
    assert goals.choose(counts("1ft1fs1fmESWNCF"), ROOM, 3, None, [tuple(counts_kinds("CCC"))], 30) is None
