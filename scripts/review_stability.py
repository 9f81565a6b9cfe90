"""Measure the review of a game's hands: its time per hand and how its flags hold.

    PYTHONPATH=py python3 scripts/review_stability.py five-hundred --hands 20 --seed 1 [--most N]

Plays ``--hands`` first hands of the game, the person's seat (0) by the easy CPU (it makes
mistakes to find; ``--wild P``: a random legal action instead, P of the time) and every other
seat by the normal one, hand ``n`` dealt from
``seed * 1_000_003 + n``.  Reviews each twice, with two seeds of the sampled deals, as the
browser does (the first round, then the deals for the decisions in doubt), and prints per hand
the decisions, the flags of each run and the CPU seconds of the first; then the share of flags
of one run that the other run flags too (both ways), and the median and worst CPU time.
CPython's time: Pyodide in Chromium is slower (about four times).  Any game whose CPU package
offers the review's ``appraiser``, ``REVIEW_THRESHOLD``, ``REVIEW_BUDGET``, ``REVIEW_MOST`` and
``REVIEW_SWING`` (each may be overridden: ``--threshold``, ``--budget``, ``--most``, ``--swing``).
"""

from __future__ import annotations

import argparse
import importlib
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py")]

from tefuda.core import GAME_OVER, HAND_OVER  # noqa: E402
from tefuda.match import Match, new_match, play  # noqa: E402
from tefuda.registry import entry  # noqa: E402
from tefuda.review import HandReview, hand_steps  # noqa: E402


def first_hand(game_id: str, cpu: Any, seed: int, wild: float = 0.0) -> Match:
    """Return a match whose first hand was played: easy (seat 0) against normal; seat 0
    plays a random legal action instead ``wild`` of the time."""
    match = new_match(game_id, {}, seed)
    game = match.game
    rng = random.Random(seed)
    while game.phase(match.state) not in (HAND_OVER, GAME_OVER):
        for seat in game.to_act(match.state):  # 恋のかけひき's two seats lay their cards at once
            view = game.view(match.state, seat)
            if seat == 0 and wild and rng.random() < wild:
                action = rng.choice(list(view["legal"]))
            else:
                action = cpu.choose(view, "easy" if seat == 0 else "normal", rng)
            match = play(match, seat, action)
    return match


def flags(match: Match, cpu: Any, seed: int, args: argparse.Namespace
          ) -> tuple[set[int], int, float]:
    """Return the log indexes of the flagged decisions, the decisions, and the CPU seconds."""
    start = time.process_time()
    steps, _ = hand_steps(match.game_id, match.options, match.seed, match.log, 0, match.deck)
    review = HandReview(match.game, steps, 0, seed, cpu.appraiser, args.threshold, args.budget,
                        None, args.most, args.swing)
    review.advance(lambda: True)
    flagged = {step.index for step, verdict, _ in review.judgements()
               if verdict is not None and verdict.flagged}
    return flagged, len(review.items), time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--hands", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, default=None,
                        help="deals per decision first (the review's by default)")
    parser.add_argument("--most", type=int, default=None,
                        help="the work at most for a decision in doubt, in deals of every "
                             "option (the review's by default)")
    parser.add_argument("--threshold", type=float, default=None,
                        help="the smallest cost flagged (the review's by default)")
    parser.add_argument("--swing", type=float, default=None,
                        help="the most one deal can part two options by, for the doubt of a "
                             "choice whose deals were level (the review's by default)")
    parser.add_argument("--wild", type=float, default=0.0,
                        help="how often the person (easy) plays a random legal action instead")
    args = parser.parse_args()
    name = entry(args.game).cpu
    if name is None:
        raise SystemExit(f"{args.game} has no CPU")
    cpu = importlib.import_module(name)
    for option, default in (("budget", cpu.REVIEW_BUDGET), ("most", cpu.REVIEW_MOST),
                            ("threshold", cpu.REVIEW_THRESHOLD),
                            ("swing", cpu.REVIEW_SWING)):
        if getattr(args, option) is None:
            setattr(args, option, default)
    kept = total = 0
    times: list[float] = []
    for n in range(args.hands):
        match = first_hand(args.game, cpu, args.seed * 1_000_003 + n, args.wild)
        a, decisions, seconds = flags(match, cpu, 2 * n + 1, args)
        b, _, _ = flags(match, cpu, 2 * n + 2, args)
        times.append(seconds)
        kept += len(a & b) * 2
        total += len(a) + len(b)
        print(f"hand {n}: {decisions} decisions, flagged {sorted(a)} / {sorted(b)}, "
              f"{seconds:.2f} s", flush=True)
    share = kept / total if total else 1.0
    print(f"flags kept with another seed: {kept}/{total} = {share:.1%}")
    print(f"CPU seconds per hand: median {statistics.median(times):.2f}, worst {max(times):.2f}")


if __name__ == "__main__":
    main()
