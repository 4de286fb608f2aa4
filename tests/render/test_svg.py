"""Tile faces: every physical tile of every ruleset's tile set draws as well-formed SVG with its own label."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from polymahjong.render.glyphs import PATHS
from polymahjong.render.svg import HEIGHT, WIDTH, back_svg, tile_label, tile_svg
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


CHARACTER_OF = {d: c for c, d in PATHS.items()}
TRANSFORM = re.compile(r"translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.]+)\)")


def _drawn(svg: str) -> str:
    """The characters a face draws, in order, read back from its glyph paths."""
    root = ET.fromstring(svg)
    return "".join(CHARACTER_OF[p.get("d", "")] for p in root.iter(f"{SVG}path"))


def _check_outlines(svg: str) -> None:
    """No text at all (so no character left to the machine's fonts); every glyph path non-empty and on the tile."""
    root = ET.fromstring(svg)
    assert root.find(f".//{SVG}text") is None
    for path in root.iter(f"{SVG}path"):
        d = path.get("d", "")
        assert d in CHARACTER_OF and re.fullmatch(r"(?:[MLQCZ][-\d. ]*)+", d)
        match = TRANSFORM.fullmatch(path.get("transform", ""))
        assert match is not None
        dx, dy, scale = map(float, match.groups())
        numbers = [float(n) for n in re.findall(r"-?[\d.]+", d)]
        assert numbers and len(numbers) % 2 == 0
        xs, ys = [dx + scale * x for x in numbers[::2]], [dy + scale * y for y in numbers[1::2]]
        assert 0 <= min(xs) and max(xs) <= WIDTH and 0 <= min(ys) and max(ys) <= HEIGHT


@pytest.mark.parametrize("name,options", TILE_SETS, ids=[f"{n}{o}" for n, o in TILE_SETS])
def test_every_face_is_drawn_in_outlines_within_the_tile(name: str, options: dict) -> None:
    v: Variant = ruleset(name, **options)
    for k in v.tileset.kinds:
        for red in (False, True) if k.rank == 5 else (False,):
            for joker in (False, True):
                svg = tile_svg(v, k.index, red, joker)
                _check_outlines(svg)
                assert svg.isascii()  # every character outside the label's Latin words is a path
    _check_outlines(back_svg())


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
    ts = uzje.tileset
    assert _drawn(tile_svg(uzje, ts.number("characters", 13))) == "cm13萬"  # notation in the corner, rank, suit
    compressed = ruleset("uzje", players=5, winds="compressed")
    assert _drawn(tile_svg(compressed, compressed.tileset.named("H"))) == "H東西H"
    assert _drawn(tile_svg(uzje, ts.named("spring"))) == "h春"
    riichi = ruleset("riichi")
    rts = riichi.tileset
    assert [_drawn(tile_svg(riichi, rts.named(n))) for n in ("E", "S", "W", "N")] == ["1z東E", "2z南S", "3z西W", "4z北N"]
    assert [_drawn(tile_svg(riichi, rts.named(n))) for n in ("white", "green", "red")] == ["5z", "6z發", "7z中"]
    five = rts.number("dots", 5)
    assert "#e01010" in tile_svg(riichi, five, red=True) and "#e01010" not in tile_svg(riichi, five)
    assert _drawn(tile_svg(riichi, five, joker=True)) == "5p5★" and _drawn(tile_svg(riichi, five)) == "5p5"
    assert _title(back_svg()) == "face down"
