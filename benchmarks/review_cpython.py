"""The hands of benchmarks/review.py reviewed on CPython, as the page reviews them: processor
seconds per hand, and a digest of each review's verdicts.

    python3 benchmarks/review_cpython.py [--game five-hundred] [--hands 20] [--hand K ...]
    python3 benchmarks/review_cpython.py --root OTHER_CHECKOUT ...   # another version's code

Plays the same hands as the browser benchmark (match seed ``seed + k``, the person's seat by
the easy CPU, the others by the normal one, the same random numbers), then reviews each with
the table's own review (:class:`web.review.session.ReviewSession`: the hindsight column too,
the match's seed) to the end, timing it with ``time.process_time``.  Prints per hand: its
number, its decisions, the digest of its verdicts, the seconds, and the longest unit of work
in milliseconds (the time between two of the review's questions whether there is time left:
what a slice of the page can overrun its budget by); at the end the units' 99th percentile
and longest over every hand.

Inside Pyodide the review takes longer by a factor that depends on the machine, but two
versions of the code compare alike there and here.  The machines are noisy, so compare two
versions in one run: two processes at once (``--root`` each), one per core, then the ratios
per hand; equal digests say the two reviewed every decision alike.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib
import itertools
import random
import sys
import time
from pathlib import Path

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parents[1],
                    help="the checkout whose code reviews (default: this one)")
parser.add_argument("--game", default="five-hundred")
parser.add_argument("--hands", type=int, default=20, help="hands reviewed")
parser.add_argument("--hand", type=int, action="append", help="only these hands (0 first)")
parser.add_argument("--seed", type=int, default=1, help="seed of the first hand's match")
args = parser.parse_args()
sys.path[:0] = [str(args.root / "py")]

from tefuda.core import GAME_OVER, HAND_OVER  # noqa: E402
from tefuda.match import Match, new_match, play  # noqa: E402
from tefuda.registry import modules  # noqa: E402
from web.review.session import ReviewSession  # noqa: E402

PERSON = 0


def finished_hand(game_id: str, seed: int) -> Match:
    """Return a new match of ``game_id`` from ``seed`` played to the end of its first hand, as
    benchmarks/review_in_browser.py plays it."""
    cpu = importlib.import_module(modules("cpu")[game_id])
    match = new_match(game_id, None, seed)
    rng = random.Random(seed)
    while match.game.phase(match.state) not in (HAND_OVER, GAME_OVER):
        for seat in match.game.to_act(match.state):
            level = "easy" if seat == PERSON else "normal"
            match = play(match, seat, cpu.choose(match.game.view(match.state, seat), level, rng))
    return match


def main() -> None:
    review_game = importlib.import_module(modules("table")[args.game]).TABLE.review_game
    units: list[float] = []
    for k in args.hand or range(args.hands):
        match = finished_hand(args.game, args.seed + k)
        start = time.process_time()
        session = ReviewSession(review_game, match, 0, PERSON)
        times = [time.perf_counter()]  # each time the review asks for time

        def more(times: list[float] = times) -> bool:
            times.append(time.perf_counter())
            return True

        session.review.advance(more)
        seconds = time.process_time() - start
        verdicts = "\n".join(repr(j) for j in session.review.judgements())
        digest = hashlib.sha256(verdicts.encode()).hexdigest()[:12]
        hand_units = [b - a for a, b in itertools.pairwise(times)]
        units += hand_units
        longest = 1000 * max(hand_units, default=0.0)
        print(f"{k} {len(session.review.items)} {digest} {seconds:.2f} {longest:.1f}",
              flush=True)
    units.sort()
    print(f"units of work: {len(units)}, the 99th percentile "
          f"{1000 * units[int(0.99 * len(units))]:.1f} ms, the longest {1000 * units[-1]:.1f} ms")


if __name__ == "__main__":
    main()
