"""恋のかけひき CPU, easy level: keeps its best cards and plays its lowest-value card; the
marriage is not its concern."""

from __future__ import annotations

import random

from tefuda.games.kakehiki import Play

from .knowledge import Knowledge


def easy_play(know: Knowledge, rng: random.Random) -> Play:
    """Return the play of one of the cards with the lowest hand value (table value breaks ties),
    chosen at random."""
    best = min((c[1], c[0]) for c in know.hand)
    lowest = [i for i, c in enumerate(know.hand) if (c[1], c[0]) == best]
    return know.plays[rng.choice(lowest)]
