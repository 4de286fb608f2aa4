"""The page of a what-if run (``simulate --compare ... --report``): the option sets side by side, per pattern
each set's figures and each set's paired difference from the base, with 95% intervals (the figures of
:func:`polymahjong.sim.compare.comparison`), and a chart of the differences. The template ``compare.html``
(:mod:`polymahjong.sim.pages`); self-contained like the report page."""
from __future__ import annotations

from typing import Any, Mapping

from polymahjong.sim.settings import pattern_names
from polymahjong.variants.base import Variant


def compare_page(variant: Variant, data: Mapping[str, Any]) -> str:
    """The what-if page of ``variant`` for ``data`` (``comparison`` with ``variant``, ``games``, ``seed``, ``bot``)."""
    # Plotly takes most of a second to import: only a run that writes a page pays for it.
    from polymahjong.sim.pages import render
    from polymahjong.sim.plots import chart_html, difference_chart

    sets, names = data["sets"], pattern_names(variant)
    columns = ["pattern"]
    for s in sets:
        columns += [f"{s['label']}: wins", "per 100 wins", "mean paid", "95%"]
    for s in sets[1:]:
        columns += [f"Δ mean paid ({s['label']})", "95%", "Δ per 100 wins", "95%"]
    rows = [("every win", data["every_win"]), *data["patterns"].items()]
    chart = difference_chart(rows, [s["label"] for s in sets], names)
    return render("compare.html", {"differences": chart_html(chart, "differences")} if chart else None,
                  title=f"{variant.name} what-if report", variant=variant, data=data, columns=columns, rows=rows,
                  name=lambda pid: names.get(pid, pid))
