"""The bidding model's fitted numbers (:mod:`.bidding`): written by
``scripts/fit_five_hundred_bidding.py --deals 4000 --seed 1 --rounds 2``
(2026-12-01); do not edit by hand, run the script again.

round 1: made by the chance the fit gives (suits) 0.2–0.3: 27 % of 7693, 0.3–0.4: 37 % of 7537, 0.4–0.5: 46 % of 6778, 0.5–0.6: 56 % of 6724, 0.6–0.7: 65 % of 7779, 0.7–0.8: 76 % of 7660, 0.8–0.9: 84 % of 10491
round 1: 19263 suit rows {'none': 8035, 'passed': 7933, 'same': 475, 'other': 2806, 'nt': 14}, 733 no-trump rows {'none': 346, 'passed': 297, 'suit': 90, 'nt': 0}; 3484 contracts, 2538 made
round 2: made by the chance the fit gives (suits) 0.2–0.3: 26 % of 8619, 0.3–0.4: 38 % of 9043, 0.4–0.5: 45 % of 7663, 0.5–0.6: 56 % of 7839, 0.6–0.7: 66 % of 9010, 0.7–0.8: 76 % of 8468, 0.8–0.9: 84 % of 12216
round 2: 22288 suit rows {'none': 8035, 'passed': 7108, 'same': 1831, 'other': 5197, 'nt': 117}, 875 no-trump rows {'none': 346, 'passed': 261, 'suit': 268, 'nt': 0}; 3882 contracts, 2635 made
misère played out 2768 times (392 with no danger left, 271 made); open misère 652
"""

from __future__ import annotations

from typing import Any

#: suit trumps: intercept per partner state, weights of (trumps, ruffs, side, short of five),
#: an opponent bid this suit, spread per partner state
SUIT: dict[str, Any] = {'intercept': {'none': 5.969, 'passed': 5.752, 'same': 7.026, 'other': 6.075, 'nt': 7.315}, 'weights': (0.634, -0.135, 0.37, -0.388), 'opponent': -1.257, 'spread': {'none': 1.523, 'passed': 1.415, 'same': 1.33, 'other': 1.495, 'nt': 1.085}}
#: no trumps: intercept per partner state, weights of (tricks, stoppers), an opponent bid
NT: dict[str, Any] = {'intercept': {'none': 6.411, 'passed': 6.293, 'suit': 6.837, 'nt': 0.0}, 'weights': (0.681, -0.385), 'opponent': -0.194, 'spread': {'none': 1.485, 'passed': 1.441, 'suit': 1.402, 'nt': 1.447}}
#: the share of misère (open misère) contracts made, by the danger left after the kitty
MISERE_MADE: tuple[float, ...] = (0.694, 0.501, 0.37)
OPEN_MISERE_MADE: tuple[float, ...] = (0.839, 0.537)
#: the share of an opponent's contracts made (of a suit or no trumps; misère)
OPPONENT_MADE = 0.679
OPPONENT_MISERE_MADE = 0.694
