"""CPU players for 500 and the person's hint, deciding from a seat's view alone.

``choose(view, level, rng)`` returns one of ``view["legal"]``; ``appraise(view, rng, budget)``
values every legal option (the hard level plays its best, the hint advises it); ``hint(view)``
gives the advice for the seat of the view, with its reason; ``appraiser(view, rng, world=None)``
and ``REVIEW_*`` are what the review of a hand takes (:mod:`.review`).  Nothing but the view is read
(never a state), and no decision depends on an earlier call.  One module per job:

* :mod:`.easy` — plausible and beatable: the longest suit on raw count, its highest card when
  it can win the trick and its lowest otherwise;
* :mod:`.knowledge` — what the seat knows: cards seen, voids shown, trumps out, the bidding;
* :mod:`.evaluate`, :mod:`.bidding` (with the fitted :mod:`.bidding_model`), :mod:`.kitty`,
  :mod:`.policy` — the normal level, a strong club player by rule (:mod:`.normal`, :mod:`.play`
  put them together);
* :mod:`.appraise` — the search: deals sampled from the view (:mod:`.sampling`), every option
  played out on them by the rule-based policy (:mod:`.world`, :mod:`.rollout`, the last tricks
  solved exactly by :mod:`.solve`), valued by the chance to win the game (:mod:`.stakes`);
  :mod:`.hard` plays its best option, :mod:`.hint` advises it;
* :mod:`.facts` — the engine's card facts per trump, looked up once.
"""

from __future__ import annotations

import random

from tefuda.appraisal import Appraisal
from tefuda.games.five_hundred import FiveHundredView

from . import easy
from .appraise import appraise, appraiser
from .decision import Decision, decision
from .hard import hard_decision
from .hint import Advice, hint
from .knowledge import Knowledge
from .normal import normal_decision
from .review import REVIEW_BUDGET, REVIEW_MOST, REVIEW_SWING, REVIEW_THRESHOLD

LEVELS = ("easy", "normal", "hard")

__all__ = ["LEVELS", "REVIEW_BUDGET", "REVIEW_MOST", "REVIEW_SWING", "REVIEW_THRESHOLD", "Advice",
           "Appraisal", "appraise", "appraiser", "choose", "decide", "hint"]


def choose(view: FiveHundredView, level: str, rng: random.Random) -> str:
    """Return the action text the CPU of ``level`` plays, one of ``view["legal"]``.

    Raises ValueError for an unknown level or a view with no legal action.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown five-hundred CPU level {level!r} (expected one of {LEVELS})")
    legal: list[str] = list(view["legal"])
    if not legal:
        raise ValueError("the seat of this view has nothing to do")
    if len(legal) == 1:
        return legal[0]
    if level == "easy":
        return easy.decide(view, legal)
    return decide(view, level, rng).action


def decide(view: FiveHundredView, level: str, rng: random.Random) -> Decision:
    """Return the decision of the normal or hard CPU for ``view`` (two or more legal actions),
    with its reason."""
    legal: list[str] = list(view["legal"])
    if "next" in legal:
        return decision("next", "next")
    if level == "hard":
        return hard_decision(view, rng)
    return normal_decision(Knowledge.from_view(view), legal)
