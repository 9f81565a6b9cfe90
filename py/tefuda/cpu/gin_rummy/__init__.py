"""CPU players and the hint for Gin Rummy, deciding from a seat's view alone.

``choose(view, level, rng)`` returns one of ``view["legal"]``; ``hint(view)`` explains the hard
player's choice for the person.  Both read only the view (own hand, discard pile, the cards the
opponent took, this hand's events) through :mod:`.knowledge`; meld search is the
engine's (:mod:`tefuda.games.gin_rummy.melds`).  Nothing is remembered between calls, so a level
change simply applies to the next decision (the table applies it from the next hand).  A
turn's decisions are in :mod:`.turn`, the hint's advice in :mod:`.hint`.

* easy: the classic simple bot.  Takes the upcard or discard only when it goes into a meld and
  lowers its deadwood; discards the card leaving the least deadwood (its highest deadwood card);
  knocks as soon as it can.
* normal: weighs deadwood against flexibility (cards that could still meld: pairs and near runs
  with live cards), keeps away from discards next to the cards the opponent took, also takes a
  low card that lets it knock, knocks early with up to 10 and later only with less, and holds
  a tiny deadwood for gin while the stock is long.
* hard: plays the best option of :func:`appraise` (:mod:`.appraise`), the one brain the hint
  and the review use too: every option played out over worlds sampled from the view, valued
  by the chance to win the game at its score (:mod:`.equity`), anchored on the rules of thumb
  below (:mod:`.turn`'s hard branch), which another option must beat clearly on the sampled
  deals.  It spends :data:`~.appraise.HARD_PLAYOUTS` playouts a decision.
* the rules of thumb (the hard level before the appraisal, kept in the arena as
  ``frozen-hard``): model the opponent's hand from every card seen (what it took, threw and
  passed over), score discards by deadwood, live outs and the chance of feeding the opponent a
  meld, and judge a knock by sampling opponent hands consistent with the view (improved the
  way a player improves), scoring each with layoffs.  They knock when the knock is expected
  to earn a lot (early, against an unformed hand), when it would end the game, or at the
  wall, and otherwise keep the low hand: an opponent who knocks later is then often undercut
  (25 points and more) and gin comes closer.
"""

from __future__ import annotations

import random

from tefuda.appraisal import best
from tefuda.games.gin_rummy import GinView

from .appraise import (
    HARD_PLAYOUTS,
    REVIEW_BUDGET,
    REVIEW_MOST,
    REVIEW_SWING,
    REVIEW_THRESHOLD,
    appraise,
    appraiser,
    budget_for,
    world_of,
)
from .hint import Advice, hint
from .turn import decide

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


def choose(view: GinView, level: str, rng: random.Random) -> str:
    """Return the action text the CPU of ``level`` plays, one of ``view["legal"]``.

    Raises ValueError for an unknown level or a view with no legal action.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown gin-rummy CPU level {level!r} (expected one of {LEVELS})")
    legal: list[str] = list(view["legal"])
    if not legal:
        raise ValueError("the seat of this view has nothing to do")
    if len(legal) == 1:
        return legal[0]
    if level == "hard":
        return best(appraise(view, rng, budget_for(view, HARD_PLAYOUTS))).action
    return str(decide(view, level, rng).action)
