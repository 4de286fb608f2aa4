"""Reading Tenhou game records (mjlog XML, plain or gzip, and tenhou.net/6 JSON).

:func:`read_tenhou` gives a :class:`TenhouGame`: the rules, and per round the
deal and every event in play order, with Tenhou's own results, ready for a
replay through the engine.
"""
from __future__ import annotations

import gzip
from pathlib import Path

from polymahjong.records.tenhou.mjlog import parse_mjlog
from polymahjong.records.tenhou.model import (
    Agari, Call, CallType, Discard, Draw, Event, NewDora, RiichiAccepted, RiichiDeclared,
    Ryuukyoku, TenhouGame, TenhouRecordError, TenhouRound, TenhouRules)
from polymahjong.records.tenhou.t6json import parse_t6json

__all__ = ["read_tenhou", "parse_mjlog", "parse_t6json", "Agari", "Call", "CallType", "Discard",
           "Draw", "Event", "NewDora", "RiichiAccepted", "RiichiDeclared", "Ryuukyoku",
           "TenhouGame", "TenhouRecordError", "TenhouRound", "TenhouRules"]


def read_tenhou(path: str | Path) -> TenhouGame:
    """Read a Tenhou record file, telling mjlog from tenhou.net/6 JSON by its content."""
    source = str(path)
    data = Path(path).read_bytes()
    if data[:2] == b"\x1f\x8b":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError) as e:
            raise TenhouRecordError(f"{source}: broken gzip: {e}") from None
    head = data.lstrip(b"\xef\xbb\xbf \t\r\n")[:1]
    if head == b"{":
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise TenhouRecordError(f"{source}: not UTF-8: {e}") from None
        return parse_t6json(text, source)
    return parse_mjlog(data, source)
