"""Arena: pit CPU players against each other and report how they fare.

Run ``python -m tefuda.arena <game> [options]`` (from ``py/`` or with ``PYTHONPATH=py``).  Each
game registers a subcommand in :data:`RUNNERS`; the shared helpers here compute the statistics
(Wilson confidence interval, timing median and 95th percentile) and print the report.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any, TypeVar

from tefuda.core import Game
from tefuda.registry import modules

S = TypeVar("S")

#: game id → module that defines ``add_arguments(parser)`` and ``run(args) -> int``
RUNNERS: dict[str, str] = modules("arena")


#: a player in the arena: (view, rng) → action text
Chooser = Callable[[Mapping[str, Any], random.Random], str]


def players(cpu: ModuleType) -> tuple[str, ...]:
    """Return the player names of a CPU module: its levels, and ``random``."""
    return (*cpu.LEVELS, "random")


def make_chooser(cpu: ModuleType, name: str) -> Chooser:
    """Return a player for a level of ``cpu`` (a module with ``LEVELS`` and ``choose``), or a
    uniformly random legal player for ``"random"``.

    Raises ValueError for an unknown name.
    """
    if name == "random":
        return lambda view, rng: str(rng.choice(view["legal"]))
    if name in cpu.LEVELS:
        return lambda view, rng: str(cpu.choose(view, name, rng))
    raise ValueError(f"unknown player {name!r} (expected one of {players(cpu)})")


@dataclasses.dataclass
class ArenaSeat:
    """One seat in an arena game: who decides for it, its own random source, and the time each
    of its decisions took (seconds)."""

    chooser: Chooser
    rng: random.Random
    times: list[float] = dataclasses.field(default_factory=list)


def play_out(game: Game[S, Any], state: S, seats: Mapping[int, ArenaSeat]) -> S:
    """Return the end of the game played from ``state``, each seat deciding from its own view.

    In a simultaneous step every acting seat decides from a view taken before any of their
    actions is applied.  A view whose only legal action is ``next`` (acknowledging a finished
    hand) is answered without asking the player and is not timed.
    """
    while not game.is_over(state):
        moves = []
        for seat in game.to_act(state):
            view = game.view(state, seat)
            if view["legal"] == ["next"]:
                moves.append((seat, "next"))
                continue
            player = seats[seat]
            began = time.perf_counter()
            text = player.chooser(view, player.rng)
            player.times.append(time.perf_counter() - began)
            moves.append((seat, text))
        for seat, text in moves:
            state = game.apply(state, seat, text)
    return state


def wilson_interval(
    successes: int, trials: int, z: float = 1.959963984540054
) -> tuple[float, float]:
    """Return the Wilson score interval (low, high) for ``successes`` out of ``trials``.

    The default ``z`` gives a 95 % interval.  Zero trials give (0.0, 1.0).  Raises ValueError
    when ``successes`` is negative or exceeds ``trials``.
    """
    if trials < 0 or successes < 0 or successes > trials:
        raise ValueError(f"need 0 <= successes <= trials, got {successes}/{trials}")
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], q: int) -> float:
    """Return the ``q``-th percentile (an integer 0..100) of ``values``, interpolated linearly
    between data points (``statistics.quantiles``' inclusive method).

    >>> percentile([1.0, 2.0, 3.0, 4.0], 50)
    2.5

    Raises ValueError for an empty sequence or ``q`` outside 0..100.
    """
    if not values:
        raise ValueError("no values")
    if not 0 <= q <= 100:
        raise ValueError(f"percentile must be within 0..100, got {q}")
    if len(values) == 1 or q in (0, 100):
        return float(max(values) if q == 100 else min(values) if q == 0 else values[0])
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def timing_summary(seconds: Sequence[float]) -> str:
    """Return ``"median X ms, p95 Y ms (n decisions)"`` for decision times in seconds."""
    if not seconds:
        return "no decisions"
    med = percentile(seconds, 50) * 1000
    p95 = percentile(seconds, 95) * 1000
    return f"median {med:.2f} ms, p95 {p95:.2f} ms ({len(seconds)} decisions)"


def share_line(wins: int, losses: int) -> str:
    """Return the win share of decided games with its 95 % Wilson interval, as text."""
    decided = wins + losses
    if decided == 0:
        return "no decided games"
    low, high = wilson_interval(wins, decided)
    ci = f"95 % CI {100 * low:.1f}–{100 * high:.1f} %"
    return f"{100 * wins / decided:.1f} % of {decided} decided ({ci})"


def build_parser() -> argparse.ArgumentParser:
    """Return the argument parser with one subcommand per registered game."""
    parser = argparse.ArgumentParser(prog="python -m tefuda.arena", description=__doc__)
    sub = parser.add_subparsers(dest="game", required=True, metavar="GAME")
    for game_id, module_name in RUNNERS.items():
        module = importlib.import_module(module_name)
        game_parser = sub.add_parser(
            game_id, help=module.__doc__.splitlines()[0] if module.__doc__ else None
        )
        module.add_arguments(game_parser)
        runner: Callable[[argparse.Namespace], int] = module.run
        game_parser.set_defaults(run=runner)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Parse ``argv`` (default: the command line), run the chosen game's arena, return its code."""
    args = build_parser().parse_args(argv)
    code: int = args.run(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
