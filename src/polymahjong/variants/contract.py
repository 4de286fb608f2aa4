"""The contract every ruleset shares, as data (``contract.toml``): SCORING_API.md's score request (its fields
and flags, which ``reads.py`` checks against what each ruleset reads and the engine writes into the requests of
its wins) and what the engine's records write for every ruleset (the discard event's declaration flag)."""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

#: The parsed ``contract.toml``.
CONTRACT: dict[str, Any] = tomllib.loads((Path(__file__).parent / "contract.toml").read_text(encoding="utf-8"))

#: The discard event's flag set by a declaring discard (false on every other discard).
DECLARATION_FLAG: str = CONTRACT["events"]["discard"]["declaration"]

_REQUEST = CONTRACT["request"]
#: The request fields every ruleset reads.
SHARED_FIELDS = frozenset(_REQUEST["fields"])
#: The request fields that only some rulesets read.
RULESET_FIELDS = frozenset(_REQUEST["ruleset_fields"])
#: The boolean flags, in the contract's order.
FLAG_NAMES: tuple[str, ...] = tuple(_REQUEST["flags"])
#: The flags whose value is a seat.
SEAT_FLAGS = frozenset(_REQUEST["seat_flags"])
#: Every flag of the contract.
CONTRACT_FLAGS = frozenset(FLAG_NAMES) | SEAT_FLAGS
