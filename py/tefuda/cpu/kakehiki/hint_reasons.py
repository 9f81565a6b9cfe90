"""Why a card, in the words of the 恋のかけひき hint (``kakehiki.hint.*``): each clause is true
whatever the other seat holds, so a card's reason needs no sampled deal.

* what the card does: it is the cheapest card in hand (``cheap``), or it raises (``up``) or
  lowers (``down``) the table; the total it brings the table to is the total *before* the
  other seat's card, which is laid at the same moment;
* in rounds 1 and 2, how a marriage would go for the best three cards the seat keeps: likely
  in its favour (``fav``) only when, against a seat that keeps the best three of a hand the
  view allows it, it wins clearly more often than it loses (:data:`FAVOUR_SHARE` of the
  decided marriages, every such hand counted); otherwise no sure win (``open``);
* on the last card, what the other seat's card must do for a marriage: add ``need`` or more
  (``last_need``), or not take away more than ``over`` (``last_over``);
* what the other seat's laid cards did to the table (``_up``/``_down``).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from tefuda.games.kakehiki import MARRIAGE, KakehikiView, Play

from .knowledge import Card, Knowledge, card_of

#: the share of decided marriages won from which a marriage "would likely favour you": well
#: over one half, because the count treats every hand of the other seat alike while a seat
#: that wants a marriage holds better cards (at 0.55, over 10,000 positions of seed 1, the
#: down_fav sentences, counted at 60-65 % on average, held in 13 of 33 actual deals; the
#: others, at 76-86 %, in 1,958 of 2,463)
FAVOUR_SHARE = 0.7


def reasons_of(view: KakehikiView, know: Knowledge) -> Callable[[Play], tuple[str, dict[str, Any]]]:
    """Return the reason of each play of ``view`` (:func:`reason_of`), the count of the other
    seat's hands made once for them all."""
    theirs = view["hand_counts"][1 - view["seat"]] + view["committed"][1 - view["seat"]]
    counts: dict[int, int] = {}

    def favours(top: int) -> bool:
        if not counts:
            counts.update(_best_three_counts(know.pool, theirs))
        return _favours(counts, top)

    return lambda play: reason_of(know, play, favours)


def reason_of(know: Knowledge, play: Play, favours: Callable[[int], bool]
              ) -> tuple[str, dict[str, Any]]:
    """Return why to lay ``play``'s card: the catalog key and its params (the card, the table
    total it brings the table to before the other seat's card, the hand points kept, and the
    rest of the reason: see the module docstring); ``favours(top)`` says whether keeping
    ``top`` points favours the seat in a marriage."""
    hand = know.hand
    laid = card_of(play.card)
    kept = list(hand)
    kept.remove(laid)
    after = know.total + laid[0]
    params: dict[str, Any] = {"card": play.card, "after": after, "kept": sum(c[1] for c in kept)}
    if len(hand) <= 3:
        reason = "last_need" if after < MARRIAGE else "last_over"
        params["need" if after < MARRIAGE else "over"] = abs(MARRIAGE - after)
    else:
        if laid[1] == min(c[1] for c in hand):
            move = "cheap"
        else:
            move = "up" if laid[0] > 0 else "down"
        top = best_three(kept)
        params["top"] = top
        reason = f"{move}_{'fav' if favours(top) else 'open'}"
    if know.theirs_shown:
        pushed = sum(c[0] for c in know.theirs_shown)
        params["theirs"] = know.theirs_cards
        reason += "_up" if pushed > 0 else "_down"
    return f"kakehiki.hint.{reason}", params


def best_three(cards: list[Card]) -> int:
    """Return the hand points of the best three of ``cards``."""
    return sum(sorted((c[1] for c in cards), reverse=True)[:3])


def _favours(counts: dict[int, int], top: int) -> bool:
    """Return True when keeping ``top`` points clearly wins more marriages than it loses
    against a seat keeping the best three of a hand of the unseen cards, ``counts`` the hands
    by their best three's points (every such hand counted once: :func:`_best_three_counts`)."""
    won = lost = 0
    for points, ways in counts.items():
        if top > points:
            won += ways
        elif top < points:
            lost += ways
    return won >= FAVOUR_SHARE * max(1, won + lost)


def _best_three_counts(pool: list[Card], size: int) -> dict[int, int]:
    """Return, for each total, how many hands of ``size`` cards of ``pool`` have their best
    three worth it (hand points).

    The cards are taken value by value, highest first, so the first three taken are the best
    three: a hand is counted by how many of each value it holds.
    """
    values: dict[int, int] = {}
    for card in pool:
        values[card[1]] = values.get(card[1], 0) + 1
    ways: dict[tuple[int, int], int] = {(0, 0): 1}  # (cards taken, best three's total) → hands
    for value in sorted(values, reverse=True):
        grown: dict[tuple[int, int], int] = {}
        for (taken, total), count in ways.items():
            for more in range(min(values[value], size - taken) + 1):
                counted = min(more, max(0, 3 - taken))
                key = (taken + more, total + counted * value)
                grown[key] = grown.get(key, 0) + count * math.comb(values[value], more)
        ways = grown
    return {total: count for (taken, total), count in ways.items() if taken == size}
