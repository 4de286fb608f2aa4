"""``polymahjong serve``: the browser client and its WebSocket server."""
from __future__ import annotations

import typer

from polymahjong.cli import app


@app.command()
def serve(host: str = typer.Option("127.0.0.1", help="address to listen on (0.0.0.0: every interface)"),
          port: int = typer.Option(8000, min=1, max=65535, help="port to listen on"),
          bot_delay: float = typer.Option(0.5, min=0.0, help="seconds between two bot moves, so people can follow"),
          max_rooms: int = typer.Option(100, min=1, help="rooms the lobby holds at most (a full lobby refuses new ones)"),
          grace: float = typer.Option(20.0, min=0.0, help="seconds an away human keeps the seat before a bot stands in"),
          idle_expiry: float = typer.Option(600.0, min=0.0, help="seconds after which a room not in play that nobody "
                                                                  "is connected to expires"),
          db: str = typer.Option("", help="the SQLite file games are kept in (default: "
                                           "$XDG_DATA_HOME/polymahjong/games.sqlite; ':memory:': none kept)"),
          timers: bool = typer.Option(True, help="the rulesets' turn timers and claim windows (a table may set "
                                                 "its own either way)")) -> None:
    """Play in a browser: a lobby of tables, any ruleset, against bots or each other (open http://HOST:PORT/)."""
    import gc

    import uvicorn

    from polymahjong.server.app import create_app
    from polymahjong.server.store import default_path

    typer.echo(f"polymahjong: open http://{host}:{port}/ in a browser (Ctrl-C stops the server); "
               f"games kept in {db or default_path()}")
    app = create_app(bot_delay=bot_delay, max_rooms=max_rooms, grace=grace, idle_expiry=idle_expiry, timers=timers,
                     db=db or default_path())
    gc.freeze()  # what start-up made (modules, rules, tile faces) is never scanned again: shorter full collections
    uvicorn.run(app, host=host, port=port, log_level="warning",
                ws_per_message_deflate=False)  # compressing every small message costs more than it saves
