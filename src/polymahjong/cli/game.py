"""``polymahjong play``, ``simulate`` and ``replay``: the engine on the command line."""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, List, Optional

import typer
from rich.console import Console
from rich.progress import Progress
from rich.table import Column, Table as RichTable

from polymahjong.cli import app
from polymahjong.cli.analysis import OPTION_HELP, parse_options
from polymahjong.engine.game import play_match
from polymahjong.engine.match import Match
from polymahjong.engine.table import TableRules
from polymahjong.records.log import RecordError, RecordWriter, header, read_record
from polymahjong.records.replay import ReplayMismatch, replay
from polymahjong.records.tenhou import read_tenhou
from polymahjong.records.tenhou_replay import check_game, is_tenhou_record
from polymahjong.cli.narrate import Narrator
from polymahjong.cli.terminal import Quit, Seating, TerminalPlayer
from polymahjong.render.text import Names
from polymahjong.sim.ray_backend import RayUnavailable
from polymahjong.sim.report import ReportError, Run, check_writable, report_page, within, write_report
from polymahjong.players.bots import BOTS, make_bots, resolve_bot
from polymahjong.players.mjai import MjaiError, write_mjai_log
from polymahjong.sim.runner import BACKENDS, simulate
from polymahjong.variants.base import OptionError, Variant
from polymahjong.variants.registry import ruleset

def _variant(name: str, option: list[str]) -> Variant:
    try:
        return ruleset(name, **parse_options(option))
    except OptionError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None


@app.command()
def play(variant: str = typer.Option("riichi", help="ruleset"),
         option: Optional[List[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
         seed: int = typer.Option(0, help="seed of the match"),
         seat: int = typer.Option(0, help="your player number (0 deals first)"),
         watch: bool = typer.Option(False, help="watch bots play"),
         bot: Optional[str] = typer.Option(None, help=f"bots: {', '.join(BOTS)} (default: the ruleset's own "
                                           "where it has one, else efficiency)"),
         out: Optional[Path] = typer.Option(None, help="write the record here (default: "
                                            "polymahjong-RULESET-seedSEED-TIME.jsonl in the current folder)")) -> None:
    """Play a match against bots in the terminal (or --watch bots play). The record is written as the
    game goes: a match left with Ctrl-D or Ctrl-C keeps it up to there (``replay`` reads its finished rounds)."""
    v = _variant(variant, option or [])
    console = Console()
    try:
        players: list[Any] = make_bots(v, bot, seed)
    except ValueError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None
    names = Names(v)
    rules = TableRules.of(v)
    counters = bool(rules.honba or rules.riichi_stick)
    seating = Seating(v.players, None if watch else seat)
    if not watch:
        if not 0 <= seat < v.players:
            typer.echo(f"error: --seat must be 0..{v.players - 1}, not {seat}", err=True)
            raise typer.Exit(2)
        players[seat] = TerminalPlayer(names, console, seating, counters)
    path = out or Path(f"polymahjong-{v.name}-seed{seed}-{time.strftime('%Y%m%d-%H%M%S')}.jsonl")
    try:
        record = RecordWriter(path, header(v, seed, [p.name for p in players]))
    except OSError as e:
        typer.echo(f"error: cannot write the record {path}: {e.strerror}", err=True)
        raise typer.Exit(2) from None
    console.print(f"the record goes to {path}")
    narrate = Narrator(names, console, seating, counters)

    def show(match: Match, events: list[dict[str, Any]]) -> None:
        if not record.written:
            record.write(match.events[:1])  # the match's own first event
        record.write(events)
        narrate(match, events)

    try:
        play_match(v, players, seed, on_events=show)
    except KeyboardInterrupt:
        console.print(f"\n[bold]interrupted[/] (Ctrl-C): the record so far is in {path}")
        raise typer.Exit(130) from None
    except Quit:
        console.print(f"\n[bold]you left the match[/] (Ctrl-D): the record so far is in {path}")
        return
    finally:
        record.close()
    console.print(f"the record is in {path}")


def pattern_table(patterns: dict[str, dict[str, Any]], ruleset_name: str) -> RichTable:
    """The simulate report: per pattern, how often it occurred and what it paid."""
    table = RichTable("wins", "/100 wins [95%]", "/100 rounds", "mean value", "mean paid [95%]",
                      "games for ±1/100 wins",
                      title=f"{ruleset_name}: patterns, how often and what the winner was paid")
    table.columns.insert(0, Column("pattern", no_wrap=True))
    for pid, row in patterns.items():
        table.add_row(pid, str(row["wins"]), row["per_100_wins"] + within(row, "per_100_wins"), row["per_100_rounds"],
                      row["mean_value"], row["mean_paid"] + within(row, "mean_paid"),
                      str(row["games_for_1_per_100_wins"] or ""))
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
                                                       "how often and what it paid, charts, value options")) -> None:
    """Play bot games; report wins, draws, and per pattern how often it occurred and what it paid
    (identical for any --workers and --backend, and so is the --report page)."""
    v = _variant(variant, option or [])
    try:
        bot = resolve_bot(v, bot, "random")
    except ValueError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None
    if backend not in BACKENDS:
        typer.echo(f"error: unknown backend {backend!r} (backends: {', '.join(BACKENDS)})", err=True)
        raise typer.Exit(2)
    if out:
        out.mkdir(parents=True, exist_ok=True)
    given = dict(parse_options(option or []))
    if report:
        try:
            check_writable(report)
        except ReportError as e:
            typer.echo(f"error: {e}", err=True)
            raise typer.Exit(2) from None
    console = Console(stderr=True)
    with Progress(console=console, transient=True, disable=json_out and not console.is_terminal) as progress:
        task = progress.add_task(f"{variant}", total=games)

        def each(g: Any) -> None:
            if out and g.record:
                (out / f"game{g.index:06d}.jsonl").write_text(g.record)
            progress.advance(task)

        try:
            summary = simulate(v.name, given, games, seed, workers, bot, each, backend, address)
        except RayUnavailable as e:
            typer.echo(f"error: {e}", err=True)
            raise typer.Exit(2) from None
    data = summary.as_dict()
    if report:
        try:
            write_report(report, report_page(Run(v, given, games, seed, bot), data))
        except ReportError as e:
            typer.echo(f"error: {e}", err=True)
            raise typer.Exit(2) from None
    if json_out:
        typer.echo(json.dumps(data, separators=(",", ":")))
    else:
        console = Console()
        console.print(f"{data['games']} games, {data['rounds']} rounds, {data['wins']} wins, {data['draws']} draws, "
                      f"{len(data['errors'])} errors; digest {data['digest']}")
        if data["patterns"]:
            console.print(pattern_table(data["patterns"], v.name))
        for err in data["errors"]:
            console.print(f"[red]{err}[/]")
    if data["errors"]:
        raise typer.Exit(1)


@app.command("replay")
def replay_cmd(files: List[Path] = typer.Argument(..., help="record files: ours (JSON lines) or Tenhou's "
                                                            "(mjlog XML, plain or gzip, or tenhou.net/6 JSON)"),
               check: bool = typer.Option(False, "--check", help="stop at the first difference"),
               mjai: Optional[Path] = typer.Option(None, "--mjai", help="also write each of our riichi records as "
                                                   "an mjai log here: DIR/NAME.mjai.jsonl (docs/api/mjai.md)")) -> None:
    """Re-play records and check that every round's result and score changes come out the same.

    A record that stops early (``play`` left with Ctrl-C or Ctrl-D) replays its finished rounds. Tenhou
    records are played through the engine (preset tenhou, the record's red fives) and every round's
    score changes are compared with Tenhou's."""
    if mjai:
        mjai.mkdir(parents=True, exist_ok=True)
    failed = 0
    for f in files:
        try:
            if is_tenhou_record(f):
                if mjai:
                    raise MjaiError("--mjai writes our own records only, not Tenhou's")
                game = check_game(read_tenhou(f))
                line = (f"{f}: ok ({game.rounds} rounds agree with Tenhou; {game.chained} round-to-round starts"
                        f"{' and the end of the game' if game.ending else ''} too)")
            else:
                head, events = read_record(f)
                finished = any(ev.get("e") == "match_end" for ev in events)
                match = replay(head, events, partial=not finished)
                line = (f"{f}: ok ({match.deals} rounds, final scores {match.summary()['scores']})" if finished else
                        f"{f}: ok, an unfinished match ({match.deals} finished rounds agree, scores then "
                        f"{match.summary()['scores']}; the record stops in round {match.deals + 1})")
                if mjai:
                    out = mjai / f"{f.name.removesuffix('.jsonl')}.mjai.jsonl"
                    write_mjai_log(head, events, out)
                    line += f"; mjai log {out}"
        except (RecordError, ReplayMismatch, MjaiError, OSError) as e:
            failed += 1
            typer.echo(f"{f}: FAIL: {e}", err=True)
            if check:
                raise typer.Exit(1) from None
            continue
        typer.echo(line)
    if failed:
        raise typer.Exit(1)
