"""The examples in the public API's docstrings run (the package's front page and the ruleset registry)."""
from __future__ import annotations

import doctest
from types import ModuleType

import pytest

import polymahjong
import polymahjong.variants.registry

MODULES = [polymahjong, polymahjong.variants.registry]


@pytest.mark.parametrize("module", MODULES, ids=lambda m: m.__name__)
def test_docstring_examples_run(module: ModuleType) -> None:
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS, report=True)
    assert result.attempted > 0, f"{module} has no examples"
    assert result.failed == 0
