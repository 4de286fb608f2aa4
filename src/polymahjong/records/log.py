"""A record is JSON lines: one header object, then one event per line.

Header: ``{"record": "polymahjong", "version", "ruleset", "options", "seed", "players"}``.
Events are what the engine emitted, player actions (``"e": "action"``) included.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import IO, Any, Iterable, Sequence

from polymahjong.variants.base import Variant

FORMAT = "polymahjong"


class RecordError(ValueError):
    """A record that cannot be read; the message names the file and line."""


def engine_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("polymahjong")
    except PackageNotFoundError:
        return "0+unknown"


def header(variant: Variant, seed: int, players: Sequence[str]) -> dict[str, Any]:
    """The header line of a record."""
    given = {k: v for k, v in variant.options.items()}
    return {"record": FORMAT, "version": engine_version(), "ruleset": variant.name, "options": given,
            "seed": seed, "players": list(players)}


def dumps(events: Iterable[dict[str, Any]]) -> str:
    """JSON lines, keys in a stable order."""
    return "".join(json.dumps(e, separators=(",", ":")) + "\n" for e in events)


def write_record(path: Path, head: dict[str, Any], events: Iterable[dict[str, Any]]) -> None:
    """Write a record file."""
    path.write_text(dumps([head, *events]))


class RecordWriter:
    """A record written as the game goes: the header at once, then each batch of events appended and
    flushed, so that a match cut short keeps its record up to the last event (``replay`` reads the
    finished rounds of such a record)."""

    def __init__(self, path: Path, head: dict[str, Any]) -> None:
        self.path = path
        self._file: IO[str] = path.open("w", encoding="utf-8")
        self.written = 0  # events written after the header
        self._file.write(dumps([head]))
        self._file.flush()

    def write(self, events: Iterable[dict[str, Any]]) -> None:
        """Append whole lines, one write each batch, and flush them to the file."""
        events = list(events)
        if events:
            self._file.write(dumps(events))
            self._file.flush()
            self.written += len(events)

    def close(self) -> None:
        self._file.close()


def read_record(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The header and events of a record file."""
    lines = Path(path).read_text().splitlines()
    items = []
    for i, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            items.append(json.loads(line))
        except json.JSONDecodeError as e:
            raise RecordError(f"{path}:{i}: not JSON ({e.msg})") from None
    if not items or not isinstance(items[0], dict) or items[0].get("record") != FORMAT:
        raise RecordError(f"{path}:1: not a {FORMAT} record header")
    for key in ("ruleset", "options", "seed"):
        if key not in items[0]:
            raise RecordError(f"{path}:1: header lacks {key!r}")
    return items[0], items[1:]
