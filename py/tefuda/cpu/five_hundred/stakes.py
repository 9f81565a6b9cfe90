"""What a score is worth: the chance that a side goes on to win the game from it.

The hard CPU judges a hand's outcomes by how they move this chance rather than by their
points alone: 100 points matter more near 500 than at the start, and a contract that would
end the game is worth its whole remaining chance.  The model is a logistic curve in the two
scores fitted to 23,726 hands of 3,000 games between normal CPUs (2026-12-01; log-loss 0.575
a hand); it is symmetric, so two equal scores give one half.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from tefuda.games.five_hundred import game_end, score_hand

from .stakes_model import WEIGHTS


def features(mine: int, theirs: int) -> tuple[float, ...]:
    """Return the model's features of a side at ``mine`` points against one at ``theirs``:
    the lead, how near each side is to 500 (squares and cubes of the points above zero), the
    lead as the scores grow, and how near each side is to −500 (squares below zero).  Each
    changes sign when the sides swap.

    >>> features(120, 40) == tuple(-x for x in features(40, 120))
    True
    """
    ahead = (mine - theirs) / 100
    a, b = max(mine, 0), max(theirs, 0)
    c, d = min(mine, 0), min(theirs, 0)
    return (ahead, (a * a - b * b) / 1e5, ahead * (mine + theirs) / 1000,
            (a * a * a - b * b * b) / 1e8, (d * d - c * c) / 1e5)


def win_chance(mine: int, theirs: int) -> float:
    """Return the chance that the side at ``mine`` points beats the side at ``theirs``, the
    game going on.

    >>> win_chance(0, 0), win_chance(100, 0) > 0.5, win_chance(450, 0) > win_chance(300, 0)
    (0.5, True, True)
    >>> round(win_chance(300, 200) + win_chance(200, 300), 6)
    1.0
    """
    z = sum(w * x for w, x in zip(WEIGHTS, features(mine, theirs), strict=True))
    return 1 / (1 + math.exp(-z))


def hand_value(scores: tuple[int, int], side: int, contract: str, contractor: int, tricks: int,
               options: Mapping[str, Any]) -> float:
    """Return the chance that ``side`` wins the game if, from ``scores``, the contractor's side
    takes ``tricks`` in ``contract``: 1 or 0 when the hand ends the game (by the engine's
    scoring and end of game, under the rule ``options``), else :func:`win_chance` of the new
    scores."""
    score = score_hand(contract, tricks, open_misere_value=int(options["open_misere_value"]))
    contracting = contractor % 2
    points = [0, 0]
    points[contracting], points[1 - contracting] = score.contractors, score.defenders
    totals = (scores[0] + points[0], scores[1] + points[1])
    end = game_end(totals, contracting, score.made,
                   must_win_by_contract=bool(options["must_win_by_contract"]))
    if end is not None:
        return 1.0 if end.winner == side else 0.0
    return win_chance(totals[side], totals[1 - side])
