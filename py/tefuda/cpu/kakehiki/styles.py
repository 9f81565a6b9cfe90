"""The other seat as the 恋のかけひき appraisal models it: a mixture of a seat that lays a card at
random, one that lays its lowest card (as the easy level does) and one that steers the table
(as the normal level does), weighted by how well each explains the cards it has laid."""

from __future__ import annotations

from .knowledge import Card
from .normal import steer

#: prior weight of each opponent style (uniform, low-card, steering)
STYLE_PRIOR = (0.3, 0.3, 0.4)
#: the opponent styles
UNIFORM, LOW, STEER = 0, 1, 2


def style_prob(style: int, hand: tuple[Card, ...], card: Card, total: int, rnd: int) -> float:
    """Return the probability that an opponent of ``style`` lays ``card`` from the sorted
    ``hand`` in round ``rnd`` with the table at ``total``."""
    n = len(hand)
    if style == UNIFORM:
        return 1.0 / n
    if style == LOW:
        # sorted hands start with their lowest card
        low = hand[0]
        return 0.1 / n + (0.9 / hand.count(low) if card == low else 0.0)
    return 0.2 / n + (0.8 / hand.count(card) if steer(hand, total, rnd) == card else 0.0)


def style_draw(style: int, hand: tuple[Card, ...], total: int, rnd: int, x: float) -> Card:
    """Return the card an opponent of ``style`` lays from the sorted ``hand``; ``x`` is
    uniform in [0, 1)."""
    if style == LOW and x < 0.9:
        return hand[0]
    if style == STEER and x < 0.8:
        return steer(hand, total, rnd)
    return hand[int(x * 1009) % len(hand)]
