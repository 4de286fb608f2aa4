"""Abortive draws named by ``[round] aborts`` and ``kan_abort``: when each one ends a round."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from polymahjong.engine.round import Round

#: Distinct terminal and honour kinds a first-turn hand needs to call nine terminals.
NINE = 9


def nine_terminals(rnd: "Round", seat: int) -> bool:
    """Whether ``seat``'s hand holds nine or more different terminals and honours."""
    kinds = rnd.table.tileset.kinds
    held = {rnd.kind(t) for t in rnd.hands[seat]}
    return sum(1 for k in held if kinds[k].is_honour or (kinds[k].is_number and kinds[k].rank in (1, 9))) >= NINE


def abort_after_discard(rnd: "Round") -> str | None:
    """The abortive draw a discard that passed without a win brings, or None.

    Four winds: the first four discards are the same wind and nobody called.
    Then the ruleset's own (:meth:`TableHooks.abort_after_discard`; riichi: four declarations).
    Four kongs: ``kan_abort`` kongs by more than one seat."""
    aborts, n = rnd.rules.aborts, rnd.n
    if "four_winds" in aborts and sum(map(len, rnd.river)) == n and not any(rnd.melds):
        first = {rnd.kind(r[0]) for r in rnd.river}
        if len(first) == 1 and rnd.table.tileset.kinds[first.pop()].group.value == "wind":
            return "four winds"
    reason = rnd.table.hooks.abort_after_discard(rnd)
    if reason:
        return reason
    limit = rnd.rules.kan_abort
    if limit and len(rnd.kans) >= limit and len(set(rnd.kans)) > 1:
        return "four kongs"
    return None
