"""Replay every golden playthrough (tests/engine/golden_files.py) and compare each line."""

from __future__ import annotations

import json

import pytest

from tests.engine.golden_files import SCENARIOS, Scenario, replay_lines


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.path.stem)
def test_golden_playthrough_replays_exactly(scenario: Scenario) -> None:
    data = json.loads(scenario.path.read_text(encoding="utf-8"))
    assert data["game"] == scenario.game and data["seed"] == scenario.seed
    steps, result = replay_lines(data)
    assert len(steps) == len(data["actions"]) + 1 == len(data["steps"])
    for index, (now, then) in enumerate(zip(steps, data["steps"], strict=True)):
        assert now == then, f"step {index} (before action {data['actions'][index:index + 1]})"
    assert result == data["result"]


def test_every_game_has_a_golden_file() -> None:
    from tefuda.games import GAME_MODULES

    assert {s.game for s in SCENARIOS} == set(GAME_MODULES)
    for scenario in SCENARIOS:
        assert scenario.path.is_file(), f"missing {scenario.path.name}: run golden_files"
