"""Load on ``polymahjong serve`` over loopback: socket clients playing bot tables, plus bot-only tables.

The server runs as its own process (``polymahjong serve``, a fresh SQLite file by default). ``--clients``
WebSocket clients (arriving one by one over ``--ramp`` seconds) each create a table (one human seat, the ruleset's bots), start it and answer every
decision at once with its first legal action (the next round as soon as one ends, a new table when a match
ends); ``--bot-tables`` tables of bots only (made over the same seconds) play on their own. After ``--duration`` seconds the clients
close, and the server is watched ``--settle`` seconds more (its tables end: give the bot-only tables time to finish,
e.g. ``--options '{"length": "east"}' --settle 300``). Printed as JSON:

- ``latency_ms``: from sending an action to receiving the state that holds it (p50, p90, p99, max, count;
  and p99 per 5 s of the run);
- ``errors``: error messages and dropped connections (each kind counted, the first few quoted);
- ``rss_mb``: the server's resident memory sampled every second (``series``) and summarised: at the start,
  the peak, at the end of the load, at the end of the settle time;
- ``moves``: the actions the clients made and the matches they finished;
- ``tables``: after the load, every 2 s, how many tables are still in play (the lobby's listing), when the last
  one stopped, and the server's memory from then to the end (flat: nothing grows once the tables end).

``--profile FILE`` runs the server under cProfile and writes its statistics there (stopped by SIGINT).
Example (the issue's figures, latency and memory once the tables end, in one run): ``uv run python
benchmarks/serve_load.py --clients 100 --bot-tables 100 --duration 60 --options '{"length": "east"}' --settle 300
--idle-expiry 20``; a quick run: ``--clients 10 --bot-tables 10 --duration 10``.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import websockets

ROOT = Path(__file__).resolve().parents[1]
WINDOW = 5  # seconds: the latency's p99 is also given per window of this length


class Tally:
    """What the clients measured."""

    def __init__(self) -> None:
        self.latencies: list[tuple[float, float]] = []  # (when, seconds from action to state)
        self.errors: dict[str, int] = {}
        self.examples: list[str] = []
        self.moves = 0
        self.matches = 0

    def error(self, kind: str, text: str) -> None:
        self.errors[kind] = self.errors.get(kind, 0) + 1
        if len(self.examples) < 5:
            self.examples.append(f"{kind}: {text[:200]}")


async def _receive(ws: Any, kind: str, tally: Tally) -> dict[str, Any]:
    """The next message of type ``kind`` (an error on the way is counted)."""
    while True:
        m = json.loads(await ws.recv())
        if m["type"] == kind:
            return m
        if m["type"] == "error":
            tally.error("error message", m["error"])


async def player(url: str, table: dict[str, Any], seed: int, start: float, stop: float, tally: Tally) -> None:
    """One human at bot tables from ``start`` until ``stop`` (the clock's time): a table after another."""
    await asyncio.sleep(max(0.0, start - time.monotonic()))
    try:
        async with websockets.connect(url, max_size=None, open_timeout=30) as ws:
            await _receive(ws, "welcome", tally)
            while time.monotonic() < stop:
                await ws.send(json.dumps({"type": "create", **table, "seed": seed}))
                room = await _receive(ws, "room", tally)
                seed += 1
                first = next(s["player"] for s in room["seats"] if s["kind"] == "human")
                await ws.send(json.dumps({"type": "sit", "room": room["room"], "player": first, "name": "load"}))
                await _receive(ws, "seated", tally)
                await ws.send(json.dumps({"type": "start"}))
                await _play(ws, stop, tally)
                await ws.send(json.dumps({"type": "leave", "confirm": True}))
                await _receive(ws, "left", tally)
    except (OSError, websockets.ConnectionClosed, asyncio.TimeoutError) as e:
        tally.error("connection", repr(e))


async def _play(ws: Any, stop: float, tally: Tally) -> None:
    """Answer each decision with the first legal action until the match is over (or ``stop``)."""
    sent: float | None = None
    while time.monotonic() < stop:
        try:
            m = json.loads(await asyncio.wait_for(ws.recv(), max(0.01, stop - time.monotonic())))
        except asyncio.TimeoutError:
            return
        if m["type"] == "error":
            tally.error("error message", m["error"])
            sent = None
        if m["type"] != "state":
            continue
        if sent is not None and any(e["e"] == "action" and e["seat"] == m["seat"] for e in m["events"]):
            tally.latencies.append((time.monotonic(), time.perf_counter() - sent))
            sent = None
        if m["status"] == "over":
            tally.matches += 1
            return
        if m["status"] == "round_over" and any(e["e"] == "round_end" for e in m["events"]):
            await ws.send(json.dumps({"type": "next"}))
        elif m["status"] == "playing" and m["view"]["legal"] and sent is None:
            sent = time.perf_counter()
            tally.moves += 1
            await ws.send(json.dumps({"type": "act", "action": m["view"]["legal"][0]}))


async def bot_tables(url: str, table: dict[str, Any], count: int, seed: int, ramp: float, tally: Tally) -> None:
    """Create ``count`` tables of bots only (they play on by themselves), one by one over ``ramp`` seconds."""
    async with websockets.connect(url, max_size=None, open_timeout=30) as ws:
        welcome = await _receive(ws, "welcome", tally)
        players = next(r["players"] for r in welcome["rulesets"] if r["name"] == table["ruleset"])
        for i in range(count):
            await asyncio.sleep(ramp / max(1, count))
            await ws.send(json.dumps({"type": "create", **table, "seed": seed + i, "seats": ["bot"] * players}))
            await _receive(ws, "room", tally)


async def watch_tables(url: str, t0: float, seconds: float, tally: Tally) -> list[tuple[float, int]]:
    """For ``seconds`` after the load, every 2 s: how many of the server's tables are still in play (started,
    match not over), from the lobby's listing; as (seconds from the start, tables)."""
    out: list[tuple[float, int]] = []
    stop = time.monotonic() + seconds
    async with websockets.connect(url, max_size=None, open_timeout=30) as ws:
        await _receive(ws, "welcome", tally)
        while time.monotonic() < stop:
            await ws.send(json.dumps({"type": "rooms"}))
            rooms = (await _receive(ws, "rooms", tally))["rooms"]
            out.append((round(time.monotonic() - t0, 1), sum(r["status"] in ("playing", "round_over") for r in rooms)))
            await asyncio.sleep(2)
    return out


def rss_mb(pid: int) -> float:
    """A process's resident memory in MB (Linux)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def percentile(values: list[float], p: float) -> float:
    """The ``p``-th percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered), max(1, math.ceil(p / 100 * len(ordered)))) - 1]


async def run(args: argparse.Namespace, url: str, pid: int) -> dict[str, Any]:
    tally = Tally()
    series: list[tuple[float, float]] = []  # (seconds from the start, MB)
    t0 = time.monotonic()
    stop = t0 + args.duration

    async def sample() -> None:
        while True:
            series.append((round(time.monotonic() - t0, 1), round(rss_mb(pid), 1)))
            await asyncio.sleep(1)

    sampler = asyncio.create_task(sample())
    table = {"ruleset": args.ruleset, "options": json.loads(args.options), **({"bot": args.bot} if args.bot else {})}
    tables = asyncio.create_task(bot_tables(url, table, args.bot_tables, args.seed + 1_000_000, args.ramp,
                                            tally))
    clients = [asyncio.create_task(player(url, table, args.seed + 1000 * i,
                                          t0 + args.ramp * i / max(1, args.clients), stop, tally))
               for i in range(args.clients)]
    await asyncio.gather(tables, *clients)
    load_end = rss_mb(pid)
    in_play = await watch_tables(url, t0, args.settle, tally)
    sampler.cancel()
    ended = next((when for when, n in in_play if n == 0), None)  # when the last table stopped playing
    after = [r for when, r in series if ended is not None and when >= ended]
    lat = [x * 1000 for _, x in tally.latencies]
    windows: dict[int, list[float]] = {}
    for when, x in tally.latencies:
        windows.setdefault(int((when - t0) // WINDOW), []).append(x * 1000)
    return {
        "settings": {k: getattr(args, k) for k in ("clients", "bot_tables", "duration", "ramp", "settle", "ruleset",
                                                    "options", "bot", "bot_delay", "idle_expiry", "timers")},
        "latency_ms": {"count": len(lat), **({"p50": round(percentile(lat, 50), 2), "p90": round(percentile(lat, 90), 2),
                                              "p99": round(percentile(lat, 99), 2), "max": round(max(lat), 2)}
                                             if lat else {}),
                       f"p99_per_{WINDOW}s": [round(percentile(w, 99), 1) for _, w in sorted(windows.items())]},
        "errors": {"total": sum(tally.errors.values()), **tally.errors, "examples": tally.examples},
        "moves": {"actions": tally.moves, "matches_finished": tally.matches},
        "rss_mb": {"start": series[0][1], "peak": max(r for _, r in series), "load_end": round(load_end, 1),
                   "settle_end": series[-1][1], "per_second": [r for _, r in series]},
        "tables": {"in_play_per_2s_after_load": [n for _, n in in_play], "all_ended_at_s": ended,
                   **({"rss_mb_after_all_ended": {"first": after[0], "last": after[-1], "min": min(after),
                                                  "max": max(after), "seconds": len(after)}} if after else {})},
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--clients", type=int, default=100, help="socket clients, each playing bot tables")
    parser.add_argument("--bot-tables", type=int, default=100, help="tables of bots only")
    parser.add_argument("--duration", type=float, default=60.0, help="seconds the clients play")
    parser.add_argument("--ramp", type=float, default=5.0, help="seconds over which the clients arrive")
    parser.add_argument("--settle", type=float, default=15.0, help="seconds the server is watched after the load")
    parser.add_argument("--ruleset", default="riichi")
    parser.add_argument("--options", default="{}", help="the tables' ruleset options, a JSON object "
                        "(e.g. '{\"length\": \"east\"}': shorter matches, so tables end during a run)")
    parser.add_argument("--bot", default="", help="the tables' bot kind (default: the ruleset's)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot-delay", type=float, default=0.5, help="the server's --bot-delay")
    parser.add_argument("--idle-expiry", type=float, default=600.0, help="the server's --idle-expiry (seconds a "
                        "finished table stays in the lobby)")
    parser.add_argument("--timers", action=argparse.BooleanOptionalAction, default=True, help="the server's timers")
    parser.add_argument("--db", default="", help="the server's --db (default: a new temporary file)")
    parser.add_argument("--nice", type=int, default=5, help="niceness of the clients' process (the server's is kept)")
    parser.add_argument("--profile", default="", help="run the server under cProfile, statistics to this file")
    args = parser.parse_args(argv)

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    tmp = tempfile.TemporaryDirectory()
    db = args.db or str(Path(tmp.name) / "load.sqlite")
    profile = ["-m", "cProfile", "-o", args.profile] if args.profile else []
    server = subprocess.Popen(
        [sys.executable, *profile, "-m", "polymahjong", "serve", "--port", str(port), "--db", db,
         "--bot-delay", str(args.bot_delay), "--max-rooms", str(4 * (args.clients + args.bot_tables) + 10),
         "--idle-expiry", str(args.idle_expiry), "--timers" if args.timers else "--no-timers"],
        cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise SystemExit("the server did not start")
                time.sleep(0.1)
        if args.nice:
            os.nice(args.nice)
        result = asyncio.run(run(args, f"ws://127.0.0.1:{port}/ws", server.pid))
    finally:
        server.send_signal(signal.SIGINT)
        try:
            _, err = server.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            _, err = server.communicate()
        tmp.cleanup()
    result["server_log"] = [line for line in err.decode().splitlines() if "Traceback" in line or "ERROR" in line][:5]
    text = json.dumps(result, indent=1)
    print(re.sub(r"\[\n\s*([-\d.,\s]*?)\n\s*\]", lambda m: "[" + " ".join(m.group(1).split()) + "]", text))


if __name__ == "__main__":
    main()
