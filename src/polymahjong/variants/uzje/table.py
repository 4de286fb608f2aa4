"""Ùzje's table hooks: the wall break by 3d6 or d20 counted from the roller's left, goulashes (counted in its
match state, :mod:`.state`), face-down closed quads and their challenges (:mod:`.quads`), and the flower wins."""
from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Any, Mapping

from polymahjong.engine.table import RoundResult, TableHooks, roll
from polymahjong.variants.uzje import quads
from polymahjong.variants.uzje.state import UzjeMatch, uzje_match

if TYPE_CHECKING:
    from polymahjong.engine.actions import Action
    from polymahjong.engine.claims import Claim
    from polymahjong.engine.round import MeldRec, Round
    from polymahjong.engine.seen import Public


class Hooks(TableHooks):
    """Ùzje: the roll picks the player (0 = the roller's left player, counting on anticlockwise,
    modulo the number of players) who breaks his wall that many tiles from its right end."""

    def match_state(self) -> UzjeMatch:
        """Goulashes in a row, counted across the match's games."""
        return UzjeMatch()

    def _picked(self, dice: list[int]) -> int:
        n = self.variant.players
        return (n - 1 + sum(dice)) % n

    def first_dealer(self, rng: Random, players: int) -> tuple[int, list[int]]:
        """The starter (player 0) rolls; the player picked breaks the wall and is the starting dealer."""
        dice = roll(rng, self.rules.dice)
        return self._picked(dice), dice

    def break_wall(self, rng: Random) -> tuple[list[int], int, int]:
        """The dealer rolls; the picked player's wall is broken ``sum`` tiles from its right end."""
        dice = roll(rng, self.rules.dice)
        return dice, self._picked(dice), sum(dice)

    def dealer_seat_after(self, rnd: "Round", result: RoundResult) -> int:
        """The dealer deals again after his own win and after a goulash (a draw), as the document
        says; after ``[round] goulash_limit`` goulashes in a row the deal passes (our choice, so
        that matches end)."""
        if uzje_match(rnd).game_ended(result.kind == "win", self.variant.rules["round"]["goulash_limit"]):
            return 1
        return super().dealer_seat_after(rnd, result)

    def closed_quad_claim(self, rnd: "Round", seat: int, meld: "MeldRec") -> "Claim | None":
        """Face down: challenges from the owner's second quad on, or by an orphans hand; shown: orphans robs."""
        return quads.quad_claim(rnd, seat, meld)

    def closed_quad_answered(self, rnd: "Round", owner: int, answers: list["Action"]) -> "Claim | None":
        """The challengers see the quad turned up (a ``challenge`` event; it goes face down again); it may be
        robbed by a challenger whose orphans it completes."""
        return quads.challenged(rnd, owner, [a.seat for a in answers if a.act is quads.CHALLENGE])

    def meld_visible(self, rnd: "Round", viewer: int, owner: int, meld: "MeldRec") -> bool:
        """Another player's closed quad is face down while the game lasts (``closed_quads=hidden``)."""
        return viewer == owner or meld.type != "closed_kan" or rnd.over or not quads.hidden(rnd)

    def shown(self, rnd: "Round", viewer: int, event: Mapping[str, Any], owner: int) -> bool:
        """A call's tiles: all but another player's face-down closed quad (:meth:`meld_visible`)."""
        if event["e"] != "call":
            return super().shown(rnd, viewer, event, owner)
        if event["type"] != "closed_kan":
            return True
        tiles = set(event["tiles"])
        meld = next(m for m in rnd.melds[owner] if m.type == "closed_kan" and set(m.tiles) == tiles)
        return self.meld_visible(rnd, viewer, owner, meld)

    def round_end_events(self, rnd: "Round") -> list[dict[str, Any]]:
        """"When the game ends, all tiles in every quad are flipped back up"."""
        return quads.reveal(rnd)

    folds = frozenset({"reveal"})

    def fold(self, seen: "Public", event: Mapping[str, Any]) -> None:
        """The game is over: every closed quad is seen (in each seat's order of its closed quads)."""
        quads = {s: iter(tiles for owner, tiles in event["quads"] if owner == s) for s, _ in event["quads"]}
        for s, found in quads.items():
            melds = seen.melds[s]
            for i, (kind, _, source) in enumerate(melds):
                if kind == "closed_kan":
                    melds[i] = (kind, tuple(next(found)), source)

    def flower_win(self, rnd: "Round", seat: int, discarder: int | None) -> bool:
        """Six flowers (the sixth received) or Crossing the sea (the eighth) on a drawn flower; Ivies
        on the Wall on another player's flower while holding seven. The scorer decides the rest."""
        held = len(rnd.flowers[seat])
        return held in (6, 8) if discarder is None else held == 7
