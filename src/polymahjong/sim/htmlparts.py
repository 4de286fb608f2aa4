"""The pieces of the report pages: table cells, tables, fact lists, sections, paragraphs and intervals, as
well-formed markup (every figure cell names its figure in ``data-field``)."""
from __future__ import annotations

from typing import Any, Iterable, Mapping
from xml.sax.saxutils import escape

from polymahjong.sim.svgchart import tag

STYLE = """
body { font-family: sans-serif; margin: 2em auto; max-width: 70em; color: #222; line-height: 1.4; }
table { border-collapse: collapse; margin: 0.5em 0 1.5em; }
th, td { border-bottom: 1px solid #ddd; padding: 0.2em 0.6em; text-align: left; vertical-align: top; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
tfoot td { font-weight: bold; border-top: 2px solid #999; }
code { background: #f3f3f3; padding: 0 0.2em; }
.changed { color: #b3261e; font-weight: bold; }
.note { color: #555; }
figure { margin: 1em 0 2em; overflow-x: auto; }
"""


def cell(content: str, field: str | None = None, numeric: bool = False) -> str:
    """A table cell holding ``content`` (markup); ``field`` names the figure it shows (``data-field``)."""
    attrs: dict[str, object] = {"data-field": field} if field else {}
    if numeric:
        attrs["class"] = "n"
    return tag("td", attrs, content)


def table(head: Iterable[str], rows: Iterable[str], foot: str = "", numeric_from: int = 99) -> str:
    """A table with header cells ``head`` (those from ``numeric_from`` on aligned right) over ``rows``."""
    ths = "".join(tag("th", {"class": "n"} if i >= numeric_from else {}, escape(h)) for i, h in enumerate(head))
    return tag("table", {}, tag("thead", {}, tag("tr", {}, ths)) + tag("tbody", {}, "".join(rows))
               + (tag("tfoot", {}, foot) if foot else ""))


def facts(pairs: Iterable[tuple[str, str]]) -> str:
    """A two-column table of named facts (values are markup)."""
    return tag("table", {"class": "facts"}, "".join(tag("tr", {}, tag("th", {}, escape(k)) + tag("td", {}, v))
                                                    for k, v in pairs))


def section(key: str, heading: str, body: str) -> str:
    """A section of the page with its heading."""
    return tag("section", {"id": key}, tag("h2", {}, escape(heading)) + body)


def paragraph(words: str, attrs: Mapping[str, object] | None = None) -> str:
    """A paragraph of plain text."""
    return tag("p", dict(attrs or {}), escape(words))


def interval(bounds: list[str] | None) -> str:
    """A 95% interval as cell text: ``30.00–90.12`` (empty where there is none)."""
    return escape(f"{bounds[0]}–{bounds[1]}") if bounds else ""


def within(figures: Mapping[str, Any], name: str) -> str:
    """`` [95%: low–high]`` for the figure ``name`` of ``figures`` (its ``_ci``), empty without one."""
    bounds = figures.get(f"{name}_ci")
    return f" [95%: {bounds[0]}–{bounds[1]}]" if bounds else ""


def figure(figures: Mapping[str, Any], name: str) -> str:
    """The figure ``name`` of ``figures`` with its interval, as text: ``66.67 [95%: 30.00–90.12]``."""
    return f"{figures[name]}{within(figures, name)}"


def document(title: str, body: Iterable[str]) -> str:
    """A whole self-contained page: ``title`` in its head, the inline style, and the non-empty ``body`` parts."""
    head = tag("meta", {"charset": "utf-8"}) + tag("title", {}, escape(title)) + tag("style", {}, STYLE)
    return "<!DOCTYPE html>\n" + tag("html", {"lang": "en"}, tag("head", {}, head)
                                     + tag("body", {}, "\n".join(b for b in body if b))) + "\n"
