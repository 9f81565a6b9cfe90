"""tefuda.review: a finished game's steps replayed from its log, split into hands, the
person's decisions picked out and judged a sampled deal at a time."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest

from tefuda.appraisal import DealWork, SampledAppraiser, judge, run
from tefuda.core import GAME_OVER, HAND_OVER, Game
from tefuda.games import get_game
from tefuda.match import replay
from tefuda.review import (
    DOUBT_ERRORS,
    HandReview,
    Step,
    decisions,
    hand_steps,
    hands,
    log_of,
    replay_steps,
)

GOLDEN = Path(__file__).resolve().parent / "golden"


def _golden(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((GOLDEN / f"{name}.json").read_text(encoding="utf-8"))
    return data


@pytest.mark.parametrize("name", ["gin-rummy-target50", "five-hundred-default", "kakehiki-match3",
                                  "fifty-one-standard-4"])
def test_the_steps_are_the_engines_own_positions(name: str) -> None:
    data = _golden(name)
    game = get_game(data["game"])
    steps = replay_steps(data["game"], data["options"], data["seed"], data["actions"])
    assert [(s.seat, s.action) for s in steps] == [tuple(a) for a in data["actions"]]
    for step in steps[:: max(1, len(steps) // 12)]:
        prefix = replay(data["game"], data["options"], data["seed"], data["actions"][: step.index])
        assert step.before == prefix.state
        assert log_of(steps[: step.index]) == prefix.log
    final = replay(data["game"], data["options"], data["seed"], data["actions"]).state
    groups = hands(game, steps, final)
    assert [s for g in groups for s in g] == steps
    # every hand but an unfinished last one ends where the game reaches a hand's end
    ends = [g[-1].index + 1 for g in groups]
    for end in ends:
        after = steps[end].before if end < len(steps) else final
        assert game.view(after, 0)["phase"] in (HAND_OVER, GAME_OVER)
    assert len(groups) >= 2


def test_decisions_are_the_seats_own_with_a_choice() -> None:
    data = _golden("gin-rummy-target50")
    game = get_game("gin-rummy")
    steps = replay_steps("gin-rummy", data["options"], data["seed"], data["actions"])
    mine = decisions(game, steps, 0)
    assert mine and all(s.seat == 0 for s in mine)
    assert all(len(game.legal_actions(s.before, 0)) > 1 for s in mine)
    forced = [s for s in steps if s.seat == 0 and s not in mine]
    assert all(len(game.legal_actions(s.before, 0)) == 1 for s in forced)


def _first_is_best(view: Mapping[str, Any], rng: random.Random, world: Any) -> SampledAppraiser[float]:
    """A position's options valued on a noisy world: the first legal text is worth 0.2 more
    than the others, the noise is shared by all options (as common sampled deals are)."""
    legal = list(view["legal"])

    def value(noise: float, rng: random.Random, wanted: frozenset[str]) -> DealWork:
        values = {}
        for i, a in enumerate(legal):
            values[a] = noise + (0.2 if i == 0 else 0.0)
            yield
        return values, None

    return SampledAppraiser(legal, rng, lambda rng: rng.random(), value,
                            lambda action: ("toy.reason", {"action": action}))


def test_a_review_flags_every_choice_but_the_best_and_advances_in_slices() -> None:
    data = _golden("gin-rummy-target50")
    game = get_game("gin-rummy")
    steps = replay_steps("gin-rummy", data["options"], data["seed"], data["actions"])
    review = HandReview(game, steps, 0, seed=7, appraiser_of=_first_is_best, threshold=0.05,
                        budget=5, world_of=lambda state, seat: 0.5)
    assert not review.done
    slices = 0
    while not review.advance(_ticks(3)):
        slices += 1
    # 2 × 5 deals per decision (the view's and the hindsight's), each deal its sampling, an
    # option at a time and its close; three units a slice
    units = sum(10 * (len(game.legal_actions(item.step.before, 0)) + 2) for item in review.items)
    assert slices == -(-units // 3) - 1
    assert review.done
    for step, verdict, hind in review.judgements():
        assert verdict is not None and hind is not None
        first = game.view(step.before, 0)["legal"][0]
        assert verdict.flagged is (step.action != first)
        assert verdict.cost == pytest.approx(0.0 if step.action == first else 0.2)
    costly = review.costliest(3)
    assert len(costly) == min(3, sum(1 for _, v, _ in review.judgements() if v and v.flagged))


def test_the_same_seed_gives_the_same_review() -> None:
    data = _golden("gin-rummy-target50")
    game = get_game("gin-rummy")
    steps = replay_steps("gin-rummy", data["options"], data["seed"], data["actions"])[:40]
    runs = []
    for _ in range(2):
        review = HandReview(game, steps, 0, seed=3, appraiser_of=_first_is_best, threshold=0.05,
                            budget=4)
        review.advance(lambda: True)
        runs.append([v.chosen.value for _, v, _ in review.judgements() if v])
    assert runs[0] == runs[1] and runs[0]


def _ticks(n: int) -> Any:
    left = [n]

    def more() -> bool:
        left[0] -= 1
        return left[0] >= 0

    return more


def _noisy_cost(cost: float, noise: float, exact: bool = False) -> Any:
    """An appraiser factory: two options, the second worse by ``cost`` with ``noise`` a deal
    (the hindsight exact when ``exact``)."""

    def appraiser_of(view: Mapping[str, Any], rng: random.Random, world: Any) -> SampledAppraiser[float]:
        legal = list(view["legal"])

        def value(shift: float, rng: random.Random, wanted: frozenset[str]) -> DealWork:
            values = {a: 0.5 - (cost + shift if i else 0.0) for i, a in enumerate(legal)}
            yield
            return values, {a: 10 * v for a, v in values.items()}

        sample = (lambda rng: 0.0) if world is not None else (lambda rng: rng.gauss(0, noise))
        return SampledAppraiser(legal, rng, sample, value, lambda a: ("", {}),
                                exact=world is not None and exact)

    return appraiser_of


def test_deals_beyond_the_budget_go_to_the_flags_in_doubt() -> None:
    data = _golden("gin-rummy-target50")
    game = get_game("gin-rummy")
    steps = replay_steps("gin-rummy", data["options"], data["seed"], data["actions"])[:30]
    # a cost right at the threshold: in doubt until the most deals
    doubtful = HandReview(game, steps, 0, 1, _noisy_cost(0.05, 0.2), 0.05, 10, most=40)
    assert doubtful.advance(lambda: True) and doubtful.done
    # each decision stopped at its cap (the values of 40 deals of every option; the deals
    # for a doubt go to the choice and the best, so more of them), or once its flag was settled
    assert all(doubtful._capped(item)
               or not doubtful._doubtful(item, item.appraiser.gains(item.step.action))
               for item in doubtful.items)
    capped = [item for item in doubtful.items if doubtful._capped(item)]
    assert len(capped) >= len(doubtful.items) // 2
    assert all(0 <= item.appraiser.valued - 40 * item.appraiser.width < item.appraiser.width
               for item in capped)
    assert any(item.appraiser.count > 40 for item in capped)
    # a cost far above: settled with the budget
    clear = HandReview(game, steps, 0, 1, _noisy_cost(0.4, 0.05), 0.05, 10, most=40)
    assert clear.advance(lambda: True) and clear.done
    assert all(item.appraiser.count == 10 for item in clear.items)
    assert clear.progress() == (10 * len(clear.items), 10 * len(clear.items))
    total = clear.total_cost()
    chose_worse = sum(1 for s, j, _ in clear.judgements() if j is not None and j.cost > 0)
    assert total.decisions == chose_worse > 0
    assert total.value == pytest.approx(sum(j.cost for _, j, _ in clear.judgements() if j))
    assert total.points == pytest.approx(10 * total.value)


def test_an_exact_hindsight_takes_one_deal() -> None:
    data = _golden("gin-rummy-target50")
    game = get_game("gin-rummy")
    steps = replay_steps("gin-rummy", data["options"], data["seed"], data["actions"])[:30]
    review = HandReview(game, steps, 0, 1, _noisy_cost(0.4, 0.05, exact=True), 0.05, 6,
                        world_of=lambda state, seat: 0.0)
    review.advance(lambda: True)
    assert all(item.hindsight is not None and item.hindsight.count == 1 for item in review.items)
    assert all(h is not None and h.cost == pytest.approx(0.4 if h.chosen.action != h.best.action else 0)
               for _, _, h in review.judgements())


def test_hand_steps_are_one_hand_from_its_deal() -> None:
    data = _golden("gin-rummy-target50")
    game = get_game("gin-rummy")
    steps = replay_steps("gin-rummy", data["options"], data["seed"], data["actions"])
    final = replay("gin-rummy", data["options"], data["seed"], data["actions"]).state
    groups = hands(game, steps, final)
    finished = [g for g in groups
                if game.phase(steps[g[-1].index + 1].before if g[-1].index + 1 < len(steps) else final)
                in (HAND_OVER, GAME_OVER)]
    for number, group in enumerate(finished):
        mine, after = hand_steps("gin-rummy", data["options"], data["seed"], data["actions"], number)
        assert mine == [s for s in group if game.phase(s.before) not in (HAND_OVER, GAME_OVER)]
        assert game.phase(after) in (HAND_OVER, GAME_OVER)
    with pytest.raises(IndexError):
        hand_steps("gin-rummy", data["options"], data["seed"], data["actions"], len(finished))


Maker = Callable[[Mapping[str, Any], random.Random, Any], SampledAppraiser[float]]


def _two_option_decision() -> tuple[Game[Any, Any], Step, str, str]:
    """Return a Gin decision of two options: the game, its step, the choice and the other."""
    data = _golden("gin-rummy-target50")
    game = get_game("gin-rummy")
    steps = replay_steps("gin-rummy", data["options"], data["seed"], data["actions"])
    step = next(s for s in decisions(game, steps, 0) if len(game.legal_actions(s.before, 0)) == 2)
    other = next(a for a in game.legal_actions(step.before, 0) if a != step.action)
    return game, step, step.action, other


def _two_options(lead: float, anchored: bool) -> tuple[Game[Any, Any], Step, Maker]:
    """Return a Gin decision of two options and an appraiser of them by which the other
    option beats the choice by ``lead``, 0.3 more or less on alternate deals, the choice the
    anchor (with a margin of two errors) when ``anchored``."""
    game, step, chosen, other = _two_option_decision()
    flips = iter(range(10**6))

    def appraiser_of(view: Mapping[str, Any], rng: random.Random, world: Any
                     ) -> SampledAppraiser[float]:
        def value(shift: float, rng: random.Random, wanted: frozenset[str]) -> DealWork:
            yield
            return {chosen: 0.5, other: 0.5 + lead + shift}, None

        return SampledAppraiser([chosen, other], rng,
                                lambda rng: 0.3 if next(flips) % 2 else -0.3, value,
                                lambda a: ("", {}), anchor=chosen if anchored else None,
                                confidence=2.0)

    return game, step, appraiser_of


def test_a_gain_the_anchors_margin_hides_keeps_a_choice_in_doubt() -> None:
    # the choice is the rules of thumb's (the anchor); another option beats it by 0.07 on
    # average, ±0.3 deal by deal: after 100 deals the margin (2 errors, 0.06) leaves it 0.01
    # ahead, far under the threshold of 0.1, but the deals' own gain (0.07, error 0.03)
    # could still prove above it
    game, step, appraiser_of = _two_options(0.07, anchored=True)
    review = HandReview(game, [step], 0, 1, appraiser_of, threshold=0.1, budget=100, most=100)
    assert review.advance(lambda: True)
    item = review.items[0]
    verdict = review.verdict(item)
    assert verdict is not None and not verdict.flagged
    assert verdict.cost == pytest.approx(0.07 - 2 * 0.3 * (100 / 99) ** 0.5 / 10)
    assert verdict.cost + 2 * verdict.stderr < 0.1  # the shrunk lead alone would settle it
    assert review._doubtful(item, item.appraiser.gains(step.action))  # its own gain does not


def test_a_flag_is_settled_only_three_errors_past_its_edge() -> None:
    # another option beats the choice by 0.175, ±0.3 deal by deal (no anchor): after the
    # first 100 deals the cost stands 2.5 errors (0.03 each) past the threshold of 0.1, which
    # two errors would call settled; the review deals on until it is three errors past
    game, step, appraiser_of = _two_options(0.175, anchored=False)
    verdict = judge(run(appraiser_of({}, random.Random(0), None), 100), step.action, 0.1)
    assert verdict.flagged and 2 < (verdict.cost - 0.1) / verdict.stderr < 3
    review = HandReview(game, [step], 0, 1, appraiser_of, threshold=0.1, budget=100, most=400)
    assert review.advance(lambda: True)
    item = review.items[0]
    settled = review.verdict(item)
    assert settled is not None and settled.flagged
    assert (settled.cost - 0.1) / settled.stderr > DOUBT_ERRORS
    assert 100 < item.appraiser.count < 400  # settled by its errors, not stopped by its cap


def test_a_choice_level_on_its_first_deals_is_not_settled_on_them_with_a_swing() -> None:
    # the other option is worth as much as the choice on the first 10 deals and 0.8 more on
    # every fifth deal after: 10 deals settle the choice (no option ever did better), unless
    # no difference in 10 deals is read as what it is, one in every 10/3 still possible
    game, step, chosen, other = _two_option_decision()

    def appraiser_of(view: Mapping[str, Any], rng: random.Random, world: Any
                     ) -> SampledAppraiser[float]:
        deals = iter(range(10**6))

        def value(deal: int, rng: random.Random, wanted: frozenset[str]) -> DealWork:
            yield
            return {chosen: 0.2, other: 1.0 if deal >= 10 and deal % 5 == 4 else 0.2}, None

        return SampledAppraiser([chosen, other], rng, lambda rng: next(deals), value,
                                lambda a: ("", {}))

    def reviewed(swing: float) -> tuple[int, bool]:
        review = HandReview(game, [step], 0, 1, appraiser_of, 0.05, 10, most=400, swing=swing)
        assert review.advance(lambda: True)
        verdict = review.verdict(review.items[0])
        assert verdict is not None
        return review.items[0].appraiser.count, verdict.flagged

    assert reviewed(0.0) == (10, False)
    count, flagged = reviewed(1.0)
    assert flagged and count > 10
