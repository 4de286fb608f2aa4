"""A finished game of ours as tenhou.net/6 JSON: its mjai log and its wins' scores, written by
``records/tenhou/t6_write.py``."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping, Sequence

from polymahjong.engine.round import Event
from polymahjong.players.mjai.log import mjai_log
from polymahjong.records.tenhou.t6_write import write_t6

if TYPE_CHECKING:
    from polymahjong.engine.match import Match


def tenhou6(head: Mapping[str, Any], events: Sequence[Event]) -> dict[str, Any]:
    """The record (``head``, ``events``) as a tenhou.net/6 game object; :class:`MjaiError` when it is not a
    riichi game or does not replay, :class:`RecordError` when Tenhou could not have played it."""
    wins: list[Any] = []

    def score(match: "Match", new: list[Event]) -> None:
        rnd = match.round
        for ev in new:
            if ev.get("e") == "win" and rnd is not None:
                wins.append(next(w.result for w in rnd.wins if w.seat == ev["seat"] and w.tile == ev["tile"]))

    return write_t6(head, list(mjai_log(head, events, also=score)), wins)
