"""Score requests for the Ùzje tests: hands in UJMJ, answers as response dicts."""
from __future__ import annotations

from typing import Any

from polymahjong import ruleset

#: A called sequence 123s (from the winner's left, seat 3), to make a hand open.
OPEN_123S = {"type": "chi", "tiles": "123s", "from": 3}
#: With OPEN_123S and a ron on 9m: a complete hand with no pattern at all
#: (sets 123s, 777s, 48fs gem, 246m arith, pair 99m).
PLAIN = "47778fs246m9m"


def score(hand: str, win: str, win_type: str = "ron", *, seat: int = 0, options: dict[str, Any] | None = None,
          **fields: Any) -> dict[str, Any]:
    """The response to a request; on a ron the discarder defaults to the next seat after the winner."""
    rules = ruleset("uzje", **(options or {}))
    req = {"variant": "uzje", "hand": hand, "win_tile": win, "win_type": win_type, "seat": seat, **fields}
    if win_type == "ron":
        req.setdefault("discarder", (seat + 1) % rules.players)
    return rules.score_request(req)


def values(resp: dict[str, Any]) -> dict[str, Any]:
    """Pattern id -> value of a response."""
    assert resp["ok"], resp
    return {p["id"]: p["value"] for p in resp["patterns"]}
