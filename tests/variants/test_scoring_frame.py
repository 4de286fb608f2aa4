"""The scorer frame every pattern-table ruleset shares (variants/melds.py, flags.py, patterns.py, numbers.py):
the same reading of called melds, flags checked from each ruleset's data, supersession and the best split."""
from __future__ import annotations

import re
from fractions import Fraction

import pytest

from polymahjong.hand import MeldKind, decompositions
from polymahjong.variants.base import RequestError
from polymahjong.variants.contract import CONTRACT_FLAGS
from polymahjong.variants.flags import check_flags
from polymahjong.variants.melds import CallRules, read_melds
from polymahjong.variants.numbers import plain
from polymahjong.variants.patterns import PatternSpec, Sieve, best_split, check_table, split_patterns
from polymahjong.variants.reads import reads_of
from polymahjong.variants.registry import ruleset
from polymahjong.variants.scoring import parse_request

FRAMED = ("riichi", "zung_jung", "sichuan", "tianjin", "uzje")


def request(name: str, **fields: object):
    """A checked request of ``name``: a plain hand won on a discard unless ``fields`` say otherwise."""
    base = {"hand": "123m456p789s234s5s", "win_tile": "5s", "win_type": "ron", "seat": 1, "discarder": 0}
    if name == "tianjin":
        base = {"hand": "123m456p111z3s", "win_tile": "9s", "win_type": "tsumo", "seat": 1, "jokers": ["2s", "3s"]}
    if name == "uzje":
        base = {"hand": "123s456sCCCFFFP", "win_tile": "P", "win_type": "ron", "seat": 1, "discarder": 0}
    merged = {**base, **fields}
    if merged["win_type"] == "tsumo":
        merged.pop("discarder", None)
    return parse_request(ruleset(name), merged)


@pytest.mark.parametrize("name", FRAMED)
def test_every_flag_a_ruleset_reads_has_its_rule(name: str) -> None:
    """Each framed ruleset's [flag_rules] names exactly the flags its [request] lets through, under its names."""
    rules = ruleset(name).rules
    reads = reads_of(rules)
    read = {reads.renamed.get(f, f) for f in reads.flags if f in CONTRACT_FLAGS | set(rules.get("request_flags", {}))}
    read |= {f for f in reads.flags if f == "blame_seat"}
    assert set(rules["flag_rules"]) == read


def test_flags_not_given_take_their_defaults() -> None:
    assert check_flags(ruleset("uzje"), request("uzje"))["chain_quads"] == 2  # [flag_rules] chain_quads min
    assert check_flags(ruleset("zung_jung"), request("zung_jung"))["blame_seat"] is None
    assert check_flags(ruleset("tianjin"), request("tianjin")) == dict.fromkeys(
        ["step_up", "first_turn", "rinshan", "shoveled"], False)


@pytest.mark.parametrize("name, fields, message", [
    ("sichuan", {"flags": {"houtei": True}, "win_type": "tsumo"}, "flag 'houtei' needs win_type 'ron'"),
    ("sichuan", {"flags": {"rinshan": True}, "win_type": "tsumo"}, "flag 'rinshan' needs a kong among the melds"),
    ("tianjin", {"flags": {"rinshan": True}}, "flag 'rinshan' needs a bar among the melds"),
    ("zung_jung", {"flags": {"blame_seat": 2}, "win_type": "tsumo"}, "flag 'blame_seat' needs win_type 'ron'"),
    ("uzje", {"flags": {"chain_quads": 3}, "win_type": "tsumo"}, "flag 'chain_quads' needs flag 'multi_quad'"),
    ("riichi", {"flags": {"ippatsu": True}}, "flag 'ippatsu' needs flag 'riichi' or 'double_riichi'"),
    ("riichi", {"flags": {"riichi": True}, "hand": "456p789s234s5s",
                "melds": [{"type": "pon", "tiles": "111m", "from": 0}]}, "flag 'riichi' needs a closed hand"),
])
def test_a_flag_against_its_rule_is_refused_by_name(name: str, fields: dict, message: str) -> None:
    with pytest.raises(RequestError, match=message):
        check_flags(ruleset(name), request(name, **fields))


def test_called_melds_carry_their_kind() -> None:
    """A chi is the run its tiles make, a pon a triplet, kongs quads; only a closed kong stays closed."""
    v = ruleset("zung_jung")
    req = request("zung_jung", hand="456p789s234s5s", melds=[
        {"type": "chi", "tiles": "312m", "from": 0}, {"type": "closed_kan", "tiles": "7777z"}])
    chi, kan = read_melds(v, req.melds, CallRules())
    assert (chi.kind, chi.tiles, chi.open, chi.declared) == (MeldKind.SEQUENCE, (0, 1, 2), True, True)
    assert (kan.kind, kan.open) == (MeldKind.QUAD, False)


def test_a_run_with_the_zero_carries_its_suit() -> None:
    """Ùzje's zero plays rank 0 of the suit of the run it is in (docs/rules/uzje.md, The zero)."""
    v = ruleset("uzje")
    req = request("uzje", hand="456sCCCFFFP", melds=[{"type": "chi", "tiles": "012s", "from": 0}])
    (run,) = read_melds(v, req.melds, CallRules(chi=(MeldKind.SEQUENCE, MeldKind.ARITH), suited=True))
    assert run.suit == v.tileset.kinds[v.parse("1s")[0].kind].suit


@pytest.mark.parametrize("calls, meld, message", [
    (CallRules(chi=(), calls="pon and kongs only"), {"type": "chi", "tiles": "123m", "from": 0},
     "field 'melds[0].type': sichuan calls no chi (pon and kongs only)"),
    (CallRules(), {"type": "chi", "tiles": "135m", "from": 0}, "field 'melds[0].tiles': '135m' is not a sequence"),
    (CallRules(), {"type": "open_kan", "tiles": "5556m", "from": 0}, "of a open_kan must be one tile repeated"),
])
def test_a_meld_that_is_not_one_is_refused_by_field(calls: CallRules, meld: dict, message: str) -> None:
    req = request("sichuan", hand="456p789s234s5s", melds=[meld])
    with pytest.raises(RequestError, match=re.escape(message)):
        read_melds(ruleset("sichuan"), req.melds, calls)


def test_a_superseding_pattern_removes_the_one_it_contains() -> None:
    """Zung Jung section 5: Pure One-Suit (which holds the one suit) is counted without Mixed One-Suit."""
    specs = {"mixed": PatternSpec("mixed", "Mixed", 40), "pure": PatternSpec("pure", "Pure", 80, supersedes=("mixed",)),
             "kong": PatternSpec("kong", "Kong", 8, each=True)}
    checks = {"mixed": lambda c, d: 1, "pure": lambda c, d: 1, "kong": lambda c, d: 2}
    found = split_patterns(specs, checks, None, None, lambda spec, n: spec.value * n)  # type: ignore[arg-type]
    assert [(a.spec.id, a.count, a.value) for a in found] == [("pure", 1, 80), ("kong", 2, 16)]
    assert found[1].as_dict() == {"id": "kong", "name": "Kong", "value": 16, "count": 2}


def test_a_pattern_without_a_predicate_is_an_error_of_the_table() -> None:
    with pytest.raises(ValueError, match=r"toy: patterns without a predicate or without a value: \['b'\]"):
        check_table("toy", {"a": {"name": "A"}, "b": {"name": "B"}}, {"a": None})
    with pytest.raises(ValueError, match=r"superseded but not in the table: \['c'\]"):
        check_table("toy", {"a": {"name": "A", "supersedes": ["c"]}}, {"a": None})


def test_the_best_split_is_the_first_of_the_most_worth() -> None:
    v = ruleset("sichuan")
    splits = decompositions(v.shape, v.tileset.counts(v.parse("111222333m456p11s")), ())
    assert len(splits) == 2  # three pungs, or three chows of 123m
    value, split = best_split(splits, lambda d: 1, key=lambda x: x)
    assert split is splits[0] and value == 1
    with pytest.raises(ValueError, match="no split"):
        best_split([], lambda d: 1, key=lambda x: x)


def test_a_sieve_tries_a_pattern_only_where_its_conditions_hold() -> None:
    """Riichi's way (rules.toml, yaku.py): pinfu needs a closed hand and is sure under its conditions; chinitsu
    needs one suit and has a predicate; a yaku worth nothing open (pinfu's ``open = 0``) is not counted."""
    closed, one_suit = 1, 2
    specs = {"pinfu": PatternSpec("pinfu", "Pinfu", (1, 0)), "chinitsu": PatternSpec("chinitsu", "Chinitsu", (6, 5)),
             "honitsu": PatternSpec("honitsu", "Honitsu", (3, 2))}
    calls: list[str] = []

    def chinitsu(ctx: object, split: str) -> bool:
        calls.append(split)
        return split == "no honours"

    predicates = {"pinfu": None, "chinitsu": chinitsu, "honitsu": lambda c, d: d == "honours"}
    needs = {"pinfu": closed, "chinitsu": one_suit, "honitsu": one_suit}
    closed_hand = Sieve(specs, predicates, lambda spec, n: spec.value[0], needs)
    open_hand = Sieve(specs, predicates, lambda spec, n: spec.value[1], needs)
    assert [(a.spec.id, a.value) for a in closed_hand.patterns(None, "no honours", closed | one_suit)] == [
        ("pinfu", 1), ("chinitsu", 6)]
    assert [(a.spec.id, a.value) for a in open_hand.patterns(None, "honours", one_suit)] == [("honitsu", 2)]
    assert [a.spec.id for a in closed_hand.patterns(None, "no honours", closed)] == ["pinfu"]
    assert calls == ["no honours", "honours"]  # not tried without one suit
    assert [a.as_dict() for a in open_hand.patterns(None, "no honours", one_suit)] == [
        {"id": "chinitsu", "name": "Chinitsu", "value": 5}]


def test_a_sieve_supersedes_and_counts_once() -> None:
    specs = {"mixed": PatternSpec("mixed", "Mixed", 40), "pure": PatternSpec("pure", "Pure", 80, supersedes=("mixed",)),
             "kong": PatternSpec("kong", "Kong", 8, each=True)}
    sieve = Sieve(specs, {"mixed": None, "pure": None}, lambda spec, n: spec.value)
    assert [a.spec.id for a in sieve.patterns(None, None)] == ["pure"]
    with pytest.raises(ValueError, match=r"counted per set or tile: \['kong'\]"):
        Sieve(specs, {"kong": None}, lambda spec, n: spec.value)


def test_a_sieve_with_limits_alone_gives_a_limit_hand_its_limits_only() -> None:
    """Riichi (docs/rules/riichi.md): a hand with a yakuman scores only its yakuman, no small yaku."""
    specs = {"riichi": PatternSpec("riichi", "Riichi", 1), "suuankou": PatternSpec("suuankou", "Suuankou", 1, limit=True),
             "toitoi": PatternSpec("toitoi", "Toitoi", 2)}
    predicates = {"riichi": None, "suuankou": lambda c, d: d == "four concealed", "toitoi": lambda c, d: True}
    alone = Sieve(specs, predicates, lambda spec, n: spec.value, limits_alone=True)
    assert [a.as_dict() for a in alone.patterns(None, "four concealed")] == [
        {"id": "suuankou", "name": "Suuankou", "value": 1, "limit": True}]
    assert [a.spec.id for a in alone.patterns(None, "three concealed")] == ["riichi", "toitoi"]
    together = Sieve(specs, predicates, lambda spec, n: spec.value)
    assert [a.spec.id for a in together.patterns(None, "four concealed")] == ["riichi", "suuankou", "toitoi"]


def test_the_best_split_in_order_of_a_bound_stops_where_no_later_split_can_win() -> None:
    """Tianjin's way: arrangements ranked by their conditions' product, tried until one can be held."""
    tried: list[int] = []

    def held(bound: int) -> int:
        tried.append(bound)
        return bound if bound != 8 else 0  # the 8 cannot be held

    ranked = [8, 6, 6, 4, 2]
    assert best_split(ranked, held, key=lambda v: v, bound=lambda b: b) == (6, 6)
    assert tried == [8, 6]
    keyed: list[int] = []
    assert best_split([5], lambda b: b, key=keyed.append) == (5, 5) and keyed == []  # a lone split is not compared


def test_exact_numbers_are_written_one_way_with_one_switch() -> None:
    """A record keeps 13/5 exact; a scoring response gives JSON numbers (2.6 fan)."""
    data = {"fan": Fraction(13, 5), "pay": (Fraction(4), 1)}
    assert plain(data) == {"fan": "13/5", "pay": [4, 1]}
    assert plain(data, exact=False) == {"fan": 2.6, "pay": [4, 1]}
