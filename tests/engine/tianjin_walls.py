"""Set Tianjin walls for the table tests: chosen hands, live draws in turn order, bar replacements
and the flipped joker indicator; and stepping a round with its legal actions."""
from __future__ import annotations

from random import Random

from polymahjong.engine import Act, Round, Table
from polymahjong.engine.table import roll
from polymahjong.variants.registry import ruleset

TABLE = Table(ruleset("tianjin"))
SEED = 0
#: The indicator the walls flip unless told: East, so East (1z) and South (2z) are the jokers.
INDICATOR = "1z"
#: Tiles that meet no win condition whatever is drawn: a dealer's 14 and three others' 13.
DEALER = "1469m1259p3679s57z"
OTHERS = ["1479m1258p369s34z", "1479m1258p369s34z", "2568m3679p1478s4z"]
#: Four sets and a joker (2z): Go Fish, waiting for the second half of the joker's pair.
GO_FISH = "123m456p789s555z2z"


def indicator_position(seed: int = SEED) -> int:
    """Where a round of ``seed`` dealt from a given wall flips the joker indicator: the player across
    rolls 2d6 and counts that many tiles in from the back (table.py's setup_wall, the round's first roll)."""
    return len(TABLE.physical) - sum(roll(Random(seed), TABLE.rules.dice))


def build(hands: list[str], draws: str = "", replacements: str = "", indicator: str = INDICATOR) -> list[int]:
    """A wall: seat s (0 = dealer, 14 tiles) is dealt ``hands[s]``; the live wall gives ``draws`` in turn
    order after the deal; bars draw ``replacements`` from the back; ``indicator`` is flipped for the
    jokers; the other tiles fill the rest, consecutive fillers of different kinds."""
    ts, v = TABLE.tileset, TABLE.variant
    free = sorted(TABLE.physical, key=lambda p: (p % ts.copies, p))  # fillers: one kind after another

    def take(text: str) -> list[int]:
        out = []
        for tile in v.parse(text):
            t = next((p for p in free if ts.kind_of(p) == tile.kind), None)
            if t is None:
                raise ValueError(f"no {v.format([tile])} left for {text!r}")
            free.remove(t)
            out.append(t)
        return out

    dealt = [take(h) for h in hands]
    if [len(d) for d in dealt] != [14, 13, 13, 13]:
        raise ValueError(f"the dealer needs 14 tiles and the others 13, not {[len(d) for d in dealt]}")
    order = [s for _ in range(3) for s in range(4) for _ in range(4)] + [0, 1, 2, 3, 0]
    head = [dealt[s].pop(0) for s in order] + take(draws)
    size, at = len(TABLE.physical), indicator_position()
    wall: list[int | None] = head + [None] * (size - len(head))
    wall[at] = take(indicator)[0]
    for i, t in enumerate(take(replacements)):
        if size - 1 - i <= at:
            raise ValueError("more replacements than tiles behind the joker indicator")
        wall[size - 1 - i] = t
    rest = iter(free)
    return [t if t is not None else next(rest) for t in wall]


def deal(hands: list[str], **kw: str) -> Round:
    """A round dealt from :func:`build`'s wall."""
    rnd = Round(TABLE, SEED, wall=build(hands, **kw))
    assert rnd.wall.indicators == [indicator_position()]
    return rnd


def offers(rnd: Round, seat: int, what: Act) -> bool:
    """Whether ``seat`` may now take an action ``what``."""
    return any(a.act is what for a in rnd.legal(seat))


def pass_claims(rnd: Round) -> None:
    """Every seat with a claim on the last discard passes."""
    while rnd.phase == "claim":
        rnd.step(next(a for a in rnd.legal(rnd.to_act()[0]) if a.act is Act.PASS))


def discard_drawn(rnd: Round, *seats: int) -> None:
    """Each of ``seats`` in turn discards the tile it drew; claims passed."""
    for s in seats:
        assert rnd.turn == s and rnd.phase == "turn"
        rnd.step(next(a for a in rnd.legal(s) if a.act is Act.DISCARD and a.tile == rnd.drawn))
        pass_claims(rnd)


def win(events: list[dict]) -> dict:
    """The ``win`` event among ``events``."""
    return next(e for e in events if e["e"] == "win")


def play_out(rnd: Round) -> None:
    """Play to the end of the wall: every claim passed, no win taken, each seat discarding the tile it
    drew (or, for a joker, which may not be discarded, its first other tile)."""
    while not rnd.over:
        seat = rnd.to_act()[0]
        legal = rnd.legal(seat)
        if rnd.phase == "claim":
            rnd.step(next(a for a in legal if a.act is Act.PASS))
            continue
        discards = [a for a in legal if a.act is Act.DISCARD]
        rnd.step(next((a for a in discards if a.tile == rnd.drawn), discards[0]))
