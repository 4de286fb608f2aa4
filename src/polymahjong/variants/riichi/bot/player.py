"""The riichi bot: plays as a strong human does, from its seat's view only.

Every turn it rates each discard for its own hand (``discards``), rates each tile's danger from public
facts (``danger``), decides to attack, balance or fold from its shanten, its hand's worth and the
threats at the table, and picks (``players.strategy.pushfold``). It always takes a win, declares
riichi on a ready closed hand unless it has a yaku and a narrow wait or already pays well quietly (dama),
calls only into a hand that keeps a yaku (``calls``), and aborts a deal of nine orphans unless it is close
to thirteen.
Deterministic: it draws no random numbers (ties go to the lowest tile), so the seed only names it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from polymahjong.engine.actions import Act, Action
from polymahjong.players.strategy.pushfold import Option, Stance, choose
from polymahjong.variants.riichi.bot.calls import Caller
from polymahjong.variants.riichi.bot.danger import Danger
from polymahjong.variants.riichi.bot.discards import FURITEN_SHARE, Discard, DiscardRater
from polymahjong.variants.riichi.bot.ev import (DEALER, FOLD_LATER, PUSH_LATER, PUSH_LATER_READY, han_points, push_gain,
                                                race, table_points)
from polymahjong.variants.riichi.bot.field import FieldRead
from polymahjong.variants.riichi.bot.placement import MatchTracker, Standing
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.riichi.bot.shape import Shape
from polymahjong.variants.riichi.bot.tenpai import TenpaiJudge
from polymahjong.variants.riichi.kinds import KindTable
from polymahjong.variants.riichi.table import RIICHI

if TYPE_CHECKING:
    from polymahjong.engine.view import SeatView
    from polymahjong.variants.riichi import Riichi

#: Kinds of orphans under which a nine-orphans deal is aborted rather than played for thirteen orphans.
KOKUSHI_TRY = 10
#: Dama: a ready hand with a yaku and at least ``GOOD_WAIT`` live waits declares unless its average ron pays this
#: much already (a dealer's: half again as much); with fewer live waits it stays quiet, its wait free to change.
#: So Phoenix-room players mostly choose (benchmarks/agreement.py). Until session 18 the bar was 2000 on every
#: wait: quiet on the wide waits the players declare, declaring on the narrow ones they keep quiet.
DAMA_POINTS = 7700
GOOD_WAIT = 5
#: Balance weights (attack points per unit of danger): pushing a ready hand, a weak ready hand, a good
#: one-shanten hand against riichi, and any hand against threats without riichi. (The one-shanten weight was
#: 15000 until session 8; with calls weighed by worth four bots then won 77 rounds in 100 on seed 3, 80 at 8000.)
PUSH, WEAK_PUSH, ONE_SHANTEN_PUSH, OPEN_WEIGHT = 3000.0, 9000.0, 8000.0, 200.0
#: Without a riichi, push or fold is weighed only once some opponent's chance of being ready reaches this
#: (the chances of reading_table.py: an open hand of three melds with signs, or of four); below it the
#: threats only weigh each tile's danger. Lower gates fold against open hands more than real players do (the
#: lab's wins per 100 rounds: 0.3-0.4 gave 77-78, 0.6 78-79, 0.75 79.5, against Tenhou's 83.7). A hand two
#: steps from ready or more, which has little to lose by folding, weighs it from ``FOLD_READ_FAR`` (an open
#: hand of three melds, or of two with signs late).
FOLD_READ, FOLD_READ_FAR = 0.75, 0.6
#: A ready hand is weak against riichi with fewer live waits than this and less worth (points) than this.
WEAK_LIVE, WEAK_POINTS = 4, 3900
#: A hand not yet ready is priced at its han: dora, red fives and yakuhai pairs, riichi for a closed hand,
#: and this much more (tsumo, ura dora, pinfu, tanyao on the way).
HAN_EXTRA = 0.7
#: Against a field that does not fold (``field``), a folding hand still weighs its hand against the danger, at
#: this many attack points per unit of danger (a shanten for a twentieth of a deal-in), rather than throwing
#: the safest tile at any cost: such a field deals in as often as it pushes, so a hand kept alive wins more.
PUSHERS_FOLD = 20000.0
#: A two-shanten hand pushes against an early riichi (this much wall left) with this much value.
EARLY_PUSH_VALUE, EARLY_WALL = 3, 50


class RiichiBot:
    """The expert riichi bot (``bot expert``)."""

    def __init__(self, variant: "Riichi", seed: int = 0, name: str = "expert") -> None:
        self.variant = variant
        self.name = name
        self.seed = seed
        self.tileset = variant.tileset
        self.kt = KindTable.build(variant.tileset)
        kuitan = bool(variant.options["kuitan"])
        self.shape = Shape(variant.shape)
        self.judge = TenpaiJudge(variant)
        self.rater = DiscardRater(self.shape, self.judge, kuitan)
        self.caller = Caller(self.shape, kuitan, self.rater)
        self.standing = Standing(False, 0, 0)
        self.tracker = MatchTracker(str(variant.options.get("length", "east_south")))
        self.field = FieldRead(variant.tileset.copies)

    def act(self, view: "SeatView") -> Action:
        legal = view.legal
        self.standing = self.tracker.standing(view)  # every decision: the first deal of a match is noted
        self.field.update(view)
        for a in legal:
            if a.act in (Act.TSUMO, Act.RON):
                return a
        if len(legal) == 1:
            return legal[0]
        pos = Position.of(view, self.kt, self.tileset)
        self.judge.forget(pos)
        abort = next((a for a in legal if a.act is Act.ABORT), None)
        if abort is not None and sum(1 for k, n in enumerate(pos.counts) if n and self.kt.orphan[k]) < KOKUSHI_TRY:
            return abort
        danger = Danger(pos)
        if view.phase == "claim":
            hurry = self.standing.all_last and self.standing.place == 0  # the top's win ends the match
            return (self.caller.claim(pos, legal, danger, hurry, self.field.folds)
                    or next(a for a in legal if a.act is Act.PASS))
        return self._turn(pos, legal, danger)

    def _turn(self, pos: Position, legal: Sequence[Action], danger: Danger) -> Action:
        discards = {a.tile: a for a in legal if a.act is Act.DISCARD and a.tile is not None}
        riichi = {a.tile: a for a in legal if a.act is RIICHI and a.tile is not None}
        rated = self.rater.rate(pos, list(discards))
        best = max(rated, key=lambda d: d.attack)
        kong = self.caller.kong(pos, legal, best.shanten, danger)
        if kong is not None:
            return kong
        stance, weight = self._stance(pos, best, danger, rated)
        if stance is Stance.FOLD and self.field.pushes:
            stance, weight = Stance.BALANCE, PUSHERS_FOLD
        pick = choose([Option(d, d.attack, danger.danger(d.kind)) for d in rated], stance, weight).choice
        if pick.tile in riichi and self._riichi(pos, pick):
            return riichi[pick.tile]
        return discards[pick.tile]

    def _push_gain(self, pos: Position, best: Discard, danger: Danger, value: int,
                   rated: Sequence[Discard]) -> float:
        """The expected gain (points) of pushing the best discard over folding to the safest, against riichi."""
        view = pos.view
        t = best.tenpai
        dealer = pos.seat == 0
        if t is not None and t.live:
            worth = t.pays / t.live * (FURITEN_SHARE if t.furiten else 1.0)
        else:
            worth = han_points(value + pos.closed + HAN_EXTRA, dealer)
        turns = view.wall_left // len(view.hand_sizes)
        run = race(best.shanten, t.live if t is not None else 0, best.accept, sum(pos.unseen), turns, danger.pressure)
        loss_now = danger.loss(best.kind)
        safest = min(danger.loss(d.kind) for d in rated)
        later = run.turns * danger.exposure * ((PUSH_LATER_READY if best.shanten == 0 else PUSH_LATER) - FOLD_LATER)
        table = table_points(view.sticks, view.honba)
        caution = self.standing.caution
        return push_gain(run.win, worth, table, caution * (loss_now - safest), caution * later)

    def _stance(self, pos: Position, best: Discard, danger: Danger, rated: Sequence[Discard]) -> tuple[Stance, float]:
        """Attack, balance (with its weight) or fold, from the best discard and the threats."""
        if not danger.opponents:
            return Stance.ATTACK, 0.0
        view = pos.view
        if danger.riichi:
            value = pos.dora_count(pos.counts, view.hand) + sum(pos.counts[k] >= 2 for k in pos.yakuhai)
            if best.shanten >= 2:
                early = (best.shanten == 2 and value + (pos.seat == 0) >= EARLY_PUSH_VALUE
                         and view.wall_left > EARLY_WALL)
                return (Stance.BALANCE, ONE_SHANTEN_PUSH) if early else (Stance.FOLD, 0.0)
            if self._push_gain(pos, best, danger, value, rated) <= 0:
                return Stance.FOLD, 0.0
            if best.shanten == 1:
                return Stance.BALANCE, ONE_SHANTEN_PUSH
            t = best.tenpai
            weak = t is not None and t.live < WEAK_LIVE and max(t.dama, t.riichi) < WEAK_POINTS * max(t.live, 1)
            return Stance.BALANCE, WEAK_PUSH if weak else PUSH
        if danger.threat < (FOLD_READ_FAR if best.shanten >= 2 else FOLD_READ):
            return Stance.BALANCE, OPEN_WEIGHT
        value = pos.dora_count(pos.counts, view.hand) + sum(pos.counts[k] >= 2 for k in pos.yakuhai)
        if self._push_gain(pos, best, danger, value, rated) <= 0:
            return Stance.FOLD, 0.0
        return Stance.BALANCE, OPEN_WEIGHT

    def _riichi(self, pos: Position, d: Discard) -> bool:
        """Riichi on a ready closed hand, unless no wait is live, or it has a yaku and a narrow wait or already
        pays enough quietly."""
        t = d.tenpai
        if t is None or t.live == 0:
            return False
        if not t.has_yaku or t.furiten:
            return True
        average = t.dama / t.live
        standing = self.standing
        if standing.all_last:
            # the top seat's win ends the match: no need of more, nor of the stick; another declares only when a
            # quiet win, with the sticks and honba it takes, would not lift it a place
            table = table_points(pos.view.sticks, pos.view.honba)
            return standing.place > 0 and average + table < standing.to_next
        if self.field.pushes:
            return True  # a field that does not fold pays a declared hand as often as a quiet one
        if t.live < GOOD_WAIT:
            return False  # a narrow wait with a yaku stays quiet (and may still change)
        return average < DAMA_POINTS * (DEALER if pos.seat == 0 else 1)  # a dealer's hand pays half again as much
