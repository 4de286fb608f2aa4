"""Starting ``polymahjong serve`` as its own process for the browser tests."""
from __future__ import annotations

import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    """A loopback port nobody listens on now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, *args: str) -> subprocess.Popen[bytes]:
    """``polymahjong serve`` on 127.0.0.1:``port`` with ``args`` as its own process, once it answers."""
    proc = subprocess.Popen([sys.executable, "-m", "polymahjong", "serve", "--port", str(port), *args],
                            cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return proc
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError("the server did not start: " + (proc.stdout.read().decode() if proc.stdout else ""))
