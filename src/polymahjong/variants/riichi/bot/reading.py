"""How near each opponent looks to a win, and what its win is likely to cost, from public facts only.

A riichi is ready. Any other hand gets a chance of being ready from its calls and how many tiles it has
discarded (a hand that has played longer is more often ready; a closed hand that has not declared riichi
is seldom ready, since most ready closed hands declare), raised by signs of a hand that pushes: a dora
or a yakuhai it could still pair let go late, a middle tile let go late by an open hand. An open hand
whose melds show no way to a yaku (a terminal or honour meld that is no yakuhai triplet, and no one-suit
sign) is ready less often (its yaku must be hidden: a yakuhai pair, a suit). What its win costs grows
with the dora, red fives and yakuhai triplets it shows, a one-suit sign (two melds of numbers or more,
all of one suit), and a dealer's pays half again.
"""
from __future__ import annotations

from dataclasses import dataclass

from polymahjong.variants.riichi.bot.position import Position

#: Ready chance by called melds (0-4) before the turn counts: base, per discard past EARLY, cap.
BASE = (0.0, 0.08, 0.25, 0.55, 1.0)
PER_TURN = (0.006, 0.03, 0.04, 0.04, 0.0)
CAP = (0.1, 0.55, 0.75, 0.9, 1.0)
#: Discards under which a hand's turns do not yet raise its chance.
EARLY = 5
#: Late signs (among the last LAST discards, once the hand has made LATE_SIGN discards): a dora or a
#: yakuhai with copies unseen let go adds PUSH_SIGN; an open hand's middle tile (3-7) adds MIDDLE_SIGN.
LAST, LATE_SIGN, PUSH_SIGN, MIDDLE_SIGN = 3, 8, 0.12, 0.06
#: An open hand that shows no yaku is ready this share as often.
NO_YAKU_SHOWN = 0.7
#: Likely cost of a win (points, non-dealer): riichi, a quiet closed hand, an open hand; more per dora,
#: red five or yakuhai triplet shown; more for a one-suit sign; a dealer's pays this many times as much.
RIICHI_WORTH, DAMA_WORTH, OPEN_WORTH = 5500.0, 4500.0, 2400.0
SHOWN_WORTH, SUIT_WORTH, DEALER_WORTH = 1000.0, 2600.0, 1.5


@dataclass(frozen=True)
class Read:
    """One opponent read: the chance it is ready, what its win likely costs, the one suit its melds show."""

    ready: float
    worth: float
    suit: int | None


def read(pos: Position, s: int) -> Read:
    """Read seat ``s`` from ``pos``'s view."""
    view = pos.view
    dealer = DEALER_WORTH if s == 0 else 1.0
    if view.riichi[s]:
        return Read(1.0, RIICHI_WORTH * dealer, None)
    c = pos.copies
    shown = [m for m in view.melds[s] if m[0] != "closed_kan"]
    n = min(len(shown), 4)
    river = view.discards[s]
    turns = len(river)
    chance = min(BASE[n] + PER_TURN[n] * max(turns - EARLY, 0), CAP[n])
    kinds = [[t // c for t in tiles] for _k, tiles, _s in shown]
    suits = {pos.kt.suit[k] for ks in kinds for k in ks} - {-1}
    numbered = sum(1 for ks in kinds if pos.kt.suit[ks[0]] >= 0)
    suit = suits.pop() if len(suits) == 1 and numbered >= 2 else None
    yakuhai = _yakuhai_of(pos, s)
    if n and suit is None and not _yaku_shown(pos, kinds, yakuhai):
        chance *= NO_YAKU_SHOWN
    if turns >= LATE_SIGN:
        for t in river[-LAST:]:
            k = t // c
            if pos.dora[k] or pos.tileset.is_red(t) or (k in yakuhai and pos.unseen[k] > 0):
                chance += PUSH_SIGN
            elif n and not pos.kt.honour[k] and 3 <= pos.kt.rank[k] <= 7:
                chance += MIDDLE_SIGN
    chance = min(chance, CAP[n] if n < 4 else 1.0)
    if not n:
        return Read(chance, DAMA_WORTH * dealer, None)
    paid = sum(pos.dora[k] for ks in kinds for k in ks)
    paid += sum(pos.tileset.is_red(t) for _k, tiles, _s in shown for t in tiles)
    paid += sum(1 for ks in kinds if ks[0] in yakuhai and len(set(ks)) == 1)
    worth = OPEN_WORTH + SHOWN_WORTH * paid + (SUIT_WORTH if suit is not None else 0.0)
    return Read(chance, worth * dealer, suit)


def _yakuhai_of(pos: Position, s: int) -> set[int]:
    """Dragons, seat ``s``'s wind and the round wind."""
    kt = pos.kt
    return set(kt.dragons) | {kt.winds[s % 4], kt.winds[pos.view.round_wind % 4]}


def _yaku_shown(pos: Position, kinds: list[list[int]], yakuhai: set[int]) -> bool:
    """A yakuhai triplet among the melds, or melds of simples only (all simples may be on)."""
    if any(ks[0] in yakuhai and len(set(ks)) == 1 for ks in kinds):
        return True
    return not any(pos.kt.orphan[k] for ks in kinds for k in ks)
