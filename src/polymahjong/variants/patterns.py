"""The pattern-table scorer's shared frame: pattern specs from a ruleset's ``[patterns]`` table, the patterns a
split of the hand has (predicates, supersession, limit patterns), and the best split.

A ruleset keeps its data (``[patterns]`` of rules.toml: name, value, ``limit``, ``each``, ``supersedes``), its
predicates (a mapping from pattern id to a function of the win's context and one split, returning how many
times the pattern is there) and what a pattern is worth in a win; this module runs them the same way for every
ruleset. Which split is best, and what limit patterns do to the rest, are each ruleset's own keys and rules.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Generic, Iterable, Mapping, TypeVar, Union

from polymahjong.hand import Decomposition
from polymahjong.variants.scoring import pattern_entry

#: What a pattern's table value is (points as an int, fan as a Fraction, None for a value decided elsewhere).
N = TypeVar("N")
#: What a pattern found in a hand is worth.
V = TypeVar("V", bound=Union[int, Fraction])
#: A ruleset's context of a win (what its predicates look at besides the split).
C = TypeVar("C")
#: What a split is worth, in whatever a ruleset ranks splits by.
W = TypeVar("W")

#: A predicate: how many times the pattern is in a split (0: not there).
Predicate = Callable[[C, Decomposition], int]


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
        """The pattern as the response lists it."""
        return pattern_entry(self.spec.id, self.spec.name, self.value, self.count, self.spec.limit)


def split_patterns(specs: Mapping[str, S], predicates: Mapping[str, Predicate[C]], ctx: C, split: Decomposition,
                   worth: Callable[[S, int], V]) -> list[Applied[V]]:
    """The patterns of one split after supersession: each predicate that holds gives its pattern, counted
    ``n`` times when the spec is ``each`` (else once) and worth ``worth(spec, count)``; a pattern worth nothing
    is left out, and a pattern another one found supersedes is not counted."""
    found: dict[str, Applied[V]] = {}
    for pid, predicate in predicates.items():
        n = predicate(ctx, split)
        if n:
            spec = specs[pid]
            count = n if spec.each else 1
            value = worth(spec, count)
            if value:
                found[pid] = Applied(spec, count, value)
    superseded = {pid for a in found.values() for pid in a.spec.supersedes}
    return [a for pid, a in found.items() if pid not in superseded]


def best_split(splits: Iterable[Decomposition], value: Callable[[Decomposition], W],
               key: Callable[[W], Any]) -> tuple[W, Decomposition]:
    """The split worth the most by ``key`` of its ``value`` (the first of equal ones), with that value."""
    best: tuple[W, Decomposition] | None = None
    top: Any = None
    for d in splits:
        v = value(d)
        k = key(v)
        if best is None or k > top:
            best, top = (v, d), k
    if best is None:
        raise ValueError("no split to choose from")
    return best
