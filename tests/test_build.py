"""The build (setup.py): what it compiles with mypyc is rebuilt when edited, and is built wherever the C core is."""
from __future__ import annotations

import ast
import importlib.util
import tomllib
from pathlib import Path

import pytest

from polymahjong.hand import compiled
from polymahjong.purepath import pure

ROOT = Path(__file__).parent.parent


def compiled_sources() -> list[str]:
    """setup.py's ``COMPILED``, read without running setup.py."""
    tree = ast.parse((ROOT / "setup.py").read_text())
    return next(ast.literal_eval(n.value) for n in tree.body
                if isinstance(n, ast.Assign) and any(getattr(t, "id", "") == "COMPILED" for t in n.targets))


def test_every_compiled_module_is_a_cache_key_of_uv() -> None:
    """uv rebuilds the project when a key changes; a compiled module left out would keep its stale extension,
    which Python imports before the edited source."""
    keys = {k["file"] for k in tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["uv"]["cache-keys"]}
    sources = compiled_sources()
    assert sources, "setup.py compiles nothing"
    assert {f"src/{p}" for p in sources} <= keys
    assert all((ROOT / "src" / p).is_file() for p in sources)


def test_where_the_c_core_was_built_the_mypyc_modules_were_too() -> None:
    """A machine with a C compiler builds both; the mypyc build failing there (mypy rejecting a module) would
    otherwise go unseen, every module running from its source. ``uv sync -v`` shows why it failed."""
    if compiled._core is None:
        pytest.skip("no C compiler here: nothing compiled")
    if pure():
        pytest.skip("POLYMAHJONG_PURE is set: the sources run")
    assert importlib.util.find_spec("polymahjong__mypyc") is not None
    for path in compiled_sources():
        name = path.removesuffix(".py").replace("/", ".")
        assert not importlib.util.find_spec(name).origin.endswith(".py"), name
