"""Score requests for the Sichuan tests: hands in mpsz (m characters, p dots, s bamboo), answers as
response dicts. The document's scoring examples assume the forbidden suit is Characters, so ``void_suit``
defaults to ``m``."""
from __future__ import annotations

from typing import Any

from polymahjong import ruleset


def score(hand: str, win: str, win_type: str = "ron", *, seat: int = 1, options: dict[str, Any] | None = None,
          **fields: Any) -> dict[str, Any]:
    """The response to a request; on a ron the discarder defaults to seat 0."""
    req = {"variant": "sichuan", "hand": hand, "win_tile": win, "win_type": win_type, "seat": seat,
           "void_suit": "m", **fields}
    if win_type == "ron":
        req.setdefault("discarder", 0)
    return ruleset("sichuan", **(options or {})).score_request(req)


def values(resp: dict[str, Any]) -> dict[str, Any]:
    """Pattern id -> fan of a valid response."""
    assert resp["ok"] and resp["valid"], resp
    return {p["id"]: p["value"] for p in resp["patterns"]}


def pon(tiles: str, source: int) -> dict[str, Any]:
    """A melded pung called from ``source``."""
    return {"type": "pon", "tiles": tiles, "from": source}


def kan(kind: str, tiles: str, source: int | None = None) -> dict[str, Any]:
    """A kong: ``closed_kan`` (no source), ``open_kan`` or ``added_kan`` (from ``source``)."""
    return {"type": kind, "tiles": tiles} | ({} if source is None else {"from": source})
