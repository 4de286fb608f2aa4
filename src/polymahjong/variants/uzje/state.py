"""Ùzje's own state of a match (``Match.state``, handed to each round as ``Round.match_state``; built by its
table hooks): the goulashes in a row, which keep the deal with the dealer until ``[round] goulash_limit``."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from polymahjong.engine.round import Round


@dataclass
class UzjeMatch:
    """Goulashes (games ending without a winner) in a row so far in the match."""

    goulashes: int = 0

    def game_ended(self, won: bool, limit: int) -> bool:
        """Count a game that ended with a winner (``won``: the count starts again) or in a goulash; True when
        ``limit`` goulashes in a row were reached (the count starts again)."""
        self.goulashes = 0 if won else self.goulashes + 1
        if self.goulashes >= limit:
            self.goulashes = 0
            return True
        return False


def uzje_match(rnd: "Round") -> UzjeMatch:
    """The Ùzje match state of ``rnd``'s match (a round of a ruleset with Ùzje's table hooks)."""
    state = rnd.match_state
    if not isinstance(state, UzjeMatch):
        raise TypeError(f"a round of {rnd.table.variant.name} keeps no Ùzje match state")
    return state
