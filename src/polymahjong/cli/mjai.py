"""``polymahjong mjai-bot``: one of our bots as an mjai bot process (mjai.app's convention)."""
from __future__ import annotations

import sys
from typing import List, Optional

import typer

from polymahjong.cli import app
from polymahjong.cli.analysis import OPTION_HELP
from polymahjong.cli.game import _variant
from polymahjong.players.bots import BOTS, make_bot
from polymahjong.players.mjai.botserver import MjaiBotServer, serve
from polymahjong.players.mjai.tiles import RULESET, MjaiError


@app.command("mjai-bot")
def mjai_bot(player: int = typer.Argument(..., help="the mjai player id, 0-3 (0 deals first); mjai.app passes it "
                                                    "as the last argument"),
             bot: Optional[str] = typer.Option(None, help=f"bots: {', '.join(BOTS)} (default: the ruleset's default)"),
             seed: int = typer.Option(0, help="seed of the bot's own choices"),
             option: Optional[List[str]] = typer.Option(None, "--option", "-o", help=OPTION_HELP)) -> None:
    """Play as an mjai bot: read a JSON array of mjai events per line from standard input, answer each line with
    one JSON object on standard output (docs/api/mjai.md)."""
    v = _variant(RULESET, option or [])
    try:
        server = MjaiBotServer(v, make_bot(v, bot, seed), player)
    except (MjaiError, ValueError) as e:
        typer.echo(f"error: {e}", err=True)
        raise typer.Exit(2) from None
    serve(server, sys.stdin, sys.stdout, sys.stderr)
