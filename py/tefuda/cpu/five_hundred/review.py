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
#: lost), so its threshold is higher than Gin Rummy's 4 points.
REVIEW_THRESHOLD = 0.05
#: sampled deals per decision first, and the work at most for a decision whose flag is in
#: doubt (the values of that many deals of every option; narrowed to the options that decide
#: its flag, a decision takes more deals for the same work).  The time decides: a deal costs
#: 2–30 ms of CPython (a call or a discard from thirteen the most).  The flags held with
#: another seed 87.9 % at 24 (40 hands), 92.4 % at 128 and 94.6 % at 192 (120), where the heaviest
#: hand took 8.3 s of CPython and 20 hands inside Pyodide a median 5.5 s and at worst 13.3 s
#: (target 15 s; scripts/review_stability.py five-hundred, benchmarks/review.py,
#: BENCHMARKS.md, "500's review narrowed").
REVIEW_BUDGET = 10
REVIEW_MOST = 192
#: the most one deal can part two options by: a chance to win the game moves by 1 at most.
#: A choice not flagged is not settled while its deals, level as they may have been, could
#: still hide an option better by the threshold (no difference in n deals still allows one in
#: every n/3): with every option level that is 60 deals, not the first 10.  At 192 without it,
#: six of ten flags that came and went with the seed were choices settled after their first
#: 10 deals, every deal (nearly) level, that the other seed dealt on and flagged at 0.056–0.087
#: (a card that matters in a fifth of the deals goes unseen in 10 one time in nine).  With it
#: the flags held 288 of 302 = 95.4 % (95 % interval 92.4–97.2; seeds 1–6, against 278 of 294
#: = 94.6 % without; BENCHMARKS.md, "A choice level on its first deals"), for about 1.1 times
#: the work, which the CPU's faster counts have since taken back: the browser benchmark's 20
#: hands take 1.00 times as long at the median and 1.02 at worst on CPython, 0.93 and 0.94
#: inside Pyodide, as the code without it did ("500's review with the floor at the old cost").
REVIEW_SWING = 1.0
