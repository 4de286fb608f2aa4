"""The playtest report: one self-contained HTML page a rules designer reads to set pattern values.

It shows the run (ruleset, options, games, rounds, wins, draws, bots, seed, digest, and the
command that runs it again), per pattern how often it occurred and what it paid (the figures of
:meth:`polymahjong.sim.runner.Summary.as_dict`, exact sums included, with their 95% intervals), the
economy of the run, the interactive charts of :mod:`polymahjong.sim.plots`, the balance of the
pattern values (:mod:`polymahjong.sim.balance`), the wins by hand total, and the options that set
each pattern's value where the ruleset has them. The page is the template ``report.html``
(:mod:`polymahjong.sim.pages`); style and the charts' library are inline, nothing outside the page is
loaded. The page depends only on the run, so the same run gives the same page on any number of
workers or backend.
"""
from __future__ import annotations

import os
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from polymahjong.sim.settings import STATUS, option_text, pattern_names, status, value_settings, value_units
from polymahjong.variants.base import Variant

#: What each payment category of the economy is (see :mod:`polymahjong.sim.economy`); a payment event's own
#: reason is shown as it is.
PAYMENTS = {"hand": "wins: the hands", "honba": "wins: honba", "sticks": "wins: riichi sticks",
            "settlement": "end of the deal: settlement (bars, ...)", "deal_end": "end of the deal: the wall's end "
            "(ready-hand payments, penalties)", "kong": "kongs"}


class ReportError(ValueError):
    """The report cannot be written where it was asked for; the message names the path and why."""


@dataclass(frozen=True)
class Run:
    """What was simulated, enough to run it again: the ruleset with its options resolved, the
    options as given, the number of games, the seed and the bots."""

    variant: Variant
    options: Mapping[str, Any]
    games: int
    seed: int
    bot: str

    def command(self) -> str:
        """The command line that plays this run again and writes its report."""
        words = ["polymahjong", "simulate", "--variant", self.variant.name]
        for name, value in self.options.items():
            words += ["-o", f"{name}={option_text(value)}"]
        words += ["--games", str(self.games), "--seed", str(self.seed), "--bot", self.bot, "--report", "report.html"]
        return shlex.join(words)


def charts(variant: Variant, data: Mapping[str, Any]) -> dict[str, str]:
    """The page's charts as markup, by kind: ``frequency``, ``value`` and ``scatter`` where the run had patterns,
    ``totals`` where it had wins, and ``balance`` where a curve was fitted (none for a run without a win)."""
    # Plotly takes most of a second to import: only a run that writes a page pays for it.
    from polymahjong.sim.plots import (balance_chart, chart_html, frequency_chart, scatter_chart, totals_chart,
                                       value_chart)

    patterns, names = data["patterns"], pattern_names(variant)
    unit, units = value_units(variant)
    figures: dict[str, Any] = {}
    if patterns:
        figures = {"frequency": frequency_chart(patterns, data["wins"], names, unit),
                   "value": value_chart(patterns, names, unit, units),
                   "scatter": scatter_chart(patterns, data["wins"], names, data["all_wins"], unit)}
    if data["totals"]:
        figures["totals"] = totals_chart(data["totals"], unit)
    if data.get("balance") and data["balance"]["fit"]:
        figures["balance"] = balance_chart(data["balance"], patterns, data["wins"], names, unit)
    return {kind: chart_html(fig, kind) for kind, fig in figures.items()}


def report_page(run: Run, data: Mapping[str, Any]) -> str:
    """The report of ``run`` whose figures are ``data`` (``Summary.as_dict()``), as HTML text."""
    from polymahjong.sim.pages import render  # with Plotly: see charts()

    v = run.variant
    names = pattern_names(v)
    unit, units = value_units(v)
    return render("report.html", charts(v, data), title=f"{v.name} playtest report",
                  heading=f"{v.rules.get('title', v.name)}: how often each pattern occurs and what it pays",
                  variant=v, data=data, unit=unit, units=units, names=names, name=lambda pid: names.get(pid, pid),
                  given=", ".join(f"{k}={option_text(val)}" for k, val in run.options.items()) or
                  "none (the defaults)",
                  resolved=[(k, option_text(val)) for k, val in v.options.items()], bot=run.bot, seed=run.seed,
                  command=run.command(), settings=value_settings(v), status=lambda pid: status(v, pid),
                  status_words=STATUS, unseen=[pid for pid in names if pid not in data["patterns"]],
                  payment_names=PAYMENTS)


def check_writable(path: Path) -> None:
    """Raise :class:`ReportError` unless a report can be written at ``path`` (checked before a long run)."""
    if path.is_dir():
        raise ReportError(f"cannot write the report to {path}: it is a directory")
    folder = path.parent
    if not folder.is_dir():
        raise ReportError(f"cannot write the report to {path}: no folder {folder}")
    if path.exists() and not path.is_file():
        raise ReportError(f"cannot write the report to {path}: not a regular file")
    if not os.access(path if path.exists() else folder, os.W_OK):
        raise ReportError(f"cannot write the report to {path}: permission denied")


def write_report(path: Path, page: str) -> None:
    """Write the page to ``path``; a failure is a :class:`ReportError` naming the path and the reason."""
    try:
        path.write_text(page, encoding="utf-8")
    except OSError as e:
        raise ReportError(f"cannot write the report to {path}: {e.strerror or e}") from None
