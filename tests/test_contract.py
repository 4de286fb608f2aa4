"""The shared contract as data (variants/contract.toml) says what SCORING_API.md says, and every ruleset
reads only what the contract has (or its own flags)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from polymahjong.variants.contract import CONTRACT_FLAGS, FLAG_NAMES, RULESET_FIELDS, SEAT_FLAGS, SHARED_FIELDS
from polymahjong.variants.registry import ruleset, variant_names

API = Path(__file__).parents[1] / ".." / "shared" / "SCORING_API.md"


def request_rows() -> dict[str, str]:
    """SCORING_API.md's request table: each field name -> its meaning."""
    text = API.read_text(encoding="utf-8")
    table = text[text.index("## Request"):text.index("## Response")]
    rows: dict[str, str] = {}
    for line in table.splitlines()[3:]:
        cells = [c.strip() for c in line.strip("|").split("|")]
        if len(cells) >= 3:
            for name in cells[0].split(","):
                rows[name.strip()] = cells[-1]
    return rows


def test_the_contract_has_the_fields_and_flags_of_scoring_api() -> None:
    rows = request_rows()
    assert SHARED_FIELDS | RULESET_FIELDS == set(rows)
    flags = re.findall(r"`(\w+)`", rows["flags"])
    assert list(FLAG_NAMES) + sorted(SEAT_FLAGS) == flags
    assert all("int" in rows["flags"].split(f"`{f}`")[1][:40] for f in SEAT_FLAGS)


@pytest.mark.parametrize("name", variant_names())
def test_a_ruleset_reads_only_the_contract_and_its_own_flags(name: str) -> None:
    rules = ruleset(name).rules
    read = rules.get("request", {})
    assert set(read.get("fields", ())) <= RULESET_FIELDS
    assert set(read.get("flags", ())) <= CONTRACT_FLAGS | set(rules.get("request_flags", {}))
