"""``polymahjong simulate``: bot games for a rules designer: the figures with their intervals, the report page,
and what-if runs (``--compare``) of several option sets on the same seeds."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, List, NoReturn, Optional

import typer
from rich.console import Console
from rich.table import Column, Table as RichTable

from polymahjong.cli import app
from polymahjong.cli.analysis import OPTION_HELP, parse_options
from polymahjong.cli.game import _variant
from polymahjong.cli.progress import Progress
from polymahjong.players.bots import BOTS, resolve_bot
from polymahjong.sim.compare import OptionSet, compare, comparison, parse_option_set
from polymahjong.sim.compare_page import compare_page
from polymahjong.sim.ray_backend import RayUnavailable
from polymahjong.sim.resume import ResumeError
from polymahjong.sim.export import ExportError, comparison_tables, tables, write_tables
from polymahjong.sim.figures import figure, within
from polymahjong.sim.report import ReportError, Run, check_writable, report_page, write_report
from polymahjong.sim.runner import BACKENDS, simulate
from polymahjong.variants.base import OptionError, Variant
from polymahjong.variants.registry import ruleset


def _fail(message: str) -> NoReturn:
    typer.echo(f"error: {message}", err=True)
    raise typer.Exit(2)


def pattern_table(patterns: dict[str, dict[str, Any]], ruleset_name: str) -> RichTable:
    """The simulate report: per pattern, how often it occurred and what it paid, with 95% intervals."""
    table = RichTable("wins", "/100 wins [95%]", "/100 rounds", "mean value", "mean paid [95%]",
                      "games for ±1/100 wins",
                      title=f"{ruleset_name}: patterns, how often and what the winner was paid")
    table.columns.insert(0, Column("pattern", no_wrap=True))
    for pid, row in patterns.items():
        table.add_row(pid, str(row["wins"]), row["per_100_wins"] + within(row, "per_100_wins"), row["per_100_rounds"],
                      row["mean_value"], row["mean_paid"] + within(row, "mean_paid"),
                      str(row["games_for_1_per_100_wins"] or ""))
    return table


def balance_table(balance: dict[str, Any], ruleset_name: str) -> RichTable:
    """The balance: per pattern its mean value against the curve fitted over all patterns, the flag and any
    suggested value (see :mod:`polymahjong.sim.balance`); the caption gives the curve and the threshold."""
    fit = balance["fit"]
    curve = (f"curve: value = e^{fit['intercept']} × frequency^{fit['slope']} over {fit['points']} patterns "
             "(least squares of ln value on ln frequency)" if fit else "no curve: too few patterns")
    table = RichTable("pattern", "/100 wins", "mean value", "curve", "value / curve", "flag", "suggestion",
                      title=f"{ruleset_name}: balance, each pattern's value against how often it comes",
                      caption=f"{curve}\n{balance['threshold']}")
    for pid, row in balance["patterns"].items():
        if "excluded" in row:
            table.add_row(pid, row["per_100_wins"], row["mean_value"], "", "", "", f"left out: {row['excluded']}")
            continue
        s = row["suggestion"]
        table.add_row(pid, row["per_100_wins"], row["mean_value"], row["curve_value"], row["ratio"], row["flag"] or "",
                      f"{s['option']}={s['suggested']} (now {s['value']})" if s else "")
    return table


def payment_table(economy: dict[str, Any], ruleset_name: str) -> RichTable:
    """The economy's payments by category: deals where each happened, the exact sum, the mean per deal [95%];
    the caption gives self-drawn wins, wins per deal and turns per deal."""
    table = RichTable("category", "deals", "sum", "per deal [95%]",
                      title=f"{ruleset_name}: what changed hands, per deal",
                      caption=f"self-drawn {figure(economy, 'self_drawn_per_100_wins')} per 100 wins\n"
                              f"wins per deal {figure(economy['wins_per_deal'], 'mean')}\n"
                              f"turns per deal {figure(economy['turns_per_deal'], 'mean')}")
    for name, row in economy["payments"].items():
        table.add_row(name, str(row["deals"]), str(row["sum"]), f"{row['per_deal']}{within(row, 'per_deal')}")
    return table


def compare_table(data: dict[str, Any], ruleset_name: str) -> RichTable:
    """The what-if table: per pattern, each set's wins and mean paid, and each set's paired difference from
    the base with its 95% interval."""
    sets = data["sets"]
    table = RichTable(title=f"{ruleset_name}: the same games under {len(sets)} option sets "
                            "(Δ: paired difference from the base, 95% interval)")
    table.add_column("pattern", no_wrap=True)
    for s in sets:
        table.add_column(f"{s['label']}\nwins, mean paid")
    for s in sets[1:]:
        table.add_column(f"Δ mean paid\n{s['label']}")
    rows = [("every win", data["every_win"]), *data["patterns"].items()]
    for pid, row in rows:
        cells = [f"{f['wins']}, {f['mean_paid']}" if f else "-" for f in row["sets"]]
        cells += [(d["mean_paid"] + within(d, "mean_paid")) if d["mean_paid"] is not None else "-"
                  for d in row["differences"]]
        table.add_row(pid, *cells)
    return table


@app.command("simulate")
def simulate_cmd(variant: str = typer.Option(..., help="ruleset"),
                 option: Optional[List[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
                 games: int = typer.Option(10, min=1), seed: int = typer.Option(0),
                 workers: int = typer.Option(1, min=1, help="local worker processes (backend local)"),
                 bot: Optional[str] = typer.Option(None, help=f"bots: {', '.join(BOTS)} (default: the ruleset's "
                                                   "own where it has one, else random)"),
                 backend: str = typer.Option("local", help=f"where games run: {', '.join(BACKENDS)}"),
                 address: Optional[str] = typer.Option(None, help="backend ray: the cluster's address (auto, "
                                                       "ray://host:10001); default: a new local Ray instance"),
                 out: Optional[Path] = typer.Option(None, help="write one record file per game here"),
                 json_out: bool = typer.Option(False, "--json", help="print one JSON summary line"),
                 report: Optional[Path] = typer.Option(None, help="write an HTML report here: the run, per pattern "
                                                       "how often and what it paid, charts, value options"),
                 csv_dir: Optional[Path] = typer.Option(None, "--csv", help="write the tables here as CSV (one "
                                                        "file per table) and the whole figures as summary.json; "
                                                        "give the report's folder to keep them beside the page"),
                 resume: Optional[Path] = typer.Option(None, help="keep each finished chunk of games in this folder "
                                                       "and, run again, play only the chunks not there (the same "
                                                       "run: same digest)"),
                 compare_sets: Optional[List[str]] = typer.Option(
                     None, "--compare", help="what-if: an option set k=v,k=v (or an option file, JSON or TOML) "
                     "on top of the -o options; repeat for several. Every set plays the same seeds as the base "
                     "and the output gives each pattern's figures per set and the paired differences")) -> None:
    """Play bot games; report wins, draws, and per pattern how often it occurred and what it paid, with 95%
    intervals (identical for any --workers and --backend, and so is the --report page). With --compare,
    play the same games under each option set and show the differences."""
    v = _variant(variant, option or [])
    try:
        bot = resolve_bot(v, bot, "random")
    except ValueError as e:
        _fail(str(e))
    if backend not in BACKENDS:
        _fail(f"unknown backend {backend!r} (backends: {', '.join(BACKENDS)})")
    given = dict(parse_options(option or []))
    if csv_dir:  # before a long run: a folder that cannot be made fails now
        try:
            csv_dir.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            _fail(f"cannot write the tables to {csv_dir}: {e.strerror or e}")
    if report:
        try:
            check_writable(report)
        except ReportError as e:
            _fail(str(e))
    if compare_sets:
        _what_if(v, given, compare_sets, games, seed, workers, bot, backend, address, json_out, csv_dir, report)
        return
    if out:
        out.mkdir(parents=True, exist_ok=True)
    with Progress(variant, games) as progress:
        def each(g: Any) -> None:
            if out and g.record:
                (out / f"game{g.index:06d}.jsonl").write_text(g.record)
            progress.advance()

        try:
            summary = simulate(v.name, given, games, seed, workers, bot, each, backend, address, resume)
        except (RayUnavailable, ResumeError) as e:
            _fail(str(e))
    data = summary.as_dict()
    if report:
        try:
            write_report(report, report_page(Run(v, given, games, seed, bot), data))
        except ReportError as e:
            _fail(str(e))
    if csv_dir:
        _export(csv_dir, tables(data), data)
    if json_out:
        typer.echo(json.dumps(data, separators=(",", ":")))
    else:
        console = Console()
        console.print(f"{data['games']} games, {data['rounds']} rounds, {data['wins']} wins, {data['draws']} draws, "
                      f"{len(data['errors'])} errors; digest {data['digest']}")
        if data["patterns"]:
            console.print(pattern_table(data["patterns"], v.name))
            console.print(balance_table(data["balance"], v.name))
        console.print(payment_table(data["economy"], v.name))
        for err in data["errors"]:
            console.print(f"[red]{err}[/]")
    if data["errors"]:
        raise typer.Exit(1)


def _what_if(variant: Variant, given: dict[str, str], texts: list[str], games: int, seed: int, workers: int,
             bot: str, backend: str, address: str | None, json_out: bool, csv_dir: Path | None,
             report: Path | None) -> None:
    """``simulate --compare``: check every option set first, then play them all and print the table or JSON
    (and write the page and the tables where asked)."""
    name = variant.name
    sets: list[OptionSet] = []
    try:
        for text in texts:
            option_set = parse_option_set(text)
            ruleset(name, **{**given, **option_set.options})
            sets.append(option_set)
    except OptionError as e:
        _fail(str(e))
    with Progress(name, games * (len(sets) + 1)) as progress:
        try:
            runs = compare(name, given, sets, games, seed, workers, bot, lambda k, g: progress.advance(), backend,
                           address)
        except RayUnavailable as e:
            _fail(str(e))
    data = {"variant": name, "games": games, "seed": seed, "bot": bot, **comparison(runs)}
    if csv_dir:
        _export(csv_dir, comparison_tables(data), data)
    if report:
        try:
            write_report(report, compare_page(variant, data))
        except ReportError as e:
            _fail(str(e))
    if json_out:
        typer.echo(json.dumps(data, separators=(",", ":")))
    else:
        Console().print(compare_table(data, name))
    if any(s["errors"] for s in data["sets"]):
        raise typer.Exit(1)


def _export(folder: Path, named: dict[str, Any], data: dict[str, Any]) -> None:
    try:
        write_tables(folder, named, data)
    except ExportError as e:
        _fail(str(e))
