"""Bots that decide in a process of their own, so that the server's event loop only answers people.

A bot's decision is the heaviest work of a table (a riichi expert weighs every discard); made in the event
loop, it would delay every other table's answer, and made in a thread it would still hold the
interpreter. One worker process keeps a bot per seat of every table it was asked about, made like the
room's own from the room's ruleset, options, bot kind and seed (``players/bots.py``), so its decisions are
the ones :meth:`Room.auto_step` would make. The worker is started at the first decision and shared by every server of the process (:data:`SHARED`).
"""
from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, Mapping

from polymahjong.engine.actions import Action
from polymahjong.engine.view import SeatView
from polymahjong.players.base import Player
from polymahjong.players.bots import make_bots
from polymahjong.variants.registry import ruleset, variant_names

#: How much lower the worker's scheduling priority is than the server's.
NICENESS = 10
#: Tables whose bots a worker keeps at most (the least recently asked is let go: made again if asked).
MAX_TABLES = 2000

_tables: OrderedDict[str, list[Player]] = OrderedDict()  # in the worker: table key -> its bots by player


def _decide(table: str, spec: tuple[str, Mapping[str, Any], str, int], player: int, view: SeatView) -> Action:
    """In the worker: what ``player``'s bot at ``table`` (``spec``: ruleset, options, bot kind, seed) plays."""
    bots = _tables.get(table)
    if bots is None:
        name, options, bot, seed = spec
        bots = _tables[table] = make_bots(ruleset(name, **options), bot, seed)
        if len(_tables) > MAX_TABLES:
            _tables.popitem(last=False)
    _tables.move_to_end(table)
    return bots[player].act(view)


def _warm() -> None:
    """In the worker: make each ruleset's default bots once (their modules load)."""
    for name in variant_names():
        make_bots(ruleset(name), None, 0)


def _start_worker(server: int) -> None:
    """In the worker: yield the processor to the server (people's answers go before bots' thinking), and
    end when the server process ``server`` is gone (killed, it cannot stop its worker)."""
    os.nice(NICENESS)
    threading.Thread(target=_outlive_not, args=(server,), daemon=True).start()


def _outlive_not(server: int) -> None:
    while os.getppid() == server:
        time.sleep(1)
    os._exit(0)


def _forget(table: str) -> None:
    """In the worker: let go of a table's bots."""
    _tables.pop(table, None)


class Thinker:
    """The worker process and the calls to it."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:  # spawned, not forked: the server's threads and loop stay behind
            self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_start_worker, initargs=(os.getpid(),))
        return self._pool

    async def decide(self, table: str, spec: tuple[str, Mapping[str, Any], str, int], player: int,
                     view: SeatView) -> Action:
        """``player``'s bot's action on ``view`` at the table ``table`` (a key no other table has)."""
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor(), _decide, table, spec, player, view)
        except BrokenProcessPool:  # the worker died: a new one makes the table's bots again
            self._pool = None
            return await loop.run_in_executor(self._executor(), _decide, table, spec, player, view)

    def start(self) -> None:
        """Start the worker now and have it load every ruleset's bots, so the first decisions do not wait."""
        self._executor().submit(_warm)

    def forget(self, table: str) -> None:
        """The table is over or gone: its bots may go."""
        if self._pool is not None:
            self._pool.submit(_forget, table)



#: The process's one worker, shared by its servers (a test run makes many).
SHARED = Thinker()
