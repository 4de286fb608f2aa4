"""`polymahjong replay --check` on Tenhou records: the engine (preset tenhou) must reproduce every round's
score changes exactly as Tenhou recorded them, and its match the chain from round to round (dealer, honba,
sticks, scores) and the end of the game (the oracle's raw records and games.jsonl, never our own output)."""
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

LOGS = "thewaxmango__mahjong-hands/log-libraries/logs/"
#: Games whose end shows one of Tenhou's end rules (from games.jsonl's last round and owari).
ENDINGS = {
    "bust in the first round": "Riichi-Mahjong-Statistics-Seminar__tenhou-paifu-to-json/samples/yakumann.xml",
    "east game into the south, ended by 30000": LOGS + "2022010223gm-00e1-0000-f2f72bf8.txt",
    "into the west, ended by 30000": LOGS + "2022010316gm-00a9-0000-3f29e3da.txt",
    "all-last dealer wins in first place": LOGS + "2022010121gm-00a9-0000-425f2249.txt",
    "all-last dealer tenpai in first place": LOGS + "2022010309gm-00a9-0000-b4ab411c.txt",
    "leftover sticks to the first place": LOGS + "2022010102gm-00e1-0000-56853ebc.txt",
    "extension dealer tenpai in first place": "MahjongRepository__tenhou-python-bot/project/system_testing/fixtures/2.txt",
    # S4-0: the dealer, last with 17400, keeps the deal by tenpai; S4-1: wins, first with 29700; both play on
    "all-last dealer keeping the deal below 30000 plays on": LOGS + "2022010900gm-00a9-0000-1de38875.txt",
    "east game's extension to South 4, ended below 30000": LOGS + "2022010107gm-00e1-0000-2153c673.txt",
    # W1: the dealer, first with 29600, wins and plays W1-1; W4 passes with nobody at 30000: the end
    "hanchan's extension to West 4, ended below 30000": LOGS + "2022010506gm-00a9-0000-27fba202.txt",
    # an early record (INIT shuffle "mt19937ar"): the S4 dealer, tenpai and first with 37400, plays on
    "early record: all-last dealer tenpai in first place plays on": "dnovikoff__tenhou/log/test_data/bug1.xml",
}


def replay_check(*files: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "polymahjong", "replay", "--check", *map(str, files)],
                          capture_output=True, text=True, timeout=300)


def oracle_games() -> list[str]:
    """Every four-player game of the oracle (games.jsonl's sources)."""
    sources = {json.loads(line)["source"] for line in (ORACLE / "games.jsonl").open()}
    return sorted(sources)


def oracle_rounds(source: str) -> list[dict]:
    """games.jsonl's rounds of one game, in order."""
    rows = [json.loads(line) for line in (ORACLE / "games.jsonl").open() if f'"{source}"' in line]
    return sorted((r for r in rows if r["source"] == source), key=lambda r: r["round_index"])


def expected_rounds(source: str) -> int:
    return len(oracle_rounds(source))


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


@pytest.mark.parametrize("what", sorted(ENDINGS))
def test_the_match_ends_where_and_as_tenhou_ends_the_game(what: str) -> None:
    source = ENDINGS[what]
    rows = oracle_rounds(source)
    assert "owari" in rows[-1]
    game = read_tenhou(RAW / source)
    assert game.owari is not None and list(game.owari[0]) == rows[-1]["owari"]["scores"]
    check = check_game(game)  # raises unless the match ends after the last round with owari's scores
    assert (check.rounds, check.chained, check.ending) == (len(rows), len(rows) - 1, True)


def test_a_wrong_chain_is_reported(tmp_path: Path) -> None:
    text = (RAW / ENDINGS["into the west, ended by 30000"]).read_text()
    inits = [i for i in range(len(text)) if text.startswith("<INIT seed=\"", i)]
    seed_at = inits[3] + len("<INIT seed=\"")
    honba_at = text.index(",", seed_at) + 1
    broken = tmp_path / "broken.mjlog"  # the fourth round's honba raised by one
    honba_end = text.index(",", honba_at)
    broken.write_text(text[:honba_at] + str(int(text[honba_at:honba_end]) + 1) + text[honba_end:])
    with pytest.raises(ValueError, match=r"starts as \(kyoku, honba, sticks, dealer, scores\)"):
        check_game(read_tenhou(broken))


def test_a_wrong_end_is_reported(tmp_path: Path) -> None:
    text = (RAW / ENDINGS["into the west, ended by 30000"]).read_text()
    broken = tmp_path / "broken.mjlog"
    start = text.index('owari="') + len('owari="')
    values = text[start:text.index('"', start)].split(",")
    values[0] = str(int(values[0]) + 10)
    broken.write_text(text[:start] + ",".join(values) + text[text.index('"', start):])
    with pytest.raises(ValueError, match="the record's game ends with scores"):
        check_game(read_tenhou(broken))


@pytest.mark.slow
def test_every_four_player_oracle_game_replays() -> None:
    failures, rounds, chained, endings = {}, 0, 0, 0
    for source in oracle_games():
        try:
            check = check_game(read_tenhou(RAW / source))
        except ValueError as e:
            failures[source] = str(e)
            continue
        rounds, chained, endings = rounds + check.rounds, chained + check.chained, endings + check.ending
    assert not failures, failures
    games = oracle_games()
    rows = [json.loads(line) for line in (ORACLE / "games.jsonl").open()]
    assert rounds == len(rows) and chained == len(rows) - len(games)  # every round, every chain
    assert endings == sum("owari" in r for r in rows)
