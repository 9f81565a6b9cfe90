"""One scripted hand of Gin Rummy played through the engine the page uses (:func:`replay_hand`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from tefuda.cards import parse_card, parse_cards
from tefuda.core import IllegalAction
from tefuda.games.gin_rummy import melds as gm
from tefuda.games.gin_rummy.options import DEFAULT_TARGET
from tefuda.games.gin_rummy.rules import GAME
from tefuda.games.gin_rummy.scoring import SEATS, Record, check_ten
from tefuda.games.gin_rummy.state import (
    GinState,
    HandKind,
    Phase,
    check_deck,
    sorted_cards,
)

STOCK_SIZE = 31


@dataclasses.dataclass(frozen=True, eq=False)
class HandOutcome(Record):
    """How a replayed hand ended: kind, the winning seat (None for a wall) and the points."""

    kind: HandKind
    winner: int | None
    points: int


def replay_hand(deal: Mapping[str, Any], actions: Iterable[Sequence[Any]]) -> HandOutcome:
    """Play one scripted hand through the game engine and return how it ended.

    ``deal = {"hands": [[10 cards of the non-dealer], [10 of the dealer]], "upcard": "KC",
    "stock": [31 cards, top first]}``; ``actions`` are ``(seat, text)`` pairs, seat 0 the
    non-dealer, texts ``"pass"``, ``"draw stock"``, ``"draw discard"``, ``"discard 7C"``,
    ``"knock 7C"``.  Returns ``kind`` ("gin" / "knock" / "undercut" / "wall"), ``winner`` (a
    seat, None for a wall) and ``points``.

    Raises IllegalAction for an action the rules refuse (``hand_over`` for one after the end),
    BadActionText for a malformed text, ValueError for a bad deal or actions that stop before
    the hand ends.

    >>> from tefuda.games import deck_for
    >>> hands = ["AS 2S 3S 4H 5H 6H 7D 8D 9D KC".split(), "TS JS QS 2C 3C 4C 6C 7C 8C 5D".split()]
    >>> used = {*hands[0], *hands[1], "TD"}
    >>> stock = [c for c in deck_for("gin-rummy") if c not in used]
    >>> replay_hand({"hands": hands, "upcard": "TD", "stock": stock},
    ...             [(0, "draw discard"), (0, "knock KC")])
    HandOutcome(kind='gin', winner=0, points=30)
    """
    try:
        hands = deal["hands"]
        upcard = deal["upcard"]
        stock = deal["stock"]
    except (KeyError, TypeError):
        raise ValueError(f"deal must have 'hands', 'upcard' and 'stock': {deal!r}") from None
    if isinstance(hands, str) or len(hands) != SEATS:
        raise ValueError(f"deal['hands'] must be two hands, got {hands!r}")
    non_dealer = gm.to_cards(_ten(hands[0], "non-dealer hand"))
    dealer_hand = gm.to_cards(_ten(hands[1], "dealer hand"))
    up = parse_card(upcard)
    stock_cards = parse_cards(stock)
    check_deck([*non_dealer, *dealer_hand, up, *stock_cards])
    if len(stock_cards) != STOCK_SIZE:
        raise ValueError(f"the stock must be {STOCK_SIZE} cards, got {len(stock_cards)}")
    state = GinState(
        target=DEFAULT_TARGET,
        seed=0,
        hand_number=1,
        dealer=1,
        phase=Phase.UPCARD,
        turn=0,
        hands=(sorted_cards(non_dealer), sorted_cards(dealer_hand)),
        stock=stock_cards,
        discard=(up,),
    )
    for entry in actions:
        seat, text = entry
        if state.last is not None:
            raise IllegalAction("hand_over")
        state = GAME.apply(state, seat, GAME.parse_action(text))
    if state.last is None:
        raise ValueError("the actions stop before the hand ends")
    return HandOutcome(state.last.kind, state.last.winner, state.last.points)


def _ten(cards: Iterable[str], what: str) -> int:
    mask = gm.to_mask(cards, what)
    check_ten(mask, what)
    return mask
