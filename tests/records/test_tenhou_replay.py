"""`polymahjong replay --check` on Tenhou records: the engine (preset tenhou) must reproduce every round's
score changes exactly as Tenhou recorded them (the oracle's raw records, never our own output)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from polymahjong.records.tenhou import read_tenhou
from polymahjong.records.tenhou_replay import check_game

ORACLE = Path("/work/shared/oracles/tenhou")
RAW = ORACLE / "raw"
pytestmark = pytest.mark.skipif(not RAW.is_dir(), reason="the Tenhou oracle is not present")

#: One record per kind of ending Tenhou scores differently (from games.jsonl's ryuukyoku types and pao).
FAST = {
    "four winds": "mjx-project__mjx/test/resources/mjlog/kaze4.mjlog",
    "four kans": "mjx-project__mjx/test/resources/mjlog/kan4.mjlog",
    "nagashi mangan": "mjx-project__mjx/test/resources/mjlog/nm.mjlog",
    "four riichi": "mjx-project__mjx/test/resources/mjlog/reach4.mjlog",
    "nine terminals": "mjx-project__mjx/test/resources/mjlog/yao9.mjlog",
    "pao (ron)": "dnovikoff__tenhou/log/test_data/pao.xml",
    "pao (tsumo)": "mjx-project__mjx/mjconvert/mjconvert/tests/resources/mjlog/pao-tsumo.mjlog",
    "double ron": "dnovikoff__tenhou/log/test_data/bug2.xml",
    "triple ron": "Riichi-Mahjong-Statistics-Seminar__tenhou-paifu-to-json/samples/ron3.xml",
    "wins and exhaustive draws": "cozziekuns__HououDB/test_log",
    "tenhou.net/6 JSON": "Equim-chan__mjai-reviewer/convlog/tests/testdata/suukantsu_1.json",
}


def replay_check(*files: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "polymahjong", "replay", "--check", *map(str, files)],
                          capture_output=True, text=True, timeout=300)


def oracle_games() -> list[str]:
    """Every four-player game of the oracle (games.jsonl's sources)."""
    sources = {json.loads(line)["source"] for line in (ORACLE / "games.jsonl").open()}
    return sorted(sources)


def expected_rounds(source: str) -> int:
    return sum(1 for line in (ORACLE / "games.jsonl").open() if json.loads(line)["source"] == source)


@pytest.mark.parametrize("what", sorted(FAST))
def test_replay_check_agrees_with_tenhou(what: str) -> None:
    result = replay_check(RAW / FAST[what])
    assert result.returncode == 0, result.stderr
    assert "rounds agree with Tenhou" in result.stdout


def test_every_oracle_round_of_a_game_is_checked() -> None:
    source = FAST["wins and exhaustive draws"]
    assert check_game(read_tenhou(RAW / source)).rounds == expected_rounds(source)


def test_a_disagreement_names_the_round_and_both_results(tmp_path: Path) -> None:
    text = (RAW / FAST["nagashi mangan"]).read_text()
    broken = tmp_path / "broken.mjlog"
    # Tenhou writes scores in hundreds: the first round's first delta changed by 1000 points
    start = text.index("sc=\"", text.index("<AGARI") if "<AGARI" in text else text.index("<RYUUKYOKU"))
    values = text[start + 4:text.index('"', start + 4)].split(",")
    values[1] = str(int(values[1]) + 10)
    broken.write_text(text[:start + 4] + ",".join(values) + text[text.index('"', start + 4):])
    result = replay_check(broken, RAW / FAST["four winds"])
    assert result.returncode == 1
    assert "round E1-0" in result.stderr and "recorded" in result.stderr and "replayed" in result.stderr
    assert "kaze4" not in result.stdout  # stopped at the first disagreement


@pytest.mark.slow
def test_every_four_player_oracle_game_replays() -> None:
    failures = []
    for source in oracle_games():
        try:
            check_game(read_tenhou(RAW / source))
        except ValueError as e:
            failures.append(f"{source}: {e}")
    assert not failures, "\n".join(failures[:20])
