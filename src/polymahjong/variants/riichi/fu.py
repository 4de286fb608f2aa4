"""Fu (minipoints) of a reading, with the numbers of ``[fu]`` in ``rules.toml``.

20 for winning, 10 for a closed ron, 2 for a tsumo (not with pinfu), per
triplet 2 (doubled when concealed, doubled for terminals and honours,
quadrupled for a quad), 2 per value of the pair, 2 for a single wait;
rounded up to 10. Seven pairs is 25 flat; an open hand with nothing but the
20 base is paid as 30 (open pinfu shape).
"""
from __future__ import annotations

from typing import Any, Mapping

from polymahjong.hand import SEVEN_PAIRS, STANDARD
from polymahjong.variants.riichi.reading import RYANMEN, SHANPON, Reading, Situation


def fu(r: Reading, s: Situation, pinfu: bool, rules: Mapping[str, Any]) -> int:
    """The rounded fu of reading ``r``; ``pinfu`` says whether the hand scored pinfu."""
    if r.form == SEVEN_PAIRS:
        return rules["seven_pairs"]
    if r.form != STANDARD:
        return 0
    if pinfu:
        return rules["base"] + (0 if s.tsumo else rules["closed_ron"])
    total = rules["base"]
    if s.closed and not s.tsumo:
        total += rules["closed_ron"]
    if s.tsumo:
        total += rules["tsumo"]
    orphan = s.table.orphan
    for kind, quad, concealed in r.sets:
        total += rules["triplet"] << (concealed + orphan[kind] + 2 * quad)
    total += rules["value_pair"] * s.value_of_pair(r.pair)
    if r.wait not in (RYANMEN, SHANPON):
        total += rules["single_wait"]
    if total == rules["base"]:
        return rules["open_pinfu"]
    step = rules["round_to"]
    return -(-total // step) * step
