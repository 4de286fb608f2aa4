"""Reading Tenhou's mjlog XML into :class:`TenhouGame`.

An mjlog is one ``<mjloggm>`` element whose children are, in play order:
``SHUFFLE``, ``GO`` (rule bits), ``UN`` (names), ``TAIKYOKU``, then per round
``INIT`` (deal), draws ``T``/``U``/``V``/``W`` + tile id (seats 0-3), discards
``D``/``E``/``F``/``G`` + tile id, ``N`` (call, meld bit code), ``REACH``
(step 1 declare, 2 stick paid), ``DORA``, ``AGARI`` / ``RYUUKYOKU``, and
``BYE``/``UN`` for disconnections. Scores are stored in hundreds.
"""
from __future__ import annotations

import re
import urllib.parse
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field, replace

from polymahjong.records.tenhou.meld_codes import MeldCodeError, decode_meld
from polymahjong.records.tenhou.model import (
    Agari, Call, CallType, Discard, Draw, Event, NewDora, RiichiAccepted, RiichiDeclared,
    Ryuukyoku, TenhouGame, TenhouRecordError, TenhouRound, TenhouRules)

DRAW_TAG = re.compile(r"([TUVW])(\d+)$")
DISCARD_TAG = re.compile(r"([DEFG])(\d+)$")
HEADER_TAGS = {"GO", "UN", "TAIKYOKU", "BYE"}
ROOMS = ("ippan", "tokujou", "joukyuu", "houou")
LIMITS = (None, "mangan", "haneman", "baiman", "sanbaiman", "yakuman")
RYUUKYOKU_NAMES = {None: "exhaustive", "yao9": "kyuushu_kyuuhai", "reach4": "suucha_riichi",
                   "ron3": "sanchahou", "kan4": "suukaikan", "kaze4": "suufon_renda",
                   "nm": "nagashi_mangan"}
OPEN_CALLS = (CallType.CHI, CallType.PON, CallType.DAIMINKAN)


def decode_go_type(go_type: int) -> TenhouRules:
    """Rules from GO type bits: 0x01 vs humans, 0x02 no red fives, 0x04 no open
    tanyao, 0x08 hanchan, 0x10 three players, 0x40 fast, 0x20/0x80 the room."""
    return TenhouRules(
        players=3 if go_type & 0x10 else 4, aka=not go_type & 0x02, kuitan=not go_type & 0x04,
        hanchan=bool(go_type & 0x08), fast=bool(go_type & 0x40),
        room=ROOMS[(go_type & 0x20) >> 5 | (go_type & 0x80) >> 6], vs_human=bool(go_type & 0x01),
        go_type=go_type, extra_flags=go_type & ~0xFF)


def ints(text: str | None) -> list[int]:
    """A comma-separated list of integers ('' and None give [])."""
    return [int(x) for x in text.split(",") if x.strip()] if text else []


def hundreds(text: str | None, players: int) -> tuple[list[int], list[int]]:
    """``sc``-style pairs (score, change) in hundreds -> (scores, changes) in points."""
    values = ints(text)[:2 * players]  # chip rooms append chip counts
    return [v * 100 for v in values[0::2]], [v * 100 for v in values[1::2]]


@dataclass
class _Round:
    """A round being read: its deal, events so far and what checking calls needs."""

    index: int
    start: dict
    players: int
    events: list[Event] = field(default_factory=list)
    last_draw: dict[int, int] = field(default_factory=dict)
    last_discard: tuple[int, int] | None = None
    rinshan_due: set[int] = field(default_factory=set)
    final: tuple[int, ...] | None = None

    def draw(self, seat: int, tile: int) -> None:
        rinshan = seat in self.rinshan_due
        self.rinshan_due.discard(seat)
        self.last_draw = {seat: tile}
        self.events.append(Draw(seat, tile, rinshan))

    def discard(self, seat: int, tile: int) -> None:
        self.events.append(Discard(seat, tile, self.last_draw.get(seat) == tile))
        self.last_draw = {}
        self.last_discard = (seat, tile)

    def call(self, call: Call) -> None:
        if call.type in OPEN_CALLS:
            if self.last_discard != (call.source, call.called):
                raise ValueError(f"{call.type.value} of tile {call.called} from seat {call.source}, "
                                 f"but the last discard was {self.last_discard}")
        else:
            self.rinshan_due.add(call.seat)
        if call.type is CallType.DAIMINKAN:
            self.rinshan_due.add(call.seat)
        self.last_draw = {}
        self.last_discard = None
        self.events.append(call)

    def build(self) -> TenhouRound:
        s = self.start
        return TenhouRound(self.index, s["kyoku"], s["honba"], s["sticks"], s["dealer"],
                           tuple(s["scores"]), s["dora"], s["hands"], tuple(self.events), self.final)


class _Reader:
    """Walks the children of ``<mjloggm>`` and collects the game."""

    def __init__(self, source: str):
        self.source = source
        self.go_type: int | None = None
        self.names: tuple[str, ...] = ()
        self.rounds: list[_Round] = []
        self.owari: tuple[tuple[int, ...], tuple[float, ...]] | None = None
        self.shuffle: str | None = None  # the shuffle scheme: SHUFFLE's seed, or INIT's shuffle, up to the comma

    @property
    def players(self) -> int:
        return decode_go_type(self.go_type).players if self.go_type is not None else 4

    def element(self, el: ET.Element) -> None:
        tag, a = el.tag, el.attrib
        if m := DRAW_TAG.match(tag):
            self.current(tag).draw("TUVW".index(m.group(1)), int(m.group(2)))
        elif m := DISCARD_TAG.match(tag):
            self.current(tag).discard("DEFG".index(m.group(1)), int(m.group(2)))
        elif tag == "SHUFFLE":
            self.note_shuffle(a.get("seed"))
        elif tag == "GO":
            self.go_type = int(a["type"]) if "type" in a else None
        elif tag == "UN":
            if not self.names and "n0" in a:
                self.names = tuple(urllib.parse.unquote(a.get(f"n{i}", "")) for i in range(4))
        elif tag in HEADER_TAGS:
            pass
        elif tag == "INIT":
            self.init(a)
        elif tag == "N":
            self.current(tag).call(decode_meld(int(a["m"]), int(a["who"]), self.players))
        elif tag == "REACH":
            step = int(a["step"])
            if step not in (1, 2):
                raise ValueError(f"riichi step {step}")
            kind = RiichiDeclared if step == 1 else RiichiAccepted
            self.current(tag).events.append(kind(int(a["who"])))
        elif tag == "DORA":
            self.current(tag).events.append(NewDora(int(a["hai"])))
        elif tag == "AGARI":
            self.agari(a)
        elif tag == "RYUUKYOKU":
            self.ryuukyoku(a)
        else:
            raise ValueError(f"unknown tag <{tag}>")

    def current(self, tag: str) -> _Round:
        if not self.rounds:
            raise ValueError(f"<{tag}> before the first INIT")
        return self.rounds[-1]

    def note_shuffle(self, seed: str | None) -> None:
        """Keep the scheme a shuffle seed names (``scheme,seed words``)."""
        if seed and self.shuffle is None:
            self.shuffle = seed.split(",", 1)[0]

    def init(self, a: dict[str, str]) -> None:
        self.note_shuffle(a.get("shuffle"))
        seed = ints(a["seed"])
        if len(seed) != 6:
            raise ValueError(f"INIT seed {a['seed']!r} is not 6 numbers")
        hands = tuple(tuple(ints(a.get(f"hai{i}"))) for i in range(4))
        start = {"kyoku": seed[0], "honba": seed[1], "sticks": seed[2], "dora": seed[5],
                 "scores": [x * 100 for x in ints(a["ten"])], "dealer": int(a["oya"]), "hands": hands}
        self.rounds.append(_Round(len(self.rounds), start, self.players))

    def ending(self, a: dict[str, str], tag: str) -> list[int]:
        """The deltas of an AGARI/RYUUKYOKU tag; records the round's final scores and owari."""
        rnd = self.current(tag)
        scores, deltas = hundreds(a.get("sc"), len(rnd.start["scores"]))
        if scores:
            rnd.final = tuple(s + d for s, d in zip(scores, deltas))
        if "owari" in a:
            values = [float(x) for x in a["owari"].split(",")][:2 * len(rnd.start["scores"])]
            self.owari = (tuple(round(v * 100) for v in values[0::2]), tuple(values[1::2]))
        return deltas or [0] * len(rnd.start["scores"])

    def agari(self, a: dict[str, str]) -> None:
        deltas = self.ending(a, "AGARI")
        fu, points, limit = ints(a["ten"])[:3]
        yaku = ints(a.get("yaku"))
        win = Agari(
            winner=int(a["who"]), source=int(a["fromWho"]),
            pao=int(a["paoWho"]) if "paoWho" in a else None, hand=tuple(ints(a["hai"])),
            win_tile=int(a["machi"]), yaku=tuple(zip(yaku[0::2], yaku[1::2])),
            yakuman=tuple(ints(a.get("yakuman"))), fu=fu, points=points, limit=LIMITS[limit],
            dora_indicators=tuple(ints(a.get("doraHai"))),
            ura_indicators=tuple(ints(a.get("doraHaiUra"))), deltas=tuple(deltas))
        self.current("AGARI").events.append(win)

    def ryuukyoku(self, a: dict[str, str]) -> None:
        deltas = self.ending(a, "RYUUKYOKU")
        if a.get("type") not in RYUUKYOKU_NAMES:
            raise ValueError(f"unknown draw type {a.get('type')!r}")
        shown = {i: tuple(ints(a[f"hai{i}"])) for i in range(4) if f"hai{i}" in a}
        self.current("RYUUKYOKU").events.append(
            Ryuukyoku(RYUUKYOKU_NAMES[a.get("type")], shown, tuple(deltas)))

    def game(self) -> TenhouGame:
        if self.go_type is not None:
            rules = decode_go_type(self.go_type)
        else:
            players = 3 if self.rounds and not self.rounds[0].start["hands"][3] else 4
            rules = TenhouRules(players, True, None, None, None, None, None, None)
        return TenhouGame(self.source, "mjlog", replace(rules, shuffle=self.shuffle), self.names,
                          tuple(r.build() for r in self.rounds), self.owari)


def parse_mjlog(data: bytes | str, source: str) -> TenhouGame:
    """Read an mjlog document; ``source`` names it in errors."""
    try:
        root = ET.fromstring(data)
    except ET.ParseError as e:
        raise TenhouRecordError(f"{source}: not well-formed mjlog XML: {e}") from None
    if root.tag != "mjloggm":
        raise TenhouRecordError(f"{source}: root element is <{root.tag}>, not <mjloggm>")
    reader = _Reader(source)
    for number, el in enumerate(root):
        try:
            reader.element(el)
        except (ValueError, KeyError, IndexError, MeldCodeError) as e:
            what = f"missing attribute {e}" if isinstance(e, KeyError) else str(e)
            raise TenhouRecordError(f"{source}: element {number} <{el.tag}>: {what}") from None
    return reader.game()
