"""The contract every ruleset shares, as data (``contract.toml``): what the engine's records write for every
ruleset (the discard event's declaration flag)."""
from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

#: The parsed ``contract.toml``.
CONTRACT: dict[str, Any] = tomllib.loads((Path(__file__).parent / "contract.toml").read_text(encoding="utf-8"))

#: The discard event's flag set by a declaring discard (false on every other discard).
DECLARATION_FLAG: str = CONTRACT["events"]["discard"]["declaration"]
