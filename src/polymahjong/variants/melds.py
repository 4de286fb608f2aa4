"""The called melds of a score request as the hand analyser's melds, each carrying its kind.

Every ruleset reads a request's ``melds`` the same way: a ``pon`` is a triplet and the kongs quads, each of one
tile repeated; a ``chi`` is one of the runs of the ruleset's hand shape (a sequence of one suit, or Ùzje's
ariths, gems and powers). What differs is data, a :class:`CallRules` per ruleset: which kinds a chi may be
and how the ruleset words them, and which meld types it calls at all. A meld that breaks them raises
:class:`~polymahjong.variants.base.RequestError` naming the field.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from polymahjong.hand import Meld, MeldKind
from polymahjong.hand.melds import meld_suit
from polymahjong.variants.base import RequestError

if TYPE_CHECKING:
    from polymahjong.variants.base import Variant
    from polymahjong.variants.scoring import CalledMeld

#: The kind of every called meld type but ``chi`` (whose kind is the run its tiles make).
SET_KINDS = {"pon": MeldKind.TRIPLET, "open_kan": MeldKind.QUAD, "closed_kan": MeldKind.QUAD,
             "added_kan": MeldKind.QUAD}


@dataclass(frozen=True)
class CallRules:
    """How one ruleset reads called melds.

    ``chi``: the run kinds a chi may be (none: the ruleset calls no chi), worded ``chi_words`` in errors;
    ``calls``: how the ruleset words what it does call (for a chi it has not); ``suited``: runs carry their
    suit (a run holding a suitless tile, Ùzje's zero, needs it)."""

    chi: tuple[MeldKind, ...] = (MeldKind.SEQUENCE,)
    chi_words: str = "a sequence of one suit"
    calls: str = ""
    suited: bool = False


def read_melds(variant: "Variant", melds: Sequence["CalledMeld"], rules: CallRules) -> tuple[Meld, ...]:
    """``melds`` as the analyser's declared melds of ``variant``'s shape, read by ``rules``."""
    runs = {tiles: kind for kind, tiles in variant.shape.templates if kind in rules.chi}
    out = []
    for i, m in enumerate(melds):
        tiles = tuple(sorted(t.kind for t in m.tiles))
        if m.type == "chi":
            if not rules.chi:
                raise RequestError(f"field 'melds[{i}].type': {variant.name} calls no chi ({rules.calls})")
            kind = runs.get(tiles)
            if kind is None:
                raise RequestError(f"field 'melds[{i}].tiles': {variant.format(m.tiles)!r} is not {rules.chi_words}")
        else:
            kind = SET_KINDS[m.type]
            if len(set(tiles)) != 1:
                raise RequestError(f"field 'melds[{i}].tiles' of a {m.type} must be one tile repeated, "
                                   f"not {variant.format(m.tiles)!r}")
        suit = meld_suit(variant.tileset, tiles) if rules.suited and m.type == "chi" else None
        out.append(Meld(kind, tiles, open=m.type != "closed_kan", declared=True, suit=suit))
    return tuple(out)
