"""What the review of a 500 hand takes from the CPU besides the appraiser (:mod:`.appraise`, a
deal at a time): the review's budget and its threshold.

The unit is the chance that the person's side wins the game (:mod:`.stakes`), as the hard level
and the hint value their options.  The true deal for the hindsight column is read from the
state by the review (``web.tables.five_hundred_review.world_of``): the CPU never sees a state.
"""

from __future__ import annotations

#: The smallest cost the review flags: 5 percentage points of the chance to win the game.  At
#: 0–0 that is what 40 points of the hand are worth (``stakes.win_chance(40, 0)`` is 0.55):
#: a contract of six lost rather than made is two to three times as much, one trick more or
#: less for the defenders (10 points) a quarter of it.  Below it lie the differences the
#: playouts' rule-based play cannot tell apart within a review's few deals: over a hand's
#: decisions two reasonable discards or leads measure 0.02–0.04 apart with a standard error
#: of 0.03–0.04 at 24 deals, in either direction with another seed, and a review that flagged
#: them would mostly flag noise.  500's outcomes come in large steps (a contract made or
#: lost), so its threshold is higher than Gin's 2 points.
REVIEW_THRESHOLD = 0.05
#: sampled deals per decision first, and at most for a decision whose flag is in doubt.  The
#: time decides: a deal costs 2–30 ms of CPython (a call or a discard from thirteen the most),
#: and the heaviest hand (you the contractor: two calls, three discards, seven cards to choose)
#: takes about 4 s of CPython with these; inside Pyodide 20 hands took a median 2.8 s and at
#: worst 5.5 s (target 15 s).  At most 32 or 48 the flags held a little better with another
#: seed (84 % and 86 % of them against 80 %, none near the 95 % aimed at) and at 48 the worst
#: hand took 15.4 s inside Pyodide (scripts/review_stability.py five-hundred,
#: benchmarks/review.py, BENCHMARKS.md).
REVIEW_BUDGET = 10
REVIEW_MOST = 24
