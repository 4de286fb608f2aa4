"""A figure and its 95% interval as text, written one way on the pages, the charts' hover labels and the terminal
tables: ``66.67 [95%: 30.00–90.12]`` (the figures of :mod:`polymahjong.sim.stats`, intervals as ``<name>_ci``)."""
from __future__ import annotations

from typing import Any, Mapping


def interval(bounds: list[str] | None) -> str:
    """A 95% interval as a table cell's text: ``30.00–90.12`` (empty where there is none)."""
    return f"{bounds[0]}–{bounds[1]}" if bounds else ""


def within(figures: Mapping[str, Any], name: str) -> str:
    """`` [95%: low–high]`` for the figure ``name`` of ``figures`` (its ``_ci``), empty without one."""
    bounds = figures.get(f"{name}_ci")
    return f" [95%: {bounds[0]}–{bounds[1]}]" if bounds else ""


def figure(figures: Mapping[str, Any], name: str) -> str:
    """The figure ``name`` of ``figures`` with its interval, as text: ``66.67 [95%: 30.00–90.12]``."""
    return f"{figures[name]}{within(figures, name)}"
