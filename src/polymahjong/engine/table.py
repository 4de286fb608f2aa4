"""A ruleset's table data (``[deal]``, ``[calls]``, ``[claims]``, ``[round]`` of its
rules.toml) and the hooks a variant folder may override in its ``table.py``.

The engine reads every number and switch from :class:`TableRules`; what cannot
be data (Tianjin's jokers, Sichuan's dealer transfer, riichi's tenpai
payments) lives in a :class:`TableHooks` subclass that the variant hands over
(:meth:`Variant.table_hooks_class`: by default ``Hooks`` in the module
``<variant package>.table``). A variant without one gets the default hooks.

A ruleset's own actions (its rules.toml ``[actions]``, :attr:`TableHooks.acts`) go through the hooks:
:meth:`~TableHooks.opening`, :meth:`~TableHooks.owed` and :meth:`~TableHooks.own_actions` for a phase of
its own before play (Sichuan's void choice), :meth:`~TableHooks.turn_actions` for those on a turn (riichi's
declaration, Tianjin's step up), a claim window's options for answers (Ùzje's challenge, see
:meth:`~TableHooks.closed_quad_claim` and :meth:`~TableHooks.closed_quad_answered`), and
:meth:`~TableHooks.act` to carry one out; events of its own (declared with their visibility rule in its
rules.toml ``[events]``, see ``engine/events.py``) go through ``Round.emit``, and :meth:`~TableHooks.shown`
says when the secret parts of a ``reveal`` kind are shown. What the ruleset
keeps during a deal is its own object, built by :meth:`~TableHooks.round_state` as ``Round.state``; what it
keeps across the deals of a match, by :meth:`~TableHooks.match_state` as ``Match.state`` (``Round.match_state``).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from random import Random
from typing import TYPE_CHECKING, Any, ClassVar, Mapping, Sequence

from mypy_extensions import mypyc_attr

from polymahjong.engine.actions import Act, ruleset_acts
from polymahjong.engine.events import EventKind, event_kinds
from polymahjong.hand import MeldKind
from polymahjong.variants.base import Variant, even_widths

if TYPE_CHECKING:
    from polymahjong.engine.actions import Action
    from polymahjong.engine.claims import Claim
    from polymahjong.engine.round import MeldRec, Round, Win
    from polymahjong.engine.seen import FoldPlans, Private, Public
    from polymahjong.engine.wall import Wall
    from polymahjong.variants.scoring import ScoreRequest

Number = int | Fraction


@dataclass(frozen=True)
class TableRules:
    """The table switches of a ruleset, with its options applied."""

    dice: str  # "2d6", "3d6", "d20"
    break_unit: str  # the roll counts "stack"s or "tile"s from the right end of a wall
    wall_widths: tuple[int, ...]  # stacks per wall, in seat order from the dealer
    dead_wall: int  # tiles set aside at the tail of the wall
    replacement: str  # where kong/flower replacements come from: dead_wall, live, live_tail, out_of_play
    flower_replacement: str  # where flower replacements come from (``[deal] flower_replacement``; default as kongs')
    indicators: str  # "", "dora" (riichi), "bonus" (uzje)
    indicator_positions: tuple[int, ...]  # from the end of the wall: the first is flipped at the deal, one more per kong
    chi_kinds: frozenset[MeldKind]  # meld kinds that may be called from the left player
    pon: bool
    open_kan: bool
    closed_kan: bool
    added_kan: bool
    declare_ready: bool  # a ready closed hand may be declared, with a stick (``[calls] declare_ready``)
    ron: bool
    rob_kong: bool
    multiple_wins: str  # all, head_bump, abortive
    bloody_end: bool  # the deal goes on without the winners until n-1 have won
    last_discard_pon: bool  # a pon may be called on the last discard, whose discard is then the last (Sichuan)
    excluded_suit: bool  # each player picks a suit to exclude before play (``[claims] excluded_suit``; Sichuan's void)
    flowers: bool  # flowers are exposed and replaced
    shared_pond: bool  # one discard pond kept in sorted order
    start_score: int
    placeholder_value: int
    dealer_repeat: frozenset[str]  # dealer_win, draw, dealer_tenpai, abortive
    rotations: int  # times the deal goes round the table before the match ends (0: no limit)
    max_deals: int  # deals before the match ends (0: no limit)
    bust_below_zero: bool
    target: int  # points that end a sudden-death extension (and allow the last dealer's win to end the match)
    sudden_death: bool  # no one reached ``target`` when the rotations end: play one more rotation at most
    extension_ends_on_repeat: bool  # in the extension, reaching ``target`` ends the match even when the dealer repeats
    dealer_stop: frozenset[str]  # from the last regular round on, a dealer keeping the deal this way (win, tenpai)
    # and first with ``target`` ends the match
    sticks_to_top: bool  # declaration sticks left at the end go to the first-placed player
    declaration_stick: int  # the stick a ready declaration puts on the table (``[round] declaration_stick``; 0: none)
    honba: bool
    kan_abort: int  # kongs by several players that abort the round after the next discard (0: never)
    kan_dora_after_discard: bool  # an open or added kong's indicator is flipped at the next discard
    aborts: frozenset[str]  # abortive draws: nine_terminals, four_winds, four_riichi

    @classmethod
    def of(cls, variant: Variant) -> "TableRules":
        """Read the table sections of ``variant.rules``; a missing key is a clear error."""
        r = variant.rules
        try:
            preset = r.get("presets", {}).get(variant.options.get("preset"), {}).get("table", {})
            d, c, cl, rd = ({**r[name], **preset.get(name, {})} for name in ("deal", "calls", "claims", "round"))
            n = variant.players
            total = variant.tileset.tile_count
            widths = tuple(d.get("wall_widths") or even_widths(total, n))
            if 2 * sum(widths) != total:
                raise ValueError(f"walls of {widths} stacks do not hold {total} tiles")
            opts = variant.options
            rotations, max_deals = match_length(str(opts["length"]) if rd.get("length_option") else "match", rd)
            return cls(
                dice=opts.get("break_die", d["dice"]), break_unit=d["break_unit"], wall_widths=widths,
                dead_wall=d["dead_wall"], replacement=d["replacement"],
                flower_replacement=d.get("flower_replacement", d["replacement"]), indicators=d.get("indicators", ""),
                indicator_positions=tuple(d.get("indicator_positions", ())),
                chi_kinds=frozenset(MeldKind(k) for k in c["chi"]), pon=c["pon"], open_kan=c["open_kan"],
                closed_kan=c["closed_kan"], added_kan=c["added_kan"], declare_ready=c.get("declare_ready", False),
                ron=cl["ron"], rob_kong=cl["rob_kong"],
                multiple_wins="head_bump" if opts.get("head_bump") else cl["multiple_wins"],
                bloody_end=cl.get("bloody_end", False), last_discard_pon=cl.get("last_discard_pon", False),
                excluded_suit=cl.get("excluded_suit", False),
                flowers=bool(variant.tileset.flowers), shared_pond=c.get("shared_pond", False),
                start_score=rd["start_score"], placeholder_value=rd["placeholder_value"],
                dealer_repeat=frozenset(rd["dealer_repeat"]),
                rotations=rotations, max_deals=max_deals,
                bust_below_zero=rd.get("bust_below_zero", False), target=rd.get("target", 0),
                sudden_death=bool(opts.get("sudden_death") or rd.get("sudden_death")),
                extension_ends_on_repeat=rd.get("extension_ends_on_repeat", True),
                dealer_stop=dealer_stop_ways(str(opts.get("dealer_stop", "preset")), rd),
                sticks_to_top=rd.get("sticks_to_top", False),
                declaration_stick=rd.get("declaration_stick", 0),
                honba=rd.get("honba", False), kan_abort=rd.get("kan_abort", 0),
                kan_dora_after_discard=d.get("kan_dora_after_discard", False), aborts=frozenset(rd.get("aborts", ())),
            )
        except KeyError as e:
            raise ValueError(f"{variant.name}: rules.toml lacks table key {e}") from None


def match_length(length: str, rd: dict[str, Any]) -> tuple[int, int]:
    """``(rotations, max_deals)`` for a ``length`` option: ``match`` (the ``[round]`` values),
    ``half_match`` (half the rotations) or ``games:N`` (N deals, no rotation limit)."""
    rotations, deals = int(rd.get("rotations", 0)), int(rd.get("max_deals", 0))
    if length in rd.get("lengths", {}):  # a ruleset's own names, e.g. riichi's east = 1 rotation
        return int(rd["lengths"][length]), deals
    if length == "match":
        return rotations, deals
    if length == "half_match" and rotations % 2 == 0:
        return rotations // 2, deals
    games = length.removeprefix("games:")
    if games != length and games.isdigit() and int(games) > 0:
        return 0, int(games)
    raise ValueError(f"length {length!r}: use match, half_match (with an even number of rotations) or games:N")


#: the ``dealer_stop`` option's choices: the ways of keeping the deal that end the match
DEALER_STOP_CHOICES = {"none": frozenset(), "win": frozenset({"win"}), "win_tenpai": frozenset({"win", "tenpai"})}


def dealer_stop_ways(option: str, rd: dict[str, Any]) -> frozenset[str]:
    """How a last dealer in first place keeps the deal and so ends the match: the ``dealer_stop`` option, or with
    ``preset`` the ``[round]`` (or preset table) list ``dealer_stop``."""
    if option == "preset":
        ways = frozenset(rd.get("dealer_stop", ()))
        if not ways <= {"win", "tenpai"}:
            raise ValueError(f"[round] dealer_stop {sorted(ways)}: use win and/or tenpai")
        return ways
    if option not in DEALER_STOP_CHOICES:
        raise ValueError(f"dealer_stop {option!r}: use preset or one of {', '.join(DEALER_STOP_CHOICES)}")
    return DEALER_STOP_CHOICES[option]


def roll(rng: Random, dice: str) -> list[int]:
    """Roll ``"2d6"``, ``"3d6"`` or ``"d20"``."""
    count, _, sides = dice.partition("d")
    return [rng.randint(1, int(sides)) for _ in range(int(count or 1))]


@mypyc_attr(allow_interpreted_subclasses=True)  # every ruleset's ``Hooks`` subclass it, compiled or not (setup.py compiles it)
class TableHooks:
    """What a ruleset's table does that is not data. Subclass as ``Hooks`` in ``<variant>/table.py``. Its data
    attributes are class variables (``ClassVar``): a subclass sets its own in its class body."""

    def __init__(self, variant: Variant, rules: TableRules) -> None:
        self.variant = variant
        self.rules = rules
        #: The ruleset's own kinds of action (rules.toml ``[actions]``): offered by :meth:`own_actions`,
        #: :meth:`turn_actions` or a claim window, carried out by :meth:`act` (a claim answer by the claim).
        self.acts: frozenset[Act] = frozenset(ruleset_acts(variant).values())

    # -- the match -----------------------------------------------------------
    def match_state(self) -> Any:
        """The ruleset's own state of a match, kept across its deals: built once when the match starts, kept as
        ``Match.state`` and handed to each of its rounds as ``rnd.match_state`` (Ùzje: goulashes in a row);
        None by default. A round made outside a match gets a new one, as the first round of a match would."""
        return None

    # -- the deal ------------------------------------------------------------
    def round_state(self, rnd: "Round") -> Any:
        """The ruleset's own state of a new deal, kept as ``rnd.state`` (riichi: declarations and furiten);
        None by default. Built before the deal."""
        return None

    def opening(self, rnd: "Round") -> str:
        """The phase play begins in once the tiles are dealt: ``turn``, or a phase of the ruleset's own in which
        seats owe it an action before the first turn (Sichuan: ``void``, the forbidden suit)."""
        return "turn"

    def owed(self, rnd: "Round") -> list[int]:
        """In a phase of the ruleset's own: the seats that owe an action."""
        return []

    def own_actions(self, rnd: "Round", seat: int) -> list["Action"]:
        """In a phase of the ruleset's own: the actions ``seat`` (one of :meth:`owed`) may take."""
        return []

    # -- match start ---------------------------------------------------------
    def first_dealer(self, rng: Random, players: int) -> tuple[int, list[int]]:
        """The player who deals first, and the dice rolled to pick them (none by default)."""
        return 0, []

    # -- wall ----------------------------------------------------------------
    def break_wall(self, rng: Random) -> tuple[list[int], int, int]:
        """Dice, the seat whose wall is broken, and how far from its right end (in ``break_unit``).

        Default (riichi, Sichuan, Zung Jung): the dealer rolls; the sum counted
        counterclockwise from the dealer (1 = dealer) picks the wall; the break
        is that many stacks in (Sichuan: the smaller die)."""
        dice = roll(rng, self.rules.dice)
        return dice, (sum(dice) - 1) % self.variant.players, sum(dice)

    def setup_wall(self, wall: "Wall", rng: Random) -> list[dict[str, Any]]:
        """Flip indicators and the like once the wall is broken; returns the events."""
        return []

    def jokers(self, wall: "Wall") -> frozenset[int]:
        """Kinds that are wildcards this round (Tianjin)."""
        return frozenset()

    # -- play ----------------------------------------------------------------
    def can_discard(self, rnd: "Round", seat: int, tile: int) -> bool:
        """Whether a tile may be discarded (Tianjin: jokers may not)."""
        return True

    def discard_choices(self, rnd: "Round", seat: int) -> list[int]:
        """The tiles ``seat`` may discard now, one of each physical id, ascending: by default those of its hand
        that :meth:`can_discard` allows (a ruleset may answer for the whole hand at once: riichi)."""
        return sorted({t for t in rnd.hands[seat] if self.can_discard(rnd, seat, t)})

    def kan_allowed(self, rnd: "Round", seat: int, kind: int) -> bool:
        """Whether ``seat`` may now declare a closed kong of ``kind`` or add one to its pon of it (default:
        no kong of jokers; Tianjin: only of the tile just drawn; riichi: after the declaration only one that
        keeps the waits; Sichuan: none of the forbidden suit)."""
        return kind not in rnd.jokers

    def turn_actions(self, rnd: "Round", seat: int) -> list["Action"]:
        """Actions of the ruleset's own that ``seat`` may take on its turn, after its discards (riichi: the
        declaring discards; Tianjin: the dealer's step up)."""
        return []

    def act(self, rnd: "Round", action: "Action") -> list[dict[str, Any]]:
        """Carry out an action of the ruleset's own from :meth:`turn_actions` or :meth:`own_actions` (one
        that discards calls ``rnd.discard(action)``); returns the events it causes besides those the round
        emits itself."""
        raise NotImplementedError(f"{type(self).__name__} offers no {action.act.value!r}")

    def discarding(self, rnd: "Round", action: "Action") -> None:
        """``action`` (a discard, or an action of the ruleset's own that discards) is about to discard its
        tile, before the discard event (riichi: the declaration; a plain discard ends the seat's ippatsu)."""

    def calls_open(self, rnd: "Round", seat: int, tile: int) -> bool:
        """Whether ``seat`` may call ``tile`` at all (chi, pon, open kong; riichi: not after the declaration;
        Sichuan: not a tile of the forbidden suit)."""
        return True

    def win_flags(self, rnd: "Round", seat: int, tsumo: bool, flags: dict[str, Any]) -> dict[str, Any]:
        """The flags of a win by ``seat`` as the ruleset has them (Tianjin: the first turn, the step up)."""
        return flags

    def win_allowed(self, rnd: "Round", seat: int, tile: int, tsumo: bool) -> bool:
        """Ruleset conditions on a complete hand beyond its shape (riichi: furiten)."""
        return True

    def win_request(self, rnd: "Round", win: "Win", request: "ScoreRequest") -> "ScoreRequest":
        """The score request of ``win`` as the ruleset scores it (Zung Jung: who is to blame for a discard
        win, same-turn immunity); unchanged by default."""
        return request

    def win_kept(self, rnd: "Round", win: "Win") -> bool:
        """Whether ``win``, valued by the scorer, may be declared (Sichuan: after letting a Hu go, only a
        greater one on a discard until the seat draws)."""
        return True

    def win_passed(self, rnd: "Round", seat: int, win: "Win") -> None:
        """``seat`` let ``win`` on a discard (or a robbed kong) go."""

    def tile_drawn(self, rnd: "Round", seat: int, tile: int) -> None:
        """``seat`` took ``tile`` from the wall after the deal's tiles: a draw, or a kong's or flower's
        replacement (the deal's flowers' too), before its ``draw`` event."""

    def excluded_suits(self, rnd: "Round", viewer: int) -> tuple[str | None, ...]:
        """Each seat's excluded suit (a suit it may not win holding, chosen before play) as ``viewer`` (a seat,
        or -1: a spectator) sees it, None where the seat has none or it is not shown (Sichuan: the void suit,
        its own at once, the others' once turned up). Views fold the events instead (:meth:`fold`); this is the
        rule the server's no-leak test holds them to."""
        return (None,) * rnd.n

    def after_call(self, rnd: "Round", seat: int, meld: "MeldRec") -> None:
        """A chi, pon or open kong was made from a discard (riichi: pao)."""

    def kong_declared(self, rnd: "Round", seat: int, meld: "MeldRec", tile: int | None) -> None:
        """``seat``'s kong ``meld`` stands (a robbed one never does), before its replacement draw; ``tile`` is
        the called or added tile, None for a closed kong (Sichuan: its payment, due once play goes on)."""

    def discard_passed(self, rnd: "Round", seat: int, tile: int) -> None:
        """No one won on ``seat``'s discard of ``tile`` (Sichuan: the kongs it declared before it are paid;
        riichi: the declaration's stick is paid, seats it would have completed are furiten)."""

    def abort_after_discard(self, rnd: "Round") -> str | None:
        """An abortive draw of the ruleset's own once a discard passed, or None (riichi: four declarations)."""
        return None

    def declarations(self, rnd: "Round") -> tuple[int | None, ...]:
        """Per seat, the discard with which it declared (riichi: a ready hand), None if it has not (the server's
        win message; views fold the declaring discards)."""
        return (None,) * rnd.n

    def revealed_indicators(self, rnd: "Round") -> list[int]:
        """The tiles a finished round turns face up besides its indicators (riichi: the ura-dora beneath them,
        when a seat in riichi won), physical; for the table's display."""
        return []

    def wins_declared(self, rnd: "Round", wins: list["Win"]) -> None:
        """``wins`` are about to be settled (Sichuan: a Hu on the discard right after a kong cancels its payment)."""

    def furiten(self, rnd: "Round", seat: int) -> bool:
        """Whether ``seat`` is tenpai but may not win on a discard now (riichi: furiten), for its view."""
        return False

    def call_allowed(self, rnd: "Round", seat: int, action: "Action", tile: int) -> bool:
        """Whether a chi or pon of ``tile`` may be offered (riichi: kuikae must leave a discard)."""
        return True

    #: The tile of a closed quad (its place among the quad's tiles) that a claim window on the quad is on.
    quad_claim_tile: ClassVar[int] = 0

    def closed_quad_claim(self, rnd: "Round", seat: int, meld: "MeldRec") -> "Claim | None":
        """A claim window on a closed quad just declared (Ùzje: challenges and robs); None: play on."""
        return None

    def closed_quad_answered(self, rnd: "Round", owner: int, answers: list["Action"]) -> "Claim | None":
        """The window on ``owner``'s closed quad closed without a win; ``answers`` are the answers of the
        ruleset's own given in it (Ùzje: challenges, which turn the quad up and may open a window to rob it).
        A new window, or None: play on with the quad's replacement draw."""
        return None

    def flower_win(self, rnd: "Round", seat: int, discarder: int | None) -> bool:
        """Whether ``seat`` may try to win on the flower just exposed (by ``discarder``, None: its own)."""
        return False

    def meld_visible(self, rnd: "Round", viewer: int, owner: int, meld: "MeldRec") -> bool:
        """Whether ``viewer`` sees the tiles of ``owner``'s meld (Ùzje: face-down closed quads)."""
        return True

    def shown(self, rnd: "Round", viewer: int, event: Mapping[str, Any], owner: int) -> bool:
        """Whether ``viewer`` sees now the secret parts of ``event`` (of a kind with the ``reveal`` rule) that
        belong to ``owner`` (Ùzje: a face-down quad's tiles once the game is over; Sichuan: a forbidden suit once
        its tile is discarded). By default nobody but the owner sees them."""
        return False

    # -- what a seat sees ------------------------------------------------------
    #: The kinds of event (the ruleset's own, or the engine's) whose folding into what every viewer sees alike
    #: the ruleset adds to the engine's (:meth:`fold`; engine/seen.py).
    folds: ClassVar[frozenset[str]] = frozenset()
    #: The kinds of event the ruleset folds into what one seat sees beyond the others (:meth:`fold_seat`).
    seat_folds: ClassVar[frozenset[str]] = frozenset()

    def fold(self, seen: "Public", event: Mapping[str, Any]) -> None:
        """Fold ``event`` (of a kind in :attr:`folds`, as a spectator sees it now) into what every viewer sees
        alike, after the engine's fold of it: what it changes that the engine does not fold (Tianjin: the jokers;
        Ùzje: the quads turned up; Sichuan: the forbidden suits shown). An event of a ``reveal`` kind is folded
        again at each later fold until it is seen whole, so its fold sets what the event shows."""

    def fold_seat(self, seen: "Private", event: Mapping[str, Any]) -> None:
        """Fold ``event`` (of a kind in :attr:`seat_folds`, as ``seen.viewer`` sees it now) into what that seat
        sees beyond the others (Sichuan: its own forbidden suit); as :meth:`fold`."""

    def round_end_events(self, rnd: "Round") -> list[dict[str, Any]]:
        """Events emitted when the round ends, before ``round_end`` (Ùzje: every quad revealed)."""
        return []

    def placeholder_payments(self, rnd: "Round", win: "Win") -> list[Number]:
        """Payments for a win while the ruleset has no scorer: ``placeholder_value``
        from the discarder, or from every other seat still in the deal on a self-draw."""
        v = self.rules.placeholder_value
        pay: list[Number] = [0] * rnd.n
        payers = [win.discarder] if win.discarder is not None else [s for s in rnd.active if s != win.seat]
        for s in payers:
            pay[s] -= v
            pay[win.seat] += v
        return pay

    def exhaustive_payments(self, rnd: "Round") -> tuple[list[Number], dict[str, Any]]:
        """Payments when the wall runs out (with a bloody end, also after wins), and facts for the result
        (riichi: who is tenpai)."""
        return [0] * rnd.n, {}

    def settlement(self, rnd: "Round") -> Sequence[Number]:
        """Transfers when the round ends, besides the wins' and the exhaustive draw's (Tianjin: the bars of
        players who did not win, a shoveled dealer)."""
        return [0] * rnd.n

    def next_dealer(self, rnd: "Round", result: "RoundResult") -> bool:
        """Whether the dealer deals again, from ``[round] dealer_repeat``."""
        rep = self.rules.dealer_repeat
        if result.kind == "win":
            return "dealer_win" in rep and any(w.seat == 0 for w in result.wins)
        if result.kind == "abortive":
            return "abortive" in rep
        return "draw" in rep or ("dealer_tenpai" in rep and 0 in result.info.get("tenpai", ()))

    def dealer_seat_after(self, rnd: "Round", result: "RoundResult") -> int:
        """The seat (relative to this round's dealer) who deals next."""
        return 0 if self.next_dealer(rnd, result) else 1


@dataclass
class RoundResult:
    """How a round ended: ``kind`` is win, exhaustive or abortive; payments per seat."""

    kind: str
    wins: list["Win"]
    payments: list[Number]
    info: dict[str, Any]


def hooks_for(variant: Variant, rules: TableRules) -> TableHooks:
    """The variant's own hooks (:meth:`Variant.table_hooks_class`), or the defaults."""
    return (variant.table_hooks_class() or TableHooks)(variant, rules)


class Table:
    """Everything a round needs that does not change between rounds of a match:
    the variant, its table rules and hooks, its win check, its physical tiles."""

    def __init__(self, variant: Variant) -> None:
        from polymahjong.engine.wincheck import WinCheck
        from polymahjong.hand import meld_templates

        self.variant = variant
        self.rules = TableRules.of(variant)
        self.hooks = hooks_for(variant, self.rules)
        #: The kinds of event of the ruleset (the engine's and its rules.toml ``[events]``), by name.
        self.events: dict[str, EventKind] = event_kinds(variant)
        self.n = variant.players
        ts = variant.tileset
        self.tileset = ts
        self.copies = ts.copies
        self.physical = ts.physical()
        self.flower_kinds = frozenset(ts.flowers)
        self.wincheck = WinCheck(variant.shape, ts.copies)
        self.scored = type(variant).score is not Variant.score
        # chi: for each kind, the (meld kind, other two kinds) it completes
        self.chi_with: list[list[tuple[MeldKind, tuple[int, int]]]] = [[] for _ in ts.kinds]
        for kind, tiles in meld_templates(ts, self.rules.chi_kinds):
            for k in set(tiles):
                rest = list(tiles)
                rest.remove(k)
                self.chi_with[k].append((kind, (rest[0], rest[1])))
        self.suit_of = [k.suit for k in ts.kinds]
        #: how the views' folds (engine/seen.py) take each kind of event, by the class they fold into, made once
        self.fold_plans: dict[type, FoldPlans] = {}
