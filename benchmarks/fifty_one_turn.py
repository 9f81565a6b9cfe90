"""Time what the engine does for one 51 turn: ``legal_actions``, ``view`` and each CPU level.

Plays one-round games with the normal CPU at every seat (4 seats standard, 7 seats one more
turn), keeps every state met with the seat to act, then times, over all of them, ``legal_actions``,
``view`` (which lists the legal actions too) and each CPU level's ``choose`` on that view (a CPU's
turn in the browser or the arena is one ``view`` and one ``choose``).  Each
figure is the best of ``--repeat`` passes (the least disturbed by other work on the machine),
with the median pass beside it, in microseconds per call.

Run it against two checkouts to compare them (the same states are met when the rules agree)::

    PYTHONPATH=py python3 benchmarks/fifty_one_turn.py
    PYTHONPATH=/path/to/other/checkout/py python3 benchmarks/fifty_one_turn.py
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from tefuda.cards import rng_for
from tefuda.cpu import fifty_one as cpu
from tefuda.games.fifty_one import GAME

OPTION_SETS = (
    {"seats": 4, "preset": "standard"},
    {"seats": 7, "preset": "one-more-turn"},
)


def positions(games: int) -> list[tuple[Any, int]]:
    """Return (state, seat to act) for every turn of ``games`` games per option set."""
    out: list[tuple[Any, int]] = []
    for options in OPTION_SETS:
        for seed in range(games):
            state = GAME.start(options, seed)
            while not GAME.is_over(state):
                (seat,) = GAME.to_act(state)
                out.append((state, seat))
                view = GAME.view(state, seat)
                text = cpu.choose(view, "normal", rng_for(seed, "bench", len(out)))
                state = GAME.apply(state, seat, text)
    return out


def best_and_median(run: Callable[[], None], calls: int, repeat: int) -> tuple[float, float]:
    """Return the best and the median time of ``run`` over ``repeat`` passes, µs per call."""
    times = []
    for _ in range(repeat):
        began = time.perf_counter()
        run()
        times.append((time.perf_counter() - began) / calls * 1e6)
    return min(times), statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per option set (40)")
    parser.add_argument("--repeat", type=int, default=7, help="timed passes (7)")
    args = parser.parse_args()
    met = positions(args.games)
    views = [GAME.view(state, seat) for state, seat in met]
    n = len(met)

    def legal() -> None:
        for state, seat in met:
            GAME.legal_actions(state, seat)

    def view() -> None:
        for state, seat in met:
            GAME.view(state, seat)

    def choose(level: str) -> Callable[[], None]:
        def run() -> None:
            for i, v in enumerate(views):
                cpu.choose(v, level, random.Random(i))

        return run

    print(f"fifty-one turn: {n} positions from {args.games} games x {len(OPTION_SETS)} option sets")
    runs = [("legal_actions", legal), ("view", view)]
    runs += [(f"{level} choose", choose(level)) for level in cpu.LEVELS]
    for name, run in runs:
        best, median = best_and_median(run, n, args.repeat)
        print(f"{name}: best {best:.1f} µs, median {median:.1f} µs per call")


if __name__ == "__main__":
    main()
