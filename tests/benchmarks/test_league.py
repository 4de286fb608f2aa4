"""benchmarks/league.py stays runnable: short leagues of our bots (one with an mjai field: the scripted test bot's
processes), their figures consistent with each other."""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from typing import Any

import pytest

PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "league.py"
spec = importlib.util.spec_from_file_location("league", PATH)
assert spec is not None and spec.loader is not None
league = importlib.util.module_from_spec(spec)
sys.modules["league"] = league  # its dataclasses look their module up
spec.loader.exec_module(league)


def run(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    league.main(list(args))
    return json.loads(capsys.readouterr().out)


def check(data: dict[str, Any], games: int) -> None:
    """Placements count every game; the average rank is theirs; rates are per hand."""
    assert data["games"] == games == sum(data["placements"]) and data["errors"] == []
    assert data["avg_rank"] == round(sum((i + 1) * n for i, n in enumerate(data["placements"])) / games, 3)
    for side in ("bot_stats", "field_stats"):
        stats = data[side]
        assert stats["decisions"] > 0 and 0 <= stats["ms_per_decision_mean"] <= stats["ms_per_decision_max"]
        assert all(0 <= v <= 1 for k, v in stats.items() if k.endswith("_per_hand"))


def test_a_short_riichi_league(capsys: pytest.CaptureFixture[str]) -> None:
    data = run(capsys, "--bot", "random", "--field", "efficiency", "-o", "length=east", "--games", "3")
    assert data["options"] == {"preset": "tenhou", "length": "east"} and data["wall_seeds"] == 1
    check(data, 4)  # one wall seed, the tested bot in each of the four seats
    assert set(data["bot_stats"]) >= {"win_per_hand", "deal_in_per_hand", "riichi_per_hand", "call_per_hand",
                                      "points_per_win", "points_per_deal_in"}
    for side in ("bot_stats", "field_stats"):  # a riichi win brings at least 1000 (1 han 30 fu), a deal-in costs it
        stats = data[side]
        assert stats["points_per_win"] >= 1000 or stats["win_per_hand"] == 0
        assert stats["points_per_deal_in"] >= 1000 or stats["deal_in_per_hand"] == 0


def test_another_ruleset_has_no_riichi_rate(capsys: pytest.CaptureFixture[str]) -> None:
    data = run(capsys, "--variant", "zung_jung", "--bot", "efficiency", "--field", "random", "--games", "4")
    check(data, 4)
    assert "riichi_per_hand" not in data["bot_stats"]


def test_an_mjai_field(capsys: pytest.CaptureFixture[str]) -> None:
    command = f"mjai:{sys.executable} {PATH.parents[1] / 'tests' / 'players' / 'mjai_bot.py'} tsumogiri"
    check(run(capsys, "--bot", "efficiency", "--field", command, "-o", "length=east", "--games", "4"), 4)


def test_ranks_break_ties_by_the_first_dealer() -> None:
    assert [league.rank([25000, 25000, 30000, 20000], p, first=1) for p in range(4)] == [3, 2, 1, 4]
    assert [league.rank([25000, 25000, 25000, 25000], p, first=2) for p in range(4)] == [3, 4, 1, 2]


def test_a_five_player_league_rotates_the_bot_through_five_seats(capsys: pytest.CaptureFixture[str]) -> None:
    data = run(capsys, "--variant", "uzje", "-o", "players=5", "-o", "length=games:1", "--bot", "efficiency",
               "--field", "efficiency", "--games", "5")
    check(data, 5)  # one wall seed, the tested bot in each of the five seats
    assert len(data["placements"]) == 5 and data["even_rank"] == 3.0
    assert data["benchmark"].startswith("league: 1 bot vs 4 copies")


def test_a_league_paired_with_its_own_ranks_replays_every_game(capsys: pytest.CaptureFixture[str],
                                                                tmp_path: Path) -> None:
    ranks = tmp_path / "ranks.jsonl"
    first = run(capsys, "--bot", "random", "--field", "efficiency", "-o", "length=east", "--games", "4",
                "--seed", "5", "--ranks", str(ranks))
    written = [json.loads(line) for line in ranks.read_text().splitlines()]
    assert sorted(g["seat"] for g in written) == [0, 1, 2, 3]
    assert [sum(g["rank"] == r for g in written) for r in (1, 2, 3, 4)] == first["placements"]
    assert all(isinstance(g["score"], int) for g in written)
    # four seats start with 25,000 each (the rule document) and the points only move between them, the sticks left
    # at the end going to the top (preset tenhou's sticks_to_top): the first place ends with 25,000 or more, the
    # last with 25,000 or less
    assert all(g["score"] >= 25000 for g in written if g["rank"] == 1)
    assert all(g["score"] <= 25000 for g in written if g["rank"] == 4)
    again = run(capsys, "--bot", "random", "--field", "efficiency", "-o", "length=east", "--games", "4",
                "--seed", "5", "--against", str(ranks))
    assert again["paired"] == {"games": 4, "rank_diff": 0.0, "rank_diff_se": 0.0, "same_rank": 4,
                               "score_diff": 0, "score_diff_se": 0}


def test_paired_ranks_differ_game_by_game() -> None:
    mine = [{"seed": 7, "seat": s, "rank": r} for s, r in enumerate([1, 2, 3, 4])] + [{"seed": 8, "seat": 0, "rank": 1}]
    theirs = [{"seed": 7, "seat": s, "rank": r} for s, r in enumerate([2, 2, 4, 1])]
    # differences -1, 0, -1, 3 (the game of seed 8 is not in both): mean 0.25, sample variance 10.75 / 3
    assert league.paired(mine, theirs) == {"games": 4, "rank_diff": 0.25, "rank_diff_se": 0.946, "same_rank": 1}
    with pytest.raises(ValueError, match="share no game"):
        league.paired(mine, [{"seed": 9, "seat": 0, "rank": 1}])


def test_paired_scores_differ_game_by_game_where_both_runs_kept_them() -> None:
    mine = [{"seed": 7, "seat": s, "rank": 1, "score": p} for s, p in enumerate([30000, 25000])]
    theirs = [{"seed": 7, "seat": s, "rank": 1, "score": p} for s, p in enumerate([20000, 25000])]
    # differences 10,000 and 0: mean 5,000, sample variance 50,000,000, its error sqrt(5e7 / 2) = 5,000
    got = league.paired(mine, theirs)
    assert (got["score_diff"], got["score_diff_se"]) == (5000, 5000)
    assert "score_diff" not in league.paired(mine, [{k: v for k, v in g.items() if k != "score"} for g in theirs])


def test_a_broken_ranks_file_is_named(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    ranks = tmp_path / "ranks.jsonl"
    ranks.write_text('{"seed": 1, "seat": 0, "rank": 2}\n{"seed": 1, "seat": 1}\n')
    with pytest.raises(SystemExit):
        league.main(["--bot", "random", "--games", "4", "--against", str(ranks)])
    assert "ranks.jsonl, line 2" in capsys.readouterr().err


def test_a_pairing_without_common_games_keeps_the_league(capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Path) -> None:
    ranks = tmp_path / "ranks.jsonl"
    ranks.write_text('{"seed": 1, "seat": 0, "rank": 2}\n')  # a game this league does not play
    with pytest.raises(SystemExit):
        league.main(["--bot", "random", "--field", "efficiency", "-o", "length=east", "--games", "4",
                     "--against", str(ranks)])
    out, err = capsys.readouterr()
    check(json.loads(out), 4)
    assert "share no game" in err


#: A constant the riichi expert bot reads at nearly every discard: with it negative, the bot throws dora first.
CANDIDATE = "polymahjong.variants.riichi.bot.discards:DORA_KEPT=-50.0"
SHORT = ["--bot", "expert", "--field", "efficiency", "-o", "length=east", "--games", "4", "--seed", "3"]


def read(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_a_shadowed_candidate_plays_its_own_games_and_pairs_with_the_landed_ones(capsys: pytest.CaptureFixture[str],
                                                                                  tmp_path: Path) -> None:
    landed, candidate, shadowed = (tmp_path / f"{n}.jsonl" for n in ("landed", "candidate", "shadowed"))
    run(capsys, *SHORT, "--ranks", str(landed))
    alone = run(capsys, *SHORT, "--set", CANDIDATE, "--ranks", str(candidate))
    data = run(capsys, *SHORT, "--set", CANDIDATE, "--shadow", "--ranks", str(shadowed))
    assert alone["set"] == data["set"] == [CANDIDATE]
    assert data["placements"] == alone["placements"]  # the shadow changes none of the candidate's moves
    games = read(shadowed)
    key = ("seed", "seat", "rank", "score")
    assert [{k: g[k] for k in key} for g in games] == read(candidate)
    # the shadow's landed figures are the landed version's own games, whether they were played again or not
    assert [{"seed": g["seed"], "seat": g["seat"], **g["landed"]} for g in games] == read(landed)
    paired = data["paired"]
    assert paired.pop("differed") >= 1  # throwing the dora first changes some decision in four games
    assert paired == league.paired(read(candidate), read(landed))


def test_a_setting_holds_for_the_tested_bot_only(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    from polymahjong.variants.riichi.bot import discards
    kept = discards.DORA_KEPT
    same, tuned = tmp_path / "same.jsonl", tmp_path / "tuned.jsonl"
    field = ["--bot", "efficiency", "--field", "expert", "-o", "length=east", "--games", "4", "--seed", "3"]
    run(capsys, *field, "--ranks", str(same))
    # the tested bot (efficiency) does not read the constant; the field's expert copies keep their own value
    run(capsys, *field, "--set", CANDIDATE, "--ranks", str(tuned))
    assert read(tuned) == read(same) and discards.DORA_KEPT == kept


@pytest.mark.parametrize("args, named", [
    (["--set", "polymahjong.variants.riichi.bot.discards"], "not MODULE:NAME=VALUE"),
    (["--set", "polymahjong.nowhere:X=1"], "no module 'polymahjong.nowhere'"),
    (["--set", "polymahjong.variants.riichi.bot.discards:NO_SUCH=1"], "has no 'NO_SUCH'"),
    (["--set", "polymahjong.variants.riichi.bot.discards:DORA_KEPT=lots"], "'lots' is not a Python literal"),
    (["--shadow"], "give --set"),
    (["--shadow", "--set", CANDIDATE, "--against", "ranks.jsonl"], "give one"),
])
def test_a_wrong_candidate_is_named(capsys: pytest.CaptureFixture[str], args: list[str], named: str) -> None:
    with pytest.raises(SystemExit):
        league.main(["--bot", "expert", "--games", "4", *args])
    assert named in capsys.readouterr().err
