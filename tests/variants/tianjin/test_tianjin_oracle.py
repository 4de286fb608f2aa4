"""The scorer's win conditions against a brute-force oracle: every joker replaced by every kind (the
drawn tile and the held jokers kept apart where Go Fish needs it), every split of the resulting plain
hand, the document's conditions read off each split. Go Fish: "The base pair must consist of a joker, and
that joker must not be the last tile drawn. In other words, you were fishing for the second half of your
base pair with a joker and would win no matter what tile was drawn" — the tiles held before the draw less
one joker are sets alone (checked here by a search of its own), and the pair holds a joker. Random hands
with up to two jokers (2s and 3s)."""
from __future__ import annotations

import itertools
import random
from math import prod

from polymahjong import ruleset
from polymahjong.hand import MeldKind, decompositions

V = ruleset("tianjin")
TS, SHAPE = V.tileset, V.shape
JOKERS = frozenset({TS.number("bamboo", 2), TS.number("bamboo", 3)})
M = {r: TS.number("characters", r) for r in range(1, 10)}
#: Go Fish 2 and Dragon 4 from the document; the others at the options' defaults.
VALUES = {"go_fish": 2, "vanilla": V.values["vanilla"], "quinquennial": V.values["quinquennial"], "dragon": 4,
          "jokers_dragon": V.values["jokers_dragon"]}


def runs(d, suit: str) -> bool:
    seqs = [g.tiles for g in d.groups if g.kind is MeldKind.SEQUENCE]
    return all(tuple(TS.number(suit, r) for r in run) in seqs for run in ((1, 2, 3), (4, 5, 6), (7, 8, 9)))


def sets_alone(counts: list[int]) -> bool:
    """Whether tiles (counts per kind) split into triplets and runs, with no pair."""
    k = next((i for i, n in enumerate(counts) if n), None)
    if k is None:
        return True
    kind = TS.kinds[k]
    shapes = [[k] * 3]
    if kind.suit and kind.rank <= 7:
        shapes.append([TS.number(kind.suit, kind.rank + i) for i in range(3)])
    for group in shapes:
        if all(counts[g] >= group.count(g) for g in group):
            for g in group:
                counts[g] -= 1
            found = sets_alone(counts)
            for g in group:
                counts[g] += 1
            if found:
                return True
    return False


def fishing(held: list[int]) -> bool:
    """Some held joker set aside, the other held tiles (their jokers as any kinds) are sets alone."""
    jokers = [i for i, k in enumerate(held) if k in JOKERS]
    for aside in jokers:
        others = [i for i in jokers if i != aside]
        for kinds in itertools.product(range(34), repeat=len(others)):
            hand = list(held)
            for pos, k in zip(others, kinds):
                hand[pos] = k
            del hand[aside]
            if sets_alone(TS.counts(hand)):
                return True
    return False


def oracle(held: list[int], drawn: int) -> int:
    """The best product of conditions met together, 0 when none (Vanilla alone counts)."""
    jokers_held = [i for i, k in enumerate(held) if k in JOKERS]
    vanilla = not jokers_held and drawn not in JOKERS
    best = VALUES["vanilla"] if vanilla and decompositions(SHAPE, TS.counts(held + [drawn])) else 0
    slots = jokers_held + ([len(held)] if drawn in JOKERS else [])
    tiles = held + [drawn]
    fish = fishing(held)
    for kinds in itertools.product(range(34), repeat=len(slots)):
        hand = list(tiles)
        for pos, k in zip(slots, kinds):
            hand[pos] = k
        for d in decompositions(SHAPE, TS.counts(hand)):  # a joker may be a fifth copy: no limit is set
            base = ["vanilla"] if vanilla else []
            found = [[]]
            pair = d.pair.tiles[0]
            held_joker = any(hand[p] == pair for p in jokers_held)  # a held joker (now of the pair's kind)
            drawn_joker = drawn in JOKERS and hand[-1] == pair  # may trade places with a held one
            catch = hand[-1] == M[5] and (M[4], M[5], M[6]) in [g.tiles for g in d.groups
                                                                 if g.kind is MeldKind.SEQUENCE]
            if fish and (held_joker or drawn_joker):
                found.append(["go_fish"])
            if catch:
                found.append(["quinquennial"])
            if fish and catch and held_joker:  # the drawn tile is the 5, a held joker is in the pair
                found.append(["go_fish", "quinquennial"])
            for suit in TS.suits:
                if runs(d, suit):
                    name = "jokers_dragon" if suit == "bamboo" else "dragon"
                    found += [f + [name] for f in found if not any("dragon" in x for x in f)]
            for f in found:
                if f or vanilla:
                    best = max(best, prod(VALUES[x] for x in base + f))
    return best


def random_hand(rng: random.Random) -> tuple[list[int], int] | None:
    """Four sets and a pair (often a dragon or a 4-5-6 of myriads), up to two tiles turned into jokers."""
    sets = []
    if rng.random() < 0.4:
        suit = rng.choice(TS.suits)
        sets += [[TS.number(suit, r) for r in run] for run in ((1, 2, 3), (4, 5, 6), (7, 8, 9))]
    if rng.random() < 0.4:
        sets.append([M[4], M[5], M[6]])
    while len(sets) < 4:
        k = rng.randrange(34)
        kind = TS.kinds[k]
        if kind.suit and kind.rank <= 7 and rng.random() < 0.6:
            sets.append([k, k + 1, k + 2])
        else:
            sets.append([k] * 3)
    sets = sets[:4]
    p = rng.randrange(34)
    tiles = [t for s in sets for t in s] + [p, p]
    for _ in range(rng.choice((0, 1, 1, 2))):
        tiles[rng.randrange(14)] = rng.choice(sorted(JOKERS))
    if max(TS.counts(tiles)) > 4 or sum(t in JOKERS for t in tiles) > 2:
        return None
    rng.shuffle(tiles)
    return tiles[:13], tiles[13]


def test_scorer_agrees_with_brute_force() -> None:
    rng = random.Random(2024)
    checked = 0
    while checked < 150:
        found = random_hand(rng)
        if found is None:
            continue
        held, drawn = found
        req = {"variant": "tianjin", "hand": V.format(sorted(held)), "win_tile": V.format([drawn]),
               "win_type": "tsumo", "seat": 1, "jokers": ["2s", "3s"]}
        resp = V.score_request(req)
        want = oracle(held, drawn)
        assert (resp["total"] if resp["valid"] else 0) == want, (req, resp, want)
        checked += 1
