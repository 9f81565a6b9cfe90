"""Saves written by earlier code still load: each game's saves, made mid-game by the code of
main before issue 18 (the reorganisation of the games' layout and event kinds), are restored
and must reach the same position (whose turn, the legal actions) that code saw."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tefuda import saves

KEPT = json.loads((Path(__file__).parent / "saves" / "before-issue-18.json").read_text("utf-8"))


@pytest.mark.parametrize("kept", KEPT, ids=lambda k: f"{json.loads(k['save'])['game']}-{k['actions']}")
def test_a_save_from_before_loads_to_the_same_position(kept: dict[str, Any]) -> None:
    match = saves.loads(kept["save"])
    game, state = match.game, match.state
    to_act = list(game.to_act(state))
    assert len(match.log) == kept["actions"]
    assert match.is_over == kept["over"]
    assert to_act == kept["to_act"]
    assert sorted(str(a) for seat in to_act for a in game.legal_actions(state, seat)) == kept["legal"]
    assert saves.loads(saves.dumps(match)).log == match.log


def test_every_game_has_a_kept_save() -> None:
    from tefuda.registry import modules

    assert {json.loads(k["save"])["game"] for k in KEPT} == set(modules("rules"))
