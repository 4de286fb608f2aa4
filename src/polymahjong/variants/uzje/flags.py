"""The Ùzje flags of a score request, checked against ``[request_flags]`` of rules.toml.

The shared parser (variants/reads.py) lets only the flags Ùzje reads through, the contract's
``haitei``, ``houtei``, ``rinshan`` and ``chankan`` renamed to the Ùzje flags ([request] flag_names);
here each Ùzje flag's type, win type, companions and exclusions are checked.
"""
from __future__ import annotations

from typing import Any, Mapping

from polymahjong.variants.base import RequestError
from polymahjong.variants.scoring import CalledMeld

def check_flags(declared: Mapping[str, Mapping[str, Any]], flags: Mapping[str, Any], tsumo: bool) -> dict[str, Any]:
    """The request's flags with defaults filled in (bools false, ints their ``min``).

    Raises :class:`RequestError` naming the flag for a wrong type or value, a
    flag that does not fit the win type, or an impossible combination.
    """
    for name, v in flags.items():
        if name not in declared:
            if v is not False:
                raise RequestError(f"flag {name!r} is not an Ùzje flag")
            continue
        d = declared[name]
        if d["type"] == "bool" and not isinstance(v, bool):
            raise RequestError(f"flag {name!r} must be true or false, not {v!r}")
        if d["type"] == "int" and (not isinstance(v, int) or isinstance(v, bool) or v < d.get("min", 0)):
            raise RequestError(f"flag {name!r} must be a whole number >= {d.get('min', 0)}, not {v!r}")
    out = {name: flags.get(name, d.get("min", 0) if d["type"] == "int" else False) for name, d in declared.items()}
    for name, d in declared.items():
        if name not in flags or flags[name] is False:
            continue
        if "win_type" in d and d["win_type"] != ("tsumo" if tsumo else "ron"):
            raise RequestError(f"flag {name!r} needs win_type {d['win_type']!r}")
        if "requires" in d and not out[d["requires"]]:
            raise RequestError(f"flag {name!r} needs flag {d['requires']!r}")
        for other in d.get("excludes", ()):
            if out[other]:
                raise RequestError(f"flags {name!r} and {other!r} cannot both be set")
    return out


def check_quads(flags: Mapping[str, Any], melds: tuple[CalledMeld, ...]) -> None:
    """A quad draw needs a quad among the melds; a multi-quad draw of
    ``chain_quads`` quads needs that many, all but the first closed."""
    quads = [m for m in melds if m.type.endswith("kan")]
    closed = sum(m.type == "closed_kan" for m in quads)
    if flags["quad_draw"] and not quads:
        raise RequestError("flag 'quad_draw' needs a quad among the melds")
    chain = flags["chain_quads"]
    if flags["multi_quad"] and (len(quads) < chain or closed < chain - 1):
        raise RequestError(f"flag 'multi_quad' with a chain of {chain} quads needs {chain} quads among the melds, "
                           f"{chain - 1} of them closed")
