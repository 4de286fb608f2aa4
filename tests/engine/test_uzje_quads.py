"""Ùzje quads at the table: quad draw and multi-quad draw flags reach the scorer under their Ùzje names."""
from __future__ import annotations

from polymahjong.engine import Act, Round, Table
from polymahjong.variants.registry import ruleset


def _chain_round() -> Round:
    """A round where the dealer declares two closed quads one after the other."""
    t = Table(ruleset("uzje", flowers=False))
    for seed in range(400):
        rnd = Round(t, seed)
        quads = [a for a in rnd.legal(0) if a.act is Act.CLOSED_KAN]
        if quads:
            rnd.step(quads[0])
            return rnd
    raise AssertionError("no seed deals a quad")


def test_quad_draw_and_multi_quad_flags() -> None:
    """Quad draw: "win the tile drawn because of a quad"; Multi-quad draw: a quad's draw, then a
    closed quad, then win off the tile drawn (flags quad_draw, multi_quad, chain_quads)."""
    rnd = _chain_round()
    assert rnd.chain == ["closed_kan"]
    flags = rnd._win_flags(0, tsumo=True)
    assert flags.get("rinshan") and "multi_kan" not in flags
    rnd.chain.append("closed_kan")  # a second closed quad declared off the replacement tile
    flags = rnd._win_flags(0, tsumo=True)
    assert flags["multi_kan"] and flags["kan_chain"] == 2
    names = rnd.table.variant.rules["round"]["flag_names"]
    assert {names[k]: v for k, v in flags.items() if k in names} == {"quad_draw": True, "multi_quad": True,
                                                                      "chain_quads": 2}
    rnd.step(next(a for a in rnd.legal(0) if a.act is Act.DISCARD))
    assert rnd.chain == []
