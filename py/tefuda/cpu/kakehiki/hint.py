"""The person's hint at the 恋のかけひき table: the hard CPU's card, with its reason.

The card is the hard player's; the reason says what the card does and what it leaves, and
each clause is true whatever the other seat holds:

* what the card does: it is the cheapest card in hand (``cheap``), or it raises (``up``) or
  lowers (``down``) the table; the total it brings the table to is the total *before* the
  other seat's card, which is laid at the same moment;
* in rounds 1 and 2, how a marriage would go for the best three cards the seat keeps: likely
  in its favour (``fav``) only when, against a seat that keeps the best three of a hand the
  view allows it, it wins clearly more often than it loses (:data:`_FAVOUR_SHARE` of the
  decided marriages, every such hand counted); otherwise no sure win (``open``);
* on the last card, what the other seat's card must do for a marriage: add ``need`` or more
  (``last_need``), or not take away more than ``over`` (``last_over``);
* what the other seat's laid cards did to the table (``_up``/``_down``).
"""

from __future__ import annotations

import math
import random
from typing import Any, TypedDict

from tefuda.games.kakehiki import MARRIAGE, KakehikiView

from .hard import hard_values
from .knowledge import Card, Knowledge, read_view

#: the hint's samples: more than the hard CPU's, so the advice is steadier
_HINT_SAMPLES_FACTOR = 3
#: the share of decided marriages won from which a marriage "would likely favour you": well
#: over one half, because the count treats every hand of the other seat alike while a seat
#: that wants a marriage holds better cards (at 0.55, over 10,000 positions of seed 1, the
#: down_fav sentences, counted at 60-65 % on average, held in 13 of 33 actual deals; the
#: others, at 76-86 %, in 1,958 of 2,463)
_FAVOUR_SHARE = 0.7


class Advice(TypedDict):
    """The hint: ``action`` (one of the view's legal texts, or None when there is nothing to
    choose), ``reason`` (a key of the ``kakehiki.hint.*`` catalog) and ``params`` for its text."""

    action: str | None
    reason: str
    params: dict[str, Any]


def hint(view: KakehikiView) -> Advice:
    """Return the hard CPU's advice for the seat of ``view``, from what that seat sees alone.

    ``params`` hold the card, the table total it brings the table to (before the other seat's
    card), the hand points it keeps and the rest of its reason (see the module docstring).
    Between games the advice is ``"next"``.  The same view always gives the same advice (its
    samples are seeded by the view).
    """
    know = read_view(view)
    if know is None:
        if "next" in view["legal"]:
            return {"action": "next", "reason": "kakehiki.hint.next", "params": {}}
        return {"action": None, "reason": "kakehiki.hint.wait", "params": {}}
    hand, ordered = know.hand, know.ordered
    rng = random.Random("|".join([",".join(know.names), *map(",".join, view["table"])]))
    values = [0.0] * len(ordered)
    for _ in range(_HINT_SAMPLES_FACTOR):
        for i, v in enumerate(
            hard_values(ordered, know.pool, know.mine_shown, know.theirs_shown, rng)
        ):
            values[i] += v
    best = ordered[max(range(len(ordered)), key=lambda i: (values[i], -i))]
    play = know.plays[hand.index(best)]
    card = play.card
    kept = list(hand)
    kept.remove(best)
    after = know.total + best[0]
    params: dict[str, Any] = {"card": card, "after": after, "kept": sum(c[1] for c in kept)}
    if len(hand) <= 3:
        reason = "last_need" if after < MARRIAGE else "last_over"
        params["need" if after < MARRIAGE else "over"] = abs(MARRIAGE - after)
    else:
        if best[1] == min(c[1] for c in hand):
            move = "cheap"
        else:
            move = "up" if best[0] > 0 else "down"
        top = _best_three(kept)
        params["top"] = top
        theirs = view["hand_counts"][1 - view["seat"]] + view["committed"][1 - view["seat"]]
        reason = f"{move}_{'fav' if _favours(know, top, theirs) else 'open'}"
    if know.theirs_shown:
        pushed = sum(c[0] for c in know.theirs_shown)
        params["theirs"] = know.theirs_cards
        reason += "_up" if pushed > 0 else "_down"
    return {"action": str(play), "reason": f"kakehiki.hint.{reason}", "params": params}


def _best_three(cards: list[Card]) -> int:
    """Return the hand points of the best three of ``cards``."""
    return sum(sorted((c[1] for c in cards), reverse=True)[:3])


def _favours(know: Knowledge, top: int, theirs: int) -> bool:
    """Return True when keeping ``top`` points clearly wins more marriages than it loses
    against a seat keeping the best three of ``theirs`` cards of the unseen ones (every such
    hand counted once: :func:`_best_three_counts`)."""
    won = lost = 0
    for points, ways in _best_three_counts(know.pool, theirs).items():
        if top > points:
            won += ways
        elif top < points:
            lost += ways
    return won >= _FAVOUR_SHARE * max(1, won + lost)


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
