"""The ASGI application: the page, its static files and the WebSocket endpoint ``/ws``."""
from __future__ import annotations

from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles

from polymahjong.server.downloads import download, replay_download
from polymahjong.server.hub import Hub
from polymahjong.server.protocol import warm
from polymahjong.server.rooms import Lobby
from polymahjong.server.store import Store

STATIC = Path(__file__).parent / "static"


def create_app(bot_delay: float = 0.5, max_rooms: int = 100, grace: float = 20.0,
               idle_expiry: float = 600.0, timers: bool = True, db: str | Path = ":memory:") -> Starlette:
    """A server with an empty lobby of at most ``max_rooms`` rooms; bots move ``bot_delay`` seconds apart; a
    bot stands in for a human away longer than ``grace`` seconds; rooms not in play that nobody is connected
    to expire after ``idle_expiry`` seconds without a change; ``timers`` False: tables are untimed unless
    they set timers of their own. Games are kept in the SQLite database ``db`` (``":memory:"``: for the
    process only); the rooms saved there whose match is not over are back at their last move."""
    store = Store(db)
    lobby = Lobby(max_rooms, idle_expiry, timers)
    lobby.restore(store.rooms(), store.next_number(), Hub.now())
    hub = Hub(lobby, bot_delay, grace, store)
    warm()
    hub.thinker.start()

    async def index(request: Request) -> FileResponse:
        return FileResponse(STATIC / "index.html")

    async def game(request: Request) -> Response:
        return download(hub, request)

    def replay_frames(request: Request) -> Response:  # run in a thread: replaying a match takes a while
        return replay_download(hub, request)

    app = Starlette(routes=[
        Route("/", index),
        Route("/games/{room}.replay", replay_frames),
        Route("/games/{room}.{format}", game),
        WebSocketRoute("/ws", hub.serve),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ])
    app.state.hub = hub
    return app
