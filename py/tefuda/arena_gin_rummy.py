"""Gin Rummy in the arena: two CPU levels (or ``random``) play whole games to 100.

Game ``n`` is dealt from ``seed * 1_000_003 + n``, so every game is reproducible on its own.
Player A deals the first hand in even games and B in odd ones (the seats are chosen to match
the game's first dealer), so neither side gains from dealing.  The report gives games and hands
won, average settled points per game (bonuses included), A's share of the games with its 95 %
Wilson interval, and the decision time of each side (median, 95th percentile).
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
from tefuda.cpu import gin_rummy as cpu
from tefuda.games.gin_rummy import GAME

PLAYERS = players(cpu)


@dataclass
class Side:
    """What one side did over the run: games and hands won, settled points, decision times."""

    name: str
    wins: int = 0
    losses: int = 0
    hands_won: int = 0
    points: int = 0
    times: list[float] = field(default_factory=list)


def play_game(seed: int, number: int, a: Side, b: Side, pick_a: Chooser, pick_b: Chooser) -> None:
    """Play game ``number`` to the end (A deals first in even games) and add it to the sides."""
    state = GAME.start({}, seed * 1_000_003 + number)
    seat_a = state.dealer if number % 2 == 0 else 1 - state.dealer
    seats = {
        seat_a: ArenaSeat(pick_a, rng_for(seed, "arena", number, seat_a), a.times),
        1 - seat_a: ArenaSeat(pick_b, rng_for(seed, "arena", number, 1 - seat_a), b.times),
    }
    state = play_out(GAME, state, seats)
    final = GAME.result(state).scores
    a.points += final[seat_a]
    b.points += final[1 - seat_a]
    a.hands_won += state.hands_won[seat_a]
    b.hands_won += state.hands_won[1 - seat_a]
    if final[seat_a] > final[1 - seat_a]:
        a.wins += 1
        b.losses += 1
    else:
        a.losses += 1
        b.wins += 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the gin-rummy options: --a, --b, --games, --seed."""
    parser.add_argument("--a", choices=PLAYERS, default="hard", help="player A (default hard)")
    parser.add_argument("--b", choices=PLAYERS, default="easy", help="player B (default easy)")
    parser.add_argument("--games", type=int, default=500, help="number of games (default 500)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the deals and players")


def run(args: argparse.Namespace) -> int:
    """Play ``args.games`` games and print the report; return 0."""
    a, b = Side(f"A ({args.a})"), Side(f"B ({args.b})")
    pick_a, pick_b = make_chooser(cpu, args.a), make_chooser(cpu, args.b)
    for number in range(args.games):
        play_game(args.seed, number, a, b, pick_a, pick_b)
    games = max(1, args.games)
    print(
        f"gin-rummy arena: A={args.a} vs B={args.b}, seed {args.seed}, "
        "games to 100, first dealer alternating"
    )
    print(f"games: {args.games}")
    for side in (a, b):
        print(
            f"{side.name}: games won {side.wins}, hands won {side.hands_won}, "
            f"average points {side.points / games:.1f} per game"
        )
    print(f"A win share: {share_line(a.wins, a.losses)}")
    for side in (a, b):
        print(f"decision time {side.name}: {timing_summary(side.times)}")
    return 0
