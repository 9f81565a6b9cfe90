"""500's scoring: the points of one hand, and whether the game ends after it
(specs/five_hundred.md, "Scoring" and "End of game").

Sides are numbered 0 (North–South, seats 0 and 2) and 1 (East–West, seats 1 and 3).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from .bids import OPEN_MISERE_VALUE, bid_tricks, bid_value, is_misere

TRICKS = 10
SLAM_VALUE = 250
TRICK_POINTS = 10
GOAL = 500


@dataclasses.dataclass(frozen=True)
class HandScore:
    """The outcome of a played hand: was the contract made, was it a slam (all ten tricks in a
    contract worth less than 250), and the points of the contracting side and the defenders."""

    made: bool
    slam: bool
    contractors: int
    defenders: int


def score_hand(
    contract: str, contractor_tricks: int, *, open_misere_value: int = OPEN_MISERE_VALUE
) -> HandScore:
    """Return the score of a hand in which the contracting side took ``contractor_tricks``.

    A contract made scores its value (250 for a slam worth less), lost it costs the value; the
    defenders score 10 a trick either way, except in misère and open misère, where they score
    nothing and the contract is made only if the contractor took no trick.  Raises ValueError
    for a bad contract or a trick count outside 0..10.

    >>> score_hand("8H", 9)
    HandScore(made=True, slam=False, contractors=300, defenders=10)
    >>> score_hand("7S", 10)
    HandScore(made=True, slam=True, contractors=250, defenders=0)
    >>> score_hand("9NT", 8)
    HandScore(made=False, slam=False, contractors=-420, defenders=20)
    >>> score_hand("OPEN_MISERE", 0, open_misere_value=500)
    HandScore(made=True, slam=False, contractors=500, defenders=0)
    >>> score_hand("MISERE", 1)
    HandScore(made=False, slam=False, contractors=-250, defenders=0)
    """
    value = bid_value(contract, open_misere=open_misere_value)
    if not 0 <= contractor_tricks <= TRICKS:
        raise ValueError(f"tricks must be within 0..{TRICKS}, got {contractor_tricks!r}")
    if is_misere(contract):
        made = contractor_tricks == 0
        return HandScore(made, False, value if made else -value, 0)
    needed = bid_tricks(contract)
    assert needed is not None
    made = contractor_tricks >= needed
    slam = made and contractor_tricks == TRICKS and value < SLAM_VALUE
    points = SLAM_VALUE if slam else value
    defenders = TRICK_POINTS * (TRICKS - contractor_tricks)
    return HandScore(made, slam, points if made else -points, defenders)


@dataclasses.dataclass(frozen=True)
class GameEnd:
    """Why a game ended after a hand.

    ``reason``: ``"made_contract"`` (the contracting side made its contract and is at 500 or
    more; it wins even if the defenders passed 500 too), ``"reached_on_tricks"`` (the defenders
    alone reached 500 on trick points), ``"fell_below"`` (a side fell to −500 or below and
    loses).  ``side`` is the side the reason speaks of, ``winner`` the side that won.
    """

    reason: str
    side: int
    winner: int


def game_end(
    totals: Sequence[int], contracting_side: int, made: bool, *, must_win_by_contract: bool
) -> GameEnd | None:
    """Return how the game ends after a scored hand, or None if it goes on.

    ``totals`` are both sides' scores after the hand.  A side at −500 or below loses.  If only
    one side is at 500 or more it wins; if both are, the contracting side does.  With
    ``must_win_by_contract`` trick points never end the game: only a contract made that leaves
    its side at 500 or more does (or a fall to −500).

    >>> game_end([520, 510], 0, True, must_win_by_contract=False)
    GameEnd(reason='made_contract', side=0, winner=0)
    >>> game_end([300, 510], 0, True, must_win_by_contract=False)
    GameEnd(reason='reached_on_tricks', side=1, winner=1)
    >>> game_end([300, 510], 0, True, must_win_by_contract=True) is None
    True
    >>> game_end([-510, 200], 0, False, must_win_by_contract=False)
    GameEnd(reason='fell_below', side=0, winner=1)
    """
    for side in (0, 1):
        if totals[side] <= -GOAL:
            return GameEnd("fell_below", side, 1 - side)
    defenders = 1 - contracting_side
    if made and totals[contracting_side] >= GOAL:
        return GameEnd("made_contract", contracting_side, contracting_side)
    if not must_win_by_contract and totals[defenders] >= GOAL:
        return GameEnd("reached_on_tricks", defenders, defenders)
    return None
