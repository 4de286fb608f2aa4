"""The playtest report: one self-contained HTML page a rules designer reads to set pattern values.

It shows the run (ruleset, options, games, rounds, wins, draws, bots, seed, digest, and the
command that runs it again), per pattern how often it occurred and what it paid (the figures of
:meth:`polymahjong.sim.runner.Summary.as_dict`, exact sums included, with their 95% intervals), the
economy of the run (:mod:`polymahjong.sim.economy_page`), the charts of
:mod:`polymahjong.sim.plots`, the wins by hand total, and the options that set each pattern's
value where the ruleset has them. Styles and charts are inline: no script, no file or address
outside the page. The page depends only on the run, so the same run gives the same page on any
number of workers or backend. It is well-formed XML as well as HTML.
"""
from __future__ import annotations

import os
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping
from xml.sax.saxutils import escape

from polymahjong.render.text import number
from polymahjong.sim.economy_page import economy_section
from polymahjong.sim.htmlparts import (cell, document, facts, figure, interval, paragraph, section, table,
                                       within)
from polymahjong.sim.plots import frequency_chart, scatter_chart, totals_chart, value_chart
from polymahjong.sim.settings import (STATUS, Setting, option_text, pattern_names, status, value_settings,
                                      value_units, with_unit)
from polymahjong.sim.svgchart import tag
from polymahjong.variants.base import Variant



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


class Page:
    """The report of one run: each section built from the run's figures (``Summary.as_dict()``)."""

    def __init__(self, run: Run, data: Mapping[str, Any]) -> None:
        self.run, self.data = run, data
        self.names = pattern_names(run.variant)
        self.unit, self.units = value_units(run.variant)
        self.settings = value_settings(run.variant)

    def name(self, pid: str) -> str:
        """A pattern's name in the ruleset's table (its id when the table lacks it)."""
        return self.names.get(pid, pid)

    def html(self) -> str:
        """The whole page."""
        v = self.run.variant
        title = f"{v.rules.get('title', v.name)}: how often each pattern occurs and what it pays"
        body = [tag("h1", {}, escape(title)), self.run_section(), self.patterns_section(), economy_section(self.data),
                self.charts_section(),
                self.totals_section(), self.settings_section(), self.unseen_section(), self.errors_section()]
        return document(f"{v.name} playtest report", body)

    def run_section(self) -> str:
        """The run: what was played, its totals, and how to play it again."""
        d, run, unit = self.data, self.run, self.unit
        every = d["all_wins"]
        given = ", ".join(f"{k}={option_text(val)}" for k, val in run.options.items()) or "none (the defaults)"
        resolved = tag("details", {}, tag("summary", {}, "every option as the run resolved it")
                       + facts((k, escape(option_text(val))) for k, val in run.variant.options.items()))
        return section("run", "The run", facts([
            ("ruleset", escape(f"{run.variant.name}: {run.variant.rules.get('title', '')}")),
            ("options given", escape(given) + resolved),
            ("games", escape(str(d["games"]))), ("rounds", escape(str(d["rounds"]))),
            ("wins", escape(f"{d['wins']} ({d['wins_per_100_rounds']} per 100 rounds"
                            f"{within(d, 'wins_per_100_rounds')})")),
            ("draws", escape(f"{d['draws']} ({d['draws_per_100_rounds']} per 100 rounds"
                             f"{within(d, 'draws_per_100_rounds')})")),
            ("how the wins came", escape(f"per 100 wins: {figure(d, 'self_drawn_per_100_wins')} self-drawn, "
                                         f"{figure(d, 'open_per_100_wins')} with an open hand, "
                                         f"{figure(d, 'dealer_per_100_wins')} by the dealer")),
            ("per 100 rounds", escape(f"{figure(d, 'deal_ins_per_100_rounds')} deal-ins" + (
                f", {figure(d, 'riichi_per_100_rounds')} riichi declarations" if "riichi_per_100_rounds" in d else ""))),
            ("every win", escape(f"mean total {with_unit(every['mean_value'], unit)}{within(every, 'mean_value')}, "
                                 "mean paid to the winner "
                                 f"{figure(every, 'mean_paid')} (exact sums "
                                 f"{with_unit(number(every['value_sum']), unit)} and {number(every['paid_sum'])})")),
            ("bots", escape(run.bot)), ("seed", escape(str(run.seed))),
            ("digest", tag("code", {}, escape(d["digest"])) + escape(" (sha256 of the game records in order)")),
            ("errors", escape(str(len(d["errors"])))),
            ("run it again", tag("code", {}, escape(run.command()))),
        ]))

    def patterns_section(self) -> str:
        """Per pattern of the run: how often, what it is worth, what it paid, exact sums, its settings."""
        d, unit = self.data, self.unit
        rows = [self.pattern_row(pid, row) for pid, row in d["patterns"].items()]
        every = d["all_wins"]
        foot = tag("tr", {}, cell(escape("every win")) + cell("") + cell(str(every["wins"]), numeric=True)
                   + cell("100.00", numeric=True) + cell("") + cell(escape(d["wins_per_100_rounds"]), numeric=True)
                   + cell(interval(d["wins_per_100_rounds_ci"]), numeric=True)
                   + cell(escape(every["mean_value"]), numeric=True)
                   + cell(interval(every["mean_value_ci"]), numeric=True)
                   + cell(escape(every["mean_paid"]), numeric=True)
                   + cell(interval(every["mean_paid_ci"]), numeric=True)
                   + cell(escape(number(every["value_sum"])), numeric=True)
                   + cell(escape(number(every["paid_sum"])), numeric=True) + cell("")
                   + (cell("") if self.settings else ""))
        head = ["pattern", "id", "wins", "per 100 wins", "95%", "per 100 rounds", "95%",
                f"mean value ({unit or 'its unit'})", "95%", "mean paid", "95%", "value sum", "paid sum",
                "games for ±1 per 100 wins"] + (["value setting"] if self.settings else [])
        note = paragraph("Per pattern of the run, most frequent first: the wins that have it, how often (per 100 "
                         "wins, per 100 rounds), the mean of its own value and of the winner's gain in those wins "
                         "(rounded), and the exact sums they come from. Beside each rate and mean, its 95% interval "
                         "(Wilson for a rate; mean ± 1.96 standard errors for a mean): the true figure lies there "
                         "in 19 runs of 20. The games column says how long a run must be to know the pattern's "
                         "share of wins to about ±1 per 100 wins (rare patterns need fewer, common ones near 50 per "
                         "100 need most). The last row counts every win: its value is the hand's total.",
                         {"class": "note"})
        if not rows:
            return section("patterns", "Patterns", paragraph("No win had a pattern in this run."))
        return section("patterns", "Patterns", note + table(head, rows, foot, numeric_from=2))

    def pattern_row(self, pid: str, row: Mapping[str, Any]) -> str:
        """One pattern's row of the patterns table."""
        own = self.units.get(pid, self.unit)
        shown_unit = f" {own}" if own != self.unit else ""
        cells = [cell(escape(self.name(pid))), cell(tag("code", {}, escape(pid))),
                 cell(str(row["wins"]), "wins", True), cell(escape(row["per_100_wins"]), "per_100_wins", True),
                 cell(interval(row["per_100_wins_ci"]), "per_100_wins_ci", True),
                 cell(escape(row["per_100_rounds"]), "per_100_rounds", True),
                 cell(interval(row["per_100_rounds_ci"]), "per_100_rounds_ci", True),
                 cell(escape(row["mean_value"] + shown_unit), "mean_value", True),
                 cell(interval(row["mean_value_ci"]), "mean_value_ci", True),
                 cell(escape(row["mean_paid"]), "mean_paid", True),
                 cell(interval(row["mean_paid_ci"]), "mean_paid_ci", True),
                 cell(escape(number(row["value_sum"]) + shown_unit), "value_sum", True),
                 cell(escape(number(row["paid_sum"])), "paid_sum", True),
                 cell(escape(str(row["games_for_1_per_100_wins"] or "")), "games_for_1_per_100_wins", True)]
        if self.settings:
            cells.append(cell(settings_text(self.settings.get(pid, [])), "setting"))
        return tag("tr", {"data-pattern": pid}, "".join(cells))

    def charts_section(self) -> str:
        """The frequency, value and scatter charts (none when no win had a pattern)."""
        d = self.data
        if not d["patterns"]:
            return ""
        charts = [frequency_chart(d["patterns"], d["wins"], self.names, self.unit),
                  value_chart(d["patterns"], self.names, self.unit, self.units),
                  scatter_chart(d["patterns"], d["wins"], self.names, d["all_wins"], self.unit)]
        return section("charts", "Charts", "".join(tag("figure", {}, chart) for chart in charts))

    def totals_section(self) -> str:
        """The wins by hand total: a chart and its table."""
        totals, unit = self.data["totals"], self.unit
        if not totals:
            return ""
        rows = [tag("tr", {"data-total": str(row["total"])},
                    cell(escape(with_unit(number(row["total"]), unit)), "total") + cell(str(row["wins"]), "wins", True)
                    + cell(escape(row["per_100_wins"]), "per_100_wins", True)
                    + cell(escape(row["mean_paid"]), "mean_paid", True)
                    + cell(escape(number(row["paid_sum"])), "paid_sum", True)) for row in totals]
        note = paragraph("How many wins had each hand total (the win's value as its record gives it), and what "
                         "they paid the winner: where the minimum and the limits bite.", {"class": "note"})
        return section("totals", "Hands by total", note + tag("figure", {}, totals_chart(totals, unit))
                       + table(["total", "wins", "per 100 wins", "mean paid", "paid sum"], rows, numeric_from=1))

    def settings_section(self) -> str:
        """Every value option of the ruleset: the pattern it sets, its status, value, default and help."""
        v = self.run.variant
        if not self.settings:
            return section("settings", "Value settings", paragraph(
                f"{v.name} has no pattern value options: its values are those of its rule document."))
        patterns = self.data["patterns"]
        rows = []
        for pid, settings in self.settings.items():
            for s in settings:
                wins = patterns[pid]["wins"] if pid in patterns else 0
                rows.append(tag("tr", {"data-option": s.option, "data-pattern": pid},
                                cell(tag("code", {}, escape(s.option))) + cell(escape(self.name(pid)))
                                + cell(escape(status(v, pid)), "status")
                                + cell(tag("span", {"class": "changed"} if s.changed else {}, escape(s.value)), "value")
                                + cell(escape(s.default), "default") + cell(str(wins), "wins", True)
                                + cell(escape(s.help))))
        legend = tag("ul", {}, "".join(tag("li", {}, tag("b", {}, escape(k)) + escape(f": {text}"))
                                       for k, text in STATUS.items()))
        note = paragraph(f"The options that set each pattern's numbers (change one with -o name=value; a value "
                         f"changed from its default is marked). Status:", {"class": "note"})
        return section("settings", "Value settings", note + legend + table(
            ["option", "pattern", "status", "value", "default", "wins", "what it sets"], rows))

    def unseen_section(self) -> str:
        """The ruleset's patterns that no win of the run had."""
        unseen = [pid for pid in self.names if pid not in self.data["patterns"]]
        if not unseen:
            return ""
        rows = [tag("tr", {"data-pattern": pid}, cell(escape(self.name(pid))) + cell(tag("code", {}, escape(pid)))
                    + (cell(settings_text(self.settings.get(pid, []))) if self.settings else "")) for pid in unseen]
        head = ["pattern", "id"] + (["value setting"] if self.settings else [])
        return section("unseen", "Patterns not met in this run", paragraph(
            f"{len(unseen)} of the ruleset's {len(self.names)} patterns: more games, or other bots, may find them.",
            {"class": "note"}) + table(head, rows))

    def errors_section(self) -> str:
        """The games that failed, if any."""
        errors = self.data["errors"]
        if not errors:
            return ""
        return section("errors", "Errors", "".join(tag("pre", {}, escape(e)) for e in errors))


def settings_text(settings: Iterable[Setting]) -> str:
    """A pattern's settings as markup: ``value.closed_hand = 2.6``, changed ones marked."""
    return "<br/>".join(tag("code", {}, escape(f"{s.option} = {s.value}"))
                        + (tag("span", {"class": "changed"}, escape(f" (default {s.default})")) if s.changed else "")
                        for s in settings)


def report_page(run: Run, data: Mapping[str, Any]) -> str:
    """The report of ``run`` whose figures are ``data`` (``Summary.as_dict()``), as HTML text."""
    return Page(run, data).html()


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
