"""Tenhou's meld bit codes (the ``m`` attribute of mjlog ``N`` tags).

The two low bits give the seat the tile came from, relative to the caller
(1 the next seat, 2 the seat opposite, 3 the previous seat; 0 for the
caller's own tiles). Then bit 2 marks a chi, bit 3 a pon, bit 4 a kakan,
bit 5 a three-player north; none of them: a kan (open if the relative
seat is set, else closed).

- chi: ``m >> 10`` is ``base * 3 + called``, ``base`` the chi's lowest kind
  numbered 0..20 over the suits (7 starts per suit), ``called`` which of
  the three is the called tile; bits 3-4, 5-6, 7-8 the copy (0..3) of each.
- pon / kakan: ``m >> 9`` is ``kind * 3 + called``, ``called`` indexing the
  three pon tiles; bits 5-6 are the copy left out of the pon (for a kakan,
  the copy added to it).
- kan: ``m >> 8`` is the tile id (for an open kan, the called tile).
- north: ``m >> 8`` is the tile id.
"""
from __future__ import annotations

from polymahjong.records.tenhou.model import Call, CallType

KINDS = 34


class MeldCodeError(ValueError):
    """A meld code that does not decode to a possible meld."""


def relative_seat(seat: int, rel: int) -> int:
    """The seat ``rel`` places after ``seat`` round a four-seat table (1 next, 2
    opposite, 3 previous); three-player games keep the four-seat count, seat 3 empty."""
    return (seat + rel) % 4


def decode_meld(code: int, seat: int, players: int = 4) -> Call:
    """Decode Tenhou meld ``code`` called by ``seat`` into a :class:`Call`."""
    if not 0 <= code < 1 << 16:
        raise MeldCodeError(f"meld code {code} out of range")
    rel = code & 3
    if code & 0x4:
        return _chi(code, seat, rel)
    if code & 0x18:
        return _pon_or_kakan(code, seat, rel)
    if code & 0x20:
        if players != 3:
            raise MeldCodeError(f"meld code {code}: north set aside in a {players}-player game")
        return Call(seat, CallType.NUKI, (code >> 8,), None, seat, code=code)
    tile = code >> 8
    if tile >= 4 * KINDS:
        raise MeldCodeError(f"meld code {code}: kan of tile {tile}")
    tiles = tuple(tile // 4 * 4 + i for i in range(4))
    if rel == 0:
        return Call(seat, CallType.ANKAN, tiles, None, seat, code=code)
    return Call(seat, CallType.DAIMINKAN, tiles, tile, relative_seat(seat, rel), code=code)


def _chi(code: int, seat: int, rel: int) -> Call:
    start, called = divmod(code >> 10, 3)
    if start >= 21:
        raise MeldCodeError(f"meld code {code}: chi start {start} is past 7s")
    if rel != 3:
        raise MeldCodeError(f"meld code {code}: chi from relative seat {rel}, not the previous seat")
    kind = start // 7 * 9 + start % 7
    tiles = tuple((kind + i) * 4 + (code >> (3 + 2 * i) & 3) for i in range(3))
    return Call(seat, CallType.CHI, tiles, tiles[called], relative_seat(seat, rel), code=code)


def _pon_or_kakan(code: int, seat: int, rel: int) -> Call:
    kind, called = divmod(code >> 9, 3)
    if kind >= KINDS:
        raise MeldCodeError(f"meld code {code}: pon of kind {kind}")
    if rel == 0:
        raise MeldCodeError(f"meld code {code}: pon without a relative seat")
    other = kind * 4 + (code >> 5 & 3)
    pon = tuple(t for t in range(kind * 4, kind * 4 + 4) if t != other)
    source = relative_seat(seat, rel)
    if code & 0x8:
        return Call(seat, CallType.PON, pon, pon[called], source, code=code)
    return Call(seat, CallType.KAKAN, tuple(range(kind * 4, kind * 4 + 4)), pon[called], source,
                added=other, code=code)
