"""Measure the review of 51 rounds: its time per round and how its flags hold.

    PYTHONPATH=py python3 scripts/fifty_one_review_stability.py --rounds 20 --seed 1 [--budget N] [--most N] [--threshold X]

Plays ``--rounds`` first rounds of the default game (you and three CPUs), the person's seat by
the easy CPU (it makes mistakes to find) against normal ones, round ``n`` dealt from
``seed * 1_000_003 + n``.  Reviews each twice, with two seeds of the sampled deals, as the
browser does (the first round of deals, then the deals for the decisions in doubt), and prints
per round the decisions, the flags of each run and the CPU seconds of the first; then the share
of flags of one run that the other run flags too (both ways), and the median and worst CPU
time.  CPython's time: Pyodide in Chromium is slower.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py")]

from tefuda.cpu import fifty_one as cpu  # noqa: E402
from tefuda.games.fifty_one import GAME  # noqa: E402
from tefuda.match import Match, new_match, play  # noqa: E402
from tefuda.review import HandReview, hand_steps  # noqa: E402


def first_round(seed: int) -> Match:
    """Return a match whose first round was played: easy (seat 0) against normal."""
    match = new_match("fifty-one", {}, seed)
    rng = random.Random(seed)
    while GAME.phase(match.state) == "turn" or GAME.phase(match.state) == "call":
        (seat,) = GAME.to_act(match.state)
        level = "easy" if seat == 0 else "normal"
        match = play(match, seat, cpu.choose(GAME.view(match.state, seat), level, rng))
    return match


def flags(match: Match, seed: int, most: int, threshold: float = cpu.REVIEW_THRESHOLD,
          budget: int = cpu.REVIEW_BUDGET) -> tuple[set[int], int, float]:
    """Return the log indexes of the flagged decisions, the decisions, and the CPU seconds."""
    start = time.process_time()
    steps, _ = hand_steps(match.game_id, match.options, match.seed, match.log, 0, match.deck)
    review = HandReview(GAME, steps, 0, seed, cpu.appraiser, threshold,
                        budget, None, most)
    review.advance(lambda: True)
    flagged = {step.index for step, verdict, _ in review.judgements()
               if verdict is not None and verdict.flagged}
    return flagged, len(review.items), time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--most", type=int, default=cpu.REVIEW_MOST,
                        help="deals at most for a decision in doubt (the review's by default)")
    parser.add_argument("--threshold", type=float, default=cpu.REVIEW_THRESHOLD,
                        help="the smallest cost flagged (the review's by default)")
    parser.add_argument("--budget", type=int, default=cpu.REVIEW_BUDGET,
                        help="deals every decision gets first (the review's by default)")
    args = parser.parse_args()
    kept = total = 0
    times: list[float] = []
    for n in range(args.rounds):
        match = first_round(args.seed * 1_000_003 + n)
        a, decisions, seconds = flags(match, 2 * n + 1, args.most, args.threshold, args.budget)
        b, _, _ = flags(match, 2 * n + 2, args.most, args.threshold, args.budget)
        times.append(seconds)
        kept += len(a & b) * 2
        total += len(a) + len(b)
        print(f"round {n}: {decisions} decisions, flagged {sorted(a)} / {sorted(b)}, "
              f"{seconds:.2f} s", flush=True)
    share = kept / total if total else 1.0
    print(f"flags kept with another seed: {kept}/{total} = {share:.1%}")
    print(f"CPU seconds per round: median {statistics.median(times):.2f}, worst {max(times):.2f}")


if __name__ == "__main__":
    main()
