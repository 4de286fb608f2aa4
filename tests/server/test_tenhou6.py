"""Finished riichi games as tenhou.net/6 JSON: read back by the project's tenhou.net/6 reader and replayed
through the engine round by round with the same score changes; the score texts and yaku written as Tenhou
writes them in the oracle's tenhou.net/6 files (../shared/oracles/tenhou/raw)."""
from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from polymahjong.engine.game import play_match
from polymahjong.players.bots import make_bots
from polymahjong.players.mjai.tiles import MjaiError
from polymahjong.records.log import header
from polymahjong.records.tenhou import parse_t6json
from polymahjong.records.tenhou.t6json import SCORE_TEXT, YAKU_TEXT
from polymahjong.records.tenhou.yaku_names import yaku_id
from polymahjong.records.tenhou.t6_write import LIMITS as NAMES_JA
from polymahjong.records.tenhou.t6_write import YAKU, _points, _yaku
from polymahjong.records.tenhou_replay import check_game
from polymahjong.server.tenhou6 import tenhou6
from polymahjong.variants.registry import ruleset
from polymahjong.variants.riichi.points import hand_value, yakuman_value

LIMITS = {ja: name for name, ja in NAMES_JA.items()}
ORACLE = Path(__file__).resolve().parents[2] / ".." / "shared" / "oracles" / "tenhou" / "raw"


def _game(seed: int, **options: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    v = ruleset("riichi", **options)
    match = play_match(v, make_bots(v, "efficiency", seed), seed)
    return header(v, seed, ["ann", "bo", "cy", "di"]), json.loads(json.dumps(match.events))


@pytest.mark.parametrize("seed,options", [(3, {}), (8, {"length": "east", "red_fives": 0}), (21, {"kuitan": False})])
def test_a_game_written_as_tenhou6_reads_back_and_replays_with_the_same_scores(seed: int, options: dict) -> None:
    head, events = _game(seed, **options)
    data = tenhou6(head, events)
    game = parse_t6json(json.dumps(data, ensure_ascii=False), "ours")
    rounds = [e for e in events if e["e"] == "round"]
    assert len(game.rounds) == len(rounds) and set(game.names) == {"ann", "bo", "cy", "di"}
    assert game.rules.aka == bool(options.get("red_fives", 1)) and game.rules.hanchan == (options.get("length") != "east")
    assert game.rules.kuitan == options.get("kuitan", True)
    for rec, ours in zip(game.rounds, rounds):
        assert (rec.honba, rec.riichi_sticks) == (ours["honba"], ours["sticks"])
        assert all(len(hand) == 13 for hand in rec.hands[1:]) and len(rec.hands[0]) == 13
    check = check_game(game, ruleset("riichi", **options))  # every round's score changes, round by round
    assert check.rounds == len(rounds) and check.chained == len(rounds) - 1
    final = next(e for e in events if e["e"] == "match_end")["scores"]
    assert sorted(game.rounds[-1].final_scores) == sorted(final)


def test_no_tenhou6_of_another_ruleset_or_of_two_red_fives_a_suit() -> None:
    head, events = _game(3, red_fives=2)
    with pytest.raises(MjaiError, match="one red five per suit"):
        tenhou6(head, events)
    v = ruleset("zung_jung")
    match = play_match(v, make_bots(v, "efficiency", 1), 1)
    with pytest.raises(MjaiError):
        tenhou6(header(v, 1, ["a", "b", "c", "d"]), json.loads(json.dumps(match.events)))


def _oracle_wins() -> list[tuple[int, list[Any]]]:
    wins = []
    for path in sorted(ORACLE.rglob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8-sig"))
        except (ValueError, UnicodeDecodeError):
            continue
        if not isinstance(data, dict) or not isinstance(data.get("log"), list):
            continue
        for rnd in data["log"]:
            if rnd[13] and rnd[-1][0] == "和了":  # four players
                wins += [(rnd[0][0] % 4, rnd[-1][i + 1]) for i in range(1, len(rnd[-1]), 2)]
    return wins


@pytest.mark.skipif(not ORACLE.exists(), reason="the Tenhou oracle is not beside the project")
def test_score_texts_and_yaku_are_written_as_tenhou_writes_them() -> None:
    rules = ruleset("riichi", preset="tenhou").rules["points"]
    ids = {i: p for p, i in YAKU.items()}
    wins = _oracle_wins()
    assert len(wins) > 40
    for dealer, (who, source, _, text, *yaku) in wins:
        patterns = []
        for item in yaku:
            m = YAKU_TEXT.fullmatch(item)
            assert m is not None
            value = 1 if m.group(3) else int(m.group(2))
            if value or m.group(3):
                patterns.append({"id": ids[yaku_id(m.group(1))], "value": value, "limit": bool(m.group(3))})
        score = SCORE_TEXT.fullmatch(text)
        assert score is not None
        fu, limit = score.group(1), score.group(3)
        han = sum(p["value"] for p in patterns)
        if patterns[0]["limit"]:
            base, name = yakuman_value(han, rules)
        elif limit in LIMITS:  # Tenhou gives no fu for a limit hand: its base is the limit's
            base, name = next((b, n) for _, n, b in rules["limits"] if n == LIMITS[limit])
        elif limit:  # a yakuman counted from han
            base, name = yakuman_value(1, rules)
        else:
            base, name = hand_value(han, int(fu), rules, False)
        result = SimpleNamespace(base=base, limit=name, fu=int(fu) if fu else None, total=han, patterns=patterns)
        assert _points(result, who == dealer, who == source) == text
        assert _yaku(result) == [y for y in yaku if not y.endswith("(0飜)")]


def test_the_writer_refuses_a_game_tenhou_could_not_have_played() -> None:
    """Tenhou plays at most one red five per suit: the writer says so rather than write a wrong "aka"."""
    from polymahjong.records.log import RecordError
    from polymahjong.records.tenhou.t6_write import write_t6

    with pytest.raises(RecordError, match="one red five per suit"):
        write_t6({"ruleset": "riichi", "options": {"red_fives": 2}, "seed": 1}, [], [])
