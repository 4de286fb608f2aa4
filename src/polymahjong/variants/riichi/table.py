"""Riichi's table hooks: the riichi declaration (its own action, :data:`RIICHI`, with its state in
:mod:`.state`), furiten, kuikae, chankan on a closed kan (kokushi only), pao, and the payments of an
exhaustive draw (tenpai payments, nagashi mangan)."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.claims import Claim
from polymahjong.engine.table import Number, TableHooks
from polymahjong.hand import Meld, MeldKind
from polymahjong.tiles import Group, Tile
from polymahjong.variants.riichi.state import RiichiState, riichi_state

if TYPE_CHECKING:
    from polymahjong.engine.round import MeldRec, Round, Win
    from polymahjong.variants.scoring import ScoreRequest

#: Declare riichi and discard ``tile`` (rules.toml ``[actions.riichi]``).
RIICHI = Act("riichi")

#: Exhaustive draw: 3000 points go from the noten players to the tenpai players (the document's table).
NOTEN_POOL = 3000
#: Nagashi mangan is paid as a mangan by self-draw: the dealer pays (or, as winner, takes) this, others half.
NAGASHI_DEALER_SHARE = 4000
#: Called sets of a group that make the caller's discarder liable (pao): three dragons, four winds.
PAO_SETS = {Group.DRAGON: 3, Group.WIND: 4}


class Hooks(TableHooks):
    """Riichi: the declaration and its win flags; no ron while furiten; no swap-calling; pao; noten payments
    and nagashi mangan."""

    def round_state(self, rnd: "Round") -> RiichiState:
        return RiichiState.new(rnd.n)

    # -- the declaration -------------------------------------------------------------------
    def turn_actions(self, rnd: "Round", seat: int) -> list[Action]:
        """A closed hand (closed kans allowed) that can pay the stick, with a draw left for each player,
        declares riichi with any discard that leaves it tenpai (``[calls] declare_ready``)."""
        if not self.rules.declare_ready or not self._may_declare(rnd, seat):
            return []
        choices, copies = rnd.discard_choices(seat), rnd.table.copies
        ready = rnd.table.wincheck.tenpai_discards(rnd.counts[seat], rnd.declared(seat), {t // copies for t in choices})
        return [Action(RIICHI, seat, tile=t) for t in choices if t // copies in ready] if ready else []

    def _may_declare(self, rnd: "Round", seat: int) -> bool:
        melds = rnd.melds[seat]
        return (not riichi_state(rnd).riichi(seat) and (not melds or all(m.type == "closed_kan" for m in melds))
                and rnd.scores[seat] >= self.rules.declaration_stick and rnd.wall.live >= rnd.n)

    def act(self, rnd: "Round", action: Action) -> list[dict[str, Any]]:
        """The declaration is a discard (its event's declaration flag set)."""
        rnd.discard(action)
        return []

    def discarding(self, rnd: "Round", action: Action) -> None:
        """A declaration sets riichi (double on the seat's first, uninterrupted discard), ippatsu and the
        stick due; any other discard ends the seat's ippatsu. Discarding clears furiten from passed wins,
        except after the declaration."""
        st, seat = riichi_state(rnd), action.seat
        if action.act is RIICHI:
            st.declared[seat] = action.tile
            st.ippatsu[seat] = True
            st.double[seat] = rnd.first_turns[seat]
            st.pending = seat
        else:
            st.ippatsu[seat] = False
        if action.act is RIICHI or not st.riichi(seat):
            st.furiten[seat] = False

    def discard_passed(self, rnd: "Round", seat: int, tile: int) -> None:
        """The declaring discard passed: its stick goes on the table. Every other seat whose hand ``tile``
        would have completed is furiten."""
        st = riichi_state(rnd)
        if st.pending is not None:
            s, st.pending = st.pending, None
            rnd.deposits[s] -= self.rules.declaration_stick
            rnd.scores[s] -= self.rules.declaration_stick
            rnd.sticks += 1
        if not self.rules.declare_ready:
            return
        for s in rnd.active:
            if s != seat and not st.furiten[s]:
                st.furiten[s] = rnd.completes(s, tile)

    def win_passed(self, rnd: "Round", seat: int, win: "Win") -> None:
        """Letting a win go makes the seat furiten (until its next discard; after the declaration, for good)."""
        riichi_state(rnd).furiten[seat] = True

    def abort_after_discard(self, rnd: "Round") -> str | None:
        """Four riichi: every seat has declared (the last stick is paid)."""
        declared = riichi_state(rnd).declared
        return "four riichi" if None not in declared and "four_riichi" in self.rules.aborts else None

    def declarations(self, rnd: "Round") -> tuple[int | None, ...]:
        """The tile each seat declared riichi with (laid sideways)."""
        return tuple(riichi_state(rnd).declared)

    def discard_choices(self, rnd: "Round", seat: int) -> list[int]:
        """After the declaration the tile just drawn is discarded. Kuikae: right after a chi or pon, not the
        called kind, nor the kind at the other end of a chi's run (called 5 with 3-4: not 2; called 3 with
        4-5: not 6)."""
        hand = rnd.hands[seat]
        if rnd.drawn is not None and riichi_state(rnd).riichi(seat):
            return [rnd.drawn]
        call = rnd.last_call
        if call is None or call.called is None:
            return sorted(hand)
        banned, copies = _swap_kinds(rnd, call.tiles, call.called), rnd.table.copies
        return sorted(t for t in hand if t // copies not in banned)

    def kan_allowed(self, rnd: "Round", seat: int, kind: int) -> bool:
        """After the declaration a closed kan is of the drawn tile's kind and leaves the waits as they were."""
        if not super().kan_allowed(rnd, seat, kind):
            return False
        if not riichi_state(rnd).riichi(seat):
            return True
        if rnd.drawn is None or rnd.kind(rnd.drawn) != kind:
            return False
        wincheck, declared = rnd.table.wincheck, rnd.declared(seat)
        before = list(rnd.counts[seat])
        before[kind] -= 1
        after = list(rnd.counts[seat])
        after[kind] = 0
        quad = Meld(MeldKind.QUAD, (kind,) * 4, open=False, declared=True)
        return wincheck.waits(before, declared) == wincheck.waits(after, declared + (quad,))

    def calls_open(self, rnd: "Round", seat: int, tile: int) -> bool:
        """No call after the declaration."""
        return not riichi_state(rnd).riichi(seat)

    def kong_declared(self, rnd: "Round", seat: int, meld: "MeldRec", tile: int | None) -> None:
        """A kong ends every ippatsu."""
        riichi_state(rnd).ippatsu = [False] * rnd.n

    # -- wins ------------------------------------------------------------------------------
    def win_flags(self, rnd: "Round", seat: int, tsumo: bool, flags: dict[str, Any]) -> dict[str, Any]:
        """A seat in riichi wins with ``riichi`` (``double_riichi`` when declared on its first uninterrupted
        discard) and, within a go-around of it with no call, ``ippatsu``; these come first."""
        st = riichi_state(rnd)
        if not st.riichi(seat):
            return flags
        own = {"double_riichi" if st.double[seat] else "riichi": True}
        if st.ippatsu[seat]:
            own["ippatsu"] = True
        return {**own, **flags}

    def win_request(self, rnd: "Round", win: "Win", request: "ScoreRequest") -> "ScoreRequest":
        """The seat liable for the winner's yakuman (pao); a seat in riichi wins with the ura indicators, the
        tiles under the dora indicators."""
        st = riichi_state(rnd)
        request = replace(request, pao=st.pao[win.seat])
        if not st.riichi(win.seat) or rnd.rules.indicators != "dora":
            return request
        ts = rnd.table.tileset
        ura = tuple(Tile(ts.kind_of(t), ts.is_red(t)) for t in _ura(rnd))
        return replace(request, extra={**request.extra, "ura_indicators": ura})

    def revealed_indicators(self, rnd: "Round") -> list[int]:
        """The ura-dora, once a seat in riichi has won the round."""
        st = riichi_state(rnd)
        if rnd.over and rnd.rules.indicators == "dora" and any(st.riichi(w.seat) for w in rnd.wins):
            return _ura(rnd)
        return []

    def win_allowed(self, rnd: "Round", seat: int, tile: int, tsumo: bool) -> bool:
        """A ron is refused while furiten: the seat passed a winning tile since its last discard (after
        riichi: at all), or one of its own discards (called ones included) would complete its hand."""
        if tsumo:
            return True
        if riichi_state(rnd).furiten[seat]:
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
        return bool(waits) and (riichi_state(rnd).furiten[seat] or any(rnd.kind(t) in waits for t in rnd.river[seat]))

    def call_allowed(self, rnd: "Round", seat: int, action: Action, tile: int) -> bool:
        """A chi or pon is offered only if kuikae leaves the caller a tile it may discard."""
        rest = list(rnd.hands[seat])
        for t in action.tiles:
            rest.remove(t)
        banned, copies = _swap_kinds(rnd, action.tiles + (tile,), tile), rnd.table.copies
        return any(t // copies not in banned for t in rest)

    quad_claim_tile = -1  # the last of the quad's tiles

    def closed_quad_claim(self, rnd: "Round", seat: int, meld: "MeldRec") -> Claim | None:
        """Chankan on a closed kan: a ron on it is offered only where the scorer accepts the win with
        ``robbed_closed_kan`` (kokushi musou)."""
        if not rnd.rules.rob_kong:
            return None
        tile = meld.tiles[self.quad_claim_tile]
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
        """A call ends every ippatsu. Pao: the discarder whose tile completes a third dragon set or a fourth
        wind set is liable."""
        riichi_state(rnd).ippatsu = [False] * rnd.n
        group = rnd.table.tileset.kinds[rnd.kind(meld.tiles[0])].group
        need = PAO_SETS.get(group)
        if need is None or meld.type == "chi":
            return
        kinds = rnd.table.tileset.kinds
        sets = sum(1 for m in rnd.melds[seat] if m.type != "chi" and kinds[rnd.kind(m.tiles[0])].group is group)
        if sets == need:
            riichi_state(rnd).pao[seat] = meld.source

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


def _swap_kinds(rnd: "Round", meld: tuple[int, ...], called: int) -> tuple[int, ...]:
    """The kinds whose discard right after calling ``called`` into ``meld`` is kuikae: the called kind, and for
    a chi the kind at the other end of its run (called 5 with 3-4: 2; called 3 with 4-5: 6)."""
    copies = rnd.table.copies
    c = called // copies
    kinds = sorted(t // copies for t in meld)
    if kinds[0] == kinds[-1]:  # a pon
        return (c,)
    rank = rnd.table.tileset.kinds[c].rank
    if c == kinds[0] and rank <= 6:
        return c, c + 3
    if c == kinds[2] and rank >= 4:
        return c, c - 3
    return (c,)


def _nagashi(rnd: "Round", seat: int) -> bool:
    """Whether ``seat``'s river is all terminals and honours and none of it was called."""
    kinds = rnd.table.tileset.kinds
    river = rnd.river[seat]
    return bool(river) and not rnd.river_called[seat] and all(
        kinds[rnd.kind(t)].is_honour or kinds[rnd.kind(t)].rank in (1, 9) for t in river)


def _ura(rnd: "Round") -> list[int]:
    """The ura-dora indicators: the tiles beneath the dora indicators."""
    return [rnd.wall.tiles[p + 1] for p in rnd.wall.indicators]
