"""Ùzje's closed quads at the table: the challenge of a face-down quad and the
orphans' rob of any quad.

With ``closed_quads=hidden`` a closed quad lies face down. From a player's
second quad on, every other player may challenge it: it is turned up for
verification and laid face down again. A hand one tile from thirteen or
fourteen orphans may challenge any face-down quad, and rob it when the quad's
tile completes it. With ``closed_quads=shown`` the kind is public and such a
hand may rob the quad at once. Everyone else may not win on a closed quad.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.claims import Claim
from polymahjong.hand import MeldKind, decompositions, orphan_requirement
from polymahjong.hand.melds import FOURTEEN_ORPHANS, THIRTEEN_ORPHANS

if TYPE_CHECKING:
    from polymahjong.engine.round import MeldRec, Round, Win

#: Have a face-down closed quad turned up for verification (rules.toml ``[actions.challenge]``).
CHALLENGE = Act("challenge")
ORPHAN_PATTERNS = frozenset({"thirteen_orphans", "fourteen_orphans"})


def hidden(rnd: "Round") -> bool:
    """Whether closed quads lie face down (option ``closed_quads``)."""
    return rnd.table.variant.options["closed_quads"] == "hidden"


def orphans_ready(rnd: "Round", seat: int) -> bool:
    """Whether one tile would complete ``seat``'s concealed hand as thirteen or fourteen orphans."""
    if rnd.melds[seat]:
        return False
    shape = rnd.table.variant.shape
    counts = list(rnd.counts[seat])
    zero = shape.tileset.zero
    kinds = set(orphan_requirement(shape)) | ({zero} if zero is not None else set())
    for k in kinds:
        counts[k] += 1
        forms = {d.form for d in decompositions(shape, counts)}
        counts[k] -= 1
        if forms & {THIRTEEN_ORPHANS, FOURTEEN_ORPHANS}:
            return True
    return False


def orphans_rob(rnd: "Round", seat: int, tile: int, owner: int) -> "Win | None":
    """``seat``'s win robbing ``tile`` from ``owner``'s closed quad: only thirteen or fourteen orphans."""
    if not orphans_ready(rnd, seat):
        return None
    win = rnd.can_win(seat, tile, owner, rnd._win_flags(seat, tsumo=False, robbing=True))
    if win is None or not ORPHAN_PATTERNS & {p["id"] for p in win.result.patterns}:
        return None
    return win


def quad_claim(rnd: "Round", seat: int, meld: "MeldRec") -> Claim:
    """The window on ``seat``'s closed quad just declared: challenges (face down) or orphans robs (shown)."""
    claim = Claim(meld.tiles[rnd.table.hooks.quad_claim_tile], seat, "closed_kan")
    formed = sum(m.kind is MeldKind.QUAD for m in rnd.melds[seat])
    for s in rnd.active:
        if s == seat:
            continue
        if hidden(rnd):
            if formed >= 2 or orphans_ready(rnd, s):
                claim.options[s] = [Action(CHALLENGE, s), Action(Act.PASS, s)]
        else:
            _offer_rob(claim, s, orphans_rob(rnd, s, claim.tile, seat))
    return claim


def challenged(rnd: "Round", owner: int, challengers: list[int]) -> Claim | None:
    """``challengers`` had ``owner``'s last quad turned up: the ``challenge`` event (the tiles go to them and the
    owner only), then the window of those whose orphans it completes to rob it (None without challengers)."""
    if not challengers:
        return None
    rnd.emit({"e": "challenge", "seats": challengers, "seat": owner, "tiles": list(rnd.melds[owner][-1].tiles)})
    return rob_claim(rnd, owner, challengers)


def rob_claim(rnd: "Round", owner: int, challengers: list[int]) -> Claim:
    """After a challenge turned ``owner``'s last quad up: the challengers whose orphans it completes may rob it."""
    claim = Claim(rnd.melds[owner][-1].tiles[rnd.table.hooks.quad_claim_tile], owner, "closed_kan")
    for s in challengers:
        _offer_rob(claim, s, orphans_rob(rnd, s, claim.tile, owner))
    return claim


def _offer_rob(claim: Claim, seat: int, win: "Win | None") -> None:
    if win is not None:
        claim.wins[seat] = win
        claim.options[seat] = [Action(Act.RON, seat, tile=claim.tile), Action(Act.PASS, seat)]


def reveal(rnd: "Round") -> list[dict[str, object]]:
    """The end-of-game event turning every face-down quad up (none with shown quads)."""
    quads = [[s, list(m.tiles)] for s, ms in enumerate(rnd.melds) for m in ms if m.type == "closed_kan"]
    return [{"e": "reveal", "quads": quads}] if quads and hidden(rnd) else []
