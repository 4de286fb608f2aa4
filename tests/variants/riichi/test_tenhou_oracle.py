"""Every win of the Tenhou oracle (15,182 real games' wins) scored exactly as Tenhou scored it.

The request is built and the answer compared by the shared check
``/work/shared/checks/tenhou_case.py``: yaku and han, total han, fu below
mangan, and every seat's payment with honba, sticks and pao.
"""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

from polymahjong import ruleset

ORACLE = Path("/work/shared/oracles/tenhou/agari.jsonl")
CHECK = Path("/work/shared/checks/tenhou_case.py")


def _check_module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("tenhou_case", CHECK)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_oracle_win_agrees_with_tenhou():
    case = _check_module()
    rulesets = {}
    disagreements = []
    lines = ORACLE.read_text().splitlines()
    for line in lines:
        win = json.loads(line)
        request = case.request(win)
        key = tuple(sorted(request["options"].items()))
        variant = rulesets.get(key) or rulesets.setdefault(key, ruleset("riichi", **request["options"]))
        why = case.compare(win, variant.score_request(request))
        if why:
            disagreements.append(f"{win['id']}: {why}")
    assert len(lines) == 15182
    assert not disagreements, f"{len(disagreements)} of {len(lines)} disagree, e.g. " + "; ".join(disagreements[:5])
