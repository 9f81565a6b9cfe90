"""51 CPU: weighing the actions of a turn (shared by the normal and hard players).

An action is judged by the hand it leaves (:func:`.knowledge.hand_value`) minus a
penalty for the field it leaves to the others (the hard player counts what they collect).  A
flush is judged by drawing a few possible new fields from the cards the stock can hold and
taking the best exchange on each.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.fifty_one.actions import Action, Flush, Pass, Swap, SwapAll
from tefuda.games.fifty_one.scoring import score_of

from .knowledge import (
    Availability,
    Knowledge,
    availability,
    hand_value,
)


class FieldPenalty:
    """Penalty for the field a move leaves behind, in hand-value units.

    ``penalty(field)`` when the round goes on; ``penalty.ending(field)`` after an exchange
    that may end the round with a call (the others then see the field only in a one more
    turn).  The base class charges nothing.
    """

    def __call__(self, field: Sequence[str]) -> float:
        return 0.0

    def ending(self, field: Sequence[str]) -> float:
        return 0.0


#: an exchange that keeps the hand of one suit asks the call question: worth a little
_CALL_CHANCE = 1.5


def swap_result(
    hand: Sequence[str], field: Sequence[str], give: str, take: str
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Return (hand, field) after swapping hand card ``give`` for field card ``take``."""
    new_hand = tuple(take if c == give else c for c in hand)
    new_field = tuple(give if c == take else c for c in field)
    return new_hand, new_field


def after_swap(know: Knowledge, swap: Swap) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """Return (hand, field) of ``know``'s seat after playing ``swap``."""
    return swap_result(know.hand, know.field, swap.hand_card, swap.field_card)


def flush_pool(know: Knowledge) -> tuple[list[str], list[str]]:
    """Return (the cards the stock may hold, the cards a reshuffle would bring back).

    While the stock was never reshuffled it is part of the unseen cards (the rest being the
    others' hidden cards); after a reshuffle its cards are known."""
    stock = list(know.stock_known) if know.reshuffles else list(know.unseen)
    return stock, list(know.discard) + list(know.field)


def draw_field(know: Knowledge, rng: random.Random) -> tuple[str, ...]:
    """Return five cards a flush might deal (the stock first, then a reshuffled discard)."""
    stock, refill = flush_pool(know)
    from_stock = min(5, know.stock_count, len(stock))
    cards = rng.sample(stock, from_stock)
    if from_stock < 5:
        cards += rng.sample(refill, min(5 - from_stock, len(refill)))
    while len(cards) < 5:  # only for hand-made views that do not add up
        cards.append(rng.choice([c for c in know.unseen if c not in cards] or [JOKER]))
    return tuple(cards)


def exchange_value(
    hand: Sequence[str], avail: Availability, penalty: FieldPenalty, field_after: Sequence[str]
) -> float:
    """Return the value of holding ``hand`` after an exchange that leaves ``field_after``."""
    if score_of(hand) > 0:
        # A one-suit hand is asked to call: the round may end before anyone takes from the
        # field (the hard penalty function knows when the others still get a turn).
        return hand_value(hand, avail) + _CALL_CHANCE - penalty.ending(field_after)
    return hand_value(hand, avail) - penalty(field_after)


def best_exchange(
    hand: Sequence[str],
    field: Sequence[str],
    avail: Availability,
    penalty: FieldPenalty,
    allow_all: bool = True,
) -> tuple[float, Swap | SwapAll | None]:
    """Return (value, action) of the best swap one / swap all with ``field`` (None when
    ``hand`` or ``field`` is empty and swap all is not allowed)."""
    best: tuple[float, Swap | SwapAll | None] = (float("-inf"), None)
    for give in hand:
        for take in field:
            new_hand, new_field = swap_result(hand, field, give, take)
            value = exchange_value(new_hand, avail, penalty, new_field)
            if value > best[0]:
                best = (value, Swap(give, take))
    if allow_all:
        value = exchange_value(field, avail, penalty, hand)
        if value > best[0]:
            best = (value, SwapAll())
    return best


def flush_value(
    know: Knowledge, penalty: FieldPenalty, careful: bool, samples: int, rng: random.Random
) -> float:
    """Return the estimated value of flushing: the mean of the best exchange on ``samples``
    drawn new fields (the old field goes to the discard pile first)."""
    after = dataclasses.replace(
        know, field=(), discard=know.discard + know.field, stock_count=know.stock_count
    )
    avail = availability(after, careful)
    total = 0.0
    for _ in range(samples):
        field = draw_field(know, rng)
        total += best_exchange(know.hand, field, avail, penalty)[0]
    return total / samples


def plan_turn(
    know: Knowledge,
    legal: Sequence[Action],
    avail: Availability,
    penalty: FieldPenalty,
    careful: bool,
    flush_samples: int,
    flush_cost: float,
    rng: random.Random,
) -> Action:
    """Return the legal action with the best value (ties: the first in ``legal`` order)."""
    best_value, best_action = float("-inf"), legal[0]
    for action in legal:
        if isinstance(action, Swap):
            new_hand, new_field = after_swap(know, action)
            value = exchange_value(new_hand, avail, penalty, new_field)
        elif isinstance(action, SwapAll):
            value = exchange_value(know.field, avail, penalty, know.hand)
        elif isinstance(action, Pass):
            value = hand_value(know.hand, avail) - penalty(know.field)
        elif isinstance(action, Flush):
            value = flush_value(know, penalty, careful, flush_samples, rng) - flush_cost
        else:
            continue
        if value > best_value + 1e-9:
            best_value, best_action = value, action
    return best_action


#: a field penalty of zero (for players who do not mind what they leave)
no_penalty = FieldPenalty()


def extra_turn_choice(
    know: Knowledge, legal: Sequence[Action], samples: int, rng: random.Random
) -> Action:
    """Return the action of a one more turn after a stop/call: the highest score at the
    reveal (a hand without the joker breaks ties), a flush judged on drawn fields."""

    def worth(hand: Sequence[str]) -> float:
        score = score_of(hand)
        return score + (0.5 if score and JOKER not in hand else 0.0)

    best_value, best_action = float("-inf"), legal[0]
    for action in legal:
        if isinstance(action, Swap):
            value = worth(after_swap(know, action)[0])
        elif isinstance(action, SwapAll):
            value = worth(know.field)
        elif isinstance(action, Pass):
            value = worth(know.hand)
        elif isinstance(action, Flush):
            value = 0.0
            for _ in range(samples):
                field = draw_field(know, rng)
                options = [worth(field)] + [
                    worth(swap_result(know.hand, field, g, t)[0]) for g in know.hand for t in field
                ]
                value += max(options)
            value /= samples
        else:
            continue
        if value > best_value + 1e-9:
            best_value, best_action = value, action
    return best_action
