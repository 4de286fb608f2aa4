"""A finished riichi game as tenhou.net/6 JSON, the format Tenhou's own viewer (tenhou.net/6/) and the
tools around it open.

Written from the game's mjai events (the server makes them with ``players/mjai/log.py``: the record
replayed through the engine, every tile shown, the dealer's first draw told apart, ura indicators read)
and each win's score as the engine scored it. The format is the one ``records/tenhou/t6json.py`` reads (its module docstring): per round
``[[kyoku, honba, sticks], scores, dora, ura, hand0, takes0, plays0, ..., hand3, takes3, plays3, result]``
with Tenhou's tile codes (11-19 m, 21-29 p, 31-39 s, 41-47 E S W N white green red, 51-53 red fives), a
call written as its tiles with a letter (c p m k a) whose place tells whom it was called from, ``60``
for a tile discarded as drawn, ``r`` before a riichi discard, ``0`` after an open kan; a win as
``["和了", deltas, [who, from, who, "符飜点"], "役(n飜)"...]``; seats and deltas count from the first
dealer (mjai's players). Four players and at most one red five per suit, as Tenhou plays.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

from polymahjong.records.log import RecordError
from polymahjong.records.tenhou.yaku_names import NAMES

#: Our riichi pattern ids by Tenhou's yaku ids (``records/tenhou/yaku_names.py``).
YAKU = {p: i for i, p in enumerate((
    "menzen_tsumo", "riichi", "ippatsu", "chankan", "rinshan_kaihou", "haitei_raoyue", "houtei_raoyui", "pinfu",
    "tanyao", "iipeikou", "seat_wind_east", "seat_wind_south", "seat_wind_west", "seat_wind_north",
    "round_wind_east", "round_wind_south", "round_wind_west", "round_wind_north", "yakuhai_haku", "yakuhai_hatsu",
    "yakuhai_chun", "double_riichi", "chiitoitsu", "chanta", "ittsu", "sanshoku_doujun", "sanshoku_doukou",
    "sankantsu", "toitoi", "sanankou", "shousangen", "honroutou", "ryanpeikou", "junchan", "honitsu", "chinitsu",
    "renhou", "tenhou", "chiihou", "daisangen", "suuankou", "suuankou_tanki", "tsuuiisou", "ryuuiisou",
    "chinroutou", "chuuren_poutou", "junsei_chuuren_poutou", "kokushi_musou", "kokushi_musou_13_sided",
    "daisuushii", "shousuushii", "suukantsu", "dora", "ura_dora", "aka_dora"))}
LIMITS = {"mangan": "満貫", "haneman": "跳満", "baiman": "倍満", "sanbaiman": "三倍満"}
WINDS = "ESWN"
HONOUR_CODES = {name: 41 + i for i, name in enumerate("ESWNPFC")}
#: An exhaustive draw by how many were ready; the abortive draws by mjai's reasons.
DRAWS = {"kyushukyuhai": "九種九牌", "sufonrenta": "四風連打", "suchareach": "四家立直", "sukaikan": "四槓散了",
         "sanchaho": "三家和了", "nagashimangan": "流し満貫"}
#: Where the letter of a pon (open kan) goes, by how far round the table the tile came from (3: the left).
LETTER_AT = {3: 0, 2: 1, 1: 2}


def code(pai: str) -> int:
    """An mjai tile name as a Tenhou tile code."""
    if pai in HONOUR_CODES:
        return HONOUR_CODES[pai]
    number, suit = int(pai[0]), "mps".index(pai[1])
    return 51 + suit if pai.endswith("r") else 10 * (suit + 1) + number


def _round_up(x: int) -> int:
    return -(-x // 100) * 100


class _Game:
    """Reads the mjai events in order and writes the rounds."""

    def __init__(self, wins: Sequence[Any]) -> None:
        self.wins = iter(wins)  # each win's scorer result, in the order of the hora events
        self.log: list[list[Any]] = []
        self.names: list[str] = []
        self.round: list[Any] = []
        self.takes: list[list[Any]] = []
        self.plays: list[list[Any]] = []
        self.riichi: set[int] = set()  # who declared riichi and has not discarded yet
        self.pons: dict[tuple[int, int], tuple[int, list[int]]] = {}  # (actor, kind) -> (letter place, codes)
        self.result: list[Any] = []
        self.oya = 0

    def feed(self, ev: Mapping[str, Any]) -> None:
        kind = ev["type"]
        handler = getattr(self, "_" + kind, None)
        if handler is not None:
            handler(ev)

    def _start_game(self, ev: Mapping[str, Any]) -> None:
        self.names = list(ev["names"])

    def _start_kyoku(self, ev: Mapping[str, Any]) -> None:
        self.oya = ev["oya"]
        self.round = [[WINDS.index(ev["bakaze"]) * 4 + ev["oya"], ev["honba"], ev["kyotaku"]], list(ev["scores"]),
                      [code(ev["dora_marker"])], []]
        self.hands = [[code(p) for p in h] for h in ev["tehais"]]
        self.takes, self.plays = [[] for _ in range(4)], [[] for _ in range(4)]
        self.riichi, self.pons, self.result = set(), {}, []

    def _tsumo(self, ev: Mapping[str, Any]) -> None:
        self.takes[ev["actor"]].append(code(ev["pai"]))

    def _reach(self, ev: Mapping[str, Any]) -> None:
        self.riichi.add(ev["actor"])

    def _dahai(self, ev: Mapping[str, Any]) -> None:
        actor = ev["actor"]
        play: int | str = 60 if ev["tsumogiri"] else code(ev["pai"])
        if actor in self.riichi:
            self.riichi.discard(actor)
            play = f"r{play}"
        self.plays[actor].append(play)

    def _chi(self, ev: Mapping[str, Any]) -> None:
        self.takes[ev["actor"]].append("c" + "".join(str(c) for c in [code(ev["pai"]), *map(code, ev["consumed"])]))

    def _pon(self, ev: Mapping[str, Any]) -> None:
        actor, called, consumed = ev["actor"], code(ev["pai"]), [code(p) for p in ev["consumed"]]
        place = LETTER_AT[(ev["target"] - actor) % 4]
        self.takes[actor].append(_with_letter(consumed, "p", called, place))
        self.pons[actor, _plain_code(called)] = (place, [called, *consumed])

    def _daiminkan(self, ev: Mapping[str, Any]) -> None:
        actor, called, consumed = ev["actor"], code(ev["pai"]), [code(p) for p in ev["consumed"]]
        place = {0: 0, 1: 1, 2: 3}[LETTER_AT[(ev["target"] - actor) % 4]]  # from the right: after all three
        self.takes[actor].append(_with_letter(consumed, "m", called, place))
        self.plays[actor].append(0)

    def _ankan(self, ev: Mapping[str, Any]) -> None:
        tiles = sorted((code(p) for p in ev["consumed"]), key=lambda c: (c % 10 if c > 50 else c, c > 50))
        self.plays[ev["actor"]].append(_with_letter(tiles[:3], "a", tiles[3], 3))

    def _kakan(self, ev: Mapping[str, Any]) -> None:
        actor, added = ev["actor"], code(ev["pai"])
        place, (called, *consumed) = self.pons.pop((actor, _plain_code(added)))
        # the pon's string with the added tile after its letter: k, the added tile, the called one
        self.plays[actor].append(_with_letter(consumed, "k", int(f"{added}{called}"), place))

    def _dora(self, ev: Mapping[str, Any]) -> None:
        self.round[2].append(code(ev["dora_marker"]))

    def _hora(self, ev: Mapping[str, Any]) -> None:
        actor, target = ev["actor"], ev["target"]
        result = next(self.wins)
        if ev.get("uradora_markers") and not self.round[3]:
            self.round[3] = [code(p) for p in ev["uradora_markers"]]
        if not self.result:
            self.result = ["和了"]
        self.result += [list(ev["deltas"]),
                        [actor, target, actor, _points(result, actor == self.oya, actor == target), *_yaku(result)]]

    def _ryukyoku(self, ev: Mapping[str, Any]) -> None:
        reason = ev["reason"]
        if reason == "fanpai":
            tenpais = ev.get("tenpais", [])
            name = "全員聴牌" if tenpais and all(tenpais) else "全員不聴" if tenpais and not any(tenpais) else "流局"
        else:
            name = DRAWS[reason]
        self.result = [name, list(ev["deltas"])]

    def _end_kyoku(self, ev: Mapping[str, Any]) -> None:
        for seat in range(4):
            self.round += [self.hands[seat], self.takes[seat], self.plays[seat]]
        self.round.append(self.result)
        self.log.append(self.round)


def _plain_code(c: int) -> int:
    """A red five's code as its kind's plain five."""
    return {51: 15, 52: 25, 53: 35}.get(c, c)


def _with_letter(codes: Sequence[int], letter: str, called: int, place: int) -> str:
    """Tile codes with ``letter`` and the ``called`` tile put before the code at ``place``."""
    parts = [str(c) for c in codes]
    parts.insert(place, f"{letter}{called}")
    return "".join(parts)


def _points(result: Any, dealer: bool, tsumo: bool) -> str:
    """Tenhou's score text of a win: fu and han (or the limit's name), then what is paid without honba."""
    base = int(result.base)
    if tsumo:
        paid = f"{_round_up(2 * base)}点∀" if dealer else f"{_round_up(base)}-{_round_up(2 * base)}点"
    else:
        paid = f"{_round_up((6 if dealer else 4) * base)}点"
    limit = result.limit or ""
    if "yakuman" in limit:  # counted from han (kazoe) when no pattern is a yakuman
        return ("役満" if any(p.get("limit") for p in result.patterns) else "数え役満") + paid
    if limit in LIMITS:
        return LIMITS[limit] + paid
    return f"{result.fu}符{result.total}飜{paid}"


def _yaku(result: Any) -> list[str]:
    """Each pattern as Tenhou writes it: its name and han, or ``(役満)`` per yakuman it counts."""
    out = []
    for p in result.patterns:
        if p["id"] not in YAKU:
            raise RecordError(f"no Tenhou name for the pattern {p['id']!r}")
        name = NAMES[YAKU[p["id"]]]
        out += [f"{name}(役満)"] * int(p["value"]) if p.get("limit") else [f"{name}({int(p['value'])}飜)"]
    return out


def write_t6(head: Mapping[str, Any], mjai_events: Iterable[Mapping[str, Any]], wins: Sequence[Any]) -> dict[str, Any]:
    """A riichi game (its record's ``head``, its ``mjai_events`` and each win's scorer result, in the order
    of the hora events) as a tenhou.net/6 game object; :class:`RecordError` when Tenhou could not have
    played it."""
    options = head.get("options", {})
    red = int(options.get("red_fives", 1))
    if red > 1:
        raise RecordError(f"Tenhou has one red five per suit, this game {red}")
    game = _Game(wins)
    for ev in mjai_events:
        game.feed(ev)
    disp = "般" + ("東" if options.get("length") == "east" else "南") + ("喰" if options.get("kuitan", True) else "") + \
        ("赤" if red else "")
    return {"title": [f"polymahjong {head['ruleset']}", f"seed {head.get('seed')}"],
            "name": game.names, "rule": {"disp": disp, "aka": red, "aka51": red, "aka52": red, "aka53": red},
            "log": game.log}
