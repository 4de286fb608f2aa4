"""The page of a what-if run (``simulate --compare ... --report``): the option sets side by side, per pattern
each set's figures and each set's paired difference from the base, with 95% intervals (the figures of
:func:`polymahjong.sim.compare.comparison`). Self-contained like the report page, and well-formed XML."""
from __future__ import annotations

from typing import Any, Mapping
from xml.sax.saxutils import escape

from polymahjong.sim.htmlparts import cell, document, facts, interval, paragraph, section, table
from polymahjong.sim.settings import pattern_names
from polymahjong.sim.svgchart import tag
from polymahjong.variants.base import Variant


def _figures(row: Mapping[str, Any] | None) -> str:
    if not row:
        return cell("–", numeric=True) + cell("") + cell("") + cell("")
    share = row.get("per_100_wins", "100.00")  # every win: all of them
    return (cell(str(row["wins"]), "wins", True) + cell(escape(share), "per_100_wins", True)
            + cell(escape(row["mean_paid"]), "mean_paid", True)
            + cell(interval(row["mean_paid_ci"]), "mean_paid_ci", True))


def _difference(diff: Mapping[str, Any]) -> str:
    out = ""
    for name in ("mean_paid", "per_100_wins"):
        if name in diff:
            out += cell(escape(diff[name] or "–"), f"difference_{name}", True)
            out += cell(interval(diff[f"{name}_ci"]), f"difference_{name}_ci", True)
    return out


def compare_page(variant: Variant, data: Mapping[str, Any]) -> str:
    """The what-if page of ``variant`` for ``data`` (``comparison`` with ``variant``, ``games``, ``seed``, ``bot``)."""
    sets, names = data["sets"], pattern_names(variant)
    run = facts([("ruleset", escape(f"{variant.name}: {variant.rules.get('title', '')}")),
                 ("games per set", escape(str(data["games"]))), ("seed", escape(str(data["seed"]))),
                 ("bots", escape(data["bot"]))]
                + [(f"set {k}: {s['label']}", escape(", ".join(f"{o}={v}" for o, v in s["options"].items()) or
                                                     "the defaults") + escape(f"; {s['rounds']} rounds, {s['wins']} "
                                                                              f"wins, digest {s['digest'][:16]}…"))
                   for k, s in enumerate(sets)])
    head = ["pattern"]
    for s in sets:
        head += [f"{s['label']}: wins", "per 100 wins", "mean paid", "95%"]
    for s in sets[1:]:
        head += [f"Δ mean paid ({s['label']})", "95%", "Δ per 100 wins", "95%"]
    rows = []
    for pid, row in [("every win", data["every_win"]), *data["patterns"].items()]:
        cells = cell(escape(names.get(pid, pid)))
        cells += "".join(_figures(f) for f in row["sets"])
        cells += "".join(_difference(d) for d in row["differences"])
        rows.append(tag("tr", {"data-pattern": pid}, cells))
    note = paragraph("Every set played the same games (game i of each set has the same seed). Per pattern: each "
                     "set's wins with it, how often (per 100 wins), the mean paid to the winner with its 95% "
                     "interval; then, per set after the base, its difference from the base, paired by game (the "
                     "spread of each game's own difference gives the interval, so what the sets share cancels). "
                     "An interval that crosses zero: the run cannot tell the sets apart there.", {"class": "note"})
    body = [tag("h1", {}, escape(f"{variant.rules.get('title', variant.name)}: what changes between option sets")),
            section("run", "The run", run), section("compare", "Patterns, set by set", note + table(head, rows,
                                                                                                   numeric_from=1))]
    return document(f"{variant.name} what-if report", body)
