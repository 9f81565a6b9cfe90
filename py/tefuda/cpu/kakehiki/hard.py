"""恋のかけひき CPU, hard level: plays the best card of :func:`~.appraise.appraise` (the one brain
the hint and the review use too) over :data:`~.appraise.HARD_BUDGET` worlds, the other seat
modelled by :mod:`.styles`."""

from __future__ import annotations

import random

from tefuda.appraisal import best
from tefuda.games.kakehiki import KakehikiView

from .appraise import appraiser, hard_budget


def hard_play(view: KakehikiView, rng: random.Random) -> str:
    """Return the hard level's action text: the best play of :func:`~.appraise.appraise` on
    its budget (the same deals and values; the reasons, which it does not say, left out).

    Raises ValueError when the seat has no card to lay.
    """
    valued = appraiser(view, rng)
    for _ in range(hard_budget(view)):
        valued.add_deal()
    return best(valued.appraisals(reasons=False)).action
