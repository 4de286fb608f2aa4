"""The neutral, typed form of a Tenhou record: a game, its rounds, their events.

Tiles are Tenhou tile ids 0..135 (``kind = id // 4``; with red fives on, ids
16, 52 and 88 are the red 5m, 5p and 5s), the numbering of
:mod:`polymahjong.tiles`. Seats are 0..3 as Tenhou numbers them (seat 0 is
East of the first round). Scores are in points (Tenhou stores hundreds).
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Union

from polymahjong.records.log import RecordError

ROUND_LETTERS = "ESWN"
RED_FIVES = (16, 52, 88)


class TenhouRecordError(RecordError):
    """A Tenhou record that cannot be read; the message names the file and the fault."""


@dataclass(frozen=True, slots=True)
class TenhouRules:
    """The rules of a game, decoded from mjlog's GO type (or tenhou.net/6's ``rule``).

    Fields the record does not state are None. ``extra_flags`` holds GO type bits
    above 0xFF (chip rooms and the like), whose scoring differs from plain Tenhou.
    ``shuffle`` names the wall shuffle an mjlog states (``mt19937ar`` in the
    early records, which carry it on each ``INIT``; since then a ``SHUFFLE`` tag's
    ``mt19937ar-sha512-n288``, later ``...-base64``): it dates a record's rules.
    """

    players: int
    aka: bool
    kuitan: bool | None
    hanchan: bool | None
    fast: bool | None
    room: str | None
    vs_human: bool | None
    go_type: int | None
    extra_flags: int = 0
    shuffle: str | None = None


class CallType(str, Enum):
    """The kinds of call a record shows (``NUKI``: a three-player north set aside)."""

    CHI = "chi"
    PON = "pon"
    DAIMINKAN = "daiminkan"
    KAKAN = "kakan"
    ANKAN = "ankan"
    NUKI = "nuki"


@dataclass(frozen=True, slots=True)
class Draw:
    """``seat`` draws ``tile``; ``rinshan`` when it replaces a kan (or a north)."""

    seat: int
    tile: int
    rinshan: bool = False


@dataclass(frozen=True, slots=True)
class Discard:
    """``seat`` discards ``tile``; ``tsumogiri`` when it is the tile just drawn."""

    seat: int
    tile: int
    tsumogiri: bool


@dataclass(frozen=True, slots=True)
class Call:
    """A call by ``seat``.

    ``tiles`` are all the meld's tiles (the called tile included; four for a
    kakan); ``called`` is the tile taken from ``source``'s discard (for a kakan,
    the tile of the original pon; None for ankan and nuki); ``added`` is the
    tile a kakan adds; ``code`` is Tenhou's meld bit code when the record has it.
    """

    seat: int
    type: CallType
    tiles: tuple[int, ...]
    called: int | None
    source: int
    added: int | None = None
    code: int | None = None

    @property
    def from_hand(self) -> tuple[int, ...]:
        """The tiles this call takes out of the caller's concealed hand."""
        if self.type is CallType.KAKAN:
            return (self.added,)  # type: ignore[return-value]
        if self.type in (CallType.ANKAN, CallType.NUKI):
            return self.tiles
        rest = list(self.tiles)
        rest.remove(self.called)  # type: ignore[arg-type]
        return tuple(rest)


@dataclass(frozen=True, slots=True)
class RiichiDeclared:
    """``seat`` declares riichi; its next discard is the riichi discard."""

    seat: int


@dataclass(frozen=True, slots=True)
class RiichiAccepted:
    """``seat``'s riichi discard passed: its 1000-point stick goes on the table."""

    seat: int


@dataclass(frozen=True, slots=True)
class NewDora:
    """A new (kan) dora indicator is revealed."""

    indicator: int


@dataclass(frozen=True, slots=True)
class Agari:
    """A win, with Tenhou's own scoring.

    ``source`` is the seat that dealt in (``winner`` for tsumo); ``pao`` the seat
    liable for the yakuman, else None. ``hand`` is the winner's 14 concealed
    tiles as Tenhou printed them (win tile included; mjlog only, else None).
    ``yaku`` are ``(tenhou yaku id, han)`` pairs in Tenhou's order, dora (52),
    ura (53) and red fives (54) included; ``yakuman`` are yakuman ids. ``fu`` is
    None when the record omits it (tenhou.net/6 from mangan up). ``points`` is the
    hand's value without honba and sticks (tsumo: the sum of all payments);
    ``deltas`` the per-seat score changes of this win (honba, sticks, pao included).
    """

    winner: int
    source: int
    pao: int | None
    hand: tuple[int, ...] | None
    win_tile: int
    yaku: tuple[tuple[int, int], ...]
    yakuman: tuple[int, ...]
    fu: int | None
    points: int
    limit: str | None
    dora_indicators: tuple[int, ...]
    ura_indicators: tuple[int, ...]
    deltas: tuple[int, ...]

    @property
    def tsumo(self) -> bool:
        return self.winner == self.source

    @property
    def han(self) -> int:
        """Total han (13 per yakuman)."""
        return 13 * len(self.yakuman) if self.yakuman else sum(h for _, h in self.yaku)




@dataclass(frozen=True, slots=True)
class Ryuukyoku:
    """A drawn round.

    ``shown`` maps a seat to the concealed hand Tenhou showed (the tenpai hands
    of an exhaustive draw, the nine-terminal hand of kyuushu kyuuhai...); None
    when the record does not show hands (tenhou.net/6).
    """

    type: str
    shown: dict[int, tuple[int, ...]] | None
    deltas: tuple[int, ...]

    @property
    def tenpai(self) -> tuple[int, ...] | None:
        """Seats tenpai at an exhaustive draw (from the shown hands, else the payments)."""
        if self.type != "exhaustive":
            return None
        if self.shown is not None:
            return tuple(sorted(self.shown))
        if not any(self.deltas):
            return None  # all tenpai or all noten: the payments do not tell
        return tuple(s for s, d in enumerate(self.deltas) if d > 0)


Event = Union[Draw, Discard, Call, RiichiDeclared, RiichiAccepted, NewDora, Agari, Ryuukyoku]


@dataclass(frozen=True)
class TenhouRound:
    """One round (kyoku) as dealt and played.

    ``kyoku`` counts from 0 (round wind = ``kyoku // 4``); ``hands`` are the
    four dealt hands (empty for the absent seat of a three-player game);
    ``events`` are in the order the game flowed, ending with the result(s);
    ``final_scores`` are the scores after the result, riichi sticks paid
    (None when the record stops before the round ends).
    """

    index: int
    kyoku: int
    honba: int
    riichi_sticks: int
    dealer: int
    initial_scores: tuple[int, ...]
    dora_indicator: int
    hands: tuple[tuple[int, ...], ...]
    events: tuple[Event, ...]
    final_scores: tuple[int, ...] | None

    @property
    def name(self) -> str:
        """``E1``..``N4``."""
        return f"{ROUND_LETTERS[self.kyoku // 4 % 4]}{self.kyoku % 4 + 1}"

    @property
    def results(self) -> tuple[Agari | Ryuukyoku, ...]:
        """The round's endings: one or more wins, or a draw; empty if the record stops early."""
        return tuple(e for e in self.events if isinstance(e, (Agari, Ryuukyoku)))

    @property
    def riichi_accepted(self) -> tuple[int, ...]:
        """Seats whose riichi stick was paid this round."""
        return tuple(sorted(e.seat for e in self.events if isinstance(e, RiichiAccepted)))


@dataclass(frozen=True)
class TenhouGame:
    """A whole record: where it came from, its rules and rounds.

    ``owari`` is the end of game line when present: final scores and Tenhou's
    points after uma/oka.
    """

    source: str
    format: str
    rules: TenhouRules
    names: tuple[str, ...]
    rounds: tuple[TenhouRound, ...]
    owari: tuple[tuple[int, ...], tuple[float, ...]] | None = None
