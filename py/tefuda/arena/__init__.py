"""Arena: pit CPU players against each other and report how they fare.

Run ``python -m tefuda.arena <game> [options]`` (from ``py/`` or with ``PYTHONPATH=py``).  The
generic parts: :mod:`.loop` plays a game out with each seat deciding from its own view,
:mod:`.stats` computes the statistics (Wilson confidence interval, timing median and 95th
percentile), :mod:`.runner` holds the command line, chunked runs and the parts of a report
every game shares.  Each game's runner (named in :mod:`tefuda.registry`, one module a game:
:mod:`.fifty_one`, :mod:`.kakehiki`, :mod:`.gin_rummy`, :mod:`.five_hundred`) holds what is
its own.  The browser never loads this package.
"""

from __future__ import annotations

from tefuda.arena.loop import ArenaSeat, Chooser, make_chooser, play_out, players
from tefuda.arena.runner import RUNNERS, Runner, build_parser, main
from tefuda.arena.stats import percentile, share_line, timing_summary, wilson_interval

__all__ = [
    "RUNNERS",
    "ArenaSeat",
    "Chooser",
    "Runner",
    "build_parser",
    "main",
    "make_chooser",
    "percentile",
    "play_out",
    "players",
    "share_line",
    "timing_summary",
    "wilson_interval",
]
