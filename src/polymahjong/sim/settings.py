"""What a rules designer reads beside a run's figures: each pattern's name, unit, status and the
options that set its value.

A ruleset with provisional values declares an option per number of its pattern table:
``value.<pattern id>`` for the value, ``value.<pattern id>.<field>`` for its other numbers (Ùzje's
``value.sea_scoop.lucky``); Tianjin declares ``value.<id>`` for the three values its document
leaves open. They are read from the variant's option declarations, so a ruleset that adds one is
listed without a change here.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from polymahjong.render.text import number
from polymahjong.variants.base import Variant

#: What a pattern's status means (shown where the ruleset has value options).
STATUS = {
    "fixed": "the rule document fixes the value (Ùzje's '=')",
    "open": "the rule document gives no value: ours, to be set by play testing",
    "provisional": "the rule document's value, provisional: subject to play testing",
}


@dataclass(frozen=True)
class Setting:
    """One value option: its name, the pattern it sets, its value in this run and its default (as text)."""

    option: str
    pattern: str
    value: str
    default: str
    help: str

    @property
    def changed(self) -> bool:
        """Whether the run set it away from its default."""
        return self.value != self.default


def option_text(value: Any) -> str:
    """An option's value as people write it: ``2.6``, ``3``, ``compressed``, ``true``."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float)):
        return number(Fraction(str(value)))
    return str(value)


def value_settings(variant: Variant) -> dict[str, list[Setting]]:
    """Per pattern id (in the pattern table's order), the options that set its numbers; patterns
    without any are left out (a ruleset whose values are all fixed gives an empty dict)."""
    declared = variant.option_declarations()
    out: dict[str, list[Setting]] = {}
    for entry in variant.patterns():
        pid = entry["id"]
        names = [name for name in declared if name == f"value.{pid}" or name.startswith(f"value.{pid}.")]
        if names:
            out[pid] = [Setting(name, pid, option_text(variant.options[name]), option_text(declared[name]["default"]),
                                declared[name].get("help", "")) for name in names]
    return out


def pattern_names(variant: Variant) -> dict[str, str]:
    """Each pattern id's name in the ruleset's table."""
    return {entry["id"]: entry.get("name", entry["id"]) for entry in variant.patterns()}


def value_units(variant: Variant) -> tuple[str, dict[str, str]]:
    """The ruleset's unit of value (empty when unknown), and each pattern's: the limit unit for a limit pattern
    where the ruleset counts those apart (both from ``[units]`` of its rules.toml, :attr:`Variant.units`)."""
    unit, limit_unit = variant.units
    return unit, {entry["id"]: limit_unit if entry.get("limit") and limit_unit else unit
                  for entry in variant.patterns()}


def with_unit(figure: str, unit: str) -> str:
    """A figure followed by its unit, if known: ``2.60 fan``."""
    return f"{figure} {unit}" if unit else figure


def status(variant: Variant, pid: str) -> str:
    """A pattern's value status, a key of :data:`STATUS` (for patterns with value options): ``fixed`` by the
    document, ``open`` (the document gives none; the table marks it ``provisional`` or takes it from a
    ``value_option``), else ``provisional``."""
    entry = {**variant.rules.get("patterns", {}).get(pid, {}),
             **next((e for e in variant.patterns() if e["id"] == pid), {})}
    if entry.get("fixed"):
        return "fixed"
    return "open" if entry.get("provisional") or "value_option" in entry else "provisional"
