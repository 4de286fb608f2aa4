"""Typed events: what happened at the table, each of a declared kind with its one visibility rule.

An :class:`Event` is what the record writes: a read-only mapping whose ``e`` names its kind and whose
other items are its fields (JSON values), so a record's JSON is the events' items in order. Its kind
(:class:`EventKind`) says who may see it (:class:`Visibility`):

* ``public``: everyone sees all of it (a discard, a call, a win...);
* ``actor``: its secret fields go to its actors only (the seats its ``actors`` fields name; with
  ``by_seat``, entry ``s`` of each secret list is seat ``s``'s), the others get it without them; a kind
  without secret fields goes to its actors only (a seat's action), but for the events its ``public_when``
  names by a field's values (an added kong is declared face up: the others may rob it);
* ``reveal``: as ``actor``, and the others see the secret parts once the ruleset's hooks say they are
  shown (:meth:`~polymahjong.engine.table.TableHooks.shown`); until then nobody else sees them, and a
  later event of the ruleset's (Ùzje's ``reveal``) lays them open.

The engine's kinds (:data:`CORE`) are those of every ruleset. A ruleset declares its own in the
``[events]`` table of its rules.toml (``[events.<name>]``: ``visibility``, ``secret``, ``by_seat``,
``actors``, ``public_when``), and may declare a stricter rule for an engine kind there (Ùzje: a closed quad's call lies
face down); :func:`event_kinds` gives a ruleset's kinds, and the round refuses an event of a kind its
ruleset does not have. What a seat may see of a stream of events is :func:`polymahjong.engine.observer.observe`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any, Mapping, NoReturn, Self

if TYPE_CHECKING:
    from polymahjong.variants.base import Variant


#: An event as its readers take it: an :class:`Event`, or the same read back from a record (a plain dict).
EventData = Mapping[str, Any]


class Visibility(Enum):
    """Who sees an event's secret parts (see the module docstring)."""

    PUBLIC = "public"
    ACTOR = "actor"
    REVEAL = "reveal"


class Event(dict[str, Any]):
    """One event as the record writes it: ``e`` names its kind, the other items are its fields.
    Read-only: an event is a fact; :meth:`to_json` is its record form (its items)."""

    __slots__ = ()

    @property
    def kind(self) -> str:
        """The name of its kind (``e``)."""
        name: str = self["e"]
        return name

    def to_json(self) -> dict[str, Any]:
        """The event as the record writes it."""
        return dict(self)

    def _read_only(self, *args: Any, **kwargs: Any) -> NoReturn:
        raise TypeError(f"a {self.get('e')!r} event is read-only")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _read_only

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self), (dict(self),)


class FromHand(Event):
    """An event of a tile leaving a hand (a discard, a kong's added tile declared), which also knows what the
    record leaves implicit: ``tsumogiri``, whether the tile was the one just drawn (public at the table: everyone
    sees a tile played straight from the draw)."""

    __slots__ = ("tsumogiri",)
    tsumogiri: bool

    @classmethod
    def of(cls, fields: Mapping[str, Any], tsumogiri: bool) -> "Self":
        """The event with ``fields`` (``e`` first) and its tsumogiri flag."""
        ev = cls(fields)
        object.__setattr__(ev, "tsumogiri", tsumogiri)
        return ev

    def __setattr__(self, name: str, value: Any) -> NoReturn:
        raise TypeError(f"a {self.get('e')!r} event is read-only")

    def __reduce__(self) -> tuple[Any, ...]:
        return type(self).of, (dict(self), self.tsumogiri)


class Discard(FromHand):
    """A discard event (with its ``tsumogiri``)."""

    __slots__ = ()


@dataclass(frozen=True)
class EventKind:
    """A kind of event and its one visibility rule. ``secret``: the fields not everyone sees (none: the
    whole event); ``by_seat``: those fields are lists by seat, entry ``s`` being seat ``s``'s; ``actors``:
    the fields naming the seat (or seats) that see the secret parts; ``public_when``: (field, values) pairs,
    an event whose field has one of the values is public all the same."""

    name: str
    visibility: Visibility = Visibility.PUBLIC
    secret: tuple[str, ...] = ()
    by_seat: bool = False
    actors: tuple[str, ...] = ("seat",)
    public_when: tuple[tuple[str, tuple[str, ...]], ...] = ()
    #: its one actor field is ``seat`` (most kinds): a fast path of the observer; set from ``actors``
    seat_actor: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "seat_actor", self.actors == ("seat",))

    def public(self, event: EventData) -> bool:
        """Whether everyone sees all of ``event``."""
        if self.visibility is Visibility.PUBLIC:
            return True
        for f, values in self.public_when:
            if event.get(f) in values:
                return True
        return False

    @classmethod
    def from_toml(cls, name: str, data: Mapping[str, Any], where: str) -> "EventKind":
        """A kind declared as ``[events.<name>]`` in ``where`` (a ruleset's rules.toml); ValueError naming the
        field for a bad declaration."""
        unknown = set(data) - {"visibility", "secret", "by_seat", "actors", "public_when"}
        if unknown:
            raise ValueError(f"{where} [events.{name}] unknown field(s) {sorted(unknown)}")
        rule = data.get("visibility", "public")
        rules = [v.value for v in Visibility]
        if rule not in rules:
            raise ValueError(f"{where} [events.{name}] visibility must be one of {rules}, not {rule!r}")
        lists = {f: data.get(f, d) for f, d in (("secret", []), ("actors", ["seat"]))}
        for f, v in lists.items():
            if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
                raise ValueError(f"{where} [events.{name}] {f} must be a list of field names, not {v!r}")
        by_seat = data.get("by_seat", False)
        if not isinstance(by_seat, bool):
            raise ValueError(f"{where} [events.{name}] by_seat must be true or false, not {by_seat!r}")
        when = data.get("public_when", {})
        if not isinstance(when, Mapping) or not all(isinstance(v, list) for v in when.values()):
            raise ValueError(f"{where} [events.{name}] public_when must be a table of lists of values, not {when!r}")
        return cls(name, Visibility(rule), tuple(lists["secret"]), by_seat, tuple(lists["actors"]),
                   tuple((f, tuple(v)) for f, v in when.items()))


#: The engine's kinds of event, those of every ruleset.
CORE: dict[str, EventKind] = {k.name: k for k in (
    EventKind("match"), EventKind("round"), EventKind("indicator"),
    EventKind("deal", Visibility.ACTOR, secret=("hands",), by_seat=True),  # each seat sees its own hand
    EventKind("draw", Visibility.ACTOR, secret=("tile",)),  # the others see that the seat drew
    # what a seat chose (its discard or call is an event of its own; a pass tells it had a call), but an added
    # kong, declared face up (the others may rob it before its call event)
    EventKind("action", Visibility.ACTOR, public_when=(("act", ("added_kan",)),)),
    EventKind("discard"), EventKind("call"), EventKind("flower"), EventKind("win"), EventKind("payment"),
    EventKind("settlement"), EventKind("round_end"), EventKind("match_end"),
)}


def event_kinds(variant: "Variant") -> dict[str, EventKind]:
    """The kinds of event of a game of ``variant``: the engine's and those its rules.toml ``[events]``
    declares (a declaration of an engine kind replaces the engine's rule for it)."""
    declared = variant.rules.get("events", {})
    where = f"{variant.name}'s rules.toml"
    if not isinstance(declared, Mapping):
        raise ValueError(f"{where} [events] must be a table of event kinds")
    return {**CORE, **{name: EventKind.from_toml(name, data, where) for name, data in declared.items()}}
