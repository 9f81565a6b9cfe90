"""恋のかけひき CPU, hard level: samples the opponent's possible hands from the unseen cards,
weighted by how well they explain the cards the opponent has shown (under a mixture of
opponent styles), plays out each of its own choices against the opponent's likely commits, and
picks at random among the choices whose expected result is close to the best (a mixed
strategy)."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from tefuda.games.kakehiki import MARRIAGE

from .knowledge import Card, sort_hand, without
from .normal import steer

#: how many opponent hands to sample, by round
_SAMPLES = {1: 110, 2: 130, 3: 220}
#: choices whose value is within this margin of the best are played at random
_MIX_MARGIN = 0.04
#: a loss weighs this many wins, so an even gamble is worth less than a sure draw
_LOSS_WEIGHT = 1.5
#: prior weight of each opponent style (uniform, low-card, steering)
_STYLE_PRIOR = (0.3, 0.3, 0.4)


#: the opponent styles
_UNIFORM, _LOW, _STEER = 0, 1, 2


def _style_prob(style: int, hand: tuple[Card, ...], card: Card, total: int, rnd: int) -> float:
    """Return the probability that an opponent of ``style`` plays ``card`` from ``hand``."""
    n = len(hand)
    if style == _UNIFORM:
        return 1.0 / n
    if style == _LOW:
        # sorted hands start with their lowest card
        low = hand[0]
        return 0.1 / n + (0.9 / hand.count(low) if card == low else 0.0)
    return 0.2 / n + (0.8 / hand.count(card) if steer(hand, total, rnd) == card else 0.0)


def _style_draw(style: int, hand: tuple[Card, ...], total: int, rnd: int, x: float) -> Card:
    """Return the card an opponent of ``style`` plays from ``hand``; ``x`` is uniform in [0, 1)."""
    if style == _LOW and x < 0.9:
        return hand[0]
    if style == _STEER and x < 0.8:
        return steer(hand, total, rnd)
    return hand[int(x * 1009) % len(hand)]


def _outcome(mine: Sequence[Card], theirs: Sequence[Card]) -> float:
    """Return 1 for a win, -LOSS_WEIGHT for a loss, 0 for a draw (after a marriage)."""
    a = sum(c[1] for c in mine)
    b = sum(c[1] for c in theirs)
    if a > b:
        return 1.0
    return -_LOSS_WEIGHT if a < b else 0.0


def _draw(probs: Sequence[float], rng: random.Random) -> int:
    x = rng.random() * sum(probs)
    for i, p in enumerate(probs):
        x -= p
        if x < 0:
            return i
    return len(probs) - 1


def _rollout(
    mine: tuple[Card, ...],
    theirs: tuple[Card, ...],
    total: int,
    rnd: int,
    style: int,
    draws: Sequence[float],
) -> float:
    """Play on from round ``rnd`` (both cards still to choose) and return the outcome for me.

    I follow the steering policy (it never sees ``theirs``); the opponent follows ``style``,
    its choice in round ``r`` made from ``draws[r - 2]``.
    """
    while True:
        a = steer(mine, total, rnd)
        b = _style_draw(style, theirs, total, rnd, draws[rnd - 2])
        total += a[0] + b[0]
        mine, theirs = without(mine, a), without(theirs, b)
        if rnd >= 2 and total >= MARRIAGE:
            return _outcome(mine, theirs)
        if rnd >= 3:
            return 0.0
        rnd += 1


def hard_values(
    hand: tuple[Card, ...],
    pool: Sequence[Card],
    mine_shown: Sequence[Card],
    theirs_shown: Sequence[Card],
    rng: random.Random,
) -> list[float]:
    """Return the estimated expected (win - loss) of each card of the sorted ``hand``."""
    rnd = len(theirs_shown) + 1
    n = len(hand)
    total = sum(c[0] for c in mine_shown) + sum(c[0] for c in theirs_shown)
    kept = [without(hand, c) for c in hand]
    values = [0.0] * n
    weight_sum = 0.0
    for _ in range(_SAMPLES.get(rnd, 150)):
        sample = sort_hand(rng.sample(pool, n))
        # How well does each style explain the cards the opponent has shown?
        style_w = list(_STYLE_PRIOR)
        past_total = 0
        for k, shown in enumerate(theirs_shown):
            held = sort_hand([shown, *theirs_shown[k + 1 :], *sample])
            for s in range(3):
                style_w[s] *= _style_prob(s, held, shown, past_total, k + 1)
            past_total += shown[0] + mine_shown[k][0]
        w = sum(style_w)
        if w <= 0.0:
            continue
        weight_sum += w
        if rnd >= 3:
            for j, b in enumerate(sample):
                if j and b == sample[j - 1]:
                    continue
                p = sum(style_w[s] * _style_prob(s, sample, b, total, rnd) for s in range(3))
                p *= sample.count(b)
                theirs_left = without(sample, b)
                for i, a in enumerate(hand):
                    if total + a[0] + b[0] >= MARRIAGE:
                        values[i] += p * _outcome(kept[i], theirs_left)
            continue
        # Earlier rounds: one commit of the opponent and one continuation, shared by all my
        # choices (common random numbers keep the comparison fair).
        style = _draw(style_w, rng)
        b = _style_draw(style, sample, total, rnd, rng.random())
        theirs_left = without(sample, b)
        draws = (rng.random(), rng.random())
        for i, a in enumerate(hand):
            after = total + a[0] + b[0]
            if rnd == 2 and after >= MARRIAGE:
                result = _outcome(kept[i], theirs_left)
            else:
                result = _rollout(kept[i], theirs_left, after, rnd + 1, style, draws)
            values[i] += w * result
    if weight_sum > 0:
        values = [v / weight_sum for v in values]
    return values


def mixed_pick(values: Sequence[float], rng: random.Random) -> int:
    """Return an index at random among the values within the margin of the best."""
    best = max(values)
    near = [i for i, v in enumerate(values) if v >= best - _MIX_MARGIN]
    weights = [math.exp((values[i] - best) * 25.0) for i in near]
    return near[_draw(weights, rng)]
