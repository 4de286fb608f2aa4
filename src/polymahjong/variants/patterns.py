"""The pattern-table scorer's shared frame: pattern specs from a ruleset's ``[patterns]`` table, the patterns a
split of the hand has (predicates, supersession, limit patterns), and the best split.

A ruleset keeps its data (``[patterns]`` of rules.toml: name, value, ``limit``, ``each``, ``supersedes``), its
predicates (a mapping from pattern id to a function of the win's context and one split, returning how many
times the pattern is there) and what a pattern is worth in a win; this module runs them the same way for every
ruleset. Which split is best, and what limit patterns do to the rest, are each ruleset's own keys and rules.
A split is whatever a ruleset's predicates read: a :class:`~polymahjong.hand.Decomposition`, riichi's reading,
Tianjin's arrangement. A hot path compiles its table once into a :class:`Sieve`.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property
from typing import Any, Callable, Generic, Iterable, Mapping, NamedTuple, Sequence, TypeVar, Union

from polymahjong.variants.scoring import pattern_entry

#: What a pattern's table value is (points as an int, fan as a Fraction, None for a value decided elsewhere).
N = TypeVar("N")
#: What a pattern found in a hand is worth.
V = TypeVar("V", bound=Union[int, Fraction])
#: A ruleset's context of a win (what its predicates look at besides the split).
C = TypeVar("C")
#: A split of the hand, as a ruleset's predicates read it.
D = TypeVar("D")
#: What a split is worth, in whatever a ruleset ranks splits by.
W = TypeVar("W")

#: A predicate: how many times the pattern is in a split (0 or False: not there).
Predicate = Callable[[C, D], int]


@dataclass(frozen=True)
class PatternSpec(Generic[N]):
    """One entry of a ``[patterns]`` table: ``value`` counted once, or per set or tile when ``each``; a
    ``limit`` pattern (a limit hand); the patterns it ``supersedes`` (not counted when it is)."""

    id: str
    name: str
    value: N
    limit: bool = False
    each: bool = False
    supersedes: tuple[str, ...] = ()


def spec_fields(pid: str, entry: Mapping[str, Any]) -> dict[str, Any]:
    """The fields every ruleset's spec takes from its table entry (all but ``value``)."""
    return {"id": pid, "name": entry["name"], "limit": entry.get("limit", False), "each": entry.get("each", False),
            "supersedes": tuple(entry.get("supersedes", ()))}


def table_specs(table: Mapping[str, Mapping[str, Any]]) -> dict[str, PatternSpec[Any]]:
    """The specs of a ``[patterns]`` table whose values are its entries' ``value`` as written."""
    return {pid: PatternSpec(value=e["value"], **spec_fields(pid, e)) for pid, e in table.items()}


def check_table(ruleset: str, table: Mapping[str, Any], predicates: Mapping[str, Any],
                without: Iterable[str] = ()) -> None:
    """Every pattern of ``table`` has a predicate and the other way round, but the patterns ``without`` one
    (valued otherwise, e.g. a chicken hand); each pattern superseded is in the table."""
    odd = set(table) ^ set(predicates) ^ set(without)
    if odd:
        raise ValueError(f"{ruleset}: patterns without a predicate or without a value: {sorted(odd)}")
    unknown = sorted({s for e in table.values() for s in e.get("supersedes", ())} - set(table))
    if unknown:
        raise ValueError(f"{ruleset}: patterns superseded but not in the table: {unknown}")


#: A ruleset's spec type (a :class:`PatternSpec` with the ruleset's own numbers).
S = TypeVar("S", bound=PatternSpec[Any])


@dataclass(frozen=True)
class Applied(Generic[V]):
    """A pattern a hand has: how many times (once unless its spec is ``each``), and what that is worth."""

    spec: PatternSpec[Any]
    count: int
    value: V

    def as_dict(self) -> dict[str, object]:
        """The pattern as the response lists it (a new dict each time)."""
        return dict(self.entry)

    @cached_property
    def entry(self) -> dict[str, object]:
        """:meth:`as_dict`'s entry, made once and shared (a sieve's patterns are found again and again): a hot
        path may copy it without the call; never to be changed."""
        return pattern_entry(self.spec.id, self.spec.name, self.value, self.count, self.spec.limit)


def split_patterns(specs: Mapping[str, S], predicates: Mapping[str, Predicate[C, D]], ctx: C, split: D,
                   worth: Callable[[S, int], V]) -> list[Applied[V]]:
    """The patterns of one split after supersession: each predicate that holds gives its pattern, counted
    ``n`` times when the spec is ``each`` (else once) and worth ``worth(spec, count)``; a pattern worth nothing
    is left out, and a pattern another one found supersedes is not counted."""
    found: list[Applied[V]] = []
    for pid, predicate in predicates.items():
        n = predicate(ctx, split)
        if n:
            spec = specs[pid]
            count = n if spec.each else 1
            value = worth(spec, count)
            if value:
                found.append(Applied(spec, count, value))
    return supersede(found)


def supersede(found: list[Applied[V]]) -> list[Applied[V]]:
    """The patterns ``found`` less those another of them supersedes."""
    superseded = {pid for a in found for pid in a.spec.supersedes}
    return [a for a in found if a.spec.id not in superseded] if superseded else found


#: A :class:`Sieve`'s entry: a pattern's predicate (None: found whenever the conditions hold) and the pattern found.
_Entry = tuple[Callable[[Any, Any], int] | None, Applied[V]]


class _Tried(NamedTuple, Generic[V]):
    """What a :class:`Sieve` tries under one set of conditions: the limit patterns tried first (when they
    stand alone), then the others; ``sure``, when no other has a predicate, the others found;
    ``supersedes``: whether one of them all supersedes another."""

    limits: tuple[_Entry[V], ...]
    entries: tuple[_Entry[V], ...]
    sure: tuple[Applied[V], ...] | None
    supersedes: bool


class Sieve(Generic[S, C, D, V]):
    """A pattern table compiled once for a hot path: :func:`split_patterns` with each pattern valued once,
    when the sieve is made (``worth(spec, 1)``: a sieve counts a pattern once, so no spec is ``each``), and its
    predicates sifted by condition bits. ``needs`` gives a pattern's bits: cheap necessary conditions of a
    split that the ruleset's own precheck computes (riichi: a closed hand, one suit, a triplet of dragons...);
    the pattern is tried only on splits whose bits hold them all. A predicate of None marks a pattern those
    conditions make sure of. The patterns worth trying are listed once per set of bits met, and kept. With
    ``limits_alone``, a split with a limit pattern has its limit patterns alone (riichi's yakuman): they are
    tried first, the others only when none holds."""

    def __init__(self, specs: Mapping[str, S], predicates: Mapping[str, Predicate[C, D] | None],
                 worth: Callable[[S, int], V], needs: Mapping[str, int] | None = None,
                 limits_alone: bool = False) -> None:
        counted = sorted(pid for pid in predicates if specs[pid].each)
        if counted:
            raise ValueError(f"a sieve counts each pattern once; these are counted per set or tile: {counted}")
        needs = needs or {}
        self._rows = tuple((Applied(specs[pid], 1, worth(specs[pid], 1)), predicate, needs.get(pid, 0))
                           for pid, predicate in predicates.items())
        self._limits_alone = limits_alone
        self._tried: dict[int, _Tried[V]] = {}

    def patterns(self, ctx: C, split: D, bits: int = 0) -> Sequence[Applied[V]]:
        """The patterns of one split after supersession, given the conditions ``bits`` it meets (a sequence
        shared between calls: not to be changed)."""
        tried = self._tried.get(bits)
        if tried is None:
            tried = self._sift(bits)
        if tried.limits:
            found = [a for predicate, a in tried.limits if predicate is None or predicate(ctx, split)]
            if found:
                return supersede(found) if tried.supersedes else found
        if tried.sure is not None:
            return tried.sure
        found = [a for predicate, a in tried.entries if predicate is None or predicate(ctx, split)]
        return supersede(found) if tried.supersedes else found

    def _sift(self, bits: int) -> _Tried[V]:
        """The patterns worth trying when the conditions ``bits`` hold (kept in ``_tried``)."""
        tried = [(predicate, a) for a, predicate, need in self._rows if a.value and need & bits == need]
        alone = self._limits_alone
        limits = tuple(e for e in tried if alone and e[1].spec.limit)
        entries = tuple(e for e in tried if not (alone and e[1].spec.limit))
        sure = None
        if all(predicate is None for predicate, _ in entries):
            sure = tuple(supersede([a for _, a in entries]))
        found = self._tried[bits] = _Tried(limits, entries, sure, any(a.spec.supersedes for _, a in tried))
        return found


#: A split's key not yet computed (:func:`best_split` computes keys only when there is a second split).
_UNKEYED: Any = object()


def best_split(splits: Iterable[D], value: Callable[[D], W], key: Callable[[W], Any],
               bound: Callable[[D], Any] | None = None) -> tuple[W, D]:
    """The split worth the most by ``key`` of its ``value`` (the first of equal ones), with that value; a lone
    split's key is not computed. With ``bound``, the splits come in order of a bound of their key (the highest
    first, no key above its split's bound), and those after one whose bound the best key found reaches are
    not valued."""
    best: tuple[W, D] | None = None
    top: Any = _UNKEYED
    for d in splits:
        if best is not None:
            if top is _UNKEYED:
                top = key(best[0])
            if bound is not None and not bound(d) > top:
                break
        v = value(d)
        if best is None:
            best = v, d
            continue
        k = key(v)
        if k > top:
            best, top = (v, d), k
    if best is None:
        raise ValueError("no split to choose from")
    return best
