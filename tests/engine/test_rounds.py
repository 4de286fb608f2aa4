"""Property tests: seeded rounds of every ruleset keep the table's invariants."""
from __future__ import annotations

import dataclasses
import json
import pickle
from collections import Counter
from random import Random

import pytest

from polymahjong.engine import Act, Action, ActionError, Round, Table
from polymahjong.engine.round import READERS_KEPT
from polymahjong.engine.view import SeatView, seat_view
from polymahjong.players import EfficiencyPlayer
from polymahjong.variants.registry import ruleset
from polymahjong.variants.sichuan.state import sichuan_state

RULESETS = ["riichi", "sichuan", "zung_jung", "tianjin", "uzje"]
_TABLES: dict[str, Table] = {}


def table(name: str) -> Table:
    if name not in _TABLES:
        _TABLES[name] = Table(ruleset(name))
    return _TABLES[name]


def all_tiles(rnd: Round) -> Counter:
    """Every physical tile wherever it is: hands, melds, rivers, flowers, the undrawn wall."""
    c: Counter = Counter()
    for s in range(rnd.n):
        c.update(rnd.hands[s])
        c.update(t for m in rnd.melds[s] for t in m.tiles)
        c.update(rnd.discards[s])
        c.update(rnd.flowers[s])
    w = rnd.wall
    c.update(w.tiles[w.head:w.tail])
    beyond = [t for i, t in enumerate(w.tiles) if i >= w.tail and t not in c]
    c.update(beyond)
    return c


def hand_sizes_ok(rnd: Round) -> bool:
    """13 tiles counted (a kong counts three) between turns; 14 for the seat to play."""
    for s in range(rnd.n):
        size = len(rnd.hands[s]) + 3 * len(rnd.melds[s])
        want = 14 if rnd.phase in ("turn", "void") and s == rnd.turn else 13
        if rnd.phase == "over" or s not in rnd.active:
            want = size if size in (13, 14) else -1
        if size != want:
            return False
    return True


def play_round(name: str, seed: int, bias_wins: bool = True) -> Round:
    """A round of random legal actions (wins taken when offered, to reach settlement often);
    on odd seeds the efficiency bots play instead."""
    rnd = Round(table(name), seed)
    rng = Random(seed)
    bots = [EfficiencyPlayer(rnd.table.variant, seed + i) for i in range(rnd.n)] if seed % 2 else None
    physical = Counter(rnd.table.physical)
    while not rnd.over:
        assert hand_sizes_ok(rnd), (name, seed, rnd.phase)
        seat = rnd.to_act()[0]
        legal = rnd.legal(seat)
        wins = [a for a in legal if a.act in (Act.TSUMO, Act.RON)]
        if bots:
            action = bots[seat].act(seat_view(rnd, seat))
        else:
            action = wins[0] if wins and bias_wins else rng.choice(legal)
        rnd.step(action)
        assert all_tiles(rnd) == physical, (name, seed)
    return rnd


def check_rounds(name: str, seeds: range) -> None:
    kinds: Counter = Counter()
    for seed in seeds:
        rnd = play_round(name, seed)
        res = rnd.result
        assert res is not None
        kinds[res.kind] += 1
        # payments sum to zero; riichi sticks only move between the table and the players; Sichuan's
        # forbidden-suit penalty at the wall's end goes to no one ("other players do not receive points for that")
        lost = sum(res.info.get("forbidden_suit_penalty", ()))
        assert sum(res.payments) + lost + sum(rnd.deposits) + (rnd.sticks - 0) * rnd.rules.declaration_stick == 0
        assert rnd.scores == [rnd.rules.start_score + p + d for p, d in zip(res.payments, rnd.deposits)]
    assert kinds["win"] > 0


@pytest.mark.parametrize("name", ["riichi", "sichuan", "zung_jung", "tianjin"])
def test_rounds_conserve_tiles_and_pay_zero_sum(name: str) -> None:
    check_rounds(name, range(60))


def test_uzje_random_rounds_conserve_tiles_and_pay_zero_sum() -> None:
    check_rounds("uzje", range(0, 40, 2))


def test_uzje_efficiency_rounds_conserve_tiles_and_pay_zero_sum() -> None:
    check_rounds("uzje", range(1, 12, 2))


@pytest.mark.parametrize("name", RULESETS)
def test_same_seed_same_events(name: str) -> None:
    a, b = play_round(name, 11), play_round(name, 11)
    assert json.dumps(a.events) == json.dumps(b.events)
    assert json.dumps(a.events) != json.dumps(play_round(name, 12).events)


def test_dealing_gives_dealer_fourteen() -> None:
    for name in RULESETS:
        rnd = Round(table(name), 3)
        assert [len(h) for h in rnd.hands] == [14] + [13] * (rnd.n - 1), name


def test_riichi_wall_counts() -> None:
    """Riichi document: 14-tile dead wall; 136 - 14 - 53 dealt = 69 tiles to draw after the deal."""
    rnd = Round(table("riichi"), 1)
    assert rnd.wall.live == 136 - 14 - 53
    assert len(rnd.wall.flipped()) == 1  # one dora indicator at the start


def test_uzje_wall_and_bonus_tile() -> None:
    """Ùzje document: walls 22 stacks wide (4 players, flowers, full winds), a 16-tile dead wall, a bonus tile."""
    v = ruleset("uzje")
    t = Table(v)
    assert t.rules.wall_widths == (v.wall_width,) * 4 == (22,) * 4
    rnd = Round(t, 5)
    assert len(rnd.wall.flipped()) == 1
    dealt = sum(len(h) + len(f) for h, f in zip(rnd.hands, rnd.flowers))
    assert rnd.wall.live == 176 - 16 - dealt


def test_uzje_d20_option_and_calls() -> None:
    v = ruleset("uzje", break_die="d20")
    rnd = Round(Table(v), 2)
    assert len(rnd.events[0]["dice"]) == 1 and 1 <= rnd.events[0]["dice"][0] <= 20
    assert Table(v).rules.chi_kinds == {__import__("polymahjong.hand", fromlist=["MeldKind"]).MeldKind.ARITH}


def test_uzje_pond_is_sorted() -> None:
    rnd = play_round("uzje", 4, bias_wins=False)
    assert rnd.pond == sorted(rnd.pond)


def test_tianjin_jokers_never_discarded_and_no_ron() -> None:
    for seed in range(15):
        rnd = play_round("tianjin", seed)
        assert len(rnd.jokers) == 2
        assert all(rnd.kind(t) not in rnd.jokers for d in rnd.discards for t in d)
        assert all(w.discarder is None for w in rnd.wins)  # self-drawn only
        indicator = rnd.wall.flipped()[0]
        assert indicator not in [t for h in rnd.hands for t in h]


def test_tianjin_joker_rule_from_document() -> None:
    """2 of shoots gives 2s and 3s; 9 myriads gives 9m and 1m; blank gives blank and center."""
    from polymahjong.engine.wall import Wall

    t = table("tianjin")
    ts = t.tileset

    def jokers(kind: int) -> set[int]:
        w = Wall(list(t.physical), 0, "live")
        w.flip(kind * 4)
        return set(t.hooks.jokers(w))

    s, m = ts.number("bamboo", 2), ts.number("characters", 9)
    assert jokers(s) == {s, ts.number("bamboo", 3)}
    assert jokers(m) == {m, ts.number("characters", 1)}
    assert jokers(ts.named("white")) == {ts.named("white"), ts.named("red")}


def test_sichuan_void_and_bloody_end() -> None:
    went_on = 0
    for seed in range(40):
        rnd = play_round("sichuan", seed)
        assert all(v in ("characters", "dots", "bamboo") for v in sichuan_state(rnd).voids)
        for w in rnd.wins:
            tiles = rnd.hands[w.seat] + [t for m in rnd.melds[w.seat] for t in m.tiles]
            assert all(rnd.table.suit_of[rnd.kind(t)] != sichuan_state(rnd).voids[w.seat] for t in tiles)
        assert len(rnd.wins) <= 3
        kinds = [e["e"] for e in rnd.events]
        went_on += "win" in kinds and "draw" in kinds[kinds.index("win"):]  # play went on after a Hu
        assert len({w.seat for w in rnd.wins}) == len(rnd.wins)
    assert went_on > 0


def test_views_leak_nothing() -> None:
    for name in RULESETS:
        rnd = Round(table(name), 8)
        rng = Random(8)
        steps = 0
        while not rnd.over and steps < 200:
            for seat in range(rnd.n):
                view = json.dumps(seat_view(rnd, seat).to_json())
                data = json.loads(view)
                others = {t for s in range(rnd.n) if s != seat for t in rnd.hands[s]}
                assert not others & set(data["hand"])
                assert data["hand"] == sorted(rnd.hands[seat])
                assert "tiles" not in data and "wall" not in data
                assert set(data) == set(seat_view(rnd, seat).__dataclass_fields__)
                for a in data["legal"]:
                    assert a["seat"] == seat
            seat = rnd.to_act()[0]
            rnd.step(rng.choice(rnd.legal(seat)))
            steps += 1


def test_illegal_actions_rejected_without_change() -> None:
    rnd = Round(table("riichi"), 9)
    before = json.dumps([rnd.hands, rnd.discards, rnd.phase, rnd.turn, len(rnd.events)])
    not_mine = next(t for t in rnd.table.physical if t not in rnd.hands[0])
    bad = [Action(Act.DISCARD, 0, tile=not_mine), Action(Act.DISCARD, 1, tile=rnd.hands[1][0]),
           Action(Act.PON, 0, tiles=(0, 1)), Action(Act.DISCARD, 7, tile=0), Action(Act.TSUMO, 2)]
    for a in bad:
        with pytest.raises(ActionError) as e:
            rnd.step(a)
        assert "seat" in str(e.value)
    after = json.dumps([rnd.hands, rnd.discards, rnd.phase, rnd.turn, len(rnd.events)])
    assert before == after
    for raw in [{"act": "fly", "seat": 0}, {"act": "discard", "seat": "x"}, {"act": "discard", "seat": 0, "tile": 1.5},
                {"act": "discard", "seat": 0, "bogus": 1}, "discard"]:
        with pytest.raises(ActionError):
            Action.from_json(raw)  # type: ignore[arg-type]


def test_a_ruleset_action_is_accepted_only_in_its_ruleset() -> None:
    """A ruleset's own action (its rules.toml ``[actions]``) parses in a game of that ruleset, the engine's in
    any, and another ruleset's action is refused, naming the ruleset played."""
    riichi = {"act": "riichi", "seat": 0, "tile": 8}
    assert Action.from_json(riichi, ruleset("riichi")).to_json() == riichi
    assert Action.from_json({"act": "pon", "seat": 1, "tiles": [5, 4]}, ruleset("zung_jung")).tiles == (4, 5)
    with pytest.raises(ActionError, match="action 'riichi' is not an action of zung_jung"):
        Action.from_json(riichi, ruleset("zung_jung"))
    with pytest.raises(ActionError, match="action 'void' is not an action of the engine"):
        Action.from_json({"act": "void", "seat": 0, "suit": "dots"})


def test_every_action_taken_was_legal() -> None:
    rnd = play_round("zung_jung", 5, bias_wins=False)
    # replaying the recorded actions from the same seed re-creates the round exactly
    again = Round(table("zung_jung"), 5)
    for ev in rnd.events:
        if ev["e"] == "action":
            again.step(Action.from_json(ev))
    assert again.events == rnd.events


@pytest.mark.slow
@pytest.mark.parametrize("name", RULESETS)
def test_a_thousand_rounds_per_ruleset(name: str) -> None:
    """Thousands of seeded rounds in all: a thousand per ruleset (Ùzje with random-legal
    bots only, whose rounds are quick; the other rulesets alternate random and efficiency bots)."""
    check_rounds(name, range(1000, 3000, 2) if name == "uzje" else range(1000, 2000))


def test_a_view_holds_every_field_and_stays_frozen() -> None:
    view = seat_view(Round(table("riichi"), 3), 0)
    fields = {f.name for f in dataclasses.fields(SeatView)}
    assert {name for name in fields if getattr(view, name, view) is view} == set()
    assert set(pickle.loads(pickle.dumps(view)).__dict__) == fields  # pickled as its fields, not its round
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = 1  # type: ignore[misc]
    assert view == dataclasses.replace(view)


def test_a_view_kept_past_later_steps_shows_the_round_as_it_was_when_made() -> None:
    """Views read their fields on first access; those still held when the round steps read the rest then, so
    a bot that keeps a view (read in part or not at all) never sees it change."""
    rnd, rng = Round(table("riichi"), 4), Random(4)
    kept: list[tuple[SeatView, str]] = []
    while not rnd.over:
        seat = rnd.to_act()[0]
        view = seat_view(rnd, seat, furiten=True)
        now = seat_view(rnd, seat, furiten=True)
        now.settle()  # every field read at once
        if len(kept) % 2:
            assert view.legal == now.legal  # one field read before the step, the others after it
        kept.append((view, json.dumps(now.to_json())))
        rnd.step(rng.choice(rnd.legal(seat)))
    assert len(kept) > 50 and all(json.dumps(v.to_json()) == seen for v, seen in kept)
    assert all("_round" not in v.__dict__ for v, _ in kept)


def test_views_made_between_steps_stay_settled_and_the_round_keeps_few_references() -> None:
    """A round watched many times between two steps (a finished round on a server) lets go of the views no one
    holds; the ones held still read the round as it was when they were made."""
    rnd = Round(table("riichi"), 5)
    held = [seat_view(rnd, 0) for _ in range(3)]
    now = json.dumps(seat_view(rnd, 0).to_json())
    for _ in range(1000):
        assert seat_view(rnd, 1).seat == 1
    assert len(rnd._readers) <= READERS_KEPT + len(held)
    rnd.step(rnd.legal(0)[0])
    assert all(json.dumps(v.to_json()) == now for v in held)
