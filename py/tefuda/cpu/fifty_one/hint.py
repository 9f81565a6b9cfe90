"""51 CPU: the words of the hint, for a choice the hard player's reasoning made.

:func:`tefuda.cpu.fifty_one.hint` decides (the hard player's turn, its call estimate, its one
more turn); the functions here say why, as a catalog key under ``fifty-one.hint.`` (catalog
:mod:`tefuda.i18n.fifty_one.cpu`) and its parameters.  They read the seat's
:class:`~tefuda.cpu.fifty_one.knowledge.Knowledge` only, never the state.  Suits are given
by their symbol (``♥``), which reads the same in both languages.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypedDict

from tefuda.cards import JOKER
from tefuda.games.fifty_one.actions import Action, Call, Flush, NoCall, Pass, Swap, SwapAll
from tefuda.games.fifty_one.scoring import TOP_SCORE, score_of

from .knowledge import (
    SUITS,
    Availability,
    Knowledge,
    collecting,
    one_suit_possible,
    suit_value,
)
from .plan import after_swap

HINT_PREFIX = "fifty-one.hint."
SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


class Advice(TypedDict):
    """The hint: ``action`` (one of the view's legal texts, or None when the seat has nothing
    to do), ``reason`` (a key of the ``fifty-one.hint.*`` catalog) and ``params`` for its text."""

    action: str | None
    reason: str
    params: dict[str, Any]


def advice(action: Action | None, reason: str, **params: Any) -> Advice:
    """Return the advice to play ``action`` (its text goes in the advice) for the reason
    ``fifty-one.hint.<reason>``."""
    text = None if action is None else str(action)
    return {"action": text, "reason": HINT_PREFIX + reason, "params": params}


def aimed_suit(hand: Sequence[str], avail: Availability) -> str:
    """Return the suit ``hand`` is best aimed at (the hard player's value of each suit)."""
    return max(SUITS, key=lambda s: (suit_value(hand, s, avail), -SUITS.index(s)))


def of_suit(cards: Sequence[str], suit: str) -> int:
    """Return how many of ``cards`` serve ``suit`` (the joker serves every suit)."""
    return sum(1 for c in cards if c == JOKER or c[1] == suit)


def _collector(know: Knowledge, suit: str | None, least: int) -> tuple[int, str, list[str]] | None:
    """Return (seat, suit, cards taken) of the first opponent in turn order that visibly
    collects ``suit`` (any suit when None) with at least ``least`` cards, or None."""
    for opp in know.opponents:
        taken = know.taken[opp]
        collects, count = collecting(taken)
        if collects is None or count < least or not one_suit_possible(taken):
            continue
        if suit is None or collects == suit:
            return opp, collects, [c for c in taken if c == JOKER or c[1] == collects]
    return None


def explain_turn(know: Knowledge, avail: Availability, plan: Action, action: Action) -> Advice:
    """Return the advice for the turn ``action`` the hard player chose; ``plan`` is the
    exchange it started from before weighing what each swap leaves the others.

    Raises ValueError for an action that is no turn (a call, ``next``)."""
    hand = know.hand
    if isinstance(action, SwapAll):
        score = score_of(know.field)
        if score:
            return advice(action, "swap_all_suit", score=score)
        suit = aimed_suit(know.field, avail)
        return advice(action, "swap_all", suit=SUIT_SYMBOLS[suit], held=of_suit(know.field, suit))
    if isinstance(action, (Flush, Pass)):
        suit = aimed_suit(hand, avail)
        reason = "flush" if isinstance(action, Flush) else "pass"
        return advice(action, reason, suit=SUIT_SYMBOLS[suit], held=of_suit(hand, suit))
    if not isinstance(action, Swap):
        raise ValueError(f"not a turn of 51: {action!r}")
    give, take = action.hand_card, action.field_card
    new_hand, new_field = after_swap(know, action)
    score = score_of(new_hand)
    if score == TOP_SCORE:
        return advice(action, "swap_stop", give=give, take=take)
    if score:
        return advice(action, "swap_suit", give=give, take=take, score=score)
    suit = aimed_suit(new_hand, avail)
    params: dict[str, Any] = {
        "give": give,
        "take": take,
        "suit": SUIT_SYMBOLS[suit],
        "held": of_suit(new_hand, suit),
        "field": of_suit(new_field, suit),
    }
    reason = "swap_build" if params["field"] else "swap_build_none"
    if plan != action and isinstance(plan, Swap):
        # The swaps differ in one field card each: the plan would leave its own give there,
        # this one takes its take away.
        fed = plan.hand_card
        for card, suffix in ((fed, "_guard"), (take, "_deny")):
            found = _collector(know, None if card == JOKER else card[1], 1)
            if found is not None:
                seat, collects, _ = found
                params.update(card=card, collector=seat, fsuit=SUIT_SYMBOLS[collects])
                return advice(action, reason + suffix, **params)
    return advice(action, reason, **params)


def explain_call(know: Knowledge, score: int, win: float, threshold: float) -> Advice:
    """Return the advice on the call question: call when the estimated chance ``win`` that
    nobody beats ``score`` reaches the hard player's ``threshold``."""
    chance = round(100 * win)
    extra = know.after_end == "one-more-turn"
    if win >= threshold:
        if not extra and not any(one_suit_possible(know.taken[o]) for o in know.opponents):
            return advice(Call(), "call_sure", score=score)
        return advice(Call(), "call", score=score, chance=chance)
    found = _collector(know, None, 2)
    if found is not None:
        seat, suit, cards = found
        return advice(
            NoCall(), "nocall_threat", score=score, chance=chance, collector=seat,
            suit=SUIT_SYMBOLS[suit], cards=cards,
        )
    return advice(NoCall(), "nocall", score=score, chance=chance)


def explain_extra(know: Knowledge, action: Action) -> Advice:
    """Return the advice for the one more turn after a stop or call (``action`` gives the
    best score at the reveal).  Raises ValueError for an action that is no turn."""
    if isinstance(action, Flush):
        return advice(action, "extra_flush")
    if isinstance(action, Pass):
        return advice(action, "extra_pass", score=score_of(know.hand))
    if isinstance(action, SwapAll):
        return advice(action, "extra_swap_all", score=score_of(know.field))
    if not isinstance(action, Swap):
        raise ValueError(f"not a one more turn of 51: {action!r}")
    give, take = action.hand_card, action.field_card
    score = score_of(after_swap(know, action)[0])
    if not score:
        return advice(action, "extra_none")
    return advice(action, "extra_swap", give=give, take=take, score=score)
