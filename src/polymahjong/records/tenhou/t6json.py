"""Reading tenhou.net/6 JSON into :class:`TenhouGame`.

A game is ``{"name", "rule": {"disp", "aka"...}, "log": [round...]}`` (some
files hold several such objects, one after another, each with part of the
log). A round is ``[[kyoku, honba, sticks], scores, dora, ura, hand0, takes0,
plays0, ..., hand3, takes3, plays3, result]``; tiles are codes 11-19 (m),
21-29 (p), 31-39 (s), 41-47 (E S W N haku hatsu chun), 51-53 red fives.

The codes name kinds, not physical tiles, so each tile gets a Tenhou id when
it first appears (deal, draw, indicator): a red five its red id, any other
tile the next unused copy of its kind; a discard or call then takes a tile
of that code from the seat's hand. Kan dora follow Tenhou's timing: after a
closed kan at once, after an open or added kan when its caller next acts
(before the discard, or after a further kan call), as mjlog writes them. The play order comes from :mod:`polymahjong.records.tenhou.t6_flow`.
"""
from __future__ import annotations

import json
import re

from polymahjong.records.tenhou.model import (
    RED_FIVES, Agari, Call, CallType, Discard, Draw, Event, NewDora, RiichiAccepted, RiichiDeclared,
    Ryuukyoku, TenhouGame, TenhouRecordError, TenhouRound, TenhouRules)
from polymahjong.records.tenhou.t6_flow import CallText, FlowError, Step, merge_streams
from polymahjong.records.tenhou.yaku_names import yaku_id

RED_CODES = {51: 4, 52: 13, 53: 22}
DRAWS = {"流局": "exhaustive", "全員聴牌": "exhaustive", "全員不聴": "exhaustive",
         "九種九牌": "kyuushu_kyuuhai", "四家立直": "suucha_riichi", "三家和了": "sanchahou",
         "四槓散了": "suukaikan", "四風連打": "suufon_renda", "流し満貫": "nagashi_mangan"}
LIMITS = {"満貫": "mangan", "跳満": "haneman", "倍満": "baiman", "三倍満": "sanbaiman",
          "役満": "yakuman", "数え役満": "yakuman"}
SCORE_TEXT = re.compile(r"(?:(\d+)符)?(?:(\d+)飜)?(満貫|跳満|倍満|三倍満|数え役満|役満)?"
                        r"(\d+)(?:-(\d+))?点(∀)?")
YAKU_TEXT = re.compile(r"(.+)\((?:(\d+)飜|(役満))\)")
ROOMS = {"般": "ippan", "上": "joukyuu", "特": "tokujou", "鳳": "houou"}
OPEN_TYPES = {"c": CallType.CHI, "p": CallType.PON, "m": CallType.DAIMINKAN}


def tile_kind(code: int) -> tuple[int, bool]:
    """A tile code -> (kind 0..33, red)."""
    if code in RED_CODES:
        return RED_CODES[code], True
    suit, number = divmod(code, 10)
    if 1 <= suit <= 3 and 1 <= number <= 9:
        return (suit - 1) * 9 + number - 1, False
    if suit == 4 and 1 <= number <= 7:
        return 26 + number, False
    raise ValueError(f"bad tile code {code}")


class _Tiles:
    """Gives tile codes Tenhou ids: every physical tile once, red fives their red id."""

    def __init__(self, aka: bool):
        self.aka = aka
        self.used: set[int] = set()

    def fresh(self, code: int) -> int:
        kind, red = tile_kind(code)
        if red and not self.aka:
            raise ValueError(f"red five {code} in a game without red fives")
        reds = set(RED_FIVES) if self.aka else set()
        copies = [kind * 4] if red else [t for t in range(kind * 4, kind * 4 + 4) if t not in reds]
        for tile in copies:
            if tile not in self.used:
                self.used.add(tile)
                return tile
        raise ValueError(f"a fifth tile of code {code}")

    def take(self, hand: list[int], code: int, avoid: int | None = None) -> int:
        """Remove from ``hand`` a tile of ``code`` (not ``avoid`` if another will do)."""
        kind, red = tile_kind(code)
        fits = [t for t in hand if t // 4 == kind and (t in RED_FIVES and self.aka) == red]
        if not fits:
            raise ValueError(f"tile {code} is not in the hand")
        tile = next((t for t in fits if t != avoid), fits[0])
        hand.remove(tile)
        return tile


class _Round:
    """Turns one merged tenhou.net/6 round into events with tile ids."""

    def __init__(self, raw: list, aka: bool, players: int):
        self.tiles = _Tiles(aka)
        self.hands = [[self.tiles.fresh(c) for c in raw[4 + 3 * s]] for s in range(4)]
        self.dealt = tuple(tuple(h) for h in self.hands)
        self.dora = [self.tiles.fresh(c) for c in raw[2]]
        self.revealed = 1
        self.events: list[Event] = []
        self.melds: list[list[Call]] = [[] for _ in range(4)]
        self.rinshan_due: set[int] = set()
        self.dora_due: set[int] = set()
        self.last_draw: int | None = None
        self.last_tile: int | None = None
        self.players = players

    def drawn(self) -> int:
        """The tile the current player just drew (a tsumogiri discards it)."""
        if self.last_draw is None:
            raise ValueError("a tsumogiri discard with no tile just drawn")
        return self.last_draw

    def claimed(self, what: str) -> int:
        """The tile last drawn or discarded, that a call or a win of ``what`` takes."""
        if self.last_tile is None:
            raise ValueError(f"{what} before any tile was drawn or discarded")
        return self.last_tile

    def reveal_due(self, seat: int) -> None:
        """Reveal the indicator an earlier open or added kan of ``seat`` still owes."""
        if seat in self.dora_due:
            self.dora_due.discard(seat)
            self.reveal()

    def reveal(self) -> None:
        if self.revealed < len(self.dora):
            self.events.append(NewDora(self.dora[self.revealed]))
            self.revealed += 1

    def step(self, step: Step) -> None:
        kind, seat = step[0], step[1]
        if kind == "draw":
            tile = self.tiles.fresh(step[2])
            self.hands[seat].append(tile)
            self.events.append(Draw(seat, tile, seat in self.rinshan_due))
            self.rinshan_due.discard(seat)
            self.last_draw = self.last_tile = tile
        elif kind == "discard":
            _, _, code, tsumogiri, riichi = step
            self.reveal_due(seat)
            if riichi:
                self.events.append(RiichiDeclared(seat))
            if tsumogiri:
                tile = self.drawn()
                self.hands[seat].remove(tile)
            else:
                tile = self.tiles.take(self.hands[seat], code, avoid=self.last_draw)
            self.events.append(Discard(seat, tile, tsumogiri))
            if riichi:
                self.events.append(RiichiAccepted(seat))
            self.last_tile, self.last_draw = tile, None
        elif kind == "call":
            self.open_call(seat, step[2])
        else:
            self.kan(seat, step[2])

    def open_call(self, seat: int, text: CallText) -> None:
        taken = list(text.codes)
        taken.remove(text.called)
        called = self.claimed("a call")
        tiles = sorted([called] + [self.tiles.take(self.hands[seat], c) for c in taken])
        call = Call(seat, OPEN_TYPES[text.letter], tuple(tiles), called, (seat + text.rel) % 4)
        self.add_call(call)
        if call.type is CallType.DAIMINKAN:
            self.rinshan_due.add(seat)
            self.dora_due.add(seat)

    def kan(self, seat: int, text: CallText) -> None:
        if text.letter == "a":
            tiles = sorted(self.tiles.take(self.hands[seat], c) for c in text.codes)
            self.add_call(Call(seat, CallType.ANKAN, tuple(tiles), None, seat))
            self.reveal_due(seat)
            self.reveal()
            self.last_tile = tiles[0]
        else:
            added = self.tiles.take(self.hands[seat], text.called)
            pon = next((m for m in self.melds[seat]
                        if m.type is CallType.PON and m.tiles[0] // 4 == added // 4), None)
            if pon is None:
                raise ValueError(f"added kan {text.called} without a pon")
            self.melds[seat].remove(pon)
            self.add_call(Call(seat, CallType.KAKAN, tuple(sorted(pon.tiles + (added,))), pon.called,
                               pon.source, added=added))
            self.reveal_due(seat)
            self.dora_due.add(seat)
            self.last_tile = added
        self.rinshan_due.add(seat)

    def add_call(self, call: Call) -> None:
        self.melds[call.seat].append(call)
        self.events.append(call)
        self.last_draw = None


def _agari(deltas: list[int], detail: list, dora: tuple[int, ...], ura: tuple[int, ...],
           win_tile: int, players: int) -> Agari:
    who, source, pao, text = detail[:4]
    m = SCORE_TEXT.fullmatch(text)
    if m is None:
        raise ValueError(f"unreadable score {text!r}")
    fu, _, limit, first, second, all_pay = m.groups()
    if all_pay:
        points = int(first) * (players - 1)
    elif second:
        points = int(first) * (players - 2) + int(second)
    else:
        points = int(first)
    yaku, yakuman = [], []
    for item in detail[4:]:
        y = YAKU_TEXT.fullmatch(item)
        if y is None:
            raise ValueError(f"unreadable yaku {item!r}")
        if y.group(3):
            yakuman.append(yaku_id(y.group(1)))
        else:
            yaku.append((yaku_id(y.group(1)), int(y.group(2))))
    return Agari(who, source, pao if pao != who else None, None, win_tile, tuple(yaku),
                 tuple(yakuman), int(fu) if fu and not yakuman else None, points,
                 LIMITS.get(limit or ""), dora, ura,
                 tuple(deltas))


def _round(index: int, raw: list, aka: bool) -> TenhouRound:
    (kyoku, honba, sticks), scores, result = raw[0], raw[1], raw[16]
    players = 4 if raw[13] else 3
    dealer = kyoku % 4
    rnd = _Round(raw, aka, players)
    steps = merge_streams(dealer, players, [list(raw[5 + 3 * s]) for s in range(4)],
                          [list(raw[6 + 3 * s]) for s in range(4)])
    for step in steps:
        rnd.step(step)
    events = rnd.events
    if result[0] == "和了":
        dora = tuple(rnd.dora)
        ura = tuple(rnd.tiles.fresh(c) for c in raw[3])
        wins = [_agari(result[i], result[i + 1], dora, ura, rnd.claimed("a win"), players)
                for i in range(1, len(result) - 1, 2)]
        if isinstance(events[-1], RiichiAccepted) and not wins[0].tsumo:
            events.pop()  # the riichi discard was ronned: no stick
        events.extend(wins)
        deltas = [sum(w.deltas[s] for w in wins) for s in range(len(scores))]
    elif result[0] in DRAWS:
        deltas = list(result[1]) if len(result) > 1 else [0] * len(scores)
        if result[0] == "三家和了" and isinstance(events[-1], RiichiAccepted):
            events.pop()
        events.append(Ryuukyoku(DRAWS[result[0]], None, tuple(deltas)))
    else:
        raise ValueError(f"unknown result {result[0]!r}")
    paid = {e.seat for e in events if isinstance(e, RiichiAccepted)}
    final = tuple(s - 1000 * (i in paid) + d for i, (s, d) in enumerate(zip(scores, deltas)))
    return TenhouRound(index, kyoku, honba, sticks, dealer, tuple(scores), rnd.dora[0], rnd.dealt,
                       tuple(events), final)


def _objects(text: str) -> list[dict]:
    decoder, pos, found = json.JSONDecoder(), 0, []
    text = text.strip()
    while pos < len(text):
        obj, pos = decoder.raw_decode(text, pos)
        if not isinstance(obj, dict) or not isinstance(obj.get("log"), list):
            raise ValueError("not a tenhou.net/6 game object (no 'log' list)")
        found.append(obj)
        while pos < len(text) and text[pos].isspace():
            pos += 1
    return found


def _rules(rule: dict, aka: bool, players: int) -> TenhouRules:
    disp = rule.get("disp", "")
    return TenhouRules(players=3 if "三" in disp else players, aka=aka,
                       kuitan=("喰" in disp) if disp else None, hanchan=("南" in disp) if disp else None,
                       fast=("速" in disp) if disp else None, room=ROOMS.get(disp[:1]),
                       vs_human=None, go_type=None)


def parse_t6json(text: str, source: str) -> TenhouGame:
    """Read tenhou.net/6 JSON text; ``source`` names it in errors."""
    try:
        objects = _objects(text)
    except ValueError as e:
        raise TenhouRecordError(f"{source}: not tenhou.net/6 JSON: {e}") from None
    if not objects:
        raise TenhouRecordError(f"{source}: empty tenhou.net/6 JSON")
    log = [r for obj in objects for r in obj["log"]]
    rule = objects[0].get("rule", {})
    aka = bool(rule.get("aka") or rule.get("aka51") or rule.get("aka52") or rule.get("aka53"))
    rounds = []
    for index, raw in enumerate(log):
        try:
            rounds.append(_round(index, raw, aka))
        except (ValueError, TypeError, IndexError, KeyError, FlowError) as e:
            raise TenhouRecordError(f"{source}: round {index}: {type(e).__name__}: {e}") from None
    players = 4 if not log or log[0][13] else 3
    names = tuple(objects[0].get("name", ()))
    return TenhouGame(source, "t6json", _rules(rule, aka, players), names, tuple(rounds))
