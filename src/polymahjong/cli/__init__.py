"""The ``polymahjong`` command: rules, analyze, score, play, simulate, replay, serve,
mjai-bot.

Each group of commands lives in its own module and registers itself on
:data:`app`; :func:`main` is the console script.
"""
from __future__ import annotations

import typer

COMMAND_MODULES = ("polymahjong.cli.analysis", "polymahjong.cli.game", "polymahjong.cli.simulate",
                   "polymahjong.cli.serve", "polymahjong.cli.mjai")

app = typer.Typer(no_args_is_help=True, add_completion=False, help="One engine for many mahjong rulesets.")


def main() -> None:
    """Entry point of the ``polymahjong`` console script."""
    from importlib import import_module
    from importlib.util import find_spec

    for module in COMMAND_MODULES:  # each registers its commands on `app`
        if find_spec(module) is not None:
            import_module(module)
    app()
