"""The table the human sees (cli/terminal.py): players by name in turn order with the human at the
bottom, each seat's wind, scores as exact decimals, flowers, discards in play order, honba and sticks,
the ruleset's name for its flipped tile; and what the human may type at the prompt."""
from __future__ import annotations

import dataclasses
import io
import re
from fractions import Fraction

from rich.console import Console

from polymahjong.cli.terminal import Seating, pick, render_view
from polymahjong.engine.actions import Act
from polymahjong.engine.match import Match
from polymahjong.engine.view import seat_view
from polymahjong.render.text import Names
from polymahjong.variants.registry import ruleset
from polymahjong.variants.sichuan.state import sichuan_state


def shown(table) -> str:
    out = io.StringIO()
    Console(file=out, width=220).print(table)
    return out.getvalue()


def rows(text: str) -> list[list[str]]:
    return [[c.strip() for c in line.strip("│ ").split("│")] for line in text.splitlines() if line.startswith("│")]


def test_uzje_table_shows_the_human_last_with_winds_flowers_and_the_bonus_tile():
    v = ruleset("uzje")
    names = Names(v)
    match = Match(v, 3)
    rnd = match.start_round()
    seating = Seating(v.players, human=1)
    seating.dealer = match.dealer
    view = seat_view(rnd, seating.seat(1))
    view = dataclasses.replace(view, scores=(Fraction(15, 2),) + view.scores[1:])
    text = shown(render_view(names, seating, view, counters=False))
    assert "bonus tile " + names.tiles(view.indicators) in text and "honba" not in text
    header = [c.strip() for c in re.search(r"┃(.*)┃", text)[1].split("┃")]
    assert header == ["player", "wind", "score", "hand", "melds", "flowers", "discards"]
    table = rows(text)
    order = [(view.seat + i) % 4 for i in range(1, 5)]  # turn order after the human, the human last
    assert [r[0] for r in table] == [seating.at(s) for s in order] and table[-1][0] == "you"
    assert [r[1] for r in table] == ["ESWN"[s] for s in order]
    assert [r[5] for r in table] == [names.tiles(rnd.flowers[s]) for s in order]
    assert any(rnd.flowers)  # seed 3: flowers dealt and replaced, so the column has something to show
    assert table[order.index(0)][2] == "7.5"  # not 15/2


def test_riichi_table_shows_honba_sticks_and_discards_in_play_order():
    v = ruleset("riichi")
    names = Names(v)
    rnd = Match(v, 0).start_round()
    view = seat_view(rnd, 0)
    played = (8 * 4, 0, 33 * 4, 4 * 4 + 1)  # 9m 1m 7z 5m (not the red copy), in that order
    view = dataclasses.replace(view, honba=2, sticks=1, discards=(played,) + view.discards[1:],
                               declared=(True, False, False, False), declared_with=(0, None, None, None))
    seating = Seating(4, human=0)
    text = shown(render_view(names, seating, view, counters=True))
    assert "honba 2  riichi sticks 1  dora indicators " in text
    you = rows(text)[-1]
    assert you[0] == "you riichi" and you[1] == "E" and you[-1] == "9m >1m< 7z 5m"


def test_the_prompt_takes_a_number_an_action_or_a_tile_in_the_rulesets_notation():
    for name, options in (("riichi", {}), ("uzje", {"players": 5})):
        v = ruleset(name, **options)
        names = Names(v)
        rnd = Match(v, 4).start_round()
        view = seat_view(rnd, 0)
        spelled = {}
        for a in view.legal:
            spelled.setdefault(names.action(a), a)
        legal = list(spelled.values())
        assert pick(names, spelled, "0") is legal[0] and pick(names, spelled, str(len(legal))) is None
        for a in legal:
            assert pick(names, spelled, names.action(a)) is a
            if a.act is Act.DISCARD:  # the tile alone, as written in the notation (1z, 5m, xs ...)
                got = pick(names, spelled, names.tile(a.tile))
                assert got is not None and got.act is Act.DISCARD and names.tile(got.tile) == names.tile(a.tile)
        assert pick(names, spelled, "no such thing") is None


def test_public_void_suits_and_face_down_quads_are_shown_as_the_view_has_them():
    v = ruleset("sichuan")
    rnd = Match(v, 1).start_round()
    for s in range(4):  # every seat picks its void suit; only the own one is public before any discard
        rnd.step(next(a for a in rnd.legal(s)))
    seating = Seating(4, human=0)
    view = seat_view(rnd, 0)
    table = rows(shown(render_view(Names(v), seating, view, counters=False)))
    assert table[-1][0] == f"you void {sichuan_state(rnd).voids[0]}" and all("void" not in r[0] for r in table[:-1])
    view = dataclasses.replace(view, excluded_suits=(sichuan_state(rnd).voids[0], None, sichuan_state(rnd).voids[2], None),
                               melds=((), (), (("closed_kan", (), None),), ()))
    table = rows(shown(render_view(Names(v), seating, view, counters=False)))
    assert table[1][0] == f"Bot 2 void {sichuan_state(rnd).voids[2]}" and table[1][4] == "(face-down quad)"
