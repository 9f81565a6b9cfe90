"""恋のかけひき in the arena: two players (CPU levels, ``random``, or ``frozen-hard``: the hard level
as it was before the appraisal, :mod:`tefuda.arena.kakehiki_frozen`), seats swapped each game.

Each game is a one-game match (``match_length`` 1) dealt from ``seed`` and the game number, so
every game is reproducible on its own.  Player A sits in seat 0 in even games and seat 1 in odd
ones, so neither side gains from a seat.
"""

from __future__ import annotations

import argparse
from typing import Any

from tefuda.arena import kakehiki_frozen
from tefuda.arena.loop import Chooser, make_chooser, play_out, players
from tefuda.arena.runner import (
    Versus,
    VersusRunner,
    add_versus_arguments,
    count_outcome,
    print_share,
    print_times,
    seat_sides,
)
from tefuda.cpu import kakehiki as cpu
from tefuda.games.kakehiki import GAME

#: the hard level as it was before the appraisal
FROZEN = "frozen-hard"


class KakehikiRunner(VersusRunner[Versus]):
    """The kakehiki arena: ``--a`` (default hard), ``--b`` (default random) and the shared
    flags."""

    tally_type = Versus
    cpu = cpu
    default_b = "random"

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        """Add --a and --b (the levels, ``random`` and ``frozen-hard``)."""
        add_versus_arguments(parser, (*players(cpu), FROZEN), self.default_a, self.default_b)

    def play_game(self, seed: int, number: int, tally: Versus, a: str, b: str) -> None:
        """Play game ``number`` with A (level ``a``) in seat ``number % 2`` against B (``b``), and
        add its outcome to the sides."""
        seat_a = number % 2
        pick_a, pick_b = chooser(a), chooser(b)
        seats = seat_sides(seed, number, seat_a, pick_a, pick_b, tally.a, tally.b)
        state = play_out(GAME, GAME.start({"match_length": 1}, seed * 1_000_003 + number), seats)
        scores = GAME.result(state).details["games"][-1]["scores"]
        diff = scores[seat_a] - scores[1 - seat_a]
        tally.a.points += diff
        tally.b.points -= diff
        count_outcome(tally.a, tally.b, diff)

    def report(self, settings: dict[str, Any], tally: Versus) -> None:
        """Print games, each side's wins, A's share and point difference, decision times."""
        a, b = tally.a, tally.b
        games = a.wins + a.losses + a.draws
        print(
            f"kakehiki arena: A={settings['a']} vs B={settings['b']}, seed {settings['seed']}, "
            "seats swapped each game"
        )
        print(f"games: {games}")
        for side in (a, b):
            print(f"{side.name}: wins {side.wins}, losses {side.losses}, draws {side.draws}")
        print_share(a.wins, a.losses)
        print(f"A average point difference: {a.points / max(1, games):+.3f} per game")
        print_times((side.name, side.times) for side in (a, b))


def chooser(name: str) -> Chooser:
    """Return the player ``name``: a level of the CPU, ``random`` or ``frozen-hard``."""
    if name == FROZEN:
        return lambda view, rng: kakehiki_frozen.choose(view, rng)  # type: ignore[arg-type]
    return make_chooser(cpu, name)


RUNNER = KakehikiRunner()
