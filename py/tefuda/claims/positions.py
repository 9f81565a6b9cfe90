"""Positions to judge hints in: seat 0's every decision over seeded arena games.

Each game draws its options from the game's checker module (``setup(rng)``), seats the other
players as CPU levels that make a share of their moves at random, and gives seat 0 a style of
its own: it follows the hint, plays a CPU level, or plays at random (with a few random moves
in every style, so positions leave the CPU's usual paths).  At each of seat 0's decisions the
hint is asked for its advice and the position is yielded with it.  The games and CPUs are
found through :mod:`tefuda.registry`; everything random comes from the seed.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections.abc import Callable, Iterator, Mapping
from types import ModuleType
from typing import Any

from tefuda.cards import rng_for
from tefuda.claims import CHECK_MODULES, Position
from tefuda.core import Game
from tefuda.registry import entry

#: seat 0's styles, drawn once per game ("hint" plays the hint's advice)
SEAT0_STYLES = ("hint", "hint", "hard", "normal", "easy", "random")
#: seat 0 plays this share of its moves at random whatever its style
SEAT0_RANDOM = 0.1
#: the other seats' shares of random moves, drawn per seat and game
OTHER_RANDOM = (0.0, 0.0, 0.25, 1.0)


@dataclasses.dataclass(frozen=True)
class Player:
    """One seat's player in a game: a CPU level (or ``"hint"``/``"random"``) and the share of
    its moves made at random."""

    style: str
    random_share: float

    def __str__(self) -> str:
        if self.style == "random" or self.random_share >= 1.0:
            return "random"
        if self.random_share:
            return f"{self.style}+{100 * self.random_share:.0f}%random"
        return self.style


def _modules(game_id: str) -> tuple[Game[Any, Any], ModuleType]:
    """Return the rules object and the CPU module of a game, named by the registry."""
    game = entry(game_id)
    if game.rules is None or game.cpu is None:
        raise ValueError(f"{game_id!r} has no rules or no CPU")
    rules: Game[Any, Any] = importlib.import_module(game.rules).GAME
    return rules, importlib.import_module(game.cpu)


def positions(game_id: str, count: int, seed: int, first: int = 0) -> Iterator[Position]:
    """Yield ``count`` positions: seat 0's decisions, game after game from game ``first``, with
    the hint's advice.

    Game ``n`` is started from ``seed * 1_000_003 + n`` with options and players drawn from
    ``rng_for(seed, "claims", game_id, n)``, so a finding in game ``n`` is played again with
    ``first=n``.  Raises ValueError for a game without checkers.
    """
    if game_id not in CHECK_MODULES:
        raise ValueError(f"no claim checkers for {game_id!r}")
    rules, cpu = _modules(game_id)
    setup: Callable[[random.Random], dict[str, Any]] = importlib.import_module(
        CHECK_MODULES[game_id]
    ).setup
    made = 0
    number = first
    while made < count:
        rng = rng_for(seed, "claims", game_id, number)
        options = setup(rng)
        seats = rules.seats(rules.normalize_options(options))
        players = {0: Player(rng.choice(SEAT0_STYLES), SEAT0_RANDOM)}
        for seat in range(1, seats):
            players[seat] = Player(rng.choice(cpu.LEVELS), rng.choice(OTHER_RANDOM))
        label = " ".join(
            [*(f"{k}={v}" for k, v in options.items()),
             *(f"s{s}={p}" for s, p in players.items())]
        )
        state = rules.start(options, seed * 1_000_003 + number)
        while not rules.is_over(state) and made < count:
            moves: list[tuple[int, str]] = []
            for seat in rules.to_act(state):
                view: Mapping[str, Any] = rules.view(state, seat)
                advice: Mapping[str, Any] | None = None
                if seat == 0:
                    advice = cpu.hint(view)
                    yield Position(game_id, number, label, state, seat, view, advice)
                    made += 1
                moves.append((seat, _move(cpu, players[seat], view, advice, rng)))
            for seat, text in moves:
                state = rules.apply(state, seat, text)
        number += 1


def _move(
    cpu: ModuleType,
    player: Player,
    view: Mapping[str, Any],
    advice: Mapping[str, Any] | None,
    rng: random.Random,
) -> str:
    """Return the action text ``player`` plays in ``view`` (``advice`` is the hint's, for
    seat 0)."""
    legal = list(view["legal"])
    if len(legal) == 1:
        return str(legal[0])
    if player.style == "random" or rng.random() < player.random_share:
        return str(rng.choice(legal))
    if player.style == "hint" and advice is not None and advice.get("action") in legal:
        return str(advice["action"])
    level = player.style if player.style in cpu.LEVELS else "hard"
    return str(cpu.choose(view, level, rng))
