"""Time the 51 hint (``tefuda.cpu.fifty_one.hint``) on every position of normal-CPU games.

The positions are those of ``fifty_one_turn.py`` (4 seats standard and 7 seats one more turn).
Each hint is timed once; the report gives the median, 95th percentile and slowest, apart for
the call question (the sampled estimate of being beaten) and for a turn::

    PYTHONPATH=py python3 benchmarks/fifty_one_hint.py
"""

from __future__ import annotations

import argparse
import time

from fifty_one_turn import positions

from tefuda.arena import percentile
from tefuda.cpu import fifty_one as cpu
from tefuda.games.fifty_one import GAME


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per option set (40)")
    args = parser.parse_args()
    times: dict[str, list[float]] = {"call question": [], "turn": []}
    for state, seat in positions(args.games):
        view = GAME.view(state, seat)
        began = time.perf_counter()
        cpu.hint(view)
        elapsed = (time.perf_counter() - began) * 1000
        times["call question" if "call" in view["legal"] else "turn"].append(elapsed)
    for kind, ms in times.items():
        print(
            f"hint, {kind}: median {percentile(ms, 50):.2f} ms, p95 {percentile(ms, 95):.2f} ms, "
            f"slowest {max(ms):.2f} ms ({len(ms)} positions)"
        )


if __name__ == "__main__":
    main()
