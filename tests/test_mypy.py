"""mypy over src/ with the strictness of ``[tool.mypy]`` in pyproject.toml (docs/architecture.md says which).

Marked xfail (not strict) while errors remain in modules that other work was changing when the check was
added (the scorers, hand/, records' Tenhou reader); the lead's merge fixes them and drops the mark."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.xfail(strict=False, reason="mypy errors remain in modules being edited elsewhere; see the docstring")
def test_mypy_passes_over_src() -> None:
    p = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout[-4000:] + p.stderr[-2000:]
