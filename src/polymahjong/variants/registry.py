"""Find a ruleset by name: the built-in five, and any third-party ruleset
registered under the ``polymahjong.variants`` entry point."""
from __future__ import annotations

from functools import cache
from importlib import import_module
from importlib.metadata import entry_points
from typing import Any

from polymahjong.variants.base import OptionError, Variant, load_rules
from polymahjong.variants.reads import Reads, reads_of

BUILT_IN = {
    "riichi": "polymahjong.variants.riichi:Riichi",
    "sichuan": "polymahjong.variants.sichuan:Sichuan",
    "zung_jung": "polymahjong.variants.zung_jung:ZungJung",
    "tianjin": "polymahjong.variants.tianjin:Tianjin",
    "uzje": "polymahjong.variants.uzje:Uzje",
}


def variant_names() -> list[str]:
    """Every ruleset name that :func:`ruleset` accepts."""
    return list(BUILT_IN) + sorted(e.name for e in entry_points(group="polymahjong.variants") if e.name not in BUILT_IN)


def variant_class(name: str) -> type[Variant]:
    """The Variant class of a ruleset name."""
    target = BUILT_IN.get(name)
    if target is None:
        found = [e for e in entry_points(group="polymahjong.variants") if e.name == name]
        if not found:
            raise OptionError(f"unknown variant {name!r} (known: {', '.join(variant_names())})")
        return found[0].load()
    module, _, attr = target.partition(":")
    return getattr(import_module(module), attr)


def ruleset(name: str, **options: Any) -> Variant:
    """A ruleset with options, e.g. ``ruleset("uzje", players=5, winds="compressed")``.

    >>> uzje = ruleset("uzje", players=5)
    >>> uzje.players, uzje.tileset.tile_count
    (5, 232)
    >>> ruleset("uzje", players=9)
    Traceback (most recent call last):
    ...
    polymahjong.variants.base.OptionError: uzje: option 'players' must be within 3..6, not 9
    """
    variant = variant_class(name)(**options)
    variant.rulesets_reading = rulesets_reading  # type: ignore[method-assign]
    return variant


@cache
def _reads(name: str) -> Reads:
    return reads_of(load_rules(variant_class(name).folder))


def rulesets_reading(section: str, name: str) -> list[str]:
    """The rulesets that read score-request field ``name`` (``section`` "fields") or flag ``name``
    ("flags"), as their rules.toml declares (variants/reads.py)."""
    return [v for v in variant_names() if name in getattr(_reads(v), section)]
