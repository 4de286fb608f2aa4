"""The Ùzje pattern table (``[patterns]`` of rules.toml) as exact values, and
the options that let a rules designer change every one of them.

Fan are multiples of 0.2 and are kept as :class:`~fractions.Fraction`. Each
number of a pattern entry is an option: ``value.<id>`` for its value and
``value.<id>.<field>`` for its other numbers (``lucky``, ``extra_quad``,
``all_tongs``), e.g. ``ruleset("uzje", **{"value.purity": 6.4})``.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Mapping

from polymahjong.variants.base import OptionError
from polymahjong.variants.patterns import PatternSpec as TableSpec
from polymahjong.variants.patterns import spec_fields

#: The numbers of a pattern entry, each one an option.
NUMBER_FIELDS = ("value", "lucky", "extra_quad", "all_tongs")
#: The value of Six flowers: whatever the minimum is.
AT_MINIMUM = "minimum"
FAN_STEP = Fraction(1, 5)


def exact(x: Any) -> Fraction:
    """A decimal (``"2.6"``, ``2.6``, ``3``) as an exact Fraction; floats by their shortest spelling."""
    return Fraction(str(x))


def option_name(pid: str, field: str) -> str:
    """The option that sets ``field`` of pattern ``pid``."""
    return f"value.{pid}" if field == "value" else f"value.{pid}.{field}"


def value_options(patterns: Mapping[str, Mapping[str, Any]]) -> dict[str, dict[str, Any]]:
    """Option declarations for every number of the pattern table (defaults: the table's)."""
    out: dict[str, dict[str, Any]] = {}
    for pid, entry in patterns.items():
        for field in NUMBER_FIELDS:
            if field in entry and entry[field] != AT_MINIMUM:
                unit = "limits" if entry.get("limit") and field == "value" else "fan"
                out[option_name(pid, field)] = {"default": float(exact(entry[field])), "min": 0,
                                                "help": f"{field} of {entry['name']}, in {unit}"}
    return out


def check_values(patterns: Mapping[str, Mapping[str, Any]], options: Mapping[str, Any]) -> None:
    """Reject a minimum that is not a half-integer, fan that are not multiples
    of 0.2, and limit values that are not whole."""
    minimum = exact(options["minimum"])
    if minimum.denominator != 2 or minimum < 0:
        raise OptionError(f"uzje: option 'minimum' must be a positive half-integer (x.5), not {options['minimum']!r}")
    for pid, entry in patterns.items():
        for field in NUMBER_FIELDS:
            name = option_name(pid, field)
            if name not in options:
                continue
            v = exact(options[name])
            if entry.get("limit") and field == "value":
                if v.denominator != 1:
                    raise OptionError(f"uzje: option {name!r} counts limits and must be whole, not {options[name]!r}")
            elif (v / FAN_STEP).denominator != 1:
                raise OptionError(f"uzje: option {name!r} must be a multiple of 0.2 fan, not {options[name]!r}")


def table_with_options(patterns: Mapping[str, Mapping[str, Any]], options: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The pattern table as plain data, each number as its option sets it (whole numbers as ints)."""
    def number(x: Any) -> int | float:
        v = exact(x)
        return int(v) if v.denominator == 1 else float(v)

    return [{"id": pid, **e, **{f: number(options[option_name(pid, f)]) for f in NUMBER_FIELDS
                                if option_name(pid, f) in options}} for pid, e in patterns.items()]


@dataclass(frozen=True)
class PatternSpec(TableSpec[Fraction | None]):
    """One pattern of the table with the options applied (every pattern counts as many times as the hand
    has it: ``each``).

    ``value`` is fan, or limits when ``limit``; None for Six flowers (worth
    the minimum). ``lucky`` is added when the winning tile is ``lucky_tile``;
    ``extra_quad`` per closed quad of a chain after the second; ``all_tongs``
    replaces ``value`` when all tongs are in play.
    """

    fixed: bool = False
    provisional: bool = False
    lucky: Fraction = Fraction(0)
    lucky_tile: str | None = None
    extra_quad: Fraction = Fraction(0)
    all_tongs: Fraction | None = None

    @property
    def amount(self) -> Fraction:
        """``value`` of a pattern that has one (every pattern but Six flowers)."""
        if self.value is None:
            raise ValueError(f"uzje pattern {self.id!r} has no value of its own")
        return self.value


def pattern_specs(patterns: Mapping[str, Mapping[str, Any]], options: Mapping[str, Any]) -> dict[str, PatternSpec]:
    """Every pattern of the table, its numbers taken from ``options``."""
    specs: dict[str, PatternSpec] = {}
    for pid, e in patterns.items():
        numbers = {f: exact(options[option_name(pid, f)]) for f in NUMBER_FIELDS
                   if option_name(pid, f) in options}
        fields: dict[str, Any] = {**spec_fields(pid, e), "each": True, "value": numbers.pop("value", None),
                                  "fixed": e.get("fixed", False), "provisional": e.get("provisional", False),
                                  "lucky_tile": e.get("lucky_tile"), **numbers}
        specs[pid] = PatternSpec(**fields)
    return specs
