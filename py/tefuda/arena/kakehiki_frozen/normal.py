"""恋のかけひき CPU, normal level: judges whether a marriage would serve it from its hand's
strength and steers the table total, towards 20 by spending spare non-spades or away from it
with spades and low cards; on the last card it weighs each choice against a typical opponent.
The hard level's rollouts play this policy too."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from itertools import combinations

from tefuda.games.kakehiki import DECK, MARRIAGE

from .knowledge import Card, card_of

#: top-3 hand points at or above which a marriage is worth seeking, by round (1, 2)
_WANT_THRESHOLD = {1: 25, 2: 24}


@lru_cache(maxsize=1)
def _last_card_table() -> dict[tuple[int, int], float]:
    """Return G[(need, kept)]: the expected (win - loss) on the last card for a seat that keeps
    ``kept`` hand points, when the opponent's card must bring ``need`` table points or more.

    The typical opponent holds three random cards, plays its lowest-value one and keeps two.
    Built once by enumerating every three-card hand of the deck.
    """
    cards = [card_of(c) for c in DECK]
    joint: dict[tuple[int, int], int] = {}
    count = 0
    for trio in combinations(cards, 3):
        low = min(trio, key=lambda c: (c[1], c[0]))
        kept = sum(c[1] for c in trio) - low[1]
        key = (low[0], kept)
        joint[key] = joint.get(key, 0) + 1
        count += 1
    table: dict[tuple[int, int], float] = {}
    for need in range(-40, 41):
        for mine in range(0, 21):
            value = 0
            for (tv, kept), n in joint.items():
                if tv >= need:
                    value += n * ((mine > kept) - (mine < kept))
            table[(need, mine)] = value / count
    return table


def _last_card_value(hand: Sequence[Card], i: int, total: int) -> float:
    """Return the typical value of playing ``hand[i]`` as the last card."""
    kept = sum(c[1] for j, c in enumerate(hand) if j != i)
    need = MARRIAGE - total - hand[i][0]
    need = max(-40, min(40, need))
    return _last_card_table()[(need, kept)]



def wants_marriage(hand: Sequence[Card], rnd: int) -> bool:
    """Return True if the three best cards look strong enough to win a marriage."""
    top = sorted((c[1] for c in hand), reverse=True)[:3]
    return sum(top) >= _WANT_THRESHOLD[rnd]


@lru_cache(maxsize=65536)
def steer(hand: tuple[Card, ...], total: int, rnd: int) -> Card:
    """Return the card the steering (normal) policy plays from a sorted ``hand``."""
    n = len(hand)
    if rnd >= 3 or n <= 3:
        return max(hand, key=lambda c: _last_card_value(hand, hand.index(c), total))
    if wants_marriage(hand, rnd):
        # Spend a spare card (not among the best three), the one that adds most to the table.
        return max(hand[: n - 3], key=lambda c: (c[0], -c[1]))
    # Keep the table low: the most negative card; if none is negative, the cheapest one.
    return min(hand, key=lambda c: (c[0], c[1]))
