"""Riichi's table hooks: furiten, kuikae, chankan on a closed kan (kokushi only), pao, and the payments
of an exhaustive draw (tenpai payments, nagashi mangan)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.claims import Claim
from polymahjong.engine.table import Number, TableHooks
from polymahjong.tiles import Group

if TYPE_CHECKING:
    from polymahjong.engine.round import MeldRec, Round

#: Exhaustive draw: 3000 points go from the noten players to the tenpai players (the document's table).
NOTEN_POOL = 3000
#: Nagashi mangan is paid as a mangan by self-draw: the dealer pays (or, as winner, takes) this, others half.
NAGASHI_DEALER_SHARE = 4000
#: Called sets of a group that make the caller's discarder liable (pao): three dragons, four winds.
PAO_SETS = {Group.DRAGON: 3, Group.WIND: 4}


class Hooks(TableHooks):
    """Riichi: the declaration's win flags; no ron while furiten; no swap-calling; pao; noten payments and
    nagashi mangan."""

    def win_flags(self, rnd: "Round", seat: int, tsumo: bool, flags: dict[str, Any]) -> dict[str, Any]:
        """A seat in riichi wins with ``riichi`` (``double_riichi`` when declared on its first uninterrupted
        discard) and, within a go-around of it with no call, ``ippatsu``; these come first."""
        if not rnd.riichi[seat]:
            return flags
        own = {"double_riichi" if rnd.double_riichi[seat] else "riichi": True}
        if rnd.ippatsu[seat]:
            own["ippatsu"] = True
        return {**own, **flags}

    def win_allowed(self, rnd: "Round", seat: int, tile: int, tsumo: bool) -> bool:
        """A ron is refused while furiten: the seat passed a winning tile since its last discard (after
        riichi: at all), or one of its own discards (called ones included) would complete its hand."""
        if tsumo:
            return True
        if rnd.furiten[seat]:
            return False
        counts, _ = rnd.concealed_counts(seat)
        declared = rnd.declared(seat)
        check = rnd.table.wincheck
        for k in {rnd.kind(t) for t in rnd.river[seat]}:
            counts[k] += 1
            done = check.complete(counts, declared)
            counts[k] -= 1
            if done:
                return False
        return True

    def furiten(self, rnd: "Round", seat: int) -> bool:
        """Tenpai (its hand before the tile just drawn) and furiten: it passed a winning tile since its last
        discard (after riichi: at all), or a wait of it is among its own discards."""
        counts, wild = rnd.concealed_counts(seat)
        if rnd.phase == "turn" and rnd.turn == seat and rnd.drawn is not None:
            counts[rnd.kind(rnd.drawn)] -= 1
        if sum(counts) % 3 != 1:
            return False
        waits = set(rnd.table.wincheck.waits(counts, rnd.declared(seat), wild))
        return bool(waits) and (rnd.furiten[seat] or any(rnd.kind(t) in waits for t in rnd.river[seat]))

    def can_discard(self, rnd: "Round", seat: int, tile: int) -> bool:
        """Kuikae: right after a chi or pon, not the called kind, nor the kind at the other end of a chi's
        run (called 5 with 3-4: not 2; called 3 with 4-5: not 6)."""
        call = rnd.last_call
        return call is None or call.called is None or not _swap_call(rnd, call.tiles, call.called, tile)

    def call_allowed(self, rnd: "Round", seat: int, action: Action, tile: int) -> bool:
        """A chi or pon is offered only if kuikae leaves the caller a tile it may discard."""
        rest = list(rnd.hands[seat])
        for t in action.tiles:
            rest.remove(t)
        meld = tuple(sorted(action.tiles + (tile,)))
        return any(not _swap_call(rnd, meld, tile, t) for t in rest)

    def closed_quad_claim(self, rnd: "Round", seat: int, meld: "MeldRec") -> Claim | None:
        """Chankan on a closed kan: a ron on it is offered only where the scorer accepts the win with
        ``robbed_closed_kan`` (kokushi musou)."""
        if not rnd.rules.rob_kong:
            return None
        tile = meld.tiles[-1]
        claim = Claim(tile, seat, "closed_kan")
        for s in rnd.active:
            if s != seat:
                flags = {**rnd._win_flags(s, tsumo=False, robbing=True), "robbed_closed_kan": True}
                win = rnd.can_win(s, tile, seat, flags)
                if win is not None:
                    claim.wins[s] = win
                    claim.options[s] = [Action(Act.RON, s, tile=tile), Action(Act.PASS, s)]
        return claim

    def after_call(self, rnd: "Round", seat: int, meld: "MeldRec") -> None:
        """Pao: the discarder whose tile completes a third dragon set or a fourth wind set is liable."""
        group = rnd.table.tileset.kinds[rnd.kind(meld.tiles[0])].group
        need = PAO_SETS.get(group)
        if need is None or meld.type == "chi":
            return
        kinds = rnd.table.tileset.kinds
        sets = sum(1 for m in rnd.melds[seat] if m.type != "chi" and kinds[rnd.kind(m.tiles[0])].group is group)
        if sets == need:
            rnd.pao[seat] = meld.source

    def exhaustive_payments(self, rnd: "Round") -> tuple[list[Number], dict[str, Any]]:
        """Nagashi mangan (every discard a terminal or honour, none called) is paid as a mangan by
        self-draw, instead of the tenpai payments. Tenpai payments: 1 tenpai: 1000 from each other;
        2: 1500 from each noten to each tenpai; 3: 1000 to each; 0 or 4: nothing."""
        check = rnd.table.wincheck
        tenpai = [s for s in range(rnd.n) if check.tenpai(rnd.concealed_counts(s)[0], rnd.declared(s))]
        pay: list[Number] = [0] * rnd.n
        nagashi = [s for s in range(rnd.n) if _nagashi(rnd, s)]
        for s in nagashi:
            for other in range(rnd.n):
                if other != s:
                    share = NAGASHI_DEALER_SHARE if 0 in (s, other) else NAGASHI_DEALER_SHARE // 2
                    pay[other] -= share
                    pay[s] += share
        if not nagashi and 0 < len(tenpai) < rnd.n:
            noten = [s for s in range(rnd.n) if s not in tenpai]
            for s in tenpai:
                pay[s] += NOTEN_POOL // len(tenpai)
            for s in noten:
                pay[s] -= NOTEN_POOL // len(noten)
        return pay, {"tenpai": tenpai, **({"nagashi": nagashi} if nagashi else {})}


def _swap_call(rnd: "Round", meld: tuple[int, ...], called: int, tile: int) -> bool:
    """Whether discarding ``tile`` right after calling ``called`` into ``meld`` is kuikae."""
    k, c = rnd.kind(tile), rnd.kind(called)
    if k == c:
        return True
    kinds = sorted(rnd.kind(t) for t in meld)
    if kinds[0] == kinds[-1]:  # a pon
        return False
    rank = rnd.table.tileset.kinds[c].rank
    return (c == kinds[0] and rank <= 6 and k == c + 3) or (c == kinds[2] and rank >= 4 and k == c - 3)


def _nagashi(rnd: "Round", seat: int) -> bool:
    """Whether ``seat``'s river is all terminals and honours and none of it was called."""
    kinds = rnd.table.tileset.kinds
    river = rnd.river[seat]
    return bool(river) and not rnd.river_called[seat] and all(
        kinds[rnd.kind(t)].is_honour or kinds[rnd.kind(t)].rank in (1, 9) for t in river)
