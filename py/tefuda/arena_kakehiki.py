"""恋のかけひき in the arena: two players (CPU levels or ``random``), seats swapped each game.

Each game is a one-game match (``match_length`` 1) dealt from ``seed`` and the game number, so
every game is reproducible on its own.  Player A sits in seat 0 in even games and seat 1 in odd
ones, so neither side gains from a seat.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field

from tefuda.arena import (
    ArenaSeat,
    Chooser,
    make_chooser,
    play_out,
    players,
    share_line,
    timing_summary,
)
from tefuda.cards import rng_for
from tefuda.cpu import kakehiki as cpu
from tefuda.games.kakehiki import GAME

PLAYERS = players(cpu)


@dataclass
class Side:
    """What one side did over the run: games won/lost/drawn, points, decision times."""

    name: str
    wins: int = 0
    losses: int = 0
    draws: int = 0
    points: int = 0
    times: list[float] = field(default_factory=list)


def play_game(seed: int, number: int, a: Side, b: Side, pick_a: Chooser, pick_b: Chooser) -> None:
    """Play game ``number`` with A in seat ``number % 2`` and add its outcome to the sides."""
    seat_a = number % 2
    seats = {
        seat_a: ArenaSeat(pick_a, rng_for(seed, "arena", number, seat_a), a.times),
        1 - seat_a: ArenaSeat(pick_b, rng_for(seed, "arena", number, 1 - seat_a), b.times),
    }
    state = play_out(GAME, GAME.start({"match_length": 1}, seed * 1_000_003 + number), seats)
    scores = GAME.result(state).details["games"][-1]["scores"]
    diff = scores[seat_a] - scores[1 - seat_a]
    a.points += diff
    b.points -= diff
    if diff > 0:
        a.wins += 1
        b.losses += 1
    elif diff < 0:
        a.losses += 1
        b.wins += 1
    else:
        a.draws += 1
        b.draws += 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the kakehiki options: --a, --b, --games, --seed."""
    parser.add_argument("--a", choices=PLAYERS, default="hard", help="player A (default hard)")
    parser.add_argument("--b", choices=PLAYERS, default="random", help="player B (default random)")
    parser.add_argument("--games", type=int, default=1000, help="number of games (default 1000)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and players")


def run(args: argparse.Namespace) -> int:
    """Play ``args.games`` games and print the report; return 0."""
    a, b = Side(f"A ({args.a})"), Side(f"B ({args.b})")
    pick_a, pick_b = make_chooser(cpu, args.a), make_chooser(cpu, args.b)
    for number in range(args.games):
        play_game(args.seed, number, a, b, pick_a, pick_b)
    print(f"kakehiki arena: A={args.a} vs B={args.b}, seed {args.seed}, seats swapped each game")
    print(f"games: {args.games}")
    for side in (a, b):
        print(f"{side.name}: wins {side.wins}, losses {side.losses}, draws {side.draws}")
    print(f"A win share: {share_line(a.wins, a.losses)}")
    print(f"A average point difference: {a.points / max(1, args.games):+.3f} per game")
    for side in (a, b):
        print(f"decision time {side.name}: {timing_summary(side.times)}")
    return 0
