"""A ready hand's worth: its waits, how many of them are unseen, and what a win on each pays.

Each wait is scored by the ruleset's own scorer as a ron from the next seat (dora shown, no ura dora),
without riichi and, for a closed hand, with it: a wait that makes no yaku pays nothing. What a win on it
is expected to pay adds the han a win brings beyond that price (self-draw, ura dora, ippatsu), as often
as real wins bring them (``RIICHI_EXTRA``, ``QUIET_EXTRA``).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from polymahjong.engine.wincheck import WinCheck
from polymahjong.hand import Meld
from polymahjong.tiles import Tile
from polymahjong.variants.riichi.bot.ev import QUIET_EXTRA, RIICHI_EXTRA
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.scoring import CalledMeld, ScoreRequest

if TYPE_CHECKING:
    from polymahjong.variants.riichi import Riichi


@dataclass(frozen=True)
class Tenpai:
    """``live``: unseen copies of the waits; ``dama``/``riichi``: the sum over waits of unseen copies times
    the points of a ron without / with riichi; ``furiten``: a wait is among own discards; ``dama_min``:
    the least a ron on any live wait pays without riichi (0: some wait makes no yaku); ``pays``: the sum
    over waits of unseen copies times what a win on it is expected to pay, the extra han of a win
    counted (a closed hand as declared or quiet, whichever pays more)."""

    waits: tuple[int, ...]
    live: int
    dama: int
    riichi: int
    furiten: bool
    dama_min: int
    pays: float

    @property
    def has_yaku(self) -> bool:
        """Some wait is live and every wait wins without riichi."""
        return self.live > 0 and self.dama_min > 0


@dataclass(frozen=True)
class Call:
    """A call looked ahead to: the meld as the shape sees it and as the scorer does."""

    meld: Meld
    called: CalledMeld


class TenpaiJudge:
    """Waits and their worth for one riichi ruleset. What a win on each wait pays is kept for the whole
    deal (until the dora, the seat or the own melds change); the unseen copies are counted per decision."""

    def __init__(self, variant: "Riichi") -> None:
        self.variant = variant
        self.scorer = variant.scorer
        self.wincheck = WinCheck(variant.shape, variant.tileset.copies)
        self._memo: dict[tuple, Tenpai] = {}
        self._prices: dict[tuple, tuple[tuple[int, ...], tuple[tuple[int, int, float], ...]]] = {}
        self._context: tuple = ()

    def forget(self, pos: Position) -> None:
        """A new decision: drop the worths (the unseen copies have changed), and the prices too when the
        dora, the seat, the wind or the own melds have."""
        self._memo.clear()
        view = pos.view
        context = (view.indicators, view.seat, view.round_wind, view.melds[view.seat])
        if context != self._context:
            self._prices.clear()
            self._context = context

    def judge(self, pos: Position, counts: Sequence[int], hand: Sequence[int], riichi: bool,
              drawn: int | None = None, call: Call | None = None) -> Tenpai:
        """The worth of the ready hand ``counts`` (physical tiles ``hand``); ``riichi``: also price it with
        riichi declared (a closed hand); ``drawn``: a kind the hand holds one more of than the seat does now
        (a draw looked ahead to), so one copy fewer is unseen; ``call``: a call looked ahead to, beside
        the seat's melds."""
        key = (self._tiles_key(pos, counts, hand), riichi, drawn, call)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = self._judge(pos, counts, hand, riichi, drawn, call)
        return found

    def _judge(self, pos: Position, counts: Sequence[int], hand: Sequence[int], riichi: bool,
               drawn: int | None, call: Call | None) -> Tenpai:
        waits, prices = self._priced(pos, counts, hand, riichi, call)
        live = dama = rich = 0
        pays = 0.0
        low = None
        for w, (plain, with_riichi, expected) in zip(waits, prices):
            copies = pos.unseen[w] - (w == drawn)
            if copies <= 0:  # a dead wait (perhaps a fifth copy): nothing to win on
                continue
            low = plain if low is None else min(low, plain)
            live += copies
            dama += copies * plain
            rich += copies * with_riichi
            pays += copies * expected
        return Tenpai(waits, live, dama, rich, any(w in pos.river for w in waits), low or 0, pays)

    def _priced(self, pos: Position, counts: Sequence[int], hand: Sequence[int], riichi: bool,
                call: Call | None) -> tuple[tuple[int, ...], tuple[tuple[int, int, float], ...]]:
        """The waits and, per wait, a ron's points without and with riichi (0 when not asked), and what a
        win on it is expected to pay."""
        key = (self._tiles_key(pos, counts, hand), riichi, call)
        found = self._prices.get(key)
        if found is not None:
            return found
        ts = pos.tileset
        declared = pos.declared + ((call.meld,) if call is not None else ())
        waits = tuple(self.wincheck.waits(counts, declared))
        tiles = tuple(Tile(ts.kind_of(t), ts.is_red(t)) for t in sorted(hand))
        melds = tuple(CalledMeld(m, tuple(Tile(ts.kind_of(t), ts.is_red(t)) for t in ms), src)
                      for m, ms, src in pos.view.melds[pos.seat])
        if call is not None:
            melds += (call.called,)
        shown = tuple(Tile(ts.kind_of(t), ts.is_red(t)) for t in pos.view.indicators)
        n = len(pos.view.hand_sizes)
        held = Counter(t.kind for t in tiles) + Counter(t.kind for m in melds for t in m.tiles)
        waits = tuple(w for w in waits if held[w] < pos.copies)  # a wait on a fifth copy is none
        closed = all(m.source is None for m in melds)
        prices = tuple(self._wait_prices(pos, tiles, melds, w, shown, n, riichi, closed) for w in waits)
        found = self._prices[key] = (waits, prices)
        return found

    @staticmethod
    def _tiles_key(pos: Position, counts: Sequence[int], hand: Sequence[int]) -> tuple:
        """What a hand's worth depends on: its kinds, and which of its tiles are red fives (not which copies)."""
        red = pos.tileset.is_red
        return tuple(counts), tuple(sorted(t // pos.copies for t in hand if red(t)))

    def _wait_prices(self, pos: Position, tiles: tuple[Tile, ...], melds: tuple[CalledMeld, ...], win: int,
                     shown: tuple[Tile, ...], players: int, riichi: bool, closed: bool) -> tuple[int, int, float]:
        """A ron's points on ``win`` without and with riichi (0 when not asked), and the win's expected pay."""
        plain, quiet = self._ron(pos, tiles, melds, win, shown, players, False, QUIET_EXTRA if closed else (1.0,))
        if not riichi:
            return plain, 0, quiet
        declared, expected = self._ron(pos, tiles, melds, win, shown, players, True, RIICHI_EXTRA)
        return plain, declared, max(quiet, expected)

    def _ron(self, pos: Position, tiles: tuple[Tile, ...], melds: tuple[CalledMeld, ...], win: int,
             shown: tuple[Tile, ...], players: int, riichi: bool, extra: Sequence[float]) -> tuple[int, float]:
        """A ron's points, and what the win pays with ``extra`` (the chances of 0, 1, ... more han)."""
        seat = pos.seat
        req = ScoreRequest(tiles, melds, Tile(win), False, seat, (seat + 1) % players, "ESWN"[pos.view.round_wind % 4],
                           players, {"riichi": True} if riichi else {}, 0, 0, None, {"dora_indicators": shown})
        result = self.scorer.score(req)
        if not result.valid:
            return 0, 0.0
        price = int(result.payments[seat])
        han, fu = result.total, result.fu
        if han is None or fu is None:  # a yakuman: no han to add
            return price, float(price)
        table = self.scorer.point_table
        return price, sum(p * table.worth(table.value(int(han) + k, fu).base, seat, False, players)
                          for k, p in enumerate(extra))
