"""`polymahjong rules`, `analyze` and `score` through the real console script."""
import json
import subprocess
import sys

import pytest


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "polymahjong", *args], input=stdin, capture_output=True, text=True,
                          timeout=120)


def test_rules_json_gives_tile_count_and_wall_width():
    out = json.loads(run("rules", "uzje", "--option", "winds=compressed", "--json").stdout)
    assert out["tile_count"] == 168 and out["wall_width"] == 21  # the document's width table: 20 + flowers


def test_rules_bad_option_is_named_and_fails():
    p = run("rules", "uzje", "--option", "players=9")
    assert p.returncode != 0 and "players" in p.stderr


def test_analyze_stdin_answers_each_line_in_order_and_survives_bad_lines():
    lines = [{"variant": "riichi", "hand": "1112345678999m"}, {"variant": "riichi", "hand": "12x"},
             {"variant": "nonesuch", "hand": "1m"}, {"variant": "riichi", "hand": "1122m3344p5566s7z"}]
    p = run("analyze", "--json", stdin="".join(json.dumps(x) + "\n" for x in lines) + "not json\n")
    got = [json.loads(l) for l in p.stdout.splitlines()]
    assert len(got) == 5
    assert sorted(got[0]["waits"]) == [f"{i}m" for i in range(1, 10)]  # the nine gates wait on all nine
    assert got[1]["ok"] is False and "position 2" in got[1]["error"]
    assert got[2]["ok"] is False and "nonesuch" in got[2]["error"]
    assert got[3]["waits"] == ["7z"]
    assert got[4]["ok"] is False and "JSON" in got[4]["error"]


def test_analyze_argument_shows_decompositions_of_a_complete_hand():
    p = run("analyze", "--variant", "riichi", "--json", "11122233344455m")
    out = json.loads(p.stdout)
    assert out["shanten"] == -1
    assert {"form": "standard", "groups": ["111m", "222m", "333m", "444m", "55m"]} in out["decompositions"]


def test_score_json_goes_on_after_a_bad_line():
    good = {"variant": "riichi", "hand": "123m456p789s1122z", "win_tile": "1z", "win_type": "tsumo", "seat": 0,
            "flags": {"riichi": True}}
    p = run("score", "--json", stdin="{bad\n" + json.dumps({**good, "seat": 9}) + "\n" + json.dumps(good) + "\n")
    got = [json.loads(l) for l in p.stdout.splitlines()]
    assert [g["ok"] for g in got] == [False, False, True]
    assert "seat" in got[1]["error"]
    assert got[2]["valid"] is True


@pytest.mark.parametrize("args, tile", [(("11111m",), "1m"), (("--variant", "uzje", "0s0s0s0s0s"), "Z")])
def test_analyze_refuses_more_copies_than_the_tile_set_has(args, tile):
    """Four copies of each kind (the zero tile too: Ùzje's document, "four of each"); a fifth is an error."""
    p = run("analyze", *args)
    assert p.returncode != 0 and f"5 tiles of {tile}; the set has 4" in p.stderr


def test_analyze_json_refuses_more_copies_naming_the_tile():
    p = run("analyze", "--json", stdin=json.dumps({"variant": "riichi", "hand": "11111m"}) + "\n")
    answer = json.loads(p.stdout)
    assert answer["ok"] is False and "1m" in answer["error"]


def test_analyze_of_fourteen_tiles_names_the_best_discards_and_their_unseen_tiles():
    """1112345678999m + 5p: discarding 5p leaves the nine gates, waiting on all nine man tiles: 1m and 9m one
    unseen copy each (three held), 2m-8m three each, 23 in all."""
    out = json.loads(run("analyze", "--json", "1112345678999m5p").stdout)
    first = out["discards"][0]
    assert first["tile"] == "5p" and first["shanten"] == 0 and first["unseen"] == 23
    assert {d["tile"]: d["unseen"] for d in first["draws"]} == {"1m": 1, **{f"{r}m": 3 for r in range(2, 9)},
                                                                 "9m": 1}
    text = run("analyze", "1112345678999m5p").stdout
    assert "discard 5p: tenpai, 23 tiles: 1m(1) 2m(3)" in text


def test_analyze_values_each_wait_of_a_ready_hand():
    """Sichuan, Lesson 6: 11223344p 5566s 7s waits on 7s (Seven Pairs, 2 fans: 4 points) or 4s (1 point); the
    theoretical maximum is 4."""
    p = run("analyze", "--variant", "sichuan", "11223344p5566s7s")
    assert "on 7s: 2 fan, base 4" in p.stdout and "most: base 4 on 7s" in p.stdout
