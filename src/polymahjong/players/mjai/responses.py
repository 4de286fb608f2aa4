"""An mjai bot's answer turned into one of the seat's legal actions.

Each legal action has the mjai answer that chooses it (:func:`answer_forms`): ``dahai`` {pai,
tsumogiri}, ``reach`` (riichi: the discard follows in a second answer), ``hora`` {target, pai},
``chi`` / ``pon`` / ``daiminkan`` {target, pai, consumed}, ``ankan`` {consumed}, ``kakan`` {pai,
consumed}, ``ryukyoku`` (nine terminals; reason ``kyushukyuhai`` if given) and ``none`` (let a tile go).
:func:`parse_answer` finds the action an answer chooses, or raises :class:`MjaiError` naming what is
wrong (a missing or malformed field, another player's ``actor``, a choice that is not legal now, with
the legal ones listed). ``consumed`` is compared as a multiset; where two copies of a tile would do,
the lowest physical id is taken (a dahai with ``tsumogiri`` true takes the tile just drawn).
"""
from __future__ import annotations

import json
from typing import Any

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.view import SeatView
from polymahjong.players.mjai.tiles import PLAYERS, MjaiError, MjaiTiles
from polymahjong.variants.riichi.table import RIICHI

Answer = dict[str, Any]

#: The fields that choose among the answers of each type (``actor`` aside).
CHOOSING = {"none": (), "dahai": ("pai", "tsumogiri"), "reach": (), "hora": ("target", "pai"), "ryukyoku": (),
            "chi": ("target", "pai", "consumed"), "pon": ("target", "pai", "consumed"),
            "daiminkan": ("target", "pai", "consumed"), "ankan": ("consumed",), "kakan": ("pai", "consumed")}
#: The fields an answer must have, as gimite's mjai server checks them (a hora's may be left out).
REQUIRED = {kind: () if kind == "hora" else fields for kind, fields in CHOOSING.items()}
CALLS = {Act.CHI: "chi", Act.PON: "pon", Act.OPEN_KAN: "daiminkan"}


def answer_forms(view: SeatView, oya: int, tiles: MjaiTiles) -> list[tuple[Answer, Action]]:
    """Each legal action of ``view`` with the mjai answer that chooses it (``oya``: the mjai player of the
    round's dealer). A riichi appears as its ``dahai`` form (the answer after ``reach``)."""
    me = (oya + view.seat) % PLAYERS
    claim = view.last_discard
    target = (oya + claim[0]) % PLAYERS if claim is not None else me
    out: list[tuple[Answer, Action]] = []
    for a in view.legal:
        form: Answer
        if a.act in (Act.DISCARD, RIICHI):
            assert a.tile is not None
            form = {"type": "dahai", "pai": tiles.name(a.tile), "tsumogiri": a.tile == view.drawn}
        elif a.act in (Act.TSUMO, Act.RON):
            assert a.tile is not None
            form = {"type": "hora", "target": me if a.act is Act.TSUMO else target, "pai": tiles.name(a.tile)}
        elif a.act in CALLS:
            assert claim is not None
            form = {"type": CALLS[a.act], "target": target, "pai": tiles.name(claim[1]),
                    "consumed": sorted(tiles.names(a.tiles))}
        elif a.act is Act.CLOSED_KAN:
            form = {"type": "ankan", "consumed": sorted(tiles.names(a.tiles))}
        elif a.act is Act.ADDED_KAN:
            assert a.tile is not None
            form = {"type": "kakan", "pai": tiles.name(a.tile),
                    "consumed": sorted(tiles.names(_pon(view, tiles, a.tile)))}
        elif a.act is Act.ABORT:
            form = {"type": "ryukyoku"}
        elif a.act is Act.PASS:
            form = {"type": "none"}
        else:
            raise MjaiError(f"no mjai answer chooses {a}")
        out.append(({**form, "actor": me} if form["type"] != "none" else form, a))
    return out


def _pon(view: SeatView, tiles: MjaiTiles, tile: int) -> tuple[int, ...]:
    """The tiles of the seat's pon that ``tile`` makes a kan."""
    kind = tiles.tileset.kind_of
    return next(m[1] for m in view.melds[view.seat] if m[0] == "pon" and kind(m[1][0]) == kind(tile))


def parse_answer(answer: object, view: SeatView, oya: int, tiles: MjaiTiles, riichi: bool = False) -> Action | None:
    """The legal action ``answer`` chooses, or None for a legal ``reach`` (its discard is the next answer,
    parsed with ``riichi`` true: only a riichi discard is legal then)."""
    if not isinstance(answer, dict):
        raise MjaiError(f"an answer must be a JSON object, not {answer!r}")
    kind = answer.get("type")
    if kind not in REQUIRED:
        raise MjaiError(f"unknown answer type {kind!r} (types: {', '.join(REQUIRED)})")
    forms = [(f, a) for f, a in answer_forms(view, oya, tiles) if (a.act is RIICHI) == riichi]
    me = (oya + view.seat) % PLAYERS
    if kind != "none" and "actor" in answer and answer["actor"] != me:
        raise MjaiError(f"actor {answer['actor']!r} is not this player ({me})")
    missing = [f for f in REQUIRED[kind] if f not in answer]
    if missing:
        raise MjaiError(f"{kind} lacks {', '.join(missing)}")
    if kind == "reach":
        if riichi:
            raise MjaiError("reach twice: the answer after reach must be its dahai")
        if not any(a.act is RIICHI for a in view.legal):
            raise MjaiError("reach is not legal now")
        return None
    if kind == "ryukyoku" and answer.get("reason", "kyushukyuhai") != "kyushukyuhai":
        raise MjaiError(f"ryukyoku reason must be kyushukyuhai, not {answer['reason']!r}")
    want = _checked(answer, kind, tiles)
    for form, action in forms:
        if form["type"] == kind and all(form.get(k) == v for k, v in want.items()):
            return action
    return _not_legal(answer, kind, want, [f for f, _ in forms if f["type"] == kind], riichi)


def _checked(answer: Answer, kind: str, tiles: MjaiTiles) -> dict[str, Any]:
    """The fields of ``answer`` that choose among the forms, checked and normalised."""
    want: dict[str, Any] = {}
    for name in CHOOSING[kind]:
        if name not in answer:
            continue
        value = answer[name]
        if name == "pai":
            want[name] = tiles.parse(value)
        elif name == "consumed":
            if not isinstance(value, list):
                raise MjaiError(f"consumed must be a list of tiles, not {value!r}")
            want[name] = sorted(tiles.parse(t, "consumed tile") for t in value)
        elif name == "tsumogiri" and not isinstance(value, bool):
            raise MjaiError(f"tsumogiri must be true or false, not {value!r}")
        else:
            want[name] = value
    return want


def _not_legal(answer: Answer, kind: str, want: dict[str, Any], same: list[Answer], riichi: bool) -> Action:
    """Raise the error for an answer no legal action matches (naming the closest reason)."""
    if not same:
        raise MjaiError(f"{kind} is not legal now" + (" (after reach only a dahai is)" if riichi else ""))
    if kind == "dahai":
        other = [f for f in same if f["pai"] == want["pai"]]
        if other:
            raise MjaiError(f"tsumogiri is {str(want['tsumogiri']).lower()} but {want['pai']} is "
                            f"{'not the tile just drawn' if want['tsumogiri'] else 'only the tile just drawn'}")
    legal = "; ".join(dict.fromkeys(_show(f) for f in same))
    raise MjaiError(f"{_show(answer)} is not legal now; legal: {legal}")


def _show(form: Answer) -> str:
    """An answer as compact JSON without its actor."""
    return json.dumps({k: v for k, v in form.items() if k != "actor"}, separators=(",", ":"))
