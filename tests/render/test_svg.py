"""Tile faces: every physical tile of every ruleset's tile set draws as well-formed SVG with its own label."""
from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from polymahjong.render.svg import back_svg, tile_label, tile_svg
from polymahjong.variants.base import Variant
from polymahjong.variants.registry import ruleset

SVG = "{http://www.w3.org/2000/svg}"

TILE_SETS = [("riichi", {}), ("sichuan", {}), ("zung_jung", {"flowers": True}), ("tianjin", {}), ("uzje", {}),
             ("uzje", {"players": 5, "winds": "compressed"}), ("uzje", {"players": 3}), ("riichi", {"red_fives": 2})]


def _title(svg: str) -> str:
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.get("viewBox") == "0 0 60 80"
    title = root.find(f"{SVG}title")
    assert title is not None and title.text
    assert root.get("aria-label") == title.text
    return title.text


@pytest.mark.parametrize("name,options", TILE_SETS, ids=[f"{n}{o}" for n, o in TILE_SETS])
def test_every_physical_tile_renders_with_a_distinct_label(name: str, options: dict) -> None:
    v: Variant = ruleset(name, **options)
    ts = v.tileset
    labels: dict[tuple[int, bool], str] = {}
    for t in ts.physical():
        key = (ts.kind_of(t), ts.is_red(t))
        label = _title(tile_svg(v, *key))
        assert labels.setdefault(key, label) == label  # copies of one tile look the same
    assert len(set(labels.values())) == len(labels)  # different tiles never share a label
    assert len({k for k, _ in labels}) == len(ts.kinds)
    jokers = {_title(tile_svg(v, k.index, joker=True)) for k in ts.kinds}
    assert len(jokers) == len(ts.kinds) and not jokers & set(labels.values())


def test_labels_name_the_tile_in_words_and_notation() -> None:
    uzje = ruleset("uzje", players=5, winds="compressed")
    ts = uzje.tileset
    assert tile_label(uzje, ts.number("bamboo", 10)) == "xs: 10 of socks"
    assert tile_label(uzje, ts.number("dots", 16)) == "ft: 16 of tongs"
    assert tile_label(uzje, ts.zero) == "Z: zero"
    assert tile_label(uzje, ts.named("H")) == "H: H (East and West) wind"
    assert tile_label(uzje, ts.named("V")) == "V: V (North and South) wind"
    assert tile_label(uzje, ts.named("spring")) == "h: flower spring"
    riichi = ruleset("riichi")
    five = riichi.tileset.number("characters", 5)
    assert tile_label(riichi, five, red=True) == "0m: red 5 of characters"
    assert tile_label(riichi, riichi.tileset.named("red"), joker=True) == "7z: red dragon (joker)"


def test_faces_show_rank_and_marks() -> None:
    uzje = ruleset("uzje", players=5)
    svg = tile_svg(uzje, uzje.tileset.number("characters", 13))
    assert ">13<" in svg and ">cm<" in svg  # the rank drawn, the notation in the corner
    riichi = ruleset("riichi")
    five = riichi.tileset.number("dots", 5)
    assert "#e01010" in tile_svg(riichi, five, red=True) and "#e01010" not in tile_svg(riichi, five)
    assert "★" in tile_svg(riichi, five, joker=True) and "★" not in tile_svg(riichi, five)
    assert _title(back_svg()) == "face down"
