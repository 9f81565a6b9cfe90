"""Time Gin Rummy's discard choice: the least deadwood after each of the 11 discards.

This runs on every tap in the browser (where Python is about twice as slow), so the budget on
CPython is 1 ms for all 11 discards of one hand.  Hands are random 11-card hands from a seeded
generator, plus "crowded" hands drawn from five neighbouring ranks (many overlapping melds, the
slow case).  The memo (the cache of ``min_deadwood``) is cleared before each hand, so every timing is a cold start.

Run: ``python3 benchmarks/gin_deadwood.py [hands]`` from the repository root.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tefuda.games.gin_rummy import deadwood_after_discards  # noqa: E402
from tefuda.games.gin_rummy import melds as gin_melds  # noqa: E402

BUDGET_MS = 1.0


def time_hands(hands: list[list[str]]) -> list[float]:
    """Return the milliseconds taken by each hand's 11 discards, each from a cold memo."""
    out = []
    for hand in hands:
        gin_melds.min_deadwood.cache_clear()
        start = time.perf_counter()
        deadwood_after_discards(hand)
        out.append((time.perf_counter() - start) * 1000)
    return out


def report(name: str, times: list[float]) -> None:
    times = sorted(times)
    p95 = times[int(len(times) * 0.95)]
    print(
        f"{name:8} {len(times)} hands: median {statistics.median(times):.3f} ms, "
        f"p95 {p95:.3f} ms, max {times[-1]:.3f} ms (budget {BUDGET_MS} ms)"
    )


def main(count: int = 2000) -> None:
    rng = random.Random(20240601)
    deck = list(gin_melds.CARDS)
    random_hands = [rng.sample(deck, 11) for _ in range(count)]
    crowded = []
    for _ in range(count):
        lo = rng.randrange(0, 9)
        pool = [c for c in deck if lo <= gin_melds.INDEX[c] % 13 < lo + 5]
        crowded.append(rng.sample(pool, 11))
    report("random", time_hands(random_hands))
    report("crowded", time_hands(crowded))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
