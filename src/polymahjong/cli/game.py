"""``polymahjong play``, ``simulate`` and ``replay``: the engine on the command line."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, List, Optional

import typer
from rich.console import Console, Group
from rich.progress import Progress
from rich.table import Column, Table as RichTable

from polymahjong.cli import app
from polymahjong.cli.analysis import OPTION_HELP, parse_options
from polymahjong.engine.actions import Action
from polymahjong.engine.game import play_match
from polymahjong.engine.match import Match
from polymahjong.engine.view import SeatView
from polymahjong.records.log import RecordError, header, read_record, write_record
from polymahjong.records.replay import ReplayMismatch, replay
from polymahjong.records.tenhou import read_tenhou
from polymahjong.records.tenhou_replay import check_game, is_tenhou_record
from polymahjong.render.text import WIND_NAMES, Names, numbers, river, win_breakdown
from polymahjong.sim.ray_backend import RayUnavailable
from polymahjong.sim.report import ReportError, Run, check_writable, report_page, write_report
from polymahjong.players.bots import BOTS, DEFAULT, make_bots, resolve_bot
from polymahjong.players.mjai import MjaiError, write_mjai_log
from polymahjong.sim.runner import BACKENDS, simulate
from polymahjong.tiles import Tile
from polymahjong.variants.base import OptionError, Variant
from polymahjong.variants.registry import ruleset
from polymahjong.variants.scoring import ScoreResult

def _variant(name: str, option: list[str]) -> Variant:
    try:
        return ruleset(name, **parse_options(option))
    except OptionError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None


def _bot(variant: Variant, bot: str, fallback: str) -> str:
    """The bot ``bot`` names for ``variant`` (``default``: the ruleset's own, else ``fallback``)."""
    try:
        return resolve_bot(variant, bot, fallback)
    except ValueError as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None


class TerminalPlayer:
    """A human at the terminal: shows the table, lists the legal actions, reads a number."""

    shows_furiten = True  # its views say when it is in furiten (riichi)

    def __init__(self, variant: Variant, console: Console, name: str = "you") -> None:
        self.names = Names(variant)
        self.console = console
        self.name = name

    def act(self, view: SeatView) -> Action:
        spelled: dict[str, Action] = {}
        for a in view.legal:  # two copies of a tile are one choice
            spelled.setdefault(self.names.action(a), a)
        legal = list(spelled.values())
        if len(legal) == 1:
            return legal[0]
        self.console.print(render_view(self.names, view))
        for i, a in enumerate(legal):
            self.console.print(f"  [bold]{i}[/] {self.names.action(a)}")
        while True:
            try:
                text = input(f"your action [0-{len(legal) - 1}]: ").strip()
            except EOFError:
                raise typer.Exit(1) from None
            if text.isdigit() and int(text) < len(legal):
                return legal[int(text)]
            self.console.print(f"[red]not a choice: {text!r} — type a number from 0 to {len(legal) - 1}[/]")


def render_view(names: Names, view: SeatView) -> RichTable:
    """A seat's view as a rich table: one row per seat, own hand shown."""
    t = RichTable(title=f"round wind {WIND_NAMES[view.round_wind % 4]}  wall {view.wall_left}  "
                        f"indicators {names.tiles(view.indicators)}"
                        + (f"  jokers {names.variant.format([Tile(k) for k in view.jokers])}" if view.jokers else ""))
    for col in ("seat", "score", "hand", "melds", "discards"):
        t.add_column(col)
    for s in range(len(view.hand_sizes)):
        hand = names.tiles(view.hand) if s == view.seat else f"{view.hand_sizes[s]} tiles"
        melds = " ".join(names.tiles(m[1]) if m[1] else "[face-down quad]" for m in view.melds[s]) or "-"
        flags = (" riichi" if view.riichi[s] else "") + (" out" if s not in view.active else "")
        t.add_row(f"{s}{' (you)' if s == view.seat else ''}{flags}", str(view.scores[s]), hand, melds,
                  river(names, view.discards[s], view.riichi_discards[s]))
    if view.pond:
        t.caption = f"pond: {names.tiles(view.pond)}"
    if view.last_discard:
        t.caption = (t.caption or "") + f"  claim on {names.tiles([view.last_discard[1]])} from seat {view.last_discard[0]}"
    if view.drawn is not None:
        t.caption = (t.caption or "") + f"  you drew {names.tiles([view.drawn])}"
    if view.furiten:
        t.caption = (t.caption or "") + "  [bold red]furiten[/] (no ron now)"
    return t


def render_win(names: Names, ev: dict[str, Any], result: ScoreResult | None) -> Group:
    """A ``win`` event as a table: each pattern with its value, the total (riichi: han, fu, limit;
    Ùzje: fan, limits and the hand's points), and the score changes (render/text.py's breakdown)."""
    b = win_breakdown(names, ev, result)
    t = RichTable()
    t.add_column("pattern")
    t.add_column("value", justify="right")
    for p in b["patterns"]:
        t.add_row(p["name"], p["value"] + (" (limit)" if p["limit"] else ""))
    if b["total"] is not None:
        t.add_row("[bold]total[/]", f"[bold]{b['total']}[/]")
    if b["points"] is not None:
        t.add_row("[bold]points[/]", f"[bold]{b['points']}[/]")
    seat = b["seat"]
    return Group(f"[bold green]seat {seat} wins on {b['tile']} {b['source']}[/]", t,
                 f"seat {seat} scores {b['gain']}; score changes (by seat) {numbers(ev['payments'])}")


@app.command()
def play(variant: str = typer.Option("riichi", help="ruleset"),
         option: Optional[List[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
         seed: int = typer.Option(0, help="seed of the match"),
         seat: int = typer.Option(0, help="your player number (0 deals first)"),
         watch: bool = typer.Option(False, help="watch bots play"),
         bot: str = typer.Option(DEFAULT, help=f"bots: {', '.join(BOTS)} (default: the ruleset's own bot, "
                                 "else efficiency)"),
         out: Optional[Path] = typer.Option(None, help="write the record here")) -> None:
    """Play a match against bots in the terminal (or --watch bots play)."""
    v = _variant(variant, option or [])
    console = Console()
    players: list[Any] = make_bots(v, _bot(v, bot, "efficiency"), seed)
    if not watch:
        if not 0 <= seat < v.players:
            typer.echo(f"error: --seat must be 0..{v.players - 1}, not {seat}", err=True)
            raise typer.Exit(2)
        players[seat] = TerminalPlayer(v, console)
    names = Names(v)

    def show(match: Match, events: list[dict[str, Any]]) -> None:
        for ev in events:
            e = ev["e"]
            if e == "round":
                console.rule(f"round {ev['number'] + 1}: wind {ev['wind']}, dealer player {ev['dealer']}")
            elif e == "discard" and ev.get("riichi"):
                console.print(f"seat {ev['seat']} declares riichi, discarding {names.tiles([ev['tile']])} (sideways)")
            elif watch and e in ("discard", "call"):
                tiles = [ev["tile"]] if e == "discard" else ev["tiles"]
                console.print(f"seat {ev['seat']} {ev.get('type', 'discards')} {names.tiles(tiles)}")
            elif e == "challenge":
                console.print(f"seat(s) {ev['seats']} challenge seat {ev['seat']}'s face-down quad: "
                              f"{names.tiles(ev['tiles'])} (turned face down again)")
            elif e == "step_up":
                console.print(f"seat {ev['seat']} steps up: every payment to and from them is doubled this round")
            elif e == "payment":
                console.print(f"seat {ev.get('seat')} is paid for a {ev['reason']} (score changes by seat) "
                              f"{numbers(ev['payments'])}")
            elif e == "settlement":
                console.print(f"paid at the round's end (score changes by seat) {numbers(ev['payments'])}")
            elif e == "reveal":
                console.print("quads turned up: " + "  ".join(f"seat {s} {names.tiles(t)}" for s, t in ev["quads"]))
            elif e == "win":
                rnd = match.round
                win = next((w for w in rnd.wins if w.seat == ev["seat"]), None) if rnd is not None else None
                console.print(render_win(names, ev, win.result if win is not None else None))
            elif e == "round_end":
                console.print(f"[bold]round over: {ev['result']}[/]  score changes (by seat) "
                              f"{numbers(ev['payments'])}  scores {numbers(ev['scores'])}")
            elif e == "match_end":
                console.print(f"[bold]match over[/]: final scores by player {numbers(ev['scores'])}")

    match = play_match(v, players, seed, on_events=show)
    if out:
        write_record(out, header(v, seed, [p.name for p in players]), match.events)


def pattern_table(patterns: dict[str, dict[str, Any]], ruleset_name: str) -> RichTable:
    """The simulate report: per pattern, how often it occurred and what it paid."""
    table = RichTable("wins", "/100 wins", "/100 rounds", "mean value", "mean paid",
                      title=f"{ruleset_name}: patterns, how often and what the winner was paid")
    table.columns.insert(0, Column("pattern", no_wrap=True))
    for pid, row in patterns.items():
        table.add_row(pid, str(row["wins"]), row["per_100_wins"], row["per_100_rounds"], row["mean_value"],
                      row["mean_paid"])
    return table


@app.command("simulate")
def simulate_cmd(variant: str = typer.Option(..., help="ruleset"),
                 option: Optional[List[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP),
                 games: int = typer.Option(10, min=1), seed: int = typer.Option(0),
                 workers: int = typer.Option(1, min=1, help="local worker processes (backend local)"),
                 bot: str = typer.Option(DEFAULT, help=f"bots: {', '.join(BOTS)} (default: the ruleset's own bot, "
                                         "else random)"),
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
    bot = _bot(v, bot, "random")
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

    Tenhou records are played through the engine (preset tenhou, the record's red fives) and every
    round's score changes are compared with Tenhou's."""
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
                match = replay(head, events)
                line = f"{f}: ok ({match.deals} rounds, final scores {match.summary()['scores']})"
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
