"""``python -m polymahjong``: the same as the ``polymahjong`` command."""
from polymahjong.cli import main

main()
