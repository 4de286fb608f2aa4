"""What a ruleset reads of a score request, from the ``[request]`` table of its rules.toml.

SCORING_API.md has fields every ruleset reads (hand, seat, ...) and fields and
flags that only some rulesets read (``dora_indicators``, ``jokers``,
``step_up``...): ``contract.py`` holds them, the data of ``contract.toml``. A
ruleset declares the ones it reads; a request carrying one it does not read is
refused, naming the ruleset(s) that read it, so that a
request meant for another ruleset never gets a silently wrong score. A
contract flag a ruleset reads under its own name (Ùzje's ``sea_scoop`` for
``haitei``) is accepted under both names and passed on under the ruleset's.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from polymahjong.variants.base import RequestError
from polymahjong.variants.contract import CONTRACT_FLAGS, RULESET_FIELDS, SEAT_FLAGS, SHARED_FIELDS

if TYPE_CHECKING:
    from polymahjong.variants.base import Variant


@dataclass(frozen=True)
class Reads:
    """The ruleset fields and flags one ruleset reads.

    ``flags``: every flag name a request may set (the contract's it reads, its
    own ``[request_flags]``, and the contract's names of ``renamed``);
    ``renamed``: a contract flag → the ruleset's own name for it."""

    fields: frozenset[str]
    flags: frozenset[str]
    renamed: Mapping[str, str]


def reads_of(rules: Mapping[str, Any]) -> Reads:
    """What the ruleset of ``rules`` (a parsed rules.toml) reads; without a ``[request]`` table, every
    field and contract flag (a third-party ruleset that declares nothing keeps the old behaviour)."""
    own = frozenset(rules.get("request_flags", {}))
    table = rules.get("request")
    if table is None:
        return Reads(RULESET_FIELDS, CONTRACT_FLAGS | own, {})
    renamed = dict(table.get("flag_names", {}))
    return Reads(frozenset(table.get("fields", ())), frozenset(table.get("flags", ())) | own | set(renamed), renamed)


def check_fields(variant: "Variant", req: Mapping[str, Any]) -> None:
    """Refuse a field the contract does not have, and a ruleset field ``variant`` does not read."""
    unknown = set(req) - SHARED_FIELDS - RULESET_FIELDS
    if unknown:
        raise RequestError(f"unknown field(s) {sorted(unknown)}")
    foreign = sorted(set(req) & RULESET_FIELDS - reads_of(variant.rules).fields)
    if foreign:
        raise RequestError(_not_read(variant, "field", foreign[0], "fields"))


def resolve_flags(variant: "Variant", flags: Mapping[str, Any]) -> dict[str, Any]:
    """The request's flags under ``variant``'s own names, checked: a contract flag must be a bool
    (a seat flag, ``blame_seat``, a seat), a flag ``variant`` does not read must not be set (false is harmless), and
    a flag given under both its names must say the same under each."""
    reads = reads_of(variant.rules)
    out: dict[str, Any] = {}
    given_as: dict[str, str] = {}
    for k, v in flags.items():
        if k in SEAT_FLAGS:
            n = variant.players
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v < n:
                raise RequestError(f"flag {k!r} must be a seat 0..{n - 1}, not {v!r}")
        elif k in CONTRACT_FLAGS and not isinstance(v, bool):
            raise RequestError(f"flag {k!r} must be true or false, not {v!r}")
        if k not in reads.flags:
            if k in CONTRACT_FLAGS or variant.rulesets_reading("flags", k):
                if v is False:
                    continue
                raise RequestError(_not_read(variant, "flag", k, "flags"))
            raise RequestError(f"unknown flag {k!r}")
        name = reads.renamed.get(k, k)
        if name in out and out[name] != v:
            raise RequestError(f"flags {given_as[name]!r} and {k!r} are the same {variant.name} flag "
                               f"and disagree ({out[name]!r}, {v!r})")
        out[name], given_as[name] = v, k
    return out


def _not_read(variant: "Variant", what: str, name: str, section: str) -> str:
    readers = variant.rulesets_reading(section, name)
    by = f" (read by {', '.join(readers)})" if readers else ""
    return f"{what} {name!r} is not read by {variant.name}: it has no rule that needs it{by}"
