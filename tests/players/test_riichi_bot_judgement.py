"""The riichi expert's judgement, by expected value and by standing: the race behind push or fold, a ready
hand that pushes a dangerous tile where a cheap one-shanten hand folds, the danger read from one-chance
and from the tile a riichi was declared with, and the all-last tracker. Positions are dealt from set
walls (tests/engine/riichi_walls.py)."""
from __future__ import annotations

import dataclasses
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from polymahjong.engine import Round, Table
from polymahjong.engine.actions import Act
from polymahjong.engine.view import seat_view
from polymahjong.variants.registry import ruleset
from polymahjong.variants.riichi.bot import RiichiBot
from polymahjong.variants.riichi.bot.danger import Danger
from polymahjong.variants.riichi.bot.ev import QUIET_EXTRA, RIICHI_EXTRA, han_points, race
from polymahjong.variants.riichi.bot.placement import REPEAT, MatchTracker, caution
from polymahjong.variants.riichi.bot.position import Position, own_river
from polymahjong.variants.riichi.bot.tenpai import TenpaiJudge
from polymahjong.variants.riichi.kinds import KindTable
from polymahjong.variants.riichi.table import RIICHI

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))  # the set-wall helpers of the engine tests
from riichi_walls import deal, discard, in_turns  # noqa: E402
from test_riichi_bot import _offer  # noqa: E402  (a tile offered to seat 1)
from test_riichi_bot_field import _as_deal, _riichi_then  # noqa: E402  (a field read from set walls)

PLAIN = ruleset("riichi", red_fives=0)
TABLE = Table(PLAIN)
FILLER = "2468m2468p2468s4z"


def _after_riichi(hand: str, draw: str, dora: str = "") -> Round:
    """The dealer (the bot) holds ``hand`` and throws a West; seat 1 declares riichi with 4s; seats 2 and 3
    let 1s and 9s go; the dealer draws ``draw``; ``dora``: the indicator."""
    hands = [hand, "123m456m789m123p5p", FILLER, "2468m2468p2468s3z"]
    rnd = deal(TABLE, hands, draws=in_turns({0: "3z" + draw, 1: "4s", 2: "1s", 3: "9s"}, 5), dora=dora)
    discard(rnd, 0, "3z")
    discard(rnd, 1, "4s", RIICHI)
    discard(rnd, 2, "1s")
    discard(rnd, 3, "9s")
    return rnd


def _play(rnd: Round, **change: object) -> tuple[Act, str]:
    view = seat_view(rnd, 0)
    view = dataclasses.replace(view, **change)
    a = RiichiBot(PLAIN).act(view)
    return a.act, PLAIN.format([rnd.kind(a.tile)])


def test_a_ready_race_wins_more_than_a_one_shanten_race_and_less_when_late() -> None:
    ready, near = race(0, 8, 0, 100, 15, 1), race(1, 0, 16, 100, 15, 1)
    assert 0 < near.win < ready.win < 1
    assert race(0, 8, 0, 100, 3, 1).win < ready.win
    assert race(0, 8, 0, 100, 15, 2).win < ready.win  # two riichi race faster
    assert 0 < race(2, 0, 16, 100, 15, 1).win < near.win  # a step further with the same acceptance


def test_points_by_han_follow_the_table_and_the_dealer_pays_half_again() -> None:
    # 30 fu ron, non-dealer: 1 han 1000, 2 han 2000, 3 han 3900; a mangan 8000 (rule document's table)
    assert [han_points(h, False) for h in (1, 2, 3, 5)] == [1000, 2000, 3900, 8000]
    assert han_points(3, True) == 3900 * 1.5
    assert han_points(1.5, False) == 1500


def test_a_ready_pinfu_pushes_an_unsafe_tile_against_riichi() -> None:
    """Ready on 2s-5s (riichi, pinfu), the drawn 5m has no suji against the riichi: push it (riichi)."""
    rnd = _after_riichi("123m456p789s34s99p", "5m")
    assert _play(rnd) == (RIICHI, "5m")


AGARI = Path(__file__).resolve().parents[2].parent / "shared" / "oracles" / "tenhou" / "agari.jsonl"
BEYOND_THE_RON = {"Menzen Tsumo", "Ura Dora", "Ippatsu", "Haitei Raoyue", "Houtei Raoyui", "Rinshan Kaihou"}


def test_the_extra_han_of_a_win_are_those_of_the_tenhou_records() -> None:
    """The chances of 0, 1, 2, ... han a win brings beyond its ron price (the last counts that many or
    more), as the four-player Tenhou wins without yakuman show them: declared hands and quiet closed ones."""
    extra: dict[str, Counter[int]] = {"declared": Counter(), "quiet": Counter()}
    for line in AGARI.read_text().splitlines():
        win = json.loads(line)
        flags, result = win["flags"], win["result"]
        if win["rules"]["players"] != 4 or result["yakuman"] or not flags["menzen"]:
            continue
        han = sum(y["han"] for y in result["yaku"] if y["name"] in BEYOND_THE_RON)
        extra["declared" if flags["riichi"] or flags["double_riichi"] else "quiet"][han] += 1
    for kind, chances in (("declared", RIICHI_EXTRA), ("quiet", QUIET_EXTRA)):
        wins = sum(extra[kind].values())
        last = len(chances) - 1
        found = [extra[kind][k] / wins for k in range(last)]
        found.append(sum(n for k, n in extra[kind].items() if k >= last) / wins)
        assert found == pytest.approx(chances, abs=0.001), kind


def test_a_declared_win_is_worth_the_han_real_wins_bring_beyond_its_ron() -> None:
    """Ready on 2s-5s with riichi and pinfu (the dealer, 30 fu: 2 han 2900, 3 han 5800, 4 han 11600, 5 han
    12000, 6 han 18000, the rule document's table), a declared win is expected to pay the table's points
    for the han that self-draw, ura dora and ippatsu add as often as they came to real riichi wins; a quiet
    one (pinfu alone, 1500) pays less, so the hand is worth the declared price."""
    rnd = _after_riichi("123m456p789s34s99p", "5m")
    pos = Position.of(seat_view(rnd, 0), KindTable.build(PLAIN.tileset), PLAIN.tileset)
    five = PLAIN.parse("5m")[0].kind
    counts = list(pos.counts)
    counts[five] -= 1
    hand = [t for t in pos.view.hand if t // pos.copies != five]
    ready = TenpaiJudge(PLAIN).judge(pos, counts, hand, riichi=True)
    declared = sum(p * points for p, points in zip(RIICHI_EXTRA, (2900, 5800, 11600, 12000, 18000)))
    assert (ready.live, ready.dama, ready.riichi) == (8, 8 * 1500, 8 * 2900)
    assert ready.pays == pytest.approx(8 * declared)


def test_a_cheap_ready_hand_pushes_by_what_its_win_pays_not_its_price() -> None:
    """Ready on a 13m closed wait with riichi alone (the dealer's 2000 as priced), the drawn 6m has no suji
    against the riichi: it declares with it while 12 wall tiles are left (priced without the han a riichi
    win brings it folded to the genbutsu 4s there) and folds with 4 left."""
    rnd = _after_riichi("13m456p789p345s99p", "6m")
    assert _play(rnd, wall_left=12) == (RIICHI, "6m")
    assert _play(rnd, wall_left=4) == (Act.DISCARD, "4s")


def test_a_one_shanten_pushes_by_its_worth_and_the_wall_left() -> None:
    """One-shanten on 135m and 34s with a 99p pair: pushing throws an unsafe tile (the 1m or the red dragon, the
    one the fitted danger rates safer), folding the genbutsu 4s (a step back). With nothing but riichi to come
    it pushes early and folds with 20 wall tiles left; with 9p as dora (three of them) it still pushes at 20
    and 12, and folds with 10 left."""
    cheap = _after_riichi("13m456p789p34s99p7z", "5m")
    assert _play(cheap) == (Act.DISCARD, "1m")
    assert _play(cheap, wall_left=20) == (Act.DISCARD, "4s")
    rich = _after_riichi("13m456p789p34s99p7z", "5m", dora="8p")
    assert _play(rich, wall_left=20) == (Act.DISCARD, "7z")
    assert _play(rich, wall_left=12) == (Act.DISCARD, "7z")
    assert _play(rich, wall_left=10) == (Act.DISCARD, "4s")


def _danger(rnd: Round, seat: int = 0) -> Danger:
    kt = KindTable.build(PLAIN.tileset)
    return Danger(Position.of(seat_view(rnd, seat), kt, PLAIN.tileset))


def test_one_chance_and_the_riichi_tile_side_change_the_danger() -> None:
    """Against seat 1's riichi (declared with 4s): by the hand-set danger (one of what the fitted danger reads)
    3s and 5s beside it are more dangerous than 7s and 5p; an 8p is one-chance when the bot holds three 7p."""
    kind = lambda text: PLAIN.parse(text)[0].kind  # noqa: E731
    plain = _danger(_after_riichi("123m456p789s35s99p", "5m"))
    riichi = next(o for o in plain.opponents if o.seat == 1)
    assert plain.hand_set(riichi, kind("3s")) > plain.hand_set(riichi, kind("7s"))
    assert plain.hand_set(riichi, kind("5s")) > plain.hand_set(riichi, kind("5p"))
    held = _danger(_after_riichi("123m456p777p35s99p", "5m"))  # three 7p held: a 67p wait on 8p is unlikely
    assert held.danger(kind("8p")) < plain.danger(kind("8p"))


def test_the_tracker_knows_all_last_from_the_first_deal() -> None:
    rnd = _after_riichi("123m456p789s34s99p", "5m")
    first = seat_view(Round(TABLE, 0), 2)  # East 1, every score equal: this seat is 2 from the dealer
    tracker = MatchTracker("east_south")
    assert not tracker.standing(first).all_last
    south = seat_view(rnd, 0)
    later = lambda seat, wind: dataclasses.replace(south, **{"seat": seat, "round_wind": wind,  # noqa: E731
                                                   "honba": 1, "scores": (30000, 20000, 24000, 26000)})
    assert tracker.standing(later(3, 1)).all_last  # the deal passed three times: South 4
    assert not tracker.standing(later(0, 1)).all_last  # South 3
    assert not tracker.standing(later(3, 0)).all_last  # East 4
    standing = tracker.standing(later(3, 1))
    assert (standing.place, standing.to_next) == (1, 4001)  # seat 3 holds 26000, behind 30000
    assert MatchTracker("east_south").standing(later(3, 1)).all_last is False  # never saw the first deal


def _bot_after(passed: int) -> RiichiBot:
    """A bot that saw the match's first deal from the seat ``passed`` seats after the dealer's: the deal has
    passed that many times since (East 1 seen from seat 3: South 4 when the round wind is South)."""
    bot = RiichiBot(PLAIN)
    bot.tracker.standing(seat_view(Round(TABLE, 0), passed))
    return bot


def test_the_top_seat_at_all_last_stays_quiet_on_a_cheap_ready_hand() -> None:
    """The dealer ready on 2s-5s with tanyao only (a 2000-point ron): riichi, as a rule; but the top seat of the
    match's last deal stays quiet, its win ending the match."""
    rnd = _after_riichi("234m456p777p34s55p", "9m", dora="1z")
    view = seat_view(rnd, 0)
    calm = dataclasses.replace(view, **{"declared": (False,) * 4, "declared_with": (None,) * 4,
                             "round_wind": 1, "honba": 0, "sticks": 0, "scores": (40000, 20000, 20000, 20000)})
    assert RiichiBot(PLAIN).act(calm).act is RIICHI  # it never saw the first deal: no placement play
    choice = _bot_after(3).act(calm)
    assert choice.act is Act.DISCARD and PLAIN.format([rnd.kind(choice.tile)]) == "9m"


def _ids(text: str, copy: int = 3) -> tuple[int, ...]:
    """Physical ids of the tiles of ``text`` (copy ``copy`` of each kind: one the set walls do not deal)."""
    return tuple(t.kind * PLAIN.tileset.copies + copy for t in PLAIN.parse(text))


def _against_open(far: bool, melds: int) -> tuple[Act, str]:
    """The dealer (the bot) after its draw, with 30 wall tiles left; seat 1 (no riichi) has let nine tiles
    go, 9s among them; it shows the first ``melds`` of a pon of white dragons, a chi of 234m with the dora 3m
    and a chi of 789m (dama-looking: a yaku and a dora shown; with three melds ready about three times in
    four in the Tenhou records, with two about two times in five). ``far``: the bot's hand is two steps from ready (else one, on
    a good shape)."""
    hand = "1m3m7m9m2p6p8p3s7s9s1z1z2z" if far else "3p4p5p6m7p8p5s6s7s7s8s9s2z"
    rnd = deal(TABLE, [hand, "123m456m789m123p5p", FILLER, "2468m2468p2468s3z"],
               draws=in_turns({0: "3z5m", 1: "4s", 2: "1s", 3: "9s"}, 5), dora="2m")
    discard(rnd, 0, "3z")
    discard(rnd, 1, "4s")
    discard(rnd, 2, "1s")
    discard(rnd, 3, "9s")
    view = seat_view(rnd, 0)
    river = _ids("4s1p9p8m3p4z7z9s6p", copy=2)
    shown = (("pon", _ids("5z5z5z"), 3), ("chi", _ids("234m"), 0), ("chi", _ids("789m"), 0))[:melds]
    change = {"wall_left": 30, "discards": (view.discards[0], river, view.discards[2], view.discards[3]),
              "melds": (view.melds[0], shown, (), ())}
    a = RiichiBot(PLAIN).act(dataclasses.replace(view, **change))
    return a.act, PLAIN.format([rnd.kind(a.tile)])


def test_a_far_hand_folds_against_a_dama_looking_open_hand() -> None:
    """Two steps from ready, against an open hand of three melds showing a white-dragon pon and a dora, late:
    the bot throws its genbutsu 9s; against the same seat with no melds (a closed hand that has not declared) it plays
    its hand (a lone honour goes)."""
    assert _against_open(far=True, melds=3) == (Act.DISCARD, "9s")
    assert _against_open(far=True, melds=0)[1] in ("2z", "1z", "1m", "9m")


def test_the_reading_rates_an_open_hand_by_its_melds_yaku_and_dora() -> None:
    """The open hand's chance of being ready and its likely cost rise with what it shows."""
    from polymahjong.variants.riichi.bot.reading import read
    rnd = deal(TABLE, ["1m3m7m9m2p6p8p3s7s9s1z1z2z", "123m456m789m123p5p", FILLER, "2468m2468p2468s3z"],
               draws=in_turns({0: "3z5m", 1: "4s", 2: "1s", 3: "9s"}, 5), dora="2m")
    discard(rnd, 0, "3z")
    view = seat_view(rnd, 1)
    kt = KindTable.build(PLAIN.tileset)

    def reading(melds: tuple, river: str) -> tuple[float, float]:
        v = dataclasses.replace(view, **{"seat": 0, "melds": (view.melds[0], melds, (), ()),
                              "discards": (view.discards[0], _ids(river, copy=2), (), ())})
        r = read(Position.of(v, kt, PLAIN.tileset), 1)
        return r.ready, r.worth

    closed = reading((), "4s1p9p8m3p4z7z9s6p")
    plain_chi = reading((("chi", _ids("567p"), 0),), "4s1p9p8m3p4z7z9s6p")
    pon_dora = reading((("pon", _ids("5z5z5z"), 3), ("chi", _ids("234m"), 0)), "4s1p9p8m3p4z7z9s6p")
    early = reading((("pon", _ids("5z5z5z"), 3), ("chi", _ids("234m"), 0)), "4s1p")
    assert closed[0] < plain_chi[0] < pon_dora[0] and early[0] < pon_dora[0]
    assert plain_chi[1] < pon_dora[1]


def test_a_near_hand_pushes_against_the_open_hand_at_two_melds() -> None:
    """One step from ready (two good shapes, a lone South), against the same open hand at two melds: the bot
    keeps its hand and lets the South go rather than break its 789s for the genbutsu 9s."""
    assert _against_open(far=False, melds=2) == (Act.DISCARD, "2z")


def test_a_wide_wait_declares_unless_it_pays_a_mangan_quietly_and_a_narrow_one_stays_quiet() -> None:
    """The dealer ready on 2s-5s (eight live copies) with all simples declares riichi as Phoenix-room players
    mostly do (docs/bots.md, agreement): without dora (a ron pays 1500) and with the 4m as dora (indicator
    3m: 2900); with the 7p triplet as dora (indicator 6p: 11600, a dealer's mangan) it stays quiet. Ready
    on the 4s alone (a closed wait, three live copies) with all simples it stays quiet: the wait may still
    change, and a quiet hand is paid more often."""
    for hand, dora, declared in (("234m456p777p34s55p", "1z", True), ("234m456p777p34s55p", "3m", True),
                                 ("234m456p777p34s55p", "6p", False), ("234m456p777p35s55p", "1z", False)):
        rnd = _after_riichi(hand, "9m", dora=dora)
        act, tile = _play(rnd, declared=(False,) * 4, declared_with=(None,) * 4)
        assert (act is RIICHI) is declared and tile == "9m", (hand, dora)


def _pushing_field_bot() -> RiichiBot:
    """A bot that has seen two deals in which both other seats answered a riichi with unsafe tiles only (eight
    of eight, ``test_riichi_bot_field``): a field that does not fold."""
    bot = RiichiBot(PLAIN)
    pushed = seat_view(_riichi_then("9m8p", "1p7m"), 0)
    for honba in (5, 6):
        bot.field.update(_as_deal(pushed, honba))
    assert bot.field.pushes
    return bot


def test_against_a_field_that_does_not_fold_a_valuable_ready_hand_declares() -> None:
    """The dealer's tanyao with the 4m as dora (2900) or the 7p triplet (11600), which stay quiet in the test
    above, declares riichi against a field that keeps pushing: such a field pays a declared hand as often as a
    quiet one."""
    for dora in ("3m", "6p"):
        rnd = _after_riichi("234m456p777p34s55p", "9m", dora=dora)
        view = dataclasses.replace(seat_view(rnd, 0), declared=(False,) * 4, declared_with=(None,) * 4)
        a = _pushing_field_bot().act(view)
        assert a.act is RIICHI and PLAIN.format([rnd.kind(a.tile)]) == "9m", dora


def test_against_a_field_that_folds_a_closed_hand_calls_from_further() -> None:
    """Three steps from ready in simples (23m 468p 34s 66s 88s, two lone winds), a chi of 4m brings the hand a
    step nearer with tanyao in sight. A closed hand's first call must leave it one step from ready, so the chi
    is passed; but a bot that has seen the field fold to a riichi (one unsafe answer in four, four deals) calls
    it: such a field pays a riichi less and lets an open hand through. Against a pushing field it passes."""
    view = seat_view(_offer("23m468p34s66s88s3z4z", "4m"), 1)
    folding = RiichiBot(PLAIN)
    folded = seat_view(_riichi_then("4s4s", "9m3z"), 0)
    for honba in range(5, 9):
        folding.field.update(_as_deal(folded, honba))
    assert folding.field.folds
    assert RiichiBot(PLAIN).act(view).act is Act.PASS
    assert _pushing_field_bot().act(view).act is Act.PASS
    assert folding.act(view).act is Act.CHI


def test_against_a_field_that_does_not_fold_a_far_hand_keeps_its_shape() -> None:
    """Two steps from ready against a riichi, late (30 wall tiles left): the bot folds to the genbutsu 4s,
    though it breaks its 345s; against a field that does not fold it weighs its hand against the danger and
    lets a lone dragon go instead (three copies unseen: little danger), keeping two steps from ready."""
    rnd = _after_riichi("234m68m46p29p345s5z", "6z")
    view = dataclasses.replace(seat_view(rnd, 0), wall_left=30)
    for bot, tiles in ((RiichiBot(PLAIN), ("4s",)), (_pushing_field_bot(), ("5z", "6z"))):
        a = bot.act(view)
        assert a.act is Act.DISCARD and PLAIN.format([rnd.kind(a.tile)]) in tiles


def test_at_all_last_a_seat_declares_only_when_a_quiet_win_would_not_lift_it_a_place() -> None:
    """The dealer ready on 2s-5s with tanyao only (a 2000-point ron) at the match's last deal,
    second: 1,000 points behind the top, a quiet win passes it (quiet); 10,000 behind, only riichi's han and ura
    dora may (riichi); last, 1,000 behind third: quiet. The sticks and honba a win takes count with it."""
    rnd = _after_riichi("234m456p777p34s55p", "9m", dora="1z")
    view = seat_view(rnd, 0)
    calm = dataclasses.replace(view, **{"declared": (False,) * 4, "declared_with": (None,) * 4,
                             "round_wind": 1, "honba": 0, "sticks": 0})

    def choice(scores: tuple[int, int, int, int], sticks: int = 0, honba: int = 0) -> Act:
        return _bot_after(3).act(dataclasses.replace(calm, scores=scores, sticks=sticks, honba=honba)).act

    assert choice((30000, 31000, 20000, 19000)) is Act.DISCARD
    assert choice((25000, 35000, 20000, 20000)) is RIICHI
    assert choice((19000, 20000, 30000, 31000)) is Act.DISCARD
    # 3,000 behind: the win alone does not pass the top; with a stick and a honba on the table (1,300) it does
    assert choice((27000, 30000, 23000, 19000)) is RIICHI
    assert choice((27000, 30000, 23000, 19000), sticks=1, honba=1) is Act.DISCARD


def test_a_deal_in_weighs_by_the_places_it_costs() -> None:
    """Equal scores weigh a deal-in as a win; the top seat far ahead weighs it more the nearer the end (it has
    places to lose and few to gain), the last seat far behind less."""
    even = caution([25000] * 4, 0, 6 * REPEAT)
    top = [40000, 25000, 20000, 15000]
    assert even == 1.0
    assert caution(top, 0, 2 * REPEAT) > caution(top, 0, 6 * REPEAT) > 1.0
    assert caution(top, 3, 2 * REPEAT) < caution(top, 3, 6 * REPEAT) < 1.0


def test_the_top_seat_far_ahead_late_in_the_match_folds_sooner_and_the_last_pushes_longer() -> None:
    """The cheap one-shanten hand against a riichi with 30 wall tiles left pushes its 1m, with every score
    equal or when 15,000 ahead in East 2; in South 2 that lead makes it fold to 4s. With 20 wall tiles left it
    folds at equal scores, and pushes as the last seat (15,000 points, the top 40,000) in South 2."""
    rnd = _after_riichi("13m456p789p34s99p7z", "5m")

    def choice(scores: tuple[int, int, int, int], wind: int, wall: int = 30) -> str:
        view = dataclasses.replace(seat_view(rnd, 0), wall_left=wall, scores=scores, round_wind=wind)
        a = _bot_after(1).act(view)
        return PLAIN.format([rnd.kind(a.tile)])

    assert choice((25000, 25000, 25000, 25000), 1) == "1m"
    assert choice((40000, 25000, 20000, 15000), 0) == "1m"
    assert choice((40000, 25000, 20000, 15000), 1) == "4s"
    assert choice((25000, 25000, 25000, 25000), 1, 20) == "4s"
    assert choice((15000, 25000, 20000, 40000), 1, 20) == "1m"


def test_only_tiles_let_pass_after_the_declaration_are_safe_when_calls_shortened_the_rivers() -> None:
    """Seat 1's first discard was called away, so its river holds only the declaring 4s (the deal's sixth
    discard); seat 2 let 8p go before the declaration and 1s after it. Only the 1s is safe against the riichi:
    the rule document's furiten holds a riichi hand to the tiles let pass since it declared, not to the turns
    its shortened river seems to show."""
    view = seat_view(_after_riichi("123m456p789s35s99p", "5m"), 0)
    before, after = _ids("8p")[0], _ids("1s")[0]
    rivers = ((view.discards[0][0],), (view.declared_with[1],), (before, after), ())
    shortened = dataclasses.replace(view, discards=rivers, discard_order=((0,), (5,), (3, 6), ()),
                                    tsumogiri=((False,), (False,), (False, False), ()))
    kt = KindTable.build(PLAIN.tileset)
    danger = Danger(Position.of(shortened, kt, PLAIN.tileset))
    assert danger.danger(after // PLAIN.tileset.copies) == 0.0
    assert danger.danger(before // PLAIN.tileset.copies) > 0.0


def test_a_discard_called_away_still_makes_the_bot_furiten() -> None:
    """Seat 1 called pon on the bot's 3z and seat 2 called a chi from it: the 3z has left the river but not
    furiten (the rule document: a seat may not ron a tile among its own discards); the chi does not say which
    of its tiles was called."""
    view = seat_view(_after_riichi("123m456p789s35s99p", "5m"), 0)
    west = view.discards[0][0]
    called = dataclasses.replace(view, discards=((),) + view.discards[1:],
                                 melds=((), (("pon", (west,) + _ids("3z")[:1] * 2, 0),),
                                        (("chi", _ids("678m"), 0),), ()))
    kinds = own_river(called, PLAIN.tileset.copies)
    assert kinds == {west // PLAIN.tileset.copies}


def test_a_declaring_tile_called_away_leaves_only_later_discards_safe() -> None:
    """Seat 2 called a chi on seat 1's declaring 4s (the deal's second discard) and let 1s go; the bot's West
    went before the declaration. The 1s is safe against the riichi, the West is not."""
    view = seat_view(_after_riichi("123m456p789s35s99p", "5m"), 0)
    west, later = view.discards[0][0], _ids("1s")[0]
    chi = ("chi", (view.declared_with[1],) + _ids("56s"), 1)
    called = dataclasses.replace(view, discards=((west,), (), (later,), ()), discard_order=((0,), (), (2,), ()),
                                 tsumogiri=((False,), (), (False,), ()), melds=((), (), (chi,), ()))
    kt = KindTable.build(PLAIN.tileset)
    riichi = next(o for o in Danger(Position.of(called, kt, PLAIN.tileset)).opponents if o.seat == 1)
    c = PLAIN.tileset.copies
    assert later // c in riichi.safe and west // c not in riichi.safe
