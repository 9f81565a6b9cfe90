"""The fitted models of 500's CPU: the scripts that fit them are seeded (the same arguments
give the same numbers), and the numbers in the repository have the shape the CPU reads."""

from __future__ import annotations

import pytest
from scripts import fit_five_hundred_bidding, fit_five_hundred_stakes

from tefuda.cpu.five_hundred import bidding_model, stakes_model
from tefuda.cpu.five_hundred.stakes import features


def _printed(capsys: pytest.CaptureFixture[str], main: object, *args: str) -> str:
    assert callable(main)
    assert main(list(args)) == 0
    out: str = capsys.readouterr().out
    return out


def test_the_bidding_fit_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--deals", "6", "--rounds", "1", "--seed", "3", "--dry-run")
    first = _printed(capsys, fit_five_hundred_bidding.main, *args)
    assert "SUIT: dict[str, Any] = {" in first and "OPPONENT_MADE = " in first
    assert _printed(capsys, fit_five_hundred_bidding.main, *args) == first
    assert _printed(capsys, fit_five_hundred_bidding.main, "--deals", "6", "--rounds", "1",
                    "--seed", "4", "--dry-run") != first


def test_the_stakes_fit_is_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("--games", "1", "--seed", "3", "--dry-run")
    first = _printed(capsys, fit_five_hundred_stakes.main, *args)
    assert "WEIGHTS: tuple[float, ...] = (" in first
    assert _printed(capsys, fit_five_hundred_stakes.main, *args) == first


def test_the_models_in_the_repository_have_the_shape_the_cpu_reads() -> None:
    assert len(stakes_model.WEIGHTS) == len(features(0, 0))
    for model, states, width in ((bidding_model.SUIT, fit_five_hundred_bidding.SUIT_STATES, 4),
                                 (bidding_model.NT, fit_five_hundred_bidding.NT_STATES, 2)):
        assert set(model["intercept"]) == set(states) == set(model["spread"])
        assert len(model["weights"]) == width
        assert all(s > 0 for s in model["spread"].values())
    assert 0 < bidding_model.OPPONENT_MADE < 1
    assert all(0 <= p <= 1 for p in (*bidding_model.MISERE_MADE, *bidding_model.OPEN_MISERE_MADE))
