"""Measure what 51's appraisal would cost the hard level: its time per decision against hard's.

    PYTHONPATH=py python3 scripts/fifty_one_appraise_time.py [--games 6] [--budgets 4 8 16]

Plays ``--games`` default games (you and three CPUs) with hard CPUs in every seat, collects
every decision with more than one legal option, and prints the median and 95th percentile of
the processor time of the hard level's choice and of ``appraise`` at each budget (sampled
worlds) on those same positions.  CPython's time: Pyodide in Chromium is slower.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py")]

from tefuda.cpu.fifty_one import choose  # noqa: E402
from tefuda.cpu.fifty_one.appraise import appraise  # noqa: E402
from tefuda.games.fifty_one import GAME, FiftyOneView  # noqa: E402
from tefuda.match import new_match, play  # noqa: E402


def positions(games: int) -> list[FiftyOneView]:
    """Return every decision with a choice of ``games`` played by hard CPUs."""
    views = []
    for n in range(games):
        match = new_match("fifty-one", {}, 100 + n)
        rng = random.Random(n)
        while GAME.phase(match.state) in ("turn", "call"):
            (seat,) = GAME.to_act(match.state)
            view = GAME.view(match.state, seat)
            if len(view["legal"]) > 1:
                views.append(view)
            match = play(match, seat, choose(view, "hard", rng))
    return views


def timed(views: list[FiftyOneView], decide: Callable[[FiftyOneView], object]) -> str:
    """Return the median and 95th percentile processor time of ``decide`` over ``views``."""
    times = []
    for view in views:
        start = time.process_time()
        decide(view)
        times.append(1000 * (time.process_time() - start))
    times.sort()
    return f"median {statistics.median(times):.1f} ms, p95 {times[int(0.95 * len(times))]:.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--budgets", type=int, nargs="+", default=[4, 8, 16])
    args = parser.parse_args()
    views = positions(args.games)
    print(f"{len(views)} decisions")
    print("hard:", timed(views, lambda v: choose(v, "hard", random.Random(1))))
    for budget in args.budgets:
        print(f"appraise, {budget} worlds:",
              timed(views, lambda v, b=budget: appraise(v, random.Random(1), b)))


if __name__ == "__main__":
    main()
