"""A real server on a loopback socket for the server tests: uvicorn in a thread, and a blocking WebSocket
client with the same calls as Starlette's test session (``send_json``, ``receive_json``, ``send_text``)."""
from __future__ import annotations

import json
import threading
import time
from contextlib import contextmanager
from typing import Any, Iterator

import uvicorn
from websockets.sync.client import ClientConnection, connect

from polymahjong.server.app import create_app
from polymahjong.server.hub import Hub


class Live:
    """A running server: its ``port``, its ``hub``, and :meth:`connect` for clients."""

    def __init__(self, port: int, hub: Hub) -> None:
        self.port, self.hub = port, hub

    @contextmanager
    def connect(self) -> Iterator["SocketClient"]:
        """A WebSocket client of ``/ws``, closed at the end of the block."""
        with connect(f"ws://127.0.0.1:{self.port}/ws", open_timeout=10) as ws:
            yield SocketClient(ws)


class SocketClient:
    """One blocking WebSocket connection; every receive gives up after ``timeout`` seconds."""

    def __init__(self, ws: ClientConnection, timeout: float = 20.0) -> None:
        self.ws, self.timeout = ws, timeout

    def send_json(self, message: Any) -> None:
        self.ws.send(json.dumps(message))

    def send_text(self, text: str) -> None:
        self.ws.send(text)

    def receive_json(self, timeout: float | None = None) -> dict[str, Any]:
        return json.loads(self.ws.recv(timeout=self.timeout if timeout is None else timeout))

    def close(self) -> None:
        self.ws.close()


@contextmanager
def live_server(**options: Any) -> Iterator[Live]:
    """``create_app(**options)`` served on a free loopback port until the end of the block."""
    app = create_app(**options)
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=0, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        assert thread.is_alive() and time.monotonic() < deadline, "the server did not start"
        time.sleep(0.01)
    port = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield Live(port, app.state.hub)
    finally:
        server.should_exit = True
        thread.join(10)
