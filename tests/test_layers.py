"""The layers of docs/architecture.md hold: the import-linter contracts of pyproject.toml are kept, and they
name every ruleset folder (so a new ruleset is placed in its layer, not left outside the check)."""
from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VARIANTS = ROOT / "src" / "polymahjong" / "variants"


def contracts() -> list[dict]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["tool"]["importlinter"]["contracts"]


def test_import_contracts_are_kept() -> None:
    exe = shutil.which("lint-imports", path=str(Path(sys.executable).parent))
    assert exe, "import-linter is not installed (it is in the dev dependency group)"
    p = subprocess.run([exe, "--no-cache"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-2000:]
    assert "BROKEN" not in p.stdout


def test_every_ruleset_folder_has_its_layer() -> None:
    layers = next(c for c in contracts() if c["id"] == "layers")["layers"]
    rulesets = next(line for line in layers if "variants.riichi" in line)
    named = {part.strip().removeprefix("variants.") for part in rulesets.split("|")}
    folders = {d.name for d in VARIANTS.iterdir() if (d / "rules.toml").exists()}
    assert named == folders


#: Where a ruleset's name may be written outside its folder: the registry that names them, and the record and
#: bot formats that are one ruleset's by nature (Tenhou's logs, mjai).
NAMES_ALLOWED = ("variants/registry.py", "records/tenhou", "players/mjai/")


def test_ruleset_names_stay_in_their_folders() -> None:
    """No module outside a ruleset's folder writes its name as a string or imports its folder (a doctest line
    is an example and the CLI's default ruleset a default, not a rule)."""
    from polymahjong.variants.registry import variant_names

    names = variant_names()  # once: each call reads the installed entry points
    src = ROOT / "src"
    hits = []
    for f in src.rglob("*.py"):
        rel = f.relative_to(src).as_posix()
        if any(a in rel for a in NAMES_ALLOWED):
            continue
        for i, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            if line.strip().startswith(">>>") or "typer.Option(" in line:
                continue
            for n in names:
                if f"/variants/{n}/" not in "/" + rel and (f'"{n}"' in line or f"'{n}'" in line
                                                           or f"variants.{n}" in line):
                    hits.append(f"{rel}:{i} {n}")
    assert not hits, hits
