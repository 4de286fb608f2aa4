"""Build of the hand analyser's compiled core; everything else is declared in pyproject.toml.

The extension is optional: where it cannot be compiled the install goes on and the analyser runs its
pure-Python path (docs/architecture.md, the hand layer)."""
from setuptools import Extension, setup

setup(ext_modules=[Extension("polymahjong.hand._core", ["src/polymahjong/hand/_core.c"],
                             extra_compile_args=["-O2"], optional=True)])
