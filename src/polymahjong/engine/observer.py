"""The one observer: what a seat may see of a game's events, by each kind's one visibility rule
(:mod:`polymahjong.engine.events`).

The server's messages (``server/public.py``), the mjai streams (``players/mjai/events.py``) and the play
narration take what a seat is told from :func:`observe`; each may then present it in its own form (the
server shows a deal as hand sizes and a win with its breakdown). The seat views fold what each viewer is told
of each event (:func:`seen_by`; ``engine/seen.py``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Mapping

from polymahjong.engine.events import Event, EventData, EventKind, Visibility

if TYPE_CHECKING:
    from polymahjong.engine.round import Round

#: The viewer number of a spectator: no seat of the round, so no actor of anything.
SPECTATOR = -1
_PUBLIC, _ACTOR = Visibility.PUBLIC, Visibility.ACTOR


def observe(events: Iterable[EventData], viewer: int, kinds: Mapping[str, EventKind],
            rnd: "Round | None" = None) -> list[EventData]:
    """What ``viewer`` (a seat of the round the events belong to, or :data:`SPECTATOR`) may see of ``events``,
    by their ``kinds`` (``Table.events``: the ruleset's); ``rnd``: the round as it is now, whose hooks say
    which parts of a ``reveal`` kind are shown (without it, none are).

    An event the viewer sees whole is passed on as it is; of another, the secret fields are left out, and
    another seat's entries of a by-seat secret list are masked (a list of tiles becomes as many ``None``,
    anything else ``None``), so the sizes of hands stay public; an event with no public part (another seat's
    action, but an added kong declared) and one of a kind ``kinds`` does not have are left out."""
    out: list[EventData] = []
    for ev in events:
        kind = kinds.get(ev["e"])
        if kind is not None:
            seen = seen_by(ev, kind, viewer, rnd)
            if seen is not None:
                out.append(seen)
    return out


def seen_by(ev: EventData, kind: EventKind, viewer: int, rnd: "Round | None" = None) -> EventData | None:
    """What ``viewer`` may see of ``ev``, an event of ``kind`` (as :func:`observe`): ``ev`` itself when it sees it
    whole, else a copy without what it may not see, or None when it sees nothing of it."""
    if kind.visibility is _PUBLIC or kind.public_when and kind.public(ev):
        return ev
    if kind.by_seat:
        return _by_seat(ev, kind, viewer, rnd)
    if kind.seat_actor and kind.visibility is _ACTOR:  # the one seat its ``seat`` names (most kinds)
        owner = ev.get("seat")
        sees = owner == viewer or type(owner) is list and viewer in owner
    else:
        sees = _sees(ev, kind, viewer, _actors(ev, kind), rnd)
    if sees:
        return ev
    return _without(ev, kind.secret) if kind.secret else None


def _without(ev: EventData, secret: tuple[str, ...]) -> Event:
    """``ev`` without its ``secret`` fields (the others in their order)."""
    out = Event(ev)
    for name in secret:
        if name in out:
            dict.__delitem__(out, name)
    return out


def _actors(ev: EventData, kind: EventKind) -> list[int]:
    """The seats the event's actor fields name (a field holds a seat or a list of seats)."""
    if kind.actors == ("seat",):  # most kinds: one seat
        seat = ev.get("seat")
        return seat if isinstance(seat, list) else [] if seat is None else [seat]
    seats: list[int] = []
    for name in kind.actors:
        value = ev.get(name)
        if isinstance(value, list):
            seats += value
        elif value is not None:
            seats.append(value)
    return seats


def _sees(ev: EventData, kind: EventKind, viewer: int, owners: list[int], rnd: "Round | None") -> bool:
    """Whether ``viewer`` sees the secret parts that belong to ``owners``: one of them, or a ``reveal``
    kind's parts the ruleset shows now."""
    if viewer in owners:
        return True
    return (kind.visibility is Visibility.REVEAL and rnd is not None and bool(owners)
            and rnd.table.hooks.shown(rnd, viewer, ev, owners[0]))


def _by_seat(ev: EventData, kind: EventKind, viewer: int, rnd: "Round | None") -> EventData:
    """``ev`` with the entries of its by-seat secret lists that ``viewer`` may not see masked."""
    fields = {name: ev[name] for name in kind.secret if name in ev}
    seats = max((len(v) for v in fields.values()), default=0)
    hidden = [s for s in range(seats) if not _sees(ev, kind, viewer, [s], rnd)]
    if not hidden:
        return ev
    # typed Any: mypyc checks the type mypy infers for ``masked.get(k, v)``, which would be a list
    masked: dict[str, Any] = {name: [_mask(v) if s in hidden else v for s, v in enumerate(values)]
                              for name, values in fields.items()}
    return Event({k: masked.get(k, v) for k, v in ev.items()})


def _mask(value: Any) -> Any:
    """A seat's part that the viewer may not see: a list keeps its length, its items unknown."""
    return [None] * len(value) if isinstance(value, list) else None
