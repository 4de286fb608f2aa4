"""The page and its files are served locally (no CDN), and ``polymahjong serve`` is a command."""
from __future__ import annotations

import re

from starlette.testclient import TestClient
from typer.testing import CliRunner

from polymahjong.cli import COMMAND_MODULES, app


def test_the_page_and_its_files_are_served_from_here(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200 and "text/html" in page.headers["content-type"]
    refs = re.findall(r'(?:src|href)="([^"]+)"', page.text)
    assert refs and all(r.startswith("/static/") for r in refs)
    for ref in refs:
        body = client.get(ref)
        assert body.status_code == 200
        assert not re.search(r"https?://", body.text)  # nothing loaded from elsewhere
    assert client.get("/static/nothing.js").status_code == 404


def test_serve_is_a_command() -> None:
    from importlib import import_module

    assert "polymahjong.cli.serve" in COMMAND_MODULES
    for module in COMMAND_MODULES:
        import_module(module)
    result = CliRunner().invoke(app, ["serve", "--help"])
    assert result.exit_code == 0 and "--port" in result.output and "--host" in result.output
