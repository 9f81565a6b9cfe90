"""51 CPU, hard level: reading the opponents and timing the call.

* Each opponent's suit and progress come from the cards it took and still holds (public).
  The field a move leaves behind is penalised for every card in it that a visible collector
  wants, the next player most (he moves first).
* The call is timed on a sampled estimate of being beaten: the unseen cards are dealt to the
  opponents' hidden places (biased towards the suit each visibly collects, more so the more
  exchanges it made, since a player keeps cards of its suit), and each sample is checked for
  an opponent whose hand at the reveal beats the call.  Under "one more turn" every opponent
  first gets its best single exchange (a swap with the field, swap all, or a flush).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tefuda.cards import JOKER
from tefuda.games.fifty_one.actions import Action, Swap
from tefuda.games.fifty_one.scoring import score_of

from .knowledge import (
    POINTS,
    SUITS,
    Knowledge,
    availability,
    beats_caller,
    collecting,
    hand_value,
    one_suit_possible,
)
from .normal import normal_turn
from .plan import FieldPenalty, after_swap, exchange_value, flush_pool

#: how much a card a collector wants costs us, by how many of its suit it likely holds
_FEED_BY_COUNT = (0.0, 1.0, 4.0, 12.0, 40.0, 40.0)
#: the share of a collector's hidden cards of its suit: base + per exchange, at most max
#: (a player keeps the cards of its suit and gives the others away)
SUIT_SHARE = (0.3, 0.2, 0.85)
#: weight of the next opponents to move (the first one takes first)
_FEED_ORDER = (1.0, 0.55, 0.35, 0.25, 0.2, 0.2)
#: overall weight of the feeding penalty
FEED_WEIGHT = 1.0
#: per exchange an opponent made, the share of its hidden cards drawn from its suit
_KEEP_PER_SWAP = 0.15
_KEEP_MAX = 0.75


def _feed_by(count: float) -> float:
    """Return the feeding cost for a collector likely holding ``count`` cards of its suit."""
    count = max(0.0, min(4.0, count))
    low = int(count)
    high = min(low + 1, 4)
    return _FEED_BY_COUNT[low] + (_FEED_BY_COUNT[high] - _FEED_BY_COUNT[low]) * (count - low)


def suit_share(swaps: int) -> float:
    """Return the likely share of a collector's hidden cards that are of its suit."""
    base, per_swap, most = SUIT_SHARE
    return min(most, base + per_swap * swaps)


class FeedPenalty(FieldPenalty):
    """Charges for each opponent the most useful card the field offers it: more the closer
    it likely is to five of its suit and the sooner it moves."""

    def __init__(self, know: Knowledge) -> None:
        self.wants: list[tuple[float, str]] = []
        for i, opp in enumerate(know.opponents):
            taken = know.taken[opp]
            suit, count = collecting(taken)
            if suit is None or not one_suit_possible(taken):
                continue
            held = count + know.hidden[opp] * suit_share(know.swaps[opp])
            weight = _FEED_ORDER[min(i, len(_FEED_ORDER) - 1)] * _feed_by(held)
            self.wants.append((FEED_WEIGHT * weight, suit))
        # After a call under "one more turn" every opponent gets one turn with this field.
        self.end_factor = 1.0 if know.after_end == "one-more-turn" else 0.1

    def __call__(self, field: Sequence[str]) -> float:
        total = 0.0
        for cost, suit in self.wants:
            best = 0.0
            for c in field:
                if c == JOKER or c[1] == suit:
                    best = max(best, cost * (0.6 + POINTS[c] / 25))
            total += best
        return total

    def ending(self, field: Sequence[str]) -> float:
        return self.end_factor * self(field)


def feed_penalty(know: Knowledge) -> FieldPenalty:
    """Return the penalty for fields left to the opponents of ``know``."""
    return FeedPenalty(know)


# --------------------------------------------------------------------------- sampling hands


def sample_hidden(know: Knowledge, rng: random.Random) -> dict[int, list[str]]:
    """Return one guess of each opponent's whole hand: its taken cards plus hidden cards drawn
    from the unseen ones, a share of them from the suit it visibly collects."""
    pool = list(know.unseen)
    rng.shuffle(pool)
    hands: dict[int, list[str]] = {}
    for opp in know.opponents:
        need = know.hidden[opp]
        suit, _ = collecting(know.taken[opp])
        keep = min(_KEEP_MAX, _KEEP_PER_SWAP * know.swaps[opp]) if suit else 0.0
        cards: list[str] = []
        for _ in range(need):
            if not pool:
                break
            pick = len(pool) - 1
            if keep and rng.random() < keep:
                for j in range(len(pool) - 1, -1, -1):
                    c = pool[j]
                    if c == JOKER or c[1] == suit:
                        pick = j
                        break
            cards.append(pool.pop(pick))
        hands[opp] = list(know.taken[opp]) + cards
    return hands


def best_one_exchange(hand: Sequence[str], field: Sequence[str]) -> int:
    """Return the best score ``hand`` can have after at most one swap-one with ``field``."""
    best = score_of(hand)
    for suit in SUITS:
        off = [c for c in hand if c != JOKER and c[1] != suit]
        if len(off) > 1:
            continue
        fits = [f for f in field if f == JOKER or f[1] == suit]
        if not fits:
            continue
        if off:
            gives = off
        else:
            # already of this suit: give the lowest card for a higher one
            gives = [min(hand, key=lambda c: POINTS[c])]
        for give in gives:
            for take in fits:
                score = score_of([take if c == give else c for c in hand])
                best = max(best, score)
    return best


def one_more_turn_score(
    hand: Sequence[str],
    field: Sequence[str],
    stock: Sequence[str],
    target: int,
    rng: random.Random,
) -> int:
    """Return the score an opponent reaches in its one more turn: its best exchange with the
    field (or swap all), and when that stays below ``target`` a flush on a drawn field."""
    best = max(best_one_exchange(hand, field), score_of(field))
    if best < target and len(stock) >= 5:
        new = rng.sample(list(stock), 5)
        best = max(best, best_one_exchange(hand, new), score_of(new))
    return best


def beaten_probability(
    know: Knowledge, hand: Sequence[str], samples: int, rng: random.Random
) -> float:
    """Return the estimated chance that a call with ``hand`` fails."""
    mine = score_of(hand)
    my_joker = JOKER in hand
    if mine == 0:
        return 1.0
    extra = know.after_end == "one-more-turn"
    threats = [o for o in know.opponents if extra or one_suit_possible(know.taken[o])]
    if not threats:
        return 0.0
    stock, _ = flush_pool(know)
    beaten = 0
    for _ in range(samples):
        hands = sample_hidden(know, rng)
        for opp in threats:
            opp_hand = hands[opp]
            if len(opp_hand) != 5:
                continue
            if extra:
                left = [c for c in stock if c not in opp_hand]
                score = one_more_turn_score(opp_hand, know.field, left, mine, rng)
                joker = JOKER in opp_hand
            else:
                score = score_of(opp_hand)
                joker = JOKER in opp_hand
            if beats_caller(score, joker, mine, my_joker, know.caller_tie):
                beaten += 1
                break
    return beaten / samples


def call_threshold(know: Knowledge, score: int) -> float:
    """Return the chance of winning the hard player wants before it calls.

    Waiting is worth more with a low score (it can still grow) and early in the round; the
    threshold drops as the round drags on, and rises under bonus scoring (a failed call costs
    51 points)."""
    threshold = 0.55 + max(0, 40 - score) * 0.006
    threshold -= 0.01 * max(0, know.moves - 4 * know.seats)
    if know.bonus:
        threshold += 0.12
    return max(0.3, min(0.95, threshold))


#: swaps within this much hand value of the plan's are weighed by what they leave
HARD_MARGIN = 3.0


def hard_turn(know: Knowledge, legal: Sequence[Action]) -> tuple[Action, Action]:
    """Return (plan, action): the normal plan with the careful card count, and the action
    played: when the plan swaps one card, among the swaps worth about as much to the own hand
    the one that leaves the opponents least."""
    avail = availability(know, careful=True)
    plan = normal_turn(know, legal, avail)
    if not isinstance(plan, Swap):
        return plan, plan
    penalty = feed_penalty(know)
    planned = after_swap(know, plan)[0]
    floor = hand_value(planned, avail) - HARD_MARGIN
    best_value, best_action = float("-inf"), plan
    for action in legal:
        if not isinstance(action, Swap):
            continue
        new_hand, new_field = after_swap(know, action)
        mine = hand_value(new_hand, avail)
        if mine < floor:
            continue
        value = exchange_value(new_hand, avail, penalty, new_field)
        if value > best_value + 1e-9:
            best_value, best_action = value, action
    return plan, best_action
