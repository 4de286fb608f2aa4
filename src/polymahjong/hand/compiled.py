"""The analyser's compiled core (``hand/_core.c``), built from a hand shape's blocks, segments and forms.

The core computes what the pure-Python analyser computes, by the same algorithm (block cost tables
from a memoised search, segment profiles, their min-plus convolution, the special forms' counts),
and the tests run both on the same hands. It is used when the extension was built (``uv sync``
compiles it where a C compiler is present) unless the environment variable ``POLYMAHJONG_PURE`` is
set to a non-empty value other than ``0``; a shape too large for it (a block of more than 21 kinds,
more than 96 kinds) stays on the pure path.
"""
from __future__ import annotations

from typing import Any, Sequence

from polymahjong.hand.layout import Block, Segment
from polymahjong.hand.special import SpecialForms
from polymahjong.purepath import PURE_ENV, pure

try:
    from polymahjong.hand import _core  # type: ignore[attr-defined]
except ImportError:  # not built: the pure path
    _core = None

#: Search states each block remembers, and contents each segment remembers, before they are emptied.
MEMO_LIMIT = 50_000
SEGMENT_LIMIT = 30_000
_PAIRS_MODES = {None: 0, "distinct": 1, "repeats": 2}


def available() -> bool:
    """Whether the compiled core was built and is not switched off by :data:`PURE_ENV`."""
    return _core is not None and not pure()


def build(kinds: int, copies: Sequence[int], zero: int | None, max_sets: int, zeros: int,
          segments: Sequence[Segment], forms: SpecialForms, memo_limit: int = MEMO_LIMIT,
          segment_limit: int = SEGMENT_LIMIT) -> Any | None:
    """The compiled core for a shape's layout (see :class:`polymahjong.hand.shanten.Analyser`), or None
    when it is not available or the shape exceeds it. Each block's memo holds at most ``memo_limit``
    search states and each segment's cache ``segment_limit`` contents before being emptied."""
    if not available():
        return None
    blocks: list[Block] = [b for s in segments for b in s.blocks]
    block_specs = [(b.kinds, b.uses_zero, b.groups_with) for b in blocks]
    segment_specs = []
    at = 0
    for s in segments:
        windows = [i for i, w in enumerate(forms.windows) if s.start <= w[0] < s.stop]
        segment_specs.append((s.start, s.stop, s.zero_role, list(range(at, at + len(s.blocks))), windows))
        at += len(s.blocks)
    need = [forms.need.get(k, 0) for k in range(kinds)]
    specials = (_PAIRS_MODES[forms.pairs], forms.thirteen, forms.fourteen,
                -1 if forms.zero is None else forms.zero, need, forms.windows)
    try:
        return _core.Core(kinds, list(copies), -1 if zero is None else zero, max_sets, zeros, block_specs,
                          segment_specs, specials, memo_limit, segment_limit)
    except ValueError:  # larger than the core's fixed limits
        return None
