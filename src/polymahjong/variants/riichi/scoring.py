"""Score a riichi win: try every reading of the hand and keep the best.

The best reading is the one worth most points to the winner, then most han,
then most fu, as Tenhou does (the scorer frame's ``best_split``). A hand with a
yakuman scores only its yakuman (no small yaku, no dora); otherwise it needs one
yaku, and dora add han. The yaku and yakuman of a reading are the frame's
sieves of the pattern table (specs.py), tried under the condition bits of the
reading (yaku.py); the fu, han and yakuman limits are riichi's own.
"""
from __future__ import annotations

from collections import Counter
from functools import partial
from typing import TYPE_CHECKING, AbstractSet, Any, Mapping, NamedTuple, Sequence

from polymahjong.hand import THIRTEEN_ORPHANS
from polymahjong.variants.base import RequestError
from polymahjong.variants.flags import check_flags
from polymahjong.variants.melds import CallRules, read_melds
from polymahjong.variants.patterns import Applied, best_split
from polymahjong.variants.riichi.blocks import Blocks
from polymahjong.variants.riichi.fu import Fu
from polymahjong.variants.riichi.kinds import WIND_ORDER, KindTable
from polymahjong.variants.riichi.points import PointTable, Value, payments, yakuman_value
from polymahjong.variants.riichi.reading import Part, Reading, Situation, pair_values
from polymahjong.variants.riichi.specs import YakuSieve, pattern_specs, sieves
from polymahjong.variants.riichi.yaku import YAKU, Conditions, needed_bits
from polymahjong.variants.scoring import CalledMeld, ScoreRequest, ScoreResult, pattern_entry

if TYPE_CHECKING:
    from polymahjong.variants.riichi import Riichi

RIICHI_FLAGS = ("riichi", "double_riichi")


class Candidate(NamedTuple):
    """One reading's score (readings are ranked by points, then yakuman, han and fu)."""

    yakuman: int
    han: int
    fu: int
    value: Value
    patterns: Sequence[Applied[int]]
    reading: Reading


class Calls(NamedTuple):
    """The called melds of a request: as a part of the hand, the kind of each of their tiles, how many are
    red fives, whether all are closed quads, the :attr:`KindTable.facts` of their kinds, their mpsz texts."""

    part: Part
    kinds: tuple[int, ...]
    reds: int
    closed: bool
    facts: int
    texts: tuple[str, ...]


class Scorer:
    """The scoring of one :class:`Riichi` ruleset (its options and tables resolved once)."""

    def __init__(self, variant: "Riichi") -> None:
        self.variant = variant
        rules = variant.rules
        self.table = KindTable.build(variant.tileset)
        self.blocks = Blocks.shared(self.table, variant.shape)
        self.fu = Fu(rules["fu"])
        self.point_rules: Mapping[str, Any] = rules["points"]
        self.preset: Mapping[str, Any] = rules["presets"][variant.options["preset"]]
        self.kuitan: bool = variant.options["kuitan"]
        self.point_table = PointTable(self.point_rules, variant.options["kiriage"])
        self.red_fives: bool = bool(variant.options["red_fives"])
        self.specs = pattern_specs(rules["patterns"])
        self.called: dict[tuple, Calls] = {}
        self.flag_memo: dict[tuple, tuple[frozenset[str], int]] = {}
        self.closed_yaku, self.open_yaku = sieves(self.specs, self.preset["double_yakuman"])
        self.conditions = Conditions(self.table)
        # pinfu has no predicate: a reading has it exactly when it meets the conditions pinfu needs
        assert YAKU["pinfu"] is None
        self.pinfu = needed_bits("pinfu")
        self.spelled: dict[tuple, str] = {}
        self.dora_entries: dict[tuple[str, int], dict[str, Any]] = {}  # by (pattern id, count): the response's entry
        self.part_texts: dict[tuple[int, ...], dict[Part, tuple[str, ...]]] = {}  # by red kinds, by part
        self.round_winds = {w: self.table.winds[i] for i, w in enumerate(WIND_ORDER)}
        self.values = {(a, b): pair_values(self.table, a, b) for a in self.table.winds for b in self.table.winds}
        self.copies = variant.tileset.copies  # riichi has no flowers: every kind has this many tiles

    # -- judging one reading ------------------------------------------------------------
    def _judge(self, s: Situation, bits: int, triplets: tuple[int, ...], dora: int, yaku: YakuSieve,
               r: Reading) -> Candidate | None:
        """The score of one reading, or None when it has no yaku; ``bits``: the situation's conditions,
        ``triplets``: the conditions a triplet of each kind sets, ``yaku``: the sieve of the hand's yaku and
        yakuman (closed or open)."""
        key = bits | self.conditions.reading(r, triplets)
        found = yaku.patterns(s, r, key)
        if not found:
            return None
        if found[0].spec.limit:  # yakuman, alone
            count = sum(a.value for a in found)
            return Candidate(count, self.point_rules["kazoe_han"] * count, 0,
                             yakuman_value(count, self.point_rules), found, r)
        han = dora
        for a in found:
            han += a.value
        fu = self.fu.of(r, s, key & self.pinfu == self.pinfu)
        return Candidate(0, han, fu, self.point_table.value(han, fu), found, r)

    def _rank(self, c: Candidate | None, req: ScoreRequest) -> tuple[int, ...]:
        """What readings are compared by: points to the winner, yakuman, han, fu (a reading without a yaku
        below every other)."""
        if c is None:
            return ()
        return self.point_table.worth(c.value.base, req.seat, req.tsumo, req.players), c.yakuman, c.han, c.fu

    # -- the whole request -----------------------------------------------------------------
    def score(self, req: ScoreRequest) -> ScoreResult:
        """The full SCORING_API result of a checked riichi request."""
        t = self.table
        counts = [0] * len(t.suit)
        red_kinds: tuple[int, ...] = ()
        for kind, red in req.hand:
            counts[kind] += 1
            if red:
                red_kinds += (kind,)
        win, red = req.win_tile
        counts[win] += 1
        if red:
            red_kinds += (win,)
        reds = len(red_kinds)
        if req.melds:
            calls = self._called(req.melds)
            all_counts = counts.copy()
            for kind in calls.kinds:
                all_counts[kind] += 1
            reds += calls.reds
            closed, called = calls.closed, calls.part
        else:
            calls, all_counts, closed, called = None, counts, True, None
        if reds > 1 or max(all_counts) > self.copies:
            self._check_tiles(req, all_counts)
        flags, flag_bits = self._flags(req)
        found, facts = self.blocks.readings(counts, len(req.hand) + 1, called, win, req.tsumo)
        if not found:
            return ScoreResult(valid=False, reason="not a complete hand")
        seat_wind, round_wind = t.winds[req.seat], self.round_winds[req.round_wind]
        s = Situation(t, req.tsumo, closed, req.seat == 0, seat_wind, round_wind, self.values[seat_wind, round_wind],
                      flags, win, all_counts, facts | calls.facts if calls else facts, self.kuitan)
        dora, dora_han = self._dora(req, all_counts, reds, flags)
        bits, triplets = self.conditions.situation(s, flag_bits), self.conditions.triplets(s)
        yaku = self.closed_yaku if closed else self.open_yaku
        best, _ = best_split(found, partial(self._judge, s, bits, triplets, dora_han, yaku),
                             key=lambda c: self._rank(c, req))
        if best is None:
            return ScoreResult(valid=False, reason="no yaku")
        if "robbed_closed_kan" in flags and best.reading.form != THIRTEEN_ORPHANS:
            return ScoreResult(valid=False, reason="only kokushi musou may rob a closed kan")
        return self._result(req, best, () if best.yakuman else dora, red_kinds, calls.texts if calls else ())

    def _flags(self, req: ScoreRequest) -> tuple[frozenset[str], int]:
        """The flags set and their condition bits, once the request's flags are checked against
        ``[flag_rules]`` (memoised per flags, win type and call types: the check depends on nothing else)."""
        calls = tuple([m.type for m in req.melds]) if req.melds else ()
        key = (tuple(req.flags.items()), req.tsumo, req.players, calls)
        try:
            found = self.flag_memo.get(key)
        except TypeError:  # a flag value that cannot be a key: checked, not remembered
            return self._checked_flags(req)
        if found is None:
            found = self.flag_memo[key] = self._checked_flags(req)
        return found

    def _checked_flags(self, req: ScoreRequest) -> tuple[frozenset[str], int]:
        """:meth:`_flags` of a request not met before."""
        flags = frozenset(k for k, v in req.flags.items() if v is True)
        if flags or "robbed_closed_kan" in req.flags:
            check_flags(self.variant, req)  # [flag_rules] of rules.toml; raises on a bad request
        return flags, self.conditions.flags(flags)

    def _result(self, req: ScoreRequest, best: Candidate, dora: tuple[tuple[str, int], ...],
                red_kinds: tuple[int, ...], called: tuple[str, ...]) -> ScoreResult:
        pats = [dict(a.entry) for a in best.patterns]  # each a.as_dict(), without a call per pattern
        entries = self.dora_entries
        for found in dora:
            entry = entries.get(found)
            if entry is None:
                pid, n = found
                entry = entries[found] = pattern_entry(pid, self.specs[pid].name, n)
            pats.append(dict(entry))
        pao, liable = self._liability(req, best) if req.pao is not None else (None, 0)
        if pao is None:
            pay = list(self.point_table.payments(best.value.base, req.seat, req.discarder, req.players, req.honba,
                                                 req.riichi_sticks))
        else:
            pay = payments(best.value.base, req.seat, req.discarder, req.players, self.point_rules, honba=req.honba,
                           sticks=req.riichi_sticks, pao=pao, liable_base=liable)
        value = best.value
        return ScoreResult(valid=True, patterns=pats, total=best.han, unit="han", fu=best.fu or None,
                           limit=value.limit, base=value.base, payments=pay,
                           decomposition=self._spell(called, best.reading, red_kinds))

    def _liability(self, req: ScoreRequest, best: Candidate) -> tuple[int | None, int]:
        """The pao seat and the base points it is liable for (None, 0 when the hand has no pao yakuman)."""
        liable = sum(a.value for a in best.patterns if self.specs[a.spec.id].pao)
        if not liable:
            return None, 0
        if self.preset["pao_whole_hand"]:
            return req.pao, best.value.base
        return req.pao, yakuman_value(liable, self.point_rules).base

    def _called(self, melds: tuple[CalledMeld, ...]) -> Calls:
        """The called melds of a request (memoised: the same calls recur often)."""
        key = tuple((m.type, m.tiles) for m in melds)
        found = self.called.get(key)
        if found is None:
            kinds = tuple(t.kind for m in melds for t in m.tiles)
            facts = 0
            for k in kinds:
                facts |= self.table.facts[k]
            found = self.called[key] = Calls(
                Part(read_melds(self.variant, melds, CallRules()), self.table), kinds,
                sum(t.red for m in melds for t in m.tiles), all(m.type == "closed_kan" for m in melds), facts,
                tuple(self.variant.format(m.tiles) for m in melds))
        return found

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
    def _spell(self, called: tuple[str, ...], r: Reading, red_kinds: tuple[int, ...]) -> list[str]:
        """The groups of the reading in mpsz: the ``called`` melds as called, then the concealed groups,
        concealed red fives (``red_kinds``, one entry each) in the first groups holding their kind."""
        out = list(called)
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
