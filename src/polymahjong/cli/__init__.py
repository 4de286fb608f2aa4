"""The ``polymahjong`` command: rules, analyze, score, play, simulate, replay.

Each group of commands lives in its own module and registers itself on
:data:`app`; :func:`main` is the console script.
"""
from __future__ import annotations

import typer

app = typer.Typer(no_args_is_help=True, add_completion=False, help="One engine for many mahjong rulesets.")


def main() -> None:
    """Entry point of the ``polymahjong`` console script."""
    from polymahjong.cli import analysis  # noqa: F401  (registers its commands)

    try:
        from polymahjong.cli import game  # noqa: F401
    except ModuleNotFoundError as e:  # the game commands arrive with the engine
        if e.name != "polymahjong.cli.game":
            raise
    app()
