"""The chance to win a game of Gin Rummy from its score: a match-equity table.

A game is won by the first to reach the target; what a hand is worth therefore depends on the
score.  Ten points at 0–0 in a game to 100 move the chance to win a little; the same ten
points when they reach the target win the game.  The table gives, for the points each seat
still needs, the chance that the first of them wins the game, assuming hands that end the way
hands end between two strong players (:mod:`.outcomes`, measured in self-play by
``scripts/gin_hand_outcomes.py``): each seat wins half of the hands that do not end at the
wall, and the winner's points follow the measured distribution.  A wall is dealt again and
changes nothing, so it leaves the chances as they were.  Who deals next is left out (its edge
is small next to the points).

``E(a, b)``, the chance of the seat needing ``a`` against one needing ``b``, solves

    E(a, b) = sum_k p_k (E(a - k, b) + E(a, b - k)),   E(<= 0, b) = 1,  E(a, <= 0) = 0

with ``p_k`` half the share of hands won with ``k`` points; ``E(b, a) = 1 - E(a, b)``, so half
the table is computed.  The whole table (needs up to 100, every target's) takes a few tens of
milliseconds; :func:`prepare` builds it a row at a time, so the browser can spread it over
slices (:func:`chance` finishes it when it is asked first).

>>> round(chance(100, 100), 3), chance(5, 0), chance(0, 5)
(0.5, 0.0, 1.0)
>>> chance(20, 100) > chance(60, 100) > 0.5
True
"""

from __future__ import annotations

from collections.abc import Callable
from operator import mul

from tefuda.games.gin_rummy import TARGETS

from . import outcomes

#: the most points a seat can need (the largest target)
MAX_NEED = max(TARGETS)


def _hand_chances() -> list[float]:
    """Return ``p[k]``: the chance that a given seat wins a hand with ``k`` points (index 0
    unused), from the measured outcomes, walls left out."""
    won = sum(outcomes.POINTS.values())
    top = max(outcomes.POINTS)
    p = [0.0] * (top + 1)
    for points, count in outcomes.POINTS.items():
        p[points] = count / won / 2
    return p


class _Table:
    """The table, built a row at a time: ``rows[a][b]`` is ``E(a, b)`` for needs 1..MAX_NEED."""

    def __init__(self) -> None:
        self.p = _hand_chances()
        n = MAX_NEED
        # tail[a]: the chance of a hand that wins at once when ``a`` points are needed
        self.tail = [0.0] * (n + 2)
        for a in range(n, 0, -1):
            self.tail[a] = sum(self.p[a:])
        self.rows = [[0.0] * (n + 1) for _ in range(n + 1)]
        self.cols = [[0.0] * (n + 1) for _ in range(n + 1)]  # cols[b][a] == rows[a][b]
        self.built = 0  # rows 1..built are complete

    def build(self, more: Callable[[], bool] | None = None) -> bool:
        """Compute rows while ``more()`` says there is time (all of them without it); return
        True once the table is complete."""
        n = MAX_NEED
        head = self.p[1 : n + 1]
        while self.built < n:
            if more is not None and not more():
                return False
            a = self.built + 1
            row, tail = self.rows[a], self.tail[a]
            for b in range(a, n + 1):
                col = self.cols[b]
                # the seat needing a wins the hand (k < a leaves it needing a - k) or loses it
                win = tail + sum(map(mul, head[: a - 1], col[a - 1 : 0 : -1]))
                lose = sum(map(mul, head[: b - 1], row[b - 1 : 0 : -1]))
                value = win + lose
                row[b] = col[a] = value
                self.rows[b][a] = self.cols[a][b] = 1.0 - value
            self.built = a
        return True


_TABLE: _Table | None = None


def _table() -> _Table:
    global _TABLE
    if _TABLE is None:
        _TABLE = _Table()
    return _TABLE


def prepare(more: Callable[[], bool]) -> bool:
    """Build the table while ``more()`` says there is time; return True once it is complete."""
    return _table().build(more)


def chance(need: int, other: int) -> float:
    """Return the chance that a seat needing ``need`` points wins the game against one needing
    ``other`` (a need of 0 or less has reached the target: 1 for the seat, 0 for the other).

    Raises ValueError for a need above the largest target."""
    if need <= 0:
        return 1.0
    if other <= 0:
        return 0.0
    if need > MAX_NEED or other > MAX_NEED:
        raise ValueError(f"a seat needs at most {MAX_NEED} points, not {max(need, other)}")
    table = _table()
    table.build()
    return table.rows[need][other]


def after_hand(scores: tuple[int, int] | list[int], seat: int, target: int, points: int) -> float:
    """Return ``seat``'s chance to win the game once a hand has given it ``points`` (negative:
    the other seat scored them; 0: a wall), from ``scores`` in a game to ``target``."""
    mine, theirs = scores[seat], scores[1 - seat]
    if points > 0:
        mine += points
    else:
        theirs -= points
    return chance(target - mine, target - theirs)
