"""The expert riichi bot: legal and deterministic over seeded games; folds a far hand against riichi onto
a genbutsu tile; passes a pon that would leave the hand without a yaku; calls a yakuhai pon. Set positions
are dealt from set walls (tests/engine/riichi_walls.py)."""
from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

import pytest

from polymahjong.engine import Round, Table
from polymahjong.engine.actions import Act
from polymahjong.engine.game import play_match
from polymahjong.engine.view import seat_view
from polymahjong.players.bots import make_bots, resolve_bot
from polymahjong.players.efficiency import EfficiencyPlayer
from polymahjong.variants.registry import ruleset
from polymahjong.variants.riichi.bot import RiichiBot
from polymahjong.variants.riichi.state import riichi_state
from polymahjong.variants.riichi.table import RIICHI

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))  # the set-wall helpers of the engine tests
from riichi_walls import act, deal, discard, in_turns  # noqa: E402

PLAIN = ruleset("riichi", red_fives=0)
TABLE = Table(PLAIN)
#: Two noten hands of simples (2, 4, 6, 8 of each suit) with a North.
FILLER = "2468m2468p2468s4z"


def _rounds(preset: str, games: int, seed: int) -> int:
    """Play ``games`` east-only games of four expert bots (an illegal move raises); the rounds played."""
    v = ruleset("riichi", preset=preset, length="east")
    rounds = 0
    for g in range(games):
        match = play_match(v, make_bots(v, "expert", seed + g), seed + g)
        rounds += sum(1 for e in match.events if e["e"] == "round_end")
    return rounds


def test_no_illegal_move_in_thirty_seeded_rounds() -> None:
    assert _rounds("default", 3, 100) + _rounds("tenhou", 3, 200) >= 30


@pytest.mark.slow
def test_no_illegal_move_in_three_hundred_seeded_rounds() -> None:
    assert _rounds("default", 28, 1000) + _rounds("tenhou", 28, 2000) >= 300


def test_the_same_seed_plays_the_same_game() -> None:
    v = ruleset("riichi", preset="tenhou", length="east")
    first = play_match(v, make_bots(v, "expert", 42), 42).events
    assert play_match(v, make_bots(v, "expert", 42), 42).events == first


def test_expert_is_the_riichi_default() -> None:
    assert resolve_bot(PLAIN, "default") == resolve_bot(PLAIN, None) == "expert"
    assert isinstance(make_bots(PLAIN, "default", 0)[0], RiichiBot)
    with pytest.raises(ValueError, match="expert"):  # an unknown name is refused, listing the known ones
        resolve_bot(PLAIN, "nonesuch")


def _riichi_against_far_hand() -> Round:
    """Seat 1 declares riichi on its first discard (4s; ready on 5p); seats 2 and 3 let 1s and 9s go after
    it; seat 0 (the bot), six tiles from ready, draws 5m holding a 4s."""
    hands = ["1479m29p48s12367z", "123m456m789m123p5p", FILLER, "2468m2468p2468s3z"]
    rnd = deal(TABLE, hands, draws=in_turns({0: "9s5m", 1: "4s", 2: "1s", 3: "9s"}, 5))
    discard(rnd, 0, "9s")
    discard(rnd, 1, "4s", RIICHI)
    discard(rnd, 2, "1s")
    discard(rnd, 3, "9s")
    assert riichi_state(rnd).riichi(1) and rnd.turn == 0
    return rnd


def test_a_far_hand_folds_to_a_genbutsu_against_riichi() -> None:
    rnd = _riichi_against_far_hand()
    view = seat_view(rnd, 0)
    choice = RiichiBot(PLAIN).act(view)
    assert choice.act is Act.DISCARD and PLAIN.format([rnd.kind(choice.tile)]) == "4s"  # seat 1's own discard
    # without the riichi, the same hand would throw a lone honour first, not the 4s
    calm = dataclasses.replace(view, **{"declared": (False,) * 4, "declared_with": (None,) * 4})
    assert PLAIN.format([rnd.kind(RiichiBot(PLAIN).act(calm).tile)]) != "4s"


def _offer(hand: str, tile: str, dora: str = "") -> Round:
    """Seat 1 (the bot, South) holds ``hand``; the dealer draws ``tile`` and discards it; ``dora``: the
    indicator."""
    rnd = deal(TABLE, ["1111m9999p6666z5z", hand, FILLER, "2468m2468p2468s3z"], draws=tile, dora=dora)
    act(rnd, 0, Act.DISCARD, tile)
    assert rnd.phase == "claim"
    return rnd


def test_a_pon_that_leaves_no_yaku_is_passed() -> None:
    """Pon of 5m: nearer to ready, but terminals and honours everywhere, two suits, no yakuhai pair."""
    rnd = _offer("5599m24m13p57p19s3z", "5m")
    view = seat_view(rnd, 1)
    assert any(a.act is Act.PON for a in view.legal)
    assert EfficiencyPlayer(PLAIN).act(view).act is Act.PON  # shanten-only play would call it
    assert RiichiBot(PLAIN).act(view).act is Act.PASS


def test_a_chi_from_two_shanten_onto_a_yakuhai_pair_alone_is_passed() -> None:
    """Two-shanten with a pair of red dragons: a chi of 4p or 7p makes the hand one-shanten and open, but its
    only yaku would be a third red dragon (its ready hands win on little else), while the closed hand keeps
    riichi: the chi is passed (shanten-only play calls it); the red dragon itself is ponned."""
    for tile in ("4p", "7p"):
        view = seat_view(_offer("77z234m567m56p8s1p4s", tile), 1)
        assert EfficiencyPlayer(PLAIN).act(view).act is Act.CHI
        assert RiichiBot(PLAIN).act(view).act is Act.PASS
    assert RiichiBot(PLAIN).act(seat_view(_offer("77z234m567m56p8s1p4s", "7z"), 1)).act is Act.PON


def test_a_yakuhai_pon_is_called() -> None:
    rnd = _offer("77z55m24m79m13p57p1s", "7z")  # a pair of red dragons (chun)
    choice = RiichiBot(PLAIN).act(seat_view(rnd, 1))
    assert choice.act is Act.PON and {rnd.kind(t) for t in choice.tiles} == {PLAIN.parse("7z")[0].kind}

