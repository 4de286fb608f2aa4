"""When a match ends, and who takes the declaration sticks (riichi's) left on the table then.

The rules come from :class:`~polymahjong.engine.table.TableRules`: a player
below zero, the deals or rotations run out, and with ``sudden_death`` one more
rotation at most while nobody has reached ``target`` (ending once a round ends
with someone there: at once, or, with ``extension_ends_on_repeat`` off, once
the deal passes; after the extra rotation's last round once the deal passes,
whatever the scores). ``dealer_stop``: from the last regular round on, a dealer
who keeps the deal in one of its ways (``win``, ``tenpai``) and is first with
``target`` ends the match. Any other dealer repeat plays the round again, the
last regular round and the extension's last round included.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from polymahjong.engine.match import Match


def leader(match: "Match") -> int:
    """The first-placed player: most points, ties to the one seated earlier from the first dealer."""
    n = match.n
    return min(range(n), key=lambda p: (-match.scores[p], (p - match.first_dealer) % n))


def match_over(match: "Match", repeat: bool, kept: str | None) -> bool:
    """Whether the match ends after the round just recorded (``match`` already moved the deal):
    ``repeat`` when the dealer deals again, ``kept`` how the dealer kept the deal (``win``, ``tenpai``; None
    when the deal passed or an abortive draw repeats it)."""
    rules, scores = match.rules, match.scores
    if rules.bust_below_zero and any(s < 0 for s in scores):
        return True
    if rules.max_deals and match.deals >= rules.max_deals:
        return True
    if not rules.rotations:
        return False
    regular = rules.rotations * match.n  # passes of the deal in the regular match
    played = match.passes - (not repeat)  # passes before the round just played
    if (kept in rules.dealer_stop and played >= regular - 1 and leader(match) == match.dealer
            and scores[match.dealer] >= rules.target):
        return True
    if not rules.sudden_death:
        return match.passes >= regular
    if match.passes >= regular + match.n:
        return True
    reached = max(scores) >= rules.target
    return match.passes >= regular and reached and (not repeat or rules.extension_ends_on_repeat)
