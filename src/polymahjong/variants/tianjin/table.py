"""Tianjin's table hooks: a first East chosen at random, two rolls to break the
wall, the flipped joker indicator with the out-of-play tiles behind it, jokers
that may not be discarded (so no bump that leaves only jokers), bars only of a
tile just drawn, the dealer's step up, the heavenly victory on a player's own
first turn, and the bars and a shoveled dealer paid at the end."""
from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Any, Mapping

from polymahjong.engine.actions import Act, Action
from polymahjong.engine.table import Number, TableHooks, roll
from polymahjong.variants.tianjin import points
from polymahjong.variants.tianjin.jokers import joker_kinds
from polymahjong.variants.tianjin.scoring import bar_id

if TYPE_CHECKING:
    from polymahjong.engine.round import Round
    from polymahjong.engine.seen import Public
    from polymahjong.variants.tianjin import Tianjin
    from polymahjong.engine.wall import Wall

#: The dealer's step up: every transfer to and from them this round is doubled (rules.toml ``[actions.step_up]``).
STEP_UP = Act("step_up")
#: The player across from East rolls for the joker.
ACROSS = 2
#: Calls that take a discard and so break the first go-round of discards.
CALLS = ("pon", "open_kan")


class Hooks(TableHooks):
    """Tianjin (Xing family rules)."""

    variant: Tianjin  # the hooks of Tianjin.table_hooks_class(), built with the Tianjin variant

    def first_dealer(self, rng: Random, players: int) -> tuple[int, list[int]]:
        """"Before the game itself starts, one player is randomly selected to be seated in the East
        position" (no dice: the document does not say how)."""
        return rng.randrange(players), []

    def break_wall(self, rng: Random) -> tuple[list[int], int, int]:
        """East rolls; the player that many seats round (East = 1) rolls again; the total of both rolls
        counts tiles from the right end of that player's wall."""
        first = roll(rng, self.rules.dice)
        roller = (sum(first) - 1) % self.variant.players
        second = roll(rng, self.rules.dice)
        return first + second, roller, sum(first) + sum(second)

    def setup_wall(self, wall: "Wall", rng: Random) -> list[dict[str, Any]]:
        """The player across from East rolls; count that many tiles in from the back and flip the tile.
        It and every tile behind it are out of play (except as bar replacements)."""
        dice = roll(rng, self.rules.dice)
        pos = len(wall.tiles) - sum(dice)
        wall.tail = wall.floor = pos
        indicator = wall.flip(pos)
        return [{"e": "jokers", "dice": dice, "seat": ACROSS, "indicator": indicator,
                 "kinds": sorted(self.jokers(wall))}]

    folds = frozenset({"jokers"})

    def fold(self, seen: "Public", event: Mapping[str, Any]) -> None:
        """The joker indicator and the wild kinds; the live wall ends before the indicator, and bar replacements
        take the tiles behind it first (:meth:`setup_wall`)."""
        behind = sum(event["dice"])
        seen.indicators.append(event["indicator"])
        seen.jokers = tuple(event["kinds"])
        seen.live -= behind - self.rules.dead_wall
        seen.spare = behind - 1

    def jokers(self, wall: "Wall") -> frozenset[int]:
        """The indicator's kind and the next kind of its row (wrapping): 9m gives 9m and 1m, blank gives blank and center."""
        return joker_kinds(self.variant, self.variant.tileset.kind_of(wall.flipped()[0]))

    def can_discard(self, rnd: "Round", seat: int, tile: int) -> bool:
        """A joker may never be discarded."""
        return rnd.kind(tile) not in rnd.jokers

    def call_allowed(self, rnd: "Round", seat: int, action: Action, tile: int) -> bool:
        """A bump is followed by a discard, and a joker may not be discarded: no bump that would leave
        the hand nothing but jokers."""
        return any(t not in action.tiles and rnd.kind(t) not in rnd.jokers for t in rnd.hands[seat])

    def kan_allowed(self, rnd: "Round", seat: int, kind: int) -> bool:
        """"You may only bar a tile the turn you draw it": a dark bar or a bump made a bar only of the
        kind just drawn, or on the player's first turn (before any discard of theirs) of tiles dealt.
        Four jokers make a golden bar."""
        return not rnd.river[seat] or rnd.drawn is not None and rnd.kind(rnd.drawn) == kind

    def turn_actions(self, rnd: "Round", seat: int) -> list[Action]:
        """Before the first move of the round the dealer may step up."""
        if seat == 0 and not any(e["e"] == "action" for e in rnd.events):
            return [Action(STEP_UP, seat)]
        return []

    def act(self, rnd: "Round", action: Action) -> list[dict[str, Any]]:
        """The dealer steps up: every transfer to and from them this round is doubled."""
        return [{"e": "step_up", "seat": action.seat}]

    def win_flags(self, rnd: "Round", seat: int, tsumo: bool, flags: dict[str, Any]) -> dict[str, Any]:
        """A heavenly victory is a win on the player's own first turn (no discard of theirs yet, their own
        bars allowed); ``step_up`` when the dealer stepped up."""
        out = {k: v for k, v in flags.items() if k != "first_turn"}
        if tsumo and not rnd.river[seat]:
            out["first_turn"] = True
        if stepped_up(rnd):
            out["step_up"] = True
        return out

    def settlement(self, rnd: "Round") -> list[int]:
        """At the round's end, after a win or a tie: each bar of a player who did not win (the winner's are in
        the win's payments) and a shoveled dealer's point to each other player."""
        values = self.variant.values
        winners = {w.seat for w in rnd.wins}
        bars = [(s, values[b]) for s in range(rnd.n) if s not in winners for m in rnd.melds[s]
                if (b := bar_id(m.type, rnd.kind(m.tiles[0]), rnd.jokers))]
        step_up = stepped_up(rnd)
        pay = points.bar_payments(rnd.n, bars, step_up)
        return points.add(pay, points.shoveled(rnd.n, step_up)) if shoveled(rnd) else pay


def stepped_up(rnd: "Round") -> bool:
    """Whether the dealer stepped up this round."""
    return any(e["e"] == "step_up" for e in rnd.events)


def shoveled(rnd: "Round") -> bool:
    """"On the very first turn of the game, every player discards the exact same tile": the round's first
    discards are one by each seat in turn, all of one kind, with no bump or bar of a discard among them."""
    firsts: list[dict[str, Any]] = []
    for e in rnd.events:
        if e["e"] == "call" and e["type"] in CALLS:
            return False
        if e["e"] == "discard":
            firsts.append(e)
            if len(firsts) == rnd.n:
                break
    return ([e["seat"] for e in firsts] == list(range(rnd.n))
            and len({rnd.kind(e["tile"]) for e in firsts}) == 1)
