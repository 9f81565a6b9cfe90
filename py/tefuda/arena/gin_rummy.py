"""Gin Rummy in the arena: two CPU levels (or ``random``) play whole games to 100.

Game ``n`` is dealt from ``seed * 1_000_003 + n``, so every game is reproducible on its own.
Player A deals the first hand in even games and B in odd ones (the seats are chosen to match
the game's first dealer), so neither side gains from dealing.  The report gives games and hands
won, average settled points per game (bonuses included), A's share of the games with its 95 %
Wilson interval, and the decision time of each side (median, 95th percentile).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from tefuda.arena.loop import make_chooser, play_out
from tefuda.arena.runner import (
    Side,
    Versus,
    VersusRunner,
    count_outcome,
    print_share,
    print_times,
    seat_sides,
)
from tefuda.cpu import gin_rummy as cpu
from tefuda.games.gin_rummy import GAME


@dataclasses.dataclass
class GinSide(Side):
    """A side, with the hands it won."""

    hands_won: int = 0


@dataclasses.dataclass
class Tally(Versus):
    """The two sides of a run."""

    a: GinSide
    b: GinSide


class GinRunner(VersusRunner[Tally]):
    """The gin-rummy arena: ``--a`` (default hard), ``--b`` (default easy) and the shared
    flags."""

    tally_type = Tally
    cpu = cpu
    side_type = GinSide
    count_default = 500

    def play_game(self, seed: int, number: int, tally: Tally, a: str, b: str) -> None:
        """Play game ``number`` to the end (A, level ``a``, deals first in even games) against B
        (``b``) and add it to the sides."""
        state = GAME.start({}, seed * 1_000_003 + number)
        seat_a = state.dealer if number % 2 == 0 else 1 - state.dealer
        pick_a, pick_b = make_chooser(cpu, a), make_chooser(cpu, b)
        seats = seat_sides(seed, number, seat_a, pick_a, pick_b, tally.a, tally.b)
        state = play_out(GAME, state, seats)
        final = GAME.result(state).scores
        tally.a.points += final[seat_a]
        tally.b.points += final[1 - seat_a]
        tally.a.hands_won += state.hands_won[seat_a]
        tally.b.hands_won += state.hands_won[1 - seat_a]
        # a game to 100 always has a winner
        count_outcome(tally.a, tally.b, 1 if final[seat_a] > final[1 - seat_a] else -1)

    def report(self, settings: dict[str, Any], tally: Tally) -> None:
        """Print games, each side's games and hands won and points, A's share, decision times."""
        a, b = tally.a, tally.b
        games = a.wins + a.losses
        print(
            f"gin-rummy arena: A={settings['a']} vs B={settings['b']}, seed {settings['seed']}, "
            "games to 100, first dealer alternating"
        )
        print(f"games: {games}")
        for side in (a, b):
            print(
                f"{side.name}: games won {side.wins}, hands won {side.hands_won}, "
                f"average points {side.points / max(1, games):.1f} per game"
            )
        print_share(a.wins, a.losses)
        print_times((side.name, side.times) for side in (a, b))


RUNNER = GinRunner()
