"""A real server on a loopback port and Debian's Chromium driven by Playwright (nothing downloads a browser)."""
from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Iterator

import pytest

from browser_server import free_port, start_server

CHROMIUM = next((p for p in (shutil.which("chromium"), shutil.which("chromium-browser"), "/usr/bin/chromium")
                 if p and Path(p).exists()), None)


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """``polymahjong serve`` as its own process on 127.0.0.1 (bots at once, games in memory); its URL."""
    port = free_port()
    proc = start_server(port, "--bot-delay", "0", "--db", ":memory:")
    yield f"http://127.0.0.1:{port}/"
    proc.kill()
    proc.wait()


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    """Headless Chromium (Debian's package; CI installs it, and fails rather than skips without it)."""
    if CHROMIUM is None:
        if os.environ.get("CI"):
            pytest.fail("chromium is not installed (.ci/run installs Debian's package)")
        pytest.skip("chromium is not installed (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield b
        b.close()
