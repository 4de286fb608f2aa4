"""A run's finished chunks kept in a folder, so that an interrupted run continues where it stopped.

``simulate --resume DIR`` writes each chunk's game outcomes to ``DIR/chunk-<first game>.pickle`` as soon
as the chunk finishes (written to a temporary name, then renamed: a file there is whole), and
``DIR/run.json`` with what the run is (ruleset, options, games, seed, bots, chunk size). Run again with the
same folder, the chunks found there are read instead of played; the folder of another run is refused,
naming what differs. The files are pickles of our own outcomes: read only folders this program wrote.
"""
from __future__ import annotations

import json
import os
import pickle
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from polymahjong.sim.runner import GameOutcome


class ResumeError(ValueError):
    """The resume folder cannot be used: it belongs to another run, or cannot be written; the message says why."""


class ChunkStore:
    """The finished chunks of one run in ``folder`` (created if missing)."""

    def __init__(self, folder: Path, run: dict[str, Any]) -> None:
        self.folder = folder
        try:
            folder.mkdir(parents=True, exist_ok=True)
            meta = folder / "run.json"
            if meta.exists():
                found = json.loads(meta.read_text(encoding="utf-8"))
                differs = sorted(k for k in set(found) | set(run) if found.get(k) != run.get(k))
                if differs:
                    raise ResumeError(f"--resume {folder}: the folder holds another run (it differs in "
                                      f"{', '.join(differs)})")
            else:
                meta.write_text(json.dumps(run, sort_keys=True), encoding="utf-8")
        except OSError as e:
            raise ResumeError(f"--resume {folder}: {e.strerror or e}") from None

    def path(self, start: int) -> Path:
        """The file of the chunk whose first game is ``start``."""
        return self.folder / f"chunk-{start:08d}.pickle"

    def load(self, start: int) -> "list[GameOutcome] | None":
        """The outcomes of the chunk starting at ``start`` if it finished before, else ``None``."""
        path = self.path(start)
        if not path.exists():
            return None
        with path.open("rb") as f:
            outcomes: list[GameOutcome] = pickle.load(f)
        return outcomes

    def save(self, start: int, outcomes: "list[GameOutcome]") -> None:
        """Keep a finished chunk (atomically: a partly written file never has the chunk's name)."""
        path = self.path(start)
        part = path.with_suffix(".part")
        with part.open("wb") as f:
            pickle.dump(outcomes, f)
        os.replace(part, path)
