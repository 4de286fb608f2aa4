"""Replaying a Tenhou record through the engine's match (preset tenhou): every round's score changes,
the chain from round to round (dealer, honba, riichi sticks, scores) and the end of the game.

A record has no wall order, so each round gets a wall built from the record's
own tiles: the dealt hands, the draws in order, the kan replacement tiles and
dora/ura indicators where the engine takes them, the unseen tiles anywhere
else. The engine then plays the record's discards, calls, riichi and wins as
actions, checking each one as it would any player's, and scores every ending
itself; its :class:`Match` moves the deal and decides when the game ends.
Tiles of one kind (and redness) are interchangeable, so when the engine
offers a call with other copies than the record used, the two copies swap
names for the rest of the round.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from polymahjong.engine.actions import Act, Action, ActionError
from polymahjong.engine.match import Match
from polymahjong.engine.round import Round
from polymahjong.engine.table import Table
from polymahjong.records.replay import ReplayMismatch
from polymahjong.records.tenhou import (
    Agari, Call, CallType, Discard, Draw, NewDora, RiichiAccepted, RiichiDeclared, Ryuukyoku, TenhouGame, TenhouRound)
from polymahjong.variants.base import Variant
from polymahjong.variants.registry import ruleset
from polymahjong.variants.riichi.table import RIICHI

#: tenhou call types answered in a claim window, as engine actions
CLAIM_ACTS = {CallType.CHI: Act.CHI, CallType.PON: Act.PON, CallType.DAIMINKAN: Act.OPEN_KAN}


@dataclass(frozen=True)
class GameCheck:
    """How a game replayed: rounds whose score changes agreed, rounds whose start the engine's match
    chained from the round before, and whether the record's end of game (owari) was checked."""

    source: str
    rounds: int
    chained: int = 0
    ending: bool = False


def is_tenhou_record(path: str | Path) -> bool:
    """Whether a file holds a Tenhou record (gzip, mjlog XML, or tenhou.net/6 JSON with a ``log``) rather
    than one of ours (JSON lines starting with a header)."""
    with open(path, "rb") as f:
        head = f.read(2)
    if head == b"\x1f\x8b":
        return True
    text = Path(path).read_bytes().lstrip(b"\xef\xbb\xbf \t\r\n")
    if text[:1] == b"<":
        return True
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        return False
    return isinstance(data, dict) and "log" in data


#: The shuffle of Tenhou's early records (a plain seed on each INIT, before the SHA-512 scheme). Their one
#: all-last dealer kept the deal by tenpai in first place with 30000+ and played on: Tenhou then stopped the
#: game on the last dealer's win only (docs/rules/riichi.md, "Tenhou's end of game").
EARLY_SHUFFLE = "mt19937ar"


def tenhou_variant(game: TenhouGame) -> Variant:
    """The engine's ruleset for a record's rules: riichi, preset tenhou, the record's red fives and length,
    and for an early record the all-last stop on a dealer's win only."""
    if game.rules.players != 4:
        raise ReplayMismatch(f"{game.source}: only four-player records replay (this one has {game.rules.players})")
    length = "east" if game.rules.hanchan is False else "east_south"
    dealer_stop = "win" if game.rules.shuffle == EARLY_SHUFFLE else "preset"
    return ruleset("riichi", preset="tenhou", red_fives=int(game.rules.aka), length=length, dealer_stop=dealer_stop)


def check_game(game: TenhouGame, variant: Variant | None = None) -> GameCheck:
    """Play ``game``'s finished rounds through one engine match; raises :class:`ReplayMismatch` at the first
    disagreement: a round's score changes, a round starting other than the match says (dealer, round,
    honba, sticks, scores), the match ending before the record or not with it, the final scores."""
    rounds = [r for r in game.rounds if r.results]
    match = Match(variant or tenhou_variant(game), 0)
    if rounds:
        _resume(match, rounds[0])
    for i, rec in enumerate(rounds):
        if i:
            _check_start(match, rec)
        match.start_round(build_wall(rec, match.table.physical))
        check_round(match.round, rec)  # type: ignore[arg-type]
        match.finish_round()
        if match.over and i + 1 < len(rounds):
            raise ReplayMismatch(f"round {rec.name}-{rec.honba} (#{rec.index}): the engine's match ends here "
                                 f"(scores {match.scores}), the record plays on")
    if game.owari is not None:
        _check_end(match, game.owari[0], rounds[-1])
    return GameCheck(game.source, len(rounds), max(len(rounds) - 1, 0), game.owari is not None)


def _resume(match: Match, rec: TenhouRound) -> None:
    """Set the match where the record's first round starts (a fresh game, or an excerpt's first round)."""
    match.dealer, match.passes, match.deals = rec.dealer, rec.kyoku, rec.index
    match.honba, match.sticks, match.scores = rec.honba, rec.riichi_sticks, list(rec.initial_scores)


def _check_start(match: Match, rec: TenhouRound) -> None:
    """The record's round starts as the engine's match moved the deal after the round before."""
    got = (match.passes, match.honba, match.sticks, match.dealer, list(match.scores))
    want = (rec.kyoku, rec.honba, rec.riichi_sticks, rec.dealer, list(rec.initial_scores))
    if got != want:
        raise ReplayMismatch(f"round {rec.name}-{rec.honba} (#{rec.index}) starts as (kyoku, honba, sticks, dealer, "
                             f"scores) {want}; the engine's match has {got}")


def _check_end(match: Match, scores: tuple[int, ...], last: TenhouRound) -> None:
    """The record's game ends after its last round with ``scores``: so must the engine's match."""
    where = f"round {last.name}-{last.honba} (#{last.index})"
    if not match.over:
        raise ReplayMismatch(f"{where}: the record's game ends here, the engine's match goes on "
                             f"(scores {match.scores}, sticks {match.sticks})")
    if list(match.scores) != list(scores):
        raise ReplayMismatch(f"{where}: the record's game ends with scores {list(scores)}, "
                             f"the engine's match with {match.scores}")


def check_round(rnd: Round, rec: TenhouRound, before: Callable[[Round, Action], None] | None = None) -> Round:
    """Replay one round on the engine round ``rnd`` (dealt from the record's wall) and compare its score
    changes with the record's; ``before``, when given, is called with the round and each action before the
    round takes it (a study of what the seats saw: tools/fit_reading.py)."""
    where = f"round {rec.name}-{rec.honba} (#{rec.index})"
    try:
        rnd = _RoundReplay(rnd, rec, before).run()
    except (ActionError, ValueError) as e:
        raise ReplayMismatch(f"{where}: {e}") from None
    want = [0] * 4
    for res in rec.results:
        want = [a + b for a, b in zip(want, res.deltas)]
    assert rnd.result is not None
    got = [int(rnd.result.payments[(s - rec.dealer) % 4]) for s in range(4)]
    kinds = "+".join("agari" if isinstance(r, Agari) else r.type for r in rec.results)
    if got != want:
        raise ReplayMismatch(f"{where}: recorded {kinds} {want}, replayed {rnd.result.kind} {got} "
                             f"{rnd.result.info or ''} (score changes by Tenhou seat)")
    return rnd


def engine_round(rec: TenhouRound, table: Table) -> Round:
    """The engine round that the record's deal starts, on ``table`` (four players), ready for :func:`check_round`."""
    n = table.n
    return Round(table, 0, round_wind=rec.kyoku // n, honba=rec.honba, sticks=rec.riichi_sticks,
                 scores=[rec.initial_scores[(rec.dealer + s) % n] for s in range(n)], number=rec.index,
                 dealer=rec.dealer, wall=build_wall(rec, table.physical))


def build_wall(rec: TenhouRound, physical: list[int]) -> list[int]:
    """Every physical tile in the order the engine takes them, from the record's deal, draws and indicators."""
    size = len(physical)
    wall: list[int | None] = [None] * size
    hands = [rec.hands[(rec.dealer + s) % 4] for s in range(4)]
    pos = 0
    for block in range(3):
        for hand in hands:
            for t in hand[4 * block:4 * block + 4]:
                wall[pos] = t
                pos += 1
    for hand in hands:
        wall[pos] = hand[12]
        pos += 1
    replacements = [size - 2, size - 1, size - 4, size - 3]
    indicators = [rec.dora_indicator] + [e.indicator for e in rec.events if isinstance(e, NewDora)]
    ura = next((r.ura_indicators for r in rec.results if isinstance(r, Agari) and r.ura_indicators), ())
    for i, t in enumerate(indicators):
        wall[size - 6 - 2 * i] = t
    for i, t in enumerate(ura):
        wall[size - 5 - 2 * i] = t
    rinshan = 0
    for e in rec.events:
        if isinstance(e, Draw):
            if e.rinshan:
                wall[replacements[rinshan]] = e.tile
                rinshan += 1
            else:
                wall[pos] = e.tile
                pos += 1
    seen = [t for t in wall if t is not None]
    if len(set(seen)) != len(seen):
        raise ReplayMismatch(f"round {rec.name}: the record shows a tile twice (deal, draws, indicators)")
    unseen = iter(sorted(set(physical) - set(seen)))
    return [t if t is not None else next(unseen) for t in wall]


class _RoundReplay:
    """Drives one engine round with a record's actions."""

    def __init__(self, rnd: Round, rec: TenhouRound, before: Callable[[Round, Action], None] | None = None) -> None:
        self.rec = rec
        self.rename: dict[int, int] = {}  # record tile id -> engine tile id, where they differ
        self.rnd = rnd
        self.before = before

    def seat(self, tenhou_seat: int) -> int:
        return (tenhou_seat - self.rec.dealer) % 4

    def tile(self, t: int) -> int:
        return self.rename.get(t, t)

    def run(self) -> Round:
        rnd, events = self.rnd, self.rec.events
        riichi = False
        for i, e in enumerate(events):
            if isinstance(e, Draw):
                if rnd.over or rnd.phase != "turn" or rnd.turn != self.seat(e.seat) or rnd.drawn != self.tile(e.tile):
                    raise ValueError(f"event {i}: the record draws {e}, the engine is at {self._where()}")
            elif isinstance(e, RiichiDeclared):
                riichi = True
            elif isinstance(e, Discard):
                act = RIICHI if riichi else Act.DISCARD
                riichi = False
                self._step(Action(act, self.seat(e.seat), tile=self.tile(e.tile)), i)
                self._claims(e.seat, i)
            elif isinstance(e, Call) and e.type is CallType.ANKAN:
                self._step(Action(Act.CLOSED_KAN, self.seat(e.seat), tiles=tuple(sorted(map(self.tile, e.tiles)))), i)
                self._claims(e.seat, i)  # a kokushi may rob it
            elif isinstance(e, Call) and e.type is CallType.KAKAN:
                self._step(Action(Act.ADDED_KAN, self.seat(e.seat), tile=self.tile(e.added)), i)  # type: ignore[arg-type]
                self._claims(e.seat, i)
            elif isinstance(e, Agari) and e.tsumo and not rnd.over:
                self._step(Action(Act.TSUMO, self.seat(e.winner), tile=self.tile(e.win_tile)), i)
            elif isinstance(e, Ryuukyoku) and e.type == "kyuushu_kyuuhai":
                self._step(Action(Act.ABORT, rnd.turn), i)
        if not rnd.over:
            raise ValueError(f"the record's round ended, the engine's goes on at {self._where()}")
        return rnd

    def _where(self) -> str:
        rnd = self.rnd
        if rnd.over:
            return f"the end ({rnd.result.kind if rnd.result else '?'})"
        return f"phase {rnd.phase}, seats to act {rnd.to_act()}, turn {rnd.turn}, drawn {rnd.drawn}"

    def _step(self, action: Action, i: int) -> None:
        if self.rnd.over:
            raise ValueError(f"event {i}: the record plays {action}, the engine's round is over "
                             f"({self.rnd.result.kind if self.rnd.result else '?'} "
                             f"{self.rnd.result.info if self.rnd.result else ''})")
        if self.before is not None:
            self.before(self.rnd, action)
        self.rnd.step(action)

    def _claims(self, discarder: int, i: int) -> None:
        """Answer an open claim window from what the record does next: ron, a call, or everyone passes."""
        rnd = self.rnd
        if rnd.over or rnd.phase != "claim":
            return
        answers: dict[int, Action] = {}
        for e in self.rec.events[i + 1:]:
            if isinstance(e, Agari) and not e.tsumo and e.source == discarder:
                answers[self.seat(e.winner)] = Action(Act.RON, self.seat(e.winner), tile=rnd.claim.tile)  # type: ignore[union-attr]
                continue
            if isinstance(e, Ryuukyoku) and e.type == "sanchahou":
                break
            if isinstance(e, Call) and e.type in CLAIM_ACTS and not answers:
                answers[self.seat(e.seat)] = self._call(e)
            if not isinstance(e, (NewDora, RiichiAccepted)):
                break
        if any(isinstance(r, Ryuukyoku) and r.type == "sanchahou" for r in self.rec.results):
            for s in rnd.to_act():  # Tenhou records no winner of a triple ron
                ron = Action(Act.RON, s, tile=rnd.claim.tile)  # type: ignore[union-attr]
                if ron in rnd.legal(s):
                    answers.setdefault(s, ron)
        for s in list(rnd.to_act()):
            self._step(answers.pop(s, Action(Act.PASS, s)), i)
        if answers:
            raise ValueError(f"event {i}: the record has {list(answers.values())}, which the engine does not offer")

    def _call(self, e: Call) -> Action:
        """The engine's action for the record's chi/pon/open kan, renaming copies the engine picks differently."""
        seat, act = self.seat(e.seat), CLAIM_ACTS[e.type]
        mine = sorted(map(self.tile, e.from_hand))
        ts = self.rnd.table.tileset

        def shape(tiles: list[int] | tuple[int, ...]) -> list[tuple[int, bool]]:
            return sorted((ts.kind_of(t), ts.is_red(t)) for t in tiles)

        for a in self.rnd.legal(seat):
            if a.act is act and shape(a.tiles) == shape(mine):
                for want, got in zip(sorted(mine, key=lambda t: (ts.kind_of(t), ts.is_red(t), t)),
                                     sorted(a.tiles, key=lambda t: (ts.kind_of(t), ts.is_red(t), t))):
                    self._swap(want, got)
                return a
        return Action(act, seat, tiles=tuple(mine))  # not offered: step() reports it

    def _swap(self, engine_a: int, engine_b: int) -> None:
        """Record tiles now named ``engine_a`` and ``engine_b`` trade engine names."""
        if engine_a == engine_b:
            return
        back = {v: k for k, v in self.rename.items()}
        ra, rb = back.get(engine_a, engine_a), back.get(engine_b, engine_b)
        self.rename[ra], self.rename[rb] = engine_b, engine_a
