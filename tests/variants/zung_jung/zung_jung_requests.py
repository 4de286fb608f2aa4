"""Score requests for the Zung Jung scorer tests: hands in mpsz, answers as response dicts."""
from __future__ import annotations

from typing import Any

from polymahjong import ruleset


def pon(tiles: str, source: int = 1) -> dict[str, Any]:
    return {"type": "pon", "tiles": tiles, "from": source}


def chi(tiles: str, source: int = 3) -> dict[str, Any]:
    return {"type": "chi", "tiles": tiles, "from": source}


def kan(tiles: str, source: int | None = 1) -> dict[str, Any]:
    """An open kong from ``source``; with None a concealed one."""
    return {"type": "open_kan", "tiles": tiles, "from": source} if source is not None else \
        {"type": "closed_kan", "tiles": tiles}


def score(hand: str, win: str, win_type: str = "ron", *, seat: int = 0, options: dict[str, Any] | None = None,
          **fields: Any) -> dict[str, Any]:
    """The response to a request; on a ron the discarder defaults to the seat after the winner."""
    req = {"variant": "zung_jung", "hand": hand, "win_tile": win, "win_type": win_type, "seat": seat, **fields}
    if win_type == "ron":
        req.setdefault("discarder", (seat + 1) % 4)
    return ruleset("zung_jung", **(options or {})).score_request(req)


def values(resp: dict[str, Any]) -> dict[str, Any]:
    """Pattern id -> value of a valid response."""
    assert resp["ok"] and resp["valid"], resp
    return {p["id"]: p["value"] for p in resp["patterns"]}
