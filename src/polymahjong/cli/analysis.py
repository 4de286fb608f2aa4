"""Commands about rules and hands: ``rules``, ``analyze``, ``score``."""
from __future__ import annotations

from polymahjong.cli import app  # noqa: F401
