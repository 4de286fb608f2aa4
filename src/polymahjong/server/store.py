"""The server's database (SQLite): every room, its seats and every move of its match, written as the game
goes, so that a restarted server resumes every table at its last move (``Lobby.restore``) and players come
back with their tokens; finished matches stay, listed per player (``history``).

A room's match is kept as its moves (``Room.moves``: the start, each action, each deal of a next round):
the seed and the moves replay it exactly through the engine. Written in WAL mode, each change committed
at once: a killed server process loses nothing that was sent to a client.
"""
from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path
from typing import Any

from polymahjong.server.rooms import OVER, Room

SCHEMA = """
CREATE TABLE IF NOT EXISTS rooms (id TEXT PRIMARY KEY, number INTEGER NOT NULL, ruleset TEXT NOT NULL,
    options TEXT NOT NULL, kinds TEXT NOT NULL, seed INTEGER NOT NULL, bot TEXT NOT NULL, timers TEXT NOT NULL,
    status TEXT NOT NULL, scores TEXT, finished REAL);
CREATE TABLE IF NOT EXISTS seats (room TEXT NOT NULL, player INTEGER NOT NULL, name TEXT NOT NULL, token TEXT,
    PRIMARY KEY (room, player));
CREATE TABLE IF NOT EXISTS moves (room TEXT NOT NULL, n INTEGER NOT NULL, move TEXT NOT NULL,
    PRIMARY KEY (room, n));
"""


def default_path() -> Path:
    """Where ``serve`` keeps its games without ``--db``: ``$XDG_DATA_HOME/polymahjong/games.sqlite``
    (``~/.local/share`` when unset)."""
    base = os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share"
    return Path(base) / "polymahjong" / "games.sqlite"


class Store:
    """One SQLite database (``":memory:"``: kept for the process only)."""

    def __init__(self, path: str | Path = ":memory:") -> None:
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.executescript(SCHEMA)
        self._saved: dict[str, int] = {}  # room id -> moves already written
        self._heads: dict[str, tuple[Any, ...]] = {}  # room id -> its status, scores and seats as last written

    def save(self, room: Room, now: float) -> None:
        """Write ``room``'s state, seats and new moves (one transaction); ``now``: the time, for a
        finished match."""
        done = self._saved.get(room.id, 0)
        scores = json.dumps([str(s) for s in room.match.scores]) if room.match is not None else None
        seats = [(room.id, p, s.name, s.token) for p, s in enumerate(room.seats)]
        head = (room.status, scores, seats)
        if done == len(room.moves) and self._heads.get(room.id) == head:
            return  # nothing new
        with self.db:
            self.db.execute("BEGIN")
            if self._heads.get(room.id) != head:  # most changes are a move: the room and seats rows stay
                self.db.execute(
                    "INSERT INTO rooms VALUES (?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT(id) DO UPDATE SET"
                    " status=excluded.status, scores=excluded.scores,"
                    " finished=COALESCE(rooms.finished, excluded.finished)",
                    (room.id, int(room.id[1:]), room.variant.name, json.dumps(room.options),
                     json.dumps(["human" if s.human else "bot" for s in room.seats]), room.seed, room.bot,
                     json.dumps(room.timers.to_json()), room.status, scores, now if room.status == OVER else None))
                self.db.executemany("INSERT OR REPLACE INTO seats VALUES (?,?,?,?)", seats)
            self.db.executemany("INSERT INTO moves VALUES (?,?,?)",
                                [(room.id, n, json.dumps(m)) for n, m in enumerate(room.moves[done:], done)])
        self._saved[room.id] = len(room.moves)
        self._heads[room.id] = head

    def drop(self, room_id: str) -> None:
        """Forget a room that expired before its match was over."""
        with self.db:
            self.db.execute("BEGIN")
            for table, key in (("rooms", "id"), ("seats", "room"), ("moves", "room")):
                self.db.execute(f"DELETE FROM {table} WHERE {key} = ?", (room_id,))
        self.forget(room_id)

    def forget(self, room_id: str) -> None:
        """Stop following a room the lobby let go of (what was written stays)."""
        self._saved.pop(room_id, None)
        self._heads.pop(room_id, None)

    def rooms(self) -> list[dict[str, Any]]:
        """Every room whose match is not over, as saved: its fields, ``seats`` (name, token) and ``moves``."""
        return self._load("WHERE status != ? ORDER BY number", (OVER,))

    def finished(self, room_id: str) -> dict[str, Any] | None:
        """The room ``room_id`` as saved (as :meth:`rooms`) if its match is over, else None."""
        found = self._load("WHERE id = ? AND status = ?", (room_id, OVER))
        return found[0] if found else None

    def _load(self, where: str, args: tuple[Any, ...]) -> list[dict[str, Any]]:
        out = []
        for row in self.db.execute("SELECT id, ruleset, options, kinds, seed, bot, timers, status FROM rooms "
                                   + where, args).fetchall():
            rid = row[0]
            seats = self.db.execute("SELECT name, token FROM seats WHERE room = ? ORDER BY player", (rid,)).fetchall()
            moves = [json.loads(m) for (m,) in
                     self.db.execute("SELECT move FROM moves WHERE room = ? ORDER BY n", (rid,)).fetchall()]
            out.append({"id": rid, "ruleset": row[1], "options": json.loads(row[2]), "kinds": json.loads(row[3]),
                        "seed": row[4], "bot": row[5], "timers": json.loads(row[6]), "seats": seats, "moves": moves})
            self._saved[rid] = len(moves)
        return out

    def next_number(self) -> int:
        """The number after every room's ever saved."""
        (top,) = self.db.execute("SELECT COALESCE(MAX(number), 0) FROM rooms").fetchone()
        return int(top) + 1

    def history(self, name: str, limit: int = 50) -> list[dict[str, Any]]:
        """The finished matches where a human seat was named ``name``, newest first: the room, ruleset,
        options, when it finished, every seat's name, the final scores (as text) and the seed."""
        rows = self.db.execute(
            "SELECT r.id, r.ruleset, r.options, r.finished, r.scores, r.seed, r.kinds FROM rooms r WHERE r.status = ?"
            " AND EXISTS (SELECT 1 FROM seats s WHERE s.room = r.id AND s.name = ?) ORDER BY r.finished DESC LIMIT ?",
            (OVER, name, limit)).fetchall()
        out = []
        for rid, ruleset, options, finished, scores, seed, kinds in rows:
            names = [n for (n,) in self.db.execute("SELECT name FROM seats WHERE room = ? ORDER BY player", (rid,))]
            out.append({"room": rid, "ruleset": ruleset, "options": json.loads(options), "finished": finished,
                        "names": [n if k == "human" else "bot" for n, k in zip(names, json.loads(kinds))],
                        "players": [p for p, n in enumerate(names) if n == name],
                        "scores": json.loads(scores), "seed": seed})
        return out
