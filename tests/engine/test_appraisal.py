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


def test_an_option_beats_the_anchor_only_by_what_clears_the_noise() -> None:
    # "lucky" is 0.1 better on average with noise 0.3 a deal: over 8 deals it cannot show it
    rng = random.Random(2)
    tally = Tally(["rule", "lucky", "bad"])
    for _ in range(8):
        luck = rng.random()
        tally.add({"rule": luck, "lucky": luck + 0.1 + rng.gauss(0, 0.3), "bad": luck - 0.2},
                  points={"rule": 0, "lucky": 1, "bad": -4})
    plain = {a.action: a for a in tally.appraisals()}
    anchored = tally.appraisals(anchor="rule", confidence=2.0)
    assert anchored[0].action == "rule"  # the anchor first: the best among equals
    by = {a.action: a for a in anchored}
    assert best(anchored).action == "rule"
    assert by["lucky"].value <= by["rule"].value + 1e-12
    # a worse option keeps its whole deficit, and the points are never shrunk
    assert by["bad"].value == pytest.approx(plain["bad"].value)
    assert by["bad"].points == -4 and by["bad"].points_error == 0.0
    # with many deals the better option shows, less its noise
    for _ in range(400):
        luck = rng.random()
        tally.add({"rule": luck, "lucky": luck + 0.1 + rng.gauss(0, 0.3), "bad": luck - 0.2})
    assert best(tally.appraisals(anchor="rule", confidence=2.0)).action == "lucky"
    with pytest.raises(KeyError):
        tally.appraisals(anchor="none")


def test_an_option_narrowed_away_keeps_its_first_deals_and_is_never_rated_best() -> None:
    tally = Tally(["a", "b", "c"])
    tally.add({"a": 0.0, "b": 1.0, "c": 0.5})
    tally.add({"a": 0.0, "b": 1.0, "c": 0.5})
    tally.narrow(["a", "c"])
    assert tally.live == {"a", "c"}
    with pytest.raises(KeyError):
        tally.add({"a": 0.0})  # "c" is still valued
    for _ in range(3):
        tally.add({"a": 1.0, "c": 0.0})  # "b", no longer valued, is ignored
    by = {x.action: x for x in tally.appraisals()}
    assert (tally.count, tally.valued) == (5, 12)
    assert (by["a"].samples, by["b"].samples, by["c"].samples) == (5, 2, 5)
    # "b" kept its mean of 1.0 over its two deals, but only an option still valued is best
    assert best(list(by.values())).action == "a" and by["a"].value == pytest.approx(0.6)
    assert by["a"].value > by["b"].value > by["a"].value - 1e-12
    # "c" was valued on every deal: its mean over all five
    assert by["c"].value == pytest.approx(0.2)
    # what each option gains over "c", on the deals both were valued on, before any anchor
    assert [(o, round(g, 3)) for o, g, _ in tally.gains("c")] == [("a", 0.4)]
    with pytest.raises(ValueError):
        tally.narrow(["b"])  # no option of it is still valued
    with pytest.raises(KeyError):
        tally.narrow(["z"])
