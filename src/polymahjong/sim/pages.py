"""The lab's pages from Jinja2 templates (``sim/templates/``, package data): the report of a run and the page of a
what-if run, each one self-contained HTML file (inline style; the charts' library inlined where there are
charts) that opens offline. Text is escaped by the templates; chart markup (:func:`polymahjong.sim.plots.chart_html`)
is passed in as markup."""
from __future__ import annotations

from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup

from polymahjong.render.text import number
from polymahjong.sim.figures import figure, interval, within
from polymahjong.sim.plots import plotly_js
from polymahjong.sim.settings import with_unit

ENV = Environment(loader=PackageLoader("polymahjong.sim", "templates"), autoescape=True, undefined=StrictUndefined,
                  trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True)
ENV.globals.update(figure=figure, within=within, interval=interval, with_unit=with_unit, number=number)


def render(template: str, charts: dict[str, str] | None = None, **context: Any) -> str:
    """The page of ``template`` with ``context``; ``charts`` (kind -> chart markup) are drawn on it with the
    library inlined once (no charts: no script)."""
    charts = charts or {}
    return ENV.get_template(template).render(
        charts={kind: Markup(html) for kind, html in charts.items()},
        plotly_js=Markup(plotly_js()) if charts else "", **context)
