"""A ruleset: its data (``rules.toml`` in its folder) with options resolved, plus hooks.

Each variant folder holds ``rules.toml`` (every number and switch, and the
options a player may change) and a ``Variant`` subclass for what cannot be
data. Options are checked against the declarations in ``[options.*]``; a bad
name or value raises :class:`OptionError` naming it.
"""
from __future__ import annotations

import pickle
import tomllib
from functools import cached_property, lru_cache
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Mapping, Sequence

from polymahjong.hand import HandShape, MeldKind
from polymahjong.notation import Mpsz, Notation
from polymahjong.tiles import EAST, GREEN, NORTH, RED, SOUTH, WEST, WHITE, Tile, TileSet

if TYPE_CHECKING:
    from polymahjong.variants.scoring import ScoreRequest, ScoreResult

#: The eight flowers: four seasons and four numbered flowers.
FLOWER_NAMES = ("spring", "summer", "autumn", "winter", "one", "two", "three", "four")


class OptionError(ValueError):
    """An unknown ruleset option, or a value it does not allow."""


class RequestError(ValueError):
    """A malformed score or analyze request; the message names the field."""


def load_rules(folder: Path) -> dict[str, Any]:
    """The parsed ``rules.toml`` of a variant folder (a fresh copy each time: the caller may change it)."""
    return pickle.loads(_parsed_rules(folder))


@lru_cache(maxsize=64)
def _parsed_rules(folder: Path) -> bytes:
    """``rules.toml`` parsed once per folder (a ruleset is made per game and per table) and kept pickled."""
    with open(folder / "rules.toml", "rb") as f:
        return pickle.dumps(tomllib.load(f))


def resolve_options(declared: Mapping[str, Mapping[str, Any]], given: Mapping[str, Any], variant: str) -> dict[str, Any]:
    """Defaults overridden by ``given``, each value checked against its declaration.

    A declaration has ``default`` and ``help``, and may have ``choices`` or
    ``min``/``max``. Strings from the command line (``"5"``, ``"true"``) are
    converted to the declared default's type.
    """
    out = {name: d["default"] for name, d in declared.items()}
    for name, value in given.items():
        if name not in declared:
            raise OptionError(f"{variant}: unknown option {name!r} (options: {', '.join(sorted(declared)) or 'none'})")
        out[name] = _check_option(variant, name, declared[name], value)
    return out


def _check_option(variant: str, name: str, decl: Mapping[str, Any], value: Any) -> Any:
    default = decl["default"]
    want = type(decl.get("type_of", default))
    if isinstance(value, str) and want is not str:
        value = _from_text(variant, name, value, want)
    if want is float and isinstance(value, int) and not isinstance(value, bool):
        value = float(value)
    if type(value) is not want and not (want is float and isinstance(value, (int, float))):
        raise OptionError(f"{variant}: option {name!r} takes a {want.__name__}, not {value!r}")
    if "choices" in decl and value not in decl["choices"]:
        raise OptionError(f"{variant}: option {name!r} must be one of {decl['choices']}, not {value!r}")
    if "min" in decl and value < decl["min"] or "max" in decl and value > decl["max"]:
        raise OptionError(f"{variant}: option {name!r} must be within {decl.get('min')}..{decl.get('max')}, not {value!r}")
    return value


def _from_text(variant: str, name: str, text: str, want: type) -> Any:
    try:
        if want is bool:
            if text.lower() not in ("true", "false", "1", "0", "yes", "no"):
                raise ValueError(text)
            return text.lower() in ("true", "1", "yes")
        return want(text)
    except ValueError:
        raise OptionError(f"{variant}: option {name!r} takes a {want.__name__}, not {text!r}") from None


def even_widths(tiles: int, players: int) -> list[int]:
    """Stacks per wall (two tall, one wall per player) when the walls share the tiles as evenly as they can."""
    stacks = tiles // 2
    return [stacks // players + (i < stacks % players) for i in range(players)]


class Variant:
    """One ruleset with its options resolved.

    Subclasses set ``name`` and ``folder``, and build the tile set, notation
    and hand shape from ``self.options`` and ``self.rules``.
    """

    name: ClassVar[str]
    folder: ClassVar[Path]
    #: The ruleset's own bots: name -> ``"module:Class"``, a class built as ``Class(variant, seed, name)``
    #: (``players/bots.py``).
    bots: ClassVar[Mapping[str, str]] = {}
    #: The bot that ``--bot default`` (or no ``--bot``) means for this ruleset (None: the command's generic
    #: default).
    default_bot: ClassVar[str | None] = None

    def __init__(self, **options: Any) -> None:
        self.rules: dict[str, Any] = load_rules(self.folder)
        self.options: dict[str, Any] = resolve_options(self.option_declarations(), options, self.name)
        self.check_options()

    def rulesets_reading(self, section: str, name: str) -> list[str]:
        """The rulesets whose score requests read field (``section`` "fields") or flag ("flags") ``name``,
        to name them when this ruleset refuses it; the registry answers for the rulesets it knows
        (``registry.ruleset`` sets it), a ruleset made on its own knows none."""
        return []

    def option_declarations(self) -> dict[str, Any]:
        """Hook: the options this ruleset takes; by default the ``[options.*]`` tables of ``rules.toml``."""
        return self.rules.get("options", {})

    def check_options(self) -> None:
        """Hook: reject option combinations the ruleset does not allow."""

    # -- what every ruleset provides (from ``[tiles]`` and ``[hand]``) --------
    @cached_property
    def tileset(self) -> TileSet:
        """Number suits of ranks ``ranks``; honours, red fives and flowers as the data and options say."""
        t = self.rules["tiles"]
        low, high = t["ranks"]
        return TileSet.build(
            [(suit, range(low, high + 1)) for suit in t["suits"]],
            winds=(EAST, SOUTH, WEST, NORTH) if t.get("honours") else (),
            dragons=(WHITE, GREEN, RED) if t.get("honours") else (),
            flowers=FLOWER_NAMES if self.options.get("flowers") else (),
            red_fives=int(self.options.get("red_fives", 0)),
        )

    @cached_property
    def notation(self) -> Notation:
        return Mpsz(self.tileset)

    @cached_property
    def shape(self) -> HandShape:
        h = self.rules["hand"]
        return HandShape(
            self.tileset,
            meld_kinds=frozenset(MeldKind(m) for m in h["melds"]),
            seven_pairs=h.get("seven_pairs") or None,
            orphans=frozenset(h.get("orphans", ())),
            ultra_long_straight=bool(h.get("ultra_long_straight")),
        )

    @property
    def players(self) -> int:
        return int(self.options.get("players", self.rules["table"]["players"]))

    @property
    def units(self) -> tuple[str, str | None]:
        """``[units]`` of rules.toml: the unit of a hand's total and a pattern's value (empty when not
        declared), and the unit of a limit pattern's value where the ruleset counts those apart (else None)."""
        u = self.rules.get("units", {})
        return str(u.get("value", "")), u.get("limit")

    def parse(self, text: str) -> list[Tile]:
        """Tiles written in this ruleset's notation."""
        return self.notation.parse(text)

    def format(self, tiles: Any) -> str:
        """The canonical spelling of tiles in this ruleset's notation."""
        return self.notation.format(tiles)

    def patterns(self) -> list[dict[str, Any]]:
        """The pattern table: ``{"id", "name", "value", ...}`` per pattern."""
        return [dict(id=pid, **p) for pid, p in self.rules.get("patterns", {}).items()]

    def describe(self) -> dict[str, Any]:
        """The resolved ruleset as plain data (``polymahjong rules --json``)."""
        return {
            "variant": self.name,
            "title": self.rules["title"],
            "options": self.options,
            "players": self.players,
            "tile_count": self.tileset.tile_count,
            "kinds": len(self.tileset.kinds),
            "patterns": self.patterns(),
        }

    def table_hooks_class(self) -> type | None:
        """The ruleset's table hooks for the engine: the class ``Hooks`` (a subclass of
        :class:`polymahjong.engine.table.TableHooks`) of the module ``table`` beside this ruleset's class, or
        None when the ruleset has no such module (the engine's default hooks). The engine loads ruleset code
        only through this method of the variant it is handed."""
        try:
            module = import_module(f"{type(self).__module__}.table")
        except ModuleNotFoundError as e:
            if not e.name or not e.name.endswith(".table"):
                raise
            return None
        hooks: type = module.Hooks
        return hooks

    def call_check(self) -> Callable[[Any, Sequence[int]], bool] | None:
        """Hook for bots: a check ``(seat view, tile kinds held after a call, melds included) -> allowed`` that
        keeps a call only while the hand can still reach the ruleset's minimum value; None (the default):
        every call is allowed."""
        return None

    # -- scoring ---------------------------------------------------------------
    def score_request(self, request: Mapping[str, Any]) -> dict[str, Any]:
        """Answer one SCORING_API.md request dict with a response dict (never raises for bad input)."""
        from polymahjong.variants.scoring import error_response, parse_request

        try:
            parsed = parse_request(self, request)
            return self.score(parsed).as_dict()
        except (RequestError, OptionError) as e:
            return error_response(str(e))

    def score(self, request: "ScoreRequest") -> "ScoreResult":
        """Score a checked request. Rulesets override this; the default only
        says whether the tiles make a complete hand of this ruleset's shape."""
        from polymahjong.hand import decompositions
        from polymahjong.variants.melds import CallRules, read_melds
        from polymahjong.variants.scoring import ScoreResult

        counts = self.tileset.counts(request.concealed_with_win)
        found = decompositions(self.shape, counts, read_melds(self, request.melds, CallRules()))
        if not found:
            return ScoreResult(valid=False, reason="not a complete hand")
        return ScoreResult(valid=True, reason="scoring of this ruleset is not implemented yet: shape only",
                           decomposition=[self.format(g.tiles) for g in found[0].groups])

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.options}>"
