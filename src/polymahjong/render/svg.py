"""Tile faces as SVG, drawn in code: every kind of every ruleset.

A face is a 60×80 tile: the kind's notation spelling in the top-left corner,
and in the middle a number tile's rank (0–16, so Ùzje's long suits fit) over
its suit's emblem, a wind's character (Ùzje's compressed H and V name the two
winds each stands for), a dragon, the zero, or a flower. A red five is drawn
red and marked; a joker gets a gold border and a star; :func:`back_svg` is a
tile lying face down. Each face carries a ``<title>`` naming the tile, so two
different tiles never share a label. Every letter, digit and character is drawn as a
``<path>`` from the outlines in :mod:`polymahjong.render.glyphs` (no ``<text>``), so a face
looks the same on every machine, whatever fonts it has. Pure functions: no files, no state.
"""
from __future__ import annotations

from xml.sax.saxutils import escape

from polymahjong.notation.ujmj import Ujmj
from polymahjong.render.glyphs import ADVANCES, BASELINE, PATHS, UNIT
from polymahjong.tiles import (BAMBOO, CHARACTERS, DOTS, EAST, GREEN, HORIZONTAL, NORTH, RED, SOUTH, VERTICAL, WEST,
                               WHITE, Group, Tile, TileKind)
from polymahjong.variants.base import Variant

WIDTH, HEIGHT = 60, 80

#: Ink of each number suit, and of the zero.
SUIT_INK = {CHARACTERS: "#b3261e", DOTS: "#1d4f91", BAMBOO: "#1b6b36"}
ZERO_INK = "#6a3d9a"
RED_FIVE_INK = "#e01010"

#: What the rule documents call each suit: the riichi world's names, and Ùzje's (tongs, socks, mans).
SUIT_NAMES = {CHARACTERS: "characters", DOTS: "dots", BAMBOO: "bamboo"}
UZJE_SUIT_NAMES = {CHARACTERS: "mans", DOTS: "tongs", BAMBOO: "socks"}

#: Winds: the character drawn, the caption under it, the name in the label.
WINDS = {EAST: ("東", "E", "East"), SOUTH: ("南", "S", "South"), WEST: ("西", "W", "West"),
         NORTH: ("北", "N", "North"), HORIZONTAL: ("東西", "H", "H (East and West)"),
         VERTICAL: ("南北", "V", "V (North and South)")}
#: Dragons (Ùzje's arrows): character, ink, name.
DRAGONS = {RED: ("中", "#c0181b", "red dragon"), GREEN: ("發", "#177a3a", "green dragon"),
           WHITE: ("", "#1d4f91", "white dragon")}
#: Flowers: character, petal colour.
FLOWERS = {"spring": ("春", "#e87aa0"), "summer": ("夏", "#e0a020"), "autumn": ("秋", "#c8641e"),
           "winter": ("冬", "#5a8ccf"), "one": ("梅", "#d04a6a"), "two": ("蘭", "#8e5bc4"),
           "three": ("菊", "#d8a11a"), "four": ("竹", "#3a8a3a")}


def tile_label(variant: Variant, kind: int, red: bool = False, joker: bool = False) -> str:
    """What a tile is, in words, led by its notation spelling: ``0m: red 5 of characters``,
    ``xs: 10 of socks``, ``H: H (East and West) wind``, ``7z: red dragon (joker)``."""
    k = variant.tileset.kinds[kind]
    spelled = variant.notation.format([Tile(kind, red)])
    if k.group is Group.NUMBER:
        suits = UZJE_SUIT_NAMES if isinstance(variant.notation, Ujmj) else SUIT_NAMES
        words = f"{'red ' if red else ''}{k.rank} of {suits.get(k.suit or '', k.suit)}"
    elif k.group is Group.WIND:
        words = f"{WINDS[k.name][2]} wind"
    elif k.group is Group.DRAGON:
        words = DRAGONS[k.name][2]
    elif k.group is Group.FLOWER:
        words = f"flower {k.name}"
    else:
        words = "zero"
    return f"{spelled}: {words}{' (joker)' if joker else ''}"


def tile_svg(variant: Variant, kind: int, red: bool = False, joker: bool = False) -> str:
    """The face of a tile of ``kind`` in ``variant`` (``red``: a red five; ``joker``: marked as a joker)."""
    k = variant.tileset.kinds[kind]
    corner = variant.notation.format([Tile(kind, red)])
    body = _body(k, red)
    marks = []
    if red:
        marks.append(_circle(50, 10, 4, RED_FIVE_INK))
    if joker:
        marks.append(f'<rect x="2" y="2" width="{WIDTH - 4}" height="{HEIGHT - 4}" rx="6" fill="none" '
                     f'stroke="#d4a000" stroke-width="3"/>')
        marks.append(_text(49, 73, "★", 12, "#d4a000"))
    return _tile(tile_label(variant, kind, red, joker), "#fbf8ef", "#8a7f6a",
                 _text(5, 14, corner, 11, "#555", anchor="start") + body + "".join(marks))


def back_svg() -> str:
    """A tile lying face down."""
    pattern = "".join(_circle(x, y, 3, "#2f7a5a") for x in (15, 30, 45) for y in (20, 40, 60))
    return _tile("face down", "#1f5f46", "#123b2b", pattern)


def _tile(label: str, fill: str, stroke: str, inner: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" '
            f'height="{HEIGHT}" role="img" aria-label="{escape(label, {chr(34): "&quot;"})}">'
            f"<title>{escape(label)}</title>"
            f'<rect x="1" y="1" width="{WIDTH - 2}" height="{HEIGHT - 2}" rx="7" fill="{fill}" stroke="{stroke}" '
            f'stroke-width="2"/>{inner}</svg>')


def _body(k: TileKind, red: bool) -> str:
    """The middle of a face."""
    if k.group is Group.NUMBER:
        ink = RED_FIVE_INK if red else SUIT_INK.get(k.suit or "", "#333")
        return _text(30, 45, str(k.rank), 26 if k.rank < 10 else 22, ink) + _emblem(k.suit or "", ink)
    if k.group is Group.ZERO:
        return (_text(30, 47, "0", 30, ZERO_INK)
                + f'<circle cx="30" cy="37" r="20" fill="none" stroke="{ZERO_INK}" stroke-width="2"/>')
    if k.group is Group.WIND:
        glyph, caption, _ = WINDS[k.name]
        size = 26 if len(glyph) == 1 else 17
        return _text(30, 47, glyph, size, "#222") + _text(30, 70, caption, 13, "#222")
    if k.group is Group.DRAGON:
        glyph, ink, _ = DRAGONS[k.name]
        if not glyph:  # the white dragon: a blue frame
            return (f'<rect x="14" y="20" width="32" height="42" fill="none" stroke="{ink}" stroke-width="3"/>'
                    f'<rect x="19" y="25" width="22" height="32" fill="none" stroke="{ink}" stroke-width="1.5"/>')
        return _text(30, 52, glyph, 30, ink)
    glyph, ink = FLOWERS[k.name]
    petals = "".join(_circle(30 + dx, 34 + dy, 6, ink) for dx, dy in ((0, -8), (8, -2), (5, 7), (-5, 7), (-8, -2)))
    return petals + _circle(30, 34, 4, "#f4d35e") + _text(30, 70, glyph, 16, "#333")


def _emblem(suit: str, ink: str) -> str:
    """A small sign of the suit under the rank: 萬 for characters, a coin for dots, a stalk for bamboo."""
    if suit == CHARACTERS:
        return _text(30, 70, "萬", 15, ink)
    if suit == DOTS:
        return (f'<circle cx="30" cy="63" r="8" fill="none" stroke="{ink}" stroke-width="2.5"/>'
                + _circle(30, 63, 3, ink))
    return (f'<rect x="27" y="53" width="6" height="20" rx="3" fill="{ink}"/>'
            f'<line x1="26" y1="63" x2="34" y2="63" stroke="#fbf8ef" stroke-width="1.5"/>')


def _circle(cx: float, cy: float, r: float, fill: str) -> str:
    return f'<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}"/>'


def _text(x: float, y: float, text: str, size: int, fill: str, anchor: str = "middle") -> str:
    """``text`` in outlines, ``size`` units to the em, its baseline at ``y``, centred on ``x`` (``anchor``
    ``"middle"``) or starting there (``"start"``)."""
    missing = sorted(set(text) - PATHS.keys())
    if missing:
        raise ValueError(f"no outline for {missing} in polymahjong.render.glyphs; add it to tools/make_glyphs.py")
    scale = size / UNIT
    pen = x - sum(ADVANCES[c] for c in text) * scale / 2 if anchor == "middle" else x
    paths = []
    for c in text:
        paths.append(f'<path transform="translate({_number(pen)} {_number(y - BASELINE * scale)}) '
                     f'scale({_number(scale)})" d="{PATHS[c]}"/>')
        pen += ADVANCES[c] * scale
    return f'<g fill="{fill}">{"".join(paths)}</g>'


def _number(v: float) -> str:
    return f"{v:.3f}".rstrip("0").rstrip(".")
