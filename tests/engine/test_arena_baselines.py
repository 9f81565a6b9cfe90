"""The frozen baselines the arena measures against: self-contained (nothing of the live CPU),
legal through whole games, and playable by name in the arena."""

from __future__ import annotations

import ast
import importlib
import random
from pathlib import Path

import pytest

from tefuda.arena.baselines import BASELINES
from tefuda.arena.five_hundred import PLAYERS, Run, play_game, player
from tefuda.cards import rng_for
from tefuda.games.five_hundred import GAME

ROOT = Path(__file__).resolve().parents[2] / "py" / "tefuda" / "arena" / "baselines"


def test_every_baseline_is_self_contained() -> None:
    files = sorted(ROOT.rglob("*.py"))
    assert len(files) >= 10
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0:
                module = node.module or ""
                assert not module.startswith("tefuda.cpu"), f"{path.name} imports {module}"
                assert module.startswith(("tefuda.games", "tefuda.cards", "collections",
                                          "typing", "__future__")) or "." not in module, module
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("tefuda.cpu") for a in node.names), path.name


@pytest.mark.parametrize("name", sorted(BASELINES["five-hundred"]))
def test_a_five_hundred_baseline_plays_a_whole_game_legally(name: str) -> None:
    module, level = BASELINES["five-hundred"][name]
    choose = importlib.import_module(module).choose
    state = GAME.start(GAME.normalize_options({"misere_any_time": True}), 7)
    steps = 0
    while not GAME.is_over(state):
        (seat,) = GAME.to_act(state)
        view = GAME.view(state, seat)
        text = choose(view, level, rng_for(7, name, steps))
        assert text in view["legal"]
        state = GAME.apply(state, seat, text)
        steps += 1
    assert steps > 40
    with pytest.raises(ValueError):
        choose(GAME.view(state, 0), "expert", random.Random(0))


def test_the_arena_plays_the_baselines_by_name() -> None:
    assert {"hard-v1", "normal-v1"} <= set(PLAYERS)
    with pytest.raises(ValueError):
        player("hard-v0")
    run = Run()
    play_game({"a": "hard-v1", "b": "normal-v1", "fixed": None, "seed": 4, "options": {}}, run, 0)
    assert run.pair_a.wins + run.pair_a.losses == 1
    assert set(run.pair_a.times) == {"A (hard-v1)"} and set(run.pair_b.times) == {"B (normal-v1)"}
