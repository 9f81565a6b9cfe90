"""Replay every golden playthrough (tests/engine/golden_files.py): first against its readable
twin, so a change shows as the first step that reads otherwise, then line by line against the
digests of the JSON file.  Only the recorded logs are replayed; no CPU chooses anything here,
so the files stay valid whatever the CPUs become."""

from __future__ import annotations

import difflib
import itertools
from typing import Any

import pytest

from tefuda.match import ReplayError
from tests.engine.golden_files import (
    SCENARIOS,
    Scenario,
    read_golden,
    replay_lines,
    twin_blocks,
)


def first_difference(recorded: str, data: dict[str, Any]) -> str | None:
    """Return a readable account of the first block where the replay of ``data`` differs
    from the twin text ``recorded`` (that step as a unified diff, or the entry that no longer
    replays with the twin's record of it), or None when they read the same."""
    then = recorded.rstrip("\n").split("\n\n")
    index = 0
    try:
        for index, now in enumerate(twin_blocks(data)):
            was = then[index] if index < len(then) else ""
            if now != was:
                name = now.partition("\n")[0] if index else "the header"
                diff = difflib.unified_diff(
                    was.splitlines(), now.splitlines(), "the twin", "the replay now", lineterm=""
                )
                return f"{name} reads otherwise now:\n" + "\n".join(diff)
    except ReplayError as error:
        return f"{error}\n\nthe twin recorded that step as:\n{then[index]}"
    if len(then) > index + 1:
        return f"the twin goes on after the end of the replay:\n{then[index + 1]}"
    return None


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.path.stem)
def test_golden_playthrough_replays_exactly(scenario: Scenario) -> None:
    data = read_golden(scenario.path)
    assert data["game"] == scenario.game and data["seed"] == scenario.seed
    difference = first_difference(scenario.twin_path.read_text(encoding="utf-8"), data)
    assert difference is None, f"{scenario.twin_path.name}: {difference}"
    steps, result = replay_lines(data)
    assert len(steps) == len(data["actions"]) + 1 == len(data["steps"])
    for index, (now, then) in enumerate(zip(steps, data["steps"], strict=True)):
        # the twin read the same, so what differs is something seat 0's view alone holds
        assert now == then, (
            f"step {index} (before action {data['actions'][index:index + 1]}): seat 0's view "
            f"differs while the position reads the same ({scenario.twin_path.name})"
        )
    assert result == data["result"]


def test_a_difference_shows_as_the_first_step_that_reads_otherwise() -> None:
    scenario = next(s for s in SCENARIOS if s.game == "kakehiki")
    data = read_golden(scenario.path)
    recorded = scenario.twin_path.read_text(encoding="utf-8")
    assert first_difference(recorded, data) is None
    # a twin whose step 3 recorded another table: the account names the step and the line
    blocks = recorded.split("\n\n")
    assert blocks[4].startswith("step 3\n")
    line = next(x for x in blocks[4].splitlines() if x.startswith("table 0: "))
    blocks[4] = blocks[4].replace(line, "table 0: AS")
    account = first_difference("\n\n".join(blocks), data)
    assert account is not None and account.startswith("step 3 reads otherwise now:\n")
    assert f"\n-table 0: AS\n+{line}\n" in account
    # an entry that no longer replays where the twin agrees up to it (a twin written for
    # another log): the account is the replay error, with the position before the entry
    odd = {**data, "actions": [*data["actions"][:2], [5, "play AS"]]}
    agreeing = "\n\n".join(itertools.islice(twin_blocks(odd), 4))
    account = first_difference(agreeing, odd)
    assert account is not None
    assert account.startswith("action 2 of the log (5, 'play AS') cannot be replayed: ")
    assert "the position before it:\nkakehiki: game 1 of 3; round 2;" in account
    assert account.endswith("action: 5 play AS")


def test_every_game_has_a_golden_file() -> None:
    from tefuda.games import GAME_MODULES

    assert {s.game for s in SCENARIOS} == set(GAME_MODULES)
    for scenario in SCENARIOS:
        assert scenario.path.is_file(), f"missing {scenario.path.name}: run golden_files"
        assert scenario.twin_path.is_file(), f"missing {scenario.twin_path.name}: run golden_files"
