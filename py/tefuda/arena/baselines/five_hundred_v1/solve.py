"""FROZEN copy (see the package docstring): The last tricks of a sampled deal solved exactly: with every hand in view, the contracting
side takes as many tricks as it can and the defenders as few (minimax with alpha-beta).

In misère the value is 1 if the contractor is forced to take a trick, else 0: the defenders
try to force one, the contractor to avoid it.
"""

from __future__ import annotations

from .world import World

#: solve exactly once this many tricks or fewer remain
EXACT_TRICKS = 2


def moves(world: World) -> list[tuple[str, str | None]]:
    """Return the plays of the seat to play: its legal cards, a joker led in no trumps once
    per suit it may name."""
    out: list[tuple[str, str | None]] = []
    for card in world.legal(world.to_play()):
        if world.needs_name(card):
            out.extend((card, suit) for suit in world.nameable())
        else:
            out.append((card, None))
    return out


def solve(world: World) -> int:
    """Return the tricks the contracting side takes from here with best play on both sides
    (misère: 1 if the contractor must take a trick, 0 if it can take none)."""
    return _search(world, -1, 11)


def _search(world: World, alpha: int, beta: int) -> int:
    if world.over:
        return 0
    seat = world.to_play()
    declaring = seat % 2 == world.contractor % 2
    maximizing = not declaring if world.misere else declaring
    best = -1 if maximizing else 99
    side = world.contractor % 2
    for card, named in moves(world):
        undo = world.play(card, named)
        won = undo.winner
        if won is None:
            gain = 0
        elif world.misere:
            gain = 1 if won == world.contractor else 0
        else:
            gain = 1 if won % 2 == side else 0
        value = gain + _search(world, alpha - gain, beta - gain)
        world.undo(undo)
        if maximizing:
            if value > best:
                best = value
            alpha = max(alpha, best)
        else:
            if value < best:
                best = value
            beta = min(beta, best)
        if alpha >= beta:
            break
    return best
