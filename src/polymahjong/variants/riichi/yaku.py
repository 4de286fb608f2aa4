"""One small predicate per yaku and yakuman: ``(situation, reading) -> bool``,
and the cheap condition bits that decide which of them are worth trying (the
scorer frame's :class:`~polymahjong.variants.patterns.Sieve` runs them).

Whether a yaku counts on an open hand, and for how much, is data
(``[patterns.*]`` of ``rules.toml``); a predicate only says whether the hand
has the pattern. Exclusions between patterns (junchan over chanta,
ryanpeikou over iipeikou, the tanki suuankou over the plain one...) are in
the predicates, so that at most one of each family holds.
"""
from __future__ import annotations

from typing import AbstractSet, Callable

from polymahjong.hand import SEVEN_PAIRS, THIRTEEN_ORPHANS
from polymahjong.variants.riichi.kinds import KindTable
from polymahjong.variants.riichi.reading import RYANMEN, TANKI, Reading, Situation

Predicate = Callable[[Situation, Reading], bool]

#: Chuuren poutou: counts of ranks 1..9 without the extra tile.
CHUUREN = (3, 1, 1, 1, 1, 1, 1, 1, 3)


# -- situational ------------------------------------------------------------------
def tenhou(s: Situation, r: Reading) -> bool:
    return "first_turn" in s.flags and s.tsumo and s.dealer


def chiihou(s: Situation, r: Reading) -> bool:
    return "first_turn" in s.flags and s.tsumo and not s.dealer


# -- shape ------------------------------------------------------------------------
def iipeikou(s: Situation, r: Reading) -> bool:
    return s.closed and r.peikou == 1


def ryanpeikou(s: Situation, r: Reading) -> bool:
    return s.closed and r.peikou == 2


def chanta(s: Situation, r: Reading) -> bool:
    return s.tiles.honours and r.outside and r.sequences > 0


def junchan(s: Situation, r: Reading) -> bool:
    return not s.tiles.honours and r.outside and r.sequences > 0


def _three_suits(kinds: tuple[int, ...], s: Situation) -> bool:
    """Some rank appears in ``kinds`` in every suit."""
    across = s.table.across
    for k in kinds:
        others = across[k]
        if others and all(o in kinds for o in others):
            return True
    return False


def sanshoku_doukou(s: Situation, r: Reading) -> bool:
    return _three_suits(r.trips, s)


def toitoi(s: Situation, r: Reading) -> bool:
    return len(r.sets) == 4


def sanankou(s: Situation, r: Reading) -> bool:
    return r.concealed_trips == 3


def sankantsu(s: Situation, r: Reading) -> bool:
    return r.quads == 3


def _dragon_trips(s: Situation, r: Reading) -> int:
    return sum(1 for k in r.trips if k in s.table.dragons)


def _wind_trips(s: Situation, r: Reading) -> int:
    return sum(1 for k in r.trips if k in s.table.winds)


def shousangen(s: Situation, r: Reading) -> bool:
    return _dragon_trips(s, r) == 2 and r.pair in s.table.dragons


# -- tiles ------------------------------------------------------------------------
def honroutou(s: Situation, r: Reading) -> bool:
    return s.tiles.all_orphan and s.tiles.honours and not s.tiles.all_honour


def honitsu(s: Situation, r: Reading) -> bool:
    return s.tiles.suit_count == 1 and s.tiles.honours


def chinitsu(s: Situation, r: Reading) -> bool:
    return s.tiles.suit_count == 1 and not s.tiles.honours


# -- yakuman ----------------------------------------------------------------------
def daisangen(s: Situation, r: Reading) -> bool:
    return _dragon_trips(s, r) == 3


def suuankou(s: Situation, r: Reading) -> bool:
    return r.concealed_trips == 4 and r.wait != TANKI


def suuankou_tanki(s: Situation, r: Reading) -> bool:
    return r.concealed_trips == 4 and r.wait == TANKI


def tsuuiisou(s: Situation, r: Reading) -> bool:
    return s.tiles.all_honour


def ryuuiisou(s: Situation, r: Reading) -> bool:
    return s.tiles.all_green


def chinroutou(s: Situation, r: Reading) -> bool:
    return s.tiles.all_terminal


def _chuuren_counts(s: Situation) -> list[int] | None:
    """Ranks 1..9 counts of a closed one-suit hand without honours or quads, else None."""
    if not s.closed or s.tiles.suit < 0 or s.tiles.honours or sum(s.counts) != 14:
        return None
    row = s.table.number[s.tiles.suit]
    return [s.counts[k] for k in row]


def _is_chuuren(counts: list[int]) -> bool:
    return all(n >= need for n, need in zip(counts, CHUUREN))


def chuuren_poutou(s: Situation, r: Reading) -> bool:
    c = _chuuren_counts(s)
    return c is not None and _is_chuuren(c) and not _junsei(c, s)


def _junsei(counts: list[int], s: Situation) -> bool:
    """Nine-sided: the hand without the winning tile is exactly 1112345678999."""
    rest = list(counts)
    rest[s.table.rank[s.win] - 1] -= 1
    return tuple(rest) == CHUUREN


def junsei_chuuren_poutou(s: Situation, r: Reading) -> bool:
    c = _chuuren_counts(s)
    return c is not None and _junsei(c, s)


def _thirteen_sided(s: Situation) -> bool:
    return s.counts[s.win] == 2


def kokushi_musou(s: Situation, r: Reading) -> bool:
    return r.form == THIRTEEN_ORPHANS and not _thirteen_sided(s)


def kokushi_musou_13_sided(s: Situation, r: Reading) -> bool:
    return r.form == THIRTEEN_ORPHANS and _thirteen_sided(s)


def daisuushii(s: Situation, r: Reading) -> bool:
    return _wind_trips(s, r) == 4


def shousuushii(s: Situation, r: Reading) -> bool:
    return _wind_trips(s, r) == 3 and r.pair in s.table.winds


def suukantsu(s: Situation, r: Reading) -> bool:
    return r.quads == 4


_WINDS = ("east", "south", "west", "north")
_DRAGONS = ("haku", "hatsu", "chun")
_VALUE_TRIPLETS = (*(f"seat_wind_{w}" for w in _WINDS), *(f"round_wind_{w}" for w in _WINDS),
                   *(f"yakuhai_{d}" for d in _DRAGONS))

#: Every yaku by pattern id (the order of output is the pattern table's). None marks a yaku that
#: the conditions it NEEDS make sure of: it is counted without a predicate.
YAKU: dict[str, Predicate | None] = {
    **{f.__name__: f for f in (
        iipeikou, chanta, sanshoku_doukou, sankantsu, toitoi, sanankou, shousangen, honroutou, ryanpeikou, junchan,
        honitsu, chinitsu)},
    **dict.fromkeys(("menzen_tsumo", "riichi", "ippatsu", "chankan", "rinshan_kaihou", "haitei_raoyue",
                     "houtei_raoyui", "double_riichi", "pinfu", "tanyao", "ittsu", "sanshoku_doujun", "chiitoitsu",
                     *_VALUE_TRIPLETS)),
}

#: Cheap conditions, one bit each. A yaku is tried only on readings that meet
#: every condition it NEEDS (a necessary condition; a sufficient one too where YAKU has no predicate).
#: ``riichi`` is riichi declared and not double riichi; ``simples_count``: a closed hand, or open tanyao
#: played (kuitan); ``plain_pair``: a pair of no value; ``ryanmen``: the winning tile completed a two-sided
#: wait; ``ittsu``, ``sanshoku_sequences``: the sequences of those yaku are among the reading's.
#: The yakuman are tried the same way (``YAKUMAN``; each has a predicate).
EVENT_FLAGS = ("riichi", "double_riichi", "ippatsu", "chankan", "rinshan", "haitei", "houtei", "first_turn")
CONDITIONS = ("tsumo", "ron", "closed", *EVENT_FLAGS, "all_simple", "simples_count", "all_orphan", "all_honour",
              "all_terminal", "all_green", "one_suit", "dragon_pair", "wind_pair", "plain_pair", "three_triplets",
              "four_sets", "outside", "peikou", "three_sequences", "four_sequences", "ryanmen", "ittsu",
              "sanshoku_sequences", "seven_pairs", "thirteen_orphans",
              *(f"seat_{w}_triplet" for w in _WINDS), *(f"round_{w}_triplet" for w in _WINDS),
              *(f"{d}_triplet" for d in _DRAGONS))
BIT = {name: 1 << i for i, name in enumerate(CONDITIONS)}
#: The conditions that are :class:`Tiles` fields of the same name (set by the tiles held alone).
TILE_CONDITIONS = ("all_simple", "all_orphan", "all_honour", "all_terminal", "all_green")
_FLAG_BITS = {flag: BIT[flag] for flag in EVENT_FLAGS}
NEEDS: dict[str, tuple[str, ...]] = {
    "menzen_tsumo": ("closed", "tsumo"), "riichi": ("riichi",), "double_riichi": ("double_riichi",),
    "ippatsu": ("ippatsu",), "chankan": ("chankan", "ron"), "rinshan_kaihou": ("rinshan", "tsumo"),
    "haitei_raoyue": ("haitei", "tsumo"), "houtei_raoyui": ("houtei", "ron"),
    "tanyao": ("all_simple", "simples_count"), "honroutou": ("all_orphan",), "honitsu": ("one_suit",),
    "chinitsu": ("one_suit",),
    **{f"seat_wind_{w}": (f"seat_{w}_triplet",) for w in _WINDS},
    **{f"round_wind_{w}": (f"round_{w}_triplet",) for w in _WINDS},
    **{f"yakuhai_{d}": (f"{d}_triplet",) for d in _DRAGONS},
    "shousangen": ("dragon_pair",),
    **{k: ("three_triplets",) for k in ("sanshoku_doukou", "sankantsu", "toitoi", "sanankou")},
    "chanta": ("outside",), "junchan": ("outside",), "iipeikou": ("peikou",), "ryanpeikou": ("peikou",),
    "pinfu": ("closed", "four_sequences", "ryanmen", "plain_pair"), "ittsu": ("ittsu",),
    "sanshoku_doujun": ("sanshoku_sequences",),
    "chiitoitsu": ("seven_pairs",),
    # yakuman
    "tenhou": ("first_turn", "tsumo"), "chiihou": ("first_turn", "tsumo"),
    "daisangen": tuple(f"{d}_triplet" for d in _DRAGONS),
    **{k: ("four_sets",) for k in ("suuankou", "suuankou_tanki", "daisuushii", "suukantsu")},
    "tsuuiisou": ("all_honour",), "ryuuiisou": ("all_green",), "chinroutou": ("all_terminal",),
    "chuuren_poutou": ("closed", "one_suit"), "junsei_chuuren_poutou": ("closed", "one_suit"),
    "kokushi_musou": ("thirteen_orphans",), "kokushi_musou_13_sided": ("thirteen_orphans",),
    "shousuushii": ("three_triplets", "wind_pair"),
}


def needed_bits(pattern: str) -> int:
    """The condition bits yaku or yakuman ``pattern`` needs."""
    return sum(BIT[c] for c in NEEDS.get(pattern, ()))


class Conditions:
    """The condition bits of the hands of one kind table.

    A triplet of a dragon, or of a wind that is the seat or round wind, has
    its own bits; :meth:`triplets` gives them per kind for a situation (a
    kind with none makes a pair of no value).
    """

    def __init__(self, table: KindTable) -> None:
        base = [0] * len(table.suit)
        for k, d in zip(table.dragons, _DRAGONS):
            base[k] = BIT[f"{d}_triplet"]
        self.by_winds: dict[tuple[int, int], tuple[int, ...]] = {}
        for seat in table.winds:
            for round_ in table.winds:
                bits = list(base)
                for k, w in zip(table.winds, _WINDS):
                    bits[k] = (BIT[f"seat_{w}_triplet"] if k == seat else 0) | (
                        BIT[f"round_{w}_triplet"] if k == round_ else 0)
                self.by_winds[seat, round_] = tuple(bits)
        self.dragons, self.winds = table.dragons, table.winds
        self.tile_bits: dict[int, int] = {}  # by Situation.facts: the conditions of TILE_CONDITIONS and one_suit
        # sequence starts as bits of a mask (bit k: a sequence from kind k): each suit's 123, 456, 789
        self.straights = tuple((1 << one) | (1 << four) | (1 << seven) for one, four, seven in table.straights)
        self.suit_starts = tuple(row[0] for row in table.number)  # a suit's ranks are consecutive kinds
        self.ranks = (1 << len(table.number[0])) - 1

    def triplets(self, s: Situation) -> tuple[int, ...]:
        """Per kind, the bits a triplet of it sets in situation ``s`` (0 for most kinds)."""
        return self.by_winds[s.seat_wind, s.round_wind]

    @staticmethod
    def flags(flags: AbstractSet[str]) -> int:
        """The conditions the set ``flags`` give."""
        bits = 0
        for flag in flags:
            bits |= _FLAG_BITS.get(flag, 0)
        if "double_riichi" in flags:
            bits &= ~BIT["riichi"]
        return bits

    def situation(self, s: Situation, flag_bits: int) -> int:
        """The conditions that hold for the whole hand, whatever its reading; ``flag_bits`` from
        :meth:`flags`."""
        bits = flag_bits | (BIT["tsumo"] if s.tsumo else BIT["ron"])
        if s.closed:
            bits |= BIT["closed"] | BIT["simples_count"]
        elif s.kuitan:
            bits |= BIT["simples_count"]
        tiles = self.tile_bits.get(s.facts)
        if tiles is None:
            tiles = self.tile_bits[s.facts] = sum(BIT[c] for c in TILE_CONDITIONS if getattr(s.tiles, c)) | (
                BIT["one_suit"] if s.tiles.suit_count == 1 else 0)
        return bits | tiles

    def reading(self, r: Reading, triplets: tuple[int, ...]) -> int:
        """The conditions that hold for one reading; ``triplets`` from :meth:`triplets`."""
        bits = 0
        sets = r.sets
        if sets:
            for k, _, _ in sets:
                bits |= triplets[k]
            if len(sets) >= 3:
                bits |= THREE_TRIPLETS if len(sets) == 3 else THREE_TRIPLETS | FOUR_SETS
        pair = r.pair
        if pair >= 0:
            if pair in self.dragons:
                bits |= DRAGON_PAIR
            else:
                if pair in self.winds:
                    bits |= WIND_PAIR
                if not triplets[pair]:
                    bits |= PLAIN_PAIR
        if r.outside:
            bits |= OUTSIDE
        if r.peikou:
            bits |= PEIKOU
        if r.wait == RYANMEN:
            bits |= RYANMEN_WAIT
        n = r.sequences
        if n >= 3:
            bits |= THREE_SEQUENCES if n == 3 else THREE_SEQUENCES | FOUR_SEQUENCES
            bits |= self._sequences(r.seq_mask)
        elif r.form == SEVEN_PAIRS:
            bits |= SEVEN_PAIRS_FORM
        elif r.form == THIRTEEN_ORPHANS:
            bits |= THIRTEEN_ORPHANS_FORM
        return bits

    def _sequences(self, mask: int) -> int:
        """The ``ittsu`` and ``sanshoku_sequences`` conditions of the sequence starts ``mask``."""
        bits = 0
        for straight in self.straights:
            if mask & straight == straight:
                bits = ITTSU
                break
        common = self.ranks
        for start in self.suit_starts:
            common &= mask >> start
        return bits | SANSHOKU_SEQUENCES if common else bits


THREE_TRIPLETS, FOUR_SETS, PLAIN_PAIR, DRAGON_PAIR, WIND_PAIR, OUTSIDE, PEIKOU, RYANMEN_WAIT = (
    BIT[c] for c in ("three_triplets", "four_sets", "plain_pair", "dragon_pair", "wind_pair", "outside", "peikou",
                     "ryanmen"))
THREE_SEQUENCES, FOUR_SEQUENCES, ITTSU, SANSHOKU_SEQUENCES, SEVEN_PAIRS_FORM, THIRTEEN_ORPHANS_FORM = (
    BIT[c] for c in ("three_sequences", "four_sequences", "ittsu", "sanshoku_sequences", "seven_pairs",
                     "thirteen_orphans"))


#: Every yakuman by pattern id.
YAKUMAN: dict[str, Predicate] = {f.__name__: f for f in (
    tenhou, chiihou, daisangen, suuankou, suuankou_tanki, tsuuiisou, ryuuiisou, chinroutou, chuuren_poutou,
    junsei_chuuren_poutou, kokushi_musou, kokushi_musou_13_sided, daisuushii, shousuushii, suukantsu)}
