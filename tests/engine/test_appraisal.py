"""tefuda.appraisal: values over common sampled deals, and the judgement of a decision."""

from __future__ import annotations

import random

import pytest

from tefuda.appraisal import Appraisal, Tally, best, judge


def test_common_deals_make_the_difference_far_surer_than_the_values() -> None:
    # two options whose values swing together with the deal, one always 0.05 better
    rng = random.Random(1)
    tally = Tally(["good", "worse"])
    for _ in range(400):
        luck = rng.random()
        tally.add({"good": luck, "worse": luck - 0.05})
    good, worse = tally.appraisals()
    assert good.value - worse.value == pytest.approx(0.05)
    assert good.stderr == 0.0
    assert worse.stderr == pytest.approx(0.0, abs=1e-9)
    assert worse.samples == 400


def test_the_error_is_that_of_the_paired_difference() -> None:
    tally = Tally(["a", "b"])
    for a, b in [(1, 0), (0, 0), (1, 1), (0, 1)]:
        tally.add({"a": a, "b": b})
    # differences a - b: 1, 0, 0, -1 (a and b are level: the best is the first listed)
    a, b = tally.appraisals()
    assert (a.value, b.value) == (0.5, 0.5)
    assert b.stderr == pytest.approx((2 / 3 / 4) ** 0.5)


def test_reasons_and_points_reach_the_appraisals() -> None:
    tally = Tally(["x", "y"])
    tally.add({"x": 1, "y": 0}, points={"x": 20, "y": -10})
    tally.add({"x": 0, "y": 0}, points={"x": 0, "y": -30})
    x, y = tally.appraisals(lambda action: (f"toy.hint.{action}", {"card": action.upper()}))
    assert (x.reason, x.params, x.points, y.points) == ("toy.hint.x", {"card": "X"}, 10, -20)


def test_a_deal_must_value_every_option() -> None:
    tally = Tally(["x", "y"])
    with pytest.raises(KeyError):
        tally.add({"x": 1})
    with pytest.raises(ValueError):
        tally.appraisals()
    with pytest.raises(ValueError):
        best([])


@pytest.mark.parametrize(("chosen", "threshold", "flagged"), [
    ("b", 0.05, True),   # cost 0.10 > 0.05 and > 2 × 0.02
    ("b", 0.15, False),  # under the game's threshold
    ("c", 0.05, False),  # cost 0.10 but its error 0.06: the sampling cannot tell
    ("a", 0.0, False),   # the best itself costs nothing
])
def test_a_cost_is_flagged_only_above_the_threshold_and_twice_its_error(
        chosen: str, threshold: float, flagged: bool) -> None:
    options = [Appraisal("a", 0.6), Appraisal("b", 0.5, 0.02), Appraisal("c", 0.5, 0.06)]
    verdict = judge(options, chosen, threshold)
    assert verdict.flagged is flagged
    assert verdict.best.action == "a"
    with pytest.raises(ValueError):
        judge(options, "d", threshold)
