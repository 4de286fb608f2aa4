"""What the pure-path test (test_pure_path.py) compares between the compiled build and the pure-Python path: the
records of seeded games and the answers to Tenhou oracle wins, with the oracle's verdict on each; and which of the
package's modules were loaded from something other than their source. ``python path_fingerprint.py`` prints it as
JSON (the test runs it under ``POLYMAHJONG_PURE=1``)."""
from __future__ import annotations

import hashlib
import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

from polymahjong import ruleset
from polymahjong.sim.runner import simulate

SHARED = Path(__file__).resolve().parents[1].parent / "shared"  # beside the project, as the other tests read it
ORACLE = SHARED / "oracles" / "tenhou" / "agari.jsonl"
CHECK = SHARED / "checks" / "tenhou_case.py"
#: (ruleset, bot) of the seeded games: riichi's table loop with both bots, and a ruleset whose hooks are not compiled
GAMES = [("riichi", "random"), ("riichi", "efficiency"), ("tianjin", "efficiency")]
#: the oracle wins scored (the first of the file)
HANDS = 1500


def compiled_modules() -> list[str]:
    """The package's modules loaded from an extension although they have a source (the analyser's C core,
    which has none, is not one of them)."""
    return sorted(name for name, m in sys.modules.items() if name.startswith("polymahjong")
                  and getattr(m, "__file__", None) and not m.__file__.endswith(".py")
                  and Path(m.__file__).with_name(name.rpartition(".")[2] + ".py").is_file())


def fingerprint() -> dict[str, Any]:
    """The digests of 2 games from seed 5 for each of :data:`GAMES`, the sha256 of the answers to the first
    :data:`HANDS` oracle wins with the ids of those the oracle disagrees with, and :func:`compiled_modules`."""
    digests = {f"{name}-{bot}": simulate(name, {}, 2, 5, bot=bot).as_dict()["digest"] for name, bot in GAMES}
    spec = importlib.util.spec_from_file_location("tenhou_case", CHECK)
    case = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(case)
    variants: dict[tuple, Any] = {}
    answers, disagreements = hashlib.sha256(), []
    for line in ORACLE.read_text().splitlines()[:HANDS]:
        win = json.loads(line)
        request = case.request(win)
        key = tuple(sorted(request["options"].items()))
        variant = variants.get(key) or variants.setdefault(key, ruleset("riichi", **request["options"]))
        answer = variant.score_request(request)
        answers.update(json.dumps(answer, sort_keys=True).encode())
        if case.compare(win, answer):
            disagreements.append(win["id"])
    return {"digests": digests, "answers": answers.hexdigest(), "disagreements": disagreements,
            "compiled": compiled_modules()}


if __name__ == "__main__":
    print(json.dumps(fingerprint()))
