"""mypy over src/ with the strictness of ``[tool.mypy]`` in pyproject.toml (docs/architecture.md says which)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path


ROOT = Path(__file__).resolve().parents[1]


def test_mypy_passes_over_src() -> None:
    p = subprocess.run([sys.executable, "-m", "mypy"], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout[-4000:] + p.stderr[-2000:]
