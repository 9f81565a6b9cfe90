"""The hints' claims (:mod:`tefuda.claims`): a checker for every sentence a hint can say, no
false sentence over a pinned sample of arena positions, and every checker refusing a false
sentence fed to it."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tefuda import i18n
from tefuda.claims import (
    CHECK_MODULES,
    Claims,
    Position,
    checkers,
    describe,
    hint_keys,
    judge,
    missing_checkers,
    placeholders,
)
from tefuda.claims.__main__ import main as run_claims
from tefuda.claims.positions import positions

GAMES = sorted(CHECK_MODULES)
#: the pinned sample: positions per game (each game's under a minute on a quiet machine)
SAMPLE = {"fifty-one": 400, "gin-rummy": 800, "kakehiki": 400}
SEED = 21


@functools.cache
def sample(game: str) -> tuple[Position, ...]:
    return tuple(positions(game, SAMPLE[game], SEED))


@pytest.mark.parametrize("game", GAMES)
def test_every_hint_sentence_has_a_checker_and_every_checker_a_sentence(game: str) -> None:
    assert missing_checkers(game) == []
    assert sorted(checkers(game)) == hint_keys(game)


@pytest.mark.parametrize("game", GAMES)
def test_no_hint_of_the_pinned_sample_says_anything_false(game: str) -> None:
    verdicts = [judge(p) for p in sample(game)]
    false = [describe(v) for v in verdicts if v.false]
    assert not false, f"{len(false)} false hints, the first:\n" + "\n".join(false[:5])
    for verdict in verdicts:
        assert set(verdict.texts) == {"ja", "en"}
