"""Claims on a discard (or on a tile added to a kong): who may do what, and who gets it.

Every seat with an option answers (pass included) before anything happens
(Ùzje adds windows on a closed quad and on an exposed flower, see the table hooks);
then wins beat kongs and pons, which beat chi. Several wins on one tile
follow the ruleset's ``multiple_wins``: all win, only the first in turn
order (head bump), or three wins abort the round.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product
from typing import TYPE_CHECKING

from polymahjong.engine.actions import Act, Action
from polymahjong.hand import MeldKind

if TYPE_CHECKING:
    from polymahjong.engine.round import Round, Win


@dataclass
class Claim:
    """An open claim window on ``tile`` from ``discarder`` (``kind``: discard, added_kan, closed_kan
    (Ùzje: challenges and robs of a closed quad) or flower (Ùzje: Ivies on the Wall)). A seat's options
    are the engine's calls and wins, pass, and the ruleset's own answers (its hooks' ``acts``)."""

    tile: int
    discarder: int
    kind: str
    options: dict[int, list[Action]] = field(default_factory=dict)
    answers: dict[int, Action] = field(default_factory=dict)
    wins: dict[int, "Win"] = field(default_factory=dict)
    chi_kind: dict[Action, MeldKind] = field(default_factory=dict)


def claim_options(rnd: "Round", tile: int, discarder: int, robbing: bool) -> Claim:
    """The claim window on ``tile``: each seat's options (with pass), only seats that have one."""
    claim = Claim(tile, discarder, "added_kan" if robbing else "discard")
    rules, table = rnd.rules, rnd.table
    k = rnd.kind(tile)
    may_win = rules.rob_kong if robbing else rules.ron
    last = rnd.wall.live == 0  # the last discard: no call, or with ``last_discard_pon`` a pon only
    calls = not robbing and (not last or rules.last_discard_pon)
    for s in rnd.active:
        if s == discarder:
            continue
        acts: list[Action] = []
        if may_win and rnd.completes(s, tile):  # the flags only for a hand the tile completes
            win = rnd.can_win(s, tile, discarder, rnd._win_flags(s, tsumo=False, robbing=robbing))
            if win is not None:
                claim.wins[s] = win
                acts.append(Action(Act.RON, s, tile=tile))
        if calls and table.hooks.calls_open(rnd, s, tile):
            c = rnd.counts[s]
            if rules.pon and c[k] >= 2:
                acts += [Action(Act.PON, s, tiles=p) for p in _picks(rnd, s, k, 2)]
            if rules.open_kan and c[k] >= 3 and rnd._may_kan():
                acts += [Action(Act.OPEN_KAN, s, tiles=p) for p in _picks(rnd, s, k, 3)]
            if rules.chi_kinds and not last and (discarder + 1) % rnd.n == s:
                for mk, (a, b) in table.chi_with[k]:
                    if c[a] and c[b] and a not in rnd.jokers and b not in rnd.jokers:
                        for pa, pb in product(_picks(rnd, s, a, 1), _picks(rnd, s, b, 1)):
                            act = Action(Act.CHI, s, tiles=tuple(sorted(pa + pb)))
                            if act not in claim.chi_kind:
                                claim.chi_kind[act] = mk
                                acts.append(act)
        if acts:
            acts = [a for a in acts if a.act not in (Act.CHI, Act.PON) or table.hooks.call_allowed(rnd, s, a, tile)]
        if acts:
            acts.append(Action(Act.PASS, s))
            claim.options[s] = acts
    return claim


def _picks(rnd: "Round", seat: int, kind: int, n: int) -> list[tuple[int, ...]]:
    """Ways to take ``n`` tiles of ``kind`` from the hand that differ (by how many red fives they use)."""
    ts = rnd.table.tileset
    ids = sorted(t for t in rnd.hands[seat] if t // ts.copies == kind)
    reds = [t for t in ids if ts.is_red(t)]
    plain = [t for t in ids if not ts.is_red(t)]
    return [tuple(sorted(reds[:r] + plain[:n - r])) for r in range(min(len(reds), n) + 1) if n - r <= len(plain)]


def resolve_claims(rnd: "Round") -> None:
    """Everyone answered: apply the winning claim, or let play go on."""
    claim = rnd.claim
    assert claim is not None
    n = rnd.n
    answers = [claim.answers[s] for s in sorted(claim.answers, key=lambda s: (s - claim.discarder) % n)]
    for s, opts in claim.options.items():
        if s in claim.wins and claim.answers[s].act is not Act.RON:
            rnd.table.hooks.win_passed(rnd, s, claim.wins[s])
    rons = [a for a in answers if a.act is Act.RON]
    if rons:
        policy = rnd.rules.multiple_wins
        if policy == "head_bump":
            rons = rons[:1]
        elif policy == "abortive" and len(rons) >= 3:
            rnd.abort("three wins on one tile")
            return
        if claim.kind == "added_kan":  # the robbed tile counts as discarded
            rnd.add_discard(claim.discarder, claim.tile, claim.tile == rnd.drawn)
        rnd.finish_wins([claim.wins[a.seat] for a in rons])
        return
    if claim.kind == "added_kan":
        rnd.complete_added_kan(claim.discarder, claim.tile)
        return
    if claim.kind == "closed_kan":
        rnd.quad_answered([a for a in answers if a.act in rnd.table.hooks.acts])  # the ruleset's own (Ùzje: challenges)
        return
    if claim.kind == "flower":
        rnd.flower_passed(claim.discarder)
        return
    call = next((a for a in answers if a.act in (Act.OPEN_KAN, Act.PON)), None) or \
        next((a for a in answers if a.act is Act.CHI), None)
    if call is not None:
        rnd.apply_call(call)
        return
    rnd.claim = None
    rnd.next_draw(claim.discarder)
