"""Each ruleset declares its own kinds of action (rules.toml ``[actions]``) beside the engine's, which are
only those every ruleset has."""
from __future__ import annotations

import pickle

import pytest

from polymahjong.engine import Act, Table
from polymahjong.engine.actions import CORE
from polymahjong.variants.registry import BUILT_IN, ruleset
from polymahjong.variants.riichi.table import RIICHI
from polymahjong.variants.sichuan.table import VOID
from polymahjong.variants.tianjin.table import STEP_UP
from polymahjong.variants.uzje.quads import CHALLENGE

#: docs/rules: riichi's declaration, Sichuan's forbidden suit, Tianjin's step up, Ùzje's challenge.
OWN = {"riichi": {RIICHI}, "sichuan": {VOID}, "zung_jung": set(), "tianjin": {STEP_UP}, "uzje": {CHALLENGE}}


@pytest.mark.parametrize("name", list(BUILT_IN))
def test_a_ruleset_has_the_engine_actions_and_its_own(name: str) -> None:
    acts = Table(ruleset(name)).hooks.acts
    assert acts == OWN[name] and not acts & set(CORE)


def test_an_action_kind_is_one_object_per_name() -> None:
    assert Act("pon") is Act.PON and Act("riichi") is RIICHI
    assert pickle.loads(pickle.dumps(VOID)) is VOID
    with pytest.raises(ValueError):
        Act("")
