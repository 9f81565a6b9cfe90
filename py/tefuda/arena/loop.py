"""The arena's loop: players (a CPU level or ``random``) deciding from their own views, and a
game played out to its end."""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any, TypeVar

from tefuda.core import Game

S = TypeVar("S")

#: a player in the arena: (view, rng) → action text
Chooser = Callable[[Mapping[str, Any], random.Random], str]


def players(cpu: ModuleType) -> tuple[str, ...]:
    """Return the player names of a CPU module: its levels, and ``random``."""
    return (*cpu.LEVELS, "random")


def make_chooser(cpu: ModuleType, name: str) -> Chooser:
    """Return a player for a level of ``cpu`` (a module with ``LEVELS`` and ``choose``), or a
    uniformly random legal player for ``"random"``.

    Raises ValueError for an unknown name.
    """
    if name == "random":
        return lambda view, rng: str(rng.choice(view["legal"]))
    if name in cpu.LEVELS:
        return lambda view, rng: str(cpu.choose(view, name, rng))
    raise ValueError(f"unknown player {name!r} (expected one of {players(cpu)})")


@dataclasses.dataclass
class ArenaSeat:
    """One seat in an arena game: who decides for it, its own random source, and the time each
    of its decisions took (seconds)."""

    chooser: Chooser
    rng: random.Random
    times: list[float] = dataclasses.field(default_factory=list)


def play_out(game: Game[S, Any], state: S, seats: Mapping[int, ArenaSeat]) -> S:
    """Return the end of the game played from ``state``, each seat deciding from its own view.

    In a simultaneous step every acting seat decides from a view taken before any of their
    actions is applied.  A view whose only legal action is ``next`` (acknowledging a finished
    hand) is answered without asking the player and is not timed.
    """
    while not game.is_over(state):
        moves = []
        for seat in game.to_act(state):
            view = game.view(state, seat)
            if view["legal"] == ["next"]:
                moves.append((seat, "next"))
                continue
            player = seats[seat]
            began = time.perf_counter()
            text = player.chooser(view, player.rng)
            player.times.append(time.perf_counter() - began)
            moves.append((seat, text))
        for seat, text in moves:
            state = game.apply(state, seat, text)
    return state
