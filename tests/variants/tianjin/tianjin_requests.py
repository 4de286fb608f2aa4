"""Score requests for the Tianjin tests: hands in mpsz, answers as response dicts."""
from __future__ import annotations

from typing import Any

from polymahjong import ruleset

#: "If the two of shoots was chosen, the jokers would be the two and three of shoots."
JOKERS = ["2s", "3s"]


def score(hand: str, win: str, *, seat: int = 1, jokers: list[str] | None = None,
          options: dict[str, Any] | None = None, **fields: Any) -> dict[str, Any]:
    """The response to a self-drawn win by ``seat`` (South unless given) with the jokers 2s and 3s."""
    req = {"variant": "tianjin", "hand": hand, "win_tile": win, "win_type": "tsumo", "seat": seat,
           "jokers": JOKERS if jokers is None else jokers, **fields}
    return ruleset("tianjin", **(options or {})).score_request(req)


def ids(resp: dict[str, Any]) -> list[str]:
    """The pattern ids of a valid response."""
    assert resp["ok"] and resp["valid"], resp
    return [p["id"] for p in resp["patterns"]]
