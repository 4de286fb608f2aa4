"""The pure-Python path (``POLYMAHJONG_PURE=1``, polymahjong/purepath.py) against the build: in a process of its
own, every module of the package runs from its source, and seeded games and oracle wins come out as the pins,
the oracle and this process (the compiled modules, where they were built) have them."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from path_fingerprint import GAMES, HANDS, compiled_modules, fingerprint
from test_digests import PINNED

from polymahjong.purepath import PURE_ENV, pure

HERE = Path(__file__).parent


@pytest.fixture(scope="module")
def pure_run() -> dict[str, Any]:
    """:func:`path_fingerprint.fingerprint` of a process on the pure path."""
    env = {**os.environ, PURE_ENV: "1"}
    done = subprocess.run([sys.executable, str(HERE / "path_fingerprint.py")], env=env, capture_output=True,
                          text=True, check=True, cwd=HERE)
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def here() -> dict[str, Any]:
    """:func:`path_fingerprint.fingerprint` of this process (compiled where the build compiled)."""
    return fingerprint()


def test_the_pure_path_loads_every_module_from_its_source(pure_run: dict[str, Any]) -> None:
    assert pure_run["compiled"] == []


def test_the_build_is_used_where_it_was_built() -> None:
    """Where setup.py's mypyc build ran, this process runs its modules (the scorer and the table loop)."""
    import importlib.util

    if importlib.util.find_spec("polymahjong__mypyc") is None or pure():
        pytest.skip("the mypyc modules are not built here, or POLYMAHJONG_PURE is set")
    import polymahjong.engine.round
    import polymahjong.variants.riichi.scoring  # noqa: F401

    assert {"polymahjong.engine.round", "polymahjong.variants.riichi.scoring"} <= set(compiled_modules())


def test_the_pure_path_plays_the_pinned_games(pure_run: dict[str, Any], here: dict[str, Any]) -> None:
    pinned = {f"{name}-{bot}": PINNED[(name, (), bot)] for name, bot in GAMES}
    assert pure_run["digests"] == pinned
    assert here["digests"] == pinned


def test_the_pure_path_scores_the_oracle_wins_as_tenhou_and_as_the_build(pure_run: dict[str, Any],
                                                                          here: dict[str, Any]) -> None:
    assert pure_run["disagreements"] == [], f"{len(pure_run['disagreements'])} of {HANDS} oracle wins disagree"
    assert pure_run["answers"] == here["answers"]
