"""The pure-Python path: every module of the package run from its ``.py`` source, nothing compiled.

The build (setup.py) compiles the hot modules with mypyc into extension modules beside their sources, and the
hand analyser's core in C; Python imports an extension before a source of the same name. With the environment
variable :data:`PURE_ENV` set to a non-empty value other than ``0`` when the package is first imported, an
import hook (:class:`SourceFinder`, put first on ``sys.meta_path`` by ``polymahjong/__init__.py``) loads each
``polymahjong`` module that has a source from that source, and the analyser leaves its C core aside
(``hand/compiled.py``), so a machine that built them runs what a machine that could not build them runs.
"""
from __future__ import annotations

import os
import sys
from importlib.abc import MetaPathFinder
from importlib.machinery import ModuleSpec
from importlib.util import spec_from_file_location
from pathlib import Path
from types import ModuleType
from typing import Sequence

#: The environment variable that, set (and not "0"), keeps everything on the pure-Python path.
PURE_ENV = "POLYMAHJONG_PURE"


def pure() -> bool:
    """Whether :data:`PURE_ENV` asks for the pure-Python path now."""
    return os.environ.get(PURE_ENV, "") not in ("", "0")


class SourceFinder(MetaPathFinder):
    """Finds the modules of the package (not its packages, whose ``__init__`` is never compiled) by their
    ``.py`` source where one is there; any other module is left to the usual finders."""

    def find_spec(self, fullname: str, path: Sequence[str] | None,
                  target: ModuleType | None = None) -> ModuleSpec | None:
        if not fullname.startswith("polymahjong.") or path is None:
            return None
        name = fullname.rpartition(".")[2]
        for entry in path:
            source = Path(entry, name + ".py")
            if source.is_file():
                return spec_from_file_location(fullname, source)
        return None


def install() -> None:
    """Put :class:`SourceFinder` first on ``sys.meta_path`` (once) when :func:`pure` holds."""
    if pure() and not any(isinstance(f, SourceFinder) for f in sys.meta_path):
        sys.meta_path.insert(0, SourceFinder())
