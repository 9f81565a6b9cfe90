"""The review of a finished hand, the same for every game: a face-up replay of the hand from the
log, the person's decisions judged while it is on screen, and practice from any of them.

* :mod:`.session`: one hand under review (its positions as the engine had them, the move that
  led to each, the decisions and their judgement, computed a slice at a time);
* :mod:`.render`: its markup (the summary, the stepper, the decision panel);
* :mod:`.desk`: what a table does with it (open, step, compute in slices, close, "try from
  here" and the practice it starts).

A game plugs in with a :class:`ReviewGame` (the table's ``review_game``): its CPU package's
``appraiser(view, rng, world=None)``, ``world_of(state, seat)``, ``REVIEW_THRESHOLD`` and
review budget, and the few things only the game can draw or say: the board face up, an option
in words, the person's points of a finished hand, and the finished hands of the score sheet.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from tefuda.appraisal import Appraiser

Text = Callable[..., str]


class ReviewGame(Protocol):
    """What a game gives the review of its hands.

    ``appraiser`` and ``world_of`` are the CPU package's (``world_of`` None: no hindsight);
    ``threshold`` the smallest cost worth flagging, in the game's unit (a chance); every
    decision gets ``budget`` sampled deals, and those whose flag is in doubt up to ``most``;
    ``swing`` is the floor under the errors of a choice whose deals were level
    (:class:`tefuda.review.HandReview`).
    """

    threshold: float
    budget: int
    most: int
    swing: float

    def appraiser(self, view: Any, rng: random.Random, world: Any = None) -> Appraiser:
        """Return the appraiser of the options of ``view`` (on ``world`` when given)."""

    def world_of(self, state: Any, seat: int) -> Any:
        """Return the true hidden cards of ``state`` for ``seat`` (the hindsight's world)."""

    def board(self, t: Text, lang: str, state: Any, seat: int, moved: Sequence[str]) -> str:
        """Return the position ``state`` drawn face up for ``seat`` (every card shown; the
        hand is over), the ``moved`` cards marked."""

    def option_words(self, t: Text, state: Any, action: str) -> str:
        """Return an option (a legal action text) of the position ``state`` in the player's
        words ("Discard 7♣")."""

    def hand_points(self, state: Any, seat: int) -> int | None:
        """Return ``seat``'s points of the hand that has just ended in ``state`` (lost:
        negative), or None where the game counts no points per hand."""

    def hand_labels(self, t: Text, view: Any) -> list[str]:
        """Return one line per finished hand of the game in ``view`` ("Hand 2: CPU +26"),
        in order: the score sheet's rows."""
