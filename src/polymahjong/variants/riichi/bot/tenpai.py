"""A ready hand's worth: its waits, how many of them are unseen, and what a win on each pays.

Each wait is scored by the ruleset's own scorer as a ron from the next seat (dora shown, no ura dora),
without riichi and, for a closed hand, with it: a wait that makes no yaku pays nothing.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Sequence

from polymahjong.engine.wincheck import WinCheck
from polymahjong.tiles import Tile
from polymahjong.variants.riichi.bot.position import Position
from polymahjong.variants.scoring import CalledMeld, ScoreRequest

if TYPE_CHECKING:
    from polymahjong.variants.riichi import Riichi


@dataclass(frozen=True)
class Tenpai:
    """``live``: unseen copies of the waits; ``dama``/``riichi``: the sum over waits of unseen copies times
    the points of a ron without / with riichi; ``furiten``: a wait is among own discards; ``dama_min``:
    the least a ron on any live wait pays without riichi (0: some wait makes no yaku)."""

    waits: tuple[int, ...]
    live: int
    dama: int
    riichi: int
    furiten: bool
    dama_min: int

    @property
    def has_yaku(self) -> bool:
        """Some wait is live and every wait wins without riichi."""
        return self.live > 0 and self.dama_min > 0


class TenpaiJudge:
    """Waits and their worth for one riichi ruleset (results memoised per hand within a decision)."""

    def __init__(self, variant: "Riichi") -> None:
        self.variant = variant
        self.scorer = variant.scorer
        self.wincheck = WinCheck(variant.shape, variant.tileset.copies)
        self._memo: dict[tuple, Tenpai] = {}

    def forget(self) -> None:
        """Drop the memo (a new decision: melds, dora and rivers may have changed)."""
        self._memo.clear()

    def waits(self, pos: Position, counts: Sequence[int]) -> list[int]:
        """The kinds that complete a 13-tile hand (with own melds)."""
        return self.wincheck.waits(counts, pos.declared)

    def judge(self, pos: Position, counts: Sequence[int], hand: Sequence[int], riichi: bool) -> Tenpai:
        """The worth of the ready hand ``counts`` (physical tiles ``hand``); ``riichi``: also price it with
        riichi declared (a closed hand)."""
        key = (tuple(sorted(hand)), riichi)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = self._judge(pos, counts, hand, riichi)
        return found

    def _judge(self, pos: Position, counts: Sequence[int], hand: Sequence[int], riichi: bool) -> Tenpai:
        ts = pos.tileset
        waits = tuple(self.waits(pos, counts))
        tiles = tuple(Tile(ts.kind_of(t), ts.is_red(t)) for t in sorted(hand))
        melds = tuple(CalledMeld(m, tuple(Tile(ts.kind_of(t), ts.is_red(t)) for t in ms), src)
                      for m, ms, src in pos.view.melds[pos.seat])
        shown = tuple(Tile(ts.kind_of(t), ts.is_red(t)) for t in pos.view.indicators)
        n = len(pos.view.hand_sizes)
        live = dama = rich = 0
        low = None
        for w in waits:
            copies = pos.unseen[w]
            if not copies:  # a dead wait (perhaps a fifth copy): nothing to win on
                continue
            plain = self._ron(pos, tiles, melds, w, shown, n, False)
            low = plain if low is None else min(low, plain)
            live += copies
            dama += copies * plain
            if riichi:
                rich += copies * self._ron(pos, tiles, melds, w, shown, n, True)
        return Tenpai(waits, live, dama, rich, any(w in pos.river for w in waits), low or 0)

    def _ron(self, pos: Position, tiles: tuple[Tile, ...], melds: tuple[CalledMeld, ...], win: int,
             shown: tuple[Tile, ...], players: int, riichi: bool) -> int:
        seat = pos.seat
        req = ScoreRequest(tiles, melds, Tile(win), False, seat, (seat + 1) % players, "ESWN"[pos.view.round_wind % 4],
                           players, {"riichi": True} if riichi else {}, 0, 0, None, {"dora_indicators": shown})
        result = self.scorer.score(req)
        return int(result.payments[seat]) if result.valid else 0
