"""51 CPU, easy level: goes for its longest suit, takes the best field card of that suit for its
worst card, otherwise passes (now and then it flushes), never swaps all."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.fifty_one.actions import Action, Flush, Pass, Swap

from .knowledge import POINTS, SUITS, Knowledge

#: chance of flushing when the field holds nothing for its suit
EASY_FLUSH = 0.1


def longest_suit(hand: list[str] | tuple[str, ...]) -> str:
    """Return the suit with most cards in ``hand`` (more points, then S H D C order, on ties)."""

    def key(suit: str) -> tuple[int, int, int]:
        cards = [c for c in hand if c != JOKER and c[1] == suit]
        return (len(cards), sum(POINTS[c] for c in cards), -SUITS.index(suit))

    return max(SUITS, key=key)


def easy_turn(know: Knowledge, legal: Sequence[Action], rng: random.Random) -> Action:
    """Take the best field card of the longest suit for the worst hand card; else pass (or
    sometimes flush); a forced swap gives the worst card for the highest field card."""
    hand = know.hand
    suit = longest_suit(hand)
    off = [c for c in hand if c != JOKER and c[1] != suit]
    worst = min(off or [c for c in hand if c != JOKER] or list(hand), key=lambda c: POINTS[c])
    fits = [f for f in know.field if f == JOKER or f[1] == suit]
    fits.sort(key=lambda c: (c == JOKER, POINTS[c]), reverse=True)
    for take in fits:
        if off or take == JOKER or POINTS[take] > POINTS[worst]:
            action = Swap(worst, take)
            if action in legal:
                return action
    if Flush() in legal and rng.random() < EASY_FLUSH:
        return Flush()
    if Pass() in legal:
        return Pass()
    take = max(know.field, key=lambda c: (POINTS[c], c))
    action = Swap(worst, take)
    return action if action in legal else next(a for a in legal if isinstance(a, Swap))

