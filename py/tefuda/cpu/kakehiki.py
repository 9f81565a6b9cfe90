"""CPU players for 恋のかけひき, deciding from a seat's view alone.

``choose(view, level, rng)`` returns one of ``view["legal"]``.  The view never holds the other
seat's committed card (only that it has committed), so a CPU cannot peek at it.

Inside, a card is reduced to what the rules see of it: ``(table value, hand value)``.

* easy: keeps its best cards and plays its lowest-value card; the marriage is not its concern.
* normal: judges whether a marriage would serve it from its hand's strength and steers the
  table total: towards 20 by spending spare non-spades, or away from it with spades and low
  cards; on the last card it weighs each choice against a typical opponent.
* hard: samples the opponent's possible hands from the unseen cards, weighted by how well they
  explain the cards the opponent has shown (under a mixture of opponent styles), plays out each
  of its own choices against the opponent's likely commits, and picks at random among the
  choices whose expected result is close to the best (a mixed strategy).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from functools import lru_cache
from itertools import combinations
from typing import Any

from tefuda.cards import deck_for
from tefuda.games.kakehiki import MARRIAGE, hand_value, table_value

LEVELS = ("easy", "normal", "hard")

Card = tuple[int, int]  # (table value, hand value)

#: top-3 hand points at or above which a marriage is worth seeking, by round (1, 2)
_WANT_THRESHOLD = {1: 25, 2: 24}
#: hard: how many opponent hands to sample, by round
_SAMPLES = {1: 110, 2: 130, 3: 220}
#: hard: choices whose value is within this margin of the best are played at random
_MIX_MARGIN = 0.04
#: hard: a loss weighs this many wins, so an even gamble is worth less than a sure draw
_LOSS_WEIGHT = 1.5
#: hard: prior weight of each opponent style (uniform, low-card, steering)
_STYLE_PRIOR = (0.3, 0.3, 0.4)


def _card(card: str) -> Card:
    return (table_value(card), hand_value(card))


# --------------------------------------------------------------------------- a typical opponent


@lru_cache(maxsize=1)
def _last_card_table() -> dict[tuple[int, int], float]:
    """Return G[(need, kept)]: the expected (win - loss) on the last card for a seat that keeps
    ``kept`` hand points, when the opponent's card must bring ``need`` table points or more.

    The typical opponent holds three random cards, plays its lowest-value one and keeps two.
    Built once by enumerating every three-card hand of the deck.
    """
    cards = [_card(c) for c in deck_for("kakehiki")]
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


# --------------------------------------------------------------------------- policies on cards
# Hands inside the CPU are tuples of cards sorted by (hand value, table value), so equal hands
# share one cache entry; a policy returns the card it plays.


def _sorted(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=lambda c: (c[1], c[0])))


def _without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]


def _lowest(hand: Sequence[Card]) -> list[int]:
    """Return the indices of the cards with the lowest hand value (table value breaks ties)."""
    best = min((c[1], c[0]) for c in hand)
    return [i for i, c in enumerate(hand) if (c[1], c[0]) == best]


def _wants_marriage(hand: Sequence[Card], rnd: int) -> bool:
    """Return True if the three best cards look strong enough to win a marriage."""
    top = sorted((c[1] for c in hand), reverse=True)[:3]
    return sum(top) >= _WANT_THRESHOLD[rnd]


@lru_cache(maxsize=65536)
def _steer(hand: tuple[Card, ...], total: int, rnd: int) -> Card:
    """Return the card the steering (normal) policy plays from a sorted ``hand``."""
    n = len(hand)
    if rnd >= 3 or n <= 3:
        return max(hand, key=lambda c: _last_card_value(hand, hand.index(c), total))
    if _wants_marriage(hand, rnd):
        # Spend a spare card (not among the best three), the one that adds most to the table.
        return max(hand[: n - 3], key=lambda c: (c[0], -c[1]))
    # Keep the table low: the most negative card; if none is negative, the cheapest one.
    return min(hand, key=lambda c: (c[0], c[1]))


# --------------------------------------------------------------------------- hard

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
    return 0.2 / n + (0.8 / hand.count(card) if _steer(hand, total, rnd) == card else 0.0)


def _style_draw(style: int, hand: tuple[Card, ...], total: int, rnd: int, x: float) -> Card:
    """Return the card an opponent of ``style`` plays from ``hand``; ``x`` is uniform in [0, 1)."""
    if style == _LOW and x < 0.9:
        return hand[0]
    if style == _STEER and x < 0.8:
        return _steer(hand, total, rnd)
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
        a = _steer(mine, total, rnd)
        b = _style_draw(style, theirs, total, rnd, draws[rnd - 2])
        total += a[0] + b[0]
        mine, theirs = _without(mine, a), _without(theirs, b)
        if rnd >= 2 and total >= MARRIAGE:
            return _outcome(mine, theirs)
        if rnd >= 3:
            return 0.0
        rnd += 1


def _hard_values(
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
    kept = [_without(hand, c) for c in hand]
    values = [0.0] * n
    weight_sum = 0.0
    for _ in range(_SAMPLES.get(rnd, 150)):
        sample = _sorted(rng.sample(pool, n))
        # How well does each style explain the cards the opponent has shown?
        style_w = list(_STYLE_PRIOR)
        past_total = 0
        for k, shown in enumerate(theirs_shown):
            held = _sorted([shown, *theirs_shown[k + 1 :], *sample])
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
                theirs_left = _without(sample, b)
                for i, a in enumerate(hand):
                    if total + a[0] + b[0] >= MARRIAGE:
                        values[i] += p * _outcome(kept[i], theirs_left)
            continue
        # Earlier rounds: one commit of the opponent and one continuation, shared by all my
        # choices (common random numbers keep the comparison fair).
        style = _draw(style_w, rng)
        b = _style_draw(style, sample, total, rnd, rng.random())
        theirs_left = _without(sample, b)
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


def _mixed_pick(values: Sequence[float], rng: random.Random) -> int:
    """Return an index at random among the values within the margin of the best."""
    best = max(values)
    near = [i for i, v in enumerate(values) if v >= best - _MIX_MARGIN]
    weights = [math.exp((values[i] - best) * 25.0) for i in near]
    return near[_draw(weights, rng)]


# --------------------------------------------------------------------------- the hint

#: the hint's samples: more than the hard CPU's, so the advice is steadier
_HINT_SAMPLES_FACTOR = 3


def hint(view: Mapping[str, Any]) -> dict[str, Any]:
    """Return the hard CPU's advice for the seat of ``view``, from what that seat sees alone.

    The dict holds ``action`` (one of ``view["legal"]``, or None when there is nothing to
    choose), ``reason`` (a catalog key under ``kakehiki.hint.``) and ``params`` for its text:
    the card, the table total it leads to, the hand points it keeps, and what the other seat's
    laid cards suggest.  The same view always gives the same advice (its samples are seeded by
    the view).
    """
    legal = list(view["legal"])
    plays = [a for a in legal if a.startswith("play ")]
    if not plays:
        return {"action": None, "reason": "kakehiki.hint.wait", "params": {}}
    seat = int(view["seat"])
    names = [a[5:] for a in plays]
    hand = [_card(c) for c in names]
    ordered = _sorted(hand)
    mine_shown = [_card(c) for c in view["table"][seat]]
    theirs_shown = [_card(c) for c in view["table"][1 - seat]]
    seen = set(names) | set(view["table"][0]) | set(view["table"][1])
    pool = [_card(c) for c in deck_for("kakehiki") if c not in seen]
    rng = random.Random("|".join([",".join(names), *map(",".join, view["table"])]))
    values = [0.0] * len(ordered)
    for _ in range(_HINT_SAMPLES_FACTOR):
        for i, v in enumerate(_hard_values(ordered, pool, mine_shown, theirs_shown, rng)):
            values[i] += v
    best = ordered[max(range(len(ordered)), key=lambda i: (values[i], -i))]
    card = names[hand.index(best)]
    total = int(view["table_total"])
    kept = sum(c[1] for c in hand) - best[1]
    after = total + best[0]
    top = sum(sorted((c[1] for c in hand), reverse=True)[:3])
    params: dict[str, Any] = {"card": card, "after": after, "kept": kept, "top": top}
    rnd = len(mine_shown) + 1
    if rnd >= 3 or len(hand) <= 3:
        reason = "last"
        params["need"] = max(0, MARRIAGE - after)
    elif _wants_marriage(hand, rnd):
        reason = "seek"
    else:
        reason = "avoid"
    if theirs_shown:
        pushed = sum(c[0] for c in theirs_shown)
        params["theirs"] = list(view["table"][1 - seat])
        reason += "_up" if pushed > 0 else "_down"
    return {"action": f"play {card}", "reason": f"kakehiki.hint.{reason}", "params": params}


# --------------------------------------------------------------------------- entry point


def choose(view: dict[str, Any], level: str, rng: random.Random) -> str:
    """Return the action text the CPU plays, one of ``view["legal"]``.

    Between games it plays ``"next"`` (it never ends a match).  Raises ValueError for an
    unknown level or a view with nothing to play.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown kakehiki CPU level: {level!r} (expected one of {LEVELS})")
    legal: list[str] = list(view["legal"])
    if not legal:
        raise ValueError("the CPU has nothing to play in this view")
    plays = [a for a in legal if a.startswith("play ")]
    if not plays:
        return "next" if "next" in legal else legal[0]
    names = [a[5:] for a in plays]
    hand = [_card(c) for c in names]
    ordered = _sorted(hand)
    seat = int(view["seat"])
    mine_shown = [_card(c) for c in view["table"][seat]]
    theirs_shown = [_card(c) for c in view["table"][1 - seat]]
    total = int(view["table_total"])
    rnd = len(mine_shown) + 1
    if level == "easy":
        return plays[rng.choice(_lowest(hand))]
    if level == "normal":
        return plays[hand.index(_steer(ordered, total, rnd))]
    seen = set(names) | set(view["table"][0]) | set(view["table"][1])
    pool = [_card(c) for c in deck_for("kakehiki") if c not in seen]
    values = _hard_values(ordered, pool, mine_shown, theirs_shown, rng)
    card = ordered[_mixed_pick(values, rng)]
    # Cards of equal value are interchangeable; play the first one of the kind.
    return plays[hand.index(card)]
