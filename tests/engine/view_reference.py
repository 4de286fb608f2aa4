"""The seat view as it was made before it was folded from the observer's stream: each field read from the round
through the hooks. Kept here (not in src/) as the reference that tests/engine/test_view_folded.py compares the
folded views with, field by field, at every step of seeded games."""
from __future__ import annotations

from typing import Any, Callable

from polymahjong.engine.observer import SPECTATOR
from polymahjong.engine.round import Round


def reference_view(rnd: Round, seat: int, furiten: bool = False) -> dict[str, Any]:
    """Every field of ``seat``'s view (or :data:`SPECTATOR`'s) of ``rnd`` now, read from the round."""
    return {"seat": seat, "phase": rnd.phase, "turn": rnd.turn,
            **{name: read(rnd, seat, furiten) for name, read in _READS.items()}}


def _melds(rnd: Round, seat: int) -> tuple[tuple[tuple[str, tuple[int, ...], int | None], ...], ...]:
    if not any(rnd.melds):
        return ((),) * rnd.n
    visible = rnd.table.hooks.meld_visible
    return tuple(tuple((m.type, m.tiles if visible(rnd, seat, s, m) else (), m.source) for m in ms) if ms else ()
                 for s, ms in enumerate(rnd.melds))


def _last_discard(rnd: Round, seat: int) -> tuple[int, int] | None:
    claim = rnd.claim
    return (claim.discarder, claim.tile) if claim is not None and _claim_visible(rnd, seat) else None


#: How each field but ``seat``, ``phase`` and ``turn`` (set at once) is read: from the round, the seat (or
#: :data:`SPECTATOR`) and whether the view tells furiten.
_READS: dict[str, Callable[[Round, int, bool], Any]] = dict(
    hand=lambda rnd, seat, _: tuple(sorted(rnd.hands[seat])) if seat != SPECTATOR else (),
    drawn=lambda rnd, seat, _: rnd.drawn if rnd.turn == seat and rnd.phase == "turn" else None,
    hand_sizes=lambda rnd, seat, _: tuple(map(len, rnd.hands)),
    melds=lambda rnd, seat, _: _melds(rnd, seat),
    discards=lambda rnd, seat, _: tuple(map(tuple, rnd.discards)),
    tsumogiri=lambda rnd, seat, _: tuple(map(tuple, rnd.tsumogiri)),
    discard_order=lambda rnd, seat, _: tuple(map(tuple, rnd.discard_order)),
    pond=lambda rnd, seat, _: tuple(rnd.pond),
    flowers=lambda rnd, seat, _: tuple(map(tuple, rnd.flowers)),
    indicators=lambda rnd, seat, _: tuple(rnd.wall.flipped()),
    jokers=lambda rnd, seat, _: tuple(sorted(rnd.jokers)),
    declared=lambda rnd, seat, _: tuple(d is not None for d in rnd.table.hooks.declarations(rnd)),
    declared_with=lambda rnd, seat, _: rnd.table.hooks.declarations(rnd),
    furiten=lambda rnd, seat, told: rnd.table.hooks.furiten(rnd, seat) if told and seat != SPECTATOR else None,
    excluded_suits=lambda rnd, seat, _: rnd.table.hooks.excluded_suits(rnd, seat),
    active=lambda rnd, seat, _: tuple(rnd.active),
    scores=lambda rnd, seat, _: tuple(rnd.scores),
    wall_left=lambda rnd, seat, _: rnd.wall.live,
    round_wind=lambda rnd, seat, _: rnd.round_wind,
    honba=lambda rnd, seat, _: rnd.honba,
    sticks=lambda rnd, seat, _: rnd.sticks,
    last_discard=lambda rnd, seat, _: _last_discard(rnd, seat),
    legal=lambda rnd, seat, _: tuple(rnd.legal(seat)) if seat != SPECTATOR else (),
)


def _claim_visible(rnd: Round, seat: int) -> bool:
    """Whether ``seat`` may see the tile of the open claim (not a face-down closed quad's)."""
    claim = rnd.claim
    assert claim is not None
    if claim.kind != "closed_kan":
        return True
    owner = claim.discarder
    return rnd.table.hooks.meld_visible(rnd, seat, owner, rnd.melds[owner][-1])
