"""A score request's flags checked against the ruleset's data: the ``[flag_rules]`` table of its rules.toml.

The shared parser (``variants/reads.py``) has already let through only the flags the ruleset reads, under the
ruleset's own names, a contract flag as a bool and a seat flag as a seat. Here each flag the ruleset reads is
checked against its entry ``[flag_rules.<name>]``:

- ``type``: ``"bool"`` (the default), ``"int"`` (a whole number >= ``min``, default 0) or ``"seat"``;
  the default of a flag not given is false, ``min``, or None;
- ``win_type``: the one win type the flag fits (``"tsumo"`` or ``"ron"``);
- ``requires``: a flag that must be set with it (a list: one of them); ``excludes``: flags that cannot be set
  with it;
- ``needs_quad``: the ruleset's word for a quad (``"kong"``, ``"bar"``...) when the flag needs one among the
  melds (a win on a quad's replacement tile);
- ``closed``: the flag needs a closed hand (no calls but closed quads: a declaration of a ready hand).

A request that breaks one raises :class:`~polymahjong.variants.base.RequestError` naming the flag.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from polymahjong.variants.base import RequestError

if TYPE_CHECKING:
    from polymahjong.variants.base import Variant
    from polymahjong.variants.scoring import ScoreRequest


def check_flags(variant: "Variant", req: "ScoreRequest") -> dict[str, Any]:
    """Every flag of ``variant``'s ``[flag_rules]``: the request's value, checked, or the flag's default."""
    rules: Mapping[str, Mapping[str, Any]] = variant.rules.get("flag_rules", {})
    flags = req.flags
    for name, v in flags.items():
        if name not in rules:
            if v is not False:
                raise RequestError(f"flag {name!r} is not a {variant.name} flag (its flags: {', '.join(rules)})")
            continue
        _check_type(name, v, rules[name], req.players)
    out = {name: flags.get(name, _default(rule)) for name, rule in rules.items()}
    for name, rule in rules.items():
        if flags.get(name) is False or flags.get(name) is None:
            continue
        if "win_type" in rule and rule["win_type"] != ("tsumo" if req.tsumo else "ron"):
            raise RequestError(f"flag {name!r} needs win_type {rule['win_type']!r}")
        needed = rule.get("requires", ())
        needed = [needed] if isinstance(needed, str) else needed
        if needed and not any(out[r] for r in needed):
            raise RequestError(f"flag {name!r} needs flag {' or '.join(map(repr, needed))}")
        for other in rule.get("excludes", ()):
            if out[other]:
                raise RequestError(f"flags {name!r} and {other!r} cannot both be set")
        if "needs_quad" in rule and not any(m.type.endswith("kan") for m in req.melds):
            raise RequestError(f"flag {name!r} needs a {rule['needs_quad']} among the melds")
        if rule.get("closed") and any(m.type != "closed_kan" for m in req.melds):
            raise RequestError(f"flag {name!r} needs a closed hand (no calls but closed quads)")
    return out


def _default(rule: Mapping[str, Any]) -> Any:
    kind = rule.get("type", "bool")
    return rule.get("min", 0) if kind == "int" else None if kind == "seat" else False


def _check_type(name: str, v: Any, rule: Mapping[str, Any], players: int) -> None:
    kind = rule.get("type", "bool")
    whole = isinstance(v, int) and not isinstance(v, bool)
    if kind == "bool" and not isinstance(v, bool):
        raise RequestError(f"flag {name!r} must be true or false, not {v!r}")
    if kind == "int" and (not whole or v < rule.get("min", 0)):
        raise RequestError(f"flag {name!r} must be a whole number >= {rule.get('min', 0)}, not {v!r}")
    if kind == "seat" and (not whole or not 0 <= v < players):
        raise RequestError(f"flag {name!r} must be a seat 0..{players - 1}, not {v!r}")
