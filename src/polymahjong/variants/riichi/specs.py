"""Riichi's pattern table (``[patterns]`` of rules.toml) as the scorer frame's specs, and its yaku and yakuman
as the frame's sieves (one for a closed hand, one for an open hand).

A yaku's ``value`` is its han on a closed hand and ``open`` its han on an open one (0: closed hands only); a
limit pattern's ``value`` counts yakuman (the preset may count a double as one); ``pao``: a player who fed
the last set may be liable; the dora (``per_tile``) have no predicate: the scorer counts their tiles.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from polymahjong.variants.patterns import PatternSpec, Sieve, check_table, spec_fields
from polymahjong.variants.riichi.reading import Reading, Situation
from polymahjong.variants.riichi.yaku import YAKU, YAKUMAN, needed_bits

#: The patterns counted per tile, without a predicate.
DORA = ("dora", "aka_dora", "ura_dora")

#: A sieve of riichi's yaku or yakuman: its han or yakuman per pattern.
YakuSieve = Sieve["YakuSpec", Situation, Reading, int]


@dataclass(frozen=True)
class YakuSpec(PatternSpec[int]):
    """A pattern of riichi's table: ``value`` han closed (yakuman for a limit pattern), ``open`` han open."""

    open: int = 0
    pao: bool = False


def pattern_specs(table: Mapping[str, Mapping[str, Any]]) -> dict[str, YakuSpec]:
    """The table's specs; every yaku and yakuman needs a predicate and the other way round."""
    check_table("riichi", table, {**YAKU, **YAKUMAN}, without=DORA)
    return {pid: YakuSpec(value=e["value"], open=e.get("open", 0), pao=e.get("pao", False), **spec_fields(pid, e))
            for pid, e in table.items()}


def sieves(specs: Mapping[str, YakuSpec], double_yakuman: bool) -> tuple[YakuSieve, YakuSieve]:
    """The yaku and yakuman of a closed hand and of an open one, in the table's order, each tried under the
    conditions it needs (yaku.py): a yaku worth its han closed or open, a yakuman its count (each counted once
    unless ``double_yakuman``); a reading with a yakuman scores its yakuman alone."""
    predicates = {pid: YAKU[pid] if pid in YAKU else YAKUMAN[pid] for pid in specs if pid in YAKU or pid in YAKUMAN}
    needs = {pid: needed_bits(pid) for pid in specs}

    def yakuman(spec: YakuSpec) -> int:
        return spec.value if double_yakuman else 1

    return (Sieve(specs, predicates, lambda spec, n: yakuman(spec) if spec.limit else spec.value, needs, True),
            Sieve(specs, predicates, lambda spec, n: yakuman(spec) if spec.limit else spec.open, needs, True))
