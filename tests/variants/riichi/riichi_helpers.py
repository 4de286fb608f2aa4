"""Building riichi score requests for the tests."""
from __future__ import annotations

from typing import Any

from polymahjong import ruleset


def score(hand: str, win: str, *, ron: int | None = None, seat: int = 1, melds: list[dict] | None = None,
          options: dict[str, Any] | None = None, **fields: Any) -> dict[str, Any]:
    """Score ``hand`` + ``win`` for ``seat``: a ron from seat ``ron``, else a tsumo."""
    request = {"variant": "riichi", "hand": hand, "win_tile": win, "seat": seat,
               "win_type": "tsumo" if ron is None else "ron", "melds": melds or [], **fields}
    if ron is not None:
        request["discarder"] = ron
    return ruleset("riichi", **(options or {})).score_request(request)


def ids(answer: dict[str, Any]) -> dict[str, int]:
    """Pattern id -> value of an answer."""
    return {p["id"]: p["value"] for p in answer["patterns"]}
