"""CPU players for 500 and the person's hint, deciding from a seat's view alone.

``choose(view, level, rng)`` returns one of ``view["legal"]``; ``hint(view)`` gives the hard
player's advice for the seat of the view, with its reason.  Nothing but the view is read
(never a state), and no decision depends on an earlier call (the hard level's caches hold
answers that are functions of their inputs only).  One module per job:

* :mod:`.easy` — plausible and beatable: the longest suit on raw count, its highest card when
  it can win the trick and its lowest otherwise;
* :mod:`.knowledge` — what the seat knows: cards seen, voids shown, trumps out, the bidding;
* :mod:`.evaluate`, :mod:`.bidding`, :mod:`.kitty`, :mod:`.play` — the normal level, a good
  club player (:mod:`.normal` puts them together);
* :mod:`.hard` — searches over sampled deals (:mod:`.sampling`) played out in a
  :mod:`.world` by :mod:`.rollout`, the last tricks solved exactly (:mod:`.solve`), outcomes
  valued by the chance to win the game (:mod:`.stakes`);
* :mod:`.tables` — the engine's card facts per trump, looked up once;
* :mod:`.hint` — the hard player's advice, with a reason from ``five-hundred.hint.*``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from . import easy
from .decision import Decision, decision
from .hard import hard_decision
from .hint import Advice, hint
from .knowledge import Knowledge
from .normal import normal_decision

LEVELS = ("easy", "normal", "hard")

__all__ = ["LEVELS", "Advice", "choose", "decide", "hint"]


def choose(view: Mapping[str, Any], level: str, rng: random.Random) -> str:
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


def decide(view: Mapping[str, Any], level: str, rng: random.Random) -> Decision:
    """Return the decision of the normal or hard CPU for ``view`` (two or more legal actions),
    with its reason."""
    legal: list[str] = list(view["legal"])
    if "next" in legal:
        return decision("next", "next")
    know = Knowledge.from_view(view)
    if level == "hard":
        return hard_decision(know, legal, rng)
    return normal_decision(know, legal)
