"""The Tenhou reader against the Tenhou oracle (/work/shared/oracles/tenhou).

Every round agrees with games.jsonl, and replaying the event stream with
plain bookkeeping (hands as tile-id multisets) reaches exactly the winning
hands of agari.jsonl, which proves the event order.
"""
from __future__ import annotations

import json
import re
from collections import Counter, defaultdict
from functools import cache
from pathlib import Path

import pytest

from polymahjong.records.tenhou import (
    Agari, Call, CallType, Discard, Draw, Ryuukyoku, TenhouGame, TenhouRecordError, read_tenhou)

ORACLE = Path("/work/shared/oracles/tenhou")
pytestmark = pytest.mark.skipif(not ORACLE.exists(), reason="Tenhou oracle not available")
SUITS = {"m": 0, "p": 9, "s": 18, "z": 27}


def kinds(mpsz: str) -> list[int]:
    """'406m11z' -> sorted kinds (0 is the red five)."""
    out, digits = [], []
    for ch in mpsz:
        if ch.isdigit():
            digits.append(int(ch))
        else:
            out += [SUITS[ch] + (d or 5) - 1 for d in digits]
            digits = []
    return sorted(out)


@cache
def oracle() -> tuple[dict[str, list[dict]], dict[str, dict]]:
    """games.jsonl rows by source, agari.jsonl rows by id."""
    rounds: dict[str, list[dict]] = defaultdict(list)
    with open(ORACLE / "games.jsonl", encoding="utf-8") as f:
        for line in f:
            row = json.loads(line)
            rounds[row["source"]].append(row)
    with open(ORACLE / "agari.jsonl", encoding="utf-8") as f:
        wins = {row["id"]: row for row in map(json.loads, f)}
    return dict(rounds), wins


def replay_hands(game: TenhouGame, index: int) -> list[tuple[Agari, list[int], list[Call]]]:
    """Plain bookkeeping over a round's events: each win with the winner's
    concealed tiles (win tile included) and calls."""
    rnd = game.rounds[index]
    hands = [Counter(h) for h in rnd.hands]
    melds: list[list[Call]] = [[] for _ in range(4)]
    last_tile = None
    wins = []

    def remove(seat: int, tiles: tuple[int, ...]) -> None:
        for t in tiles:
            assert hands[seat][t] > 0, f"{game.source} round {index}: seat {seat} lacks tile {t}"
            hands[seat][t] -= 1

    for e in rnd.events:
        if isinstance(e, Draw):
            hands[e.seat][e.tile] += 1
            last_tile = e.tile
        elif isinstance(e, Discard):
            remove(e.seat, (e.tile,))
            last_tile = e.tile
        elif isinstance(e, Call):
            remove(e.seat, e.from_hand)
            if e.type is CallType.KAKAN:
                melds[e.seat] = [m for m in melds[e.seat]
                                 if not (m.type is CallType.PON and m.called == e.called)]
                last_tile = e.added
            melds[e.seat].append(e)
        elif isinstance(e, Agari):
            assert e.win_tile == last_tile or e.win_tile // 4 == last_tile // 4
            tiles = sorted(hands[e.winner].elements())
            if not e.tsumo:
                tiles = sorted(tiles + [last_tile])
            wins.append((e, tiles, list(melds[e.winner])))
    return wins


def check_game(source: str, rows: list[dict], agari: dict[str, dict]) -> tuple[int, int]:
    game = read_tenhou(ORACLE / "raw" / source)
    won = 0
    for row in rows:
        where = f"{source} round {row['round_index']}"
        rnd = game.rounds[row["round_index"]]
        assert (rnd.name, rnd.honba, rnd.riichi_sticks, rnd.dealer) == (
            row["round"], row["honba"], row["riichi_sticks"], row["dealer"]), where
        assert list(rnd.initial_scores) == row["initial_scores"], where
        assert list(rnd.final_scores) == row["final_scores"], where
        assert list(rnd.riichi_accepted) == row["riichi_accepted"], where
        results = rnd.results
        deltas = [sum(r.deltas[s] for r in results) for s in range(4)]
        assert deltas == row["deltas"], where
        if row["result"] == "ryuukyoku":
            (draw,) = results
            assert isinstance(draw, Ryuukyoku) and draw.type == row["ryuukyoku_type"], where
            if draw.shown is not None:
                assert sorted(draw.shown) == row["tenpai"], where
            continue
        wins = replay_hands(game, row["round_index"])
        assert [w[0].winner for w in wins] == [w["winner"] for w in row["wins"]], where
        for (win, tiles, melds), expected in zip(wins, row["wins"]):
            assert list(win.deltas) == expected["deltas"] and win.points == expected["points"], where
            assert win.pao == expected["pao"] and win.source == expected["from"], where
            assert win.han == expected["han"], where
            if win.hand is not None:
                assert tiles == sorted(win.hand), where
            record = agari[expected["agari_id"]]
            assert [t // 4 for t in tiles] == kinds(record["concealed"] + record["win_tile"]), where
            got = sorted((m.type.value, sorted(t // 4 for t in m.tiles), m.source) for m in melds)
            assert got == sorted((m["type"], kinds(m["tiles"]), m.get("from", record["winner"]))
                                 for m in record["melds"]), where
            won += 1
    return len(rows), won


def sweep(sources: list[str]) -> tuple[int, int]:
    rounds_by_source, agari = oracle()
    total = [0, 0]
    for source in sources:
        rows = [r for r in rounds_by_source[source] if r["players"] == 4]
        for i, n in enumerate(check_game(source, rows, agari)):
            total[i] += n
    return total[0], total[1]


def representative() -> list[str]:
    """t6json games, games with unusual rounds, and every 25th game."""
    rounds_by_source, _ = oracle()
    picked = []
    for i, (source, rows) in enumerate(sorted(rounds_by_source.items())):
        unusual = any(r["format"] == "t6json" or r["ryuukyoku_type"] not in (None, "exhaustive")
                      or len(r.get("wins", ())) > 1 or any(w["pao"] is not None for w in r.get("wins", ()))
                      for r in rows)
        if unusual or i % 25 == 0:
            picked.append(source)
    return picked


def test_representative_games_agree_with_the_oracle():
    rounds, wins = sweep(representative())
    assert rounds > 500 and wins > 400


@pytest.mark.slow
def test_every_four_player_game_agrees_with_the_oracle():
    rounds_by_source, agari = oracle()
    rounds, wins = sweep(sorted(rounds_by_source))
    assert rounds == sum(len(v) for v in rounds_by_source.values())
    assert wins == len(agari)


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


GOOD_START = ('<mjloggm ver="2.3"><GO type="169"/><TAIKYOKU oya="0"/>'
              '<INIT seed="0,0,0,2,3,52" ten="250,250,250,250" oya="0" '
              'hai0="1,2,3,4,5,6,7,8,9,10,11,12,13" hai1="14,15,16,17,18,19,20,21,22,23,24,25,26" '
              'hai2="27,28,29,30,31,32,33,34,35,36,37,38,39" hai3="40,41,42,43,44,45,46,47,48,49,50,51,53"/>')


@pytest.mark.parametrize("name,text,message", [
    ("broken.mjlog", GOOD_START + "<T60/><D60", "not well-formed"),
    ("unknown.mjlog", GOOD_START + "<T60/><XYZ a=\"1\"/></mjloggm>", "unknown tag <XYZ>"),
    ("badmeld.mjlog", GOOD_START + '<T60/><D60/><N who="1" m="65535"/></mjloggm>', "meld code 65535"),
    ("wrongcall.mjlog", GOOD_START + '<T60/><D60/><N who="1" m="39947"/></mjloggm>', "last discard"),
    ("truncated.json", '{"rule": {"aka": 1}, "log": [[[0, 0, 0], [25000', "not tenhou.net/6 JSON"),
])
def test_malformed_records_name_the_file_and_the_fault(tmp_path, name, text, message):
    path = write(tmp_path, name, text)
    with pytest.raises(TenhouRecordError, match=message) as caught:
        read_tenhou(path)
    assert name in str(caught.value)


def signature(e) -> tuple:
    """An event by kinds (tenhou.net/6 ids are stand-ins for the physical tiles)."""
    if isinstance(e, (Draw, Discard)):
        return type(e).__name__, e.seat, e.tile // 4, getattr(e, "tsumogiri", None)
    if isinstance(e, Call):
        return "call", e.seat, e.type, tuple(t // 4 for t in e.tiles), e.source
    if isinstance(e, Agari):
        return "agari", e.winner, e.source, e.win_tile // 4, e.deltas
    if isinstance(e, Ryuukyoku):
        return "ryuukyoku", e.type, e.deltas
    return type(e).__name__, getattr(e, "seat", None), getattr(e, "indicator", 0) // 4


def test_tenhou6_merge_follows_the_mjlog_order_of_the_same_games():
    by_id: dict[str, list[Path]] = defaultdict(list)
    for path in (ORACLE / "raw").rglob("*"):
        if (m := re.search(r"\d{10}gm-[0-9a-f]{4}-\d{4}-[0-9a-f]{8}", path.name)) and path.is_file():
            by_id[m.group(0)].append(path)
    compared = 0
    for paths in by_id.values():
        t6 = [p for p in paths if p.suffix == ".json"]
        xml = [p for p in paths if p.suffix != ".json"]
        if not t6 or not xml:
            continue
        a, b = read_tenhou(t6[0]), read_tenhou(xml[0])
        for ra, rb in zip(a.rounds, b.rounds):
            assert [signature(e) for e in ra.events] == [signature(e) for e in rb.events], (t6[0], ra.index)
            assert ra.final_scores == rb.final_scores
            compared += 1
    assert compared >= 200


@pytest.mark.parametrize("source, scheme", [
    ("dnovikoff__tenhou/log/test_data/bug1.xml", "mt19937ar"),  # early: <INIT ... shuffle="mt19937ar,...">
    ("dnovikoff__tenhou/log/test_data/pao.xml", "mt19937ar-sha512-n288"),  # <SHUFFLE seed="..."> in hex
    ("cozziekuns__HououDB/test_log", "mt19937ar-sha512-n288-base64"),  # ... later in base64
    ("Equim-chan__mjai-reviewer/convlog/tests/testdata/suukantsu_1.json", None),  # tenhou.net/6 names none
])
def test_the_shuffle_scheme_dates_a_record(source, scheme):
    assert read_tenhou(ORACLE / "raw" / source).rules.shuffle == scheme
