"""Fit the 500 stakes model (``py/tefuda/cpu/five_hundred/stakes_model.py``) on self-play.

Run ``PYTHONPATH=py python3 scripts/fit_five_hundred_stakes.py [--games N] [--seed S]``; it
rewrites the model module (``--dry-run`` only prints).  Seeded, so the same arguments write
the same numbers.

It plays ``--games`` games between four normal CPUs and records, before every hand, both
sides' scores and whether that side went on to win the game.  A logistic regression without
an intercept on features that change sign when the sides swap (:func:`.stakes.features`)
gives the chance that a side at one score beats a side at another, the game going on; the
two chances of a pair of scores add up to one.  Newton's method, from zero.
"""

from __future__ import annotations

import argparse
import datetime
import math
import random
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT))  # the bidding fit's solver

from scripts.fit_five_hundred_bidding import solve  # noqa: E402

from tefuda.cards import rng_for  # noqa: E402
from tefuda.cpu.five_hundred import choose  # noqa: E402
from tefuda.cpu.five_hundred.stakes import features  # noqa: E402
from tefuda.games.five_hundred import GAME  # noqa: E402

OUT = ROOT / "py" / "tefuda" / "cpu" / "five_hundred" / "stakes_model.py"


def game_rows(seed: int) -> list[tuple[tuple[float, ...], int]]:
    """Play one game of normal CPUs and return its rows: features of (a side's score, the
    other's) before each hand, and 1 if that side won."""
    state = GAME.start(GAME.normalize_options({}), seed)
    before: list[tuple[int, int]] = []
    hands = -1
    steps = 0
    while not GAME.is_over(state):
        if len(state.history) != hands:
            hands = len(state.history)
            before.append((state.scores[0], state.scores[1]))
        for seat in GAME.to_act(state):
            view = GAME.view(state, seat)
            text = "next" if view["legal"] == ["next"] else choose(
                view, "normal", rng_for(seed, "stakes", steps))
            state = GAME.apply(state, seat, text)
            steps += 1
    winner = GAME.result(state).details["winner"]
    rows = []
    for ns, ew in before:
        rows.append((features(ns, ew), int(winner == 0)))
        rows.append((features(ew, ns), int(winner == 1)))
    return rows


def fit(rows: Sequence[tuple[tuple[float, ...], int]], rounds: int = 25) -> list[float]:
    """Return the logistic regression's weights (Newton's method, a whisper of ridge)."""
    width = len(rows[0][0])
    w = [0.0] * width
    for _ in range(rounds):
        grad = [0.0] * width
        hess = [[1e-6 if i == j else 0.0 for j in range(width)] for i in range(width)]
        for x, y in rows:
            z = sum(a * b for a, b in zip(w, x, strict=True))
            p = 1 / (1 + math.exp(-z))
            for i in range(width):
                grad[i] += (y - p) * x[i]
                for j in range(width):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        step = solve(hess, grad)
        w = [a + b for a, b in zip(w, step, strict=True)]
    return w


def log_loss(rows: Sequence[tuple[tuple[float, ...], int]], w: Sequence[float]) -> float:
    """Return the mean log-loss of ``w`` over ``rows``."""
    total = 0.0
    for x, y in rows:
        z = sum(a * b for a, b in zip(w, x, strict=True))
        p = min(1 - 1e-12, max(1e-12, 1 / (1 + math.exp(-z))))
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
    return total / len(rows)


def main(argv: Sequence[str] | None = None) -> int:
    """Fit the model and write it (or print it with ``--dry-run``); return 0."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args(argv)
    rng = random.Random(f"five-hundred stakes model|{args.seed}")
    rows: list[tuple[tuple[float, ...], int]] = []
    for i in range(args.games):
        rows += game_rows(rng.randrange(1 << 30))
        if (i + 1) % 200 == 0:
            print(f"played {i + 1} games", file=sys.stderr)
    weights = fit(rows)
    loss = log_loss(rows, weights)
    today = datetime.date.today().isoformat()
    source = f'''"""The stakes model's fitted weights (:mod:`.stakes`): written by
``scripts/fit_five_hundred_stakes.py --games {args.games} --seed {args.seed}`` ({today}) from
{len(rows) // 2} hands of {args.games} games between normal CPUs (log-loss {loss:.3f} a row);
do not edit by hand, run the script again.
"""

#: weights of :func:`.stakes.features`
WEIGHTS: tuple[float, ...] = {tuple(round(w, 4) for w in weights)!r}
'''
    print(source)
    if not args.dry_run:
        OUT.write_text(source, encoding="utf-8")
        print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
