"""The hand analyser: decompositions, shanten, waits and tile acceptance for any ruleset's hand shape."""
from polymahjong.hand.acceptance import Discard, acceptance, best_discards, improving_draws
from polymahjong.hand.decompose import decompositions, orphan_requirement
from polymahjong.hand.melds import (FOURTEEN_ORPHANS, SEVEN_PAIRS, STANDARD, THIRTEEN_ORPHANS, ULTRA_LONG_STRAIGHT,
                                    Decomposition, HandShape, Meld, MeldKind, meld_templates)
from polymahjong.hand.shanten import is_complete, shanten
from polymahjong.hand.waits import waits

__all__ = ["acceptance", "best_discards", "improving_draws", "Discard", "decompositions", "is_complete", "orphan_requirement", "shanten", "waits", "Decomposition", "HandShape",
           "Meld", "MeldKind", "meld_templates", "STANDARD", "SEVEN_PAIRS", "THIRTEEN_ORPHANS", "FOURTEEN_ORPHANS",
           "ULTRA_LONG_STRAIGHT"]
