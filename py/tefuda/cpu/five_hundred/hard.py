"""500's hard CPU: it plays the best option of :func:`.appraise.appraise` for its budget.

The appraisal samples deals of the cards it cannot see and plays every option out on the same
deals with the rule-based level's play for every seat, valuing each by the chance to win the
game; so the hard level and the hint (:mod:`.hint`) never disagree where the budget settles the
question, and the hint is the hard level with a budget of its own.
"""

from __future__ import annotations

import random

from tefuda.games.five_hundred import FiveHundredView

from .appraise import best
from .decision import Decision

#: card plays of the playouts one decision may spend, per phase: a call's deals cost the most
#: (an auction and its contracts played out on each), so it gets fewer of them; each phase's
#: 95th percentile stays within 80 ms of CPython here (BENCHMARKS.md, "500 strength")
BUDGET = {"bid": 1400, "kitty": 3000, "play": 3000}


def hard_decision(view: FiveHundredView, rng: random.Random,
                  budget: int | None = None) -> Decision:
    """Return the hard CPU's decision for ``view`` (two or more legal actions): the best
    option of :func:`.appraise.appraise` for ``budget`` (when None, :data:`BUDGET` of the
    view's phase)."""
    return best(view, rng, BUDGET[view["phase"]] if budget is None else budget)
