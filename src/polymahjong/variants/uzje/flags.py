"""What Ùzje checks of a score request's flags beyond its ``[flag_rules]`` (variants/flags.py checks those):
a multi-quad draw's chain of quads among the melds."""
from __future__ import annotations

from typing import Any, Mapping

from polymahjong.variants.base import RequestError
from polymahjong.variants.scoring import CalledMeld


def check_quads(flags: Mapping[str, Any], melds: tuple[CalledMeld, ...]) -> None:
    """A multi-quad draw of ``chain_quads`` quads needs that many among the melds, all but the first closed."""
    quads = [m for m in melds if m.type.endswith("kan")]
    closed = sum(m.type == "closed_kan" for m in quads)
    chain = flags["chain_quads"]
    if flags["multi_quad"] and (len(quads) < chain or closed < chain - 1):
        raise RequestError(f"flag 'multi_quad' with a chain of {chain} quads needs {chain} quads among the melds, "
                           f"{chain - 1} of them closed")
