from __future__ import annotations

from typing import Iterator

import pytest
from starlette.testclient import TestClient

from polymahjong.server.app import create_app


@pytest.fixture
def client() -> Iterator[TestClient]:
    """A server whose bots move at once and whose tables are untimed (one event loop for every connection
    of the test)."""
    with TestClient(create_app(bot_delay=0, timers=False)) as c:
        yield c
