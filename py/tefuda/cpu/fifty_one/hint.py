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
    POINTS,
    SUITS,
    Availability,
    Knowledge,
    beats_caller,
    collecting,
    one_suit_possible,
    suit_value,
)
from .plan import after_swap, new_field_cards

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


def _collector(
    know: Knowledge, suit: str | None, least: int, seats: Sequence[int] | None = None
) -> tuple[int, str, list[str]] | None:
    """Return (seat, suit, cards taken) of the first opponent in turn order (of ``seats``, all
    by default) that visibly collects ``suit`` (any suit when None) with at least ``least``
    cards, or None."""
    for opp in know.opponents if seats is None else seats:
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
        held = of_suit(know.field, suit)
        reason = "swap_all" if _field_more_promising(know, suit) else "swap_all_plain"
        return advice(action, reason, suit=SUIT_SYMBOLS[suit], held=held)
    if isinstance(action, (Flush, Pass)):
        suit = aimed_suit(hand, avail)
        reason = "flush" if isinstance(action, Flush) else "pass"
        if isinstance(action, Flush) and not _new_field_may_help(know, suit):
            reason = "flush_field"
        return advice(action, reason, suit=SUIT_SYMBOLS[suit], held=of_suit(hand, suit))
    if not isinstance(action, Swap):
        raise ValueError(f"not a turn of 51: {action!r}")
    give, take = action.hand_card, action.field_card
    new_hand, new_field = after_swap(know, action)
    score = score_of(new_hand)
    if score == TOP_SCORE:
        # Under "one more turn" the others still play before the reveal, and one may tie.
        stop = "swap_stop_extra" if know.after_end == "one-more-turn" else "swap_stop"
        return advice(action, stop, give=give, take=take)
    if score:
        return advice(action, "swap_suit", give=give, take=take, score=score)
    suit = aimed_suit(new_hand, avail)
    params: dict[str, Any] = {
        "give": give,
        "take": take,
        "suit": SUIT_SYMBOLS[suit],
        "held": of_suit(new_hand, suit),
    }
    if take == JOKER or take[1] == suit:
        # it takes a card for the suit: collect it
        params["field"] = of_suit(new_field, suit)
        reason = "swap_build" if params["field"] else "swap_build_none"
    elif params["held"] == of_suit(hand, suit):
        # it takes a card of another suit and keeps every card for this one
        reason = "swap_keep" if of_suit(know.field, suit) else "swap_keep_none"
    else:
        reason = "swap_plain"
    if plan != action and isinstance(plan, Swap):
        # The plan would leave its own give on the field (when it gives another card than
        # this swap) and this swap takes its take away.
        fed = plan.hand_card
        for card, suffix in ((fed, "_guard"), (take, "_deny")):
            if suffix == "_guard" and card == give:
                continue
            found = _collector(know, None if card == JOKER else card[1], 1)
            if found is not None:
                seat, collects, _ = found
                params.update(card=card, collector=seat, fsuit=SUIT_SYMBOLS[collects])
                # the field's part of swap_keep_none is left out when a collector is named
                base = "swap_keep" if reason == "swap_keep_none" else reason
                return advice(action, base + suffix, **params)
    return advice(action, reason, **params)


def _promise(know: Knowledge, cards: Sequence[str], suit: str) -> tuple[int, int, int]:
    """Return how promising ``cards`` are for five of ``suit``: the cards for it, how many more
    may still come (not in ``cards``, the discard pile or the hand of a player whose taken
    cards are all of the suit), and the points of those held."""
    gone = {*cards, *know.discard}
    for taken in know.taken:
        if taken and one_suit_possible(taken) and collecting(taken)[0] == suit:
            gone.update(taken)
    fits = [c for c in cards if c == JOKER or c[1] == suit]
    more = sum(1 for c in POINTS if (c == JOKER or c[1] == suit) and c not in gone)
    return len(fits), more, sum(POINTS[c] for c in fits)


def _field_more_promising(know: Knowledge, suit: str) -> bool:
    """Return True when the field's cards for ``suit`` are more promising than the hand: as
    many as the hand holds for any suit, and no suit of the hand with that many is as good in
    cards, cards still to come and points alike."""
    field = _promise(know, know.field, suit)
    hand = [_promise(know, know.hand, s) for s in SUITS]
    most = max(h[0] for h in hand)
    return field[0] >= most and not any(
        h[0] == most and all(a >= b for a, b in zip(h, field, strict=True)) for h in hand
    )


def _new_field_may_help(know: Knowledge, suit: str) -> bool:
    """Return True when a field a flush may deal can hold a card that brings ``hand`` nearer to
    five of ``suit``: one for it with a card off the suit to give, or more points than the
    lowest of its cards."""
    cards = new_field_cards(know)
    fits = [c for c in know.hand if c == JOKER or c[1] == suit]
    if len(fits) < len(know.hand):
        return any(c == JOKER or c[1] == suit for c in cards)
    low = min(POINTS[c] for c in fits)
    return any((c == JOKER or c[1] == suit) and POINTS[c] > low for c in cards)


def explain_call(know: Knowledge, score: int, win: float, threshold: float) -> Advice:
    """Return the advice on the call question: call when the estimated chance ``win`` that
    nobody beats ``score`` reaches the hard player's ``threshold``."""
    chance = round(100 * win)
    extra = know.after_end == "one-more-turn"
    if win >= threshold:
        if not extra and not any(one_suit_possible(know.taken[o]) for o in know.opponents):
            return advice(Call(), "call_sure", score=score)
        return advice(Call(), "call", score=score, chance=chance)
    for seat in know.opponents:
        found = _collector(know, None, 2, seats=(seat,))
        if found is not None and _may_beat(know, seat, found[1], score):
            _, suit, cards = found
            return advice(
                NoCall(), "nocall_threat", score=score, chance=chance, collector=seat,
                suit=SUIT_SYMBOLS[suit], cards=cards,
            )
    return advice(NoCall(), "nocall", score=score, chance=chance)


def _may_beat(know: Knowledge, seat: int, suit: str, score: int) -> bool:
    """Return True when ``seat``, who collects ``suit``, may beat a call at ``score``: its taken
    cards and the best never-seen cards for the suit (and in a one more turn, one more from
    the field or a new field for its lowest) can score more, or as much when a tie beats."""
    hidden = sorted(
        (c for c in know.unseen if c == JOKER or c[1] == suit), key=POINTS.__getitem__, reverse=True
    )
    mine_joker = JOKER in know.hand
    for joker in (True, False):
        cards = [c for c in hidden if joker or c != JOKER][: know.hidden[seat]]
        hand = [*know.taken[seat], *cards]
        if len(hand) < len(know.hand):
            continue
        if know.after_end == "one-more-turn":
            reach = [
                c for c in (*know.field, *new_field_cards(know))
                if (c[1] == suit or (joker and c == JOKER)) and c not in hand
            ]
            if reach:
                best = max(reach, key=POINTS.__getitem__)
                low = min(hand, key=POINTS.__getitem__)
                if POINTS[best] > POINTS[low]:
                    hand = [best if c == low else c for c in hand]
        if beats_caller(score_of(hand), JOKER in hand, score, mine_joker, know.caller_tie):
            return True
    return False


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
