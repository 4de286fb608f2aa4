"""Merging a tenhou.net/6 round's per-seat streams into one play order.

tenhou.net/6 JSON gives, per seat, the tiles it took (draws as tile codes,
calls as strings such as ``"c275226"`` or ``"42p4242"``) and what it played
(discards; ``60`` the tile just drawn; ``"r.."`` a riichi discard; ``"..a.."``
and ``"..k.."`` closed and added kans; ``0`` the placeholder after an open kan).
Nothing says who called which discard, so the order is rebuilt by playing
the round: the dealer draws first, a seat plays until it discards, and after
each discard a seat whose next take is a call of that very tile from that
very seat may claim it (pon/kan before chi); otherwise the next seat draws.
A call listed in a seat's takes may be meant for a later discard of the same
tile, so every claim is a choice: the merge searches them (claim first,
then pass), keeping the first order that uses up every stream exactly, and
remembers positions already proved dead so the search stays small.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

TSUMOGIRI = 60
KAN_PLACEHOLDER = 0
CALL_LETTERS = re.compile(r"[cpmka]")
#: position of the letter in a pon / open kan string -> the source seat, counted
#: round a four-seat table from the caller (3 previous, 2 opposite, 1 next).
SOURCE_BY_POSITION = {"c": {0: 3}, "p": {0: 3, 2: 2, 4: 1}, "m": {0: 3, 2: 2, 6: 1},
                      "k": {0: 3, 2: 2, 4: 1}, "a": {0: 0, 2: 0, 4: 0, 6: 0}}
CALL_SIZES = {"c": 3, "p": 3, "m": 4, "k": 4, "a": 4}


class FlowError(ValueError):
    """Streams that no play order uses up exactly."""


@dataclass(frozen=True, slots=True)
class CallText:
    """A tenhou.net/6 call string, decoded: the tile codes and the called (or added) one."""

    letter: str
    codes: tuple[int, ...]
    called: int
    rel: int

    @classmethod
    def parse(cls, text: str) -> CallText:
        m = CALL_LETTERS.search(text)
        if m is None:
            raise FlowError(f"call {text!r} has no c/p/m/k/a letter")
        letter, pos = m.group(0), m.start()
        body = text[:pos] + text[pos + 1:]
        if not body.isdigit() or len(body) != 2 * CALL_SIZES[letter] or pos % 2:
            raise FlowError(f"call {text!r} is not {CALL_SIZES[letter]} two-digit tiles")
        if pos not in SOURCE_BY_POSITION[letter]:
            raise FlowError(f"call {text!r}: letter {letter!r} at position {pos}")
        codes = tuple(int(body[i:i + 2]) for i in range(0, len(body), 2))
        return cls(letter, codes, int(text[pos + 1:pos + 3]), SOURCE_BY_POSITION[letter][pos])


#: Steps of the merged order: ("draw", seat, code), ("discard", seat, code,
#: tsumogiri, riichi), ("call", seat, CallText) for chi/pon/open kan claimed from
#: the last discard, ("kan", seat, CallText) for closed and added kans.
Step = tuple


class _Flow:
    def __init__(self, dealer: int, players: int, takes: list[list], plays: list[list]):
        self.dealer, self.players, self.takes, self.plays = dealer, players, takes, plays
        self.dead: set[tuple] = set()

    def done(self, ti: list[int], di: list[int]) -> bool:
        return all(ti[s] == len(self.takes[s]) and di[s] == len(self.plays[s]) for s in range(4))

    def claims(self, actor: int, code: int, ti: list[int]) -> list[tuple[int, CallText]]:
        found = []
        for seat in range(4):
            if seat == actor or ti[seat] >= len(self.takes[seat]):
                continue
            take = self.takes[seat][ti[seat]]
            if not isinstance(take, str):
                continue
            call = CallText.parse(take)
            if call.letter in "cpm" and call.called == code and (seat + call.rel) % 4 == actor:
                found.append((seat, call))
        return sorted(found, key=lambda c: c[1].letter == "c")

    def run(self, ti: list[int], di: list[int], actor: int, need_draw: bool) -> list[Step] | None:
        key = (tuple(ti), tuple(di), actor, need_draw)
        if key in self.dead:
            return None
        steps: list[Step] = []
        last_draw: int | None = None
        while True:
            if need_draw:
                if ti[actor] == len(self.takes[actor]):
                    return steps if self.done(ti, di) else self._dead(key)
                take = self.takes[actor][ti[actor]]
                if isinstance(take, str):
                    return self._dead(key)
                ti[actor] += 1
                last_draw = take
                steps.append(("draw", actor, take))
            if di[actor] == len(self.plays[actor]):
                return steps if self.done(ti, di) else self._dead(key)
            play = self.plays[actor][di[actor]]
            di[actor] += 1
            if isinstance(play, str) and ("a" in play or "k" in play):
                steps.append(("kan", actor, CallText.parse(play)))
                need_draw = True
                continue
            riichi = isinstance(play, str) and play.startswith("r")
            code: int | None = int(play[1:]) if riichi else int(play)
            tsumogiri = code == TSUMOGIRI
            if tsumogiri:
                code = last_draw
            if code is None or code == KAN_PLACEHOLDER:
                return self._dead(key)
            steps.append(("discard", actor, code, tsumogiri, riichi))
            for seat, call in self.claims(actor, code, ti):
                rest = self.claim(list(ti), list(di), seat, call)
                if rest is not None:
                    return steps + [("call", seat, call)] + rest
            actor, need_draw, last_draw = (actor + 1) % self.players, True, None

    def claim(self, ti: list[int], di: list[int], seat: int, call: CallText) -> list[Step] | None:
        ti[seat] += 1
        if call.letter != "m":
            return self.run(ti, di, seat, False)
        if di[seat] == len(self.plays[seat]) or self.plays[seat][di[seat]] != KAN_PLACEHOLDER:
            return None
        di[seat] += 1
        return self.run(ti, di, seat, True)

    def _dead(self, key: tuple) -> list[Step] | None:
        """Remember that ``key`` leads nowhere; always None (no way on from here)."""
        self.dead.add(key)
        return None


def merge_streams(dealer: int, players: int, takes: list[list], plays: list[list]) -> list[Step]:
    """One play order for a round's per-seat takes and plays (see the module docstring)."""
    steps = _Flow(dealer, players, takes, plays).run([0] * 4, [0] * 4, dealer, True)
    if steps is None:
        raise FlowError("no play order uses up every seat's takes and discards")
    return steps
