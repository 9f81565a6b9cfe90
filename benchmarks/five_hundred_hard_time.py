"""500's hard CPU: the processor time of its decisions per phase (a call, the kitty, a card).

Plays ``--games`` arena games (the same deals and seats as ``python -m tefuda.arena
five-hundred --a hard --b normal --seed S``: a hard pair against a normal one, pairs swapping
seats) and times every hard decision with two or more legal actions, on the processor clock
(a loaded machine does not inflate it).  ``--bid``, ``--kitty`` and ``--play`` give the hard
level other budgets (card plays per decision) than :data:`tefuda.cpu.five_hundred.hard.BUDGET`,
to see what a budget costs before it is chosen::

    python3 benchmarks/five_hundred_hard_time.py --games 6 --seed 5
    python3 benchmarks/five_hundred_hard_time.py --games 6 --seed 5 --bid 1600 --play 3600

The report: per phase and over all, the median and 95th percentile as the arena reports them
(:func:`tefuda.arena.stats.timing_summary`), the decisions and the longest, in ms.
CPython's time: inside Pyodide, ``benchmarks/cpu.py --game five-hundred``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from tefuda.arena.five_hundred import game_seed, pair_a_seats, seat_rng  # noqa: E402
from tefuda.arena.loop import ArenaSeat, Chooser, play_out  # noqa: E402
from tefuda.arena.stats import timing_summary  # noqa: E402
from tefuda.cpu import five_hundred as cpu  # noqa: E402
from tefuda.cpu.five_hundred.hard import BUDGET, hard_decision  # noqa: E402
from tefuda.games.five_hundred import GAME  # noqa: E402


def timed_hard(budgets: Mapping[str, int], times: dict[str, list[float]]) -> Chooser:
    """Return the hard player at ``budgets`` (per phase), adding the processor seconds of each
    decision it searches (two or more legal actions) to ``times`` under the view's phase."""

    def choose(view: Mapping[str, Any], rng: random.Random) -> str:
        legal = list(view["legal"])
        if len(legal) == 1:
            return str(legal[0])
        began = time.process_time()
        action = hard_decision(view, rng, budgets[view["phase"]]).action  # type: ignore[arg-type]
        times.setdefault(str(view["phase"]), []).append(time.process_time() - began)
        return action

    return choose


def line(name: str, seconds: list[float]) -> str:
    """Return one row of the report: the arena's :func:`timing_summary` and the longest."""
    return f"{name:>6}: {timing_summary(seconds)}, longest {1000 * max(seconds):.1f} ms"


def hard_against_normal(games: int, seed: int, hard: Chooser) -> None:
    """Play ``games`` games of the arena's ``--a hard --b normal --seed`` run (the same deals,
    seats and random sources), with ``hard`` in the hard pair's seats (it records what it
    needs)."""

    def normal(view: Mapping[str, Any], rng: random.Random) -> str:
        return cpu.choose(view, "normal", rng)  # type: ignore[arg-type]

    for number in range(games):
        hard_seats = pair_a_seats(number)
        seats = {seat: ArenaSeat(hard if seat in hard_seats else normal,
                                 seat_rng(seed, number, seat))
                 for seat in range(4)}
        play_out(GAME, GAME.start(GAME.normalize_options({}), game_seed(seed, number)), seats)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=5)
    for phase in BUDGET:
        parser.add_argument(f"--{phase}", type=int, default=BUDGET[phase],
                            help=f"card plays per decision (the code's: {BUDGET[phase]})")
    args = parser.parse_args()
    budgets = {phase: getattr(args, phase) for phase in BUDGET}
    times: dict[str, list[float]] = {}
    hard = timed_hard(budgets, times)
    hard_against_normal(args.games, args.seed, hard)
    print(f"hard at {budgets}, {args.games} games, seed {args.seed} (processor time)")
    for phase, seconds in times.items():
        print(line(phase, seconds))
    print(line("all", [s for seconds in times.values() for s in seconds]))


if __name__ == "__main__":
    main()
