"""What every chart of the playtest report is drawn with: axes' scales and SVG elements as text.

Data stay exact (:class:`~fractions.Fraction`) up to the moment they become a
pixel; tick labels are exact decimals (:func:`polymahjong.render.text.number`).
A scale is linear, or logarithmic (base 10) for positive data spanning a wide
range (:func:`scale_for`). Pure functions: no files, no state.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, Mapping
from xml.sax.saxutils import escape, quoteattr

#: Data spanning at least this ratio (largest / smallest, all positive) are drawn on a log scale.
LOG_RATIO = 10
#: About this many steps between a linear axis' ticks.
TICKS = 5
#: Text: its size, and the width a character takes on average (to make room for labels).
FONT_SIZE = 12
CHAR_WIDTH = 7

Attrs = Mapping[str, object]


def decade(v: Fraction) -> int:
    """The exponent ``k`` with ``10**k <= v < 10**(k+1)``, for ``v > 0`` (exact)."""
    k = 0
    while Fraction(10) ** k > v:
        k -= 1
    while Fraction(10) ** (k + 1) <= v:
        k += 1
    return k


def nice_step(span: Fraction) -> Fraction:
    """The smallest of 1, 2 or 5 times a power of ten that cuts ``span`` into at most :data:`TICKS` steps."""
    raw = span / TICKS
    k = decade(raw)
    return next(m * Fraction(10) ** k for m in (1, 2, 5, 10) if m * Fraction(10) ** k >= raw)


@dataclass(frozen=True)
class Scale:
    """Exact data values on ``[lo, hi]`` to pixels on ``[start, end]``: linear with ticks every ``step``,
    or base-10 logarithmic when ``step`` is None."""

    lo: Fraction
    hi: Fraction
    start: float
    end: float
    step: Fraction | None = None

    @property
    def log(self) -> bool:
        """Whether the scale is logarithmic."""
        return self.step is None

    def __call__(self, v: Fraction) -> float:
        """The pixel of data value ``v``."""
        if self.log:
            share = (math.log10(v) - math.log10(self.lo)) / (math.log10(self.hi) - math.log10(self.lo))
        else:
            share = float((v - self.lo) / (self.hi - self.lo))
        return self.start + share * (self.end - self.start)

    def ticks(self) -> list[Fraction]:
        """Where the axis is marked: each power of ten on a log scale (with 2 and 5 times it across
        fewer than three decades), every nice step on a linear one."""
        if self.step is None:
            first, last = decade(self.lo), decade(self.hi)
            steps = (1, 2, 5) if last - first < 3 else (1,)
            marks = (m * Fraction(10) ** k for k in range(first, last + 1) for m in steps)
            return [m for m in marks if self.lo <= m <= self.hi]
        return [i * self.step for i in range(math.ceil(self.lo / self.step), math.floor(self.hi / self.step) + 1)]


def linear(values: Iterable[Fraction], start: float, end: float) -> Scale:
    """A linear scale from 0 (or the least value, if negative) to a nice step at or beyond the greatest."""
    values = list(values)
    lo, hi = min([Fraction(0), *values]), max([Fraction(0), *values])
    if lo == hi:
        hi = lo + 1
    step = nice_step(hi - lo)
    return Scale(math.floor(lo / step) * step, math.ceil(hi / step) * step, start, end, step)


def logarithmic(values: Iterable[Fraction], start: float, end: float) -> Scale:
    """A base-10 log scale over whole decades around positive ``values``."""
    values = list(values)
    top = decade(max(values))
    if Fraction(10) ** top < max(values):
        top += 1
    return Scale(Fraction(10) ** decade(min(values)), Fraction(10) ** top, start, end)


def scale_for(values: Iterable[Fraction], start: float, end: float) -> Scale:
    """Logarithmic where it helps (all positive, spanning a ratio of :data:`LOG_RATIO` or more), else linear."""
    values = list(values)
    if values and min(values) > 0 and max(values) >= LOG_RATIO * min(values):
        return logarithmic(values, start, end)
    return linear(values, start, end)


def px(x: float) -> str:
    """A pixel coordinate as short, stable text."""
    return f"{x:.1f}".removesuffix(".0")


def tag(name: str, attrs: Attrs, content: str | None = None) -> str:
    """An element; ``content`` is markup already (escape text with :func:`escape`); floats are pixels."""
    spelled = "".join(f" {k}={quoteattr(px(v) if isinstance(v, float) else str(v))}" for k, v in attrs.items())
    return f"<{name}{spelled}/>" if content is None else f"<{name}{spelled}>{content}</{name}>"


def text(x: float, y: float, words: str, attrs: Attrs | None = None) -> str:
    """A line of text at ``(x, y)`` (its baseline)."""
    return tag("text", {"x": x, "y": y, **(attrs or {})}, escape(words))


def titled(name: str, attrs: Attrs, tooltip: str) -> str:
    """An element whose ``<title>`` (shown on hover) is ``tooltip``."""
    return tag(name, attrs, tag("title", {}, escape(tooltip)))


def text_width(words: str) -> float:
    """About how wide ``words`` are drawn."""
    return len(words) * CHAR_WIDTH


def document(kind: str, title: str, width: float, height: float, body: Iterable[str]) -> str:
    """A standalone SVG chart: ``kind`` names it (``data-chart``), ``title`` heads it and labels it."""
    return tag("svg", {"xmlns": "http://www.w3.org/2000/svg", "viewBox": f"0 0 {px(width)} {px(height)}",
                       "width": width, "height": height, "font-family": "sans-serif", "font-size": FONT_SIZE,
                       "role": "img", "aria-label": title, "data-chart": kind},
               tag("title", {}, escape(title)) + text(8.0, 18.0, title, {"font-weight": "bold"}) + "".join(body))
