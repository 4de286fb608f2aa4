"""Score a riichi win: try every reading of the hand and keep the best.

The best reading is the one worth most points to the winner, then most han,
then most fu, as Tenhou does. A hand with a yakuman scores only its yakuman
(no small yaku, no dora); otherwise it needs one yaku, and dora add han.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, AbstractSet, Any, Mapping, NamedTuple, Sequence

from polymahjong.hand import THIRTEEN_ORPHANS
from polymahjong.variants.base import RequestError
from polymahjong.variants.flags import check_flags
from polymahjong.variants.melds import CallRules, read_melds
from polymahjong.variants.riichi.blocks import Blocks
from polymahjong.variants.riichi.fu import fu as count_fu
from polymahjong.variants.riichi.kinds import WIND_ORDER, KindTable
from polymahjong.variants.riichi.points import PointTable, Value, payments, yakuman_value
from polymahjong.variants.riichi.reading import Part, Reading, Situation
from polymahjong.variants.riichi.yaku import BIT, YAKU, YAKUMAN, Conditions, Predicate, needed_bits
from polymahjong.variants.scoring import CalledMeld, ScoreRequest, ScoreResult

if TYPE_CHECKING:
    from polymahjong.variants.riichi import Riichi

RIICHI_FLAGS = ("riichi", "double_riichi")


class Candidate(NamedTuple):
    """One reading's score (readings are ranked by points, then yakuman, han and fu)."""

    yakuman: int
    han: int
    fu: int
    value: Value
    patterns: Sequence[tuple[str, int]]
    reading: Reading


class Scorer:
    """The scoring of one :class:`Riichi` ruleset (its options and tables resolved once)."""

    def __init__(self, variant: "Riichi") -> None:
        self.variant = variant
        rules = variant.rules
        self.table = KindTable.build(variant.tileset)
        self.blocks = Blocks.shared(self.table, variant.shape)
        self.fu_rules: Mapping[str, Any] = rules["fu"]
        self.point_rules: Mapping[str, Any] = rules["points"]
        self.preset: Mapping[str, Any] = rules["presets"][variant.options["preset"]]
        self.kuitan: bool = variant.options["kuitan"]
        self.point_table = PointTable(self.point_rules, variant.options["kiriage"])
        self.red_fives: bool = bool(variant.options["red_fives"])
        self.pattern_table: Mapping[str, Mapping[str, Any]] = rules["patterns"]
        self.names = {pid: p["name"] for pid, p in self.pattern_table.items()}
        self.called_parts: dict[tuple, Part] = {}
        self.yaku_tables: dict[int, tuple[tuple[str, Predicate | None, int], ...]] = {}
        # per yaku: its table entry closed, open (None when it needs a closed hand), and its needed conditions
        self.yaku = tuple(((pid, YAKU[pid], p["value"]), (pid, YAKU[pid], p["open"]) if p["open"] else None,
                           needed_bits(pid)) for pid, p in self.pattern_table.items() if pid in YAKU)
        self.conditions = Conditions(self.table)
        doubles = self.preset["double_yakuman"]  # else every yakuman pattern counts once
        self.yakuman = tuple((pid, YAKUMAN[pid], p["value"] if doubles else 1)
                             for pid, p in self.pattern_table.items() if pid in YAKUMAN)
        self.spelled: dict[tuple, str] = {}
        self.part_texts: dict[tuple[int, ...], dict[Part, tuple[str, ...]]] = {}  # by red kinds, by part
        self.round_winds = {w: self.table.winds[i] for i, w in enumerate(WIND_ORDER)}
        self.copies = variant.tileset.copies  # riichi has no flowers: every kind has this many tiles

    def _yaku_for(self, bits: int) -> tuple[tuple[str, Predicate | None, int], ...]:
        """``(pattern id, predicate, han)`` of the yaku worth trying when the condition ``bits`` hold
        (memoised in ``yaku_tables``); no predicate when the conditions make sure of the yaku."""
        hand_closed = bool(bits & BIT["closed"])
        found = self.yaku_tables[bits] = tuple(
            entry for closed, opened, need in self.yaku
            if (entry := closed if hand_closed else opened) is not None and need & bits == need)
        return found

    # -- judging one reading ------------------------------------------------------------
    def _judge(self, r: Reading, s: Situation, bits: int, triplets: tuple[int, ...], dora: int) -> Candidate | None:
        """The score of one reading, or None when it has no yaku; ``bits``: the situation's conditions,
        ``triplets``: the conditions a triplet of each kind sets."""
        if s.yakuman_tiles or len(r.trips) >= 3 or r.form == THIRTEEN_ORPHANS:
            found = tuple((pid, v) for pid, pred, v in self.yakuman if pred(r, s))
            if found:
                count = sum(v for _, v in found)
                return Candidate(count, self.point_rules["kazoe_han"] * count, 0,
                                 yakuman_value(count, self.point_rules), found, r)
        key = bits | self.conditions.reading(r, triplets)
        table = self.yaku_tables.get(key)
        if table is None:
            table = self._yaku_for(key)
        yaku = [(pid, han) for pid, pred, han in table if pred is None or pred(r, s)]
        if not yaku:
            return None
        han = dora
        pinfu = False
        for pid, h in yaku:
            han += h
            pinfu = pinfu or pid == "pinfu"
        fu = count_fu(r, s, pinfu, self.fu_rules)
        return Candidate(0, han, fu, self.point_table.value(han, fu), yaku, r)

    def _rank(self, c: Candidate, req: ScoreRequest) -> tuple[int, int, int, int]:
        """What readings are compared by: points to the winner, yakuman, han, fu."""
        return self.point_table.worth(c.value.base, req.seat, req.tsumo, req.players), c.yakuman, c.han, c.fu

    # -- the whole request -----------------------------------------------------------------
    def score(self, req: ScoreRequest) -> ScoreResult:
        """The full SCORING_API result of a checked riichi request."""
        t = self.table
        concealed = req.concealed_with_win
        counts = [0] * len(t.suit)
        mask = 0
        red_kinds: tuple[int, ...] = ()
        for kind, red in concealed:
            counts[kind] += 1
            mask |= 1 << kind
            if red:
                red_kinds += (kind,)
        reds = len(red_kinds)
        if req.melds:
            all_counts = counts.copy()
            for m in req.melds:
                for kind, red in m.tiles:
                    all_counts[kind] += 1
                    mask |= 1 << kind
                    reds += red
            closed = all(m.type == "closed_kan" for m in req.melds)
            called = self._called(req.melds)
        else:
            all_counts, closed, called = counts, True, None
        if max(all_counts) > self.copies or reds > 1:
            self._check_tiles(req, all_counts)
        flags = {k for k, v in req.flags.items() if v is True}
        if flags or "robbed_closed_kan" in req.flags:
            check_flags(self.variant, req)  # [flag_rules] of rules.toml
        win = req.win_tile.kind
        found = self.blocks.readings(counts, called, win, req.tsumo)
        if not found:
            return ScoreResult(valid=False, reason="not a complete hand")
        s = Situation(t, tsumo=req.tsumo, closed=closed, dealer=req.seat == 0, seat_wind=t.winds[req.seat],
                      round_wind=self.round_winds[req.round_wind], flags=flags, win=win, counts=all_counts,
                      mask=mask, kuitan=self.kuitan)
        dora, dora_han = self._dora(req, all_counts, reds, flags)
        bits, triplets = self.conditions.situation(s), self.conditions.triplets(s)
        if len(found) == 1:
            best = self._judge(found[0], s, bits, triplets, dora_han)
        else:
            judged = [c for c in (self._judge(r, s, bits, triplets, dora_han) for r in found) if c is not None]
            best = max(judged, key=lambda c: self._rank(c, req)) if judged else None
        if best is None:
            return ScoreResult(valid=False, reason="no yaku")
        if "robbed_closed_kan" in flags and best.reading.form != THIRTEEN_ORPHANS:
            return ScoreResult(valid=False, reason="only kokushi musou may rob a closed kan")
        return self._result(req, best, () if best.yakuman else dora, red_kinds)

    def _result(self, req: ScoreRequest, best: Candidate, dora: tuple[tuple[str, int], ...],
                red_kinds: tuple[int, ...]) -> ScoreResult:
        names = self.names
        if best.yakuman:
            pats = [{"id": pid, "name": names[pid], "value": v, "limit": True} for pid, v in best.patterns]
        else:
            pats = [{"id": pid, "name": names[pid], "value": v} for pid, v in (*best.patterns, *dora)]
        pao, liable = self._liability(req, best) if req.pao is not None else (None, 0)
        pay = payments(best.value.base, req.seat, req.discarder, req.players, self.point_rules, honba=req.honba,
                       sticks=req.riichi_sticks, pao=pao, liable_base=liable)
        return ScoreResult(valid=True, patterns=pats, total=best.han, unit="han", fu=best.fu or None,
                           limit=best.value.limit, base=best.value.base, payments=pay,
                           decomposition=self._spell(req, best.reading, red_kinds))

    def _liability(self, req: ScoreRequest, best: Candidate) -> tuple[int | None, int]:
        """The pao seat and the base points it is liable for (None, 0 when the hand has no pao yakuman)."""
        liable = sum(v for pid, v in best.patterns if self.pattern_table[pid].get("pao"))
        if not liable:
            return None, 0
        if self.preset["pao_whole_hand"]:
            return req.pao, best.value.base
        return req.pao, yakuman_value(liable, self.point_rules).base

    def _called(self, melds: tuple[CalledMeld, ...]) -> Part:
        """The called melds as a part of the hand (memoised: the same calls recur often)."""
        key = tuple((m.type, m.tiles) for m in melds)
        part = self.called_parts.get(key)
        if part is None:
            part = self.called_parts[key] = Part(read_melds(self.variant, melds, CallRules()), self.table)
        return part

    # -- dora -------------------------------------------------------------------------
    def _dora(self, req: ScoreRequest, counts: list[int], reds: int,
              flags: AbstractSet[str]) -> tuple[tuple[tuple[str, int], ...], int]:
        """Dora, red fives and ura dora as ``(pattern id, count)``, and their total; zero counts
        left out except ura dora under a preset that lists it whenever riichi was declared."""
        nxt = self.table.dora_of
        out = []
        dora = 0
        for t in req.extra.get("dora_indicators", ()):
            dora += counts[nxt[t.kind]]
        if dora:
            out.append(("dora", dora))
        if reds and self.red_fives:
            out.append(("aka_dora", reds))
        if not flags.isdisjoint(RIICHI_FLAGS):
            ura = 0
            for t in req.extra.get("ura_indicators", ()):
                ura += counts[nxt[t.kind]]
            if ura or self.preset["zero_ura"]:
                out.append(("ura_dora", ura))
            dora += ura
        return tuple(out), dora + (reds if self.red_fives else 0)

    # -- checks ------------------------------------------------------------------------
    def _check_tiles(self, req: ScoreRequest, counts: list[int]) -> None:
        """No kind or red five beyond what the tile set has."""
        ts = self.variant.tileset
        for k, n in enumerate(counts):
            if n > self.copies:
                raise RequestError(f"the hand holds {n} tiles of {self.variant.format([k])}; the set has {self.copies}")
        reds = Counter(t.kind for t in (*req.concealed_with_win, *(t for m in req.melds for t in m.tiles)) if t.red)
        for k, n in reds.items():
            if n > ts.red.get(k, 0):
                raise RequestError(f"the hand holds {n} red fives of {self.variant.format([k])}; "
                                   f"the set has {ts.red.get(k, 0)}")

    # -- output ------------------------------------------------------------------------
    def _spell(self, req: ScoreRequest, r: Reading, red_kinds: tuple[int, ...]) -> list[str]:
        """The groups of the reading in mpsz; called melds as called, concealed red fives
        (``red_kinds``, one entry each) in the first groups holding their kind."""
        spelled = self.spelled
        out = [spelled.get(m.tiles) or self._spelling(m.tiles) for m in req.melds]
        if r.special:
            tiles = [g.tiles for g in r.special]
            return out + self._redden(tiles, [self._spelling(t) for t in tiles], red_kinds)
        part_texts = self.part_texts.get(red_kinds)
        if part_texts is None:
            part_texts = self.part_texts[red_kinds] = {}
        for p in r.parts:
            found = part_texts.get(p)
            if found is None:
                found = part_texts[p] = self._part_texts(p, red_kinds)
            out += found
        return out

    def _part_texts(self, p: Part, red_kinds: tuple[int, ...]) -> tuple[str, ...]:
        """The concealed groups of part ``p`` in mpsz with the hand's red fives (``_spell`` keeps them in
        ``part_texts``: a red five's kind is of one suit, so the part holding it reddens it alone)."""
        spelled = self.spelled
        tiles = [g.tiles for g in p.groups if not g.declared]
        texts = [spelled.get(t) or self._spelling(t) for t in tiles]
        return tuple(self._redden(tiles, texts, red_kinds))

    @staticmethod
    def _redden(tiles: list[tuple[int, ...]], texts: list[str], red_kinds: tuple[int, ...]) -> list[str]:
        """Each red five written as ``0`` in the first group holding its kind."""
        reds = list(red_kinds)
        out = []
        for kinds, text in zip(tiles, texts):
            for kind in kinds:
                if kind in reds:
                    reds.remove(kind)
                    text = text.replace("5", "0", 1)  # the next five of this one-suit group is red
            out.append(text)
        return out

    def _spelling(self, tiles: tuple) -> str:
        text = self.spelled[tiles] = self.variant.format(tiles)
        return text
