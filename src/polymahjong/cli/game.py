"""``polymahjong play``, ``simulate`` and ``replay``: the engine on the command line."""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any, List, Optional

import typer
from rich.console import Console

from polymahjong.cli import app
from polymahjong.cli.analysis import OPTION_HELP, parse_options
from polymahjong.engine.events import Event
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
from polymahjong.players.bots import BOTS, make_bots
from polymahjong.players.mjai import MjaiError, write_mjai_log
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
    counters = bool(rules.honba or rules.declaration_stick)
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

    def show(match: Match, events: list[Event]) -> None:
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
