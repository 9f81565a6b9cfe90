"""CPU players for 恋のかけひき, deciding from a seat's view alone.

``choose(view, level, rng)`` returns one of ``view["legal"]``.  The view never holds the other
seat's committed card (only that it has committed), so a CPU cannot peek at it.

Inside, a card is reduced to what the rules see of it (:mod:`.knowledge`); the hint is the hard
player's choice with its reason (:mod:`.hint`).

* easy (:mod:`.easy`): keeps its best cards and plays its lowest-value card;
* normal (:mod:`.normal`): steers the table total towards 20 or away from it, as its hand
  would fare in a marriage;
* hard (:mod:`.hard`): plays the best card of :func:`appraise` (:mod:`.appraise`), the one
  brain the hint and the review use too: the other seat's hands sampled from the view (under
  a mixture of styles, :mod:`.styles`), every card played out on each, valued by the chance to
  win the match at its score.
"""

from __future__ import annotations

import random

from tefuda.games.kakehiki import KakehikiView
from tefuda.games.kakehiki.actions import GRAMMAR, Next

from .appraise import (
    REVIEW_BUDGET,
    REVIEW_MOST,
    REVIEW_SWING,
    REVIEW_THRESHOLD,
    appraise,
    appraiser,
    world_of,
)
from .easy import easy_play
from .hard import hard_play
from .hint import Advice, hint
from .knowledge import read_view
from .normal import steer

LEVELS = ("easy", "normal", "hard")

__all__ = [
    "LEVELS",
    "REVIEW_BUDGET",
    "REVIEW_MOST",
    "REVIEW_SWING",
    "REVIEW_THRESHOLD",
    "Advice",
    "appraise",
    "appraiser",
    "choose",
    "hint",
    "world_of",
]


def choose(view: KakehikiView, level: str, rng: random.Random) -> str:
    """Return the action text the CPU plays, one of ``view["legal"]``.

    Between games it plays ``"next"`` (it never ends a match).  Raises ValueError for an
    unknown level or a view with nothing to play.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown kakehiki CPU level: {level!r} (expected one of {LEVELS})")
    legal = GRAMMAR.legal(view)
    if not legal:
        raise ValueError("the CPU has nothing to play in this view")
    know = read_view(view)
    if know is None:
        return str(Next() if Next() in legal else legal[0])
    if level == "easy":
        return str(easy_play(know, rng))
    if level == "normal":
        return str(know.plays[know.hand.index(steer(know.ordered, know.total, know.round))])
    if len(know.plays) == 1:
        return str(know.plays[0])
    return hard_play(view, rng)
