"""Build of the compiled code; everything else is declared in pyproject.toml.

Two optional parts, each left out where it cannot be built, the install going on with the pure-Python
modules (docs/architecture.md, "The build"):

- the hand analyser's C core, ``polymahjong.hand._core`` (``src/polymahjong/hand/_core.c``);
- the hot modules of :data:`COMPILED`, compiled by mypyc into extension modules beside their ``.py`` sources
  (Python imports an extension before a source of the same name), all in one shared library. They are built
  all together or not at all: where mypyc or a C compiler is missing or the build fails, none is left and the
  sources run.

In an editable install (``uv sync``) the extensions are built in place, in src/; a module's extension that this
build does not make (no longer listed, or the build failed) is removed there, so that no stale extension shadows
its source. ``POLYMAHJONG_PURE=1`` runs the sources even where the extensions were built (polymahjong/purepath.py).
"""
from __future__ import annotations

import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

#: The modules compiled by mypyc (paths under src/), those where the scorer's and the table loop's time goes and
#: compiling pays (docs/architecture.md); pyproject.toml's [tool.uv] cache-keys lists each, so that editing one
#: rebuilds it (tests/test_build.py checks).
COMPILED = [
    "polymahjong/variants/riichi/scoring.py",
    "polymahjong/variants/riichi/blocks.py",
    "polymahjong/variants/riichi/reading.py",
    "polymahjong/variants/riichi/yaku.py",
    "polymahjong/variants/riichi/fu.py",
    "polymahjong/variants/riichi/points.py",
    "polymahjong/engine/round.py",
    "polymahjong/engine/claims.py",
    "polymahjong/engine/wincheck.py",
    "polymahjong/engine/aborts.py",
    "polymahjong/engine/driver.py",
    "polymahjong/engine/seen.py",
    "polymahjong/engine/observer.py",
    "polymahjong/engine/table.py",
    "polymahjong/variants/riichi/table.py",
    "polymahjong/variants/riichi/state.py",
    "polymahjong/players/efficiency.py",
    "polymahjong/players/base.py",
]
#: The shared library holding the compiled modules (``polymahjong__mypyc``; each module is a stub importing it).
GROUP = "polymahjong"

CORE = Extension("polymahjong.hand._core", ["src/polymahjong/hand/_core.c"], extra_compile_args=["-O2"],
                 optional=True)


def say(text: str) -> None:
    print(f"polymahjong build: {text}", file=sys.stderr)


def mypyc_extensions() -> list[Extension]:
    """The extensions of :data:`COMPILED`, or none when mypyc is missing or rejects the modules."""
    try:
        from mypyc.build import mypycify
    except ImportError:
        say("mypyc not found; the modules it would compile run from their sources")
        return []
    try:
        return mypycify([f"src/{p}" for p in COMPILED], opt_level="3", group_name=GROUP)
    except (Exception, SystemExit) as err:  # mypy's errors end in SystemExit
        say(f"mypyc failed ({err!r}); the modules it would compile run from their sources")
        return []


class BuildExt(build_ext):
    """Builds the C core on its own (optional) and the mypyc extensions all or none; in place, removes the
    extensions of modules not built."""

    def build_extensions(self) -> None:
        compiled = [e for e in self.extensions if e is not CORE]
        try:
            self.extensions = [CORE]
            super().build_extensions()
            self.extensions = compiled
            super().build_extensions()
        except Exception as err:  # a compiler error: no compiled module may be left half built
            say(f"the mypyc extensions failed to build ({err!r}); their modules run from their sources")
            for ext in compiled:
                Path(self.get_ext_fullpath(ext.name)).unlink(missing_ok=True)
            compiled = []
        finally:
            self.extensions = [CORE, *compiled]

    def run(self) -> None:
        super().run()  # in place: builds in the build folder, then copies what was built into src/
        if self.inplace:
            self.remove_stale({Path(self.get_ext_fullpath(e.name)).resolve() for e in self.extensions})

    def remove_stale(self, built: set[Path]) -> None:
        """Remove the extension modules beside a ``.py`` of the same name in the package (mypyc's) that are not
        ``built``, and the shared library when no module was."""
        package = Path(self.get_finalized_command("build_py").get_package_dir("polymahjong"))
        for ext in package.rglob("*.so"):
            source = ext.with_name(ext.name.split(".")[0] + ".py")
            if source.is_file() and ext.resolve() not in built:
                say(f"removing {ext}, not built now")
                ext.unlink()
        for lib in package.parent.glob(f"{GROUP}__mypyc.*"):
            if lib.resolve() not in built:
                say(f"removing {lib}, not built now")
                lib.unlink()


setup(ext_modules=[CORE, *mypyc_extensions()], cmdclass={"build_ext": BuildExt})
