"""Measure how Gin Rummy hands end between two strong players, for the match-equity table.

    PYTHONPATH=py python3 scripts/gin_hand_outcomes.py --games 3000 --seed 1

Plays ``--games`` games to 100, the frozen hard CPU (:mod:`tefuda.arena.gin_frozen`, the hard
level before the appraisal) in both seats, each game dealt from ``seed * 1_000_003 + n`` and
each seat's choices from ``rng_for(seed, "outcomes", n, seat)``, and counts every hand: the
points its winner scored, and the walls.  Writes
``py/tefuda/cpu/gin_rummy/outcomes.py`` (the counts, and the command that made them), which
:mod:`tefuda.cpu.gin_rummy.equity` turns into the chance of winning a game from any score.
The same seed and count give the same file.
"""

from __future__ import annotations

import argparse
import collections
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py")]

from tefuda.arena import gin_frozen  # noqa: E402
from tefuda.cards import rng_for  # noqa: E402
from tefuda.games.gin_rummy import GAME  # noqa: E402

OUT = ROOT / "py" / "tefuda" / "cpu" / "gin_rummy" / "outcomes.py"

HEADER = '''"""How Gin Rummy hands end between two strong players: written by
``scripts/gin_hand_outcomes.py`` (do not edit), read by :mod:`tefuda.cpu.gin_rummy.equity`.

{games} games to 100 between two copies of the frozen hard CPU (the hard level before the
appraisal), seed {seed}: {hands} hands.  ``POINTS[k]`` counts the hands whose winner scored
``k`` points (knock, gin and undercut alike); ``WALLS`` the hands that ended at the wall.

    {command}
"""

'''


def measure(games: int, seed: int) -> tuple[collections.Counter[int], int]:
    """Return the winners' points of every hand of ``games`` games, counted, and the walls."""
    points: collections.Counter[int] = collections.Counter()
    walls = 0
    for number in range(games):
        state = GAME.start({}, seed * 1_000_003 + number)
        rngs = [rng_for(seed, "outcomes", number, seat) for seat in (0, 1)]
        while not GAME.is_over(state):
            (seat,) = GAME.to_act(state)
            view = GAME.view(state, seat)
            state = GAME.apply(state, seat, gin_frozen.choose(view, rngs[seat]))
        for record in state.records:
            if record.winner is None:
                walls += 1
            else:
                points[record.points] += 1
    return points, walls


def render(points: collections.Counter[int], walls: int, games: int, seed: int) -> str:
    """Return the text of the outcomes module."""
    command = f"PYTHONPATH=py python3 scripts/gin_hand_outcomes.py --games {games} --seed {seed}"
    hands = sum(points.values()) + walls
    body = HEADER.format(games=games, seed=seed, hands=hands, command=command)
    items = [f"{k}: {points[k]}" for k in sorted(points)]
    lines, line = [], ""
    for item in items:
        if len(line) + len(item) + 2 > 92:
            lines.append(line.rstrip())
            line = ""
        line += item + ", "
    lines.append(line.rstrip())
    body += "POINTS: dict[int, int] = {\n" + "".join(f"    {x}\n" for x in lines) + "}\n"
    body += f"WALLS = {walls}\n"
    return body


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    points, walls = measure(args.games, args.seed)
    OUT.write_text(render(points, walls, args.games, args.seed), encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: {sum(points.values())} hands won, {walls} walls")
    return 0


if __name__ == "__main__":
    sys.exit(main())
