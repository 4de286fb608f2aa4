"""Score a riichi win: try every reading of the hand and keep the best.

The best reading is the one worth most points to the winner, then most han,
then most fu, as Tenhou does. A hand with a yakuman scores only its yakuman
(no small yaku, no dora); otherwise it needs one yaku, and dora add han.
"""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Mapping, NamedTuple

from polymahjong.hand import THIRTEEN_ORPHANS, Meld, MeldKind, decompositions
from polymahjong.tiles import Tile
from polymahjong.variants.base import RequestError
from polymahjong.variants.riichi.fu import fu as count_fu
from polymahjong.variants.riichi.kinds import WIND_ORDER, KindTable
from polymahjong.variants.riichi.points import Value, hand_value, payments, points, yakuman_value
from polymahjong.variants.riichi.reading import Reading, Situation, readings
from polymahjong.variants.riichi.yaku import YAKU, YAKUMAN
from polymahjong.variants.scoring import ScoreRequest, ScoreResult

if TYPE_CHECKING:
    from polymahjong.variants.riichi import Riichi

MELD_KINDS = {"chi": MeldKind.SEQUENCE, "pon": MeldKind.TRIPLET}
RIICHI_FLAGS = ("riichi", "double_riichi")


class Candidate(NamedTuple):
    """One reading's score; tuples compare by points, then yakuman, han and fu."""

    points: int
    yakuman: int
    han: int
    fu: int
    value: Value
    patterns: tuple[tuple[str, int], ...]
    reading: Reading


class Scorer:
    """The scoring of one :class:`Riichi` ruleset (its options and tables resolved once)."""

    def __init__(self, variant: "Riichi") -> None:
        self.variant = variant
        rules = variant.rules
        self.table = KindTable.build(variant.tileset)
        self.fu_rules: Mapping[str, Any] = rules["fu"]
        self.point_rules: Mapping[str, Any] = rules["points"]
        self.preset: Mapping[str, Any] = rules["presets"][variant.options["preset"]]
        self.kuitan: bool = variant.options["kuitan"]
        self.kiriage: bool = variant.options["kiriage"]
        self.pattern_table: Mapping[str, Mapping[str, Any]] = rules["patterns"]
        self.order = {pid: i for i, pid in enumerate(self.pattern_table)}
        self.yaku = tuple((pid, YAKU[pid], p["value"], p["open"]) for pid, p in self.pattern_table.items() if pid in YAKU)
        cap = None if self.preset["double_yakuman"] else 1
        self.yakuman = tuple((pid, YAKUMAN[pid], min(p["value"], cap or p["value"]))
                             for pid, p in self.pattern_table.items() if pid in YAKUMAN)
        self.readings = lru_cache(maxsize=1 << 16)(self._readings)

    # -- reading the tiles ---------------------------------------------------------
    def _readings(self, counts: tuple[int, ...], declared: tuple[Meld, ...], win: int, tsumo: bool) -> tuple[Reading, ...]:
        shape = self.variant.shape
        return tuple(r for d in decompositions(shape, counts, declared) for r in readings(d, win, tsumo, self.table))

    def _situation(self, req: ScoreRequest, all_counts: list[int]) -> Situation:
        t = self.table
        flags = [k for k, v in req.flags.items() if v is True]
        closed = all(m.type == "closed_kan" for m in req.melds)
        return Situation(t, tsumo=req.tsumo, closed=closed, dealer=req.seat == 0,
                         seat_wind=t.winds[req.seat], round_wind=t.winds[WIND_ORDER.index(req.round_wind)],
                         flags=flags, win=req.win_tile.kind, counts=all_counts, kuitan=self.kuitan)

    # -- judging one reading ------------------------------------------------------------
    def _judge(self, r: Reading, s: Situation, dora: int, seat: int, players: int) -> Candidate | None:
        found = tuple((pid, v) for pid, pred, v in self.yakuman if pred(r, s))
        if found:
            count = sum(v for _, v in found)
            value = yakuman_value(count, self.point_rules)
            return Candidate(points(value.base, seat, s.tsumo, players, self.point_rules), count,
                             self.point_rules["kazoe_han"] * count, 0, value, found, r)
        closed = s.closed
        yaku = tuple((pid, closed_han if closed else open_han) for pid, pred, closed_han, open_han in self.yaku
                     if (closed or open_han) and pred(r, s))
        if not yaku:
            return None
        han = sum(h for _, h in yaku) + dora
        fu = count_fu(r, s, any(pid == "pinfu" for pid, _ in yaku), self.fu_rules)
        value = hand_value(han, fu, self.point_rules, self.kiriage)
        return Candidate(points(value.base, seat, s.tsumo, players, self.point_rules), 0, han, fu, value, yaku, r)

    # -- the whole request -----------------------------------------------------------------
    def score(self, req: ScoreRequest) -> ScoreResult:
        """The full SCORING_API result of a checked riichi request."""
        all_counts = self._check_tiles(req)
        self._check_flags(req)
        counts = [0] * len(all_counts)
        for tile in req.concealed_with_win:
            counts[tile.kind] += 1
        declared = tuple(m.as_meld(MELD_KINDS.get(m.type, MeldKind.QUAD)) for m in req.melds)
        found = self.readings(tuple(counts), declared, req.win_tile.kind, req.tsumo)
        if not found:
            return ScoreResult(valid=False, reason="not a complete hand")
        s = self._situation(req, all_counts)
        dora = self._dora(req, all_counts, s)
        dora_han = sum(n for _, n in dora)
        best = None
        for r in found:
            c = self._judge(r, s, dora_han, req.seat, req.players)
            if c is not None and (best is None or c[:4] > best[:4]):
                best = c
        if best is None:
            return ScoreResult(valid=False, reason="no yaku")
        if req.flags.get("robbed_closed_kan") and best.reading.form != THIRTEEN_ORPHANS:
            return ScoreResult(valid=False, reason="only kokushi musou may rob a closed kan")
        return self._result(req, best, () if best.yakuman else dora)

    def _result(self, req: ScoreRequest, best: Candidate, dora: tuple[tuple[str, int], ...]) -> ScoreResult:
        table = self.pattern_table
        limit = bool(best.yakuman)
        pats = [{"id": pid, "name": table[pid]["name"], "value": v, **({"limit": True} if limit else {})}
                for pid, v in sorted(best.patterns, key=lambda p: self.order[p[0]])]
        pats += [{"id": pid, "name": table[pid]["name"], "value": n} for pid, n in dora]
        pao, liable = self._liability(req, best)
        pay = payments(best.value.base, req.seat, req.discarder, req.players, self.point_rules, honba=req.honba,
                       sticks=req.riichi_sticks, pao=pao, liable_base=liable)
        return ScoreResult(valid=True, patterns=pats, total=best.han, unit="han", fu=best.fu or None,
                           limit=best.value.limit, base=best.value.base, payments=pay,
                           decomposition=self._spell(req, best.reading))

    def _liability(self, req: ScoreRequest, best: Candidate) -> tuple[int | None, int]:
        """The pao seat and the base points it is liable for (None, 0 when nobody is)."""
        if req.pao is None:
            return None, 0
        liable = sum(v for pid, v in best.patterns if self.pattern_table[pid].get("pao"))
        if not liable:
            return None, 0
        if self.preset["pao_whole_hand"]:
            return req.pao, best.value.base
        return req.pao, yakuman_value(liable, self.point_rules).base

    # -- dora -------------------------------------------------------------------------
    def _dora(self, req: ScoreRequest, counts: list[int], s: Situation) -> tuple[tuple[str, int], ...]:
        """Dora, red fives and ura dora as ``(pattern id, count)``; zero counts left out
        except ura dora under a preset that lists it whenever riichi was declared."""
        nxt = self.table.dora_of
        out = [("dora", sum(counts[nxt[t.kind]] for t in req.extra.get("dora_indicators", ())))]
        if self.variant.options["red_fives"]:
            out.append(("aka_dora", sum(t.red for t in req.concealed_with_win)
                        + sum(t.red for m in req.melds for t in m.tiles)))
        riichi = any(f in s.flags for f in RIICHI_FLAGS)
        if riichi:
            out.append(("ura_dora", sum(counts[nxt[t.kind]] for t in req.extra.get("ura_indicators", ()))))
        return tuple((pid, n) for pid, n in out if n or (pid == "ura_dora" and self.preset["zero_ura"]))

    # -- checks ------------------------------------------------------------------------
    def _check_tiles(self, req: ScoreRequest) -> list[int]:
        """Every tile of the hand per kind (melds included); no kind or red five beyond the set."""
        ts = self.variant.tileset
        counts = [0] * len(ts.kinds)
        reds: Counter[int] = Counter()
        for tile in (*req.concealed_with_win, *(t for m in req.melds for t in m.tiles)):
            counts[tile.kind] += 1
            reds[tile.kind] += tile.red
        for k, n in enumerate(counts):
            if n > ts.copies_of(k):
                raise RequestError(f"the hand holds {n} tiles of {self.variant.format([k])}; the set has {ts.copies_of(k)}")
            if reds[k] > ts.red.get(k, 0):
                raise RequestError(f"the hand holds {reds[k]} red fives of {self.variant.format([k])}; "
                                   f"the set has {ts.red.get(k, 0)}")
        return counts

    @staticmethod
    def _check_flags(req: ScoreRequest) -> None:
        f = req.flags
        closed = all(m.type == "closed_kan" for m in req.melds)
        if (f.get("riichi") or f.get("double_riichi")) and not closed:
            raise RequestError("flag 'riichi'/'double_riichi' needs a closed hand (no calls but closed kans)")
        if f.get("ippatsu") and not (f.get("riichi") or f.get("double_riichi")):
            raise RequestError("flag 'ippatsu' needs flag 'riichi' or 'double_riichi'")
        robbed = f.get("robbed_closed_kan", False)
        if not isinstance(robbed, bool):
            raise RequestError(f"flag 'robbed_closed_kan' must be true or false, not {robbed!r}")
        if (robbed or f.get("chankan")) and req.tsumo:
            raise RequestError("robbing a kan is a ron, not a tsumo")

    # -- output ------------------------------------------------------------------------
    def _spell(self, req: ScoreRequest, r: Reading) -> list[str]:
        """The groups of the reading in mpsz; called melds as called, red fives where they are held."""
        fmt = self.variant.format
        reds = Counter(t.kind for t in req.concealed_with_win if t.red)
        out = [fmt(m.tiles) for m in req.melds]
        for g in r.decomposition.groups:
            if g.declared:
                continue
            tiles = []
            for k in g.tiles:
                red = reds[k] > 0
                reds[k] -= red
                tiles.append(Tile(k, red))
            out.append(fmt(tiles))
        return out
