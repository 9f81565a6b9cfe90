"""What the review of a 500 hand takes from the CPU besides the appraiser (:mod:`.appraise`, a
deal at a time): the review's budget and its threshold.

The unit is the chance that the person's side wins the game (:mod:`.stakes`), as the hard level
and the hint value their options.  The true deal for the hindsight column is read from the
state by the review (``web.tables.five_hundred_review.world_of``): the CPU never sees a state.
"""

from __future__ import annotations

#: The smallest cost the review flags: 3 percentage points of the chance to win the game.  At
#: 0–0 that is about the difference between a contract of 6 made and defeated by one trick
#: more or less for the defenders (a trick is 10 points, a lost six 40 to 100); a hand's
#: options that differ by less are mostly the playouts' own rule-based play telling two
#: reasonable cards apart, which another seed often reverses.  500's hands swing the chance
#: more than Gin's (a contract made or lost moves it by 10–30 points), so its threshold is a
#: little higher than Gin's 2.
REVIEW_THRESHOLD = 0.03
#: sampled deals per decision first, and at most for a decision whose flag is in doubt
REVIEW_BUDGET = 12
REVIEW_MOST = 48
