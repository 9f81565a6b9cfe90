"""tefuda.review: a finished game's steps replayed from its log, split into hands, the
person's decisions picked out and judged a sampled deal at a time."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from tefuda.appraisal import SampledAppraiser
from tefuda.core import GAME_OVER, HAND_OVER
from tefuda.games import get_game
from tefuda.match import replay
from tefuda.review import HandReview, decisions, hands, log_of, replay_steps

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

    def value(noise: float, rng: random.Random) -> tuple[dict[str, float], None]:
        return {a: noise + (0.2 if i == 0 else 0.0) for i, a in enumerate(legal)}, None

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
    # 2 × 5 deals per decision (the view's and the hindsight's), three deals a slice
    assert slices == -(-len(review.items) * 10 // 3) - 1
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
