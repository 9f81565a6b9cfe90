"""51 CPU, normal level: values each suit by the cards it holds and those still to be had, weighs
every swap, swap all, pass and a flush, and calls on a rough risk estimate from what the others
visibly collect."""

from __future__ import annotations

import random
from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.fifty_one.actions import Action, Flush, Pass, Swap, SwapAll
from tefuda.games.fifty_one.scoring import score_of

from .knowledge import (
    POINTS,
    SUITS,
    Availability,
    Knowledge,
    collecting,
    hand_value,
    one_suit_possible,
    suit_value,
)
from .plan import no_penalty, plan_turn

#: risk that an opponent beats a call, by how many cards of one suit it visibly holds
_NORMAL_RISK = (0.02, 0.04, 0.1, 0.22, 0.45)


def normal_turn(know: Knowledge, legal: Sequence[Action], avail: Availability) -> Action:
    """Aim at the suit of best expected value: take its best field card for the worst other
    card, or swap all when the field is worth more than the hand; with nothing to take,
    flush (or pass when a flush is not allowed)."""
    hand = know.hand
    suit = max(SUITS, key=lambda s: suit_value(hand, s, avail))
    options: list[tuple[float, Action]] = []
    off = [c for c in hand if c != JOKER and c[1] != suit]
    worst = min(off or [c for c in hand if c != JOKER] or list(hand), key=lambda c: POINTS[c])
    fits = [f for f in know.field if f == JOKER or f[1] == suit]
    for take in fits:
        if off or take == JOKER or POINTS[take] > POINTS[worst]:
            action = Swap(worst, take)
            if action in legal:
                new_hand = tuple(take if c == worst else c for c in hand)
                options.append((hand_value(new_hand, avail), action))
    if SwapAll() in legal:
        options.append((hand_value(know.field, avail) - 3.0, SwapAll()))
    here = hand_value(hand, avail)
    options = [o for o in options if o[0] > here]
    if options:
        # equal values: the swap whose text sorts last, as when options held the texts
        return max(options, key=lambda o: (o[0], str(o[1])))[1]
    if Flush() in legal:
        return Flush()
    if Pass() in legal:
        return Pass()
    return plan_turn(know, legal, avail, no_penalty, False, 1, 0.0, random.Random(0))


def normal_win_chance(know: Knowledge, score: int) -> float:
    """Return a rough chance that nobody beats a call at ``score``, from what each opponent
    visibly collects."""
    extra = know.after_end == "one-more-turn"
    chance = 1.0
    for opp in know.opponents:
        taken = know.taken[opp]
        if know.hidden[opp] == 0 and not extra:
            risk = 1.0 if score_of(taken) >= score else 0.0
        elif not one_suit_possible(taken):
            risk = 0.05 if extra else 0.0
        else:
            _, count = collecting(taken)
            risk = _NORMAL_RISK[min(count, 4)]
            risk *= max(0.2, min(1.2, (52 - score) / 20))
            if extra:
                risk = min(1.0, risk * 1.6 + 0.05)
        chance *= 1.0 - risk
    return chance


def normal_threshold(know: Knowledge) -> float:
    """Return the least chance of not being beaten that normal calls with (higher as the round
    goes on, and under bonus scoring)."""
    threshold = 0.6 - 0.01 * max(0, know.moves - 4 * know.seats)
    if know.bonus:
        threshold += 0.12
    return max(0.3, threshold)
