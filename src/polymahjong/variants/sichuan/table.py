"""Sichuan's table hooks: the choice of a forbidden suit before play (its own action, :data:`VOID`), the
wall break by the smaller die, the dealer transfer, the kong payments (document, Lesson 5, "Kongs", Table
7) and the payments when the wall ends ("Payments", Table 6, and "Penalties")."""
from __future__ import annotations

from dataclasses import replace
from random import Random
from typing import TYPE_CHECKING, Any, Mapping

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.table import Number, RoundResult, TableHooks, roll
from polymahjong.engine.wins import SUIT_LETTERS
from polymahjong.variants.sichuan.scoring import ready_value
from polymahjong.variants.sichuan.state import KongPayment, SichuanState, sichuan_state

if TYPE_CHECKING:
    from polymahjong.engine.round import MeldRec, Round, Win
    from polymahjong.engine.seen import Private, Public
    from polymahjong.variants.scoring import ScoreRequest
    from polymahjong.variants.sichuan import Sichuan

#: Choose the forbidden ``suit`` (rules.toml ``[actions.void]``).
VOID = Act("void")
#: The phase in which every seat chooses its forbidden suit, before the dealer's first discard.
VOID_PHASE = "void"


class Hooks(TableHooks):
    """Sichuan Bloody."""

    variant: Sichuan  # the hooks of Sichuan.table_hooks_class(), built with the Sichuan variant

    def round_state(self, rnd: "Round") -> SichuanState:
        return SichuanState.new(rnd.n)

    # -- the forbidden suit -----------------------------------------------------------------
    def opening(self, rnd: "Round") -> str:
        """Lesson 2: each player chooses a forbidden suit before play (``[claims] excluded_suit``)."""
        return VOID_PHASE if self.rules.excluded_suit else "turn"

    def owed(self, rnd: "Round") -> list[int]:
        """The seats that have not chosen yet."""
        return [s for s, v in enumerate(sichuan_state(rnd).voids) if v is None]

    def own_actions(self, rnd: "Round", seat: int) -> list[Action]:
        """One choice per suit."""
        return [Action(VOID, seat, suit=s) for s in rnd.table.tileset.suits]

    def act(self, rnd: "Round", action: Action) -> list[dict[str, Any]]:
        """The seat's choice; once every seat has chosen, the suits are announced and the dealer plays."""
        voids = sichuan_state(rnd).voids
        voids[action.seat] = action.suit
        if any(v is None for v in voids):
            return []
        rnd.phase = "turn"
        return [{"e": "voids", "suits": list(voids)}]

    def kan_allowed(self, rnd: "Round", seat: int, kind: int) -> bool:
        """No kong of the forbidden suit."""
        return super().kan_allowed(rnd, seat, kind) and rnd.table.suit_of[kind] != sichuan_state(rnd).voids[seat]

    def calls_open(self, rnd: "Round", seat: int, tile: int) -> bool:
        """No call of a tile of the forbidden suit."""
        return not is_forbidden(rnd, seat, tile)

    def win_allowed(self, rnd: "Round", seat: int, tile: int, tsumo: bool) -> bool:
        """No Hu while the hand (with the discard) holds a tile of the forbidden suit."""
        return not holds_void(rnd, seat, None if tsumo else tile)

    def break_wall(self, rng: Random) -> tuple[list[int], int, int]:
        """The sum counted from East (1 = East) picks the wall; the smaller die counts stacks from its right end."""
        dice = roll(rng, self.rules.dice)
        return dice, (sum(dice) - 1) % self.variant.players, min(dice)

    def dealer_seat_after(self, rnd: "Round", result: RoundResult) -> int:
        """No Hu: the dealer stays; the first Hu by one player: that player deals; by several on one
        discard: the discarder deals."""
        if not result.wins:
            return 0
        first = result.wins[0]
        same = [w for w in result.wins if w.discarder is not None and w.discarder == first.discarder
                and w.tile == first.tile]
        return first.discarder if len(same) > 1 and first.discarder is not None else first.seat

    def can_discard(self, rnd: "Round", seat: int, tile: int) -> bool:
        """Lesson 2: each player sets a tile of its forbidden suit aside, and "the same tile is the first
        mandatory discard of the player"; a player dealt none of that suit sets a card aside instead and
        discards freely."""
        return bool(rnd.river[seat]) or not set_aside(rnd, seat) or is_forbidden(rnd, seat, tile)

    def excluded_suits(self, rnd: "Round", viewer: int) -> tuple[str | None, ...]:
        """A seat sees its own forbidden suit at once; the others' when :func:`void_shown`."""
        return tuple(v if s == viewer or void_shown(rnd, s) else None for s, v in enumerate(sichuan_state(rnd).voids))

    def shown(self, rnd: "Round", viewer: int, event: Mapping[str, Any], owner: int) -> bool:
        """The forbidden suit of ``owner`` in the ``voids`` event: once :func:`void_shown`."""
        return void_shown(rnd, owner)

    folds = frozenset({"voids"})
    seat_folds = frozenset({"action", "voids"})

    def fold(self, seen: "Public", event: Mapping[str, Any]) -> None:
        """The forbidden suits shown, as the ``voids`` event shows them (folded again until all are shown)."""
        seen.excluded_suits = tuple(event["suits"])

    def fold_seat(self, seen: "Private", event: Mapping[str, Any]) -> None:
        """A seat sees its own forbidden suit once chosen (its action), and the others' as :meth:`fold`."""
        if event["e"] == "voids":
            seen.excluded_suits = tuple(event["suits"])
        elif event["act"] == VOID.value:
            seat = event["seat"]
            seen.excluded_suits = tuple(event["suit"] if s == seat else v for s, v in enumerate(seen.excluded_suits))

    def win_request(self, rnd: "Round", win: "Win", request: "ScoreRequest") -> "ScoreRequest":
        """A Hu carries the winner's forbidden suit (``void_suit``, as a suit letter)."""
        void = sichuan_state(rnd).voids[win.seat]
        if not void:
            return request
        return replace(request, extra={**request.extra, "void_suit": SUIT_LETTERS.get(void, void)})

    # -- a Hu let go ---------------------------------------------------------------------
    def win_passed(self, rnd: "Round", seat: int, win: "Win") -> None:
        """Lesson 4, "Discard claim": "if a player skips a discard that could be claimed for Hu, then this
        player is not allowed declare Hu until taking a tile from the wall, but except situation when winning
        hand has a greater value". Robbing a kong counts: it "is also considered a win from the discard"."""
        passed = sichuan_state(rnd).passed
        passed[seat] = max(passed.get(seat, 0), win.result.base)

    def tile_drawn(self, rnd: "Round", seat: int, tile: int) -> None:
        """Taking a tile from the wall (a kong's replacement too) ends the bar of a Hu let go."""
        sichuan_state(rnd).passed.pop(seat, None)

    def win_kept(self, rnd: "Round", win: "Win") -> bool:
        """After letting a Hu go, a Hu on a discard (or a robbed kong) only when its hand value in points
        (Table 5) is greater than the one let go."""
        bar = sichuan_state(rnd).passed.get(win.seat)
        return bar is None or win.discarder is None or win.result.base > bar

    # -- kongs -------------------------------------------------------------------------
    def kong_declared(self, rnd: "Round", seat: int, meld: "MeldRec", tile: int | None) -> None:
        """Table 7: a concealed kong is paid 2 by each non-Hu player, a melded kong 2 by the discarder, a
        promoted kong (the tile just drawn added to a melded pung) 1 by each non-Hu player, a postponed kong
        (a tile from the hand added) nothing. Kept until play goes on: see :meth:`discard_passed`."""
        kind = meld.type
        if kind == "added_kan":
            kind = "promoted_kan" if tile == rnd.drawn else "postponed_kan"
        amount = self.variant.rules["kongs"][kind]
        if not amount:
            return
        payers = [meld.source] if kind == "open_kan" else [s for s in rnd.active if s != seat]
        pay = [0] * rnd.n
        for s in payers:
            assert s is not None
            pay[s] -= amount
            pay[seat] += amount
        sichuan_state(rnd).kongs.append(KongPayment(seat, kind, pay))

    def discard_passed(self, rnd: "Round", seat: int, tile: int) -> None:
        """No Hu on the discard after ``seat``'s kongs: they are paid."""
        self._pay_kongs(rnd, seat)

    def wins_declared(self, rnd: "Round", wins: list["Win"]) -> None:
        """A self-drawn Hu (a Win after Kong too) leaves the winner's kongs paid; a Hu on the discard right
        after a kong cancels it ("no kong payment if another player declares Hu on the tile discarded after
        the kong is made"); a robbed kong never stood, the kongs its declarer made before it are paid."""
        for w in wins:
            if w.discarder is None:
                self._pay_kongs(rnd, w.seat)
        for discarder in {w.discarder for w in wins if w.discarder is not None}:
            if any(w.flags.get("chankan") for w in wins):
                self._pay_kongs(rnd, discarder)
            else:
                sichuan_state(rnd).kongs = [k for k in kongs(rnd) if k.paid or k.seat != discarder]

    def _pay_kongs(self, rnd: "Round", seat: int) -> None:
        for k in kongs(rnd):
            if k.seat == seat and not k.paid:
                k.paid = True
                rnd.pay(k.payments, "kong", seat=seat, kong=k.type)

    # -- the wall ends -------------------------------------------------------------------
    def exhaustive_payments(self, rnd: "Round") -> tuple[list[Number], dict[str, Any]]:
        """The "wall ends" final among the non-Hu players: a hand holding its forbidden suit counts as not
        ready and loses 48 points that no one receives (not if every discard of the player was of that
        suit); each not-ready player pays each ready player the most the ready hand can be worth; a
        not-ready player returns the kong payments it received."""
        n = rnd.n
        pay: list[Number] = [0] * n
        penalty = [0] * n
        values = [0] * n
        ready: list[int] = []
        for s in rnd.active:
            if holds_void(rnd, s, None):
                if not all(is_forbidden(rnd, s, t) for t in rnd.river[s]):
                    penalty[s] = self.variant.rules["wall_end"]["forbidden_suit_penalty"]
                    pay[s] -= penalty[s]
                continue
            worth = ready_value(self.variant, rnd.concealed_counts(s)[0], rnd.declared(s))
            if worth is not None:
                values[s] = worth
                ready.append(s)
        not_ready = [s for s in rnd.active if s not in ready]
        for s in not_ready:
            for r in ready:
                pay[s] -= values[r]
                pay[r] += values[r]
        for k in kongs(rnd):
            if k.paid and k.seat in not_ready:
                pay = [a - b for a, b in zip(pay, k.payments)]
        return pay, {"ready": ready, "hand_values": values, "forbidden_suit_penalty": penalty}


def kongs(rnd: "Round") -> list[KongPayment]:
    """The deal's kong payments so far, paid or due."""
    return sichuan_state(rnd).kongs


def set_aside(rnd: "Round", seat: int) -> bool:
    """Whether ``seat`` was dealt a tile of its forbidden suit, so set one aside for its first discard."""
    state = sichuan_state(rnd)
    dealt = state.set_aside
    if dealt is None:
        hands = next(e["hands"] for e in rnd.events if e["e"] == "deal")
        dealt = state.set_aside = [any(is_forbidden(rnd, s, t) for t in h) for s, h in enumerate(hands)]
    return dealt[seat]


def holds_void(rnd: "Round", seat: int, extra: int | None) -> bool:
    """Whether ``seat``'s tiles (concealed, melded, and ``extra``) hold one of its forbidden suit."""
    tiles = rnd.hands[seat] + [t for m in rnd.melds[seat] for t in m.tiles] + ([extra] if extra is not None else [])
    return any(is_forbidden(rnd, seat, t) for t in tiles)


def is_forbidden(rnd: "Round", seat: int, tile: int) -> bool:
    """Whether ``tile`` is of ``seat``'s forbidden suit."""
    return rnd.table.suit_of[rnd.kind(tile)] == sichuan_state(rnd).voids[seat]


def void_shown(rnd: "Round", seat: int) -> bool:
    """Whether the other seats see ``seat``'s forbidden suit. Lesson 2: the tile of the forbidden suit is set
    aside face down ("impossible to give opponents valuable information ahead of time"); the others learn the
    suit when it is turned up as the seat's first discard, or when the seat declares Hu."""
    return bool(rnd.river[seat]) or seat not in rnd.active or rnd.over

