"""Tile notations: round trips (hypothesis) and malformed strings.

mpsz as the riichi world writes it; UJMJ as the Ùzje document's "Notation"
section defines it (shared suit letter ``9xas``; the zero is ``Z`` as an
honour and ``0`` plus a suit letter as a number, the same tile)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from polymahjong.notation import NotationError
from polymahjong.tiles import Tile
from polymahjong.variants.registry import ruleset

RIICHI_RED = ruleset("riichi", red_fives=1)
ZUNG_JUNG_FLOWERS = ruleset("zung_jung", flowers=True)
UZJE_OPTIONS = [dict(winds=w, flowers=f, all_tongs=a) for w in ("full", "compressed") for f in (True, False)
                for a in (True, False)]
UZJES = [ruleset("uzje", **o) for o in UZJE_OPTIONS]


def physical_tiles(rules) -> st.SearchStrategy[list[Tile]]:
    """Up to 20 distinct physical tiles of a ruleset's wall, as written tiles (red fives kept)."""
    ts = rules.tileset
    return st.lists(st.sampled_from(ts.physical()), unique=True, max_size=20).map(
        lambda ids: [Tile(ts.kind_of(t), ts.is_red(t)) for t in ids])


def canonical(tiles: list[Tile]) -> list[Tile]:
    return sorted(tiles, key=lambda t: (t.kind, not t.red))


@given(physical_tiles(RIICHI_RED))
def test_mpsz_round_trip_with_red_fives(tiles: list[Tile]) -> None:
    assert RIICHI_RED.notation.parse(RIICHI_RED.notation.format(tiles)) == canonical(tiles)


@given(physical_tiles(ZUNG_JUNG_FLOWERS))
def test_mpsz_round_trip_with_flowers(tiles: list[Tile]) -> None:
    assert ZUNG_JUNG_FLOWERS.notation.parse(ZUNG_JUNG_FLOWERS.notation.format(tiles)) == canonical(tiles)


@pytest.mark.parametrize("rules", UZJES, ids=[str(o) for o in UZJE_OPTIONS])
@settings(max_examples=60)
@given(data=st.data())
def test_ujmj_round_trip_every_option(rules, data) -> None:
    tiles = data.draw(physical_tiles(rules))
    text = rules.notation.format(tiles)
    assert rules.notation.parse(text) == canonical(tiles)
    zero_suit = data.draw(st.sampled_from("tsm"))
    as_number = rules.notation.format(tiles, zero_suit={"t": "dots", "s": "bamboo", "m": "characters"}[zero_suit])
    assert sorted(rules.notation.parse(as_number)) == sorted(tiles)


def test_ujmj_canonical_order_and_shared_suffix() -> None:
    n = UZJES[0].notation  # full winds, flowers, all tongs
    assert n.format(n.parse("9s xs as")) == "9xas"  # the document's example
    assert n.format(n.parse("PCFSWNEZ1m1s1t")) == "1t1s1mZESWNCFP"  # tongs, socks, mans, zero, winds, arrows
    assert n.format(n.parse("rhE")) == "Ehr"  # flowers after every other tile, alphabetically


def test_ujmj_zero_is_one_tile_written_two_ways() -> None:
    n = UZJES[0].notation
    zero = n.tile("Z")
    assert n.parse("0t0s0m") == [zero] * 3
    assert n.format([zero]) == "Z" and n.format([zero, *n.parse("12s")], zero_suit="bamboo") == "012s"


def test_ujmj_ranks_beyond_nine() -> None:
    n = UZJES[0].notation
    assert [UZJES[0].tileset.kinds[t.kind].rank for t in n.parse("x9s")] == [10, 9]
    assert [UZJES[0].tileset.kinds[t.kind].rank for t in n.parse("abcdefm")] == [11, 12, 13, 14, 15, 16]


def error_at(notation, text: str) -> NotationError:
    with pytest.raises(NotationError) as caught:
        notation.parse(text)
    return caught.value


@pytest.mark.parametrize("text, position", [
    ("12m3", 3),  # a digit with no suit letter after it
    ("5x", 1),  # not an mpsz character
    ("m", 0),  # a suit letter with no digit
    ("8z", 0),  # no eighth honour
    ("123m4q", 5),
])
def test_mpsz_malformed(text: str, position: int) -> None:
    err = error_at(RIICHI_RED.notation, text)
    assert err.position == position
    assert repr(text[position]) in str(err) and f"position {position}" in str(err)


def test_mpsz_red_five_needs_the_option() -> None:
    assert RIICHI_RED.notation.parse("0m") == [Tile(4, True)]
    assert error_at(ruleset("riichi", red_fives=0).notation, "40m").position == 1


@pytest.mark.parametrize("options, text, position", [
    (dict(players=4), "5t", 0),  # four players: the tongs are only 1 and 16
    (dict(players=4), "9sx", 2),  # a rank with no suit letter after it
    (dict(players=4), "9sZ0", 3),
    (dict(players=4), "Zs", 1),  # a suit letter with no rank
    (dict(players=4), "1sg", 2),  # not a UJMJ character
    (dict(players=4, winds="full"), "EH", 1),  # compressed wind in a full-winds set
    (dict(players=4, winds="compressed"), "HE", 1),
    (dict(players=4, flowers=False), "1sh", 2),  # no flowers
])
def test_ujmj_malformed(options: dict, text: str, position: int) -> None:
    err = error_at(ruleset("uzje", **options).notation, text)
    assert err.position == position
    assert repr(text[position]) in str(err) and f"position {position}" in str(err)


def test_ujmj_valid_counterparts() -> None:
    assert len(ruleset("uzje", players=4).notation.parse("x9s")) == 2
    assert len(ruleset("uzje", players=5).notation.parse("5t")) == 1  # all tongs with five players
    assert len(ruleset("uzje", players=4, all_tongs=True).notation.parse("5t")) == 1
